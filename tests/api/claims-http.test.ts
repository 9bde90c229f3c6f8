/**
 * Claims over HTTP (issue 11), on SQLite and PostgreSQL: the multipart form with a document and a signature, the detail
 * with every claimed row, 60 % + 40 % of one quotation (FULLY-CLAIM), the MA's endorsement with a stored signature, the
 * invoice team's in-progress, post approval (a file required) and payment, invoice details, the document list, the list
 * filters and scope, a draft edited without holding its old percentage twice, and the report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimedAmount } from '../../domain/claimMoney.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart } from './helpers.js';
import { actors, claimFormFields, PDF_BYTES, quotationInState, SIGNATURE, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
const ROLES = ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'INVOICE_TEAM', 'ADMIN', 'OPERATIONS-MANAGER'];
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ROLES);
});
afterAll(async () => t.close());

const tok = (role: string) => a.tokens[role];
const get = (role: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tok(role)) });
const json = (role: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(tok(role)) });

async function form(
  role: string,
  url: string,
  fields: Record<string, unknown>,
  files: { field: string; name: string; bytes: Buffer; type: string }[] = [],
) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  for (const x of files) f.append(x.field, new Blob([new Uint8Array(x.bytes)], { type: x.type }), x.name);
  const { payload, headers } = await multipart(f);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(tok(role)) } });
}
const pdf = (field = 'supporting_documents[]') => ({
  field,
  name: 'invoice.pdf',
  bytes: PDF_BYTES,
  type: 'application/pdf',
});

const claimFields = (quotationId: number, pct: string, status = 'PENDING') =>
  claimFormFields(a.schoolId, quotationId, pct, status);
const claimStatusOf = async (id: number) =>
  await t.db
    .selectFrom('quotations')
    .select(['claim_status', 'claimed_bp'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a claim over HTTP, from the form to payment', () => {
  it('takes 60 % then 40 % of a quotation, is endorsed, invoiced, approved with a file and paid', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const first = await form('TERM-CONTRACTOR', '/api/claims', claimFields(q, '60'), [pdf()]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('Successfully created/updated claims');
    const id = first.json().data.id as number;
    const detail = (await get('TERM-CONTRACTOR', `/api/claims/${id}`)).json().data;
    expect(detail).toMatchObject({ status: 'PENDING', current_status: 'PENDING_MA', state: 'PENDING_MA' });
    expect(detail.claim_quotations).toHaveLength(1);
    const part = detail.claim_quotations[0];
    expect(part.claim_percentage).toBe(60);
    for (const row of part.items)
      expect(Math.round(row.claimed_amount * 100)).toBe(claimedAmount(Math.round(row.amount * 100), 6000));
    expect(detail.supporting_documents).toHaveLength(1);
    expect(detail.prepare_details.signature).toMatch(new RegExp(`^/api/claims/${id}/signatures/\\d+$`));
    expect((await get('TERM-CONTRACTOR', detail.prepare_details.signature)).statusCode).toBe(200);
    expect(await claimStatusOf(q)).toMatchObject({ claim_status: 'PARTIAL-CLAIM', claimed_bp: 6000 });

    const over = await form('TERM-CONTRACTOR', '/api/claims', claimFields(q, '50'));
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.json().errors)).toContain('claim_quotations.0.claim_percentage');
    const second = await form('TERM-CONTRACTOR', '/api/claims', claimFields(q, '40'));
    expect(second.statusCode, second.body).toBe(201);
    expect(await claimStatusOf(q)).toMatchObject({ claim_status: 'FULLY-CLAIM', claimed_bp: 10000 });

    // The MA endorses with a drawn signature; the invoice team takes it from there.
    const endorsed = await json('MANAGING-AGENT', `/api/claims/${id}/ma-approval`, {
      status: 'ENDORSED',
      signature: SIGNATURE,
      signature_details: 'MA North',
    });
    expect(endorsed.statusCode, endorsed.body).toBe(200);
    expect(endorsed.json().message).toBe('Successfully endorsed claims');
    const afterMa = (await get('TERM-CONTRACTOR', `/api/claims/${id}`)).json().data;
    expect(afterMa.current_status).toBe('PENDING_E_INVOICE');
    expect(afterMa.approvals[0]).toMatchObject({ status: 'ENDORSED', signature_details: 'MA North' });
    expect(afterMa.approvals[0].signature).toMatch(/\/signatures\/\d+$/);

    expect((await json('INVOICE_TEAM', `/api/claims/${id}/update-in-progress`, {})).statusCode).toBe(422);
    const progress = await json('INVOICE_TEAM', `/api/claims/${id}/update-in-progress`, { remarks: 'Checking' });
    expect(progress.json().message).toBe('Successfully updated status of Invoice to in-progress.');
    const post = { status: 'APPROVED', document_type: 'General', invoice_number: 'INV-77', invoice_date: '2026-07-01' };
    const noFile = await form('INVOICE_TEAM', `/api/claims/${id}/update-final-claim-status`, post);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.supporting_documents).toEqual(['Please upload a file to proceed.']);
    const approved = await form('INVOICE_TEAM', `/api/claims/${id}/update-final-claim-status`, post, [pdf()]);
    expect(approved.statusCode, approved.body).toBe(200);
    const paid = await form('INVOICE_TEAM', `/api/claims/${id}/update-payment-status`, {
      payment_status: 'YES',
      payment_amount: String(afterMa.sub_total_amount),
      remarks: 'Paid by GIRO',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe('Successfully created work completion');
    const done = (await get('INVOICE_TEAM', `/api/claims/${id}`)).json().data;
    expect(done).toMatchObject({
      status: 'COMPLETED',
      invoice_number: 'INV-77',
      invoice_date: '2026-07-01',
      payment_status: 'YES',
    });
    expect(done.payment_amount).toBe(afterMa.sub_total_amount);
    expect(done.supporting_documents).toHaveLength(2);

    // Invoice details stay editable for the invoice team only.
    const edit = {
      invoice_number: 'INV-78',
      invoice_date: '2026-07-02',
      payment_amount: '10.50',
      version: String(done.version),
    };
    expect((await form('TERM-CONTRACTOR', `/api/claims/${id}/invoice-update`, edit)).statusCode).toBe(403);
    const edited = await form('INVOICE_TEAM', `/api/claims/${id}/invoice-update`, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe('Successfully update invoice details');
    expect((await get('INVOICE_TEAM', `/api/claims/${id}`)).json().data).toMatchObject({
      invoice_number: 'INV-78',
      payment_amount: 10.5,
    });
    expect((await form('INVOICE_TEAM', `/api/claims/${id}/invoice-update`, edit)).statusCode).toBe(409);

    // The report: preview and a PDF cached per version, downloadable through its file_info.
    const preview = await get('MANAGING-AGENT', `/api/claims/${id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('INV-78');
    const report = await get('TERM-CONTRACTOR', `/api/claims/${id}/report`);
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const info = (await get('TERM-CONTRACTOR', `/api/claims/${id}`)).json().data.file_info;
    expect(
      (await get('INVOICE_TEAM', `/api/download?bucket=reports&file_path=${encodeURIComponent(info.file_path)}`))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a signed total that is not the server’s, and a submission without a signature', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const unsigned = await form('TERM-CONTRACTOR', '/api/claims', { ...claimFields(q, '10'), signature: '' });
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().errors.signature).toEqual(['Please provide signature to proceed.']);
    const wrong = await form('TERM-CONTRACTOR', '/api/claims', { ...claimFields(q, '10'), total_amount: '1.00' });
    expect(wrong.statusCode).toBe(409);
    expect(await claimStatusOf(q)).toMatchObject({ claimed_bp: 0 });
  });
});

describe('a draft claim', () => {
  it('is edited without holding its old percentage twice, then submitted; its documents are the contractor’s while editable', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const draft = await form('TERM-CONTRACTOR', '/api/claims', claimFields(q, '30', 'DRAFT'), [pdf()]);
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id;
    expect(await claimStatusOf(q)).toMatchObject({ claimed_bp: 3000 });
    let c = (await get('TERM-CONTRACTOR', `/api/claims/${id}`)).json().data;
    const edited = await form('TERM-CONTRACTOR', `/api/claims/${id}`, {
      ...claimFields(q, '80', 'DRAFT'),
      version: String(c.version),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await claimStatusOf(q)).toMatchObject({ claimed_bp: 8000 });
    c = (await get('TERM-CONTRACTOR', `/api/claims/${id}`)).json().data;
    const doc = c.supporting_documents[0];
    // the spec's field is file_name, and an empty one is refused with the field named
    for (const file_name of ['', '   ', undefined]) {
      const empty = await json('TERM-CONTRACTOR', `/api/claims/${id}/update-attachments`, {
        attachments: [{ id: doc.id, file_name }],
      });
      expect(empty.statusCode, empty.body).toBe(422);
      expect(empty.json().errors['attachments.0.file_name']).toEqual(['This item is required']);
    }
    const renamed = await json('TERM-CONTRACTOR', `/api/claims/${id}/update-attachments`, {
      attachments: [{ id: doc.id, file_name: 'Site photos.pdf' }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().message).toBe('Successfully updated attachments');
    c = (await get('TERM-CONTRACTOR', `/api/claims/${id}`)).json().data;
    expect(c.supporting_documents[0].name).toBe('Site photos.pdf');
    const submitted = await form('TERM-CONTRACTOR', `/api/claims/${id}`, {
      ...claimFields(q, '80'),
      version: String(c.version),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await get('TERM-CONTRACTOR', `/api/claims/${id}`)).json().data.current_status).toBe('PENDING_MA');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/attachments/${doc.id}`,
          headers: bearer(tok('TERM-CONTRACTOR')),
        })
      ).statusCode,
    ).toBe(403);
    // Rejected by the contractor: the percentage comes back.
    const rejected = await json('TERM-CONTRACTOR', `/api/claims/${id}/reject`, { remarks: 'Wrong quotation' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await claimStatusOf(q)).toMatchObject({ claimed_bp: 0, claim_status: 'PENDING' });
  });
});

describe('claim attachment edits', () => {
  it("the invoice team cannot rename or unflag the contractor's document; the contractor's stays as it was", async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const made = await form('TERM-CONTRACTOR', '/api/claims', claimFields(q, '20'), [pdf()]);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    const doc = (await get('TERM-CONTRACTOR', `/api/claims/${id}`)).json().data.supporting_documents[0];
    const before = await t.db.selectFrom('attachments').selectAll().where('id', '=', doc.id).executeTakeFirstOrThrow();
    const res = await json('INVOICE_TEAM', `/api/claims/${id}/update-attachments`, {
      attachments: [{ id: doc.id, file_name: 'Renamed by invoice.pdf', report: 'no' }],
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(await t.db.selectFrom('attachments').selectAll().where('id', '=', doc.id).executeTakeFirst()).toEqual(
      before,
    );
  });
});

describe('the claim list', () => {
  it('filters by reference, status and stage, and scopes an OM to their school', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const made = await form('TERM-CONTRACTOR', '/api/claims', claimFields(q, '20'));
    const id = made.json().data.id;
    const ref = (await get('TERM-CONTRACTOR', `/api/claims/${id}`)).json().data.reference_number as string;
    const byRef = await get('TERM-CONTRACTOR', `/api/claims?reference_number=${ref}`);
    expect(byRef.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    const pending = await get('TERM-CONTRACTOR', '/api/claims?status[]=PENDING_MA&per_page=100');
    expect(pending.json().data.every((r: { current_status: string }) => r.current_status === 'PENDING_MA')).toBe(true);
    expect(pending.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const om = await get('OPERATIONS-MANAGER', '/api/claims?per_page=100');
    expect(om.statusCode).toBe(200);
    expect(om.json().data.every((r: { school: { id: number } | null }) => r.school?.id === a.schoolId)).toBe(true);
    const config = (await get('TERM-CONTRACTOR', '/api/config/claim')).json().data;
    expect(config.source_funds).toEqual(['SCHOOL', 'MOE', '95-5']);
  });
});
