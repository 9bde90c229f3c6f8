/**
 * Quotation pricing (issue 4 §2; spec part 2 §3 "Quotation totals", §5 row amount, §9 constants).
 * One implementation for the browser (live totals) and the server (the authoritative figures it
 * stores). Everything is integer cents; pricingPresent.ts turns the result into the API's
 * 2-decimal numbers. The model and worked examples are in docs/pricing.md.
 */
import { gstAmount, gstBasisPointsForDate } from './gst.js';
import {
  type BasisPoints,
  type Cents,
  FULL_PERCENT,
  type Milli,
  PERCENT_SCALE,
  QTY_SCALE,
  formatSgd,
  mulDiv,
  parseMoney,
  parsePercent,
  parseQuantity,
  percentOf,
  scaledToNumber,
  sumCents,
  toApiNumber,
} from './money.js';

/** Custodial discount: S$ 250 per unit of quantity, unit 'no', shown as ($250). */
export const CUSTODIAL_RATE_CENTS: Cents = 25000;
export const CUSTODIAL_UNIT = 'no';
export const DEFAULT_LESS_PERCENT = 31;
export const DEFAULT_STAR_RATE_PERCENT = 5;

/** A custodial discount line (an item's subRows entry). Its rate and amount are always recomputed. */
export interface CustodialLineInput {
  quantity?: unknown;
  item_description?: string | null;
  unit?: string | null;
  rate?: unknown;
  amount?: unknown;
}

/** The fields of a quotation item that pricing reads; anything else is carried by the caller. */
export interface PricingItemInput {
  rate?: unknown;
  quantity?: unknown;
  minimum?: unknown;
  is_star_rate?: unknown;
  is_active?: unknown;
  hasHeader?: unknown;
  header?: unknown;
  note?: unknown;
  item_number?: unknown;
  subRows?: readonly CustodialLineInput[] | null;
}

/** header/note rows and inactive items carry no amount; only 'item' rows are priced. */
export type RowKind = 'item' | 'header' | 'note' | 'inactive';

export interface RowPrice {
  kind: RowKind;
  isStarRate: boolean;
  /** The row's amount: rate × quantity rounded to cents, raised to the minimum charge. */
  amount: Cents;
  /** rate × quantity before the minimum charge. */
  computed: Cents;
  minimum: Cents | null;
  minimumApplied: boolean;
  /** 'Minimum charge is S$ {minimum}' for rows with a minimum charge, else null. */
  minimumMessage: string | null;
  /** Input that could not be read, or was negative (and was priced as 0 / no minimum). */
  invalid: ('rate' | 'quantity' | 'minimum')[];
  custodial: { quantity: Milli; amount: Cents; invalid: boolean }[];
}

const isTrue = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
const isFalse = (v: unknown) => v === false || v === 0 || v === '0' || v === 'false';
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Which kind of row an item is (see docs/pricing.md, "Rows that carry no amount"). */
export function rowKind(item: PricingItemInput): RowKind {
  if (isFalse(item.is_active)) return 'inactive';
  if (isTrue(item.hasHeader)) return 'header';
  const unpriced = blank(item.rate) && blank(item.item_number);
  if (unpriced && !blank(item.header)) return 'header';
  if (unpriced && !blank(item.note)) return 'note';
  return 'item';
}

export function minimumChargeMessage(minimum: Cents): string {
  return `Minimum charge is ${formatSgd(minimum)}`;
}

/**
 * rate × quantity rounded to cents, never below the minimum charge. A zero quantity is no work and
 * stays 0: the minimum charge applies to a row that is actually quoted (quantity above 0).
 */
export function rowAmount(
  rate: Cents,
  quantity: Milli,
  minimum: Cents | null = null,
): { amount: Cents; computed: Cents; minimumApplied: boolean } {
  const computed = mulDiv(rate, quantity, QTY_SCALE);
  const minimumApplied = minimum !== null && quantity > 0 && computed < minimum;
  return { amount: minimumApplied ? (minimum as Cents) : computed, computed, minimumApplied };
}

/** One custodial discount line: 250 × quantity (a positive figure, deducted in the totals). */
export function custodialLineAmount(quantity: Milli): Cents {
  return mulDiv(CUSTODIAL_RATE_CENTS, quantity, QTY_SCALE);
}

const EMPTY_ROW = {
  amount: 0,
  computed: 0,
  minimum: null,
  minimumApplied: false,
  minimumMessage: null,
  invalid: [],
  custodial: [],
};

