/**
 * The quotation screens' view of pricing. Every figure comes from domain/pricing.ts (the code the
 * server runs when it stores a quotation); this file only converts between the form's shapes
 * (dollars, text as typed) and the domain's (integer cents, thousandths).
 */
import {
  formatAmount,
  formatDeduction,
  formatPercent,
  formatSgd,
  formatSgdDollars,
  toApiNumber,
} from '../../domain/money.js';
import {
  CUSTODIAL_RATE_CENTS,
  CUSTODIAL_UNIT,
  computeQuotationTotals,
  priceRow,
  type QuotationTotals,
  type RowPrice,
} from '../../domain/pricing.js';
import type { QuotationItem } from './types.js';

export type { QuotationTotals, RowPrice };
export { formatAmount, formatDeduction, formatPercent, formatSgd };

/** The row with its amount (dollars) recomputed by the domain. */
export function priceItem(item: QuotationItem): QuotationItem {
  const price = priceRow(item);
  const amount = toApiNumber(price.amount);
  const subRows = item.subRows?.length
    ? item.subRows.map((line, i) => {
        const a = toApiNumber(price.custodial[i]?.amount ?? 0);
        return line.amount === a && line.unit === CUSTODIAL_UNIT
          ? line
          : { ...line, unit: CUSTODIAL_UNIT, rate: toApiNumber(CUSTODIAL_RATE_CENTS), amount: a };
      })
    : item.subRows;
  return amount === item.amount && subRows === item.subRows ? item : { ...item, amount, subRows };
}

export interface PricingContext {
  less_percent?: number | null;
  star_rate?: number | null;
  date?: string | null;
}

/** Every total of the quotation, in cents, from the domain. */
export function computeTotals(items: readonly QuotationItem[], ctx: PricingContext): QuotationTotals {
  return computeQuotationTotals(items, {
    date: ctx.date,
    school: { less_percent: ctx.less_percent, star_rate: ctx.star_rate },
  });
}

/** 'S$ 1,234.56' from a dollar number (the API's money). */
export const sgd = formatSgdDollars;
