/** Rows and totals the pricing tests build: FSR and star-rate items, a custodial discount, the money part of totals. */
import type { PricingItemInput, QuotationTotals } from '../../domain/pricing.js';

export const fsr = (rate: unknown, quantity: unknown, extra: Partial<PricingItemInput> = {}): PricingItemInput => ({
  rate,
  quantity,
  is_star_rate: false,
  ...extra,
});
export const star = (rate: unknown, quantity: unknown): PricingItemInput => ({ rate, quantity, is_star_rate: true });
export const discount = (quantity: unknown) => ({ item_description: 'Custodial', quantity, unit: 'no', rate: 250 });

type Money = Omit<
  QuotationTotals,
  'less_percent' | 'star_rate_percent' | 'gst_percent' | 'custodial_count' | 'claim_sub_total' | 'claim_gst'
>;
export const money = (t: QuotationTotals): Money => {
  const {
    less_percent: _l,
    star_rate_percent: _s,
    gst_percent: _g,
    custodial_count: _c,
    claim_sub_total: _cs,
    claim_gst: _cg,
    ...rest
  } = t;
  return rest;
};
