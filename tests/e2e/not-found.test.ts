/**
 * Every record page opened by an address whose record does not exist (or is outside the user's scope — the API answers
 * both with 404) says so in the user's words instead of spinning: claims, their preview, inspections, tree inspections,
 * deliverables; the quotation page shows the server's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startE2E, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const PAGES: [string, string][] = [
  ['/works-order/claims/999999', 'Claim not found.'],
  ['/works-order/claims/999999/preview', 'Claim not found.'],
  ['/inspection-checklist/inspection-servicing/999999', 'Inspection not found.'],
  ['/inspection-checklist/inspection-servicing/999999/preview', 'Inspection not found.'],
  ['/inspection-checklist/tree-inspections/999999', 'Tree inspection not found.'],
  ['/inspection-checklist/tree-inspections/999999/preview', 'Tree inspection not found.'],
  ['/deliverables/building-maintenance/999999', 'Deliverable not found.'],
];

describe('a record that is not there', () => {
  it('each record page shows "not found" in the user’s words, never a spinner that stays', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@caretaker.test');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    const seen: string[] = [];
    for (const [url] of PAGES) {
      await page.goto(url);
      const alert = page.locator('#main-content').getByRole('alert');
      await alert.first().waitFor({ timeout: 10_000 });
      seen.push(`${url}: ${(await alert.first().textContent())?.trim()}`);
      expect(await page.locator('#main-content [role=progressbar]').count()).toBe(0);
    }
    expect(seen).toEqual(PAGES.map(([url, message]) => `${url}: ${message}`));
    // the quotation page shows the API's answer rather than spinning
    await page.goto('/works-order/quotation-list/999999');
    await page.locator('#main-content').getByRole('alert').first().waitFor({ timeout: 10_000 });
    await page.close();
  }, 120_000);
});
