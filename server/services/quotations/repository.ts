/** Reading quotations: row scoping per role, the paged list (one query + one for pending approvals), and the full record. */
import { isMonthKey } from '../../../domain/dashboards.js';
import { sql, type SelectQueryBuilder } from 'kysely';
import { isIsoDate } from '../../../domain/dates.js';
import { presentQuotationTotals } from '../../../domain/pricing.js';
import { allowedActions, formMode, isEditable, type WorkflowUser } from '../../../domain/quotationWorkflow.js';
import { mayDeleteQuotationAttachment, mayEditQuotationAttachment } from '../../../domain/quotationAttachments.js';
import { ROLE } from '../../../domain/roles.js';
import type { Db } from '../../db/index.js';
import type { Database, QuotationTable } from '../../db/types.js';
import { loadAttachments, type AttachmentRecord } from '../../lib/attachments.js';
import { notFound } from '../../lib/errors.js';
import { scopeCondition } from '../../lib/scope.js';
import type { AuthUser } from '../../plugins/auth.js';
import { presentItem, totalsFromRow, type PresentedItem } from './items.js';

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

export const fileUrl = (quotationId: number, attachmentId: number, thumbnail = false) =>
  `/api/quotations/${quotationId}/files/${attachmentId}${thumbnail ? '?thumbnail=1' : ''}`;

function withUrls(quotationId: number, a: AttachmentRecord, canDelete: boolean, canEdit: boolean): AttachmentRecord {
  return {
    ...a,
    url: fileUrl(quotationId, a.id),
    thumbnail_url: a.thumbnail ? fileUrl(quotationId, a.id, true) : null,
    can_delete: canDelete,
    can_edit: canEdit,
  };
}

