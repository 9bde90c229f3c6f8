import { describe, expect, it } from 'vitest';
import {
  capClaimPercentage,
  claimAmounts,
  computeQuotationTotals,
  remainingClaimPercentage,
} from '../../domain/pricing.js';
import { presentQuotationTotals } from '../../domain/pricingPresent.js';
import { discount, fsr, star } from './pricing.support.js';

describe('API presentation', () => {
  it('gives every field of Quotation totals, fsr_totals and star_rate as 2-decimal numbers', () => {
    const items = [
      fsr('1,234.50', 2, { subRows: [discount(2)] }),
      fsr('85.75', '2.5'),
      fsr('45.00', 1, { minimum: '120.00' }),
      star('500', 3),
    ];
    expect(presentQuotationTotals(computeQuotationTotals(items, { date: '2024-03-15' }))).toEqual({
      gst: 9,
      sub_total_amount: 3164.33,
      total_gst: 284.79,
      total_amount: 3449.12,
      totals: {
        sub_total: 3164.33,
        gst: 284.79,
        custodial_total: 500,
        custodial_count: 2,
        fsr_total: 2803.38,
        fsr_less: 714.05,
        fsr_sub_total: 1589.33,
        fsr_final_total: 2303.38,
        star_rate_total: 1500,
        star_rate_add: 75,
        star_rate_sub_total: 1575,
        claim_sub_total: 3164.33,
        claim_gst: 284.79,
      },
      fsr_totals: {
        percent: 31,
        custodial_raw_total: 500,
        fsr_raw_total: 2803.38,
        total: 2303.38,
        less: 714.05,
        sub_total: 1589.33,
      },
      star_rate: { percent: 5, total: 1500, less: 75, sub_total: 1575 },
    });
  });
});

describe('claim percentages', () => {
  it.each<[number, number, number, number]>([
    [10000, 316433, 28479, 344912],
    [5000, 158217, 14240, 172457], // 1,582.165 -> 1,582.17
    [0, 0, 0, 0],
    [15000, 316433, 28479, 344912], // capped at 100 %
  ])('claiming %d bp of S$ 3,164.33', (pct, sub, gst, total) => {
    expect(claimAmounts({ sub_total: 316433, gst_percent: 900 }, pct)).toMatchObject({
      claim_sub_total: sub,
      claim_gst: gst,
      claim_total: total,
    });
  });

  it('uses a claim GST percent when given', () => {
    expect(claimAmounts({ sub_total: 10000, gst_percent: 900 }, 10000, 800).claim_gst).toBe(800);
  });

  it.each<[number[], number]>([
    [[], 10000],
    [[3000, 2500], 4500],
    [[6000, 6000], 0],
  ])('remaining after %j is %d', (claimed, remaining) => {
    expect(remainingClaimPercentage(claimed)).toBe(remaining);
  });

  it.each<[number, number | undefined, number]>([
    [5000, undefined, 5000],
    [12000, undefined, 10000],
    [5000, 4500, 4500],
    [-100, 4500, 0],
  ])('cap %d within %j -> %d', (requested, remaining, capped) => {
    expect(capClaimPercentage(requested, remaining)).toBe(capped);
  });
});
