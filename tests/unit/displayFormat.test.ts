/** The shared display formats of src/format.ts: amounts as Intl writes them, without building an Intl formatter. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from '../../src/format.js';

const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [999.999, '1,000.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [-1234.565, '-1,234.57'],
    // halves of the written value round away from zero, as Intl does — 1.005 and 2.675 too, though the binary
    // doubles nearest them lie just below the half (toFixed writes 1.00 and 2.67)
    [0.125, '0.13'],
    [-0.125, '-0.13'],
    [1.005, '1.01'],
    [2.675, '2.68'],
    [-1.115, '-1.12'],
    [644654928945044.6, '644,654,928,945,044.60'],
    [0.0000001, '0.00'],
    [0.000001, '0.00'],
    [-0.001, '0.00'],
    [-0, '0.00'],
    [100, '100.00'],
    [100000, '100,000.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    ['2,500.5', '2,500.50'],
    ['abc', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%s -> %s', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it('writes every finite number as Intl.NumberFormat does (minus zero aside)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e22, max: 1e22 }), (n) => {
        const expected = intl.format(n).replace(/^-(0\.00)$/, '$1');
        expect(formatAmount(n)).toBe(expected);
      }),
      { numRuns: 20000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        const n = cents / 100;
        expect(formatAmount(n)).toBe(intl.format(n).replace(/^-(0\.00)$/, '$1'));
        expect(formatAmount(n + 0.005)).toBe(intl.format(n + 0.005).replace(/^-(0\.00)$/, '$1'));
      }),
      { numRuns: 20000 },
    );
  });

  it('puts the currency in front for money', () => {
    expect(formatMoney(1234.5)).toBe('S$ 1,234.50');
    expect(formatMoney('')).toBe('');
  });
});
