import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { signatureImageRoute } from '../../lib/signatureRoute.js';
import {
  FREQUENCIES,
  INSPECTION_CATEGORIES,
  INSPECTION_STATUSES,
  INSPECTION_TYPES,
} from '../../../domain/inspections.js';
import { audit } from '../../lib/audit.js';
import {
  arrayOf,
  bool,
  created,
  errorResponses,
  int,
  messageOnly,
  nullableStr,
  objectOf,
  ok,
  pagedOf,
  recordOf,
  str,
} from '../../lib/openapi/responses.js';
import { pageOf, pagingQuerySchema } from '../../lib/paging.js';
import { dateFilterParameters, refuseImpossibleDates } from '../../lib/dateFilters.js';
import { createInspection, type CreateInspectionInput } from '../../services/inspections/create.js';
import { deleteInspection, updateSchool } from '../../services/inspections/records.js';
import { findInspection, loadInspection, OWNER_INSPECTION_SIGNATURE } from '../../services/inspections/repository.js';
import { listInspections } from '../../services/inspections/list.js';
import { todoInspections } from '../../services/inspections/todo.js';
import { inspectionListSchema } from '../../../schemas/inspection.js';
import { listRoute } from '../../lib/listRoute.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { columnConfig } from '../../lib/openapi/records.js';
import {
  autosaveItem,
  uncheckedFor,
  updateInspection,
  type UpdateInput,
} from '../../services/inspections/transitions.js';

import { listRow, nullableText, record, updateBody } from './schemas.js';

