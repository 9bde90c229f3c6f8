/**
 * The inspection-side dashboards (spec part 3 §2, §3; issue 15): inspection summary, defect summary, checklist summary
 * and checklist status — each one grouped count over the caller's scope of inspections (services/inspections/scope.ts),
 * in the selected month when one is given (§5: first to last day).
 */
import { sql } from 'kysely';
import {
  CHECKLIST_COLUMN_STATUSES,
  CHECKLIST_COLUMNS,
  CHECKLIST_SUMMARY_STATUSES,
  DEFECT_SUMMARY_STATUSES,
  INSPECTION_SUMMARY_STATUSES,
} from '../../../domain/dashboards.js';
import type { Db } from '../../db/index.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { PageQuery } from '../../lib/paging.js';
import { scopeInspections } from '../inspections/repository.js';
import { whereInScope } from '../../lib/scope.js';

export interface MonthFilter {
  school_id?: number;
  category?: string;
  start_date?: string;
  end_date?: string;
}

const countWhen = (column: string, value: string) =>
  sql<string>`sum(case when ${sql.ref(column)} = ${value} then 1 else 0 end)`;
const countWhenIn = (column: string, values: readonly string[]) =>
  sql<string>`sum(case when ${sql.ref(column)} in (${sql.join(values)}) then 1 else 0 end)`;
const n = (v: unknown) => Number(v ?? 0);

function inspectionsIn(db: Db, user: AuthUser, f: MonthFilter) {
  let q = scopeInspections(db.selectFrom('inspections'), user);
  if (f.school_id) q = q.where('inspections.school_id', '=', f.school_id);
  if (f.category) q = q.where('inspections.inspection_category', '=', f.category);
  if (f.start_date) q = q.where('inspections.inspected_at', '>=', f.start_date);
  if (f.end_date) q = q.where('inspections.inspected_at', '<=', f.end_date);
  return q;
}

/** Inspection summary: per school, category and inspection type, the count in each status and their SUMMARY. */
export async function inspectionSummary(db: Db, user: AuthUser, f: MonthFilter) {
  let q = inspectionsIn(db, user, f)
    .innerJoin('schools', 'schools.id', 'inspections.school_id')
    .where('inspections.status', 'in', [...INSPECTION_SUMMARY_STATUSES])
    .select([
      'inspections.school_id',
      'schools.name as school',
      'inspections.inspection_category as category',
      'inspections.inspection_type',
    ]);
  for (const s of INSPECTION_SUMMARY_STATUSES) q = q.select(countWhen('inspections.status', s).as(s));
  const rows = await q
    .groupBy([
      'inspections.school_id',
      'schools.name',
      'inspections.inspection_category',
      'inspections.inspection_type',
    ])
    .orderBy('schools.name')
    .orderBy('inspections.inspection_category')
    .orderBy('inspections.inspection_type')
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
    .selectFrom('defects')
    .innerJoin('inspections', 'inspections.id', 'defects.inspection_id')
    .innerJoin('schools', 'schools.id', 'defects.school_id')
    .where('defects.status', 'in', Object.values(DEFECT_SUMMARY_STATUSES));
  q = whereInScope(q, user, { school: 'defects.school_id', zone: 'inspections.zone' });
  if (f.school_id) q = q.where('defects.school_id', '=', f.school_id);
  if (f.category) q = q.where('inspections.inspection_category', '=', f.category);
  if (f.start_date) q = q.where('defects.created_at', '>=', f.start_date);
  if (f.end_date) q = q.where('defects.created_at', '<', `${f.end_date}T99`);
  const rows = await q
    .select([
      'defects.school_id',
      'schools.name as school',
      'inspections.inspection_category as category',
      'inspections.inspection_type as checklist_type',
      countWhen('defects.status', DEFECT_SUMMARY_STATUSES['FOLLOW UP']).as('follow_up'),
      countWhen('defects.status', DEFECT_SUMMARY_STATUSES.REPAIRED).as('repaired'),
    ])
    .groupBy(['defects.school_id', 'schools.name', 'inspections.inspection_category', 'inspections.inspection_type'])
    .orderBy('schools.name')
    .orderBy('inspections.inspection_category')
    .orderBy('inspections.inspection_type')
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
const selectChecklistCounts = () =>
  CHECKLIST_COLUMNS.map((c) => countWhenIn('inspections.status', CHECKLIST_COLUMN_STATUSES[c]).as(c));

/** Checklist summary: schools by checklist name, with Pending TC, Pending MA, Approved, Total (CHECKLIST_COLUMN_STATUSES). */
export async function checklistSummary(db: Db, user: AuthUser, f: MonthFilter) {
  const rows = await inspectionsIn(db, user, f)
    .innerJoin('schools', 'schools.id', 'inspections.school_id')
    .where('inspections.status', 'in', [...CHECKLIST_SUMMARY_STATUSES])
    .select(['inspections.school_id', 'schools.name as school', 'inspections.checklist_name'])
    .select(selectChecklistCounts())
    .groupBy(['inspections.school_id', 'schools.name', 'inspections.checklist_name'])
    .orderBy('schools.name')
    .orderBy('inspections.checklist_name')
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
        .where('inspections.checklist_id', 'in', ids)
        .select(['inspections.checklist_id'])
        .select(selectChecklistCounts())
        .groupBy('inspections.checklist_id')
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
