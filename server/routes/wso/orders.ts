import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { attachmentParams, idParams } from '../../../schemas/common.js';
import { WSO_CATEGORIES, WSO_DETAILS, WSO_FILTER_STATUSES, WSO_STATUSES } from '../../../domain/wso.js';
import { disposition } from '../../lib/attachments.js';
import { audit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { readBody } from '../../lib/forms.js';
import {
  arrayOf,
  created,
  errorResponses,
  fileResponse,
  int,
  listOf,
  messageOnly,
  nullable,
  nullableInt,
  nullableStr,
  objectOf,
  ok,
  recordOf,
  str,
} from '../../lib/openapi/responses.js';
import { listRoute } from '../../lib/listRoute.js';
import { columnConfig } from '../../lib/openapi/records.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { wsoListSchema } from '../../../schemas/wso.js';
import { deleteWso, wsoPendingApprovals } from '../../services/wso/records.js';
import { findWso, loadWso, OWNER_WSO, WSO_PHOTO_OWNERS, wsoListOptions } from '../../services/wso/repository.js';
import { existingForQuotation, saveWso, WSO_UPLOADS } from '../../services/wso/save.js';
import { quotationForWso } from '../../services/wso/quotation.js';
import { listRow, quotationPrefill, record, wsoForm } from './schemas.js';

const saved = objectOf({ message: str, data: objectOf({ id: int, status: str }) });
const saveErrors = errorResponses(400, 401, 403, 404, 409, 413, 422);

/** The work service order records (spec part 2 §7): list, config, to-do, one order, create/update (ad-hoc and quotation-bound), delete, files. */
export default async function wsoOrderRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;
  const tags = ['work service orders'];

  // Filters, sorts and columns are wsoListSchema's (schemas/wso.ts); its values are checked as the route always did.
  listRoute(app, wsoListSchema, {
    tags,
    row: listRow,
    typed: true,
    options: (request) => wsoListOptions(app.requireUser(request)),
  });

  app.get(
    '/config/wso',
    {
      config: { permission: 'wso.view' },
      schema: {
        tags,
        response: {
          ...ok(
            objectOf({
              data: objectOf({
                columns: columnConfig,
                statuses: arrayOf(str),
                filter_statuses: arrayOf(str),
                categories: arrayOf(str),
                details: arrayOf(objectOf({ id: str, name: str })),
              }),
            }),
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({
      data: {
        columns: columnDefs(wsoListSchema),
        statuses: [...WSO_STATUSES],
        filter_statuses: [...WSO_FILTER_STATUSES],
        categories: [...WSO_CATEGORIES],
        details: Object.entries(WSO_DETAILS).map(([id, name]) => ({ id, name })),
      },
    }),
  );

  app.get(
    '/work-service-order/pending-approvals',
    {
      config: { permission: 'wso.view' },
      schema: {
        tags,
        summary: 'What waits for the caller (the to-do feed)',
        response: {
          ...ok(
            listOf(
              objectOf({
                id: int,
                reference_number: str,
                status: str,
                display_status: str,
                date: nullableStr,
                job_location: nullableStr,
                school: str,
                school_name: str,
                category: str,
                status_date: nullableStr,
                status_remarks: nullableStr,
                quotation_id: nullableInt,
                quotation_reference_number: nullableStr,
              }),
            ),
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({ data: await wsoPendingApprovals(app, app.requireUser(request)) }),
  );

  app.get<{ Params: { id: number } }>(
    '/work-service-order/:id',
    {
      config: { permission: 'wso.view' },
      schema: { tags, params: idParams, response: { ...ok(recordOf(record)), ...errorResponses(401, 403, 404) } },
    },
    async (request) => ({ data: await loadWso(db, request.params.id, app.requireUser(request)) }),
  );

  app.post(
    '/work-service-order',
    {
      config: { permission: 'wso.create' },
      schema: {
        tags,
        summary: 'Create an ad-hoc work service order',
        ...wsoForm,
        response: { ...created(saved), ...saveErrors },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const body = await readBody(app, request, WSO_UPLOADS);
      const r = await saveWso(app, user, { kind: 'adhoc' }, body);
      await audit(db, request, { action: 'create', entity: 'work_service_order', entityId: r.id });
      return reply.code(201).send({ message: r.message, data: { id: r.id, status: r.status } });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/work-service-order/:id',
    {
      config: { permission: 'wso.create' },
      schema: {
        tags,
        summary: 'Save or submit a work service order',
        params: idParams,
        ...wsoForm,
        response: { ...ok(saved), ...saveErrors },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      await findWso(db, request.params.id, user);
      const body = await readBody(app, request, WSO_UPLOADS);
      const r = await saveWso(app, user, { kind: 'adhoc', id: request.params.id }, body);
      await audit(db, request, { action: 'update', entity: 'work_service_order', entityId: r.id });
      return { message: r.message, data: { id: r.id, status: r.status } };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/work-service-order/:id',
    {
      config: { permission: 'wso.edit' },
      schema: { tags, params: idParams, response: { ...ok(messageOnly), ...errorResponses(401, 403, 404, 409) } },
    },
    async (request) => {
      await deleteWso(app, app.requireUser(request), request.params.id);
      await audit(db, request, { action: 'delete', entity: 'work_service_order', entityId: request.params.id });
      return { message: 'Successfully deleted' };
    },
  );

  // The quotation-bound form: `id` is the QUOTATION's id (spec §7 "GET work-service-order/{id}/get").
  app.get<{ Params: { id: number } }>(
    '/work-service-order/:id/get',
    {
      config: { permission: 'wso.view' },
      schema: {
        tags,
        summary: "A quotation's work service order (null before it is created) and the quotation it is prefilled from",
        params: idParams,
        response: {
          ...ok(objectOf({ data: nullable(record), quotation: quotationPrefill })),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const quotation = await quotationForWso(app, user, request.params.id);
      const existing = await existingForQuotation(app, quotation.id);
      return { data: existing ? await loadWso(db, existing.id, user) : null, quotation };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/work-service-order/quotation/:id',
    {
      config: { permission: 'wso.create' },
      schema: {
        tags,
        summary: "Save or submit a quotation's work service order (`id` is the quotation's)",
        params: idParams,
        ...wsoForm,
        response: { ...ok(saved), ...created(saved), ...saveErrors },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      await quotationForWso(app, user, request.params.id);
      const body = await readBody(app, request, WSO_UPLOADS);
      const r = await saveWso(app, user, { kind: 'quotation', quotationId: request.params.id }, body);
      await audit(db, request, {
        action: r.created ? 'create' : 'update',
        entity: 'work_service_order',
        entityId: r.id,
      });
      return reply.code(r.created ? 201 : 200).send({ message: r.message, data: { id: r.id, status: r.status } });
    },
  );

  app.get<{ Params: { id: number; attachmentId: number }; Querystring: { thumb?: string } }>(
    '/work-service-order/:id/files/:attachmentId',
    {
      config: { permission: 'wso.view', ticket: 'url' },
      schema: {
        tags,
        summary: 'A photo (or its thumbnail with thumb=1) or a signature of the order',
        params: attachmentParams,
        querystring: {
          type: 'object',
          properties: { thumb: { type: 'string', enum: ['0', '1'] }, ticket: { type: 'string', maxLength: 200 } },
        },
        response: {
          ...fileResponse(['image/png', 'image/jpeg', 'image/webp', 'image/gif'], 'The image.'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await findWso(db, request.params.id, app.requireUser(request));
      const a = await db
        .selectFrom('attachments')
        .selectAll()
        .where('id', '=', request.params.attachmentId)
        .where('owner_type', 'in', [...WSO_PHOTO_OWNERS, OWNER_WSO.signature])
        .where('owner_id', '=', request.params.id)
        .executeTakeFirst();
      const thumb = request.query.thumb === '1' && a?.thumbnail ? a.thumbnail : null;
      const key = thumb ?? a?.full_path;
      const stat = a && key && (await app.storage.stat(a.bucket, key));
      if (!a || !key || !stat) throw notFound('File not found.');
      return reply
        .type(thumb ? 'image/jpeg' : a.mime)
        .header('content-length', stat.size)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', disposition('inline', a.name))
        .send(await app.storage.get(a.bucket, key));
    },
  );
}
