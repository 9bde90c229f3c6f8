/**
 * The quotation dashboard, on SQLite and PostgreSQL: every cell against a known set of records
 * (tests/api/dashboards.support.ts) and against sums computed here from the raw rows, its amounts against the quotation
 * list with the same filter, and its roles and scope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { QUOTATION_SUMMARY_COLUMNS, quotationColumnsOf } from '../../domain/dashboards.js';
import type { TestApp } from '../support/testApp.js';
import { dashboardsFixture } from './dashboards.support.js';

const fx = dashboardsFixture();
const { get } = fx;
let t: TestApp;
let known: typeof fx.known;
beforeAll(() => {
  ({ t, known } = fx);
});

const cols = ['pending', 'approved', 'completed', 'paid', 'rejected'] as const;

/** The expected summary computed here, record by record, with domain's column rule. */
async function expectedSummary(
  key: (q: { zone: string; school_id: number; date: string }) => string,
  schoolId?: number,
) {
  let q = t.db
    .selectFrom('quotations')
    .select(['zone', 'school_id', 'date', 'status', 'payment_status', 'total_cents']);
  if (schoolId) q = q.where('school_id', '=', schoolId);
  const out = new Map<string, { cents: Record<string, number>; counts: Record<string, number> }>();
  for (const r of await q.execute()) {
    for (const c of quotationColumnsOf(r)) {
      const k = key(r);
      const e = out.get(k) ?? { cents: {}, counts: {} };
      e.cents[c] = (e.cents[c] ?? 0) + Number(r.total_cents);
      e.counts[c] = (e.counts[c] ?? 0) + 1;
      out.set(k, e);
    }
  }
  return out;
}

type SummaryJson = { key: string; counts: Record<string, number> } & Record<(typeof cols)[number], number>;

function expectRowsMatch(rows: SummaryJson[], expected: Awaited<ReturnType<typeof expectedSummary>>) {
  expect(rows.map((r) => r.key).sort()).toEqual([...expected.keys()].sort());
  for (const row of rows) {
    const e = expected.get(row.key)!;
    QUOTATION_SUMMARY_COLUMNS.forEach((c, i) => {
      expect(Math.round(row[cols[i]] * 100), `${row.key} ${c}`).toBe(e.cents[c] ?? 0);
      expect(row.counts[cols[i]], `${row.key} ${c} count`).toBe(e.counts[c] ?? 0);
    });
  }
}

describe('quotation dashboard', () => {
  it('sums every zone, school and month column from the records, with a Total row', async () => {
    const zone = (await get('/api/dashboard/quotation-zone-summary')).json();
    expectRowsMatch(zone.data, await expectedSummary((q) => q.zone));
    for (const c of cols)
      expect(zone.total[c]).toBeCloseTo(
        zone.data.reduce((s: number, r: SummaryJson) => s + r[c], 0),
        2,
      );
    const school = (await get('/api/dashboard/quotation-school-summary')).json();
    expectRowsMatch(school.data, await expectedSummary((q) => String(q.school_id)));
    expect(school.data.find((r: SummaryJson) => r.key === String(known.schools.north.id)).label).toBe(
      known.schools.north.name,
    );
    const month = (await get('/api/dashboard/quotation-month-summary')).json();
    expectRowsMatch(month.data, await expectedSummary((q) => q.date.slice(0, 7)));
  });

  it('gives the known month exactly the known amounts (paid inside completed; draft and void nowhere)', async () => {
    const month = (await get('/api/dashboard/quotation-month-summary')).json();
    const july = month.data.find((r: SummaryJson) => r.key === '2031-07');
    expect(july).toMatchObject({
      pending: 1033.43, // 1,000.00 + 0.10 + 33.33 (ACKNOWLEDGE is waiting too)
      approved: 0.01,
      completed: 251.54, // 250.55 paid + 0.99
      paid: 250.55,
      rejected: 1234.56,
      counts: { pending: 3, approved: 1, completed: 2, paid: 1, rejected: 1 },
    });
  });

  it('equals the sums of the quotation list the cells link to (same status and zone, school or month)', async () => {
    const listSum = async (query: string) => {
      let cents = 0;
      let count = 0;
      for (let page = 1; page <= 100; page++) {
        const res = await get(`/api/quotations?${query}&per_page=500&page=${page}`);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        for (const r of body.data) cents += Math.round(r.total_amount * 100);
        count += body.data.length;
        if (page >= body.meta.last_page) break;
      }
      return { cents, count };
    };
    const statusOf = {
      pending: 'PENDING',
      approved: 'APPROVED',
      completed: 'COMPLETED',
      paid: 'PAID',
      rejected: 'REJECTED',
    };
    const zone = (await get('/api/dashboard/quotation-zone-summary')).json();
    const month = (await get('/api/dashboard/quotation-month-summary')).json();
    const school = (await get('/api/dashboard/quotation-school-summary')).json();
    const cells = [
      ...zone.data.map((r: SummaryJson) => [r, `zone=${r.key}`]),
      [month.data.find((r: SummaryJson) => r.key === '2031-07'), 'month=2031-07'],
      [
        school.data.find((r: SummaryJson) => r.key === String(known.schools.north.id)),
        `school=${known.schools.north.id}`,
      ],
    ];
    for (const [row, filter] of cells)
      for (const c of cols) {
        const sum = await listSum(`status=${statusOf[c]}&${filter}`);
        expect(sum.cents, `${filter} ${c}`).toBe(Math.round(row[c] * 100));
        expect(sum.count, `${filter} ${c} count`).toBe(row.counts[c]);
      }
  });

  it('is for SCD, MA, OM, TC (and admin) only; the per-school summary for SCD; an OM sees their own school', async () => {
    expect((await get('/api/dashboard/quotation-zone-summary', 'TECHNICIAN')).statusCode).toBe(403);
    expect((await get('/api/dashboard/quotation-school-summary', 'ADMIN')).statusCode).toBe(200);
    for (const role of ['MANAGING-AGENT', 'OPERATIONS-MANAGER', 'TERM-CONTRACTOR']) {
      expect((await get('/api/dashboard/quotation-month-summary', role)).statusCode).toBe(200);
      expect((await get('/api/dashboard/quotation-school-summary', role)).statusCode).toBe(403);
    }
    const om = await t.db
      .selectFrom('users')
      .select('school_id')
      .where('email', '=', 'operations-manager@caretaker.test')
      .executeTakeFirstOrThrow();
    const zone = (await get('/api/dashboard/quotation-zone-summary', 'OPERATIONS-MANAGER')).json();
    expectRowsMatch(zone.data, await expectedSummary((q) => q.zone, om.school_id!));
    expect((await t.app.inject({ url: '/api/dashboard/quotation-zone-summary' })).statusCode).toBe(401);
  });
});
