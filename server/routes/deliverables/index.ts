import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import {
  categoryOfSlug,
  DELIVERABLE_CATEGORIES,
  DELIVERABLE_ROUTES,
  DELIVERABLE_SLOTS,
  DELIVERABLE_STATUSES,
  DELIVERABLE_ZONE_LABELS,
  DELIVERABLE_ZONES,
  deliverableYears,
  MONTH_NAMES,
  slotRequired,
} from '../../../domain/deliverables.js';
import { audit } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import {
  arrayOf,
  bool,
  errorResponses,
  int,
  objectOf,
  ok,
  pagedOf,
  recordOf,
  str,
} from '../../lib/openapi/responses.js';
import { registerOwnerAccess } from '../../lib/ownerAccess.js';
import { registerUploadPurpose } from '../../lib/resumable/registry.js';
import {
  deliverableAttachmentAccess,
  deliverableUploadPurpose,
  inspectionSummary,
  pendingDeliverables,
} from '../../services/deliverables/access.js';
import { deliverableListOptions, loadDeliverable, openDeliverable } from '../../services/deliverables/repository.js';
import { decideApproval, saveDeliverable } from '../../services/deliverables/save.js';
import { listRow, record, saveForm, summary } from './schemas.js';
import { DELIVERABLE_LISTS, deliverableListSchema } from '../../../schemas/deliverable.js';
import { listRecords } from '../../lib/crud.js';
import { columnConfig } from '../../lib/openapi/records.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { typedListQuerySchema } from '../../lib/typedListQuery.js';

/**
 * The list's query (schemas/deliverable.ts, each filter held to its field's values) — a list of one year's months, so
 * one year, not several — and the `category` a client may name when it reads one deliverable (spec §7).
 */
function listQuerySchema() {
  const typed = typedListQuerySchema(deliverableListSchema);
  const declared: Record<string, unknown> = typed.properties;
  const query: typeof typed = {
    ...typed,
    properties: Object.assign(
      { ...typed.properties },
      {
        'year[]': { ...(declared['year[]'] as object), maxItems: 1 },
        category: { type: 'string', maxLength: 40 },
      },
    ),
  };
  return query;
}

