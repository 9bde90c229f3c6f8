/**
 * Reading quotations: row scoping per role, a list row and its pending approvals, and the list filters. The full record
 * (GET /quotations/{id}) is record.ts.
 */
import { isMonthKey } from '../../../domain/dashboards.js';
import { sql, type SelectQueryBuilder } from 'kysely';
import { isIsoDate } from '../../../domain/dates.js';
import { allowedActions, type WorkflowUser } from '../../../domain/quotationWorkflow.js';
import { ROLE } from '../../../domain/roles.js';
import type { Db } from '../../db/index.js';
import type { Database, QuotationTable } from '../../db/types.js';
import { notFound } from '../../lib/errors.js';
import { scopeCondition } from '../../lib/scope.js';
import type { AuthUser } from '../../plugins/auth.js';

export const OWNER_DOCUMENT = 'quotation';
export const OWNER_SIGNATURE = 'quotation_signature';

export type QuotationRow = Omit<QuotationTable, 'id' | 'version'> & { id: number; version: number };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely: the helpers take the quotation query whatever it selects
type Qb = SelectQueryBuilder<Database, 'quotations', any>;
export type QuotationQuery = Qb;

const CONTRACTOR_ROLES: readonly string[] = [ROLE.TERM_CONTRACTOR, ROLE.TERM_CONTRACTOR_QS, ROLE.TECHNICIAN];
const MA_ROLES: readonly string[] = [ROLE.MANAGING_AGENT, ROLE.MA_QS];

export const workflowUser = (u: AuthUser): WorkflowUser => ({
  id: u.id,
  role: u.role_slug ?? '',
  full_name: u.full_name,
  contractor: u.contractor,
});

