/**
 * The invoice side of a claim (spec part 2 §5 "Post approval", "Payment status", "Update attachments", §7): post approval
 * and payment with their documents in the step's transaction, the invoice details edit, and the document list's names,
 * order and report flags.
 */
import type { FastifyInstance } from 'fastify';
import { canEditInvoice, canManageClaimDocuments, type ClaimAction } from '../../../domain/claimWorkflow.js';
import { mayEditClaimAttachment } from '../../../domain/claimAttachments.js';
import {
  CLAIM_MSG,
  invoiceNumberUsedWarning,
  validateClaimPostApproval,
  validateInvoiceEdit,
  validatePaymentStatus,
} from '../../../domain/claimValidation.js';
import type { Db } from '../../db/index.js';
import { parseMoney } from '../../../domain/money.js';
import { validateUpdateAttachments } from '../../../domain/quotationValidation.js';
import { insertAttachments } from '../../lib/attachments.js';
import { conflict, forbidden, unprocessable } from '../../lib/errors.js';
import { fieldString, type Body } from '../../lib/forms.js';
import type { AuthUser } from '../../plugins/auth.js';
import { notifyClaim } from './notify.js';
import { findClaim, OWNER_CLAIM } from './repository.js';
import { applyClaimAction, CLAIM_STALE } from './transitions.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';

const toErrors = (e: Record<string, string>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, [v]]));

/** A warning (not a refusal) when the invoice number is already on other claims: the answer carries it for the UI. */
async function invoiceNumberWarnings(db: Db, claimId: number, invoiceNumber: string | null): Promise<string[]> {
  if (!invoiceNumber) return [];
  const others = await db
    .selectFrom('claims')
    .select('reference_number')
    .where('invoice_number', '=', invoiceNumber)
    .where('id', '!=', claimId)
    .orderBy('id')
    .limit(10)
    .execute();
  return others.length
    ? [
        invoiceNumberUsedWarning(
          invoiceNumber,
          others.map((o) => o.reference_number),
        ),
      ]
    : [];
}

/** Post approval (`update-final-claim-status`) or payment (`update-payment-status`) with supporting documents. */
export async function claimStepWithDocuments(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  action: Extract<ClaimAction, 'post_approval' | 'payment'>,
  body: Body,
) {
  try {
    const claim = await findClaim(app.db, id, user);
    const f = body.fields;
    const payload: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, fieldString(v)])),
      supporting_documents: body.files.length ? body.files.map((x) => x.name) : null,
    };
    // Bad input first (422 with every field), then the table's role and state (403/409).
    const errors =
      action === 'post_approval'
        ? validateClaimPostApproval(payload)
        : validatePaymentStatus(payload, Number(claim.total_cents));
    if (Object.keys(errors).length) throw unprocessable(toErrors(errors), Object.values(errors)[0]);
    const warnings =
      action === 'post_approval' && payload.status === 'APPROVED'
        ? await invoiceNumberWarnings(app.db, id, fieldString(f.invoice_number))
        : [];
    const documentType = fieldString(f.document_type) ?? 'General';
    const r = await applyClaimAction(app.db, user, id, action, payload, undefined, (trx) =>
      insertAttachments(trx, OWNER_CLAIM.document, id, body.files, user.id, {
        type: documentType,
        stage: action,
        report: 'yes',
      }),
    );
    await notifyClaim(app, id, action === 'payment' ? 'completed' : r.status === 'APPROVED' ? 'approved' : 'rejected');
    return { ...r, warnings };
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
      confirm_overpayment: fieldString(f.confirm_overpayment),
    };
    const errors = validateInvoiceEdit(input, Number(claim.total_cents));
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
    return {
      message: 'Successfully update invoice details',
      warnings: await invoiceNumberWarnings(app.db, id, input.invoice_number),
    };
  } catch (e) {
    await body.discard();
    throw e;
  }
}

export interface AttachmentSetting {
  id: number;
  file_name?: string | null;
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
  const permissions = [...user.permissions];
  const rows = await app.db
    .selectFrom('attachments')
    .select(['id', 'mime', 'additional_fields'])
    .where('owner_type', '=', OWNER_CLAIM.document)
    .where('owner_id', '=', id)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  // The rule of spec part 2 §5 "Update attachments", the same as the quotation's: a file name always, order and
  // report (yes/no) for a non-PDF.
  const settings = list as AttachmentSetting[];
  const errors = Object.assign(
    emptyFieldErrors(),
    Object.fromEntries(
      Object.entries(
        validateUpdateAttachments(
          settings.map((a) => ({
            file_name: typeof a?.file_name === 'string' ? a.file_name : null,
            mime: byId.get(Number(a?.id))?.mime,
            additional_fields: {
              order: a?.order,
              report: a?.report === 'yes' ? true : a?.report === 'no' ? false : a?.report,
            },
          })),
        ),
      ).map(([k, v]) => [k, [v]]),
    ),
  );
  settings.forEach((a, i) => {
    if (!a || !byId.has(Number(a.id))) errors[`attachments.${i}.id`] = ['This file is not a document of this claim.'];
  });
  if (Object.keys(errors).length) throw unprocessable(errors);
  // Each file by the stage it came with (domain/claimAttachments.ts): one side's evidence is never another's to change.
  const stageOf = (raw: string | null) => {
    try {
      return (JSON.parse(raw || '{}') as { stage?: unknown }).stage;
    } catch {
      return undefined;
    }
  };
  for (const a of list as AttachmentSetting[])
    if (!mayEditClaimAttachment(claim, wfUser, permissions, stageOf(byId.get(Number(a.id))!.additional_fields)))
      throw forbidden('You may not change this file now.');
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
        .set({ name: String(a.file_name).trim(), additional_fields: JSON.stringify(extra) })
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
