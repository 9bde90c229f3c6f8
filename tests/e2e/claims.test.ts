/**
 * Issue 11 end to end in Chromium against the real API: a term contractor claims 60 % of a completed quotation, then the
 * remaining 40 % in a second claim; the managing agent endorses the first; the invoice team moves it to in progress,
 * approves it with an invoice number and a file, and records the payment; the quotation is FULLY-CLAIM. The claims'
 * GST is the one of the year the quotation's WSO was completed (9 % in 2026, not the default 8 %), and the two claims
 * add up to the quotation's total to the cent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drawSignature, openAs, startE2E, type E2E } from './support.js';

const SHOTS = path.resolve('tests/.tmp/e2e-claims');
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await e2e?.close();
});

/** A finally approved WSO of the quotation, completed on `completedOn`: the claims take that year's GST. */
async function completedWso(quotationId: number, completedOn: string) {
  const q = await e2e.db
    .selectFrom('quotations')
    .select(['school_id', 'zone'])
    .where('id', '=', quotationId)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await e2e.db
    .insertInto('work_service_orders')
    .values({
      reference_number: `WSO-E2E-${quotationId}`,
      status: 'APPROVED',
      category: 'QUOTATION',
      quotation_id: quotationId,
      school_id: q.school_id,
      zone: q.zone,
      contact_person: null,
      job_location: null,
      address: null,
      date: completedOn,
      time_received: null,
      fault_call_ref_no: null,
      fault_call_location: null,
      time_arrived_onsite: null,
      completed_on: completedOn,
      completion_time: null,
      work_description: null,
      details: 'work_completed',
      remark: null,
      ma_approved: 1,
      prepare_signature_id: null,
      prepare_name: null,
      prepare_details: null,
      prepare_options: null,
      status_date: `${completedOn}T08:00:00Z`,
      status_remarks: null,
      report_path: null,
      report_version: null,
      report_generated_at: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function choose(page: Page, id: string, option: string | RegExp) {
  await page.locator(`#claim-${id}`).click();
  await page.getByRole('option', { name: option }).click();
}

async function claim(page: Page, q: { reference_number: string; school: string }, percent: string) {
  await openAs(page, 'term-contractor@caretaker.test', '/works-order/claims/create', 'Create claim');
  await choose(page, 'source_fund', 'SCHOOL');
  await choose(page, 'trade', 'Building Management');
  await page.locator('#claim-job_type').click();
  await page.getByRole('option', { name: 'corrective' }).click();
  await page.keyboard.press('Escape');
  await choose(page, 'school_id', q.school);
  await page.locator('#claim-attention').fill('Mr Tan');
  await page.locator('#claim-tel').fill('61234567');
  await page.locator('#claim-location').fill('Block A');
  await page.locator('#claim-date').fill('2026-11-20');
  await page.locator('#claim-job').fill('Door locks');
  await page.locator('#claim-date_of_site_measurement').fill('2026-11-18');
  await page.getByRole('checkbox', { name: `Select quotation ${q.reference_number}`, exact: true }).check();
  const pct = page.getByLabel(`Claim percentage (%) for ${q.reference_number}`, { exact: true });
  await pct.fill(percent);
  // the GST of the WSO's completion year, and the summary's lines ending at the claim sub total
  await page.getByText('GST 9 % — from the WSO completed in 2026').waitFor();
  await page.getByRole('term').filter({ hasText: 'FSR final total' }).first().waitFor();
  await page.getByRole('term').filter({ hasText: 'Claim sub total' }).first().waitFor();
  await drawSignature(page, /Signature pad: Prepared by/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Successfully created/updated claims').waitFor();
  await page.waitForURL((u) => u.pathname === '/works-order/claims');
}

describe('claims in the browser', () => {
  it('60 % and 40 % of a quotation, endorsed, invoiced, approved and paid; the quotation is fully claimed', async () => {
    const page = await e2e.newPage();
    page.on('dialog', (d) => void d.accept());
    try {
      const q = await e2e.db
        .selectFrom('quotations')
        .innerJoin('schools', 'schools.id', 'quotations.school_id')
        .select(['quotations.id', 'quotations.reference_number', 'schools.name as school'])
        .where('quotations.status', '=', 'COMPLETED')
        .where('quotations.claimed_bp', '=', 0)
        .where('quotations.trade', '=', 'BLDG')
        .where('quotations.gst_bp', '=', 900)
        .orderBy('quotations.id')
        .executeTakeFirstOrThrow();
      await completedWso(q.id, '2026-03-04');
      await claim(page, q, '60');
      await claim(page, q, '40');
      const claims = await e2e.db
        .selectFrom('claims')
        .innerJoin('claim_quotations', 'claim_quotations.claim_id', 'claims.id')
        .select(['claims.gst_bp', 'claims.gst_source', 'claims.total_cents'])
        .where('claim_quotations.quotation_id', '=', q.id)
        .execute();
      expect(claims.map((c) => [c.gst_bp, c.gst_source])).toEqual([
        [900, 'wso:2026'],
        [900, 'wso:2026'],
      ]);
      // 60 % + 40 %: exactly the quotation's total with GST, not a cent more or less
      const whole = await e2e.db
        .selectFrom('quotations')
        .select('total_cents')
        .where('id', '=', q.id)
        .executeTakeFirstOrThrow();
      expect(claims.reduce((s, c) => s + Number(c.total_cents), 0)).toBe(Number(whole.total_cents));
      const quotation = () =>
        e2e.db
          .selectFrom('quotations')
          .select(['claim_status', 'claimed_bp'])
          .where('id', '=', q.id)
          .executeTakeFirstOrThrow();
      expect(await quotation()).toEqual({ claim_status: 'FULLY-CLAIM', claimed_bp: 10000 });
      const first = await e2e.db
        .selectFrom('claims')
        .innerJoin('claim_quotations', 'claim_quotations.claim_id', 'claims.id')
        .select(['claims.id', 'claims.reference_number'])
        .where('claim_quotations.quotation_id', '=', q.id)
        .where('claim_quotations.claim_percentage_bp', '=', 6000)
        .executeTakeFirstOrThrow();
      const agent = await e2e.db
        .selectFrom('claim_approvals')
        .innerJoin('users', 'users.id', 'claim_approvals.user_id')
        .select('users.email')
        .where('claim_approvals.claim_id', '=', first.id)
        .where('claim_approvals.approval_type', '=', 'MA')
        .executeTakeFirstOrThrow();
      const url = `/works-order/claims/${first.id}`;

      await openAs(page, agent.email, url, 'Sign claim');
      await drawSignature(page, /Signature pad: Checked & certified/);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      // the app's dialog says where it goes; after the endorsement the claim list (spec part 2 §2)
      await page.getByRole('dialog').getByText('forwarded to the invoice team').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Successfully endorsed claims').waitFor();
      await page.waitForURL((u) => u.pathname === '/works-order/claims');

      await openAs(page, 'invoice_team@caretaker.test', url, 'View claim');
      await page.getByRole('button', { name: 'Invoice in progress' }).click();
      await page.getByRole('dialog').getByLabel('Remarks').fill('Checking the invoice');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByText('Successfully updated status of Invoice to in-progress.').waitFor();
      await page.waitForURL((u) => u.pathname === '/works-order/claims');
      await page.goto(url);
      await page.getByRole('button', { name: 'Post approval' }).click();
      const post = page.getByRole('dialog');
      await post.getByLabel('Invoice number').fill('INV-E2E-1');
      await post.getByLabel('Invoice date').fill('2026-11-21');
      await post.locator('input[type=file]').setInputFiles({
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
      await post.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Successfully updated claim.').waitFor();
      await page.waitForURL((u) => u.pathname === '/works-order/claims');
      await page.goto(url);
      await page.getByRole('button', { name: 'Payment status' }).click();
      await page.getByRole('dialog').getByLabel('Remarks').fill('Paid by GIRO');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByText('Successfully created work completion').waitFor();
      await page.waitForURL((u) => u.pathname === '/works-order/claims');
      const done = await e2e.db
        .selectFrom('claims')
        .select(['status', 'invoice_number', 'payment_status', 'payment_amount_cents', 'total_cents'])
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(done).toMatchObject({ status: 'COMPLETED', invoice_number: 'INV-E2E-1', payment_status: 'YES' });
      // the payment dialog's default amount is the claim's total with GST (spec part 2 §9)
      expect(Number(done.payment_amount_cents)).toBe(Number(done.total_cents));
      expect((await quotation()).claim_status).toBe('FULLY-CLAIM');
      // the completed claim's page shows its invoice number, date and the amount paid
      await openAs(page, 'invoice_team@caretaker.test', url, 'View claim');
      const invoice = page.getByRole('region', { name: 'Invoice and payment' });
      await invoice.getByText('INV-E2E-1').waitFor();
      await invoice.getByText('2026-11-21').waitFor();
      expect(await page.getByTestId('claim-amount_paid').textContent()).toMatch(/^S\$ [\d,]+\.\d{2}$/);
    } catch (e) {
      await page.screenshot({ path: path.join(SHOTS, 'failure.png'), fullPage: true });
      throw e;
    }
  }, 180_000);

  it('the invoice team updates the payment status of a completed quotation (issue 18)', async () => {
    const page = await e2e.newPage();
    try {
      const q = await e2e.db
        .selectFrom('quotations')
        .select(['id', 'reference_number'])
        .where('status', '=', 'COMPLETED')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await openAs(page, 'invoice_team@caretaker.test', `/works-order/quotation-list/${q.id}`, /quotation/i);
      await page.getByRole('button', { name: 'Update payment status' }).click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.getByLabel('Total payment amount').inputValue()).not.toBe('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('This field is required').waitFor();
      await dialog.getByLabel('Remarks').fill('Paid by cheque');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Successfully created work completion').waitFor();
      const row = await e2e.db
        .selectFrom('quotations')
        .select(['payment_status', 'payment_amount_cents', 'sub_total_cents'])
        .where('id', '=', q.id)
        .executeTakeFirstOrThrow();
      expect(row.payment_status).toBe('YES');
      expect(Number(row.payment_amount_cents)).toBe(Number(row.sub_total_cents));
    } catch (e) {
      await page.screenshot({ path: path.join(SHOTS, 'payment-failure.png'), fullPage: true });
      throw e;
    }
  }, 60_000);
});
