/**
 * The dashboards' queries as they were before the rollups: grouped over the quotation, inspection and defect rows
 * themselves. The parity test (dashboard-rollups.test.ts) holds every rollup answer equal to these.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  CHECKLIST_COLUMN_STATUSES,
  CHECKLIST_COLUMNS,
  CHECKLIST_SUMMARY_STATUSES,
  DEFECT_SUMMARY_STATUSES,
  INSPECTION_SUMMARY_STATUSES,
  QUOTATION_SUMMARY_COLUMNS,
  emptyColumns,
  type QuotationSummaryColumn,
  type QuotationSummaryRow,
} from '../../domain/dashboards.js';
import type { Db } from '../../server/db/index.js';
import type { PageQuery } from '../../server/lib/paging.js';
import { whereInScope } from '../../server/lib/scope.js';
import type { AuthUser } from '../../server/plugins/auth.js';
import type { MonthFilter } from '../../server/services/dashboards/inspections.js';
import type { QuotationGrouping } from '../../server/services/dashboards/quotations.js';
import { scopeInspections } from '../../server/services/inspections/repository.js';
import { scopeQuotations } from '../../server/services/quotations/repository.js';

/** The SQL condition of each column; domain's quotationColumnsOf says the same for one record (the unit tests hold both). */
const COLUMN_SQL: Record<QuotationSummaryColumn, Expression<SqlBool>> = {
  PENDING: sql<SqlBool>`quotations.status in ('PENDING', 'ACKNOWLEDGE')`,
  APPROVED: sql<SqlBool>`quotations.status = 'APPROVED'`,
  COMPLETED: sql<SqlBool>`quotations.status = 'COMPLETED'`,
  PAID: sql<SqlBool>`quotations.status = 'COMPLETED' and quotations.payment_status = 'YES'`,
  REJECTED: sql<SqlBool>`quotations.status = 'REJECTED'`,
};

const keyExpression = (by: QuotationGrouping) =>
  by === 'zone'
    ? sql<string>`quotations.zone`
    : by === 'school'
      ? sql<string>`cast(quotations.school_id as varchar(20))`
      : sql<string>`substr(quotations.date, 1, 7)`;

export async function baseQuotationSummary(
  db: Db,
  user: AuthUser,
  by: QuotationGrouping,
): Promise<Omit<QuotationSummaryRow, 'label'>[]> {
  const key = keyExpression(by);
  let q = scopeQuotations(db.selectFrom('quotations'), user)
    .where('quotations.status', 'in', ['PENDING', 'ACKNOWLEDGE', 'APPROVED', 'COMPLETED', 'REJECTED'])
    .select(key.as('key'));
  for (const c of QUOTATION_SUMMARY_COLUMNS) {
    q = q
      .select(sql<string>`sum(case when ${COLUMN_SQL[c]} then quotations.total_cents else 0 end)`.as(`c_${c}`))
      .select(sql<string>`sum(case when ${COLUMN_SQL[c]} then 1 else 0 end)`.as(`n_${c}`));
  }
  const rows = (await q.groupBy(key).orderBy(key).execute()) as unknown as Record<string, string | number | null>[];
  return rows.map((r) => {
    const cents = emptyColumns();
    const counts = emptyColumns();
    for (const c of QUOTATION_SUMMARY_COLUMNS) {
      cents[c] = Number(r[`c_${c}`] ?? 0);
      counts[c] = Number(r[`n_${c}`] ?? 0);
    }
    const k = String(r.key);
    return { key: k, cents, counts };
  });
}

const countWhen = (column: string, value: string) =>
  sql<string>`sum(case when ${sql.ref(column)} = ${value} then 1 else 0 end)`;
const countWhenIn = (column: string, values: readonly string[]) =>
  sql<string>`sum(case when ${sql.ref(column)} in (${sql.join(values)}) then 1 else 0 end)`;
const n = (v: unknown) => Number(v ?? 0);

function baseInspectionsIn(db: Db, user: AuthUser, f: MonthFilter) {
  let q = scopeInspections(db.selectFrom('inspections'), user);
  if (f.school_id) q = q.where('inspections.school_id', '=', f.school_id);
  if (f.category) q = q.where('inspections.inspection_category', '=', f.category);
  if (f.start_date) q = q.where('inspections.inspected_at', '>=', f.start_date);
  if (f.end_date) q = q.where('inspections.inspected_at', '<=', f.end_date);
  return q;
}

/** Inspection summary: per school, category and inspection type, the count in each status and their SUMMARY. */
export async function baseInspectionSummary(db: Db, user: AuthUser, f: MonthFilter) {
  let q = baseInspectionsIn(db, user, f)
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
export async function baseDefectSummary(db: Db, user: AuthUser, f: MonthFilter) {
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
export async function baseChecklistSummary(db: Db, user: AuthUser, f: MonthFilter) {
  const rows = await baseInspectionsIn(db, user, f)
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
export async function baseChecklistStatus(db: Db, user: AuthUser, f: MonthFilter, page: PageQuery) {
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
    ? await baseInspectionsIn(db, user, f)
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
