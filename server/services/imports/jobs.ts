/**
 * A large import as a background job: the upload is kept in storage, the job checks it (progress: the rows checked),
 * writes it in one transaction (progress: the rows written), and leaves its report beside the file for the screen to
 * read. The report of a refused file is kept too, so the screen shows its problems by row and column.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import type { JobRow } from '../../lib/jobs/types.js';
import { newKey } from '../../plugins/storage.js';
import { checkImport, commitImport, ImportRefused, IMPORT_KINDS, readImportFile, type ImportReport } from './run.js';

export const IMPORT_JOB = 'import';
export const IMPORT_BUCKET = 'imports';

interface ImportJobPayload {
  kind: string;
  /** The uploaded file in IMPORT_BUCKET. */
  key: string;
  ip: string | null;
  /** Who imports, for the audit entries and the users' invitations. */
  actor: { id: number; full_name: string };
}

const reportKey = (jobId: number) => `reports/${jobId}.json`;

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

async function keepReport(app: FastifyInstance, jobId: number, data: ImportReport) {
  await app.storage.delete(IMPORT_BUCKET, reportKey(jobId)).catch(() => undefined);
  await app.storage.put(IMPORT_BUCKET, reportKey(jobId), Readable.from([JSON.stringify(data)]));
}

/** Keeps the upload and queues its import; answers the job. */
export async function enqueueImport(app: FastifyInstance, request: FastifyRequest, kind: string, file: Buffer) {
  const user = app.requireUser(request);
  const key = newKey('bin');
  await app.storage.put(IMPORT_BUCKET, key, Readable.from([file]));
  const payload: ImportJobPayload = { kind, key, ip: request.ip, actor: { id: user.id, full_name: user.full_name } };
  return app.jobs.enqueue(IMPORT_JOB, payload, { userId: user.id, subject: kind, maxAttempts: 1 });
}

export const IMPORT_NOT_RETRYABLE = 'An import does not keep its file after it runs: import the file again.';

export function registerImportJob(app: FastifyInstance) {
  app.jobs.register<ImportJobPayload>(IMPORT_JOB, {
    maxAttempts: 1,
    // The report goes with its job (retention); so does the upload, which a run that died had no time to remove.
    files: (row) => [
      { bucket: IMPORT_BUCKET, key: reportKey(row.id) },
      { bucket: IMPORT_BUCKET, key: (JSON.parse(row.payload) as ImportJobPayload).key },
    ],
    // the run removes its file whatever the outcome, so a retry would only fail again
    notRetryable: () => IMPORT_NOT_RETRYABLE,
    notice: (row) => ({
      type: row.status === 'SUCCESS' ? 'others' : 'important',
      title: row.status === 'SUCCESS' ? `Import finished: ${row.subject}` : `Import refused: ${row.subject}`,
      description: row.error,
      url: '/settings/imports',
    }),
    async handler(ctx) {
      const { kind: name, key, ip, actor } = ctx.payload;
      const kind = IMPORT_KINDS.find((k) => k.name === name);
      if (!kind) throw new Error(`No import of kind ${name}.`);
      // What the kinds read of a request: who acts, and from where (audit); the job has no request of its own.
      const request = { user: actor, ip } as unknown as FastifyRequest;
      try {
        const sheet = await readImportFile(kind, await readAll(await app.storage.get(IMPORT_BUCKET, key)));
        const rows = sheet.rows.length;
        // Half the bar is the check, half the writing: a refused file stops at the first half.
        await ctx.report(0, 2 * rows);
        const checked = await checkImport(app, kind, sheet);
        if (checked.problem_count) throw new ImportRefused(checked);
        await ctx.report(rows, 2 * rows);
        const data = await commitImport(app, request, kind, sheet, (written, total) =>
          ctx.report(rows + Math.floor((rows * written) / Math.max(total, 1)), 2 * rows),
        );
        await keepReport(app, ctx.id, data);
        await ctx.report(2 * rows, 2 * rows);
      } catch (e) {
        if (e instanceof ImportRefused) await keepReport(app, ctx.id, e.report);
        throw e;
      } finally {
        await app.storage.delete(IMPORT_BUCKET, key).catch(() => undefined);
      }
    },
  });
}

/** The caller's own import job with its report (once there is one); anyone else's looks absent. */
export async function importJob(app: FastifyInstance, db: Db, userId: number, id: number) {
  const row: JobRow | undefined = await db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', IMPORT_JOB)
    .executeTakeFirst();
  if (!row) throw notFound('Import not found.');
  let data: ImportReport | null = null;
  if (row.status === 'SUCCESS' || row.status === 'FAILED')
    data = await app.storage
      .get(IMPORT_BUCKET, reportKey(row.id))
      .then(readAll)
      .then((b) => JSON.parse(b.toString('utf8')) as ImportReport)
      .catch(() => null);
  return {
    id: row.id,
    kind: row.subject ?? '',
    status: row.status,
    progress: { done: row.progress_done, total: row.progress_total },
    data,
    message: row.status === 'FAILED' ? row.error : null,
  };
}
