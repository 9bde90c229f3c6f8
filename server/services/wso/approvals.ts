/**
 * The approvers' steps and the reject call (spec part 2 §7 `ma-approval`, `final-approvals`, `reject`): the table decides,
 * one transaction records the approval, moves the order and its quotation, guarded by the version the caller loaded and by
 * the one-entry-per-approver index, so two OMs approving at once give one success and one 409.
 */
import { staleAnswer } from '../../lib/versions.js';
import type { FastifyInstance } from 'fastify';
import { quotationWsoStatus, WSO_MSG, type WsoState } from '../../../domain/wso.js';
import { approvalAction, decideWso, type WsoAction } from '../../../domain/wsoWorkflow.js';
import { nowIso } from '../../db/columns.js';
import { insertAttachments } from '../../lib/attachments.js';
import { recordEvent } from '../../lib/webhooks/outbox.js';
import { isUniqueError } from '../../lib/crud.js';
import { conflict, HttpError, unprocessable } from '../../lib/errors.js';
import { fieldString } from '../../lib/forms.js';
import { signatureImage, storeSignature } from '../../lib/signatures.js';
import { removeStored } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { notifyWso } from './notify.js';
import { findWso, OWNER_WSO, WSO_BUCKET } from './repository.js';
import { versionField } from '../../lib/validation.js';

const fail = (d: { code: 403 | 409 | 422; message: string; errors?: Record<string, string> }) =>
  d.code === 422
    ? unprocessable(Object.fromEntries(Object.entries(d.errors ?? {}).map(([k, v]) => [k, [v]])))
    : new HttpError(d.code, d.message);

/** The MA's verification or rejection ('MA'), the OM's approval or rejection ('OM'); status defaults as the form's (VERIFIED / APPROVED). */
export async function approveWso(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  step: 'MA' | 'OM',
  fields: Record<string, unknown>,
): Promise<{ message: string; status: string }> {
  const status = (fieldString(fields.status) ?? (step === 'MA' ? 'VERIFIED' : 'APPROVED')).toUpperCase();
  const action = approvalAction(step, status);
  if (!action)
    throw unprocessable({
      status: [step === 'MA' ? 'The status must be VERIFIED or REJECTED.' : 'The status must be APPROVED or REJECTED.'],
    });
  return move(app, user, id, action, fields);
}

/** The creator's or administrator's reject while the order waits for the MA (display status 'PENDING FOR MA APPROVAL'). */
export async function rejectWso(app: FastifyInstance, user: AuthUser, id: number, fields: Record<string, unknown>) {
  return move(app, user, id, 'reject', fields);
}

async function move(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  action: WsoAction,
  fields: Record<string, unknown>,
): Promise<{ message: string; status: string }> {
  const db = app.db;
  const version = versionField(fields.version);
  const row = await findWso(db, id, user);
  const state = row.status as WsoState;
  const ctx = { state, maApproved: row.ma_approved === 1 };
  const remarks = fieldString(fields.remarks);
  if (remarks && remarks.length > 5000)
    throw unprocessable({ remarks: ['This field may not be longer than 5000 characters.'] });
  // A signature sent with a rejection is still checked (bad input is refused), then not recorded.
  const sent = fieldString(fields.signature) !== null || fieldString(fields.signature_options) === 'my_signature';
  const signing = action === 'ma_verify' || action === 'om_approve';
  const image = signing || sent ? await signatureImage(app, db, user.id, fields) : null;
  const decision = decideWso(action, user.role_slug ?? '', ctx, { signature: image ? 'yes' : null, remarks });
  if (!decision.ok) throw fail(decision);
  const rule = decision.rule;
  const to = decision.to as WsoState;
  const stored = image && signing ? await storeSignature(app, image, WSO_BUCKET) : null;
  const now = nowIso();
  const maApprovedAfter = action === 'ma_verify' ? true : to === 'PENDING' ? ctx.maApproved : to === 'APPROVED';
  try {
    await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('work_service_orders')
        .set({
          status: to,
          ma_approved: maApprovedAfter ? 1 : 0,
          version: row.version + 1,
          updated_at: now,
          status_date: now,
          status_remarks: remarks,
        })
        .where('id', '=', id)
        .where('version', '=', version ?? row.version)
        .where('status', '=', row.status)
        .where('ma_approved', '=', row.ma_approved)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw await staleAnswer(trx, 'work_service_orders', id, WSO_MSG.stale);
      let signatureId: number | null = null;
      if (stored) {
        await insertAttachments(trx, OWNER_WSO.signature, id, [stored], user.id, { type: 'SIGNATURE' });
        signatureId = (
          await trx
            .selectFrom('attachments')
            .select('id')
            .where('owner_type', '=', OWNER_WSO.signature)
            .where('full_path', '=', stored.key)
            .executeTakeFirstOrThrow()
        ).id;
      }
      if (rule.records)
        await trx
          .insertInto('wso_approvals')
          .values({
            wso_id: id,
            type: rule.records.type,
            status: rule.records.status,
            remarks,
            signature_id: signatureId,
            name: image?.input.name ?? user.full_name,
            details: image?.input.details ?? null,
            options: image?.input.options ?? null,
            user_id: user.id,
            created_at: now,
          })
          .execute();
      await trx
        .insertInto('wso_histories')
        .values({
          wso_id: id,
          status: rule.records ? `${rule.records.type} ${rule.records.status}` : to,
          remarks,
          created_by: user.id,
          created_at: now,
        })
        .execute();
      await recordEvent(trx, 'wso.status_changed', { type: 'wso', id }, { action, status: to, previous_status: state });
      if (row.quotation_id) {
        const completes = to === 'APPROVED';
        await trx
          .updateTable('quotations')
          .set((eb) => ({
            wso_status: quotationWsoStatus(to, maApprovedAfter),
            updated_at: now,
            // The OM's final approval completes the quotation and opens it for claims (spec §4, issue 10).
            ...(completes ? { status: 'COMPLETED', claim_status: 'PENDING', version: eb('version', '+', 1) } : {}),
          }))
          .where('id', '=', row.quotation_id)
          .execute();
        if (completes)
          await trx
            .insertInto('quotation_histories')
            .values({
              quotation_id: row.quotation_id,
              user_id: user.id,
              approval_type: 'WSO',
              status: 'COMPLETED',
              remarks: `Work service order ${row.reference_number} approved`,
              signature_id: null,
              created_at: now,
            })
            .execute();
        if (completes)
          await recordEvent(
            trx,
            'quotation.status_changed',
            { type: 'quotation', id: row.quotation_id },
            { action: 'complete', status: 'COMPLETED', current_status: null },
          );
      }
    });
  } catch (e) {
    if (stored) await removeStored(app, [stored]);
    if (isUniqueError(e)) throw conflict(WSO_MSG.stale);
    throw e;
  }
  await notifyWso(app, id, to === 'REJECTED' ? 'rejected' : to === 'APPROVED' ? 'approved' : 'verified');
  return { message: rule.message, status: to };
}
