import { describe, expect, it } from 'vitest';
import {
  applyCustodialDiscount,
  computeQuotation,
  computeQuotationTotals,
  percentSetting,
} from '../../domain/pricing.js';
import { presentRow } from '../../domain/pricingPresent.js';
import { discount, fsr, money, star } from './pricing.support.js';

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
