/**
 * The claim's life through the services on real SQLite and PostgreSQL (issue 11): TC submits, the school's MA endorses,
 * the invoice team moves it to in progress, rejects and then approves it with an invoice number, payment YES completes
 * it; a rejected claim gives its percentage back and takes it again when resubmitted; a stale version is a 409.
 */
import { onePixelPng } from './helpers.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '../../server/db/seed.js';
import { asUser } from '../../server/db/seedClaims.js';
import { createClaim } from '../../server/services/claims/create.js';
import { CLAIM_STALE, applyClaimAction } from '../../server/services/claims/transitions.js';
import type { AuthUser } from '../../server/plugins/auth.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { actors, quotationInState, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
const users: Record<string, AuthUser> = {};
const ROLES = ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'INVOICE_TEAM', 'ADMIN'];
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR']);
  for (const role of ROLES) {
    const u = await asUser(t.db, demoEmail(role), role);
    if (!u) throw new Error(`no demo ${role}`);
    users[role] = role === 'TERM-CONTRACTOR' ? { ...u, contractor: u.contractor ?? 'SH' } : u;
  }
});
afterAll(async () => t.close());

const form = (quotationId: number, pct: string) => ({
  source_fund: 'SCHOOL',
  trade: 'BLDG',
  school_id: a.schoolId,
  contacts: { tel: '6123', attention: 'Mr Tan', location: 'Block A' },
  date: '2026-06-01',
  job_type: ['corrective'],
  job: 'Roof',
  date_of_site_measurement: '2026-05-30',
  claim_quotations: [{ quotation_id: quotationId, claim_percentage: pct }],
  signature: 'new',
});
const claimRow = (id: number) => t.db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const quotation = (id: number) =>
  t.db.selectFrom('quotations').select(['claimed_bp', 'claim_status']).where('id', '=', id).executeTakeFirstOrThrow();
const act = (role: string, id: number, action: Parameters<typeof applyClaimAction>[3], payload = {}) =>
  applyClaimAction(t.db, users[role], id, action, payload);

describe('claim life', () => {
  it('submit, endorse, in progress, e-invoice rejected, approved with invoice number, paid', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const c = await createClaim(t.db, users['TERM-CONTRACTOR'], form(q, '100'));
    const pending = await t.db.selectFrom('claim_approvals').select('user_id').where('claim_id', '=', c.id).execute();
    expect(pending.map((p) => p.user_id)).toContain(users['MANAGING-AGENT'].id);
    await expect(act('INVOICE_TEAM', c.id, 'invoice_in_progress', { remarks: 'x' })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await act('MANAGING-AGENT', c.id, 'ma_endorse', { signature: 'sig' })).toMatchObject({
      message: 'Successfully endorsed claims',
      current_status: 'PENDING_E_INVOICE',
    });
    await expect(act('INVOICE_TEAM', c.id, 'invoice_in_progress', {})).rejects.toMatchObject({
      statusCode: 422,
      errors: { remarks: ['This field is required'] },
    });
    await act('INVOICE_TEAM', c.id, 'invoice_in_progress', { remarks: 'checking' });
    await act('INVOICE_TEAM', c.id, 'post_approval', { status: 'REJECTED' });
    expect(await claimRow(c.id)).toMatchObject({ status: 'PENDING', current_status: 'E_INVOICE_REJECTED' });
    await expect(act('INVOICE_TEAM', c.id, 'post_approval', { status: 'APPROVED' })).rejects.toMatchObject({
      statusCode: 422,
      errors: {
        invoice_number: ['This field is required'],
        supporting_documents: ['Please upload a file to proceed.'],
      },
    });
    await act('INVOICE_TEAM', c.id, 'post_approval', {
      status: 'APPROVED',
      document_type: 'General',
      invoice_number: 'INV-9',
      invoice_date: '2026-07-01',
      supporting_documents: ['file'],
    });
    expect(await claimRow(c.id)).toMatchObject({ status: 'APPROVED', invoice_number: 'INV-9' });
    await expect(
      act('INVOICE_TEAM', c.id, 'payment', { payment_status: 'YES', payment_amount: '', remarks: 'paid' }),
    ).rejects.toMatchObject({ statusCode: 422, errors: { payment_amount: ['This field is required'] } });
    const row = await claimRow(c.id);
    await act('INVOICE_TEAM', c.id, 'payment', {
      payment_status: 'YES',
      payment_amount: (Number(row.sub_total_cents) / 100).toFixed(2),
      remarks: 'paid',
      version: row.version,
    });
    const done = await claimRow(c.id);
    expect(done).toMatchObject({ status: 'COMPLETED', payment_status: 'YES' });
    expect(Number(done.payment_amount_cents)).toBe(Number(done.sub_total_cents));
    expect(await quotation(q)).toEqual({ claimed_bp: 10000, claim_status: 'FULLY-CLAIM' });
    const history = await t.db
      .selectFrom('claim_histories')
      .select('status')
      .where('claim_id', '=', c.id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.status)).toEqual([
      'SUBMITTED',
      'ENDORSED',
      'INVOICE_IN_PROGRESS',
      'REJECTED',
      'APPROVED',
      'COMPLETED',
    ]);
  });

  it('a rejected claim gives its percentage back and takes it again on resubmission', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const c = await createClaim(t.db, users['TERM-CONTRACTOR'], form(q, '70'));
    await act('MANAGING-AGENT', c.id, 'ma_reject', { remarks: 'wrong' });
    expect(await quotation(q)).toEqual({ claimed_bp: 0, claim_status: 'PENDING' });
    await act('TERM-CONTRACTOR', c.id, 'submit', { signature: 'sig' });
    expect(await quotation(q)).toEqual({ claimed_bp: 7000, claim_status: 'PARTIAL-CLAIM' });
    await act('ADMIN', c.id, 'reject', { remarks: 'no' });
    expect(await quotation(q)).toEqual({ claimed_bp: 0, claim_status: 'PENDING' });
    // someone else takes 40 % meanwhile: resubmitting the 70 % claim is refused and changes nothing
    await createClaim(t.db, users['TERM-CONTRACTOR'], form(q, '40'));
    await expect(act('TERM-CONTRACTOR', c.id, 'submit', { signature: 'sig' })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await claimRow(c.id)).toMatchObject({ status: 'REJECTED' });
    expect(await quotation(q)).toEqual({ claimed_bp: 4000, claim_status: 'PARTIAL-CLAIM' });
  });

  it('stale version is 409; roles outside the table are 403; admin deletes a draft and frees its percentage', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const c = await createClaim(t.db, users['TERM-CONTRACTOR'], { ...form(q, '30'), status: 'DRAFT' });
    await expect(act('TERM-CONTRACTOR', c.id, 'submit', { signature: 's', version: 99 })).rejects.toMatchObject({
      statusCode: 409,
      message: CLAIM_STALE,
    });
    await expect(act('INVOICE_TEAM', c.id, 'delete')).rejects.toMatchObject({ statusCode: 403 });
    expect(await quotation(q)).toEqual({ claimed_bp: 3000, claim_status: 'PARTIAL-CLAIM' });
    await act('ADMIN', c.id, 'delete');
    expect(await t.db.selectFrom('claims').select('id').where('id', '=', c.id).execute()).toEqual([]);
    expect(await quotation(q)).toEqual({ claimed_bp: 0, claim_status: 'PENDING' });
  });
});

