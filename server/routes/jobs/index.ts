/**
 * Failed background jobs of every user, for administrators (README "Running in production", Retention): the reason each
 * failed for good, and a retry that runs it again with fresh attempts. A user's own jobs stay in their area (exports).
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { conflict, notFound } from '../../lib/errors.js';
import {
  errorResponses,
  int,
  listOf,
  nullable,
  nullableStr,
  objectOf,
  ok,
  recordOf,
  str,
} from '../../lib/openapi/responses.js';

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

/** The most recent failures an administrator looks through; older ones go with retention. */
const LIMIT = 500;

export default async function jobRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ['jobs'];

  app.get(
    '/jobs/failed',
    {
      config: { permission: 'job.view' },
      schema: {
        tags,
        summary: "Every user's background jobs that failed for good, newest first, with the reason",
        response: { ...ok(listOf(failedJob)), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('jobs')
        .leftJoin('users', 'users.id', 'jobs.user_id')
        .select([
          'jobs.id',
          'jobs.kind',
          'jobs.subject',
          'jobs.error',
          'jobs.attempts',
          'jobs.created_at',
          'jobs.finished_at',
          'users.id as user_id',
          'users.full_name',
          'users.email',
        ])
        .where('jobs.status', '=', 'FAILED')
        .orderBy('jobs.finished_at', 'desc')
        .orderBy('jobs.id', 'desc')
        .limit(LIMIT)
        .execute();
      return {
        data: rows.map(({ user_id, full_name, email, ...job }) => ({
          ...job,
          user: user_id === null ? null : { id: user_id, full_name: full_name!, email: email! },
        })),
      };
    },
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
