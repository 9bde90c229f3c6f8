import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { readBody } from '../../lib/forms.js';
import { created, dataMessage, errorResponses, ok, recordOf } from '../../lib/openapi/responses.js';
import { quotationRecord } from '../../lib/openapi/records.js';
import { quotationForm } from '../../lib/openapi/forms.js';
import { QUOTATION_UPLOADS } from '../../services/quotations/files.js';
import { JSON_FIELDS, ratesUpdated } from '../../services/quotations/input.js';
import { loadQuotationRecord } from '../../services/quotations/record.js';
import { answerFiguresChanged } from '../../services/quotations/repricing.js';
import { createQuotation, deleteQuotation, updateQuotation } from '../../services/quotations/save.js';
import { sweepStarRateDrafts } from '../../services/quotations/starRateDrafts.js';
import attachmentSettingsRoutes from './attachmentSettings.js';
import cloneRoutes from './clone.js';
import fileRoutes from './filesRoutes.js';
import listRoutes from './lists.js';
import reportRoutes from './reports.js';
import quotationTransitionRoutes from './transitions.js';

/**
 * Quotations (spec part 2 §7): one record, create and update (multipart, priced on the server), delete; the lists,
 * workflow steps, clone, files and reports in their own route files; saving, input and steps in services/quotations.
 */
export default async function quotationRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;
  // star rates added to a quotation that was never saved leave the schedule of rates
  app.retention.register('star-rate-drafts', () => sweepStarRateDrafts(db));

  await app.register(listRoutes);

  app.get(
    '/quotations/:id',
    {
      config: { permission: 'quotation.view' },
      schema: { tags: ['quotations'], params: idParams, response: ok(recordOf(quotationRecord)) },
    },
    async (request) => ({
      data: await loadQuotationRecord(db, request.params.id, app.requireUser(request)),
    }),
  );

  app.post(
    '/quotations',
    {
      config: { permission: 'quotation.create' },
      schema: {
        tags: ['quotations'],
        ...quotationForm,
        response: { ...created(recordOf(quotationRecord)), ...errorResponses(409) },
      },
    },
    (request, reply) =>
      answerFiguresChanged(reply, async () => {
        const user = app.requireUser(request);
        const body = await readBody(app, request, QUOTATION_UPLOADS, JSON_FIELDS);
        const { id, rateChanges } = await createQuotation(app, request, user, body);
        return reply.code(201).send({
          data: await loadQuotationRecord(db, id, user),
          message: 'Successfully created quotation',
          ...ratesUpdated(rateChanges),
        });
      }),
  );

  app.post(
    '/quotations/:id',
    {
      config: { permission: 'quotation.edit' },
      schema: {
        tags: ['quotations'],
        params: idParams,
        ...quotationForm,
        response: { ...ok(recordOf(quotationRecord)), ...errorResponses(409) },
      },
    },
    (request, reply) =>
      answerFiguresChanged(reply, async () => {
        const user = app.requireUser(request);
        const { id } = request.params;
        const body = await readBody(app, request, QUOTATION_UPLOADS, JSON_FIELDS);
        const { rateChanges } = await updateQuotation(app, request, user, id, body);
        return {
          data: await loadQuotationRecord(db, id, user),
          message: 'Successfully updated quotation',
          ...ratesUpdated(rateChanges),
        };
      }),
  );

  app.delete(
    '/quotations/:id',
    {
      config: { permission: 'quotation.delete' },
      schema: { tags: ['quotations'], params: idParams, response: { ...ok(dataMessage), ...errorResponses(409) } },
    },
    async (request) => {
      await deleteQuotation(app, request, app.requireUser(request), request.params.id);
      const message = 'Successfully deleted quotation';
      return { data: { message }, message };
    },
  );

  await app.register(quotationTransitionRoutes);
  await app.register(cloneRoutes);
  await app.register(attachmentSettingsRoutes);
  await app.register(fileRoutes);
  await app.register(reportRoutes);
}
