/**
 * The invoice side of a claim (spec part 2 §5 "Post approval", "Payment status", "Update attachments", §7): post approval
 * and payment with their documents in the step's transaction, the invoice details edit, and the document list's names,
 * order and report flags.
 */
import type { FastifyInstance } from 'fastify';
import { canEditInvoice, canManageClaimDocuments, type ClaimAction } from '../../../domain/claimWorkflow.js';
import {
  CLAIM_MSG,
  validateClaimPostApproval,
  validateInvoiceEdit,
  validatePaymentStatus,
} from '../../../domain/claimValidation.js';
import { parseMoney } from '../../../domain/money.js';
import { insertAttachments } from '../../lib/attachments.js';
import { conflict, forbidden, unprocessable } from '../../lib/errors.js';
import { fieldString, type Body } from '../../lib/forms.js';
import type { AuthUser } from '../../plugins/auth.js';
import { notifyClaim } from './notify.js';
import { findClaim, OWNER_CLAIM } from './repository.js';
import { applyClaimAction, CLAIM_STALE } from './transitions.js';

const toErrors = (e: Record<string, string>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, [v]]));

/** Post approval (`update-final-claim-status`) or payment (`update-payment-status`) with supporting documents. */
export async function claimStepWithDocuments(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  action: Extract<ClaimAction, 'post_approval' | 'payment'>,
  body: Body,
) {
  try {
    await findClaim(app.db, id, user);
    const f = body.fields;
    const payload: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, fieldString(v)])),
      supporting_documents: body.files.length ? body.files.map((x) => x.name) : null,
    };
    // Bad input first (422 with every field), then the table's role and state (403/409).
    const errors = action === 'post_approval' ? validateClaimPostApproval(payload) : validatePaymentStatus(payload);
    if (Object.keys(errors).length) throw unprocessable(toErrors(errors), Object.values(errors)[0]);
    const documentType = fieldString(f.document_type) ?? 'General';
    const r = await applyClaimAction(app.db, user, id, action, payload, undefined, (trx) =>
      insertAttachments(trx, OWNER_CLAIM.document, id, body.files, user.id, {
        type: documentType,
        stage: action,
        report: 'yes',
      }),
    );
    await notifyClaim(app, id, action === 'payment' ? 'completed' : r.status === 'APPROVED' ? 'approved' : 'rejected');
    return r;
  } catch (e) {
    await body.discard();
    throw e;
  }
}

/** Invoice details (`invoice-update`): number, date and payment amount of an APPROVED or COMPLETED claim. */
export async function updateInvoice(app: FastifyInstance, user: AuthUser, id: number, body: Body) {
  try {
    const claim = await findClaim(app.db, id, user);
    const f = body.fields;
    const input = {
      invoice_number: fieldString(f.invoice_number),
      invoice_date: fieldString(f.invoice_date),
      payment_amount: fieldString(f.payment_amount),
    };
    const errors = validateInvoiceEdit(input);
    if (Object.keys(errors).length) throw unprocessable(toErrors(errors), Object.values(errors)[0]);
    if (!canEditInvoice(claim, [...user.permissions])) {
      if (!user.permissions.has('invoice.edit')) throw forbidden();
      throw conflict('Invoice details can be edited only on approved or completed claims.');
    }
    const version = fieldString(f.version);
    const now = new Date().toISOString();
    await app.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('claims')
        .set({
          invoice_number: input.invoice_number,
          invoice_date: input.invoice_date,
          payment_amount_cents: parseMoney(input.payment_amount),
          version: claim.version + 1,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('version', '=', version ? Number(version) : claim.version)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw conflict(CLAIM_STALE);
      await insertAttachments(trx, OWNER_CLAIM.document, id, body.files, user.id, {
        type: 'General',
        stage: 'invoice',
      });
      await trx
        .insertInto('claim_histories')
        .values({
          claim_id: id,
          user_id: user.id,
          approval_type: 'INVOICE_TEAM',
          status: 'INVOICE_UPDATED',
          remarks: `Invoice ${input.invoice_number} of ${input.invoice_date}`,
          signature_id: null,
          created_at: now,
        })
        .execute();
    });
    return { message: 'Successfully update invoice details' };
  } catch (e) {
    await body.discard();
    throw e;
  }
}

export interface AttachmentSetting {
  id: number;
  name?: string;
  order?: number | null;
  report?: string | boolean | null;
}

/**
 * `update-attachments`: a document's display name, its order and whether the report includes it. PDFs are always
 * included and keep their place (spec: read-only, as included); the order applies to the other files.
 */
export async function updateClaimAttachments(app: FastifyInstance, user: AuthUser, id: number, list: unknown) {
  const claim = await findClaim(app.db, id, user);
  const wfUser = { id: user.id, role: user.role_slug ?? '', contractor: user.contractor };
  if (!canManageClaimDocuments(claim, wfUser) && !user.permissions.has('invoice.edit')) throw forbidden();
  if (!Array.isArray(list)) throw unprocessable({ attachments: [CLAIM_MSG.required] });
  const rows = await app.db
    .selectFrom('attachments')
    .select(['id', 'mime', 'additional_fields'])
    .where('owner_type', '=', OWNER_CLAIM.document)
    .where('owner_id', '=', id)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  (list as AttachmentSetting[]).forEach((a, i) => {
    if (!a || !byId.has(Number(a.id))) errors[`attachments.${i}.id`] = ['This file is not a document of this claim.'];
    if (a?.name !== undefined && (typeof a.name !== 'string' || !a.name.trim() || a.name.length > 191))
      errors[`attachments.${i}.name`] = [CLAIM_MSG.required];
  });
  if (Object.keys(errors).length) throw unprocessable(errors);
  await app.db.transaction().execute(async (trx) => {
    for (const a of list as AttachmentSetting[]) {
      const row = byId.get(Number(a.id))!;
      const pdf = row.mime === 'application/pdf';
      let extra: Record<string, unknown> = {};
      try {
        extra = JSON.parse(row.additional_fields || '{}');
      } catch {
        extra = {};
      }
      if (!pdf) {
        if (a.order !== undefined) extra.order = a.order === null ? null : Number(a.order);
        if (a.report !== undefined) extra.report = a.report === true || a.report === 'yes' ? 'yes' : 'no';
      }
      await trx
        .updateTable('attachments')
        .set({ ...(a.name ? { name: a.name.trim() } : {}), additional_fields: JSON.stringify(extra) })
        .where('id', '=', row.id)
        .execute();
    }
    await trx
      .updateTable('claims')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
      .where('id', '=', id)
      .execute();
  });
  return { message: 'Successfully updated attachments' };
}
