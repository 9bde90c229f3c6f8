/**
 * The inspection-side dashboards (spec part 3 §2, §3; issue 15): inspection summary, defect summary, checklist summary
 * and checklist status — each one grouped sum over the rollups of the caller's scope (`inspection_rollups` and
 * `defect_rollups`, kept by triggers: migration 0098), in the selected month when one is given (§5: first to last day),
 * else over the all-time rollup rows. A group whose count fell to zero is no row, as with the grouped tables before.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  CHECKLIST_COLUMN_STATUSES,
  CHECKLIST_COLUMNS,
  CHECKLIST_SUMMARY_STATUSES,
  DEFECT_SUMMARY_STATUSES,
  INSPECTION_SUMMARY_STATUSES,
  monthBounds,
} from '../../../domain/dashboards.js';
import type { Db } from '../../db/index.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { PageQuery } from '../../lib/paging.js';
import { whereInScope } from '../../lib/scope.js';

/** The dashboards' filter; its dates are whole months (monthBounds), the rollups' smallest period. */
export interface MonthFilter {
  school_id?: number;
  category?: string;
  start_date?: string;
  end_date?: string;
}

const countWhen = (value: string) => sql<string>`sum(case when r.status = ${value} then r.n else 0 end)`;
const countWhenIn = (values: readonly string[]) =>
  sql<string>`sum(case when r.status in (${sql.join(values)}) then r.n else 0 end)`;
const n = (v: unknown) => Number(v ?? 0);
const hasRows = sql<SqlBool>`sum(r.n) > 0`;

/**
 * The rollup months a filter selects: the all-time row ('*') without dates, else the months from start to end (which
 * leaves out '*' and the '' of undated rows, both sorting before any yyyy-MM).
 */
function monthCondition(f: MonthFilter): Expression<SqlBool> {
  if (!f.start_date && !f.end_date) return sql<SqlBool>`r.month = '*'`;
  const whole = (d: string, end: boolean) => {
    const b = monthBounds(Number(d.slice(0, 4)), Number(d.slice(5, 7)));
    return b !== null && d === (end ? b.end_date : b.start_date);
  };
  if ((f.start_date && !whole(f.start_date, false)) || (f.end_date && !whole(f.end_date, true)))
    throw new Error(`A dashboard period is whole months: ${f.start_date ?? ''}..${f.end_date ?? ''}`);
  const from = f.start_date ? sql<SqlBool>`r.month >= ${f.start_date.slice(0, 7)}` : sql<SqlBool>`1 = 1`;
  const to = f.end_date ? sql<SqlBool>`r.month <= ${f.end_date.slice(0, 7)}` : sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`r.month > '*' and ${from} and ${to}`;
}

function inspectionsIn(db: Db, user: AuthUser, f: MonthFilter) {
  let q = whereInScope(db.selectFrom('inspection_rollups as r'), user, { school: 'r.school_id', zone: 'r.zone' });
  if (f.school_id) q = q.where('r.school_id', '=', f.school_id);
  if (f.category) q = q.where('r.category', '=', f.category);
  return q.where(monthCondition(f));
}

/** Inspection summary: per school, category and inspection type, the count in each status and their SUMMARY. */
export async function inspectionSummary(db: Db, user: AuthUser, f: MonthFilter) {
  let q = inspectionsIn(db, user, f)
    .innerJoin('schools', 'schools.id', 'r.school_id')
    .where('r.status', 'in', [...INSPECTION_SUMMARY_STATUSES])
    .select(['r.school_id', 'schools.name as school', 'r.category', 'r.inspection_type']);
  for (const s of INSPECTION_SUMMARY_STATUSES) q = q.select(countWhen(s).as(s));
  const rows = await q
    .groupBy(['r.school_id', 'schools.name', 'r.category', 'r.inspection_type'])
    .having(hasRows)
    .orderBy('schools.name')
    .orderBy('r.category')
    .orderBy('r.inspection_type')
    .execute();
  return rows.map((r) => {
    const counts = Object.fromEntries(
      INSPECTION_SUMMARY_STATUSES.map((s) => [s, n((r as Record<string, unknown>)[s])]),
    ) as Record<(typeof INSPECTION_SUMMARY_STATUSES)[number], number>;
    return {
      school_id: r.school_id,
      school: r.school,
      category: r.category,
      inspection_type: r.inspection_type,
      ...counts,
      SUMMARY: INSPECTION_SUMMARY_STATUSES.reduce((sum, s) => sum + counts[s], 0),
    };
  });
}