/** Monthly deliverables (spec part 3 §7 "Deliverables", issue 14). Large files arrive through /api/uploads (tus). */
export default async function deliverableRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ['deliverables'];
  const db = app.db;
  registerOwnerAccess(deliverableAttachmentAccess);
  registerUploadPurpose('deliverable', deliverableUploadPurpose);

  app.get(
    '/config/deliverable',
    {
      config: { permission: 'deliverable.view' },
      schema: {
        tags,
        response: ok(
          objectOf({
            data: objectOf({
              columns: columnConfig,
              categories: arrayOf(objectOf({ value: str, slug: str, label: str })),
              zones: arrayOf(objectOf({ value: str, label: str })),
              years: arrayOf(int),
              months: arrayOf(objectOf({ value: str, label: str })),
              statuses: arrayOf(str),
              max_bytes: int,
            }),
          }),
        ),
      },
    },
    async () => ({
      data: {
        columns: columnDefs(deliverableListSchema),
        categories: DELIVERABLE_CATEGORIES.map((c) => ({ value: c, ...DELIVERABLE_ROUTES[c] })),
        zones: DELIVERABLE_ZONES.map((z) => ({ value: z, label: DELIVERABLE_ZONE_LABELS[z] })),
        years: deliverableYears(new Date(), app.config.timeZone),
        months: MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label })),
        statuses: [...DELIVERABLE_STATUSES],
        max_bytes: deliverableUploadPurpose.area(app).maxBytes,
      },
    }),
  );

  app.get<{ Params: { category: string } }>(
    '/deliverable/config/:category',
    {
      config: { permission: 'deliverable.view' },
      schema: {
        tags,
        summary: 'The attachment slots of a category',
        params: { type: 'object', properties: { category: { type: 'string', maxLength: 40 } }, required: ['category'] },
        response: {
          ...ok(
            objectOf({
              data: arrayOf(objectOf({ key: str, remarks: str, required: bool, attachments: arrayOf(str) })),
            }),
          ),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const category = categoryOfSlug(request.params.category);
      if (!category) throw notFound('Category not found.');
      return {
        data: DELIVERABLE_SLOTS[category].map((s) => ({
          key: s.key,
          remarks: s.title,
          required: slotRequired(s),
          attachments: [],
        })),
      };
    },
  );

  app.get(
    '/deliverable/pending-approvals',
    {
      config: { permission: 'deliverable.view' },
      schema: {
        tags,
        summary: 'Deliverables waiting for the caller (MA: submitted; term contractor: rejected)',
        response: {
          ...ok(
            objectOf({
              data: arrayOf(
                objectOf({
                  id: int,
                  category: str,
                  zone: str,
                  year: int,
                  month: int,
                  status: str,
                  reject_remarks: { type: ['string', 'null'] },
                  updated_at: str,
                }),
              ),
            }),
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({ data: await pendingDeliverables(app, app.requireUser(request)) }),
  );

  app.post<{ Body: { category: string; zone: string; year: number; month: number } }>(
    '/deliverable/open',
    {
      config: { permission: 'deliverable.view' },
      schema: {
        tags,
        summary: "The month's deliverable of a category and zone, created on first open",
        body: {
          type: 'object',
          properties: {
            category: { type: 'string', maxLength: 40 },
            zone: { type: 'string', maxLength: 20 },
            year: { type: 'integer', minimum: 2000, maximum: 2999 },
            month: { type: 'integer', minimum: 1, maximum: 12 },
          },
          required: ['category', 'zone', 'year', 'month'],
        },
        response: { ...ok(objectOf({ data: objectOf({ id: int }) })), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const category = categoryOfSlug(request.body.category);
      if (!category) throw unprocessable({ category: ['The selected category is invalid.'] });
      return {
        data: {
          id: await openDeliverable(db, app.requireUser(request), { ...request.body, category }, app.config.timeZone),
        },
      };
    },
  );

  app.get(
    '/deliverable/years',
    {
      config: { permission: 'deliverable.view' },
      schema: {
        tags,
        summary: "The years the lists offer (the year filter's options)",
        response: { ...ok(objectOf({ data: arrayOf(int) })), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: deliverableYears(new Date(), app.config.timeZone) }),
  );

  app.get(
    '/deliverable/:id',
    {
      config: { permission: deliverableListSchema['x-area-list'].permissions.list },
      schema: {
        tags,
        summary:
          "A category's months (id: building-maintenance, turf-and-plant, BM, TP) or one deliverable (id: its number)",
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 40 } }, required: ['id'] } as const,
        querystring: listQuerySchema(),
        response: {
          200: { anyOf: [pagedOf(listRow), recordOf(record)], description: 'The list, or the deliverable.' },
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const key = request.params.id;
      if (/^[1-9][0-9]{0,9}$/.test(key)) return { data: await loadDeliverable(app, Number(key), user) };
      const category = categoryOfSlug(key);
      if (!category) throw notFound('Category not found.');
      return listRecords(db, DELIVERABLE_LISTS[category], request.query, `/api/deliverable/${key}`, {
        ...deliverableListOptions(db, user, category, app.config.timeZone),
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/deliverable/:id/inspection-summary',
    {
      config: { permission: 'deliverable.view' },
      schema: {
        tags,
        params: idParams,
        response: { ...ok(objectOf({ data: summary })), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await inspectionSummary(app, app.requireUser(request), request.params.id) }),
  );

  app.post<{ Params: { id: number } }>(
    '/deliverable/:id',
    {
      config: { permission: 'deliverable.edit' },
      schema: {
        tags,
        summary: 'Save as draft or submit (multipart): files per slot, custom titles, the prepared-by signature',
        params: idParams,
        ...saveForm,
        response: { ...ok(recordOf(record)), ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const r = await saveDeliverable(app, request, user, request.params.id);
      await audit(db, request, { action: 'update', entity: 'deliverable', entityId: request.params.id, after: r });
      return { message: r.message, data: await loadDeliverable(app, request.params.id, user) };
    },
  );

  app.post<{ Params: { id: number }; Body: Record<string, unknown> }>(
    '/deliverable/:id/final-approvals',
    {
      config: { permission: 'deliverable.approve' },
      schema: {
        tags,
        summary: "The managing agent's approval or rejection",
        params: idParams,
        body: {
          type: 'object',
          properties: {
            status: { type: ['string', 'null'], maxLength: 20 },
            user_type: { type: ['string', 'null'], enum: ['MA', null] },
            remarks: { type: ['string', 'null'], maxLength: 5000 },
            signature: { type: ['string', 'null'], maxLength: 3_000_000 },
            signature_details: { type: ['string', 'null'], maxLength: 500 },
            signature_options: { type: ['string', 'null'], maxLength: 40 },
            zone: { type: ['string', 'null'], maxLength: 20 },
            version: { type: ['integer', 'null'] },
          },
        },
        response: { ...ok(recordOf(record)), ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const r = await decideApproval(app, user, request.params.id, request.body ?? {});
      await audit(db, request, { action: r.status.toLowerCase(), entity: 'deliverable', entityId: request.params.id });
      return { message: r.message, data: await loadDeliverable(app, request.params.id, user) };
    },
  );
}
