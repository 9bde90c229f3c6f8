/** Update attachments: file name, order and whether each document goes into the report. */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { updateAttachmentsBodySchema } from '../../../schemas/quotation.js';
import { errorResponses, ok, recordOf } from '../../lib/openapi/responses.js';
import { quotationRecord } from '../../lib/openapi/records.js';
import { updateQuotationAttachments } from '../../services/quotations/documents.js';
import { loadQuotationRecord } from '../../services/quotations/record.js';

export default async function attachmentSettingsRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;
  app.post(
    '/quotations/:id/update-attachments',
    {
      config: { permission: 'quotation.view' },
      schema: {
        tags: ['quotations'],
        params: idParams,
        body: updateAttachmentsBodySchema,
        response: { ...ok(recordOf(quotationRecord)), ...errorResponses(409) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id } = request.params;
      const rows = request.body.attachments;
      await updateQuotationAttachments(app, request, user, id, rows);
      return { data: await loadQuotationRecord(db, id, user), message: 'Successfully updated attachments' };
    },
  );
}
