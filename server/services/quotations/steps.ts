/**
 * The quotation's workflow steps after submission (spec part 2 §7): void, reject and payment status take remarks (JSON);
 * MA approval, post approval and MOE-fund approval take documents and a signature (multipart). Each checks its form,
 * lets the workflow table decide, writes status, history, files and audit in one transaction and tells the people
 * the step concerns. The routes read the body and answer the record.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maActionFor, type QuotationAction } from '../../../domain/quotationWorkflow.js';
import {
  QUOTATION_MSG,
  SOURCE_FUNDS,
  validateMaApproval,
  validatePostApproval,
  validateQuotationPayment,
  validateRemarks,
} from '../../../domain/quotationValidation.js';
import { ROLE } from '../../../domain/roles.js';
import { audit } from '../../lib/audit.js';
import { unprocessable } from '../../lib/errors.js';
import { fieldString, type Body } from '../../lib/forms.js';
import { signatureImage, storeSignature } from '../../lib/signatures.js';
import type { StoredUpload } from '../../lib/upload.js';
import { safeJsonArray, type AuthUser } from '../../plugins/auth.js';
import { QUOTATION_BUCKET } from './files.js';
import { asErrors, intOf, loadForTransition, maActed, notifyAfter, withFiles } from './input.js';
import { totalsFromRow } from './items.js';
import { requireShownTotal, shownTotal } from './repricing.js';
import { decide, recordTransition, writeStatus } from './transitions.js';

export type RemarksStep = Extract<QuotationAction, 'void' | 'reject' | 'payment'>;
export type FileStep = 'ma' | 'post' | 'moe';

/** A step with remarks (void, reject, payment). Completion has no route: only the WSO's final approval completes. */
export async function applyRemarksStep(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  id: number,
  action: RemarksStep,
  payload: { remarks?: string | null; version?: number | null },
): Promise<string> {
  const db = app.db;
  // Every field of the modal at once: the payment modal has three, the others their remarks.
  const problems = action === 'payment' ? validateQuotationPayment(payload) : validateRemarks(payload);
  if (Object.keys(problems).length) throw unprocessable(asErrors(problems));
  const { q, pending } = await loadForTransition(db, id, user);
  const result = decide(q, pending, action, user, payload as Record<string, unknown>, payload.version);
  const plan = await db.transaction().execute(async (trx) => {
    await writeStatus(trx, q, result);
    const p = await recordTransition(app, trx, q, result, user);
    await audit(trx, request, {
      action: `quotation.${action}`,
      entity: 'quotation',
      entityId: id,
      before: { status: q.status },
      after: { status: result.outcome.kind === 'status' ? result.outcome.status : null, remarks: payload.remarks },
    });
    return p;
  });
  await notifyAfter(app, plan, id);
  return result.message;
}

/** A step with documents and a signature: MA approval, post approval, MOE-fund approval. */
export async function applyFileStep(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  id: number,
  kind: FileStep,
  body: Body,
): Promise<string> {
  const db = app.db;
  const stored: StoredUpload[] = [];
  const { plan, message } = await withFiles(app, body, stored, async () => {
    const f = body.fields;
    const files = body.files;
    const payload: Record<string, unknown> = {
      status: fieldString(f.status),
      remarks: fieldString(f.remarks) ?? fieldString(f.status_remarks),
      status_remarks: fieldString(f.status_remarks),
      source_fund: fieldString(f.source_fund),
      document_type: fieldString(f.document_type),
      epo_reference_no: fieldString(f.epo_reference_no),
      epi_reference_no: fieldString(f.epi_reference_no),
      next_approval: intOf(f.next_approval),
      supporting_documents: files,
    };
    let action: QuotationAction;
    let image: Awaited<ReturnType<typeof signatureImage>> = null;
    if (kind === 'ma') {
      image = await signatureImage(app, db, user.id, f);
      payload.signature = image ? 'yes' : null;
      const problems = validateMaApproval(payload);
      if (payload.source_fund && !SOURCE_FUNDS.includes(payload.source_fund as never))
        problems.source_fund = QUOTATION_MSG.invalidOption;
      if (Object.keys(problems).length) throw unprocessable(asErrors(problems));
      action = maActionFor(payload.status)!;
    } else {
      if (kind === 'moe') payload.status = 'APPROVED';
      const problems = validatePostApproval(payload, { moeFundOnly: kind === 'moe' });
      for (const k of ['epo_reference_no', 'epi_reference_no'] as const)
        if (String(payload[k] ?? '').length > 100) problems[k] = 'May not be greater than 100 characters.';
      if (Object.keys(problems).length) throw unprocessable(asErrors(problems));
      action = kind === 'moe' ? 'moe_fund_approve' : 'post_approval';
    }
    const { q, pending } = await loadForTransition(db, id, user);
    const result = maActed(kind, () => decide(q, pending, action, user, payload, intOf(f.version)));
    requireShownTotal(shownTotal(f), totalsFromRow(q as unknown as Record<string, unknown>), null, []);
    if (action === 'ma_acknowledge') {
      const next = await db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select(['users.id', 'roles.slug', 'users.zone_in_charge'])
        .where('users.id', '=', payload.next_approval as number)
        .executeTakeFirst();
      if (!next || (next.slug !== ROLE.MANAGING_AGENT && next.slug !== ROLE.MA_QS) || next.id === user.id)
        throw unprocessable({ next_approval: ['Choose another managing agent.'] });
      // Routed only to a managing agent of the quotation's zone (the one who may then see and act on it).
      if (!safeJsonArray(next.zone_in_charge).includes(q.zone ?? ''))
        throw unprocessable({ next_approval: ["Choose a managing agent of the quotation's zone."] });
    }
    const sig = image ? await storeSignature(app, image, QUOTATION_BUCKET) : null;
    if (sig) stored.push(sig);
    const plan = await maActed(kind, () =>
      db.transaction().execute(async (trx) => {
        await writeStatus(trx, q, result);
        const p = await recordTransition(app, trx, q, result, user, {
          documents: { files, type: kind === 'ma' ? 'MA_APPROVAL' : 'POST_APPROVAL' },
          signature: sig ? { stored: sig, input: image!.input } : null,
          sourceFund: payload.source_fund as string | null,
          nextApprover: payload.next_approval as number | null,
        });
        await audit(trx, request, {
          action: `quotation.${action}`,
          entity: 'quotation',
          entityId: id,
          before: { status: q.status, current_status: q.current_status },
          after: { ...payload, supporting_documents: files.length },
        });
        return p;
      }),
    );
    return { plan, message: result.message };
  });
  await notifyAfter(app, plan, id);
  return message;
}
