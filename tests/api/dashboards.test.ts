/**
 * Dashboards (issue 15, spec part 3 §2, §3, §5, §7), on SQLite and PostgreSQL: every cell of every dashboard against a
 * known set of records (tests/api/dashboards.support.ts) and against sums computed here from the raw rows; the
 * quotation dashboard's amounts against the quotation list with the same filter; roles, scope, validation and exports.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKLIST_COLUMN_STATUSES,
  CHECKLIST_COLUMNS,
  QUOTATION_SUMMARY_COLUMNS,
  quotationColumnsOf,
} from '../../domain/dashboards.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { MONTH, seedKnownSet } from './dashboards.support.js';

let t: TestApp;
let tokens: Record<string, string>;
let known: Awaited<ReturnType<typeof seedKnownSet>>;
const ROLES = ['SCD', 'MANAGING-AGENT', 'OPERATIONS-MANAGER', 'TERM-CONTRACTOR', 'ADMIN', 'TECHNICIAN'];

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_MS: '100' } });
  tokens = {};
  for (const r of ROLES) tokens[r] = await t.loginAs(r);
  known = await seedKnownSet(t);
});
afterAll(async () => t.close());

const get = (url: string, role = 'SCD') => t.app.inject({ url, headers: bearer(tokens[role]) });
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

describe('inspection dashboards', () => {
  const q = `month=${MONTH.month}&year=${MONTH.year}`;
  it('counts the month’s inspections per school, category and type in each status', async () => {
    const res = await get(`/api/dashboard/inspection-summary?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ month: 7, year: 2031 });
    expect(res.json().data).toEqual(
      [
        {
          school_id: known.schools.north.id,
          school: known.schools.north.name,
          category: 'BUILDING-MAINTENANCE',
          inspection_type: 'ADHOC',
          SUBMITTED: 0,
          ACKNOWLEDGED: 0,
          APPROVED: 1,
          REJECTED: 0,
          SUMMARY: 1,
        },
        {
          school_id: known.schools.north.id,
          school: known.schools.north.name,
          category: 'BUILDING-MAINTENANCE',
          inspection_type: 'REGULAR',
          SUBMITTED: 2,
          ACKNOWLEDGED: 1,
          APPROVED: 1,
          REJECTED: 1,
          SUMMARY: 5,
        },
        {
          school_id: known.schools.south.id,
          school: known.schools.south.name,
          category: 'TURFING-AND-PLANTING-MAINTENANCE',
          inspection_type: 'ADHOC',
          SUBMITTED: 1,
          ACKNOWLEDGED: 0,
          APPROVED: 0,
          REJECTED: 0,
          SUMMARY: 1,
        },
      ].sort((a, b) => a.school.localeCompare(b.school)),
    );
    const tp = (
      await get(`/api/dashboard/inspection-summary?${q}&inspection_category=TURFING-AND-PLANTING-MAINTENANCE`)
    ).json();
    expect(tp.data.map((r: { school_id: number }) => r.school_id)).toEqual([known.schools.south.id]);
    const school = (await get(`/api/dashboard/inspection-summary?${q}&school_id=${known.schools.south.id}`)).json();
    expect(school.data).toHaveLength(1);
  });

  it('counts defects to follow up and repaired by the day they were raised, within the month’s last second', async () => {
    const res = await get(`/api/dashboard/defects-summary?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        school_id: known.schools.north.id,
        school: known.schools.north.name,
        category: 'BUILDING-MAINTENANCE',
        CHECKLIST_TYPE: 'ADHOC',
        'FOLLOW UP': 0,
        REPAIRED: 1,
        SUMMARY: 1,
      },
      {
        school_id: known.schools.north.id,
        school: known.schools.north.name,
        category: 'BUILDING-MAINTENANCE',
        CHECKLIST_TYPE: 'REGULAR',
        'FOLLOW UP': 2,
        REPAIRED: 1,
        SUMMARY: 3,
      },
    ]);
  });

  it('summarises checklists per school (Pending TC, Pending MA, Approved, Total) and pages the checklist status', async () => {
    const summary = (await get(`/api/dashboard/checklist-summary?${q}&category=BUILDING-MAINTENANCE`)).json();
    expect(summary.data).toEqual([
      {
        school_id: known.schools.north.id,
        school: known.schools.north.name,
        // Pending TC: the draft and the rejected one (back with the preparer); Pending MA: two submitted and the
        // acknowledged one (the MA has not decided); Approved: the regular and the ad-hoc.
        checklists: [{ name: known.checklist.name, DRAFT: 2, SUBMITTED: 3, APPROVED: 2, TOTAL: 7 }],
      },
    ]);
    const status = await get(
      `/api/dashboard/checklist-status?${q}&inspection_category=BUILDING-MAINTENANCE&per_page=500`,
    );
    expect(status.statusCode, status.body).toBe(200);
    const templates = await t.db
      .selectFrom('checklists')
      .select('id')
      .where('category', '=', 'BUILDING-MAINTENANCE')
      .execute();
    expect(status.json().meta.total).toBe(templates.length);
    const row = status.json().data.find((r: { checklist_id: number }) => r.checklist_id === known.checklist.id);
    expect(row).toMatchObject({
      checklist: known.checklist.name,
      school_id: null,
      month: 7,
      year: 2031,
      break_down: { PENDING_TC: 2, PENDING_MA: 3, APPROVED: 2 },
    });
    const south = (
      await get(`/api/dashboard/checklist-status?${q}&school_id=${known.schools.south.id}&per_page=500`)
    ).json();
    expect(south.data.find((r: { checklist_id: number }) => r.checklist_id === known.checklist.id).break_down).toEqual({
      PENDING_TC: 0,
      PENDING_MA: 1,
      APPROVED: 0,
    });
    const paged = (await get(`/api/dashboard/checklist-status?${q}&per_page=1&page=2`)).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.current_page).toBe(2);
  });

  it('shows in every checklist cell the number of checklists its link opens in the inspection list', async () => {
    const summary = (await get(`/api/dashboard/checklist-summary?${q}&category=BUILDING-MAINTENANCE`)).json();
    let cells = 0;
    for (const school of summary.data as { school_id: number; checklists: Record<string, number | string>[] }[])
      for (const c of school.checklists)
        for (const column of CHECKLIST_COLUMNS) {
          const link = new URLSearchParams({
            status: CHECKLIST_COLUMN_STATUSES[column].join(','),
            school_id: String(school.school_id),
            checklist_name: String(c.name),
            inspection_category: 'BUILDING-MAINTENANCE',
            start_date: '2031-07-01',
            end_date: '2031-07-31',
            per_page: '1',
          });
          // The list takes several statuses as repeated parameters, as the page sends the link's comma list.
          link.delete('status');
          for (const st of CHECKLIST_COLUMN_STATUSES[column]) link.append('status[]', st);
          const list = (await get(`/api/inspection-schedule?${link}`)).json();
          expect(list.meta.total, `${c.name} ${column}`).toBe(c[column]);
          cells++;
        }
    expect(cells).toBeGreaterThan(0);
    // Every status in the month lands in exactly one column, but PENDING_CONFIRMATION (a plan nobody took on).
    const all = await t.db
      .selectFrom('inspections')
      .select('status')
      .where('inspected_at', '>=', '2031-07-01')
      .where('inspected_at', '<=', '2031-07-31')
      .where('inspection_category', '=', 'BUILDING-MAINTENANCE')
      .execute();
    const counted = all.filter((r) => r.status !== 'PENDING_CONFIRMATION').length;
    const totals = (summary.data as { checklists: { TOTAL: number }[] }[]).flatMap((s) =>
      s.checklists.map((c) => c.TOTAL),
    );
    expect(totals.reduce((a, b) => a + b, 0)).toBe(counted);
  });

  it('scopes an operations manager to their own school', async () => {
    const res = (await get(`/api/dashboard/inspection-summary?${q}`, 'OPERATIONS-MANAGER')).json();
    expect(res.data).toEqual([]);
  });

  it('refuses a month without a year (and the reverse) with the field, and a bad category', async () => {
    const noYear = await get('/api/dashboard/inspection-summary?month=7');
    expect(noYear.statusCode).toBe(422);
    expect(noYear.json().errors).toEqual({ year: ['The year field is required when month is present.'] });
    const noMonth = await get('/api/dashboard/defects-summary?year=2031');
    expect(noMonth.json().errors).toEqual({ month: ['The month field is required when year is present.'] });
    const month13 = await get('/api/dashboard/inspection-summary?month=13&year=2031');
    expect(month13.statusCode).toBe(422);
    expect(Object.keys(month13.json().errors)).toEqual(['month']);
    const category = await get('/api/dashboard/defects-summary?inspection_category=NOPE');
    expect(category.statusCode).toBe(422);
    expect(Object.keys(category.json().errors)).toEqual(['inspection_category']);
  });
});

describe('APV dashboard', () => {
  it('lists the period’s approved quotations per fund with approval, WSO, claim and invoice figures', async () => {
    const res = await get('/api/dashboard/apv-monthly?start_date=2031-07-01&end_date=2031-07-31');
    expect(res.statusCode, res.body).toBe(200);
    const { SCHOOL, MOE } = res.json().data.schools;
    expect(SCHOOL.data.map((r: { quotation_reference: string }) => r.quotation_reference)).toEqual(['DSH-2']);
    expect(SCHOOL.data[0]).toMatchObject({
      approved_on: '2031-07-21',
      wso_date: null,
      claim_date: '2031-07-26',
      invoice_date: '2031-07-25',
      quotation_amount: 250.55,
      claim_submit_amount: 150,
      invoice_amount: 100,
    });
    expect(SCHOOL).toMatchObject({
      total_quotation_amount: 250.55,
      total_claim_amount: 150,
      total_invoice_amount: 100,
    });
    expect(MOE.data.map((r: { quotation_reference: string }) => r.quotation_reference)).toEqual(['DSH-5', 'DSH-3']);
    expect(MOE.data[0]).toMatchObject({ approved_on: '2031-07-18', claim_submit_amount: 0, claim_date: null });
    expect(MOE.data[1]).toMatchObject({
      epi_reference_no: 'EPI-77',
      epo_reference_no: 'EPO-77',
      wso_date: '2031-07-29',
      claim_submit_amount: 0.99,
      invoice_amount: 0,
    });
    expect(MOE).toMatchObject({ total_quotation_amount: 1, total_claim_amount: 0.99, total_invoice_amount: 0 });
    const other = await get(
      `/api/dashboard/apv-monthly?start_date=2031-07-01&end_date=2031-07-31&school_id=${known.schools.south.id}`,
    );
    expect(other.json().data.schools.SCHOOL.data).toEqual([]);
    expect(
      other.json().data.schools.MOE.data.map((r: { quotation_reference: string }) => r.quotation_reference),
    ).toEqual(['DSH-5']);
  });

  it('refuses a bad date and an end before the start', async () => {
    const bad = await get('/api/dashboard/apv-monthly?start_date=2031-02-30');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.start_date).toEqual(['The date must be in the format yyyy-MM-dd.']);
    const reversed = await get('/api/dashboard/apv-monthly?start_date=2031-07-02&end_date=2031-07-01');
    expect(reversed.json().errors.end_date).toEqual(['The end date must not be before the start date.']);
  });
});

describe('dashboard exports', () => {
  async function runExport(body: Record<string, unknown>, role = 'SCD') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/exports',
      headers: bearer(tokens[role]),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    let task = res.json().data;
    // On PostgreSQL pg-boss hands the job over a moment later: wait for its end as the browser does.
    for (let i = 0; i < 300 && task.status !== 'SUCCESS' && task.status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      task = (await get(`/api/dashboard/exports/${task.id}`, role)).json().data;
    }
    expect(task.status).toBe('SUCCESS');
    const file = await t.app.inject({ url: task.report_url, headers: bearer(tokens[role]) });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    return { book, task, id: res.json().data.id as number };
  }

  it('writes the defect summary, the APV and the monthly summary report as workbooks of the same figures', async () => {
    const defects = await runExport({ report: 'DEFECT_SUMMARY', month: 7, year: 2031 });
    const sheet = defects.book.getWorksheet('Defects')!;
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      known.schools.north.name,
      'BUILDING-MAINTENANCE',
      'REGULAR',
      2,
      1,
      3,
    ]);
    const apv = await runExport({ report: 'APV', start_date: '2031-07-01', end_date: '2031-07-31', tab: 'MOE' });
    const moe = apv.book.getWorksheet('APV MOE')!;
    expect(moe.getRow(2).getCell(2).value).toBe('DSH-5');
    expect(moe.getRow(4).getCell('L').value).toBe(1); // the Total row's quotation amount, S$ 1.00
    const monthly = await runExport({
      report: 'MONTHLY_SUMMARY',
      month: 7,
      year: 2031,
      inspection_category: 'BUILDING-MAINTENANCE',
    });
    expect(monthly.book.getWorksheet('Checklists')!.getRow(2).values).toEqual([
      undefined,
      known.schools.north.name,
      known.checklist.name,
      2,
      3,
      2,
      7,
    ]);
    expect(monthly.task.file_name).toMatch(/^monthly-summary-2031-07-\d+\.xlsx$/);
  });

  it('keeps an export its owner’s, and refuses an unknown report', async () => {
    const { id } = await runExport({ report: 'DEFECT_SUMMARY' });
    expect((await get(`/api/dashboard/exports/${id}`, 'MANAGING-AGENT')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/exports',
      headers: bearer(tokens.SCD),
      payload: { report: 'EVERYTHING' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ report: ['The selected report is invalid.'] });
  });
});
