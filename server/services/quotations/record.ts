/** A quotation's full record (docs/api-quotations.md, GET /quotations/{id}): the row, its items, history, files and actions. */
import { presentQuotationTotals } from '../../../domain/pricingPresent.js';
import { allowedActions, formMode, isEditable } from '../../../domain/quotationWorkflow.js';
import { mayDeleteQuotationAttachment, mayEditQuotationAttachment } from '../../../domain/quotationAttachments.js';
import type { Db } from '../../db/index.js';
import { loadAttachments, type AttachmentRecord } from '../../lib/attachments.js';
import type { AuthUser } from '../../plugins/auth.js';
import { presentItem, totalsFromRow, type PresentedItem } from './items.js';
import {
  findQuotation,
  loadPending,
  OWNER_DOCUMENT,
  OWNER_SIGNATURE,
  parseJson,
  selectQuotations,
  workflowUser,
  type QuotationRow,
} from './repository.js';

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
