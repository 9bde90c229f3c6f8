import { describe, expect, it } from 'vitest';
import {
  CLAIM_MONEY_MSG,
  claimGstPercent,
  claimPercentageError,
  claimQuotation,
  claimTotals,
  claimedAmount,
  itemClaimStatus,
  latestWsoGst,
  quotationClaimStatus,
  remainingClaimPercentage,
} from '../../domain/claimMoney.js';
import { computeQuotationTotals } from '../../domain/pricing.js';

describe('claimedAmount: row amount × claim % rounded to cents (third decimal above 4 rounds up)', () => {
  it.each([
    [30000, 6000, 18000],
    [3333, 6000, 2000], // 19.998 -> 20.00
    [1, 5000, 1], // 0.005 -> 0.01
    [1, 4000, 0], // 0.004 -> 0.00
    [1, 4999, 0], // 0.004999 -> third decimal 4 -> 0.00
    [12345, 10000, 12345],
    [12345, 1, 1], // 0.01 % of 123.45 = 0.012345 -> 0.01
    [0, 5000, 0],
    [-25000, 6000, -15000],
  ])('%i cents at %i bp -> %i', (amount, pct, expected) => {
    expect(claimedAmount(amount, pct)).toBe(expected);
  });
});

describe('claimPercentageError', () => {
  it.each([
    [null, 10000, CLAIM_MONEY_MSG.invalid],
    [0, 10000, CLAIM_MONEY_MSG.updatePercentage],
    [-100, 10000, CLAIM_MONEY_MSG.updatePercentage],
    [1, 10000, null],
    [10000, 10000, null],
    [10001, 10000, CLAIM_MONEY_MSG.aboveRemaining(10000)],
    [6000, 4000, CLAIM_MONEY_MSG.aboveRemaining(4000)],
    [4000, 4000, null],
    [4001, 4000, CLAIM_MONEY_MSG.aboveRemaining(4000)],
    [10001, 20000, CLAIM_MONEY_MSG.aboveRemaining(10000)], // never above 100 even if remaining is wrong
    [1, 0, CLAIM_MONEY_MSG.aboveRemaining(0)],
  ])('%s of remaining %i', (requested, remaining, message) => {
    expect(claimPercentageError(requested, remaining)).toBe(message);
  });
  it('states the remaining percentage', () => {
    expect(CLAIM_MONEY_MSG.aboveRemaining(4050)).toBe(
      'The claim percentage may not be greater than the remaining 40.5 %.',
    );
  });
});

describe('claimGstPercent: WSO of the latest year, else configured, else 8 %', () => {
  it.each([
    [{}, 800],
    [{ configured: 900 }, 900],
    [{ configured: 0 }, 0],
    [{ latestCompletedWsoGst: 700, configured: 900 }, 700],
    [{ latestCompletedWsoGst: null, configured: null }, 800],
    [{ latestCompletedWsoGst: 10001, configured: 900 }, 900],
    [{ configured: -1 }, 800],
    [{ configured: 8.5 }, 800],
  ])('%j -> %i', (sources, expected) => {
    expect(claimGstPercent(sources)).toBe(expected);
  });
  it('latestWsoGst picks the latest year', () => {
    expect(latestWsoGst([])).toBeNull();
    expect(
      latestWsoGst([
        { year: 2023, gst: 800 },
        { year: 2024, gst: 900 },
        { year: 2022, gst: 700 },
      ]),
    ).toBe(900);
  });
});

const items = [
  { item_number: 'A1', rate: '100.00', quantity: '3', subRows: [{ quantity: 1 }] },
  { item_number: 'A2', rate: '33.33', quantity: '1' },
  { item_number: 'S1', rate: '50', quantity: '1', is_star_rate: true },
  { header: 'Toilets' },
  { item_number: 'X', rate: '999', quantity: '1', is_active: false },
];
const rates = { less_percent: 3100, star_rate_percent: 500 };

describe('claimQuotation: claimed rows, totals at the stored rates', () => {
  it('60 % of the worked example (docs/pricing.md)', () => {
    const c = claimQuotation(items, rates, 6000, 800);
    expect(c.rows.map((r) => r.claimed)).toEqual([18000, 2000, 3000, 0, 0]);
    expect(c.rows[0].claimedCustodial).toEqual([15000]);
    expect(c.totals).toMatchObject({
      fsr_total: 20000,
      custodial_total: 15000,
      custodial_count: 1000,
      fsr_final_total: 5000,
      fsr_less: 1550,
      fsr_sub_total: 3450,
      star_rate_total: 3000,
      star_rate_add: 150,
      star_rate_sub_total: 3150,
      sub_total: 6600,
      gst_percent: 800,
      gst: 528,
      total: 7128,
    });
  });
  it('100 % equals the quotation at the same rates', () => {
    const full = claimQuotation(items, rates, 10000, 900).totals;
    const q = computeQuotationTotals(items, { school: { less_percent: 31, star_rate: 5 }, gstPercent: 9 });
    expect(full).toEqual(q);
  });
  it('stored rates are used, not defaults', () => {
    const c = claimQuotation(items, { less_percent: 0, star_rate_percent: 0 }, 10000, 0);
    expect(c.totals.fsr_less).toBe(0);
    expect(c.totals.star_rate_add).toBe(0);
    expect(c.totals.sub_total).toBe(30000 + 3333 - 25000 + 5000);
  });
  it('an empty quotation claims 0', () => {
    expect(claimQuotation([], rates, 5000, 800).totals.sub_total).toBe(0);
  });
});

describe('claimTotals: Σ sub totals, GST once', () => {
  it('GST on the sum, not Σ of rounded GSTs', () => {
    // two sub totals of 0.07 each: GST 8 % of 0.07 = 0.0056 -> 0.01 each (0.02), of 0.14 = 0.0112 -> 0.01
    const t = claimTotals([{ totals: { sub_total: 7 } }, { totals: { sub_total: 7 } }] as never, 800);
    expect(t).toEqual({ gst_percent: 800, sub_total: 14, gst: 1, total: 15 });
  });
});

describe('claim status of quotations and items', () => {
  it.each([
    [0, 'PENDING', 'PARTIAL'],
    [1, 'PARTIAL-CLAIM', 'PARTIAL'],
    [9999, 'PARTIAL-CLAIM', 'PARTIAL'],
    [10000, 'FULLY-CLAIM', 'COMPLETED'],
  ])('%i bp claimed', (claimed, q, item) => {
    expect(quotationClaimStatus(claimed)).toBe(q);
    expect(itemClaimStatus(claimed)).toBe(item);
  });
  it('remaining percentage', () => {
    expect(remainingClaimPercentage([])).toBe(10000);
    expect(remainingClaimPercentage([6000, 4000])).toBe(0);
    expect(remainingClaimPercentage([6000, 1050])).toBe(2950);
  });
});
