import { named } from '../../lib/openapi/components.js';
import { idParams } from '../../../schemas/common.js';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  EXPORT_MODULES,
  EXPORT_STATUS_OPTIONS,
  TASK_STATUSES,
  validateExportTask,
  type ExportModule,
  type ExportProperties,
} from '../../../domain/exports.js';
import { unprocessable } from '../../lib/errors.js';
import {
  created,
  errorResponses,
  int,
  messageOnly,
  nullableStr,
  objectOf,
  ok,
  str,
} from '../../lib/openapi/responses.js';
import { listRoute } from '../../lib/listRoute.js';
import { exportTaskListSchema } from '../../../schemas/exportJob.js';
import { exportTaskListOptions, findTask, presentTask, registerExportJob } from '../../services/exports/tasks.js';
import { EXPORT_JOB } from '../../services/exports/workbook.js';

const allStatuses = [
  ...new Set(Object.values(EXPORT_STATUS_OPTIONS).flatMap((o) => [...o.status, ...o.current_status])),
];
const properties = {
  type: 'object',
  properties: {
    school: { type: ['integer', 'null'], minimum: 1 },
    start_date: { type: ['string', 'null'], maxLength: 10 },
    end_date: { type: ['string', 'null'], maxLength: 10 },
    status: { type: 'array', maxItems: 20, items: { type: 'string', enum: allStatuses } },
    current_status: { type: 'array', maxItems: 20, items: { type: 'string', enum: allStatuses } },
  },
  additionalProperties: false,
} as const;

const task = named(
  'ExportTask',
  objectOf(
    {
      id: int,
      module: { type: 'string', enum: [...EXPORT_MODULES] },
      properties: { type: 'object', additionalProperties: true },
      status: { type: 'string', enum: [...TASK_STATUSES] },
      progress: objectOf({ done: int, total: int, percent: int }),
      report_url: nullableStr,
      file_name: nullableStr,
      remarks: nullableStr,
      attempts: int,
      created_at: str,
      finished_at: nullableStr,
    },
    [],
  ),
);

/**
 * Excel export tasks (spec part 2 §7, issue 12): the caller's own tasks, listed, created (the export then runs as a
 * background job) and deleted (a running one stops; its file goes with it). Role restrictions are not shown in the
 * spec: whoever holds excel-export.view sees and deletes their own tasks, excel-export.create starts one, and the rows
 * exported are those the caller's own lists show.
 */
export default async function exportRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  registerExportJob(app);
  const tags = ['excel export'];

  listRoute(app, exportTaskListSchema, {
    tags,
    row: task,
    summary: "The caller's export tasks, newest first",
    options: (request) => exportTaskListOptions(app.requireUser(request).id),
  });

  app.post<{ Body: { module?: string | null; properties?: ExportProperties } }>(
    '/tasks',
    {
      config: { permission: 'excel-export.create' },
      schema: {
        tags,
        summary: 'Start an Excel export',
        body: {
          type: 'object',
          properties: { module: { type: ['string', 'null'], maxLength: 20 }, properties },
          additionalProperties: false,
        },
        response: { ...created(objectOf({ message: str, data: task })), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const { module, properties: props = {} } = request.body ?? {};
      const errors = validateExportTask(module, props);
      if (Object.keys(errors).length) throw unprocessable(errors);
      const clean: ExportProperties = {
        school: props.school ?? null,
        start_date: props.start_date || null,
        end_date: props.end_date || null,
        status: props.status ?? [],
        current_status: props.current_status ?? [],
      };
      const row = await app.jobs.enqueue(
        EXPORT_JOB,
        { module, properties: clean },
        { userId: user.id, subject: module as ExportModule },
      );
      return reply.code(201).send({ message: 'Successfully created excel export', data: presentTask(row) });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/tasks/:id',
    {
      config: { permission: 'excel-export.view' },
      schema: {
        tags,
        summary: 'Delete an export task and its file (a running export stops)',
        params: idParams,
        response: { ...ok(messageOnly), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const row = await findTask(app.db, user.id, request.params.id);
      await app.jobs.remove(row.id);
      return { message: 'Successfully deleted' };
    },
  );
}
