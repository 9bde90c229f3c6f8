/**
 * Issue 16 end to end in Chromium against the real API: the term contractor creates a month's claim from the COP list,
 * types general R&R percentages for two schools and sees the rows, the sub-totals and the total follow, updates; the
 * cover carries the new month total; the managing agent checks and certifies with a signature; the term contractor signs
 * and submits, after which the figures are read-only. The SOI register's generated screens create a variation that flows
 * into a category tab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen } from './checks.js';
import { drawSignature, openAs, signIn, startE2E, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ COP_AUTO_GENERATE: 'false' });
});
afterAll(async () => {
  await e2e?.close();
});

const money = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

describe('COP in the browser', () => {
  it('prepare, update, certify, sign and submit a month', async () => {
    const page = await e2e.newPage();
    try {
      await openAs(page, 'term-contractor@caretaker.test', '/cop/contracts', 'Cop list');
      await page.getByRole('button', { name: 'Create claim' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Zone').click();
      await page.getByRole('option', { name: 'NORTH', exact: true }).click();
      await dialog.getByLabel('Year').click();
      await page.getByRole('option', { name: '2027' }).click();
      await dialog.getByLabel('Month').click();
      await page.getByRole('option', { name: '3', exact: true }).click();
      await dialog.getByRole('button', { name: 'Create claim' }).click();
      await page.waitForURL(/\/cop\/contracts\/\d+\/cover$/);
      const id = Number(/contracts\/(\d+)\//.exec(page.url())![1]);
      await page.getByText('Total for the month of March 2027').waitFor();
      await checkScreen(page);

      await page.getByRole('tab', { name: 'General R&R' }).click();
      await page.waitForURL(/\/general_r_and_r$/);
      const percentInputs = page.getByLabel(/^Percentage of completion \(%\) for /);
      await percentInputs.first().waitFor();
      const rows = page.locator('#main-content tbody tr').filter({ has: percentInputs });
      const names = await rows.locator('th').allInnerTexts();
      expect(names.length).toBeGreaterThanOrEqual(2);
      for (const [i, pct] of [
        [0, '12.5'],
        [1, '20'],
      ] as const) {
        const input = page.getByLabel(`Percentage of completion (%) for ${names[i]}`);
        await input.fill(pct);
        await input.blur();
      }
      // The rows and the total follow what was typed (no request yet).
      const contract = async (i: number) => money(await rows.nth(i).locator('td').nth(0).innerText());
      const payment = async (i: number) => {
        const schoolId = await rows.nth(i).locator('[data-testid^="payment-"]').getAttribute('data-testid');
        return money(await page.getByTestId(schoolId!).innerText());
      };
      expect(await payment(0)).toBe(Math.round((await contract(0)) * 0.125));
      expect(await payment(1)).toBe(Math.round((await contract(1)) * 0.2));
      // Sub-totals and the total follow the typed rows: the Total's payment is every row's payment added up.
      const payments = await page.locator('[data-testid^="payment-"]').allInnerTexts();
      const totalRow = page
        .locator('tbody tr')
        .filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) });
      expect(money(await totalRow.locator('td').nth(9).innerText())).toBe(payments.reduce((s, p) => s + money(p), 0));
      const subTotals = page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: 'Sub-total' }) });
      const groups = await page.locator('tbody th[colspan]').count();
      expect(groups).toBeGreaterThan(0);
      expect(await subTotals.count()).toBe(groups);
      await page.getByLabel(`Addition for ${names[0]}`).fill('-50');
      await page.getByLabel(`Addition for ${names[0]}`).blur();
      expect(await page.getByLabel(`Addition for ${names[0]}`).inputValue()).toBe('0');
      await checkScreen(page);
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Update successful').waitFor();
      const lines = await e2e.db
        .selectFrom('cop_lines')
        .select(['percent_bp', 'payment'])
        .where('cop_id', '=', id)
        .where('category', '=', 'general_r_and_r')
        .where('percent_bp', '>', 0)
        .execute();
      expect(lines.map((l) => l.percent_bp).sort()).toEqual([1250, 2000]);

      await page.getByRole('tab', { name: 'Cover' }).click();
      await page.waitForURL(/\/cover$/);
      const stored = await e2e.db.selectFrom('cop_lines').select('payment').where('cop_id', '=', id).execute();
      const monthTotal = stored.reduce((s, l) => s + Number(l.payment), 0);
      const coverTotal = page.getByTestId('cover-Total for the month of March 2027');
      await expect.poll(async () => money(await coverTotal.innerText())).toBe(monthTotal);
      expect(await page.getByRole('button', { name: 'Sign' }).count()).toBe(0);

      // The managing agent checks and certifies the draft.
      await openAs(page, 'managing-agent@caretaker.test', `/cop/contracts/${id}/cover`, /COP-NORTH-202703/);
      await drawSignature(page, /Signature pad: Checked & certified correct by/);
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      await page.getByText('Signature saved').waitFor();
      await checkScreen(page);

      // The term contractor signs and submits; afterwards nothing is editable.
      await openAs(page, 'term-contractor@caretaker.test', `/cop/contracts/${id}/cover`, /COP-NORTH-202703/);
      await drawSignature(page, /Signature pad: Prepared by/);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Successfully approved COP').waitFor();
      await page.getByText('Pending', { exact: true }).first().waitFor();
      const claim = await e2e.db.selectFrom('cops').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(claim.status).toBe('PENDING');
      expect(Number(claim.total_month)).toBe(monthTotal);
      await page.getByRole('tab', { name: 'General R&R' }).click();
      await page.waitForURL(/\/general_r_and_r$/);
      await page.locator('tbody tr').first().waitFor();
      expect(await page.getByRole('textbox').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Update' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('an SOI created in the generated form flows into its category tab', async () => {
    const page = await e2e.newPage();
    try {
      await signIn(page, 'term-contractor@caretaker.test');
      await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
      await page.goto('/cop/soi/create');
      await page.locator('#react-admin-title').getByText('Create SOI').waitFor();
      const school = await e2e.db
        .selectFrom('schools')
        .select(['id', 'name'])
        .where('zone', '=', 'NORTH')
        .orderBy('name')
        .executeTakeFirstOrThrow();
      await page.getByLabel('School').fill(school.name.slice(0, 8));
      await page.getByRole('option', { name: school.name }).click();
      await page.getByLabel('Category').click();
      await page.getByRole('option', { name: 'Landscape pond' }).click();
      await page.getByLabel('Type').click();
      await page.getByRole('option', { name: 'Addition' }).click();
      await page.getByLabel('Start date').fill('2027-04-02');
      await page.getByLabel('Amount').fill('321.45');
      await checkScreen(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Successfully created SOI').waitFor();
      const { createCop } = await import('../../server/services/cops/generate.js');
      const id = await createCop(e2e.db, 'NORTH', 2027, 4, null);
      await page.goto(`/cop/contracts/${id}/landscape_pond`);
      const row = page.locator('tbody tr').filter({ hasText: school.name });
      await row.first().waitFor();
      expect(await page.getByLabel(`Addition for ${school.name}`).inputValue()).toBe('321.45');
    } finally {
      await page.context().close();
    }
  });
});
