/**
 * Creating claims through the service on real SQLite and PostgreSQL (issue 11): one transaction, server-computed
 * figures, spec messages on bad input, 409 when the signed total differs or when a concurrent claim took the last
 * percentage (nothing stored by the loser), and the quotation's claim_status following.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MONEY_MSG } from '../../domain/claimMoney.js';
import { CLAIM_FIGURES_CHANGED, CLAIM_TAKEN, createClaim } from '../../server/services/claims/create.js';
import type { AuthUser } from '../../server/plugins/auth.js';
import { claimForm, demoContractor } from './claims.support.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { tableCounts } from './helpers.js';
import { actors, quotationInState, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
let tc: AuthUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR']);
  tc = await demoContractor(t);
});
afterAll(async () => t.close());

const form = (quotationId: number, pct: string, extra: Record<string, unknown> = {}) =>
  claimForm(a.schoolId, quotationId, pct, extra);
const claimStatus = async (id: number) =>
  (await t.db.selectFrom('quotations').select('claim_status').where('id', '=', id).executeTakeFirstOrThrow())
    .claim_status;
const statusOf = (e: unknown) => (e as { statusCode?: number }).statusCode;

describe('createClaim', () => {
  it('60 % then 40 %: stored figures, claimed rows, history; the quotation becomes FULLY-CLAIM', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const first = await createClaim(t.db, tc, form(q, '60'));
    expect(first.reference_number).toMatch(/^C-\d{4}-\d{5}$/);
    expect(await claimStatus(q)).toBe('PARTIAL-CLAIM');
    const row = await t.db.selectFrom('claims').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'PENDING', current_status: 'PENDING_MA', gst_bp: 800 });
    expect(Number(row.total_cents)).toBe(first.totals.total);
    const items = await t.db
      .selectFrom('claim_items')
      .innerJoin('claim_quotations', 'claim_quotations.id', 'claim_items.claim_quotation_id')
      .select(['claim_items.amount_cents'])
      .where('claim_quotations.claim_id', '=', first.id)
      .execute();
    expect(items.length).toBeGreaterThan(0);
    expect(
      await t.db.selectFrom('claim_histories').select('status').where('claim_id', '=', first.id).execute(),
    ).toEqual([{ status: 'SUBMITTED' }]);
    await expect(createClaim(t.db, tc, form(q, '40.01', { status: 'DRAFT' }))).rejects.toMatchObject({
      statusCode: 422,
      errors: { 'claim_quotations.0.claim_percentage': [CLAIM_MONEY_MSG.aboveRemaining(4000)] },
    });
    await createClaim(t.db, tc, form(q, '40', { status: 'DRAFT', signature: null }));
    expect(await claimStatus(q)).toBe('FULLY-CLAIM');
  });

  it('two concurrent claims for the last 60 %: one is stored, the other is a 409 that stores nothing', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    await createClaim(t.db, tc, form(q, '40'));
    const before = await tableCounts(t);
    const results = await Promise.allSettled([
      createClaim(t.db, tc, form(q, '60')),
      createClaim(t.db, tc, form(q, '60')),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(statusOf(lost[0].reason)).toBeOneOf([409, 422]);
    if (statusOf(lost[0].reason) === 409) expect((lost[0].reason as Error).message).toBe(CLAIM_TAKEN);
    const after = await tableCounts(t);
    expect(after.claims - before.claims).toBe(1);
    expect(after.claim_quotations - before.claim_quotations).toBe(1);
    expect(after.claim_histories - before.claim_histories).toBe(1);
    expect(await claimStatus(q)).toBe('FULLY-CLAIM');
  });

  it('bad input is 422 with the spec messages and stores nothing', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const before = await tableCounts(t);
    await expect(createClaim(t.db, tc, form(q, '0'))).rejects.toMatchObject({
      statusCode: 422,
      errors: { 'claim_quotations.0.claim_percentage': ['Please update the claim percentage to proceed.'] },
    });
    await expect(createClaim(t.db, tc, form(q, '10', { claim_quotations: [] }))).rejects.toMatchObject({
      statusCode: 422,
      errors: { claim_quotations: ['Please select a quotation.'] },
    });
    await expect(createClaim(t.db, tc, form(q, '10', { signature: null }))).rejects.toMatchObject({
      statusCode: 422,
      errors: { signature: ['Please provide signature to proceed.'] },
    });
    await expect(createClaim(t.db, tc, form(999999, '10'))).rejects.toMatchObject({ statusCode: 422 });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('a signed total that differs from the server is 409; the right one is accepted', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const before = await tableCounts(t);
    await expect(createClaim(t.db, tc, form(q, '40', { total_amount: '0.01' }))).rejects.toMatchObject({
      statusCode: 409,
      message: CLAIM_FIGURES_CHANGED,
    });
    expect(await tableCounts(t)).toEqual(before);
    const draft = await createClaim(t.db, tc, form(q, '40', { status: 'DRAFT' }));
    await expect(
      createClaim(t.db, tc, form(q, '40', { total_amount: (draft.totals.total / 100).toFixed(2) })),
    ).resolves.toMatchObject({ totals: draft.totals });
  });

  it('only a term contractor with a contractor creates claims', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    await expect(createClaim(t.db, { ...tc, role_slug: 'MANAGING-AGENT' }, form(q, '10'))).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(createClaim(t.db, { ...tc, contractor: null }, form(q, '10'))).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