/** Defect summary: per school, category and checklist type, the defects to follow up and repaired (by when raised). */
export async function defectSummary(db: Db, user: AuthUser, f: MonthFilter) {
  let q = db
    .selectFrom('defect_rollups as r')
    .innerJoin('schools', 'schools.id', 'r.school_id')
    .where('r.status', 'in', Object.values(DEFECT_SUMMARY_STATUSES));
  q = whereInScope(q, user, { school: 'r.school_id', zone: 'r.zone' });
  if (f.school_id) q = q.where('r.school_id', '=', f.school_id);
  if (f.category) q = q.where('r.category', '=', f.category);
  const rows = await q
    .where(monthCondition(f))
    .select([
      'r.school_id',
      'schools.name as school',
      'r.category',
      'r.inspection_type as checklist_type',
      countWhen(DEFECT_SUMMARY_STATUSES['FOLLOW UP']).as('follow_up'),
      countWhen(DEFECT_SUMMARY_STATUSES.REPAIRED).as('repaired'),
    ])
    .groupBy(['r.school_id', 'schools.name', 'r.category', 'r.inspection_type'])
    .having(hasRows)
    .orderBy('schools.name')
    .orderBy('r.category')
    .orderBy('r.inspection_type')
    .execute();
  return rows.map((r) => ({
    school_id: r.school_id,
    school: r.school,
    category: r.category,
    CHECKLIST_TYPE: r.checklist_type,
    'FOLLOW UP': n(r.follow_up),
    REPAIRED: n(r.repaired),
    SUMMARY: n(r.follow_up) + n(r.repaired),
  }));
}

type ChecklistCounts = { DRAFT: number; SUBMITTED: number; APPROVED: number; TOTAL: number };
const checklistCounts = (r: Record<string, unknown>): ChecklistCounts => {
  const c = { DRAFT: n(r.DRAFT), SUBMITTED: n(r.SUBMITTED), APPROVED: n(r.APPROVED) };
  return { ...c, TOTAL: c.DRAFT + c.SUBMITTED + c.APPROVED };
};
const selectChecklistCounts = () => CHECKLIST_COLUMNS.map((c) => countWhenIn(CHECKLIST_COLUMN_STATUSES[c]).as(c));

/** Checklist summary: schools by checklist name, with Pending TC, Pending MA, Approved, Total (CHECKLIST_COLUMN_STATUSES). */
export async function checklistSummary(db: Db, user: AuthUser, f: MonthFilter) {
  const rows = await inspectionsIn(db, user, f)
    .innerJoin('schools', 'schools.id', 'r.school_id')
    .where('r.status', 'in', [...CHECKLIST_SUMMARY_STATUSES])
    .select(['r.school_id', 'schools.name as school', 'r.checklist_name'])
    .select(selectChecklistCounts())
    .groupBy(['r.school_id', 'schools.name', 'r.checklist_name'])
    .having(hasRows)
    .orderBy('schools.name')
    .orderBy('r.checklist_name')
    .execute();
  const bySchool = new Map<
    number,
    { school_id: number; school: string; checklists: ({ name: string } & ChecklistCounts)[] }
  >();
  for (const r of rows) {
    const entry = bySchool.get(r.school_id) ?? { school_id: r.school_id, school: r.school, checklists: [] };
    entry.checklists.push({ name: r.checklist_name, ...checklistCounts(r as Record<string, unknown>) });
    bySchool.set(r.school_id, entry);
  }
  return [...bySchool.values()];
}

/**
 * Checklist status: one row per checklist template of the category (paged), with its inspections of the month in the
 * caller's scope — of one school when one is chosen, else of ALL schools.
 */
export async function checklistStatus(db: Db, user: AuthUser, f: MonthFilter, page: PageQuery) {
  let templates = db.selectFrom('checklists');
  if (f.category) templates = templates.where('checklists.category', '=', f.category);
  const { total } = await templates
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const list = await templates
    .select(['checklists.id', 'checklists.name', 'checklists.frequency'])
    .orderBy('checklists.name')
    .orderBy('checklists.id')
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
  const ids = list.map((c) => c.id);
  const counts = ids.length
    ? await inspectionsIn(db, user, f)
        .where('r.checklist_id', 'in', ids)
        .select(['r.checklist_id'])
        .select(selectChecklistCounts())
        .groupBy('r.checklist_id')
        .execute()
    : [];
  const byId = new Map(counts.map((c) => [c.checklist_id, checklistCounts(c as Record<string, unknown>)]));
  const data = list.map((c) => {
    const k = byId.get(c.id) ?? { DRAFT: 0, SUBMITTED: 0, APPROVED: 0, TOTAL: 0 };
    return {
      checklist_id: c.id,
      checklist: c.name,
      frequency: c.frequency,
      school_id: f.school_id ?? null,
      break_down: { PENDING_TC: k.DRAFT, PENDING_MA: k.SUBMITTED, APPROVED: k.APPROVED },
    };
  });
  return { data, total: Number(total) };
}

/** How many inspections of these statuses the caller's inspection list holds (the to-do badge), off the rollups. */
export async function countInspections(db: Db, user: AuthUser, statuses: readonly string[]): Promise<number> {
  const row = await inspectionsIn(db, user, {})
    .where('r.status', 'in', [...statuses])
    .select(sql<string>`coalesce(sum(r.n), 0)`.as('n'))
    .executeTakeFirst();
  return n(row?.n);
}
