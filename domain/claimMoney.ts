/**
 * Claim money (issue 11; spec part 2 §3 "Quotation item in a claim", §5 "Claim form", §9). A claim
 * takes a percentage of each selected quotation. Integer cents throughout; the rounding rule is
 * money.ts `roundRatio`. Worked examples: docs/pricing.md "Claims".
 *
 * - Claimed row = the quotation row's amount × claim % / 100, rounded to cents (custodial lines the
 *   same way), so a claim's item table adds up to what its totals say.
 * - A quotation's claim totals are `totalsFromParts` (pricing.ts) over the claimed rows, at the
 *   quotation's STORED less % and star rate % (the rates it was approved at, not today's).
 * - GST: see `claimGstPercent`; taken once on the claim's overall sub total (an invoice's GST).
 */
import { gstAmount } from './gst.js';
import {
  type BasisPoints,
  type Cents,
  FULL_PERCENT,
  PERCENT_SCALE,
  formatPercent,
  percentOf,
  sumCents,
} from './money.js';
import {
  type PricingItemInput,
  type QuotationTotals,
  type RowPrice,
  type TotalsRates,
  priceRow,
  remainingClaimPercentage,
  totalsFromParts,
} from './pricing.js';

/** Spec part 2 §9: claims use 8 % unless a completed WSO or the configuration says otherwise. */
export const DEFAULT_CLAIM_GST_PERCENT = 8;

export const CLAIM_MONEY_MSG = {
  updatePercentage: 'Please update the claim percentage to proceed.',
  /** Not in the spec: the wording of the "capped at the remaining percentage" rule. */
  aboveRemaining: (remaining: BasisPoints) =>
    `The claim percentage may not be greater than the remaining ${formatPercent(remaining)} %.`,
  /** Not in the spec: a percentage with more than 2 decimals or not a number. */
  invalid: 'The claim percentage must be a number with at most 2 decimals.',
} as const;

/**
 * The GST percent of a claim, in basis points. The rule implemented (spec part 2 §9 lists the
 * sources, not their order): 1. the GST of the completed WSO with the latest year among the claim's
 * quotations, when there is one; 2. else the configured claim GST, when set and within 0–100 %;
 * 3. else 8 %. A WSO GST outside 0–100 % is ignored like a missing one.
 */
export function claimGstPercent(sources: {
  latestCompletedWsoGst?: BasisPoints | null;
  configured?: BasisPoints | null;
}): BasisPoints {
  const usable = (v: BasisPoints | null | undefined): v is BasisPoints =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= FULL_PERCENT;
  if (usable(sources.latestCompletedWsoGst)) return sources.latestCompletedWsoGst;
  if (usable(sources.configured)) return sources.configured;
  return DEFAULT_CLAIM_GST_PERCENT * PERCENT_SCALE;
}

/** Among completed WSOs (year, GST basis points), the GST of the latest year; null when none. */
export function latestWsoGst(wsos: readonly { year: number; gst: BasisPoints }[]): BasisPoints | null {
  let best: { year: number; gst: BasisPoints } | null = null;
  for (const w of wsos) if (!best || w.year > best.year) best = w;
  return best ? best.gst : null;
}

/** One claimed row: amount × percentage, rounded to cents. */
export function claimedAmount(amount: Cents, percentage: BasisPoints): Cents {
  return percentOf(amount, percentage);
}

/**
 * Why a requested percentage (basis points, null when unreadable) cannot be claimed; null when it
 * can. It must be above 0, at most the remaining percentage and at most 100 %.
 */
export function claimPercentageError(
  requested: BasisPoints | null,
  remaining: BasisPoints = FULL_PERCENT,
): string | null {
  if (requested === null || !Number.isInteger(requested)) return CLAIM_MONEY_MSG.invalid;
  if (requested <= 0) return CLAIM_MONEY_MSG.updatePercentage;
  const cap = Math.min(Math.max(remaining, 0), FULL_PERCENT);
  if (requested > cap) return CLAIM_MONEY_MSG.aboveRemaining(cap);
  return null;
}

export interface ClaimedRow {
  price: RowPrice;
  /** The claimed amount of the row (0 for headers, notes, inactive rows). */
  claimed: Cents;
  /** The claimed custodial discount lines, positive. */
  claimedCustodial: Cents[];
}

export interface QuotationClaim {
  rows: ClaimedRow[];
  /** Totals of the claimed part at the quotation's stored rates (GST at the claim's percent). */
  totals: QuotationTotals;
  claim_percentage: BasisPoints;
  /**
   * What the claim reaching 100 % adds to (or takes off) its own rounded GST so that the GST of the quotation's claims
   * adds up to the GST of its whole claimed sub total: a cent or two of rounding, 0 for every other claim.
   */
  gst_rounding: Cents;
}

/**
 * What the other live claims of a quotation already hold: their percentage and, per row (in item order), the sums of
 * their claimed amounts and custodial discounts, and of their less and star-rate additions.
 */
export interface EarlierClaims {
  held: BasisPoints;
  rows: readonly { claimed: Cents; custodial: Cents }[];
  fsr_less: Cents;
  star_rate_add: Cents;
  /** Σ of their GST on this quotation (claim_quotations.gst_cents) and how many they are; absent reads as none. */
  gst?: Cents;
  count?: number;
}

export const NO_EARLIER_CLAIMS: EarlierClaims = { held: 0, rows: [], fsr_less: 0, star_rate_add: 0, gst: 0, count: 0 };

/**
 * The claimed part of one quotation: its items at `percentage`, its stored rates, the claim's GST. The claim that
 * reaches 100 % (earlier.held + percentage) takes what is left of every row, discount, less and star-rate addition
 * instead of its own rounded share, so the claims of a quotation add up to it exactly, whatever the split
 * (60 + 30 + 10 % would otherwise claim a 1,234.56 row as 1,234.57).
 */
