import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatBracketed,
  formatDeduction,
  formatPercent,
  formatQuantity,
  formatSgd,
  formatSgdDollars,
  mulDiv,
  parsePercent,
  parseQuantity,
  parseRate,
  percentOf,
  roundRatio,
  sumCents,
  toApiNumber,
} from '../../domain/money.js';
import { gstAmount, gstPercentForDate } from '../../domain/gst.js';

describe('parseRate: text to integer cents, digit by digit', () => {
  it.each<[unknown, number | null]>([
    ['1,234.50', 123450],
    [' 1,234.5 ', 123450],
    ['12,345,678.90', 1234567890],
    ['99,999.99', 9999999],
    ['1234', 123400],
    ['0.05', 5],
    ['.5', 50],
    ['5.', 500],
    ['1.500', 150],
    ['-12.30', -1230],
    ['+7', 700],
    ['0', 0],
    [1234.56, 123456],
    [0.1, 10],
    [250, 25000],
    ['1.005', null],
    [1.005, null],
    ['12.345', null],
    ['abc', null],
    ['', null],
    ['   ', null],
    ['-', null],
    ['.', null],
    ['1e3', null],
    ['1.2.3', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [{}, null],
  ])('parseRate(%j) = %j', (input, expected) => {
    expect(parseRate(input)).toBe(expected);
  });
});

describe('parseQuantity (thousandths) and parsePercent (hundredths of a percent)', () => {
  it.each<[(v: unknown) => number | null, unknown, number | null]>([
    [parseQuantity, '2.5', 2500],
    [parseQuantity, '0.125', 125],
    [parseQuantity, '0', 0],
    [parseQuantity, '0.01', 10],
    [parseQuantity, '1,000', 1000000],
    [parseQuantity, 2.5, 2500],
    [parseQuantity, '0.0005', null],
    [parseQuantity, 'x', null],
    [parsePercent, '31', 3100],
    [parsePercent, '12.5', 1250],
    [parsePercent, 9, 900],
    [parsePercent, '33.33', 3333],
    [parsePercent, '33.333', null],
  ])('%o(%j) = %j', (parse, input, expected) => {
    expect(parse(input)).toBe(expected);
  });
});

describe('roundRatio: the spec rule (third decimal above 4 rounds up, otherwise truncate)', () => {
  it.each<[bigint, bigint, bigint]>([
    [1005n, 10n, 101n], // 100.5 cents -> 101
    [1004n, 10n, 100n], // 100.4 cents -> 100
    [10049n, 100n, 100n], // 100.49 cents (x.xx49) -> 100
    [1004999n, 10000n, 100n], // 100.4999 cents -> 100
    [1009999n, 10000n, 101n], // 100.9999 cents -> 101
    [100n, 10n, 10n],
    [0n, 7n, 0n],
    [-1005n, 10n, -101n],
    [-1004n, 10n, -100n],
  ])('%d / %d -> %d', (n, d, expected) => {
    expect(roundRatio(n, d)).toBe(expected);
  });

  it('refuses a non-positive denominator', () => {
    expect(() => roundRatio(1n, 0n)).toThrow(RangeError);
  });
});

describe('mulDiv and percentOf stay exact where floats do not', () => {
  it.each<[number, number, number, number]>([
    [101, 500, 1000, 51], // S$ 1.01 × 0.5 = 0.505 -> 0.51
    [1, 500, 1000, 1], // S$ 0.01 × 0.5 = 0.005 -> 0.01
    [20099, 5, 1000, 100], // S$ 200.99 × 0.005 = 1.00495 -> 1.00
    [9999999, 1000000, 1000, 9999999000], // S$ 99,999.99 × 1,000
  ])('%d × %d / %d = %d', (a, b, d, expected) => {
    expect(mulDiv(a, b, d)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [150, 900, 14], // 1.50 × 9 % = 0.135 -> 0.14 (float 1.5 * 0.09 rounds to 0.13)
    [123450, 900, 11111], // 1,234.50 × 9 % = 111.105 -> 111.11 (float gives 111.10499…)
    [10005, 900, 900], // 100.05 × 9 % = 9.0045 -> 9.00
    [10006, 900, 901], // 100.06 × 9 % = 9.0054 -> 9.01
    [10000, 3100, 3100],
    [10000, 0, 0],
    [10000, 10000, 10000],
  ])('percentOf(%d, %d) = %d', (amount, bp, expected) => {
    expect(percentOf(amount, bp)).toBe(expected);
  });

  it('refuses sums beyond exact integers', () => {
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('GST percent by the quotation date year', () => {
  it.each<[string | null, number]>([
    ['2019-06-30', 7],
    ['2022-12-31', 7],
    ['2023-01-01', 8],
    ['2023-12-31', 8],
    ['2024-01-01', 9],
    ['2026-11-22', 9],
    ['2023-12-31T23:59:59+08:00', 8],
    [null, 9],
    ['not a date', 9],
  ])('%s -> %d %%', (date, percent) => {
    expect(gstPercentForDate(date)).toBe(percent);
  });

  it.each<[number, number, number]>([
    [316433, 700, 22150],
    [316433, 800, 25315],
    [316433, 900, 28479],
  ])('gstAmount(%d, %d) = %d', (subTotal, bp, gst) => {
    expect(gstAmount(subTotal, bp)).toBe(gst);
  });
});

describe('formatting', () => {
  it.each<[number, string]>([
    [123456, 'S$ 1,234.56'],
    [0, 'S$ 0.00'],
    [5, 'S$ 0.05'],
    [100, 'S$ 1.00'],
    [-123456, 'S$ -1,234.56'],
    [-5, 'S$ -0.05'],
    [99999999000, 'S$ 999,999,990.00'],
  ])('formatSgd(%d) = %s', (cents, text) => {
    expect(formatSgd(cents)).toBe(text);
  });

  // the API's money is dollars, as a number or its text (the lists show it with this)
  it.each<[number | string | null | undefined, string]>([
    [1234.5, 'S$ 1,234.50'],
    ['1234.56', 'S$ 1,234.56'],
    ['99.999', 'S$ 100.00'],
    [0.005, 'S$ 0.01'],
    [-12.3, 'S$ -12.30'],
    [null, 'S$ 0.00'],
    [undefined, 'S$ 0.00'],
    ['not a number', 'S$ 0.00'],
  ])('formatSgdDollars(%s) = %s', (dollars, text) => {
    expect(formatSgdDollars(dollars)).toBe(text);
  });

  it('formats table amounts, deductions, quantities, percentages and API numbers', () => {
    expect(formatAmount(123456789)).toBe('1,234,567.89');
    expect(formatBracketed(464815)).toBe('(4,648.15)');
    expect(formatBracketed(-25000)).toBe('(250.00)');
    expect(formatDeduction(25000)).toBe('($250)');
    expect(formatDeduction(12550)).toBe('($125.50)');
    expect(formatDeduction(100000000)).toBe('($1,000,000)');
    expect(formatQuantity(2500)).toBe('2.5');
    expect(formatQuantity(125)).toBe('0.125');
    expect(formatQuantity(3000)).toBe('3');
    expect(formatQuantity(0)).toBe('0');
    expect(formatPercent(3100)).toBe('31');
    expect(formatPercent(1250)).toBe('12.5');
    expect(toApiNumber(123456)).toBe(1234.56);
    expect(toApiNumber(5)).toBe(0.05);
  });

  it('round-trips every cent value through the API number and back', () => {
    for (const cents of [1, 5, 10, 99, 100, 105, 123456, 9999999, 75209992_48]) {
      expect(parseRate(toApiNumber(cents))).toBe(cents);
    }
  });
});

describe('commas are thousands separators only', () => {
  it.each([
    ['1,234.50', 123450],
    ['12,345,678', 1234567800],
    ['1,000', 100000],
    [' 2,500 ', 250000],
    ['1,25.0', null],
    ['12,34', null],
    ['1,2345', null],
    [',5', null],
    ['1,,000', null],
    ['1234.5', 123450],
  ])('%j -> %s cents', (text, cents) => {
    expect(parseRate(text)).toBe(cents);
  });
});
