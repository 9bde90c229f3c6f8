/**
 * The COP's figures as every tab, the cover and the PDF show them, on SQLite and PostgreSQL: December (the twelfth month
 * of the demo contract years) bills one instalment even when no earlier month was claimed, and the summary, overall,
 * category tabs, cover and PDF add up to the same totals with liquidated damages and a KPI deduction in the month.
 * Expectations come from the school contracts in the database, computed here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COP_CATEGORIES, isPercentCategory } from '../../domain/cop.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { copClient } from './cop.support.js';
import { pageTexts } from '../support/pdfText.js';

let t: TestApp;
let tc: string;
let ma: string;
const cents = (v: number) => Math.round(v * 100);
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

beforeAll(async () => {
  t = await createTestApp();
  [tc, ma] = await Promise.all(['TERM-CONTRACTOR', 'MANAGING-AGENT'].map((r) => t.loginAs(r)));
});
afterAll(async () => t.close());

const { call, generate: generateFor, tab: tabAs } = copClient(() => t);
const generate = (zone: string, year: number, month: number) => generateFor(tc, zone, year, month);
const tab = (id: number, category: string) => tabAs(id, category, tc);
type Row = Record<string, number> & { school_id: number };
const rowsOf = (table: { groups: { rows: Row[] }[] }) => table.groups.flatMap((g) => g.rows);

describe('COP — December, the twelfth month of a contract year', () => {
  it('bills one instalment of every lump-sum category, not the months never claimed', async () => {
    const id = await generate('NORTH', 2026, 12);
    const contracts = await t.db
      .selectFrom('school_contracts')
      .innerJoin('schools', 'schools.id', 'school_contracts.school_id')
      .selectAll('school_contracts')
      .where('schools.zone', '=', 'NORTH')
      .where('from_date', '<=', '2026-12-15')
      .where('to_date', '>=', '2026-12-15')
      .execute();
    expect(contracts.length).toBeGreaterThan(0);
    for (const category of COP_CATEGORIES.filter((c) => !isPercentCategory(c))) {
      const rows = rowsOf((await tab(id, category)).table);
      for (const c of contracts) {
        const contract = Number(c[category]);
        const regular = Math.round(contract / 12);
        const row = rows.find((r) => r.school_id === c.school_id)!;
        expect(cents(row.monthly_claim), `${category} of school ${c.school_id}`).toBe(contract - 11 * regular);
        expect(cents(row.monthly_claim)).toBeLessThan(regular + 12);
      }
    }
  });
});

describe('COP — every tab agrees', () => {
  it('summary rows, summary by type, overall, category tabs, cover and PDF show the same payments', async () => {
    const id = await generate('NORTH', 2027, 5);
    const [a, b] = rowsOf((await tab(id, 'overall')).overall);
    expect(
      (await call('POST', '/api/cop-ld', ma, { school_id: b.school_id, mo: 5, yr: 2027, amount: 250 })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/cop-ld', ma, { school_id: a.school_id, mo: 5, yr: 2027, amount: 10.5 })).statusCode,
    ).toBe(201);
    const kpi = await call('POST', '/api/cop-kpi', ma, {
      zone: 'NORTH',
      type: 'DEDUCTION',
      month: 5,
      year: 2027,
      total_percentage: 1.5,
    });
    expect(kpi.statusCode, kpi.body).toBe(201);

    const overall = (await tab(id, 'overall')).overall;
    const summary = (await tab(id, 'summary')).summary;
    const cover = (await tab(id, 'cover')).cover;
    let categoriesTotal = 0;
    for (const c of COP_CATEGORIES) categoriesTotal += cents((await tab(id, c)).table.total.payment);

    const overallRows = rowsOf(overall);
    type SummaryRow = Record<string, number | string> & { school_id: number; school_type: string };
    const schools = summary.schools as SummaryRow[];
    expect(schools).toHaveLength(overallRows.length);
    // A school's this payment is the same on the summary and the overall tab; its categories add up to it.
    for (const s of schools) {
      const o = overallRows.find((r) => r.school_id === s.school_id)!;
      expect(cents(Number(s.PAYMENT))).toBe(cents(o.payment));
      expect(sum(COP_CATEGORIES.map((c) => cents(Number(s[c.toUpperCase()]))))).toBe(cents(Number(s.PAYMENT)));
    }
    // The by-type table adds up the summary's rows of its type, and the cover shows the same lines.
    const byType = summary.by_type as { school_type: string; payment: number }[];
    for (const ty of byType) {
      const members = schools.filter((s) => s.school_type === ty.school_type);
      expect(cents(ty.payment), ty.school_type).toBe(sum(members.map((s) => cents(Number(s.PAYMENT)))));
      const line = (cover.school_types as { school_type: string; payment: number }[]).find(
        (x) => x.school_type === ty.school_type,
      )!;
      expect(line.payment).toBe(ty.payment);
    }
    const total = cents(cover.total_month_amount);
    expect(sum(byType.map((x) => cents(x.payment)))).toBe(total);
    expect(cents(overall.total.payment)).toBe(total);
    expect(categoriesTotal).toBe(total);
    // Liquidated damages: the summary's column adds up to the cover's, deducted once on the cover.
    expect(sum(schools.map((s) => cents(Number(s.LD))))).toBe(26_050);
    expect(cents(cover.liquidated_damages)).toBe(26_050);
    const kpiAmount = Math.round((total * 150) / 10_000);
    expect(cents(cover.kpi_percentage_amount)).toBe(-kpiAmount);
    expect(cents(cover.sub_total)).toBe(total - kpiAmount - 26_050);

    const pdf = await call('GET', `/api/cops/${id}/report`, tc);
    expect(pdf.statusCode).toBe(200);
    const text = pageTexts(pdf.rawPayload).join('\n');
    // The PDF prints deductions as the screen does: in brackets, two decimals, no currency sign.
    const kpiText = `(${(kpiAmount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })})`;
    expect(text).toContain(kpiText);
    expect(text).toContain('(260.50)');
    expect(text).not.toContain('($');
    // The PDF's summary shows the same per-type payments as the cover.
    for (const ty of byType)
      expect(text).toContain((cents(ty.payment) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    expect(text).toContain('Summary');
  });
});
