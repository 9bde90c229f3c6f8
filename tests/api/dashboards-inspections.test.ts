/**
 * The inspection dashboards, on SQLite and PostgreSQL: every cell against a known set of records
 * (tests/api/dashboards.support.ts) and against counts computed here from the raw rows; scope and validation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_COLUMN_STATUSES, CHECKLIST_COLUMNS } from '../../domain/dashboards.js';
import type { TestApp } from '../support/testApp.js';
import { dashboardsFixture, MONTH } from './dashboards.support.js';

const fx = dashboardsFixture();
const { get } = fx;
let t: TestApp;
let known: typeof fx.known;
beforeAll(() => {
  ({ t, known } = fx);
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
