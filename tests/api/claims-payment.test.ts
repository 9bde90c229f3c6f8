/**
 * Payment and invoice amounts of a claim on real SQLite and PostgreSQL: above 0, at most the claim's total with GST
 * unless the invoice team confirms an over-payment, a negative amount told so; the amount left out is the total with
 * GST; an invoice number already on another claim warns (the step goes through, the answer carries the warning).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MSG, invoiceNumberUsedWarning } from '../../domain/claimValidation.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart } from './helpers.js';
import { actors, PDF_BYTES, quotationInState, SIGNATURE, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'INVOICE_TEAM']);
});
afterAll(async () => t.close());

async function form(role: string, url: string, fields: Record<string, unknown>, file = false) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  if (file)
    f.append('supporting_documents[]', new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }), 'inv.pdf');
  const { payload, headers } = await multipart(f);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(a.tokens[role]) } });
}
const record = async (id: number) =>
  (await t.app.inject({ url: `/api/claims/${id}`, headers: bearer(a.tokens['INVOICE_TEAM']) })).json().data;

/** The claim form of a submission taking `pct` % of quotation `q`. */
const claimFields = (q: number, pct: string) => ({
  source_fund: 'SCHOOL',
  trade: 'BLDG',
  school_id: String(a.schoolId),
  contacts: { tel: '6123', attention: 'Mr Tan', location: 'Block A' },
  date: '2026-06-01',
  job_type: ['corrective'],
  job: 'Roof repairs',
  date_of_site_measurement: '2026-05-30',
  claim_quotations: [{ quotation_id: q, claim_percentage: pct }],
  status: 'PENDING',
  signature: SIGNATURE,
});

/** A claim of 50 % of a completed quotation, endorsed by the MA and approved with `invoiceNumber`. */
async function approvedClaim(invoiceNumber: string) {
  const q = await quotationInState(t, a, 'COMPLETED');
  const created = await form('TERM-CONTRACTOR', '/api/claims', claimFields(q, '50'));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  const endorsed = await t.app.inject({
    method: 'POST',
    url: `/api/claims/${id}/ma-approval`,
    payload: { status: 'ENDORSED', signature: SIGNATURE },
    headers: bearer(a.tokens['MANAGING-AGENT']),
  });
  expect(endorsed.statusCode, endorsed.body).toBe(200);
  const progress = await t.app.inject({
    method: 'POST',
    url: `/api/claims/${id}/update-in-progress`,
    payload: { remarks: 'Checking' },
    headers: bearer(a.tokens['INVOICE_TEAM']),
  });
  expect(progress.statusCode, progress.body).toBe(200);
  const post = {
    status: 'APPROVED',
    document_type: 'General',
    invoice_number: invoiceNumber,
    invoice_date: '2026-07-01',
  };
  const approved = await form('INVOICE_TEAM', `/api/claims/${id}/update-final-claim-status`, post, true);
  expect(approved.statusCode, approved.body).toBe(200);
  return { id, approved: approved.json(), claim: await record(id) };
}

const pay = (id: number, amount: string, extra: Record<string, string> = {}) =>
  form('INVOICE_TEAM', `/api/claims/${id}/update-payment-status`, {
    payment_status: 'YES',
    payment_amount: amount,
    remarks: 'GIRO',
    ...extra,
  });

