/**
 * Issue 15 end to end in Chromium against the real API: the home page shows a user's waiting work and figures; the
 * to-do page's tabs follow the role and its rows open the record; the quotation dashboard draws its tables and charts
 * and an amount opens, in a new tab, the quotation list whose rows sum to it; a role outside the dashboard gets the
 * support notice; the defect dashboard's export downloads a workbook.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen } from './checks.js';
import { DEMO_PASSWORD, movedContent, openAs, startE2E, watchLayoutShifts, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('to-do, home and dashboards in the browser', () => {
  it('a managing agent sees their waiting work on the home page and opens it from the to-do tabs', async () => {
    const page = await e2e.newPage();
    try {
      await openAs(page, 'managing-agent@caretaker.test', '/', /Welcome/);
      const work = page.getByRole('region', { name: 'Your work' });
      for (const tab of ['Inspections', 'Quotations', 'Claims', 'Work service orders', 'Deliverables'])
        await work.getByText(`${tab} waiting`).waitFor();
      await page.getByRole('region', { name: 'Quotations at a glance' }).getByText('S$').first().waitFor();
      await checkScreen(page);
      await work.getByRole('link', { name: /Quotations waiting/ }).click();
      await page.waitForURL((u) => u.pathname === '/to-do' && u.search === '?tab=quotations');
      const tabs = page.getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.allTextContents()).toHaveLength(5);
      const rows = page.locator('#main-content tbody tr');
      const badge = Number(
        await page
          .getByRole('tab', { name: /Quotations/ })
          .locator('.MuiBadge-badge')
          .innerText(),
      );
      // the demo data has quotations waiting for the demo managing agent's verification
      expect(badge).toBeGreaterThan(0);
      await rows.first().waitFor();
      expect(await rows.count()).toBe(badge);
      await checkScreen(page);
      const link = rows.first().getByRole('link');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/works-order\/quotation-list\/\d+$/);
      await link.click();
      await page.waitForURL((u) => u.pathname === href);
    } finally {
      await page.context().close();
    }
  });

  it('a to-do badge grows live when a notification brings new work (no reload)', async () => {
    const page = await e2e.newPage();
    try {
      await openAs(page, 'term-contractor@caretaker.test', '/to-do?tab=quotations', 'To-do');
      const badge = page.getByRole('tab', { name: /Quotations/ }).locator('.MuiBadge-badge');
      await page.locator('#main-content tbody tr, #main-content p').first().waitFor();
      const before = Number(await badge.innerText());
      // a quotation of the term contractor's, waiting for the managing agent, that the administrator rejects
      const tc = await e2e.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'term-contractor@caretaker.test')
        .executeTakeFirstOrThrow();
      const q = await e2e.db
        .selectFrom('quotations')
        .select('id')
        .where('created_by', '=', tc.id)
        .where('status', 'in', ['PENDING', 'APPROVED'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const login = await e2e.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@caretaker.test', password: DEMO_PASSWORD },
      });
      const rejected = await e2e.app.inject({
        method: 'POST',
        url: `/api/quotations/${q.id}/reject`,
        headers: { authorization: `Bearer ${login.json().data.token}` },
        payload: { remarks: 'Rates to be revised' },
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      // the badge refetches on the notification (its own refresh is a minute away)
      await expect.poll(async () => Number(await badge.innerText()), { timeout: 10_000 }).toBe(before + 1);
    } finally {
      await page.context().close();
    }
  });

  it('a technician has only the Inspections tab and the support notice on the quotation dashboard', async () => {
    const page = await e2e.newPage();
    try {
      await openAs(page, 'technician@caretaker.test', '/to-do', 'To-do');
      await page.getByRole('tab').first().waitFor();
      expect(await page.getByRole('tab').allTextContents()).toEqual([expect.stringMatching(/^Inspections\d+$/)]);
      // the home page gives a technician this month's inspections instead of quotation figures
      await page.goto('/');
      const month = page.getByRole('region', { name: 'Inspections this month' });
      await month.getByText('Approved').waitFor();
      expect(await page.getByRole('region', { name: 'Quotations at a glance' }).count()).toBe(0);
      await page.goto('/dashboard/default');
      await page.getByText('This dashboard is not available for your role.', { exact: false }).waitFor();
      expect(await page.locator('#main-content table').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('SCD reads the quotation dashboard; an amount opens the list, in a new tab, whose rows sum to it', async () => {
    const page = await e2e.newPage();
    try {
      // the sections appear together, the charts after them in boxes of their size: nothing of the page moves
      await watchLayoutShifts(page);
      await openAs(page, 'scd@caretaker.test', '/dashboard/default', 'Quotation dashboard');
      const byZone = page.getByRole('table', { name: 'Summary by zone' });
      await byZone.waitFor();
      await page.getByRole('table', { name: 'Summary by month' }).waitFor();
      await page.getByRole('table', { name: 'Summary by school' }).waitFor();
      // recharts draws its bars and lines as SVG
      await page.locator('figure[aria-label="Quotation amounts by zone"] .recharts-bar-rectangle').first().waitFor();
      await page.locator('figure[aria-label="Quotation amounts by month"] .recharts-line').first().waitFor();
      expect(await movedContent(page)).toEqual([]);
      await checkScreen(page);
      // the first zone with approved quotations (a zero amount would prove little)
      const cells = byZone.getByRole('link', { name: /Approved: S\$/ });
      // polled: after the earlier tests of this file the table's links are sometimes not there for a moment after it
      // first shows (one run in three or four; the cause is not found yet)
      let amounts: number[] = [];
      let index = -1;
      await expect
        .poll(async () => {
          amounts = (await cells.allTextContents()).map((t) => Number(t.replace(/[S$\s,]/g, '')));
          index = amounts.findIndex((a, i) => a > 0 && i < amounts.length - 1);
          return index;
        })
        .toBeGreaterThanOrEqual(0);
      const cell = cells.nth(index);
      const expected = amounts[index];
      expect(await cell.getAttribute('target')).toBe('_blank');
      // the list asks for the rows its address named (status and zone), whose filter form shows the zone as a chip
      const listed: URL[] = [];
      page.context().on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/api/quotations') listed.push(url);
      });
      const [tab] = await Promise.all([page.context().waitForEvent('page'), cell.click()]);
      await tab.locator('#main-content tbody tr').first().waitFor();
      const asked = listed[0]?.searchParams;
      const filter = { status: asked?.getAll('status[]'), zone: asked?.getAll('zone[]')[0] };
      expect(filter).toMatchObject({ status: ['APPROVED'], zone: expect.any(String) });
      await tab
        .getByRole('button', { name: `Zone: ${filter.zone}` })
        .first()
        .waitFor();
      // the list's own API answer for that filter sums to the dashboard's amount
      const sum = await tab.evaluate(async (f) => {
        const token = document.cookie
          .split('; ')
          .find((c) => c.startsWith('authToken='))
          ?.slice('authToken='.length);
        const q = new URLSearchParams({ status: f.status![0], zone: f.zone!, per_page: '500' });
        const res = await fetch(`/api/quotations?${q}`, {
          headers: { authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
        });
        const body = await res.json();
        return body.data.reduce((s: number, r: { total_amount: number }) => s + Math.round(r.total_amount * 100), 0);
      }, filter);
      expect(sum).toBe(Math.round(expected * 100));
      await tab.close();
    } finally {
      await page.context().close();
    }
  });

  it('the defect dashboard exports its month as a workbook through a background job', async () => {
    const page = await e2e.newPage();
    try {
      // a defect to follow up, raised today, on a building-maintenance inspection of the demo data
      const inspection = await e2e.db
        .selectFrom('inspections')
        .select(['id', 'school_id'])
        .where('inspection_category', '=', 'BUILDING-MAINTENANCE')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      await e2e.db
        .insertInto('defects')
        .values({
          inspection_id: inspection.id,
          school_id: inspection.school_id,
          status: 'Follow up',
          sub_item_id: null,
          location: 'Block A',
          description: 'Cracked tile',
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await openAs(page, 'admin@caretaker.test', '/dashboard/defect/building-maintenance', 'Defect dashboard');
      const table = page.getByRole('table', { name: 'Defect dashboard' });
      await table.locator('tbody tr a').first().waitFor();
      await checkScreen(page);
      const exportButton = page.getByRole('button', { name: 'Export' });
      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      expect(download.suggestedFilename()).toMatch(/^defect-summary-\d{4}-\d{2}-\d+\.xlsx$/);
    } finally {
      await page.context().close();
    }
  });
});
