import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { attachmentParams } from '../../../schemas/common.js';
import { canPreviewInline } from '../../../domain/files.js';
import { disposition } from '../../lib/attachments.js';
import { notFound } from '../../lib/errors.js';
import { dataMessage, errorResponses, fileResponse, ok } from '../../lib/openapi/responses.js';
import { deleteQuotationDocument, findQuotationFile } from '../../services/quotations/documents.js';
import { findQuotation } from '../../services/quotations/repository.js';

/** Files of a quotation (documents and signatures): served to whoever may see the quotation; deleted by their uploader while editable. */
export default async function quotationFileRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;
  app.get(
    '/quotations/:id/files/:attachmentId',
    {
      config: { permission: 'quotation.view', ticket: 'url' },
      schema: {
        tags: ['quotations'],
        params: attachmentParams,
        querystring: {
          type: 'object',
          properties: {
            thumbnail: { type: 'string', maxLength: 5 },
            download: { type: 'string', maxLength: 5 },
            ticket: { type: 'string', maxLength: 200 },
          },
          additionalProperties: true,
        },
        response: fileResponse(['*/*'], 'The file (or its JPEG thumbnail).'),
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const { id, attachmentId } = request.params;
      const q = request.query;
      await findQuotation(db, id, user);
      const a = await findQuotationFile(db, id, attachmentId);
      const thumb = (q.thumbnail === '1' || q.thumbnail === 'true') && a.thumbnail;
      const key = thumb ? a.thumbnail! : a.full_path;
      const stat = await app.storage.stat(a.bucket, key);
      if (!stat) throw notFound('File not found.');
      const stream = await app.storage.get(a.bucket, key);
      const mime = thumb ? 'image/jpeg' : a.mime;
      // Images and PDFs open inline unless a download is asked for; anything else is always a download.
      const kind = q.download === '1' || q.download === 'true' || !canPreviewInline(mime) ? 'attachment' : 'inline';
      return reply
        .type(mime)
        .header('content-length', stat.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', disposition(kind, a.name))
        .send(stream);
    },
  );

  app.delete(
    '/quotations/:id/files/:attachmentId',
    {
      config: { permission: 'quotation.edit' },
      schema: {
        tags: ['quotations'],
        params: attachmentParams,
        response: { ...ok(dataMessage), ...errorResponses(409) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id, attachmentId } = request.params;
      await deleteQuotationDocument(app, request, user, id, attachmentId);
      const message = 'Successfully deleted file';
      return { data: { message }, message };
    },
  );
}
