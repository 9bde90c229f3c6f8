import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermissionSlug } from '../../../domain/permissions.js';
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
import { paymentBodySchema, remarksBodySchema } from '../../../schemas/quotation.js';
import { audit } from '../../lib/audit.js';
import { safeJsonArray } from '../../plugins/auth.js';
import { unprocessable } from '../../lib/errors.js';
import { fieldString, readBody } from '../../lib/forms.js';
import { errorResponses, ok, recordOf } from '../../lib/openapi/responses.js';
import { quotationRecord } from '../../lib/openapi/records.js';
import { transitionForm } from '../../lib/openapi/forms.js';
import { signatureImage, storeSignature } from '../../lib/signatures.js';
import type { StoredUpload } from '../../lib/upload.js';
import { QUOTATION_BUCKET, QUOTATION_UPLOADS } from '../../services/quotations/files.js';
import {
  asErrors,
  intOf,
  loadForTransition,
  maActed,
  notifyAfter,
  withFiles,
} from '../../services/quotations/input.js';
import { totalsFromRow } from '../../services/quotations/items.js';
import { loadQuotationRecord } from '../../services/quotations/repository.js';
import { answerFiguresChanged, requireShownTotal, shownTotal } from '../../services/quotations/repricing.js';
import { decide, recordTransition, writeStatus } from '../../services/quotations/transitions.js';

/** A workflow step answers the quotation as it now stands; 409 when its state or version changed meanwhile. */
const transitioned = { ...ok(recordOf(quotationRecord)), ...errorResponses(409) };
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;

/** The quotation's workflow steps (spec part 2 §7): void, reject, payment status (JSON); MA approval, post
 * approval and MOE-fund approval (multipart, with documents and a signature). */
export default async function quotationTransitionRoutes(app: FastifyInstance) {
  const db = app.db;

  /** A JSON-bodied transition (void, reject, payment). Completion has no route: only the WSO's final approval completes. */
  const simpleTransition = (action: QuotationAction) => async (request: FastifyRequest) => {
    const user = app.requireUser(request);
    const { id } = request.params as { id: number };
    const payload = request.body as { remarks?: string | null; version?: number | null };
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
    return { data: await loadQuotationRecord(db, id, user), message: result.message };
  };
  app.post(
    '/quotations/:id/void',
    {
      config: { permission: 'quotation.edit' },
      schema: { tags: ['quotations'], params: idParams, body: remarksBodySchema, response: transitioned },
    },
    simpleTransition('void'),
  );
  app.post(
    '/quotations/:id/reject',
    {
      config: { permission: ['quotation.edit', 'quotation.approve'] },
      schema: { tags: ['quotations'], params: idParams, body: remarksBodySchema, response: transitioned },
    },
    simpleTransition('reject'),
  );
  app.post(
    '/quotations/:id/update-payment-status',
    {
      config: { permission: 'invoice.edit' },
      schema: {
        tags: ['quotations'],
        summary: 'Update payment status of a completed quotation (invoice team)',
        params: idParams,
        body: paymentBodySchema,
        response: transitioned,
      },
    },
    simpleTransition('payment'),
  );

  /** Multipart transitions: MA approval, post approval, MOE-fund approval. */
  async function fileTransition(request: FastifyRequest, kind: 'ma' | 'post' | 'moe') {
    const user = app.requireUser(request);
    const { id } = request.params as { id: number };
    const body = await readBody(app, request, QUOTATION_UPLOADS);
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
    return { data: await loadQuotationRecord(db, id, user), message };
  }
  const multipartRoute = (permission: PermissionSlug | PermissionSlug[]) => ({
    config: { permission },
    schema: { tags: ['quotations'], params: idParams, ...transitionForm, response: transitioned },
  });
  app.post('/quotations/:id/ma-approval', multipartRoute('quotation.verify'), (request, reply) =>
    answerFiguresChanged(reply, () => fileTransition(request, 'ma')),
  );
  app.post('/quotations/:id/update-final-quotation-status', multipartRoute('quotation.edit'), (request, reply) =>
    answerFiguresChanged(reply, () => fileTransition(request, 'post')),
  );
  app.post('/quotations/:id/moe-fund-approve', multipartRoute('quotation.edit'), (request, reply) =>
    answerFiguresChanged(reply, () => fileTransition(request, 'moe')),
  );
}
