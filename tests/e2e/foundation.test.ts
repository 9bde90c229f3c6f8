/**
 * Foundation defects of issue 8, as a user meets them in Chromium: nothing floating covers GO, look-ups and read-only rows
 * per role, errors without retries, a revoked session, a new record after a filter, FSR per role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, startE2E, type E2E, visible } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const FORBIDDEN = 'We are sorry, but you do not have access to this page.';

/** Every /api answer of 400 or more the page receives, as 'status METHOD path'. */
function apiErrors(page: Page): string[] {
  const out: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400)
      out.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return out;
}

async function signedIn(email: string, viewport?: { width: number; height: number }) {
  const page = await e2e.newPage();
  if (viewport) await page.setViewportSize(viewport);
  await signIn(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  return page;
}

/** True when the element at the centre of the locator's box is the locator's element or inside it. */
const onTop = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });

describe('foundation', () => {
  it('keeps GO on the list pagination clear of the floating buttons at 1920 px, scrolled to the bottom', async () => {
    const page = await signedIn('admin@caretaker.test', { width: 1920, height: 1080 });
    await page.goto('/settings/permissions');
    await visible(page.getByRole('cell', { name: 'View audit log' }));
    await visible(page.getByRole('button', { name: 'Go', exact: true }));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500); // the scroll-to-top button zooms in
    expect(await onTop(page, 'Go')).toBe(true);
    await page.context().close();
  });

  it('gives a managing agent and an SCD the Role filter, and opens a user row read-only instead of the 403 page', async () => {
    for (const email of ['managing-agent@caretaker.test', 'scd@caretaker.test']) {
      const page = await signedIn(email);
      const errors = apiErrors(page);
      await page.goto('/settings/users');
      await visible(page.getByRole('cell', { name: 'Demo Admin' }));
      await page.getByRole('cell', { name: 'Demo Admin' }).click();
      await page.waitForURL(/\/settings\/users\/\d+\/show$/);
      await visible(page.getByText('admin@caretaker.test'));
      expect(await page.getByText(FORBIDDEN).count()).toBe(0);
      expect(errors, email).toEqual([]);
      await page.context().close();
    }
  });

  it('shows a term contractor the FSR list without Create or Import, and a row read-only', async () => {
    const page = await signedIn('term-contractor@caretaker.test');
    const errors = apiErrors(page);
    await page.goto('/works-order/fsr');
    const first = page.locator('tbody tr').first();
    await visible(first);
    expect(await page.getByRole('link', { name: /create/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Import' }).count()).toBe(0);
    await first.locator('td').first().click();
    await page.waitForURL(/\/works-order\/fsr\/\d+\/show$/);
    expect(await page.getByText(FORBIDDEN).count()).toBe(0);
    await page.goto('/works-order/fsr/add');
    await visible(page.getByText(FORBIDDEN));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks the server once for a forbidden screen and goes to sign-in at once when the session is revoked', async () => {
    const page = await signedIn('technician@caretaker.test');
    const errors = apiErrors(page);
    await page.goto('/settings/schools/file-upload/99999');
    await visible(page.getByText('Page not found'));
    expect(errors.filter((e) => e.includes('/api/school/99999'))).toEqual(['404 GET /api/school/99999']);

    const admin = await signedIn('admin@caretaker.test');
    const adminErrors = apiErrors(admin);
    await admin.goto('/settings/users');
    await visible(admin.getByRole('cell', { name: 'Demo Admin' }));
    const me = await e2e.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@caretaker.test')
      .executeTakeFirstOrThrow();
    await e2e.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', me.id)
      .execute();
    await admin.goto('/settings/roles');
    await admin.waitForURL(/\/auth\/sign-in/);
    await admin.waitForTimeout(1500); // any retry would have fired by now
    const unauthorised = adminErrors.filter((e) => e.startsWith('401'));
    expect(unauthorised.length).toBeGreaterThan(0);
    // One per query the page had started (four or five, as the shell's queries race the revocation on a loaded machine),
    // and no retry storm: a query may answer 401 once for the page being left and once for the new one (both in flight
    // across the navigation on a loaded machine, seen in CI), never more.
    expect(unauthorised.length, unauthorised.join(', ')).toBeLessThanOrEqual(6);
    const perQuery = new Map<string, number>();
    for (const e of unauthorised) perQuery.set(e, (perQuery.get(e) ?? 0) + 1);
    expect(Math.max(...perQuery.values()), unauthorised.join(', ')).toBeLessThanOrEqual(2);
    await page.context().close();
    await admin.context().close();
  });

  it('shows a record saved while the list was filtered', async () => {
    const page = await signedIn('admin@caretaker.test');
    await page.goto(`/settings/permissions?filter=${encodeURIComponent(JSON.stringify({ name: 'audit' }))}`);
    await visible(page.getByRole('cell', { name: 'View audit log' }));
    await page.goto('/settings/permissions/create');
    await page.getByLabel(/^Name/).fill('Approve gardens');
    await page.getByLabel(/^Slug/).fill('garden.approve');
    await page.getByLabel(/^Category/).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: /save/i }).click();
    await page.waitForURL(/\/settings\/permissions(\?|$)/);
    await visible(page.getByRole('cell', { name: 'Approve gardens' }));
    await page.context().close();
  });
});
