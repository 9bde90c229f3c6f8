/**
 * The claim summary on real SQLite and PostgreSQL: the record, the HTML preview and the PDF print the same lines
 * (domain/claimBreakdown.ts) with the same figures — the FSR final total after the custodial discount, the claimed
 * star-rate items beside their addition — and the lines add up to the claim sub total, for a 60 % claim and for the
 * 40 % claim that takes the remainder. The PDF's item table has column headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breakdownAddsUp, type BreakdownLine } from '../../domain/claimBreakdown.js';
import { createClaim } from '../../server/services/claims/create.js';
import type { AuthUser } from '../../server/plugins/auth.js';
import { pageTexts } from '../support/pdfText.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { claimForm, demoContractor } from './claims.support.js';
import { actors, quotationInState, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
let tc: AuthUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR']);
  tc = await demoContractor(t);
});
afterAll(async () => t.close());

interface Line {
  key: string;
  role: 'add' | 'deduct' | 'sum';
  label: string;
  amount: number;
  percent: number | null;
}

const get = (url: string) => t.app.inject({ url, headers: bearer(a.tokens['TERM-CONTRACTOR']) });
const cents = (l: Line): BreakdownLine => ({ ...l, amount: Math.round(l.amount * 100) }) as BreakdownLine;
const money = (dollars: number) =>
  `S$ ${Math.abs(dollars).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const printed = (l: Line) => (l.role === 'deduct' ? `(${money(l.amount)})` : money(l.amount));

/** A completed quotation: an FSR row of S$ 7,015.44 with a 1.2 custodial discount (S$ 300.00), a star-rate row of S$ 1,234.56. */
async function quotationWithDiscountAndStarRate(): Promise<number> {
  const q = await quotationInState(t, a, 'COMPLETED');
  await t.db.updateTable('quotations').set({ less_percent_bp: 3100, star_rate_bp: 500 }).where('id', '=', q).execute();
  const rows = await t.db
    .selectFrom('quotation_items')
    .select('id')
    .where('quotation_id', '=', q)
    .orderBy('sort')
    .execute();
  await t.db
    .updateTable('quotation_items')
    .set({
      rate_cents: 701544,
      quantity_milli: 1000,
      amount_cents: 701544,
      sub_rows: JSON.stringify([{ item_description: 'Custodial', quantity_milli: 1200, amount_cents: 30000 }]),
    })
    .where('id', '=', rows[0].id)
    .execute();
  await t.db
    .updateTable('quotation_items')
    .set({ rate_cents: 123456, quantity_milli: 1000, amount_cents: 123456, is_star_rate: 1, kind: 'star_rate' })
    .where('id', '=', rows[1].id)
    .execute();
  return q;
}

describe('one claim summary in the record, the preview and the PDF', () => {
  it('60 % then the 40 % remainder: the same lines everywhere, adding up to the claim’s figures', async () => {
    const q = await quotationWithDiscountAndStarRate();
    const first = await createClaim(t.db, tc, claimForm(a.schoolId, q, '60'));
    const last = await createClaim(t.db, tc, claimForm(a.schoolId, q, '40'));
    const expected: Record<number, [string, string][]> = {
      // 60 %: 4,209.26 − 180.00 = 4,029.26; less 31 % 1,249.07 → 2,780.19; star rate 740.74 + 5 % 37.04 → 3,557.97.
      [first.id]: [
        ['FSR total', 'S$ 4,209.26'],
        ['Custodial discount', '(S$ 180.00)'],
        ['FSR final total', 'S$ 4,029.26'],
        ['Less 31 %', '(S$ 1,249.07)'],
        ['FSR sub total', 'S$ 2,780.19'],
        ['Star rate items', 'S$ 740.74'],
        ['Star rate addition 5 %', 'S$ 37.04'],
        ['Claim sub total', 'S$ 3,557.97'],
      ],
      // 40 %: the remainder of every figure of the quotation (7,015.44 − 300.00 = 6,715.44; less 2,081.79; 61.73).
      [last.id]: [
        ['FSR total', 'S$ 2,806.18'],
        ['Custodial discount', '(S$ 120.00)'],
        ['FSR final total', 'S$ 2,686.18'],
        ['Less 31 %', '(S$ 832.72)'],
        ['FSR sub total', 'S$ 1,853.46'],
        ['Star rate items', 'S$ 493.82'],
        ['Star rate addition 5 %', 'S$ 24.69'],
        ['Claim sub total', 'S$ 2,371.97'],
      ],
    };
    let subTotals = 0;
    for (const id of [first.id, last.id]) {
      const record = (await get(`/api/claims/${id}`)).json().data;
      const part = record.claim_quotations[0];
      const lines = part.breakdown as Line[];
      expect(lines.map((l) => [l.label, printed(l)])).toEqual(expected[id]);
      expect(breakdownAddsUp(lines.map(cents))).toBe(true);
      expect(part.fsr_final_total).toBeCloseTo(part.fsr_total - part.custodial, 2);
      expect(lines.at(-1)!.amount).toBe(part.claim_sub_total);
      const claimLines = record.breakdown as Line[];
      expect(claimLines.map((l) => [l.key, l.amount])).toEqual([
        ['sub_total', record.sub_total_amount],
        ['gst', record.total_gst],
        ['total', record.total_amount],
      ]);
      subTotals += Math.round(record.sub_total_amount * 100);

      const html = (await get(`/api/claims/${id}/preview`)).body;
      const pdf = (await get(`/api/claims/${id}/report`)).rawPayload;
      const pdfText = pageTexts(pdf).join('');
      expect(pdfText).toContain('No.DescriptionUnitQtyRateAmountClaimed');
      for (const l of [...lines, ...claimLines]) {
        expect(html).toContain(`<th scope="row">${l.label}</th><td class="n">${printed(l)}</td>`);
        expect(pdfText).toContain(`${l.label}${printed(l)}`);
      }
    }
    // 60 % + 40 %: the two claims add up exactly to the quotation's sub total (3,557.97 + 2,371.97 = 5,929.94).
    expect(subTotals).toBe(592994);
  });
});
