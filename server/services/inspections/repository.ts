/** Inspection queries: scoping and one checklist with its items (the list: ./list.ts). */
import type { SelectQueryBuilder } from 'kysely';
import { INSPECTION_STATUS_LABELS, type InspectionStatus } from '../../../domain/inspections.js';
import { staleMessage } from '../../../domain/messages.js';
import { allowedInspectionActions } from '../../../domain/inspectionWorkflow.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { inScope, whereInScope } from '../../lib/scope.js';

export const OWNER_INSPECTION_SIGNATURE = 'inspection_signature';
export const INSPECTION_BUCKET = 'inspections';
/** Changed by another tab or user since the caller loaded it. */
export const INSPECTION_STALE = staleMessage('checklist');

type InspectionQuery<O> = SelectQueryBuilder<Database, 'inspections', O>;

export function scopeInspections<O>(qb: InspectionQuery<O>, user: AuthUser): InspectionQuery<O> {
  return whereInScope(qb, user, { school: 'inspections.school_id', zone: 'inspections.zone' });
}

/** The row, or 404 when it does not exist or lies outside the caller's scope (no existence leak). */
export async function findInspection(db: Db, id: number, user: AuthUser) {
  const row = await db.selectFrom('inspections').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !inScope(user, row.school_id, row.zone)) throw notFound();
  return row;
}
export type InspectionRow = Awaited<ReturnType<typeof findInspection>>;

const signer = (name: string | null, details: string | null, signatureId: number | null, id: number) =>
  signatureId
    ? { name, signature_details: details, signature: `/api/inspection-schedule/${id}/signatures/${signatureId}` }
    : null;

/** One checklist as spec part 3 §3 shapes it: school, items grouped by element, the three signers, history, members. */
export async function loadInspection(db: Db, id: number, user: AuthUser) {
  const r = await findInspection(db, id, user);
  const [school, elements, subItems, histories, members, defects, quotation] = await Promise.all([
    db
      .selectFrom('schools')
      .select(['id', 'name', 'zone', 'slug'])
      .where('id', '=', r.school_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('inspection_elements').selectAll().where('inspection_id', '=', id).orderBy('sort').execute(),
    db.selectFrom('inspection_sub_items').selectAll().where('inspection_id', '=', id).orderBy('sort').execute(),
    db
      .selectFrom('inspection_histories')
      .leftJoin('users', 'users.id', 'inspection_histories.created_by')
      .select([
        'inspection_histories.id',
        'inspection_histories.status',
        'inspection_histories.remarks',
        'inspection_histories.created_at',
        'users.full_name as created_by',
      ])
      .where('inspection_id', '=', id)
      .orderBy('inspection_histories.id', 'desc')
      .execute(),
    db
      .selectFrom('inspection_members')
      .innerJoin('users', 'users.id', 'inspection_members.user_id')
      .select(['users.id', 'users.full_name', 'users.designation'])
      .where('inspection_id', '=', id)
      .orderBy('users.full_name')
      .execute(),
    db
      .selectFrom('defects')
      .select(['id', 'sub_item_id', 'status', 'defect'])
      .where('inspection_id', '=', id)
      .execute(),
    r.quotation_id
      ? db
          .selectFrom('quotations')
          .select(['id', 'reference_number'])
          .where('id', '=', r.quotation_id)
          .executeTakeFirst()
      : undefined,
  ]);
  const defectsBySub = new Map<number, { id: number; status: string; defect: boolean }[]>();
  for (const d of defects) {
    if (d.sub_item_id === null) continue;
    const list = defectsBySub.get(d.sub_item_id) ?? [];
    list.push({ id: d.id, status: d.status, defect: d.defect === 1 });
    defectsBySub.set(d.sub_item_id, list);
  }
  const status = r.status as InspectionStatus;
  return {
    id: r.id,
    version: r.version,
    status,
    status_label: INSPECTION_STATUS_LABELS[status] ?? status,
    school: { id: school.id, name: school.name, zone: school.zone },
    school_slug: school.slug,
    location: r.location,
    inspection_category: r.inspection_category,
    inspection_type: r.inspection_type,
    frequency: r.frequency,
    checklist_id: r.checklist_id,
    checklist_name: r.checklist_name,
    quotation_id: r.quotation_id,
    quotation: quotation ? { id: quotation.id, reference_number: quotation.reference_number } : null,
    purpose: r.purpose,
    check_in: r.check_in,
    check_out: r.check_out,
    inspected_at: r.inspected_at,
    remarks: r.remarks,
    rejection_remarks: r.rejection_remarks,
    signatory_date: r.signatory_date,
    signatory_remarks: r.signatory_remarks,
    checklist_items: elements.map((e) => ({
      id: e.id,
      element: e.element,
      checklist_sub_items: subItems
        .filter((s) => s.element_id === e.id)
        .map((s) => ({
          id: s.id,
          header: s.header === 1,
          serial_no: s.serial_no,
          element: s.element,
          description: s.description,
          frequency: s.frequency,
          status: s.status,
          remarks: s.remarks,
          defects: defectsBySub.get(s.id) ?? [],
          hasDefect: (defectsBySub.get(s.id) ?? []).some((d) => d.defect),
        })),
    })),
    prepare_details: signer(r.prepare_name, r.prepare_details, r.prepare_signature_id, id),
    om_details: signer(r.om_name, r.om_details, r.om_signature_id, id),
    ma_details: signer(r.ma_name, r.ma_details, r.ma_signature_id, id),
    members,
    histories,
    has_report: r.report_path !== null,
    actions: allowedInspectionActions(user.role_slug ?? '', { status, omSigned: r.om_signature_id !== null }),
  };
}
export type InspectionRecord = Awaited<ReturnType<typeof loadInspection>>;
