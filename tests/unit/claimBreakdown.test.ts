/**
 * The claim summary's lines (domain/claimBreakdown.ts) add up: for every kind of quotation (custodial discount on one
 * or on all items, star rates, minimum charges) and every claim (60 %, the 40 % remainder, 100 %), the quotation's
 * lines end at the claim sub total `claimQuotation` computes, every sum line is the running total above it, and the
 * claim's sub total + GST = total equals `claimTotals`.
 */
import { describe, expect, it } from 'vitest';
import {
  breakdownAddsUp,
  breakdownAmount,
  breakdownLabel,
  breakdownResult,
  claimBreakdown,
  quotationBreakdown,
} from '../../domain/claimBreakdown.js';
import { claimQuotation, claimTotals, type EarlierClaims, type QuotationClaim } from '../../domain/claimMoney.js';
import type { PricingItemInput } from '../../domain/pricing.js';

const RATES = { less_percent: 3100, star_rate_percent: 500 };
const GST = 900;

const partOf = (c: QuotationClaim) => ({
  ...c.totals,
  gst_rounding: c.gst_rounding,
  less_percent: 3100,
  star_rate_percent: 500,
});

/** Claims `splits` (basis points) one after another, each seeing what the earlier ones hold. */
function claimInTurn(items: readonly PricingItemInput[], splits: readonly number[]): QuotationClaim[] {
  const out: QuotationClaim[] = [];
  for (const pct of splits) {
    const earlier: EarlierClaims = {
      held: out.reduce((s, c) => s + c.claim_percentage, 0),
      rows: items.map((_, i) => ({
        claimed: out.reduce((s, c) => s + c.rows[i].claimed, 0),
        custodial: out.reduce((s, c) => s + c.rows[i].claimedCustodial.reduce((a, b) => a + b, 0), 0),
      })),
      fsr_less: out.reduce((s, c) => s + c.totals.fsr_less, 0),
      star_rate_add: out.reduce((s, c) => s + c.totals.star_rate_add, 0),
      gst: out.reduce((s, c) => s + c.totals.gst, 0),
      count: out.length,
    };
    out.push(claimQuotation(items, RATES, pct, GST, earlier));
  }
  return out;
}

const CUSTODIAL = [{ quantity: '1' }];
const QUOTATIONS: Record<string, PricingItemInput[]> = {
  'custodial on one item': [
    { rate: '7,015.44', quantity: '1', subRows: [{ quantity: '1.2' }] },
    { rate: '390.65', quantity: '1' },
  ],
  'custodial on every item': [
    { rate: '1,500.00', quantity: '1', subRows: CUSTODIAL },
    { rate: '333.33', quantity: '3', subRows: [{ quantity: '1' }, { quantity: '2' }] },
  ],
  'star rates only': [
    { rate: '1,234.56', quantity: '1', is_star_rate: true },
    { rate: '0.07', quantity: '3.333', is_star_rate: true },
  ],
  'star rates beside FSR rows with a custodial discount': [
    { rate: '1,234.56', quantity: '1', is_star_rate: true },
    { rate: '2,000.00', quantity: '1.5', subRows: CUSTODIAL },
  ],
  'minimum charges': [
    { rate: '10.00', quantity: '1', minimum: '180.00' },
    { rate: '12.34', quantity: '2.345', minimum: '50.00' },
    { rate: '5.00', quantity: '1', minimum: '180.00', is_star_rate: true },
  ],
  'a header and a note among rows': [
    { hasHeader: true, header: 'Block A' },
    { note: 'see plan' },
    { rate: '99.99', quantity: '1' },
  ],
};
const SPLITS: [string, number[]][] = [
  ['60 % then the 40 % remainder', [6000, 4000]],
  ['100 %', [10000]],
  ['33.33 + 33.33 + 33.34 %', [3333, 3333, 3334]],
];

describe('a claimed quotation’s lines end at its claim sub total', () => {
  const cases = Object.entries(QUOTATIONS).flatMap(([name, items]) =>
    SPLITS.map(([split, pcts]) => [name, split, items, pcts] as const),
  );
  it.each(cases)('%s, %s', (_name, _split, items, pcts) => {
    for (const claim of claimInTurn(items, pcts)) {
      const lines = quotationBreakdown(partOf(claim));
      expect(breakdownAddsUp(lines)).toBe(true);
      expect(breakdownResult(lines)).toBe(claim.totals.sub_total);
      // The FSR final total is the figure the less percentage is taken from: after the custodial discount.
      expect(lines.find((l) => l.key === 'fsr_final_total')?.amount).toBe(claim.totals.fsr_final_total);
      expect(lines.find((l) => l.key === 'star_rate_total')?.amount).toBe(claim.totals.star_rate_total);
    }
  });
});

