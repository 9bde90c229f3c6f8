/** Clone: a new DRAFT quotation for another school or trade, priced afresh with that school's rates. */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { cloneBodySchema } from '../../../schemas/quotation.js';
import { created, errorResponses, recordOf } from '../../lib/openapi/responses.js';
import { quotationRecord } from '../../lib/openapi/records.js';
import { cloneQuotation } from '../../services/quotations/clone.js';
import { loadQuotationRecord } from '../../services/quotations/record.js';

export default async function cloneRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/quotations/:id/clone',
    {
      config: { permission: 'quotation.create' },
      schema: {
        tags: ['quotations'],
        params: idParams,
        body: cloneBodySchema,
        response: { ...created(recordOf(quotationRecord)), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const { id, message } = await cloneQuotation(app, request, user, request.params.id, request.body);
      return reply.code(201).send({ data: await loadQuotationRecord(app.db, id, user), message });
    },
  );
}