/** Prices one item row; header, note and inactive rows come back with amount 0 and no discounts. */
export function priceRow(item: PricingItemInput): RowPrice {
  const kind = rowKind(item);
  const isStarRate = isTrue(item.is_star_rate);
  if (kind !== 'item') return { kind, isStarRate, ...EMPTY_ROW };
  const invalid: RowPrice['invalid'] = [];
  const read = <T>(
    value: unknown,
    parse: (v: unknown) => T | null,
    field: RowPrice['invalid'][number],
    fallback: T,
  ) => {
    if (blank(value)) return fallback;
    const parsed = parse(value);
    if (parsed === null || (parsed as number) < 0) {
      invalid.push(field);
      return fallback;
    }
    return parsed;
  };
  const rate = read(item.rate, parseMoney, 'rate', 0);
  const quantity = read(item.quantity, parseQuantity, 'quantity', 0);
  const minimum = read<Cents | null>(item.minimum, parseMoney, 'minimum', null);
  const positiveMinimum = minimum !== null && minimum > 0 ? minimum : null;
  const { amount, computed, minimumApplied } = rowAmount(rate, quantity, positiveMinimum);
  const custodial = (item.subRows ?? []).map((line) => {
    const parsed = parseQuantity(blank(line.quantity) ? 0 : line.quantity);
    const q = parsed !== null && parsed >= 0 ? parsed : null;
    return { quantity: q ?? 0, amount: custodialLineAmount(q ?? 0), invalid: q === null };
  });
  return {
    kind,
    isStarRate,
    amount,
    computed,
    minimum: positiveMinimum,
    minimumApplied,
    minimumMessage: positiveMinimum === null ? null : minimumChargeMessage(positiveMinimum),
    invalid,
    custodial,
  };
}

/** A school's rates (spec part 2 §3 "School option"); blank values fall back to the defaults. */
export interface SchoolRates {
  less_percent?: unknown;
  star_rate?: unknown;
}

export interface TotalsOptions {
  /** The quotation date (yyyy-MM-dd): picks the GST percent. */
  date?: string | null;
  school?: SchoolRates | null;
  /** Defaults from configuration, in percent (31 and 5 when absent). */
  defaults?: { less_percent?: number; star_rate?: number };
  /** GST percent forced by the caller (claims); otherwise from `date`. */
  gstPercent?: number | null;
}

/** Every figure of "Quotation totals", in cents (percentages in basis points, count in thousandths). */
export interface QuotationTotals {
  less_percent: BasisPoints;
  star_rate_percent: BasisPoints;
  gst_percent: BasisPoints;
  /** Σ non-star-rate amounts (fsr_totals.fsr_raw_total). */
  fsr_total: Cents;
  /** Σ custodial discount lines, positive (fsr_totals.custodial_raw_total). */
  custodial_total: Cents;
  /** Σ custodial discount quantities, in thousandths. */
  custodial_count: Milli;
  /** fsr_total − custodial_total: the figure the less percentage is taken from (fsr_totals.total). */
  fsr_final_total: Cents;
  /** less_percent of fsr_final_total (fsr_totals.less). */
  fsr_less: Cents;
  /** fsr_final_total − fsr_less (fsr_totals.sub_total). */
  fsr_sub_total: Cents;
  /** Σ star-rate amounts (star_rate.total). */
  star_rate_total: Cents;
  /** star_rate_percent of star_rate_total, added (star_rate.less). */
  star_rate_add: Cents;
  /** star_rate_total + star_rate_add (star_rate.sub_total). */
  star_rate_sub_total: Cents;
  sub_total: Cents;
  gst: Cents;
  total: Cents;
  /** The claimable figures of the whole quotation (100 %): see `claimAmounts`. */
  claim_sub_total: Cents;
  claim_gst: Cents;
}

/** A percentage setting in basis points: blank or unreadable -> fallback; kept within 0–100 %. */
export function percentSetting(value: unknown, fallbackPercent: number): BasisPoints {
  const parsed = blank(value) ? null : parsePercent(value);
  const bp = parsed ?? Math.round(fallbackPercent * PERCENT_SCALE);
  return Math.min(Math.max(bp, 0), FULL_PERCENT);
}

/** The rates a set of totals is taken at, in basis points. */
export interface TotalsRates {
  less_percent: BasisPoints;
  star_rate_percent: BasisPoints;
  gst_percent: BasisPoints;
}

/** The rates of `options`: school rates, then configured defaults, then 31 % / 5 %; GST forced or by date. */
export function ratesFor(options: TotalsOptions = {}): TotalsRates {
  const less_percent = percentSetting(
    options.school?.less_percent,
    options.defaults?.less_percent ?? DEFAULT_LESS_PERCENT,
  );
  const star_rate_percent = percentSetting(
    options.school?.star_rate,
    options.defaults?.star_rate ?? DEFAULT_STAR_RATE_PERCENT,
  );
  const gst_percent =
    options.gstPercent !== null && options.gstPercent !== undefined
      ? percentSetting(options.gstPercent, 0)
      : gstBasisPointsForDate(options.date);
  return { less_percent, star_rate_percent, gst_percent };
}

/** The amounts a set of totals is built from (a quotation's rows, or the claimed part of them). */
export interface TotalsParts {
  fsrAmounts: readonly Cents[];
  starAmounts: readonly Cents[];
  custodialAmounts: readonly Cents[];
  /** Custodial quantities, thousandths. */
  custodialQuantities: readonly Milli[];
}

/**
 * "Quotation totals" from amounts: less % of the FSR total net of custodial discounts taken off,
 * star rate % added to the star-rate total, GST on the sum. Shared by quotations and claims.
 */
