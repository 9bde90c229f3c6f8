/** Quotation pricing's figures (pricing.ts, integer cents) in the API's shapes: 2-decimal numbers, percentages as numbers. */
import { type BasisPoints, PERCENT_SCALE, QTY_SCALE, scaledToNumber, toApiNumber } from './money.js';
import {
  CUSTODIAL_RATE_CENTS,
  CUSTODIAL_UNIT,
  type PricingItemInput,
  type QuotationTotals,
  type RowPrice,
} from './pricing.js';

const pct = (bp: BasisPoints) => scaledToNumber(bp, PERCENT_SCALE);

/** The API's shapes (2-decimal numbers): the stored quotation fields, "Quotation totals", fsr_totals and star_rate. */
export function presentQuotationTotals(t: QuotationTotals) {
  const money = toApiNumber;
  return {
    gst: pct(t.gst_percent),
    sub_total_amount: money(t.sub_total),
    total_gst: money(t.gst),
    total_amount: money(t.total),
    totals: {
      sub_total: money(t.sub_total),
      gst: money(t.gst),
      custodial_total: money(t.custodial_total),
      custodial_count: scaledToNumber(t.custodial_count, QTY_SCALE),
      fsr_total: money(t.fsr_total),
      fsr_less: money(t.fsr_less),
      fsr_sub_total: money(t.fsr_sub_total),
      fsr_final_total: money(t.fsr_final_total),
      star_rate_total: money(t.star_rate_total),
      star_rate_add: money(t.star_rate_add),
      star_rate_sub_total: money(t.star_rate_sub_total),
      claim_sub_total: money(t.claim_sub_total),
      claim_gst: money(t.claim_gst),
    },
    fsr_totals: {
      percent: pct(t.less_percent),
      custodial_raw_total: money(t.custodial_total),
      fsr_raw_total: money(t.fsr_total),
      total: money(t.fsr_final_total),
      less: money(t.fsr_less),
      sub_total: money(t.fsr_sub_total),
    },
    star_rate: {
      percent: pct(t.star_rate_percent),
      total: money(t.star_rate_total),
      less: money(t.star_rate_add),
      sub_total: money(t.star_rate_sub_total),
    },
  };
}

/** A quotation item's recomputed figures as the API stores them (amount 2-decimal number, subRows with rate 250). */
export function presentRow<T extends PricingItemInput>(item: T, price: RowPrice) {
  const subRows = (item.subRows ?? []).map((line, i) => ({
    ...line,
    unit: CUSTODIAL_UNIT,
    rate: toApiNumber(CUSTODIAL_RATE_CENTS),
    amount: toApiNumber(price.custodial[i]?.amount ?? 0),
  }));
  return { ...item, amount: toApiNumber(price.amount), subRows };
}