describe('the claim’s lines: sub total, GST once on it, total', () => {
  it.each(SPLITS)('%s of two quotations', (_split, pcts) => {
    const a = claimInTurn(QUOTATIONS['custodial on one item'], pcts);
    const b = claimInTurn(QUOTATIONS['star rates beside FSR rows with a custodial discount'], pcts);
    a.forEach((qa, n) => {
      const parts = [qa, b[n]];
      const { parts: perPart, lines } = claimBreakdown(parts.map(partOf), GST);
      const totals = claimTotals(parts, GST);
      expect(perPart.map(breakdownResult)).toEqual(parts.map((p) => p.totals.sub_total));
      expect(lines.map((l) => [l.key, l.amount])).toEqual([
        ['sub_total', totals.sub_total],
        ['gst', totals.gst],
        ['total', totals.total],
      ]);
      expect(breakdownAddsUp(lines)).toBe(true);
    });
  });

  it.each(Object.entries(QUOTATIONS))(
    '%s: the claims’ totals with GST add up to the whole at that GST',
    (_n, items) => {
      const whole = claimInTurn(items, [10000])[0].totals;
      for (const [, pcts] of SPLITS) {
        const claims = claimInTurn(items, pcts);
        const totals = claims.map((c) => claimBreakdown([partOf(c)], GST).lines.at(-1)!.amount);
        expect(totals.reduce((s, v) => s + v, 0)).toBe(whole.total);
        claims.forEach((c, i) => expect(totals[i]).toBe(claimTotals([c], GST).total));
      }
    },
  );

  it('the issue’s case: 9 % of 3,557.97 and of 2,371.97 is one cent more than 9 % of 5,929.94; the 40 % claim gives it back', () => {
    const claims = claimInTurn(QUOTATIONS['star rates beside FSR rows with a custodial discount'], [6000, 4000]);
    expect(claims.map((c) => c.gst_rounding)).toEqual([0, -1]);
    const whole = claimInTurn(QUOTATIONS['star rates beside FSR rows with a custodial discount'], [10000])[0];
    expect(claims[0].totals.total + claims[1].totals.total).toBe(whole.totals.total);
  });

  it('a claim of no quotation is all zeros', () => {
    expect(claimBreakdown([], 800).lines.map((l) => l.amount)).toEqual([0, 0, 0]);
  });
});

describe('the issue’s figures: FSR final total after the custodial discount, star-rate items shown', () => {
  const parts = {
    fsr_total: 701544,
    custodial_total: 30000,
    fsr_less: 208179,
    star_rate_total: 123456,
    star_rate_add: 6173,
    less_percent: 3100,
    star_rate_percent: 500,
  };
  const table = [
    ['fsr_total', 'FSR total', 'S$ 7,015.44'],
    ['custodial', 'Custodial discount', '(S$ 300.00)'],
    ['fsr_final_total', 'FSR final total', 'S$ 6,715.44'],
    ['less', 'Less 31 %', '(S$ 2,081.79)'],
    ['fsr_sub_total', 'FSR sub total', 'S$ 4,633.65'],
    ['star_rate_total', 'Star rate items', 'S$ 1,234.56'],
    ['star_rate_add', 'Star rate addition 5 %', 'S$ 61.73'],
    ['claim_sub_total', 'Claim sub total', 'S$ 5,929.94'],
  ];
  it('prints every line with its label and amount', () => {
    expect(quotationBreakdown(parts).map((l) => [l.key, breakdownLabel(l), breakdownAmount(l)])).toEqual(table);
  });
  it('without the stored rates the labels carry no percentage', () => {
    const lines = quotationBreakdown({ ...parts, less_percent: null, star_rate_percent: undefined });
    expect(lines.map(breakdownLabel)).toContain('Less');
    expect(lines.map(breakdownLabel)).toContain('Star rate addition');
  });
  it('GST shows its percentage', () => {
    expect(claimBreakdown([parts], 900).lines.map(breakdownLabel)).toEqual(['Sub total', 'GST 9 %', 'Total']);
  });
  it('a wrong sum is caught', () => {
    const lines = quotationBreakdown(parts);
    lines[2] = { ...lines[2], amount: 701544 };
    expect(breakdownAddsUp(lines)).toBe(false);
  });
});
