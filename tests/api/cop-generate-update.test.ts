/**
 * Contract progress claims through the real server on SQLite and PostgreSQL: a month generated for a zone, and its rows
 * updated (percentages, caps, variations, deductions) with cumulative figures across months. Expected figures are
 * computed here from the school contracts in the database, independently of the server.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COP_CATEGORIES } from '../../domain/cop.js';
import { generateDueClaims } from '../../server/services/cops/generate.js';
import type { TestApp } from '../support/testApp.js';
import { cents, copFixture, type Row } from './cop.support.js';

const fx = copFixture();
const { call, generate, tab, rowsOf, contracts } = fx;
let t: TestApp;
let tc: string;
let ma: string;
let admin: string;
let om: string;
beforeAll(() => {
  ({ t, tc, ma, admin, om } = fx);
});

describe('COP — generating a month', () => {
  it('creates one claim per zone and month with a line per school and category from the school contracts', async () => {
    const id = await generate('NORTH', 2027, 3);
    const cover = await tab(id, 'cover');
    expect(cover.claim).toMatchObject({
      reference_number: 'COP-NORTH-202703',
      status: 'DRAFT',
      zone: 'NORTH',
      payment_claim_no: 1,
      total_label: 'Total for the month of March 2027',
    });
    expect(cover.claim.description).toContain('March 2027');
    expect(cover.claim.actions).toEqual(expect.arrayContaining(['update', 'sign_prepared', 'submit']));
    const lines = await t.db.selectFrom('cop_lines').selectAll().where('cop_id', '=', id).execute();
    const schools = await contracts('NORTH', 2027, 3);
    expect(schools.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(schools.length * COP_CATEGORIES.length);
    // Scheduled maintenance is a lump sum: a twelfth of the contract year's amount each month.
    const sm = rowsOf((await tab(id, 'schedule_maintenance')).table);
    for (const s of schools) {
      const row = sm.find((r) => r.school_id === s.school_id)!;
      expect(cents(Number(row.contract_amount))).toBe(Number(s.schedule_maintenance));
      expect(cents(Number(row.monthly_claim))).toBe(Math.round(Number(s.schedule_maintenance) / 12));
      expect(row.payment).toBe(row.monthly_claim);
    }
    // The contract sum is the zone's school contracts (every year, every category), not a fixed figure.
    const all = await t.db
      .selectFrom('school_contracts')
      .innerJoin('schools', 'schools.id', 'school_contracts.school_id')
      .selectAll('school_contracts')
      .where('schools.zone', '=', 'NORTH')
      .execute();
    const sum = all.reduce((s, c) => s + COP_CATEGORIES.reduce((x, k) => x + Number(c[k]), 0), 0);
    expect(cents(cover.cover.contract_sum)).toBe(sum);
  });

  it('refuses a second claim for the month, a zone outside the user, and roles that do not prepare claims', async () => {
    expect((await call('POST', '/api/cops', tc, { zone: 'NORTH', year: 2027, month: 3 })).statusCode).toBe(409);
    const outside = await call('POST', '/api/cops', tc, { zone: 'SOUTH', year: 2027, month: 3 });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.zone).toBeDefined();
    expect((await call('POST', '/api/cops', ma, { zone: 'NORTH', year: 2027, month: 4 })).statusCode).toBe(403);
    expect((await call('POST', '/api/cops', om, { zone: 'NORTH', year: 2027, month: 4 })).statusCode).toBe(403);
    const bad = await call('POST', '/api/cops', tc, { zone: 'NORTH', year: 2027, month: 13 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.month).toBeDefined();
  });

  it('generates the month of every zone with running contracts once (the first-day job)', async () => {
    const first = await generateDueClaims(t.db, new Date(Date.UTC(2026, 4, 1)), 'UTC');
    const zones = await t.db
      .selectFrom('schools')
      .innerJoin('school_contracts', 'school_contracts.school_id', 'schools.id')
      .select('schools.zone')
      .distinct()
      .where('from_date', '<=', '2026-05-31')
      .where('to_date', '>=', '2026-05-01')
      .execute();
    expect(first).toHaveLength(zones.length);
    expect(await generateDueClaims(t.db, new Date(Date.UTC(2026, 4, 20)), 'UTC')).toEqual([]);
  });

  it("generates December's claims at 00:30 on 1 December in the installation's zone (16:30 UTC on 30 November)", async () => {
    const sgt0030 = new Date('2026-11-30T16:30:00Z');
    // In UTC it is still November: the job makes November's claims, not December's.
    const november = await generateDueClaims(t.db, sgt0030, 'UTC');
    const periodsOf = async (ids: number[]) =>
      ids.length
        ? (await t.db.selectFrom('cops').select('period').where('id', 'in', ids).execute()).map((r) => r.period)
        : [];
    expect(new Set(await periodsOf(november)).size).toBeLessThanOrEqual(1);
    const december = await generateDueClaims(t.db, sgt0030, 'Asia/Singapore');
    expect(december.length).toBeGreaterThan(0);
    const periods = new Set(await periodsOf(december));
    expect(periods.size).toBe(1);
    expect([...periods].map(Number)).toEqual([202612]);
    expect(await periodsOf(november)).not.toContain([...periods][0]);
  });
});

describe('COP — updating rows', () => {
  it('computes general R&R by percentage, sums groups and total, and forces negative or empty amounts to 0', async () => {
    const id = await generate('NORTH', 2027, 5);
    const rows = rowsOf((await tab(id, 'general_r_and_r')).table);
    const [a, b] = rows;
    const r = await call('POST', `/api/cops/${id}`, tc, {
      category: 'general_r_and_r',
      cop_detail_school: [
        {
          id: a.id,
          school_id: a.school_id,
          grn_percentage: 12.5,
          addition: '100.10',
          omission: -5,
          deduction: '',
          reference: 'VO-1',
          monthly_claim: 1,
        },
        { id: b.id, school_id: b.school_id, grn_percentage: '30', addition: null, omission: 20, deduction: 7.25 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Update successful');
    const table = r.json().data.table;
    const after = rowsOf(table);
    const ra = after.find((x) => x.id === a.id)!;
    const rb = after.find((x) => x.id === b.id)!;
    const ca = cents(Number(ra.contract_amount));
    const cb = cents(Number(rb.contract_amount));
    expect(cents(Number(ra.monthly_claim))).toBe(Math.round((ca * 125) / 1000));
    expect(cents(Number(ra.payment))).toBe(Math.round((ca * 125) / 1000) + 10010);
    expect(ra).toMatchObject({
      grn_percentage: 12.5,
      summarygrnpercentage: 12.5,
      omission: 0,
      deduction: 0,
      reference: 'VO-1',
    });
    expect(cents(Number(rb.payment))).toBe(Math.round((cb * 30) / 100) - 2000 - 725);
    for (const g of table.groups)
      expect(cents(g.sub_total.payment)).toBe(g.rows.reduce((s: number, x: Row) => s + cents(Number(x.payment)), 0));
    expect(cents(table.total.payment)).toBe(after.reduce((s, x) => s + cents(Number(x.payment)), 0));
    const bad = await call('POST', `/api/cops/${id}`, tc, {
      category: 'general_r_and_r',
      cop_detail_school: [{ id: a.id, addition: '1.234' }, { id: 999999 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['cop_detail_school.0.addition', 'cop_detail_school.1.id']);
    expect(rowsOf((await tab(id, 'general_r_and_r')).table).find((x) => x.id === a.id)!.addition).toBe(100.1);
  });

  it('caps the percentage at 100 minus what earlier claims of the contract year took, and carries cumulative figures', async () => {
    const june = await generate('NORTH', 2027, 6);
    // May (the test above) gave the first school 12.5 %: June may take 87.5 % more at most.
    const [first, , line] = rowsOf((await tab(june, 'general_r_and_r')).table);
    const juneAnswer = await call('POST', `/api/cops/${june}`, tc, {
      category: 'general_r_and_r',
      cop_detail_school: [
        { id: first.id, grn_percentage: 90 },
        { id: line.id, grn_percentage: 90, deduction: 10 },
      ],
    });
    const juneFirst = rowsOf(juneAnswer.json().data.table).find((x) => x.id === first.id)!;
    expect(juneFirst).toMatchObject({ grn_percentage: 87.5, summarygrnpercentage: 100 });
    const july = await generate('NORTH', 2027, 7);
    const jrow = rowsOf((await tab(july, 'general_r_and_r')).table).find((x) => x.school_id === line.school_id)!;
    const r = await call('POST', `/api/cops/${july}`, tc, {
      category: 'general_r_and_r',
      cop_detail_school: [{ id: jrow.id, grn_percentage: 30 }],
    });
    const capped = rowsOf(r.json().data.table).find((x) => x.id === jrow.id)!;
    expect(capped.grn_percentage).toBe(10);
    expect(capped.summarygrnpercentage).toBe(100);
    const junePayment = cents(
      Number(rowsOf((await tab(june, 'general_r_and_r')).table).find((x) => x.id === line.id)!.payment),
    );
    expect(cents(Number(capped.summarypayment))).toBe(junePayment);
    expect(capped.summarydeduction).toBe(10);
  });

  it('lets only the preparing roles update, and only while DRAFT', async () => {
    const id = await generate('NORTH', 2027, 8);
    const row = rowsOf((await tab(id, 'custodial_repairs')).table)[0];
    const body = { category: 'custodial_repairs', cop_detail_school: [{ id: row.id, deduction: 1 }] };
    expect((await call('POST', `/api/cops/${id}`, ma, body)).statusCode).toBe(403);
    expect((await call('POST', `/api/cops/${id}`, admin, body)).statusCode).toBe(200);
  });
});