export function totalsFromParts(parts: TotalsParts, rates: TotalsRates): QuotationTotals {
  const { less_percent, star_rate_percent, gst_percent } = rates;
  const fsr_total = sumCents(parts.fsrAmounts);
  const custodial_total = sumCents(parts.custodialAmounts);
  const custodial_count = sumCents(parts.custodialQuantities);
  const fsr_final_total = fsr_total - custodial_total;
  const fsr_less = percentOf(fsr_final_total, less_percent);
  const fsr_sub_total = fsr_final_total - fsr_less;
  const star_rate_total = sumCents(parts.starAmounts);
  const star_rate_add = percentOf(star_rate_total, star_rate_percent);
  const star_rate_sub_total = star_rate_total + star_rate_add;
  const sub_total = fsr_sub_total + star_rate_sub_total;
  const gst = gstAmount(sub_total, gst_percent);
  return {
    less_percent,
    star_rate_percent,
    gst_percent,
    fsr_total,
    custodial_total,
    custodial_count,
    fsr_final_total,
    fsr_less,
    fsr_sub_total,
    star_rate_total,
    star_rate_add,
    star_rate_sub_total,
    sub_total,
    gst,
    total: sub_total + gst,
    claim_sub_total: sub_total,
    claim_gst: gst,
  };
}

/** Prices every row and computes the quotation's totals. */
export function computeQuotation(
  items: readonly PricingItemInput[],
  options: TotalsOptions = {},
): { rows: RowPrice[]; totals: QuotationTotals } {
  const rows = items.map(priceRow);
  const priced = rows.filter((r) => r.kind === 'item');
  const lines = priced.flatMap((r) => r.custodial);
  const parts: TotalsParts = {
    fsrAmounts: priced.filter((r) => !r.isStarRate).map((r) => r.amount),
    starAmounts: priced.filter((r) => r.isStarRate).map((r) => r.amount),
    custodialAmounts: lines.map((l) => l.amount),
    custodialQuantities: lines.map((l) => l.quantity),
  };
  return { rows, totals: totalsFromParts(parts, ratesFor(options)) };
}

/** Totals only. */
export function computeQuotationTotals(
  items: readonly PricingItemInput[],
  options: TotalsOptions = {},
): QuotationTotals {
  return computeQuotation(items, options).totals;
}

/** The claimed part of a quotation: percentage (basis points, capped at 100 %) of its sub total, GST recomputed. */
export function claimAmounts(
  totals: Pick<QuotationTotals, 'sub_total' | 'gst_percent'>,
  percentage: BasisPoints,
  gstPercent: BasisPoints = totals.gst_percent,
) {
  const pct = Math.min(Math.max(percentage, 0), FULL_PERCENT);
  const claim_sub_total = percentOf(totals.sub_total, pct);
  const claim_gst = gstAmount(claim_sub_total, gstPercent);
  return { claim_percentage: pct, claim_sub_total, claim_gst, claim_total: claim_sub_total + claim_gst };
}

/** What is left to claim after earlier claims (basis points each): 100 % less their sum, never below 0. */
export function remainingClaimPercentage(claimed: readonly BasisPoints[]): BasisPoints {
  return Math.max(FULL_PERCENT - sumCents(claimed), 0);
}

/** A requested claim percentage capped at the remaining percentage (default 100 %) and at 100 %. */
export function capClaimPercentage(requested: BasisPoints, remaining: BasisPoints = FULL_PERCENT): BasisPoints {
  return Math.max(0, Math.min(requested, remaining, FULL_PERCENT));
}

/** The apply-discounts modal (spec part 2 §3 "Discount"). */
export interface CustodialDiscount {
  custodial_discount_quantity: unknown;
  custodial_discount_description: string;
  discount_application: 'selected_item' | 'all';
}

/**
 * Adds a custodial discount line to the selected item or to every priced non-star-rate item.
 * Star-rate, header, note and inactive rows never receive one. Returns new item objects for the
 * rows changed (the others are the same objects) and the indexes that received a line.
 */
export function applyCustodialDiscount<T extends PricingItemInput>(
  items: readonly T[],
  discount: CustodialDiscount,
  selectedIndex?: number,
): { items: T[]; applied: number[] } {
  const applied: number[] = [];
  const quantity = parseQuantity(discount.custodial_discount_quantity) ?? 0;
  const next = items.map((item, i) => {
    const target = discount.discount_application === 'all' || i === selectedIndex;
    if (!target || rowKind(item) !== 'item' || isTrue(item.is_star_rate)) return item;
    applied.push(i);
    const line: CustodialLineInput = {
      item_description: discount.custodial_discount_description,
      quantity: scaledToNumber(quantity, QTY_SCALE),
      unit: CUSTODIAL_UNIT,
      rate: toApiNumber(CUSTODIAL_RATE_CENTS),
      amount: toApiNumber(custodialLineAmount(quantity)),
    };
    return { ...item, subRows: [...(item.subRows ?? []), line] };
  });
  return { items: next, applied };
}