/** Inspections (spec part 3 §7 "Inspection schedule"); the detail's autosave is `PATCH .../items/{subItemId}`. */
export default async function inspectionRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ['inspections'];
  const db = app.db;

  app.get(
    '/config/inspection-schedule',
    {
      config: { permission: 'inspection.view' },
      schema: {
        tags,
        response: ok(
          objectOf({
            data: objectOf({
              columns: columnConfig,
              statuses: arrayOf(str),
              categories: arrayOf(str),
              types: arrayOf(str),
              frequencies: arrayOf(str),
            }),
          }),
        ),
      },
    },
    async () => ({
      data: {
        columns: columnDefs(inspectionListSchema),
        statuses: INSPECTION_STATUSES,
        categories: INSPECTION_CATEGORIES,
        types: INSPECTION_TYPES,
        frequencies: FREQUENCIES,
      },
    }),
  );

  listRoute(app, inspectionListSchema, {
    tags,
    row: listRow,
    read: async (request, query, path) => {
      refuseImpossibleDates(query, dateFilterParameters(inspectionListSchema));
      return listInspections(db, app.requireUser(request), query, path);
    },
  });

  app.get(
    '/inspection-schedule/to/do',
    {
      config: { permission: 'inspection.view' },
      schema: { tags, querystring: { type: 'object', properties: pagingQuerySchema }, response: ok(pagedOf(listRow)) },
    },
    async (request) => {
      return todoInspections(db, app.requireUser(request), pageOf(request.query), '/api/inspection-schedule/to/do');
    },
  );

  app.post<{ Body: CreateInspectionInput }>(
    '/inspection-schedule',
    {
      // Only preparers start one (domain mayCreateInspection); the permission lets the service answer 403 for the rest.
      config: { permission: ['inspection.edit', 'inspection.approve'] },
      schema: {
        tags,
        body: {
          type: 'object',
          properties: {
            checklist_id: { type: ['integer', 'null'] },
            custom_callback: nullableText(100),
            school_id: { type: ['integer', 'null'] },
            school_slug: nullableText(191),
            location: nullableText(500),
            purpose: nullableText(191),
            members: { type: ['array', 'null'], maxItems: 100, items: { type: 'integer' } },
            check_in: nullableText(16),
            quotation_id: { type: ['integer', 'null'] },
          },
        },
        response: {
          ...created(objectOf({ message: str, data: objectOf({ id: int }) })),
          ...errorResponses(400, 401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const id = await createInspection(db, app.requireUser(request), request.body ?? {});
      await audit(db, request, { action: 'create', entity: 'inspection', entityId: id });
      return reply.code(201).send({ message: 'Request has been processed', data: { id } });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/inspection-schedule/:id',
    {
      config: { permission: 'inspection.view' },
      schema: { tags, params: idParams, response: { ...ok(recordOf(record)), ...errorResponses(401, 403, 404) } },
    },
    async (request) => ({ data: await loadInspection(db, request.params.id, app.requireUser(request)) }),
  );

  app.put<{ Params: { id: number }; Body: UpdateInput }>(
    '/inspection-schedule/:id',
    {
      config: { permission: ['inspection.edit', 'inspection.approve'] },
      schema: {
        tags,
        params: idParams,
        body: updateBody,
        response: { ...ok(recordOf(record)), ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const result = await updateInspection(app, user, request.params.id, request.body ?? {});
      await audit(db, request, {
        action: 'update',
        entity: 'inspection',
        entityId: request.params.id,
        after: { status: result.status },
      });
      return { message: result.message, data: await loadInspection(db, request.params.id, user) };
    },
  );

  app.patch<{
    Params: { id: number; subItemId: number };
    Body: { status?: string | null; remarks?: string | null; version?: number | null };
  }>(
    '/inspection-schedule/:id/items/:subItemId',
    {
      config: { permission: 'inspection.edit' },
      schema: {
        tags,
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1 }, subItemId: { type: 'integer', minimum: 1 } },
          required: ['id', 'subItemId'],
        },
        body: {
          type: 'object',
          properties: {
            status: nullableText(10),
            remarks: nullableText(5000),
            version: { type: ['integer', 'null'], minimum: 1 },
          },
        },
        response: {
          ...ok(objectOf({ data: objectOf({ version: int, saved_at: str }) })),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => ({
      data: await autosaveItem(app, app.requireUser(request), request.params.id, {
        ...request.body,
        id: request.params.subItemId,
      }),
    }),
  );

  app.delete<{ Params: { id: number } }>(
    '/inspection-schedule/:id',
    {
      config: { permission: 'inspection.edit' },
      schema: { tags, params: idParams, response: { ...ok(messageOnly), ...errorResponses(401, 403, 404, 409) } },
    },
    async (request) => {
      await deleteInspection(app, app.requireUser(request), request.params.id);
      await audit(db, request, { action: 'delete', entity: 'inspection', entityId: request.params.id });
      return { message: 'Successfully deleted' };
    },
  );

  app.post<{ Params: { id: number }; Body: { school_id?: unknown; location?: unknown } }>(
    '/inspection-schedule/:id/update-school',
    {
      config: { permission: 'inspection.edit' },
      schema: {
        tags,
        params: idParams,
        body: {
          type: 'object',
          properties: { school_id: { type: ['integer', 'null'] }, location: nullableText(500) },
        },
        response: { ...ok(messageOnly), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await updateSchool(app, app.requireUser(request), request.params.id, request.body ?? {});
      await audit(db, request, { action: 'update_school', entity: 'inspection', entityId: request.params.id });
      return { message: 'Successfully updated the school' };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { month?: string } }>(
    '/inspection-schedule/get-unchecked-items/:id',
    {
      config: { permission: 'inspection.view' },
      schema: {
        tags,
        params: idParams,
        querystring: {
          type: 'object',
          properties: { month: { type: 'string', maxLength: 10 } },
          additionalProperties: true,
        },
        response: {
          ...ok(
            objectOf({
              status: str,
              message: str,
              data: arrayOf(
                objectOf({
                  id: int,
                  serial_no: nullableStr,
                  element: nullableStr,
                  description: nullableStr,
                  frequency: nullableStr,
                  due: bool,
                }),
              ),
            }),
          ),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => uncheckedFor(app, app.requireUser(request), request.params.id, request.query.month),
  );

  signatureImageRoute(app, {
    base: '/inspection-schedule',
    permission: 'inspection.view',
    tags,
    owner: OWNER_INSPECTION_SIGNATURE,
    find: (id, user) => findInspection(db, id, user),
  });
}
