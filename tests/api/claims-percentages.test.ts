/**
 * Claim percentages on real SQLite and PostgreSQL (issue 11): the sum over all claims of a quotation never passes
 * 100 %, enforced by one conditional update, so two concurrent claims on the last 60 % cannot both succeed; the
 * quotation's claim_status follows and a released percentage is claimable again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  releasePercentage,
  remainingPercentages,
  reservePercentage,
} from '../../server/services/claims/percentages.js';
import { percentOf } from '../../domain/money.js';
import { priceClaim } from '../../server/services/claims/money.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { actors, quotationInState, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR']);
});
afterAll(async () => t.close());

const row = (id: number) =>
  t.db.selectFrom('quotations').select(['claimed_bp', 'claim_status']).where('id', '=', id).executeTakeFirstOrThrow();

describe('claim percentages of a quotation', () => {
  it('a completed quotation starts at 0 % claimed, PENDING; the demo claims are seeded', async () => {
    const q = { id: await quotationInState(t, a, 'COMPLETED') };
    expect(await row(q.id)).toEqual({ claimed_bp: 0, claim_status: 'PENDING' });
    // the demo seed (server/db/seedClaims.ts) claims copies of a completed quotation through the services
    const seeded = await t.db.selectFrom('claims').select(['status', 'current_status']).orderBy('id').execute();
    expect(seeded).toEqual([
      { status: 'PENDING', current_status: 'PENDING_MA' },
      { status: 'DRAFT', current_status: null },
      { status: 'PENDING', current_status: 'PENDING_E_INVOICE' },
    ]);
    const statuses = await t.db
      .selectFrom('quotations')
      .select('claim_status')
      .where('reference_number', 'like', '%-C_')
      .orderBy('reference_number')
      .execute();
    expect(statuses.map((r) => r.claim_status)).toEqual(['FULLY-CLAIM', 'FULLY-CLAIM', 'PENDING']);
  });

  it('two concurrent claims on the last 60 %: exactly one wins, the quotation is FULLY-CLAIM', async () => {
    const q = { id: await quotationInState(t, a, 'COMPLETED') };
    expect(await reservePercentage(t.db, q.id, 4000)).toBe(true);
    expect(await row(q.id)).toEqual({ claimed_bp: 4000, claim_status: 'PARTIAL-CLAIM' });
    const claim = () => t.db.transaction().execute((trx) => reservePercentage(trx, q.id, 6000));
    const results = await Promise.all([claim(), claim()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await row(q.id)).toEqual({ claimed_bp: 10000, claim_status: 'FULLY-CLAIM' });
    expect((await remainingPercentages(t.db, [q.id])).get(q.id)).toBe(0);
  });

  it('a failed claim rolls its percentage back; a released percentage is claimable again', async () => {
    const q = { id: await quotationInState(t, a, 'COMPLETED') };
    await expect(
      t.db.transaction().execute(async (trx) => {
        await reservePercentage(trx, q.id, 7000);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await row(q.id)).toEqual({ claimed_bp: 0, claim_status: 'PENDING' });
    expect(await reservePercentage(t.db, q.id, 10000)).toBe(true);
    expect(await reservePercentage(t.db, q.id, 1)).toBe(false);
    await releasePercentage(t.db, q.id, 2550);
    expect(await row(q.id)).toEqual({ claimed_bp: 7450, claim_status: 'PARTIAL-CLAIM' });
    await releasePercentage(t.db, q.id, 9000); // never below 0
    expect(await row(q.id)).toEqual({ claimed_bp: 0, claim_status: 'PENDING' });
  });

  it('only completed quotations can be claimed, and never 0 or more than 100 %', async () => {
    const approved = { id: await quotationInState(t, a, 'APPROVED') };
    expect(await reservePercentage(t.db, approved.id, 1000)).toBe(false);
    const q = { id: await quotationInState(t, a, 'COMPLETED') };
    expect(await reservePercentage(t.db, q.id, 0)).toBe(false);
    expect(await reservePercentage(t.db, q.id, 10001)).toBe(false);
    expect(await row(q.id)).toEqual({ claimed_bp: 0, claim_status: 'PENDING' });
  });
});

describe('server claim figures come from the stored quotation', () => {
  it('100 % reproduces the stored sub total; 60 % claims each stored row amount × 60 % to cents', async () => {
    const id = await quotationInState(t, a, 'COMPLETED');
    const q = await t.db.selectFrom('quotations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const stored = await t.db
      .selectFrom('quotation_items')
      .select(['id', 'amount_cents'])
      .where('quotation_id', '=', id)
      .orderBy('sort')
      .execute();
    const full = await priceClaim(t.db, [{ quotation_id: id, claim_percentage: 10000 }], Number(q.gst_bp));
    expect(full.totals.sub_total).toBe(Number(q.sub_total_cents));
    expect(full.totals.total).toBe(Number(q.total_cents));
    const part = await priceClaim(
      t.db,
      [
        { quotation_id: id, claim_percentage: 6000 },
        { quotation_id: -1, claim_percentage: 1 },
      ],
      800,
    );
    expect(part.quotations).toHaveLength(1);
    expect(part.quotations[0].itemIds).toEqual(stored.map((r) => r.id));
    expect(part.quotations[0].claim.rows.map((r) => r.claimed)).toEqual(
      stored.map((r) => percentOf(Number(r.amount_cents), 6000)),
    );
    expect(part.totals.gst_percent).toBe(800);
    expect(part.totals.total).toBe(part.totals.sub_total + part.totals.gst);
  });
});
