import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import type { PermissionSlug } from '../../../domain/permissions.js';
import { paymentBodySchema, remarksBodySchema } from '../../../schemas/quotation.js';
import { readBody } from '../../lib/forms.js';
import { errorResponses, ok, recordOf } from '../../lib/openapi/responses.js';
import { quotationRecord } from '../../lib/openapi/records.js';
import { transitionForm } from '../../lib/openapi/forms.js';
import { QUOTATION_UPLOADS } from '../../services/quotations/files.js';
import { loadQuotationRecord } from '../../services/quotations/record.js';
import { answerFiguresChanged } from '../../services/quotations/repricing.js';
import { applyFileStep, applyRemarksStep, type FileStep, type RemarksStep } from '../../services/quotations/steps.js';

/** A workflow step answers the quotation as it now stands; 409 when its state or version changed meanwhile. */
const transitioned = { ...ok(recordOf(quotationRecord)), ...errorResponses(409) };

/** The quotation's workflow steps (spec part 2 §7): void, reject, payment status (JSON); MA approval, post
 * approval and MOE-fund approval (multipart, with documents and a signature). */
export default async function quotationTransitionRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;

  /** A JSON-bodied step (void, reject, payment). */
  const remarksStep = async (
    request: FastifyRequest,
    id: number,
    action: RemarksStep,
    body: Parameters<typeof applyRemarksStep>[5],
  ) => {
    const user = app.requireUser(request);
    const message = await applyRemarksStep(app, request, user, id, action, body);
    return { data: await loadQuotationRecord(db, id, user), message };
  };
  app.post(
    '/quotations/:id/void',
    {
      config: { permission: 'quotation.edit' },
      schema: { tags: ['quotations'], params: idParams, body: remarksBodySchema, response: transitioned },
    },
    (request) => remarksStep(request, request.params.id, 'void', request.body),
  );
  app.post(
    '/quotations/:id/reject',
    {
      config: { permission: ['quotation.edit', 'quotation.approve'] },
      schema: { tags: ['quotations'], params: idParams, body: remarksBodySchema, response: transitioned },
    },
    (request) => remarksStep(request, request.params.id, 'reject', request.body),
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
    (request) => remarksStep(request, request.params.id, 'payment', request.body),
  );

  /** Multipart transitions: MA approval, post approval, MOE-fund approval. */
  async function fileTransition(request: FastifyRequest, id: number, kind: FileStep) {
    const user = app.requireUser(request);
    const body = await readBody(app, request, QUOTATION_UPLOADS);
    const message = await applyFileStep(app, request, user, id, kind, body);
    return { data: await loadQuotationRecord(db, id, user), message };
  }
  const multipartRoute = (permission: PermissionSlug | PermissionSlug[]) => ({
    config: { permission },
    schema: { tags: ['quotations'], params: idParams, ...transitionForm, response: transitioned },
  });
  app.post('/quotations/:id/ma-approval', multipartRoute('quotation.verify'), (request, reply) =>
    answerFiguresChanged(reply, () => fileTransition(request, request.params.id, 'ma')),
  );
  app.post('/quotations/:id/update-final-quotation-status', multipartRoute('quotation.edit'), (request, reply) =>
    answerFiguresChanged(reply, () => fileTransition(request, request.params.id, 'post')),
  );
  app.post('/quotations/:id/moe-fund-approve', multipartRoute('quotation.edit'), (request, reply) =>
    answerFiguresChanged(reply, () => fileTransition(request, request.params.id, 'moe')),
  );
}
