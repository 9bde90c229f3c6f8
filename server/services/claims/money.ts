/**
 * The server's claim figures (issue 11): every amount is recomputed from the quotations' STORED items and rates, never
 * taken from the client. Rows are read back through `presentItem` (the quotation's own API shape), so a claimed row
 * is exactly the stored row amount × claim % (domain/claimMoney.ts; docs/pricing.md "Claims").
 */
import type { BasisPoints } from '../../../domain/money.js';
import {
  type ClaimTotals,
  type EarlierClaims,
  type QuotationClaim,
  claimQuotation,
  claimTotals,
} from '../../../domain/claimMoney.js';
import type { Db } from '../../db/index.js';
import { presentItem } from '../quotations/items.js';

export interface ClaimPick {
  quotation_id: number;
  claim_percentage: BasisPoints;
}

export interface PricedPick extends ClaimPick {
  claim: QuotationClaim;
  /** quotation_items.id per row, in row order (for claim_items). */
  itemIds: number[];
}

/**
 * What the live claims other than `claimId` hold of each quotation (those whose status holds a percentage, as
 * domain/claimWorkflow.ts `holdsPercentage`): percentage, per-row sums by quotation_items.id, and sums of less and
 * star-rate addition. The claim reaching 100 % takes the rest.
 */
export async function earlierClaims(db: Db, ids: readonly number[], claimId: number | null) {
  const live = db
    .selectFrom('claim_quotations')
    .innerJoin('claims', 'claims.id', 'claim_quotations.claim_id')
    .where('claim_quotations.quotation_id', 'in', ids)
    .where('claims.status', 'not in', ['REJECTED', 'VOID'])
    .where('claims.id', '!=', claimId ?? 0);
  const [parts, rows] = await Promise.all([
    live
      .select([
        'claim_quotations.quotation_id',
        'claim_quotations.claim_percentage_bp',
        'claim_quotations.fsr_less_cents',
        'claim_quotations.star_rate_add_cents',
        'claim_quotations.gst_cents',
      ])
      .execute(),
    live
      .innerJoin('claim_items', 'claim_items.claim_quotation_id', 'claim_quotations.id')
      .select(['claim_items.quotation_item_id', 'claim_items.amount_cents', 'claim_items.custodial_cents'])
      .execute(),
  ]);
  const perRow = new Map<number, { claimed: number; custodial: number }>();
  for (const r of rows) {
    const sum = perRow.get(r.quotation_item_id) ?? { claimed: 0, custodial: 0 };
    sum.claimed += Number(r.amount_cents);
    sum.custodial += Number(r.custodial_cents);
    perRow.set(r.quotation_item_id, sum);
  }
  return (quotationId: number, itemIds: readonly number[]): EarlierClaims => {
    const mine = parts.filter((p) => p.quotation_id === quotationId);
    return {
      held: mine.reduce((s, p) => s + Number(p.claim_percentage_bp), 0),
      rows: itemIds.map((id) => perRow.get(id) ?? { claimed: 0, custodial: 0 }),
      fsr_less: mine.reduce((s, p) => s + Number(p.fsr_less_cents), 0),
      star_rate_add: mine.reduce((s, p) => s + Number(p.star_rate_add_cents), 0),
      gst: mine.reduce((s, p) => s + Number(p.gst_cents), 0),
      count: mine.length,
    };
  };
}

/**
 * Prices each picked quotation at its stored rates and the claim's GST; unknown quotations are left out. `claimId` is
 * the claim being saved again (its own earlier parts do not count as earlier claims).
 */
export async function priceClaim(
  db: Db,
  picks: readonly ClaimPick[],
  gstPercent: BasisPoints,
  claimId: number | null = null,
): Promise<{ quotations: PricedPick[]; totals: ClaimTotals }> {
  const ids = picks.map((p) => p.quotation_id);
  const [quotations, items, earlier] = ids.length
    ? await Promise.all([
        db.selectFrom('quotations').select(['id', 'less_percent_bp', 'star_rate_bp']).where('id', 'in', ids).execute(),
        db.selectFrom('quotation_items').selectAll().where('quotation_id', 'in', ids).orderBy('sort').execute(),
        earlierClaims(db, ids, claimId),
      ])
    : [[], [], () => undefined];
  const rates = new Map(quotations.map((q) => [q.id, q]));
  const priced: PricedPick[] = [];
  for (const pick of picks) {
    const q = rates.get(pick.quotation_id);
    if (!q) continue;
    const rows = items.filter((i) => i.quotation_id === pick.quotation_id);
    const claim = claimQuotation(
      rows.map((r) => presentItem(r)),
      { less_percent: Number(q.less_percent_bp), star_rate_percent: Number(q.star_rate_bp) },
      pick.claim_percentage,
      gstPercent,
      earlier(
        pick.quotation_id,
        rows.map((r) => r.id),
      ),
    );
    priced.push({ ...pick, claim, itemIds: rows.map((r) => r.id) });
  }
  return {
    quotations: priced,
    totals: claimTotals(
      priced.map((p) => p.claim),
      gstPercent,
    ),
  };
}
