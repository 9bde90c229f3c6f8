/**
 * Claim figures for a claim over 20 quotations × 200 items (issue 11), pure domain (domain/claimMoney.ts): the work the
 * claim form repeats on every percentage keystroke and the server repeats on save. Run by hand: npx tsx bench/claims.ts
 * BENCH_QUOTATIONS, BENCH_ITEMS, BENCH_RUNS change the sizes. The claim PDF is not written yet, so it is not measured.
 */
import { performance } from 'node:perf_hooks';
import { claimQuotation, claimTotals } from '../domain/claimMoney.js';
import type { PricingItemInput } from '../domain/pricing.js';

const QUOTATIONS = Number(process.env.BENCH_QUOTATIONS ?? 20);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const quotations: PricingItemInput[][] = Array.from({ length: QUOTATIONS }, (_, q) =>
  Array.from({ length: ITEMS }, (_, i) => ({
    item_number: `F${q}-${i}`,
    rate: `${(i % 97) + 1}.${String((q * 7 + i) % 100).padStart(2, '0')}`,
    quantity: `${(i % 13) + 1}.${(i * 3) % 1000}`.replace(/\.(\d)$/, '.$1'),
    is_star_rate: i % 17 === 0,
    subRows: i % 29 === 0 ? [{ quantity: 1 }] : [],
  })),
);

const times: number[] = [];
let total = 0;
for (let r = 0; r < RUNS; r++) {
  const start = performance.now();
  const claims = quotations.map((items, q) =>
    claimQuotation(items, { less_percent: 3100, star_rate_percent: 500 }, 1000 + ((q * 331 + r) % 9000), 900),
  );
  total = claimTotals(claims, 900).total;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
console.log(
  `claim over ${QUOTATIONS} quotations × ${ITEMS} items (${QUOTATIONS * ITEMS} rows), ${RUNS} runs: ` +
    `p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${times[times.length - 1].toFixed(2)} ms (last total ${total} cents)`,
);