export function claimQuotation(
  items: readonly PricingItemInput[],
  storedRates: Pick<TotalsRates, 'less_percent' | 'star_rate_percent'>,
  percentage: BasisPoints,
  gstPercent: BasisPoints,
  earlier: EarlierClaims = NO_EARLIER_CLAIMS,
): QuotationClaim {
  const last = earlier.held + percentage >= FULL_PERCENT;
  const rows = items.map((item, i): ClaimedRow => {
    const price = priceRow(item);
    if (price.kind !== 'item') return { price, claimed: 0, claimedCustodial: price.custodial.map(() => 0) };
    const shares = price.custodial.map((l) => claimedAmount(l.amount, percentage));
    if (!last) return { price, claimed: claimedAmount(price.amount, percentage), claimedCustodial: shares };
    const before = earlier.rows[i] ?? { claimed: 0, custodial: 0 };
    // The remainder of the row's discounts goes on its last line; the others keep their share.
    const custodialLeft = sumCents(price.custodial.map((l) => l.amount)) - before.custodial;
    if (shares.length) shares[shares.length - 1] = custodialLeft - sumCents(shares.slice(0, -1));
    return { price, claimed: price.amount - before.claimed, claimedCustodial: shares };
  });
  const priced = rows.filter((r) => r.price.kind === 'item');
  const rates = { ...storedRates, gst_percent: gstPercent };
  const partsOf = (claimed: (r: ClaimedRow) => Cents, custodial: (r: ClaimedRow) => Cents[]) => ({
    fsrAmounts: priced.filter((r) => !r.price.isStarRate).map(claimed),
    starAmounts: priced.filter((r) => r.price.isStarRate).map(claimed),
    custodialAmounts: priced.flatMap(custodial),
    // The count is how many discounts the quotation carries; a claim does not take part of one.
    custodialQuantities: priced.flatMap((r) => r.price.custodial.map((l) => l.quantity)),
  });
  const own = totalsFromParts(
    partsOf(
      (r) => r.claimed,
      (r) => r.claimedCustodial,
    ),
    rates,
  );
  if (!last) return { rows, totals: own, claim_percentage: percentage, gst_rounding: 0 };
  const whole = totalsFromParts(
    partsOf(
      (r) => r.price.amount,
      (r) => r.price.custodial.map((l) => l.amount),
    ),
    rates,
  );
  const totals = withAdjustments(own, whole.fsr_less - earlier.fsr_less, whole.star_rate_add - earlier.star_rate_add);
  // GST is rounded per claim, so the claims' GST can miss the whole's by a cent per earlier claim; the last claim
  // absorbs that rounding — and only that: earlier claims charged at another year's GST leave it at its own figure.
  const gstLeft = whole.gst - (earlier.gst ?? 0);
  const rounding = gstLeft - totals.gst;
  const gst_rounding = earlier.gst !== undefined && Math.abs(rounding) <= (earlier.count ?? 0) ? rounding : 0;
  const gst = totals.gst + gst_rounding;
  return {
    rows,
    totals: { ...totals, gst, claim_gst: gst, total: totals.sub_total + gst },
    claim_percentage: percentage,
    gst_rounding,
  };
}

/** Totals with the less and star-rate addition replaced (the last claim's remainders), every sum after them redone. */
function withAdjustments(t: QuotationTotals, fsr_less: Cents, star_rate_add: Cents): QuotationTotals {
  const fsr_sub_total = t.fsr_final_total - fsr_less;
  const star_rate_sub_total = t.star_rate_total + star_rate_add;
  const sub_total = fsr_sub_total + star_rate_sub_total;
  const gst = gstAmount(sub_total, t.gst_percent);
  return {
    ...t,
    fsr_less,
    fsr_sub_total,
    star_rate_add,
    star_rate_sub_total,
    sub_total,
    gst,
    total: sub_total + gst,
    claim_sub_total: sub_total,
    claim_gst: gst,
  };
}

export interface ClaimTotals {
  gst_percent: BasisPoints;
  sub_total: Cents;
  gst: Cents;
  total: Cents;
}

/**
 * The claim's own figures: Σ per-quotation sub totals, GST once on that sum (one rounding), plus the GST rounding a
 * quotation's last claim absorbs (`gst_rounding`), so a quotation's claims add up to its claimed total exactly.
 */
export function claimTotals(
  quotations: readonly (Pick<QuotationClaim, 'totals'> & { gst_rounding?: Cents })[],
  gstPercent: BasisPoints,
): ClaimTotals {
  const sub_total = sumCents(quotations.map((q) => q.totals.sub_total));
  const gst = gstAmount(sub_total, gstPercent) + sumCents(quotations.map((q) => q.gst_rounding ?? 0));
  return { gst_percent: gstPercent, sub_total, gst, total: sub_total + gst };
}

export type QuotationClaimStatus = 'PENDING' | 'PARTIAL-CLAIM' | 'FULLY-CLAIM';

/** A completed quotation's claim_status from the percentage its live claims hold. */
export function quotationClaimStatus(claimed: BasisPoints): QuotationClaimStatus {
  if (claimed <= 0) return 'PENDING';
  return claimed >= FULL_PERCENT ? 'FULLY-CLAIM' : 'PARTIAL-CLAIM';
}

/** An item's claim_status in a claim's item table: COMPLETED once nothing is left to claim. */
export function itemClaimStatus(claimed: BasisPoints): 'PARTIAL' | 'COMPLETED' {
  return claimed >= FULL_PERCENT ? 'COMPLETED' : 'PARTIAL';
}

export { remainingClaimPercentage };
