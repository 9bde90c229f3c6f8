/**
 * GET {record}/{id}/signatures/{attachmentId}: a signature image of a record, shown in its page through a signed link.
 * Every area with signatures (inspections, claims, COP) mounts the same route with its own look-up (row scoping).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachmentParams } from '../../schemas/common.js';
import type { PermissionSlug } from '../../domain/permissions.js';
import type { AuthUser } from '../plugins/auth.js';
import { disposition } from './attachments.js';
import { notFound } from './errors.js';
import { errorResponses, fileResponse } from './openapi/responses.js';

export function signatureImageRoute(
  app: FastifyInstance,
  opts: {
    /** e.g. '/cops' (the route is `{base}/:id/signatures/:attachmentId`). */
    base: string;
    permission: PermissionSlug;
    tags: string[];
    owner: string;
    /** Throws 404 when the record is missing or outside the user's scope. */
    find: (id: number, user: AuthUser) => Promise<unknown>;
  },
) {
  app.get<{ Params: { id: number; attachmentId: number } }>(
    `${opts.base}/:id/signatures/:attachmentId`,
    {
      config: { permission: opts.permission, ticket: 'url' },
      schema: {
        tags: opts.tags,
        params: attachmentParams,
        querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 200 } } },
        response: {
          ...fileResponse(['image/png', 'image/jpeg'], 'The signature image.'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number; attachmentId: number } }>, reply) => {
      await opts.find(request.params.id, app.requireUser(request));
      const a = await app.db
        .selectFrom('attachments')
        .selectAll()
        .where('id', '=', request.params.attachmentId)
        .where('owner_type', '=', opts.owner)
        .where('owner_id', '=', request.params.id)
        .executeTakeFirst();
      const stat = a && (await app.storage.stat(a.bucket, a.full_path));
      if (!a || !stat) throw notFound('File not found.');
      return reply
        .type(a.mime)
        .header('content-length', stat.size)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', disposition('inline', a.name))
        .send(await app.storage.get(a.bucket, a.full_path));
    },
  );
}
