/**
 * The failed-jobs list (schemas/failedJob.ts failedJobListSchema) for lib/crud's listRecords: every user's jobs that
 * failed for good, each with the user it ran for (null: the system's own).
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ListOptions } from '../../lib/crud.js';

interface FailedJobRow {
  id: number;
  kind: string;
  subject: string | null;
  error: string | null;
  attempts: number;
  created_at: string;
  finished_at: string | null;
  user_id: number | null;
  full_name: string | null;
  email: string | null;
}

export const failedJobListOptions: ListOptions = {
  scope: (qb: SelectQueryBuilder<Database, 'jobs', object>) => qb.where('jobs.status', '=', 'FAILED'),
  select: (qb: SelectQueryBuilder<Database, 'jobs', object>) =>
    qb
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
      ]),
  map: (rows: FailedJobRow[]) =>
    rows.map(({ user_id, full_name, email, ...job }) => ({
      ...job,
      user: user_id === null ? null : { id: user_id, full_name: full_name!, email: email! },
    })),
};