export const parseJson = <T>(text: string | null | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/**
 * Which quotations a user sees (docs/api-quotations.md): the row scope of every area (server/lib/scope.ts: an operations
 * manager their school, zone roles their zones, an empty zone list nothing), narrowed for term contractors, their QS and
 * technicians with a contractor to their contractor's, and widened for managing agents to any they must act on.
 */
export function scopeQuotations<Q extends Qb>(qb: Q, user: AuthUser): Q {
  const inScope = scopeCondition(user, { school: 'quotations.school_id', zone: 'quotations.zone' });
  if (!inScope) return qb;
  const { contractor, approvalsOf } = quotationScopeOf(user);
  if (contractor) return qb.where(inScope).where('quotations.contractor', '=', contractor) as Q;
  if (approvalsOf !== null) {
    return qb.where((eb) =>
      eb.or([
        inScope,
        eb(
          'quotations.id',
          'in',
          eb
            .selectFrom('quotation_approvals')
            .select('quotation_approvals.quotation_id')
            .where('quotation_approvals.user_id', '=', approvalsOf)
            .where('quotation_approvals.status', '=', 'PENDING'),
        ),
      ]),
    ) as Q;
  }
  return qb.where(inScope) as Q;
}

/**
 * What narrows or widens a user's row scope over quotations (scopeQuotations; the dashboards' rollups apply the same
 * parts): their contractor's quotations only, or — a managing agent — also any awaiting their approval.
 */
export function quotationScopeOf(user: AuthUser): { contractor: string | null; approvalsOf: number | null } {
  const role = user.role_slug ?? '';
  return {
    contractor: CONTRACTOR_ROLES.includes(role) && user.contractor ? user.contractor : null,
    approvalsOf: MA_ROLES.includes(role) ? user.id : null,
  };
}

/**
 * A term contractor (or their QS) quotes only for schools of their zones: a managing agent of that zone then verifies it
 * (issue 8 §2). Other roles never create quotations.
 */
export function inContractorZones(user: AuthUser, zone: string): boolean {
  const role = user.role_slug ?? '';
  if (role !== ROLE.TERM_CONTRACTOR && role !== ROLE.TERM_CONTRACTOR_QS) return true;
  return user.zone_in_charge.includes(zone);
}

export type PendingMap = Record<
  string,
  { approval_level: number; approval_type: string; user: { id: number; full_name: string | null } }
>;

/** PENDING approval entries of many quotations in one query, keyed by quotation then user id. */
export async function loadPending(db: Db, ids: number[]): Promise<Map<number, PendingMap>> {
  const out = new Map<number, PendingMap>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('quotation_approvals')
    .innerJoin('users', 'users.id', 'quotation_approvals.user_id')
    .select([
      'quotation_approvals.quotation_id',
      'quotation_approvals.user_id',
      'quotation_approvals.approval_level',
      'quotation_approvals.approval_type',
      'users.full_name',
    ])
    .where('quotation_approvals.quotation_id', 'in', ids)
    .where('quotation_approvals.status', '=', 'PENDING')
    .execute();
  for (const r of rows) {
    const map = out.get(r.quotation_id) ?? {};
    map[String(r.user_id)] = {
      approval_level: r.approval_level,
      approval_type: r.approval_type,
      user: { id: r.user_id, full_name: r.full_name },
    };
    out.set(r.quotation_id, map);
  }
  return out;
}

const money = (c: unknown) => Number(c ?? 0) / 100;

/** A list row (docs/api-quotations.md). */
export function presentListRow(
  r: QuotationRow & { school_name?: string | null; creator_name?: string | null },
  pending: PendingMap,
  user: AuthUser,
) {
  const wq = { id: r.id, status: r.status, current_status: r.current_status, pending_approval: pending, zone: r.zone };
  return {
    id: r.id,
    reference_number: r.reference_number,
    status: r.status,
    current_status: r.current_status,
    claim_status: r.claim_status,
    wso_status: r.wso_status,
    school_id: r.school_id,
    school: { id: r.school_id, name: r.school_name ?? null },
    zone: r.zone,
    contractor: r.contractor,
    trade: r.trade,
    date: r.date,
    job: r.job,
    job_type: parseJson<string[]>(r.job_type, []),
    sub_total_amount: money(r.sub_total_cents),
    total_gst: money(r.gst_cents),
    total_amount: money(r.total_cents),
    source_fund: r.source_fund,
    version: r.version,
    pending_approval: pending,
    allowed_actions: allowedActions(wq, workflowUser(user)),
    created_by: { id: r.created_by, full_name: r.creator_name ?? null },
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export const selectQuotations = (db: Db) =>
  db
    .selectFrom('quotations')
    .innerJoin('schools', 'schools.id', 'quotations.school_id')
    .leftJoin('users as creator', 'creator.id', 'quotations.created_by')
    .selectAll('quotations')
    .select(['schools.name as school_name', 'creator.full_name as creator_name']);

/** One quotation row the user may see, or 404. */
export async function findQuotation(db: Db, id: number, user: AuthUser): Promise<QuotationRow> {
  const row = await scopeQuotations(
    db.selectFrom('quotations').selectAll('quotations').where('quotations.id', '=', id) as Qb,
    user,
  ).executeTakeFirst();
  if (!row) throw notFound('Quotation not found.');
  return row as QuotationRow;
}

/** The quotation filters of an Excel export (spec part 2 §2 wording; the list itself reads quotationListSchema). */
export function applyListFilters<Q extends Qb>(
  qb: Q,
  q: Record<string, unknown>,
  multi: (k: string) => string[] | undefined,
): Q {
  let b = qb as Qb;
  const like = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const ref = multi('reference_number')?.[0];
  if (ref) b = b.where(sql<boolean>`lower(quotations.reference_number) like ${like(ref)} escape '\\'`);
  const job = multi('job')?.[0];
  if (job) b = b.where(sql<boolean>`lower(quotations.job) like ${like(job)} escape '\\'`);
  const schools = multi('school')
    ?.map(Number)
    .filter((n) => Number.isInteger(n));
  if (schools?.length) b = b.where('quotations.school_id', 'in', schools);
  const statuses = multi('status');
  if (statuses?.length) b = whereStatusIn(b, statuses);
  const wso = multi('wso_status');
  if (wso?.length) b = b.where('quotations.wso_status', 'in', wso);
  const claim = multi('claim_status');
  if (claim?.length) b = b.where('quotations.claim_status', 'in', claim);
  const zones = multi('zone');
  if (zones?.length) b = b.where('quotations.zone', 'in', zones);
  const trade = multi('trade');
  if (trade?.length) b = b.where('quotations.trade', 'in', trade);
  const contractor = multi('contractor');
  if (contractor?.length) b = b.where('quotations.contractor', 'in', contractor);
  const start = multi('start_date')?.[0];
  if (start && isIsoDate(start)) b = b.where('quotations.date', '>=', start);
  const end = multi('end_date')?.[0];
  if (end && isIsoDate(end)) b = b.where('quotations.date', '<=', end);
  // month=yyyy-MM (the quotation dashboard's by-month links): that month's quotations.
  const month = multi('month')?.[0];
  if (month) b = whereInMonth(b, month);
  return b as Q;
}

/**
 * The status filter of the lists: PENDING is the status of both waiting states; PENDING_TC / PENDING_MA name the current
 * status (each served by an index); PAID (the quotation dashboard's column) is a completed quotation whose payment is
 * recorded; ACKNOWLEDGE (older records) is waiting too, as domain/quotationWorkflow reads it.
 */
export function whereStatusIn<Q extends Qb>(qb: Q, statuses: readonly string[]): Q {
  const plain = statuses
    .filter((s) => s !== 'PENDING_TC' && s !== 'PENDING_MA' && s !== 'PAID')
    .flatMap((s) => (s === 'PENDING' ? ['PENDING', 'ACKNOWLEDGE'] : [s]));
  const current = statuses.filter((s) => s === 'PENDING_TC' || s === 'PENDING_MA');
  const paid = statuses.includes('PAID');
  return qb.where((eb) =>
    eb.or([
      ...(plain.length ? [eb('quotations.status', 'in', plain)] : []),
      ...(current.length ? [eb('quotations.current_status', 'in', current)] : []),
      ...(paid
        ? [eb.and([eb('quotations.status', '=', 'COMPLETED'), eb('quotations.payment_status', '=', 'YES')])]
        : []),
    ]),
  ) as Q;
}

/** month=yyyy-MM (the quotation dashboard's by-month links): that month's quotations; another text is no filter. */
export function whereInMonth<Q extends Qb>(qb: Q, month: string): Q {
  if (!isMonthKey(month)) return qb;
  return qb.where('quotations.date', '>=', `${month}-01`).where('quotations.date', '<=', `${month}-31`) as Q;
}
