/** Excel export tasks as spec part 2 §3 shapes them, over the `jobs` rows of kind `excel-export`. */
import { exportFinished } from '../../lib/webhooks/outbox.js';
import type { FastifyInstance } from 'fastify';
import { taskPercent, type ExportTask } from '../../../domain/exports.js';
import type { Db } from '../../db/index.js';
import type { JobRow } from '../../lib/jobs/types.js';
import { notFound } from '../../lib/errors.js';
import type { ListOptions } from '../../lib/crud.js';
import type { Database } from '../../db/types.js';
import type { SelectQueryBuilder } from 'kysely';
import { EXPORT_BUCKET, EXPORT_JOB, writeExport, type ExportPayload } from './workbook.js';

export function presentTask(row: JobRow): ExportTask {
  const payload = JSON.parse(row.payload) as ExportPayload;
  const url =
    row.status === 'SUCCESS' && row.result_key && row.result_bucket
      ? `/api/download?${new URLSearchParams({ bucket: row.result_bucket, file_path: row.result_key, name: row.result_name ?? 'export.xlsx' })}`
      : null;
  return {
    id: row.id,
    module: payload.module,
    properties: payload.properties,
    status: row.status,
    progress: {
      done: row.progress_done,
      total: row.progress_total,
      percent: taskPercent(row.progress_done, row.progress_total),
    },
    report_url: url,
    file_name: row.status === 'SUCCESS' ? row.result_name : null,
    remarks: row.error,
    attempts: row.attempts,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

/**
 * The task list (schemas/exportJob.ts exportTaskListSchema) for lib/crud's listRecords: the caller's own export jobs
 * only, each as the API shapes a task.
 */
export function exportTaskListOptions(userId: number): ListOptions {
  return {
    scope: (qb: SelectQueryBuilder<Database, 'jobs', object>) =>
      qb.where('jobs.user_id', '=', userId).where('jobs.kind', '=', EXPORT_JOB),
    map: (rows: JobRow[]) => rows.map(presentTask),
  };
}

/** The caller's own task; anyone else's looks absent. */
export async function findTask(db: Db, userId: number, id: number) {
  const row = await db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', EXPORT_JOB)
    .executeTakeFirst();
  if (!row) throw notFound('Task not found.');
  return row;
}

/** Whether `key` in the exports bucket is the result of one of this user's tasks (for /api/download). */
export async function ownExportFile(db: Db, userId: number, key: string) {
  return db
    .selectFrom('jobs')
    .select(['result_name'])
    .where('result_bucket', '=', EXPORT_BUCKET)
    .where('result_key', '=', key)
    .where('user_id', '=', userId)
    .where('status', '=', 'SUCCESS')
    .executeTakeFirst();
}

/** Registers the export job kind: the workbook writer, and the owner's notice when it ends. */
export function registerExportJob(app: FastifyInstance) {
  app.jobs.register<ExportPayload>(EXPORT_JOB, {
    handler: (ctx) => writeExport(app, ctx),
    succeeded: exportFinished,
    notice: (row) => {
      const { module } = JSON.parse(row.payload) as ExportPayload;
      return row.status === 'SUCCESS'
        ? { type: 'others', title: `Excel export ready: ${module}`, description: row.result_name, url: '/excel-export' }
        : {
            type: 'important',
            title: `Excel export failed: ${module}`,
            description: row.error,
            url: '/excel-export',
          };
    },
  });
}
