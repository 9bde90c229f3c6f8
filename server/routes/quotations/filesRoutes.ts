import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { canPreviewInline } from '../../../domain/files.js';
import { mayDeleteQuotationAttachment } from '../../../domain/quotationAttachments.js';
import { disposition } from '../../lib/attachments.js';
import { audit } from '../../lib/audit.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { removeStored } from '../../lib/upload.js';
import {
  findQuotation,
  OWNER_DOCUMENT,
  OWNER_SIGNATURE,
  parseJson,
  workflowUser,
} from '../../services/quotations/repository.js';
import { dataMessage, errorResponses, fileResponse, ok } from '../../lib/openapi/responses.js';

const params = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 }, attachmentId: { type: 'integer', minimum: 1 } },
  required: ['id', 'attachmentId'],
} as const;

/** Files of a quotation (documents and signatures): served to whoever may see the quotation; deleted by their uploader while editable. */
export default async function quotationFileRoutes(app: FastifyInstance) {
  const db = app.db;
  const findFile = async (quotationId: number, attachmentId: number) => {
    const a = await db
      .selectFrom('attachments')
      .selectAll()
      .where('id', '=', attachmentId)
      .where('owner_id', '=', quotationId)
      .where('owner_type', 'in', [OWNER_DOCUMENT, OWNER_SIGNATURE])
      .executeTakeFirst();
    if (!a) throw notFound('File not found.');
    return a;
  };

  app.get(
    '/quotations/:id/files/:attachmentId',
    {
      config: { permission: 'quotation.view', ticket: 'url' },
      schema: {
        tags: ['quotations'],
        params,
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
      const { id, attachmentId } = request.params as { id: number; attachmentId: number };
      const q = request.query as { thumbnail?: string; download?: string };
      await findQuotation(db, id, user);
      const a = await findFile(id, attachmentId);
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
      schema: { tags: ['quotations'], params, response: { ...ok(dataMessage), ...errorResponses(409) } },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id, attachmentId } = request.params as { id: number; attachmentId: number };
      const quotation = await findQuotation(db, id, user);
      const a = await findFile(id, attachmentId);
      if (a.owner_type !== OWNER_DOCUMENT) throw forbidden('Signatures cannot be deleted.');
      // domain/quotationAttachments.ts: a supporting document only (never a decision's file), by its uploader while
      // editable or by an administrator.
      const type = parseJson<{ type?: unknown }>(a.additional_fields, {}).type;
      if (!mayDeleteQuotationAttachment(quotation, workflowUser(user), { type, uploaderId: a.uploader_id }))
        throw forbidden();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('attachments').where('id', '=', a.id).execute();
        await trx
          .updateTable('quotations')
          .set({ version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await audit(trx, request, {
          action: 'quotation.file.delete',
          entity: 'quotation',
          entityId: id,
          before: { attachment: a.id, name: a.name },
        });
      });
      await removeStored(app, [{ bucket: a.bucket, key: a.full_path, thumbnail: a.thumbnail }]);
      const message = 'Successfully deleted file';
      return { data: { message }, message };
    },
  );
}
