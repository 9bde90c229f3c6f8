import { describe, expect, it } from 'vitest';
import {
  applyCustodialDiscount,
  claimAmounts,
  computeQuotationTotals,
  priceRow,
  rowKind,
  type PricingItemInput,
} from '../../domain/pricing.js';
import { discount, fsr, money, star } from './pricing.support.js';

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
