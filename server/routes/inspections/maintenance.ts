import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { MAINTENANCE_COLOURS, MAINTENANCE_LABELS, MAINTENANCE_TYPES } from '../../../domain/inspections.js';
import { audit } from '../../lib/audit.js';
import { refuseImpossibleDates } from '../../lib/dateFilters.js';
import { arrayOf, created, errorResponses, int, messageOnly, objectOf, ok, str } from '../../lib/openapi/responses.js';
import {
  createEvent,
  deleteEvent,
  listEvents,
  updateEvent,
  type MaintenanceInput,
} from '../../services/inspections/maintenance.js';

const event = objectOf({ id: int, title: str, start: str, school_id: int, school_name: str, type: str, color: str });
const body = {
  type: 'object',
  properties: {
    school_id: { type: ['integer', 'null'] },
    type: { type: ['string', 'null'], maxLength: 20 },
    month: { type: ['integer', 'null'] },
    year: { type: ['integer', 'null'] },
    sched: {
      type: ['object', 'null'],
      properties: {
        start: { type: ['string', 'null'], maxLength: 40 },
        title: { type: ['string', 'null'], maxLength: 500 },
        color: { type: ['string', 'null'], maxLength: 20 },
      },
    },
    old_sched: { type: ['object', 'null'] },
  },
} as const;

/** The maintenance calendar of spec part 3 §7; the UI asks for the visible range with `start` and `end`. */
export default async function maintenanceRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ['maintenance schedule'];

  app.get(
    '/config/maintenance-schedule',
    {
      config: { permission: 'schedule.view' },
      schema: {
        tags,
        response: ok(
          objectOf({
            data: objectOf({
              types: arrayOf(objectOf({ id: str, name: str, color: str })),
            }),
          }),
        ),
      },
    },
    async () => ({
      data: {
        types: MAINTENANCE_TYPES.map((t) => ({ id: t, name: MAINTENANCE_LABELS[t], color: MAINTENANCE_COLOURS[t] })),
      },
    }),
  );

  app.get<{ Querystring: { start?: string; end?: string; school_id?: number } }>(
    '/maintenance-schedule',
    {
      config: { permission: 'schedule.view' },
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: {
            start: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}' },
            end: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}' },
            school_id: { type: 'integer', minimum: 1 },
          },
        },
        response: { ...ok(objectOf({ data: arrayOf(event) })), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      refuseImpossibleDates(request.query, ['start', 'end']);
      return {
        data: await listEvents(app.db, app.requireUser(request), {
          start: request.query.start?.slice(0, 10),
          end: request.query.end?.slice(0, 10),
          school_id: request.query.school_id,
        }),
      };
    },
  );

  app.post<{ Body: MaintenanceInput }>(
    '/maintenance-schedule',
    {
      config: { permission: 'schedule.edit' },
      schema: {
        tags,
        body,
        response: {
          ...created(objectOf({ message: str, data: objectOf({ id: int }) })),
          ...errorResponses(400, 401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const id = await createEvent(app.db, user, request.body ?? {});
      await audit(app.db, request, { action: 'create', entity: 'maintenance_schedule', entityId: id });
      return reply.code(201).send({ message: 'Request has been processed', data: { id } });
    },
  );

  app.patch<{ Params: { id: number }; Body: MaintenanceInput }>(
    '/maintenance-schedule/:id',
    {
      config: { permission: 'schedule.edit' },
      schema: {
        tags,
        params: idParams,
        body,
        response: { ...created(messageOnly), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      await updateEvent(app.db, user, request.params.id, request.body ?? {});
      await audit(app.db, request, { action: 'update', entity: 'maintenance_schedule', entityId: request.params.id });
      return reply.code(201).send({ message: 'Request has been processed' });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/maintenance-schedule/delete-schedule/:id',
    {
      config: { permission: 'schedule.edit' },
      schema: { tags, params: idParams, response: { ...ok(messageOnly), ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      await deleteEvent(app.db, app.requireUser(request), request.params.id);
      await audit(app.db, request, { action: 'delete', entity: 'maintenance_schedule', entityId: request.params.id });
      return { message: 'Successfully deleted' };
    },
  );
}
