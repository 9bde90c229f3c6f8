/**
 * The server's claim figures (issue 11): every amount is recomputed from the quotations' STORED items and rates, never
 * taken from the client. Rows are read back through `presentItem` (the quotation's own API shape), so a claimed row
 * is exactly the stored row amount × claim % (domain/claimMoney.ts; docs/pricing.md "Claims").
 */
import type { BasisPoints } from '../../../domain/money.js';
import { type ClaimTotals, type QuotationClaim, claimQuotation, claimTotals } from '../../../domain/claimMoney.js';
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

/** Prices each picked quotation at its stored rates and the claim's GST; unknown quotations are left out. */
export async function priceClaim(
  db: Db,
  picks: readonly ClaimPick[],
  gstPercent: BasisPoints,
): Promise<{ quotations: PricedPick[]; totals: ClaimTotals }> {
  const ids = picks.map((p) => p.quotation_id);
  const [quotations, items] = ids.length
    ? await Promise.all([
        db.selectFrom('quotations').select(['id', 'less_percent_bp', 'star_rate_bp']).where('id', 'in', ids).execute(),
        db.selectFrom('quotation_items').selectAll().where('quotation_id', 'in', ids).orderBy('sort').execute(),
      ])
    : [[], []];
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