describe('claim workflow over HTTP (JSON-bodied routes)', () => {
  const post = async (role: string, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(await t.loginAs(role)) });

  it('MA endorses, the invoice team needs remarks, TC rejects and the percentage comes back', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const c = await createClaim(t.db, users['TERM-CONTRACTOR'], form(q, '50'));
    const noPerm = await post('INVOICE_TEAM', `/api/claims/${c.id}/ma-approval`, { status: 'ENDORSED' });
    expect(noPerm.statusCode).toBe(403);
    const bad = await post('MANAGING-AGENT', `/api/claims/${c.id}/ma-approval`, { status: 'MAYBE' });
    expect(bad.statusCode).toBe(422);
    const endorsed = await post('MANAGING-AGENT', `/api/claims/${c.id}/ma-approval`, {
      status: 'ENDORSED',
      signature: `data:image/png;base64,${onePixelPng().toString('base64')}`,
    });
    expect(endorsed.statusCode, endorsed.body).toBe(200);
    expect(endorsed.json()).toEqual({ message: 'Successfully endorsed claims' });
    const noRemarks = await post('INVOICE_TEAM', `/api/claims/${c.id}/update-in-progress`, {});
    expect(noRemarks.statusCode).toBe(422);
    expect(noRemarks.json().errors).toEqual({ remarks: ['This field is required'] });
    const rejected = await post('TERM-CONTRACTOR', `/api/claims/${c.id}/reject`, { remarks: 'wrong figures' });
    expect(rejected.json()).toEqual({ message: 'Successfully rejected claim' });
    expect(await quotation(q)).toEqual({ claimed_bp: 0, claim_status: 'PENDING' });
    const again = await post('TERM-CONTRACTOR', `/api/claims/${c.id}/reject`, { remarks: 'again' });
    expect(again.statusCode).toBe(409);
  });
});

describe('GET /api/claims/pending-approvals', () => {
  it("lists the MA's pending claims and the invoice team's stage; refuses users without claim.view", async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const c = await createClaim(t.db, users['TERM-CONTRACTOR'], form(q, '20'));
    const feed = async (role: string) =>
      t.app.inject({ url: '/api/claims/pending-approvals', headers: bearer(await t.loginAs(role)) });
    const ma = await feed('MANAGING-AGENT');
    expect(ma.statusCode).toBe(200);
    expect(ma.json().data.map((r: { id: number }) => r.id)).toContain(c.id);
    expect((await feed('INVOICE_TEAM')).json().data.map((r: { id: number }) => r.id)).not.toContain(c.id);
    await act('MANAGING-AGENT', c.id, 'ma_endorse', { signature: 's' });
    const it = (await feed('INVOICE_TEAM')).json().data.find((r: { id: number }) => r.id === c.id);
    expect(it).toMatchObject({ current_status: 'PENDING_E_INVOICE' });
    expect(typeof it.total_amount).toBe('number');
    expect((await feed('MANAGING-AGENT')).json().data.map((r: { id: number }) => r.id)).not.toContain(c.id);
  });
});

describe('GET /api/config/claim-quotations', () => {
  it('lists completed quotations with what is left to claim; fully claimed ones drop out', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const list = async (query = '') =>
      (
        await t.app.inject({
          url: `/api/config/claim-quotations?trade=BLDG${query}`,
          headers: bearer(await t.loginAs('TERM-CONTRACTOR')),
        })
      ).json().data as { id: number; remaining_claim_percentage: number }[];
    expect((await list()).find((r) => r.id === q)).toMatchObject({ remaining_claim_percentage: 100 });
    await createClaim(t.db, users['TERM-CONTRACTOR'], form(q, '62.5'));
    expect((await list(`&school_id=${a.schoolId}`)).find((r) => r.id === q)).toMatchObject({
      remaining_claim_percentage: 37.5,
    });
    await createClaim(t.db, users['TERM-CONTRACTOR'], form(q, '37.5'));
    expect((await list()).map((r) => r.id)).not.toContain(q);
    expect((await list()).length).toBeGreaterThan(0);
  });
});