/** The full record of docs/api-quotations.md (GET /quotations/{id}). */
export async function loadQuotationRecord(db: Db, id: number, user: AuthUser) {
  await findQuotation(db, id, user);
  const q = (await selectQuotations(db).where('quotations.id', '=', id).executeTakeFirstOrThrow()) as QuotationRow & {
    school_name: string;
    creator_name: string | null;
  };
  const [school, items, histories, approvals, versions, pendingMap, docs, sigs, inspections] = await Promise.all([
    db.selectFrom('schools').selectAll().where('id', '=', q.school_id).executeTakeFirstOrThrow(),
    db.selectFrom('quotation_items').selectAll().where('quotation_id', '=', id).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('quotation_histories')
      .leftJoin('users', 'users.id', 'quotation_histories.user_id')
      .selectAll('quotation_histories')
      .select('users.full_name')
      .where('quotation_id', '=', id)
      .orderBy('quotation_histories.id')
      .execute(),
    db
      .selectFrom('quotation_approvals')
      .leftJoin('users', 'users.id', 'quotation_approvals.user_id')
      .selectAll('quotation_approvals')
      .select('users.full_name')
      .where('quotation_id', '=', id)
      .where('quotation_approvals.status', 'not in', ['PENDING', 'CLOSED'])
      .orderBy('quotation_approvals.id')
      .execute(),
    db
      .selectFrom('quotation_item_versions')
      .leftJoin('users', 'users.id', 'quotation_item_versions.user_id')
      .selectAll('quotation_item_versions')
      .select('users.full_name')
      .where('quotation_id', '=', id)
      .orderBy('quotation_item_versions.version', 'desc')
      .orderBy('quotation_item_versions.id', 'desc')
      .execute(),
    loadPending(db, [id]),
    loadAttachments(db, OWNER_DOCUMENT, [id], false),
    loadAttachments(db, OWNER_SIGNATURE, [id], false),
    // Inspections created from this quotation (spec part 2 §5; issue 18): linked both ways.
    db
      .selectFrom('inspections')
      .select(['id', 'checklist_name', 'status', 'inspected_at'])
      .where('quotation_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  const pending = pendingMap.get(id) ?? {};
  const wq = { id, status: q.status, current_status: q.current_status, pending_approval: pending, zone: q.zone };
  const wu = workflowUser(user);
  const editable = isEditable(wq, wu);
  const sigById = new Map((sigs.get(id) ?? []).map((s) => [s.id, s]));
  const sigUrl = (sid: number | null) => (sid && sigById.has(sid) ? fileUrl(id, sid) : null);

  const groups = new Map<
    string,
    { uploader: { id: number | null; full_name: string | null }; files: AttachmentRecord[] }
  >();
  for (const a of docs.get(id) ?? []) {
    const key = String(a.uploader.id ?? 0);
    const g = groups.get(key) ?? { uploader: a.uploader, files: [] };
    // The record says per file what its update-attachments and delete routes allow, so the screen offers only that.
    const file = { type: a.additional_fields.type, uploaderId: a.uploader.id };
    g.files.push(
      withUrls(
        id,
        a,
        mayDeleteQuotationAttachment(wq, wu, file),
        mayEditQuotationAttachment(wq, user.role_slug ?? '', file.type),
      ),
    );
    groups.set(key, g);
  }
  for (const g of groups.values())
    g.files.sort(
      (a, b) => Number(a.additional_fields.order ?? 1e9) - Number(b.additional_fields.order ?? 1e9) || a.id - b.id,
    );

  const approvalMap: Record<string, unknown> = {};
  for (const a of approvals) {
    if (a.approval_type !== 'MA' && a.approval_type !== 'QS') continue;
    approvalMap[a.approval_type] = {
      status: a.status,
      remarks: a.remarks,
      signature: sigUrl(a.signature_id),
      details: {
        signature_options: a.signature_options,
        signature_details: a.signature_details,
        name: a.name,
        source_fund: a.source_fund,
      },
      user: { id: a.user_id, full_name: a.full_name },
      approval_level: a.approval_level,
      updated_at: a.updated_at,
    };
  }
  const presentedItems: PresentedItem[] = items.map((r) => presentItem(r));
  const totals = presentQuotationTotals(totalsFromRow(q as unknown as Record<string, unknown>));
  return {
    id,
    reference_number: q.reference_number,
    status: q.status,
    current_status: q.current_status,
    claim_status: q.claim_status,
    wso_status: q.wso_status,
    payment_status: q.payment_status ?? null,
    payment_amount:
      q.payment_amount_cents === null || q.payment_amount_cents === undefined
        ? null
        : Number(q.payment_amount_cents) / 100,
    version: q.version,
    school_id: q.school_id,
    school: {
      id: school.id,
      name: school.name,
      zone: school.zone,
      address: school.address,
      telephone: school.telephone,
      fax: school.fax,
      less_percent: school.less_percent_bp === null ? null : school.less_percent_bp / 100,
      star_rate: school.star_rate_bp === null ? null : school.star_rate_bp / 100,
    },
    zone: q.zone,
    contractor: q.contractor,
    trade: q.trade,
    date: q.date,
    job: q.job,
    job_type: parseJson<string[]>(q.job_type, []),
    contacts: parseJson<Record<string, unknown>>(q.contacts, {}),
    location: q.location,
    remarks: q.remarks,
    source_fund: q.source_fund,
    document_type: q.document_type,
    epo_reference_no: q.epo_reference_no,
    epi_reference_no: q.epi_reference_no,
    ...totals,
    quotation_items: presentedItems,
    prepare_details: q.prepare_signature_id
      ? {
          name: q.prepare_name,
          signature_options: q.prepare_signature_options,
          signature_details: q.prepare_signature_details,
        }
      : null,
    prepare_signature: sigUrl(q.prepare_signature_id),
    approvals: approvalMap,
    pending_approval: pending,
    documents: [...groups.values()],
    inspections,
    histories: histories.map((h) => ({
      id: h.id,
      user: { id: h.user_id, full_name: h.full_name },
      approval_type: h.approval_type,
      status: h.status || 'PENDING',
      remarks: h.remarks,
      signature: sigUrl(h.signature_id),
      updated_at: h.created_at,
    })),
    quotation_item_versions: versions.map((v) => ({
      version: v.version,
      items: parseJson<PresentedItem[]>(v.items, []),
      created_at: v.created_at,
      user: { id: v.user_id, full_name: v.full_name },
    })),
    file_info: q.report_path
      ? {
          bucket: 'reports',
          file_path: q.report_path,
          url: `/api/quotations/${id}/report`,
          version: q.report_version,
          generated_at: q.report_generated_at,
        }
      : null,
    sla_rejection: null,
    sla_claim_submission: null,
    allowed_actions: allowedActions(wq, wu),
    form_mode: formMode(wq, wu),
    editable,
    created_by: { id: q.created_by, full_name: q.creator_name },
    created_at: q.created_at,
    updated_at: q.updated_at,
  };
}
export type QuotationRecord = Awaited<ReturnType<typeof loadQuotationRecord>>;

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
