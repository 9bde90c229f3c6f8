/**
 * The APV dashboard (spec part 3 §2 "APV", §3; issue 15): the approved quotations of a period — those the school funds
 * (SCHOOL tab) and those the ministry funds (MOE tab: MOE and 95-5) — each with its approval date, WSO date, what has
 * been claimed against it and what has been invoiced, and the three totals. One query: the claim side is one grouped
 * sub-select joined by quotation, so the rows cost the same whatever their number.
 */
import { sql } from 'kysely';
import { APV_QUOTATION_STATUSES, apvKeyOfFund, type ApvGroup, type ApvKey } from '../../../domain/dashboards.js';
import { toApiNumber } from '../../../domain/money.js';
import type { Db } from '../../db/index.js';
import type { AuthUser } from '../../plugins/auth.js';
import { scopeQuotations } from '../quotations/repository.js';

export interface ApvFilter {
  school_id?: number;
  start_date: string;
  end_date: string;
}

/** Claims count once submitted (not DRAFT, not REJECTED); an amount is invoiced once its claim has an invoice date. */
const CLAIM_NOT_COUNTED = ['DRAFT', 'REJECTED'];

export async function apvRows(db: Db, user: AuthUser, f: ApvFilter) {
  const claimed = db
    .selectFrom('claim_quotations as cq')
    .innerJoin('claims as c', 'c.id', 'cq.claim_id')
    .where('c.status', 'not in', CLAIM_NOT_COUNTED)
    .select([
      'cq.quotation_id',
      sql<string | null>`max(c.date)`.as('claim_date'),
      sql<string>`sum(cq.total_cents)`.as('claim_cents'),
      sql<string | null>`max(c.invoice_date)`.as('invoice_date'),
      sql<string>`sum(case when c.invoice_date is not null then cq.total_cents else 0 end)`.as('invoice_cents'),
    ])
    .groupBy('cq.quotation_id')
    .as('cl');
  let q = scopeQuotations(db.selectFrom('quotations'), user)
    .innerJoin('schools', 'schools.id', 'quotations.school_id')
    .leftJoin(claimed, 'cl.quotation_id', 'quotations.id')
    .leftJoin('work_service_orders as w', 'w.quotation_id', 'quotations.id')
    .where('quotations.status', 'in', [...APV_QUOTATION_STATUSES])
    .where('quotations.source_fund', 'in', ['SCHOOL', 'MOE', '95-5'])
    .where('quotations.date', '>=', f.start_date)
    .where('quotations.date', '<=', f.end_date);
  if (f.school_id) q = q.where('quotations.school_id', '=', f.school_id);
  const rows = await q
    .select((eb) => [
      'quotations.id',
      'quotations.reference_number',
      'quotations.epi_reference_no',
      'quotations.epo_reference_no',
      'quotations.date',
      'quotations.source_fund',
      'quotations.job',
      'quotations.total_cents',
      'schools.name as school',
      'w.date as wso_date',
      'cl.claim_date',
      'cl.claim_cents',
      'cl.invoice_date',
      'cl.invoice_cents',
      eb
        .selectFrom('quotation_histories as h')
        .select(sql<string | null>`max(h.created_at)`.as('at'))
        .whereRef('h.quotation_id', '=', 'quotations.id')
        .where('h.status', '=', 'APPROVED')
        .as('approved_on'),
    ])
    .orderBy('quotations.date')
    .orderBy('quotations.id')
    .execute();
  const groups: Record<ApvKey, ApvGroup> = { SCHOOL: emptyGroup(), MOE: emptyGroup() };
  const cents: Record<ApvKey, [number, number, number]> = { SCHOOL: [0, 0, 0], MOE: [0, 0, 0] };
  for (const r of rows) {
    const key = apvKeyOfFund(r.source_fund);
    if (!key) continue;
    const amounts = [Number(r.total_cents), Number(r.claim_cents ?? 0), Number(r.invoice_cents ?? 0)] as const;
    amounts.forEach((v, i) => (cents[key][i] += v));
    groups[key].data.push({
      quotation_id: r.id,
      quotation_reference: r.reference_number,
      epi_reference_no: r.epi_reference_no,
      epo_reference_no: r.epo_reference_no,
      quotation_date: r.date,
      approved_on: r.approved_on ? String(r.approved_on).slice(0, 10) : null,
      wso_date: r.wso_date ?? null,
      claim_date: r.claim_date ?? null,
      invoice_date: r.invoice_date ?? null,
      school: r.school,
      job: r.job,
      quotation_amount: toApiNumber(amounts[0]),
      claim_submit_amount: toApiNumber(amounts[1]),
      invoice_amount: toApiNumber(amounts[2]),
    });
  }
  for (const key of ['SCHOOL', 'MOE'] as const) {
    groups[key].total_quotation_amount = toApiNumber(cents[key][0]);
    groups[key].total_claim_amount = toApiNumber(cents[key][1]);
    groups[key].total_invoice_amount = toApiNumber(cents[key][2]);
  }
  return { start_date: f.start_date, end_date: f.end_date, schools: groups };
}

const emptyGroup = (): ApvGroup => ({
  total_quotation_amount: 0,
  total_claim_amount: 0,
  total_invoice_amount: 0,
  data: [],
});