describe('payment amounts', () => {
  it('refuses 0, a negative amount and more than the total with GST; accepts the total and a confirmed over-payment', async () => {
    const { id, claim } = await approvedClaim('INV-PAY-1');
    const total = claim.total_amount as number;
    expect(total).toBeGreaterThan(claim.sub_total_amount);
    for (const [amount, message] of [
      ['0', CLAIM_MSG.amountNotPositive],
      ['0.00', CLAIM_MSG.amountNotPositive],
      ['-5', CLAIM_MSG.amountNotPositive],
      [(total + 0.01).toFixed(2), CLAIM_MSG.amountAboveTotal],
      ['abc', CLAIM_MSG.invalidAmount],
    ]) {
      const res = await pay(id, amount);
      expect(res.statusCode, amount).toBe(422);
      expect(res.json().errors.payment_amount).toEqual([message]);
    }
    expect((await record(id)).status).toBe('APPROVED');
    const over = await pay(id, (total + 0.01).toFixed(2), { confirm_overpayment: 'true' });
    expect(over.statusCode, over.body).toBe(200);
    expect((await record(id)).payment_amount).toBe(Number((total + 0.01).toFixed(2)));
  });

  it('pays the total with GST exactly', async () => {
    const { id, claim } = await approvedClaim('INV-PAY-2');
    const res = await pay(id, claim.total_amount.toFixed(2));
    expect(res.statusCode, res.body).toBe(200);
    expect(await record(id)).toMatchObject({ status: 'COMPLETED', payment_amount: claim.total_amount });
  });
});

describe('invoice details', () => {
  it('refuses 74,140.00 on a smaller claim unless confirmed; warns about an invoice number on another claim', async () => {
    const first = await approvedClaim('INV-DUP-1');
    const second = await approvedClaim('INV-DUP-1');
    expect(first.approved.warnings).toEqual([]);
    expect(second.approved.warnings).toEqual([invoiceNumberUsedWarning('INV-DUP-1', [first.claim.reference_number])]);
    const edit = (amount: string, extra: Record<string, string> = {}) =>
      form('INVOICE_TEAM', `/api/claims/${first.id}/invoice-update`, {
        invoice_number: 'INV-DUP-1',
        invoice_date: '2026-07-02',
        payment_amount: amount,
        ...extra,
      });
    const big = await edit('74,140.00');
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.payment_amount).toEqual([CLAIM_MSG.amountAboveTotal]);
    const negative = await edit('-1');
    expect(negative.json().errors.payment_amount).toEqual([CLAIM_MSG.amountNotPositive]);
    const ok = await edit(first.claim.total_amount.toFixed(2));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().warnings).toEqual([invoiceNumberUsedWarning('INV-DUP-1', [second.claim.reference_number])]);
  });
});

describe('a claim submitted again after the MA rejected it', () => {
  it('no longer shows the previous round’s REJECTED approval; the history keeps it', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const fields = claimFields(q, '20');
    const created = await form('TERM-CONTRACTOR', '/api/claims', fields);
    const id = created.json().data.id as number;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${id}/ma-approval`,
      payload: { status: 'REJECTED', remarks: 'Wrong percentage' },
      headers: bearer(a.tokens['MANAGING-AGENT']),
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await record(id)).approvals).toMatchObject([{ status: 'REJECTED', remarks: 'Wrong percentage' }]);
    const again = await form('TERM-CONTRACTOR', `/api/claims/${id}`, {
      ...fields,
      version: String((await record(id)).version),
    });
    expect(again.statusCode, again.body).toBe(200);
    const now = await record(id);
    expect(now).toMatchObject({ status: 'PENDING', current_status: 'PENDING_MA', approvals: [] });
    expect(now.histories.map((h: { remarks: string | null }) => h.remarks)).toContain('Wrong percentage');
  });
});

describe('the MA endorsement as the spec sends it', () => {
  it('accepts a multipart form with attachments[] and files them with the claim', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const created = await form('TERM-CONTRACTOR', '/api/claims', claimFields(q, '20'));
    const id = created.json().data.id as number;
    const f = new FormData();
    f.append('status', 'ENDORSED');
    f.append('signature', SIGNATURE);
    f.append('signature_options', 'my_signature');
    f.append('attachments[]', new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }), 'measured.pdf');
    const { payload, headers } = await multipart(f);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${id}/ma-approval`,
      payload,
      headers: { ...headers, ...bearer(a.tokens['MANAGING-AGENT']) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const now = await record(id);
    expect(now.current_status).toBe('PENDING_E_INVOICE');
    expect(now.supporting_documents.map((d: { name: string }) => d.name)).toContain('measured.pdf');
  });
});
