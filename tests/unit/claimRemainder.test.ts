/**
 * Partial claims of one quotation never add up to more than it: the claim that reaches 100 % takes the remainder of
 * every row, discount, less and star-rate addition (domain/claimMoney.ts `claimQuotation` with `EarlierClaims`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimQuotation, type EarlierClaims, type QuotationClaim } from '../../domain/claimMoney.js';
import { FULL_PERCENT } from '../../domain/money.js';
import { computeQuotation, type PricingItemInput } from '../../domain/pricing.js';

const RATES = { less_percent: 3100, star_rate_percent: 500 };
const GST = 900;

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
    };
    out.push(claimQuotation(items, RATES, pct, GST, earlier));
  }
  return out;
}

const sumRow = (claims: QuotationClaim[], i: number) => claims.reduce((s, c) => s + c.rows[i].claimed, 0);
const sumOf = (claims: QuotationClaim[], k: 'sub_total' | 'fsr_less' | 'star_rate_add' | 'custodial_total') =>
  claims.reduce((s, c) => s + c.totals[k], 0);

const STAR = { is_star_rate: true, rate: '1,234.56', quantity: '1' };
const ITEMS: Record<string, PricingItemInput[]> = {
  'a star-rate row of 1,234.56 and an FSR row': [STAR, { rate: '390.65', quantity: '1' }],
  'fractional quantities': [
    { rate: '12.34', quantity: '2.345' },
    { rate: '0.07', quantity: '3.333' },
    { rate: '1,000.01', quantity: '0.125' },
  ],
  'a minimum charge and a custodial discount': [
    { rate: '10.00', quantity: '1', minimum: '180.00' },
    { rate: '1,500.00', quantity: '1', subRows: [{ quantity: '1', item_description: 'Custodial' }] },
    { rate: '333.33', quantity: '1', subRows: [{ quantity: '1' }, { quantity: '2' }] },
  ],
  'a header and a note among rows': [{ hasHeader: true, header: 'Block A' }, { note: 'see plan' }, STAR],
};

describe('claims that reach 100 % add up exactly to the quotation', () => {
  const SPLITS: [string, number[]][] = [
    ['60 + 30 + 10', [6000, 3000, 1000]],
    ['33.33 + 33.33 + 33.34', [3333, 3333, 3334]],
    ['33.33 × 3 then 0.01', [3333, 3333, 3333, 1]],
    ['60 + 40', [6000, 4000]],
    ['100', [10000]],
    ['0.01 + 99.99', [1, 9999]],
  ];
  const cases = Object.entries(ITEMS).flatMap(([name, items]) =>
    SPLITS.map(([split, pcts]) => [name, split, items, pcts] as const),
  );
  it.each(cases)('%s, %s %%', (_name, _split, items, pcts) => {
    const quotation = computeQuotation(items, { defaults: { less_percent: 31, star_rate: 5 } });
    const claims = claimInTurn(items, pcts);
    quotation.rows.forEach((r, i) => expect(sumRow(claims, i)).toBe(r.kind === 'item' ? r.amount : 0));
    expect(sumOf(claims, 'custodial_total')).toBe(quotation.totals.custodial_total);
    expect(sumOf(claims, 'fsr_less')).toBe(quotation.totals.fsr_less);
    expect(sumOf(claims, 'star_rate_add')).toBe(quotation.totals.star_rate_add);
    expect(sumOf(claims, 'sub_total')).toBe(quotation.totals.sub_total);
  });

  it('the issue: 60 + 30 + 10 % of a 1,234.56 star-rate row claims 1,234.56, not 1,234.57', () => {
    const claims = claimInTurn([STAR], [6000, 3000, 1000]);
    expect(claims.map((c) => c.rows[0].claimed)).toEqual([74074, 37037, 12345]);
    expect(sumRow(claims, 0)).toBe(123456);
  });

  it('a claim short of 100 % keeps its own rounded share', () => {
    const [first] = claimInTurn([STAR], [3333]);
    expect(first.rows[0].claimed).toBe(41148); // 1,234.56 × 33.33 % = 411.478848 -> 411.48
  });
});

describe('property: any split reaching 100 % claims exactly the quotation rows', () => {
  const row = fc.record({
    rate: fc.integer({ min: 0, max: 5_000_000 }).map((c) => (c / 100).toFixed(2)),
    quantity: fc.integer({ min: 1, max: 100_000 }).map((m) => (m / 1000).toFixed(3)),
    is_star_rate: fc.boolean(),
    subRows: fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 3 }).map(String) }), { maxLength: 2 }),
  });
  /** 1–6 percentages in basis points that sum to exactly 100 %. */
  const split = fc.uniqueArray(fc.integer({ min: 1, max: FULL_PERCENT - 1 }), { maxLength: 5 }).map((cuts) => {
    const points = [0, ...cuts.sort((a, b) => a - b), FULL_PERCENT];
    return points.slice(1).map((p, i) => p - points[i]);
  });
  it('sum of claimed rows == quotation rows, and sub totals add up', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), split, (items, pcts) => {
        const quotation = computeQuotation(items, { defaults: { less_percent: 31, star_rate: 5 } });
        const claims = claimInTurn(items, pcts);
        quotation.rows.forEach((r, i) => expect(sumRow(claims, i)).toBe(r.amount));
        expect(sumOf(claims, 'sub_total')).toBe(quotation.totals.sub_total);
      }),
      { numRuns: 300 },
    );
  });
});
