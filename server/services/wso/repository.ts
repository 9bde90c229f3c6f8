/** Work service order queries: scoping, the list of spec part 2 §7 (for lib/crud's listRecords), and one WSO as §3 shapes it. */
import type { SelectQueryBuilder } from 'kysely';
import { ROLE } from '../../../domain/roles.js';
import { wsoDisplayStatus, wsoPendingApproval, type WsoStatus } from '../../../domain/wso.js';
import { allowedWsoActions } from '../../../domain/wsoWorkflow.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { loadAttachments } from '../../lib/attachments.js';
import { notFound } from '../../lib/errors.js';
import { filterIsOn, type ListOptions } from '../../lib/crud.js';
import type { AuthUser } from '../../plugins/auth.js';
import { REPORT_BUCKET } from '../../plugins/storage.js';
import { inScope, whereInScope } from '../../lib/scope.js';

export const WSO_BUCKET = 'wso';
export const OWNER_WSO = { before: 'wso_before', after: 'wso_after', signature: 'wso_signature' } as const;
export const WSO_PHOTO_OWNERS = [OWNER_WSO.before, OWNER_WSO.after] as const;

type WsoQuery<O> = SelectQueryBuilder<Database, 'work_service_orders', O>;

/** Row scoping (spec §6 and issue 10): OM their school, zone roles their zones, the rest everything. */
export function scopeWso<O>(qb: WsoQuery<O>, user: AuthUser): WsoQuery<O> {
  return whereInScope(qb, user, { school: 'work_service_orders.school_id', zone: 'work_service_orders.zone' });
}

/**
 * The WSO list (schemas/wso.ts wsoListSchema) the area's way, for lib/crud's listRecords: its scoping, the zone filter
 * (the administrator's: for the others their scope already decides), the caller's own orders (`created_by_me`, the
 * rows name their creator by name only), the school, quotation and creator joins, and each
 * row with its display status and the workflow actions the caller may take.
 */
export function wsoListOptions(user: AuthUser): ListOptions {
  return {
    scope: (qb: WsoQuery<object>) => scopeWso(qb, user),
    filterBy: {
      zone: (qb: WsoQuery<object>, values) =>
        user.role_slug === ROLE.ADMIN ? qb.where('work_service_orders.zone', 'in', values) : qb,
      created_by_me: (qb: WsoQuery<object>, values) =>
        filterIsOn(values) ? qb.where('work_service_orders.created_by', '=', user.id) : qb,
    },
    // the page's ids off the table alone, then the joins for those rows only (a deep page skips rows unjoined)
    pageByIds: true,
    select: (qb: WsoQuery<object>) =>
      qb
        .innerJoin('schools', 'schools.id', 'work_service_orders.school_id')
        .leftJoin('quotations', 'quotations.id', 'work_service_orders.quotation_id')
        .leftJoin('users', 'users.id', 'work_service_orders.created_by')
        .select([
          'work_service_orders.id',
          'work_service_orders.reference_number',
          'work_service_orders.status',
          'work_service_orders.category',
          'work_service_orders.date',
          'work_service_orders.job_location',
          'work_service_orders.zone',
          'work_service_orders.ma_approved',
          'work_service_orders.report_path',
          'work_service_orders.quotation_id',
          'work_service_orders.created_at',
          'schools.id as school_id',
          'schools.name as school_name',
          'quotations.reference_number as quotation_reference',
          'users.full_name as created_by_name',
        ]),
    map: (rows: WsoListRow[]) => rows.map((r) => presentWsoRow(user, r)),
  };
}

type WsoListRow = Pick<
  WsoRow,
  | 'id'
  | 'reference_number'
  | 'status'
  | 'category'
  | 'date'
  | 'job_location'
  | 'zone'
  | 'ma_approved'
  | 'report_path'
  | 'quotation_id'
  | 'created_at'
> & {
  school_id: number;
  school_name: string;
  quotation_reference: string | null;
  created_by_name: string | null;
};

function presentWsoRow(user: AuthUser, r: WsoListRow) {
  const status = r.status as WsoStatus;
  const maApproved = r.ma_approved === 1;
  return {
    id: r.id,
    reference_number: r.reference_number,
    status,
    display_status: wsoDisplayStatus(status, maApproved),
    category: r.category,
    date: r.date,
    job_location: r.job_location,
    zone: r.zone,
    school: { id: r.school_id, name: r.school_name },
    quotation_id: r.quotation_id,
    quotation_reference: r.quotation_reference,
    has_report: r.report_path !== null,
    created_by: r.created_by_name,
    created_at: r.created_at,
    actions: allowedWsoActions(user.role_slug ?? '', { state: status, maApproved }),
  };
}

