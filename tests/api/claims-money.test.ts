/**
 * Claim money on real SQLite and PostgreSQL: the GST of a claim follows its quotations' completed WSO year, else the
 * configured value, else 8 % (spec part 2 §9); the claim that reaches 100 % takes the remainder of every row, so the
 * claims of a quotation add up to it exactly; the claim form's pricing source carries what the server prices with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimQuotation } from '../../domain/claimMoney.js';
import { CLAIM_MSG } from '../../domain/claimValidation.js';
import { createClaim } from '../../server/services/claims/create.js';
import type { AuthUser } from '../../server/plugins/auth.js';
import { claimForm, demoContractor } from './claims.support.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
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

/** A finally approved (completed) WSO of the quotation, completed on `completedOn`. */
async function completedWso(quotationId: number, completedOn: string | null, statusDate = '2026-01-15T08:00:00Z') {
  const now = new Date().toISOString();
  await t.db
    .insertInto('work_service_orders')
    .values({
      reference_number: `WSO-T-${Math.random().toString(36).slice(2, 10)}`,
      status: 'APPROVED',
      category: 'QUOTATION',
      quotation_id: quotationId,
      school_id: a.schoolId,
      zone: 'NORTH_EAST',
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
      status_date: statusDate,
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

const stored = (id: number) => t.db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const claimRecord = async (id: number) =>
  (await t.app.inject({ url: `/api/claims/${id}`, headers: bearer(a.tokens['TERM-CONTRACTOR']) })).json().data;

describe('claim GST', () => {
  it('takes the GST of the year the quotation’s WSO was completed (2022 → 7 %, 2026 → 9 %) and says so', async () => {
    for (const [year, bp] of [
      [2022, 700],
      [2026, 900],
    ] as const) {
      const q = await quotationInState(t, a, 'COMPLETED');
      await completedWso(q, `${year}-03-04`);
      const c = await createClaim(t.db, tc, form(q, '60'));
      const row = await stored(c.id);
      expect(row).toMatchObject({ gst_bp: bp, gst_source: `wso:${year}` });
      expect(c.totals.gst_percent).toBe(bp);
      expect(await claimRecord(c.id)).toMatchObject({ gst: bp / 100, gst_source: { kind: 'wso', year } });
    }
  });

  it('the latest year among the claimed quotations’ WSOs wins; an unknown completed date counts its approval year', async () => {
    const q1 = await quotationInState(t, a, 'COMPLETED');
    const q2 = await quotationInState(t, a, 'COMPLETED');
    await completedWso(q1, '2022-12-31');
    await completedWso(q2, null, '2023-02-01T00:00:00Z');
    const c = await createClaim(
      t.db,
      tc,
      form(q1, '10', {
        source_fund: 'MOE',
        school_id: null,
        zone: 'NORTH_EAST',
        zone_code: 'NE1',
        job_type: ['project_work'],
        claim_quotations: [
          { quotation_id: q1, claim_percentage: '10' },
          { quotation_id: q2, claim_percentage: '10' },
        ],
      }),
    );
    expect(await stored(c.id)).toMatchObject({ gst_bp: 800, gst_source: 'wso:2023' });
  });

  it('without a completed WSO: the configured value when set, else 8 %', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const configured = await createClaim(t.db, tc, form(q, '10', { configured_gst: 850 }));
    expect(await stored(configured.id)).toMatchObject({ gst_bp: 850, gst_source: 'configured' });
    const plain = await createClaim(t.db, tc, form(q, '10'));
    expect(await stored(plain.id)).toMatchObject({ gst_bp: 800, gst_source: 'default' });
    expect(await claimRecord(plain.id)).toMatchObject({ gst: 8, gst_source: { kind: 'default', year: null } });
  });

  it('the form’s pricing source carries the WSO years and the configured GST', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    await completedWso(q, '2026-02-02');
    const res = await t.app.inject({
      url: `/api/config/claim-quotations/${q}`,
      headers: bearer(a.tokens['TERM-CONTRACTOR']),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ completed_wso_years: [2026], configured_gst_bp: null });
    // The quotation's attention and telephone go to the claim form (quotationInState: attention 'P', tel '6').
    expect(res.json().data.contacts).toEqual({ attention: 'P', tel: '6', location: null });
  });
});

describe('the claim that reaches 100 % takes the remainder', () => {
  const claimedRows = (claimId: number) =>
    t.db
      .selectFrom('claim_items')
      .innerJoin('claim_quotations', 'claim_quotations.id', 'claim_items.claim_quotation_id')
      .select(['claim_items.quotation_item_id', 'claim_items.amount_cents'])
      .where('claim_quotations.claim_id', '=', claimId)
      .execute();

  it('33.33 + 33.33 + 33.34 %: the claimed rows and sub totals add up exactly to the quotation', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    // Rows of S$ 1,234.56 whose thirds do not round evenly.
    await t.db
      .updateTable('quotation_items')
      .set({ rate_cents: 123456, quantity_milli: 1000, amount_cents: 123456 })
      .where('quotation_id', '=', q)
      .execute();
    const source = (
      await t.app.inject({
        url: `/api/config/claim-quotations/${q}`,
        headers: bearer(a.tokens['TERM-CONTRACTOR']),
      })
    ).json().data;
    const ids: number[] = [];
    for (const pct of ['33.33', '33.33', '33.34']) ids.push((await createClaim(t.db, tc, form(q, pct))).id);
    const claimed = (await Promise.all(ids.map(claimedRows))).flat();
    expect(source.items).toHaveLength(2);
    for (const r of source.items as { id: number }[])
      expect(claimed.filter((c) => c.quotation_item_id === r.id).reduce((s, c) => s + Number(c.amount_cents), 0)).toBe(
        123456,
      );
    const subTotals = await t.db
      .selectFrom('claim_quotations')
      .select('sub_total_cents')
      .where('claim_id', 'in', ids)
      .execute();
    const whole = claimQuotation(
      source.items,
      { less_percent: source.less_percent_bp, star_rate_percent: source.star_rate_bp },
      10000,
      800,
    );
    expect(subTotals.reduce((s, r) => s + Number(r.sub_total_cents), 0)).toBe(whole.totals.sub_total);
  });
  it('the pricing source gives the form what earlier claims hold, so the last claim is priced as the server does', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const first = await createClaim(t.db, tc, form(q, '60'));
    const source = (
      await t.app.inject({
        url: `/api/config/claim-quotations/${q}`,
        headers: bearer(a.tokens['TERM-CONTRACTOR']),
      })
    ).json().data;
    expect(source.earlier.held).toBe(6000);
    const shown = claimQuotation(
      source.items,
      { less_percent: source.less_percent_bp, star_rate_percent: source.star_rate_bp },
      4000,
      800,
      source.earlier,
    );
    const last = await createClaim(t.db, tc, form(q, '40', { total_amount: null }));
    expect(last.totals.sub_total).toBe(shown.totals.sub_total);
    // Editing the first claim: its own rows are not "earlier".
    const own = (
      await t.app.inject({
        url: `/api/config/claim-quotations/${q}?claim_id=${first.id}`,
        headers: bearer(a.tokens['TERM-CONTRACTOR']),
      })
    ).json().data;
    expect(own.earlier.held).toBe(4000);
  });
});

describe('a claim on a quotation that is not completed', () => {
  it('is refused with the reason (approved, its WSO not completed), not as taken by another claim', async () => {
    const q = await quotationInState(t, a, 'APPROVED');
    await expect(createClaim(t.db, tc, form(q, '50'))).rejects.toMatchObject({
      statusCode: 422,
      errors: { 'claim_quotations.0.quotation_id': [CLAIM_MSG.quotationNotCompleted] },
    });
  });
});
