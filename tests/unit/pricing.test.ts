import { describe, expect, it } from 'vitest';
import {
  type PricingItemInput,
  type QuotationTotals,
  applyCustodialDiscount,
  capClaimPercentage,
  claimAmounts,
  computeQuotation,
  computeQuotationTotals,
  percentSetting,
  priceRow,
  remainingClaimPercentage,
  rowKind,
} from '../../domain/pricing.js';
import { presentQuotationTotals, presentRow } from '../../domain/pricingPresent.js';

const fsr = (rate: unknown, quantity: unknown, extra: Partial<PricingItemInput> = {}): PricingItemInput => ({
  rate,
  quantity,
  is_star_rate: false,
  ...extra,
});
const star = (rate: unknown, quantity: unknown): PricingItemInput => ({ rate, quantity, is_star_rate: true });
const discount = (quantity: unknown) => ({ item_description: 'Custodial', quantity, unit: 'no', rate: 250 });

type Money = Omit<
  QuotationTotals,
  'less_percent' | 'star_rate_percent' | 'gst_percent' | 'custodial_count' | 'claim_sub_total' | 'claim_gst'
>;
const money = (t: QuotationTotals): Money => {
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

describe('row amount = rate × quantity rounded to cents, never below the minimum charge', () => {
  it.each<[string, PricingItemInput, number, boolean]>([
    ['commas in the rate', fsr('1,234.50', 2), 246900, false],
    ['fractional quantity, third decimal 5 rounds up', fsr('85.75', '2.5'), 21438, false],
    ['x.xx5 boundary', fsr('1.01', '0.5'), 51, false],
    ['.005 boundary', fsr('0.01', '0.5'), 1, false],
    ['x.xx45: third decimal 4, truncated', fsr('10.01', '0.45'), 450, false],
    ['x.xx49…: truncated', fsr('200.99', '0.005'), 100, false],
    ['0.125 quantity', fsr('3.99', '0.125'), 50, false],
    ['zero quantity', fsr('500', 0), 0, false],
    ['zero quantity keeps 0 even with a minimum', fsr('50', '0', { minimum: '100' }), 0, false],
    ['blank quantity prices as 0', fsr('50', ''), 0, false],
    ['below the minimum is raised', fsr('45', 1, { minimum: '120' }), 12000, true],
    ['exactly the minimum', fsr('60', 2, { minimum: '120.00' }), 12000, false],
    ['above the minimum', fsr('61', 2, { minimum: 120 }), 12200, false],
    ['minimum with commas', fsr('100', 1, { minimum: '1,500' }), 150000, true],
    ['zero minimum is no minimum', fsr('1', 1, { minimum: 0 }), 100, false],
    ['number inputs', fsr(99999.99, 1), 9999999, false],
    ['star-rate rows price the same way', star('88.88', '1.5'), 13332, false],
  ])('%s', (_label, item, amount, minimumApplied) => {
    const row = priceRow(item);
    expect(row.amount).toBe(amount);
    expect(row.minimumApplied).toBe(minimumApplied);
  });

  it('gives the minimum message and reports unreadable input', () => {
    expect(priceRow(fsr('45', 1, { minimum: '1,200.5' })).minimumMessage).toBe('Minimum charge is S$ 1,200.50');
    expect(priceRow(fsr('45', 1)).minimumMessage).toBeNull();
    const bad = priceRow(fsr('12.345', 'two', { minimum: 'x' }));
    expect(bad.amount).toBe(0);
    expect(bad.invalid).toEqual(['rate', 'quantity', 'minimum']);
    const negative = priceRow(fsr('-10', '-2', { minimum: '-5', subRows: [discount(-1), discount('x'), discount(1)] }));
    expect(negative).toMatchObject({ amount: 0, minimum: null, invalid: ['rate', 'quantity', 'minimum'] });
    expect(negative.custodial).toEqual([
      { quantity: 0, amount: 0, invalid: true },
      { quantity: 0, amount: 0, invalid: true },
      { quantity: 1000, amount: 25000, invalid: false },
    ]);
  });

  it.each<[PricingItemInput, string]>([
    [{ hasHeader: true, header: 'Toilet block', rate: '100', quantity: 1 }, 'header'],
    [{ header: 'Level 2' }, 'header'],
    [{ note: 'Works after school hours' }, 'note'],
    [{ note: 'after hours', rate: '10', quantity: 1, item_number: 'B1' }, 'item'],
    [{ rate: '10', quantity: 1, is_active: false }, 'inactive'],
    [{ rate: '10', quantity: 1, is_active: 0 }, 'inactive'],
    [{ rate: '10', quantity: 1, is_active: true }, 'item'],
  ])('rowKind(%j) = %s, and only items carry an amount', (item, kind) => {
    expect(rowKind(item)).toBe(kind);
    if (kind !== 'item')
      expect(priceRow({ ...item, subRows: [discount(1)] })).toMatchObject({ amount: 0, custodial: [] });
  });
});

/** The worked examples of docs/pricing.md. */
describe('worked examples (docs/pricing.md)', () => {
  it('Example 1: defaults, minimum charge, a custodial discount, a star rate, 2024 GST', () => {
    const items = [
      fsr('1,234.50', 2, { subRows: [discount(2)] }),
      fsr('85.75', '2.5'),
      fsr('45.00', 1, { minimum: '120.00' }),
      star('500', 3),
    ];
    const t = computeQuotationTotals(items, { date: '2024-03-15' });
    expect(money(t)).toEqual({
      fsr_total: 280338,
      custodial_total: 50000,
      fsr_final_total: 230338,
      fsr_less: 71405,
      fsr_sub_total: 158933,
      star_rate_total: 150000,
      star_rate_add: 7500,
      star_rate_sub_total: 157500,
      sub_total: 316433,
      gst: 28479,
      total: 344912,
    });
    expect(t.custodial_count).toBe(2000);
    expect([t.less_percent, t.star_rate_percent, t.gst_percent]).toEqual([3100, 500, 900]);
  });

  it('Example 2: per-school less 25 %, GST exactly at a third-decimal 5', () => {
    const t = computeQuotationTotals([fsr('823.00', 2)], { date: '2025-06-01', school: { less_percent: '25' } });
    expect(money(t)).toMatchObject({
      fsr_total: 164600,
      fsr_less: 41150,
      fsr_sub_total: 123450,
      sub_total: 123450,
      gst: 11111,
      total: 134561,
    });
  });

  it('Example 3: discount on all non-star items, fractional quantities, star rate 10 %, 2023 GST', () => {
    const base = [fsr('10.01', '0.45'), fsr('12.33', '0.35'), fsr('1,000', 3), star('88.88', '1.5')];
    const { items, applied } = applyCustodialDiscount(base, {
      custodial_discount_quantity: '1',
      custodial_discount_description: 'Custodial',
      discount_application: 'all',
    });
    expect(applied).toEqual([0, 1, 2]);
    const t = computeQuotationTotals(items, { date: '2023-07-01', school: { star_rate: 10 } });
    expect(money(t)).toEqual({
      fsr_total: 300882,
      custodial_total: 75000,
      fsr_final_total: 225882,
      fsr_less: 70023,
      fsr_sub_total: 155859,
      star_rate_total: 13332,
      star_rate_add: 1333,
      star_rate_sub_total: 14665,
      sub_total: 170524,
      gst: 13642,
      total: 184166,
    });
    expect(t.custodial_count).toBe(3000);
  });

  it('Example 4: headers, notes, inactive rows, zero quantity, 100 % less, 2022 GST', () => {
    const items: PricingItemInput[] = [
      { hasHeader: true, header: 'Toilet block A' },
      { note: 'Works after school hours' },
      fsr('500', 1, { is_active: false }),
      fsr('50', 0, { minimum: '100' }),
      fsr('19.99', 7),
      star('250', 2),
    ];
    const t = computeQuotationTotals(items, { date: '2022-12-31', school: { less_percent: 100 } });
    expect(money(t)).toMatchObject({
      fsr_total: 13993,
      fsr_less: 13993,
      fsr_sub_total: 0,
      star_rate_total: 50000,
      star_rate_add: 2500,
      sub_total: 52500,
      gst: 3675,
      total: 56175,
    });
  });

  it('Example 5: claiming 33.33 % of Example 1', () => {
    expect(claimAmounts({ sub_total: 316433, gst_percent: 900 }, 3333)).toEqual({
      claim_percentage: 3333,
      claim_sub_total: 105467,
      claim_gst: 9492,
      claim_total: 114959,
    });
  });
});

describe('totals', () => {
  const items = [
    fsr('1,234.50', 2, { subRows: [discount(2)] }),
    fsr('85.75', '2.5'),
    fsr('45.00', 1, { minimum: '120.00' }),
    star('500', 3),
  ];

  it.each<[string, number, number]>([
    ['2022-12-31', 700, 22150],
    ['2023-01-01', 800, 25315],
    ['2023-12-31', 800, 25315],
    ['2024-01-01', 900, 28479],
  ])('GST on %s is %d bp: %d cents', (date, bp, gst) => {
    const t = computeQuotationTotals(items, { date });
    expect(t.gst_percent).toBe(bp);
    expect(t.gst).toBe(gst);
    expect(t.total).toBe(316433 + gst);
  });

  it.each<[unknown, number, number]>([
    [0, 0, 230338],
    ['0', 0, 230338],
    [100, 230338, 0],
    ['31.5', 72556, 157782],
    [null, 71405, 158933],
    ['', 71405, 158933],
    ['abc', 71405, 158933],
    [150, 230338, 0],
    [-5, 0, 230338],
  ])('less percent %j: less %d, FSR sub total %d', (less_percent, less, sub) => {
    const t = computeQuotationTotals(items, { date: '2024-01-01', school: { less_percent } });
    expect([t.fsr_less, t.fsr_sub_total]).toEqual([less, sub]);
  });

  it('uses configuration defaults when the school has none, and a forced GST percent', () => {
    const t = computeQuotationTotals([fsr(100, 1), star(100, 1)], {
      defaults: { less_percent: 20, star_rate: 0 },
      gstPercent: 8,
      date: '2024-05-05',
    });
    expect([t.fsr_less, t.star_rate_add, t.gst_percent]).toEqual([2000, 0, 800]);
    expect(percentSetting(undefined, 31)).toBe(3100);
  });

  it('an empty quotation totals zero', () => {
    expect(money(computeQuotationTotals([], { date: '2024-01-01' }))).toEqual({
      fsr_total: 0,
      custodial_total: 0,
      fsr_final_total: 0,
      fsr_less: 0,
      fsr_sub_total: 0,
      star_rate_total: 0,
      star_rate_add: 0,
      star_rate_sub_total: 0,
      sub_total: 0,
      gst: 0,
      total: 0,
    });
  });

  it('star-rate only, and custodial discounts larger than the FSR items go negative symmetrically', () => {
    expect(computeQuotationTotals([star('1,000', 1)], { date: '2024-01-01' })).toMatchObject({
      fsr_sub_total: 0,
      star_rate_sub_total: 105000,
      sub_total: 105000,
      gst: 9450,
    });
    const t = computeQuotationTotals([fsr('100', 1, { subRows: [discount(1)] })], { date: '2024-01-01' });
    expect([t.fsr_final_total, t.fsr_less, t.fsr_sub_total]).toEqual([-15000, -4650, -10350]);
  });

  it('1,000 items × S$ 99,999.99 with no precision loss', () => {
    const many = Array.from({ length: 1000 }, () => fsr('99,999.99', 1));
    const t = computeQuotationTotals(many, { date: '2024-01-01' });
    expect(money(t)).toMatchObject({
      fsr_total: 9999999000,
      fsr_less: 3099999690,
      fsr_sub_total: 6899999310,
      gst: 620999938,
      total: 7520999248,
    });
    const huge = computeQuotationTotals(
      Array.from({ length: 1000 }, () => fsr('99,999.99', '99,999.999')),
      { date: '2024-01-01' },
    );
    expect(huge.fsr_total).toBe(1000 * 999999890000);
  });
});

describe('custodial discounts', () => {
  const items = [fsr('100', 1), star('200', 1), { hasHeader: true, header: 'H' }, fsr('300', 1)];

  it('apply to the selected item only, never to a star-rate or header row', () => {
    const d = {
      custodial_discount_quantity: '2',
      custodial_discount_description: 'Cleaning',
      discount_application: 'selected_item' as const,
    };
    const one = applyCustodialDiscount(items, d, 3);
    expect(one.applied).toEqual([3]);
    expect(one.items[3].subRows).toEqual([
      { item_description: 'Cleaning', quantity: 2, unit: 'no', rate: 250, amount: 500 },
    ]);
    expect(one.items[0]).toBe(items[0]);
    expect(applyCustodialDiscount(items, d, 1).applied).toEqual([]);
    expect(applyCustodialDiscount(items, d, 2).applied).toEqual([]);
    expect(computeQuotationTotals(one.items, { date: '2024-01-01' })).toMatchObject({
      custodial_total: 50000,
      custodial_count: 2000,
      fsr_final_total: -10000,
    });
  });

  it('apply to all non-star-rate items', () => {
    const all = applyCustodialDiscount(items, {
      custodial_discount_quantity: 1,
      custodial_discount_description: 'C',
      discount_application: 'all',
    });
    expect(all.applied).toEqual([0, 3]);
    expect(computeQuotationTotals(all.items, { date: '2024-01-01' })).toMatchObject({
      custodial_total: 50000,
      custodial_count: 2000,
    });
  });

  it('recompute the line amount whatever the client sent', () => {
    const item = fsr('1000', 1, { subRows: [{ quantity: 3, rate: 1, amount: 1 }] });
    const { rows } = computeQuotation([item], { date: '2024-01-01' });
    expect(presentRow(item, rows[0]).subRows).toEqual([{ quantity: 3, rate: 250, amount: 750, unit: 'no' }]);
    expect(presentRow(item, rows[0]).amount).toBe(1000);
  });
});

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