/** The row, or 404 when it does not exist or lies outside the caller's scope (no existence leak). */
export async function findWso(db: Db, id: number, user: AuthUser) {
  const row = await db.selectFrom('work_service_orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !inScope(user, row.school_id, row.zone)) throw notFound();
  return row;
}
export type WsoRow = Awaited<ReturnType<typeof findWso>>;

const signatureUrl = (id: number, attachmentId: number | null) =>
  attachmentId ? `/api/work-service-order/${id}/files/${attachmentId}` : null;

/** One WSO as spec part 2 §3 shapes it, with the caller's actions. */
export async function loadWso(db: Db, id: number, user: AuthUser) {
  const r = await findWso(db, id, user);
  const [school, quotation, approvals, histories, photos] = await Promise.all([
    db
      .selectFrom('schools')
      .select(['id', 'name', 'zone', 'address'])
      .where('id', '=', r.school_id)
      .executeTakeFirstOrThrow(),
    r.quotation_id
      ? db
          .selectFrom('quotations')
          .innerJoin('schools', 'schools.id', 'quotations.school_id')
          .select([
            'quotations.id',
            'quotations.reference_number',
            'quotations.school_id',
            'quotations.job',
            'quotations.contacts',
            'quotations.location',
            'quotations.status',
            'schools.name as school_name',
            'schools.address as school_address',
          ])
          .where('quotations.id', '=', r.quotation_id)
          .executeTakeFirst()
      : undefined,
    db.selectFrom('wso_approvals').selectAll().where('wso_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('wso_histories')
      .leftJoin('users', 'users.id', 'wso_histories.created_by')
      .select([
        'wso_histories.id',
        'wso_histories.status',
        'wso_histories.remarks',
        'wso_histories.created_at',
        'users.full_name as created_by',
      ])
      .where('wso_id', '=', id)
      .orderBy('wso_histories.id', 'desc')
      .execute(),
    Promise.all(WSO_PHOTO_OWNERS.map((o) => loadAttachments(db, o, [id], false))),
  ]);
  const status = r.status as WsoStatus;
  const maApproved = r.ma_approved === 1;
  const actions = allowedWsoActions(user.role_slug ?? '', { state: status, maApproved });
  const photoList = (m: (typeof photos)[number]) =>
    (m.get(id) ?? []).map((a) => ({ ...a, can_delete: actions.includes('delete_photo') }));
  const approval = (type: 'MA' | 'OM') => {
    const a = approvals.find((x) => x.type === type);
    return a
      ? {
          status: a.status,
          remarks: a.remarks,
          signature: signatureUrl(id, a.signature_id),
          created_at: a.created_at,
          details: { name: a.name, signature_details: a.details, signature_options: a.options },
        }
      : null;
  };
  const contacts = quotation ? parseContacts(quotation.contacts) : null;
  const pending = wsoPendingApproval(status, maApproved);
  return {
    id: r.id,
    version: r.version,
    reference_number: r.reference_number,
    status,
    display_status: wsoDisplayStatus(status, maApproved),
    category: r.category,
    date: r.date,
    time_received: r.time_received,
    fault_call_ref_no: r.fault_call_ref_no,
    fault_call_location: r.fault_call_location,
    time_arrived_onsite: r.time_arrived_onsite,
    completed_on: r.completed_on,
    completion_time: r.completion_time,
    work_description: r.work_description,
    details: r.details,
    remark: r.remark,
    school_id: r.school_id,
    zone: r.zone,
    school: { id: school.id, name: school.name, details: { address: school.address, school_name: school.name } },
    quotation_id: r.quotation_id,
    quotation: quotation
      ? {
          id: quotation.id,
          reference_number: quotation.reference_number,
          school_id: quotation.school_id,
          job: quotation.job,
          status: quotation.status,
          school: { name: quotation.school_name, address: quotation.school_address },
          contacts: {
            attention: contacts?.attention ?? null,
            location: quotation.location ?? contacts?.location ?? null,
          },
        }
      : null,
    contact_person: r.contact_person,
    job_location: r.job_location,
    address: r.address,
    attachements: { before_photos: photoList(photos[0]), after_photos: photoList(photos[1]) },
    wso_histories: histories,
    prepare_details: r.prepare_signature_id
      ? { name: r.prepare_name, signature_details: r.prepare_details, signature_options: r.prepare_options }
      : null,
    prepare_signature: signatureUrl(id, r.prepare_signature_id),
    approvals: { MA: approval('MA'), OM: approval('OM') },
    pending_approval: pending ? { approval_type: pending } : null,
    file_info: r.report_path ? { bucket: REPORT_BUCKET, file_path: r.report_path } : null,
    status_date: r.status_date,
    status_remarks: r.status_remarks,
    created_by: r.created_by,
    actions,
  };
}
export type WsoRecord = Awaited<ReturnType<typeof loadWso>>;

function parseContacts(text: string): { attention?: string | null; location?: string | null } {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}
