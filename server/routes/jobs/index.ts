/**
 * Failed background jobs of every user, for administrators (README "Running in production", Retention): the reason each
 * failed for good, and a retry that runs it again with fresh attempts. A user's own jobs stay in their area (exports).
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { failedJobListSchema } from '../../../schemas/failedJob.js';
import { listQuerySchema, listRecords } from '../../lib/crud.js';
import { conflict, notFound } from '../../lib/errors.js';
import {
  errorResponses,
  int,
  nullable,
  nullableStr,
  objectOf,
  ok,
  pagedOf,
  recordOf,
  str,
} from '../../lib/openapi/responses.js';
import { failedJobListOptions } from '../../services/jobs/failed.js';

const failedJob = objectOf({
  id: int,
  kind: str,
  subject: nullableStr,
  user: nullable(objectOf({ id: int, full_name: str, email: str })),
  error: nullableStr,
  attempts: int,
  created_at: str,
  finished_at: nullableStr,
});

export default async function jobRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ['jobs'];

  // Its columns and sorts are its schema's (schemas/failedJob.ts); an undeclared filter or sort answers 422.
  const list = failedJobListSchema;
  app.get(
    '/jobs/failed',
    {
      config: { permission: list['x-area-list'].permissions.list },
      schema: {
        tags,
        summary: "Every user's background jobs that failed for good, newest first, with the reason",
        querystring: listQuerySchema(list),
        response: { ...ok(pagedOf(failedJob)), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listRecords(app.db, list, request.query, '/api/jobs/failed', failedJobListOptions),
  );

  app.post<{ Params: { id: number } }>(
    '/jobs/:id/retry',
    {
      config: { permission: 'job.edit' },
      schema: {
        tags,
        summary: 'Run a failed job again, with fresh attempts',
        params: idParams,
        response: {
          ...ok(recordOf(objectOf({ id: int, status: str }))),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const retried = await app.jobs.retry(id);
      if (typeof retried === 'object') throw conflict(retried.refused);
      if (retried) return { message: 'The job will run again.', data: { id, status: 'PENDING' } };
      const row = await app.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Job not found.');
      throw conflict('Only a failed job can be retried.');
    },
  );
}
