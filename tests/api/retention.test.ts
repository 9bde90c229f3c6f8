/**
 * Retention on a schedule: finished jobs (exports, imports) with their files (export files, import reports), unfinished
 * resumable uploads with their partial files, and audit entries go when past their configured age; administrators see every user's failed jobs and retry them.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTIAL_BUCKET } from '../../server/lib/resumable/registry.js';
import { IMPORT_BUCKET, IMPORT_NOT_RETRYABLE } from '../../server/services/imports/jobs.js';
import { IMPORT_JOB_ROWS } from '../../server/services/imports/run.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart } from './helpers.js';

let t: TestApp;
let admin: string;
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

async function job(
  status: 'SUCCESS' | 'FAILED' | 'PENDING',
  finishedDaysAgo: number | null,
  userId: number | null = null,
  resultKey: string | null = null,
) {
  const at = daysAgo(finishedDaysAgo ?? 0);
  return t.db
    .insertInto('jobs')
    .values({
      kind: 'retention-test',
      subject: null,
      payload: 'null',
      user_id: userId,
      status,
      run_after: at,
      lease_owner: null,
      lease_until: null,
      result_bucket: resultKey && 'exports',
      result_key: resultKey,
      result_name: resultKey && 'old.xlsx',
      error: status === 'FAILED' ? 'The disk was full.' : null,
      created_at: at,
      updated_at: at,
      finished_at: finishedDaysAgo === null ? null : at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp({
    sqliteFile: true,
    env: {
      EXPORT_RETENTION_DAYS: '7',
      AUDIT_RETENTION_DAYS: '30',
      RETENTION_SWEEP_SECONDS: '1',
      JOB_RETRY_SECONDS: '1',
    },
  });
  admin = await t.loginAs('ADMIN');
});
afterAll(async () => t?.close());

describe('retention', () => {
  it('removes finished jobs past EXPORT_RETENTION_DAYS with their files, and keeps recent and unfinished ones', async () => {
    // The file first, then its job (the schedule sweeps every second here).
    await t.app.storage.put('exports', 'retention/old.xlsx', Readable.from([Buffer.from('old export')]));
    const old = await job('SUCCESS', 8, null, 'retention/old.xlsx');
    const oldFailed = await job('FAILED', 9);
    const recent = await job('SUCCESS', 6);
    const waiting = await job('PENDING', null);
    await t.app.retention.sweep();
    const left = (await t.db.selectFrom('jobs').select('id').execute()).map((r) => r.id);
    expect(left).not.toContain(old.id);
    expect(left).not.toContain(oldFailed.id);
    expect(left).toEqual(expect.arrayContaining([recent.id, waiting.id]));
    expect(await t.app.storage.stat('exports', 'retention/old.xlsx')).toBeNull();
  });

  it("removes a finished import's report with its job past EXPORT_RETENTION_DAYS, and keeps a recent one's", async () => {
    // A file too large to import at once is imported by a job, which keeps its report (here: the refused row) in storage.
    const importRefusedByJob = async () => {
      const lines = [['category', 'section', 'item_number', 'item_description', 'unit', 'rate', 'minimum']];
      for (let i = 1; i <= IMPORT_JOB_ROWS + 1; i++) lines.push(['PAS', 'R1', `R1.${i}`, `Item ${i}`, 'm', 'x', '']);
      const form = new FormData();
      form.append('file', new Blob([lines.map((l) => l.join(',')).join('\n')]), 'fsr.csv');
      const { payload, headers } = await multipart(form);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/imports/fsr',
        payload,
        headers: { ...headers, ...bearer(admin) },
      });
      expect(res.statusCode, res.body).toBe(202);
      const id = res.json().data.job_id as number;
      await expect
        .poll(
          async () => (await t.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirst())?.status,
          {
            timeout: 20_000,
          },
        )
        .toBe('FAILED');
      const report = `reports/${id}.json`;
      expect(await t.app.storage.stat(IMPORT_BUCKET, report)).not.toBeNull();
      return { id, report };
    };
    const old = await importRefusedByJob();
    const recent = await importRefusedByJob();
    // its file went with the run, so running it again could only fail again: the administrator is told what to do
    const retry = await t.app.inject({ method: 'POST', url: `/api/jobs/${recent.id}/retry`, headers: bearer(admin) });
    expect(retry.statusCode, retry.body).toBe(409);
    expect(retry.json().message).toBe(IMPORT_NOT_RETRYABLE);
    expect(
      (await t.db.selectFrom('jobs').select('status').where('id', '=', recent.id).executeTakeFirst())?.status,
    ).toBe('FAILED');
    await t.db
      .updateTable('jobs')
      .set({ finished_at: daysAgo(8) })
      .where('id', '=', old.id)
      .execute();
    // The upload of a run that died before removing it goes with the job too.
    const { payload } = await t.db
      .selectFrom('jobs')
      .select('payload')
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    const upload = (JSON.parse(payload) as { key: string }).key;
    await t.app.storage.put(IMPORT_BUCKET, upload, Readable.from([Buffer.from('left by a run that died')]));
    await t.app.retention.sweep();
    const left = (await t.db.selectFrom('jobs').select('id').execute()).map((r) => r.id);
    expect(left).not.toContain(old.id);
    expect(await t.app.storage.stat(IMPORT_BUCKET, old.report)).toBeNull();
    expect(await t.app.storage.stat(IMPORT_BUCKET, upload)).toBeNull();
    expect(left).toContain(recent.id);
    expect(await t.app.storage.stat(IMPORT_BUCKET, recent.report)).not.toBeNull();
  });

  it('removes audit entries older than AUDIT_RETENTION_DAYS', async () => {
    const entry = (created_at: string) => ({
      actor_id: null,
      actor_name: 'Retention test',
      action: 'update',
      entity: 'retention-test',
      entity_id: '1',
      before: null,
      after: null,
      ip: null,
      created_at,
    });
    await t.db
      .insertInto('audit_logs')
      .values([entry(daysAgo(31)), entry(daysAgo(29))])
      .execute();
    await t.app.retention.sweep();
    const left = await t.db
      .selectFrom('audit_logs')
      .select('created_at')
      .where('entity', '=', 'retention-test')
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0].created_at > daysAgo(30)).toBe(true);
  });

  it('removes unfinished uploads past their retention, with the partial file, on its schedule alone', async () => {
    const user = await t.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow();
    const partKey = 'retention/part-1';
    await t.app.storage.append(PARTIAL_BUCKET, partKey, Readable.from([Buffer.from('half a file')]));
    await t.db
      .insertInto('upload_sessions')
      .values({
        id: 'retention-upload-1',
        user_id: user.id,
        purpose: 'deliverable',
        target: '{}',
        file_name: 'big.pdf',
        size: 1000,
        mime: null,
        part_key: partKey,
        attachment_id: null,
        created_at: daysAgo(2),
        expires_at: daysAgo(1),
      })
      .execute();
    // No upload starts and nobody calls the sweep: the schedule (every second here) finds it.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const row = await t.db
        .selectFrom('upload_sessions')
        .select('id')
        .where('id', '=', 'retention-upload-1')
        .executeTakeFirst();
      if (!row) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(
      await t.db.selectFrom('upload_sessions').select('id').where('id', '=', 'retention-upload-1').execute(),
    ).toEqual([]);
    expect(await t.app.storage.stat(PARTIAL_BUCKET, partKey)).toBeNull();
  });
});

describe('failed jobs, for administrators', () => {
  it("lists every user's failed jobs with the reason, newest first, and only to those allowed", async () => {
    const someone = await t.db
      .selectFrom('users')
      .select(['id', 'full_name', 'email'])
      .where('email', 'like', 'term%')
      .executeTakeFirstOrThrow();
    const failed = await job('FAILED', 1, someone.id);
    await job('SUCCESS', 1, someone.id);
    const res = await t.app.inject({ url: '/api/jobs/failed', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const mine = res.json().data.find((j: { id: number }) => j.id === failed.id);
    expect(mine).toMatchObject({
      kind: 'retention-test',
      error: 'The disk was full.',
      user: { id: someone.id, full_name: someone.full_name, email: someone.email },
    });
    expect(res.json().data.every((j: { error: string }) => j.error)).toBe(true);
    const other = await t.loginAs('TERM-CONTRACTOR');
    expect((await t.app.inject({ url: '/api/jobs/failed', headers: bearer(other) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/jobs/${failed.id}/retry`, headers: bearer(other) })).statusCode,
    ).toBe(403);
  });

  it('retries a failed job: it runs again with fresh attempts; only a failed job can be retried', async () => {
    let runs = 0;
    t.app.jobs.register('flaky', {
      maxAttempts: 1,
      handler: async () => {
        runs += 1;
        if (runs === 1) throw new Error('The mail server was away.');
      },
    });
    const row = await t.app.jobs.enqueue('flaky', {}, { userId: null });
    const statusOf = async () =>
      await t.db
        .selectFrom('jobs')
        .select(['status', 'error', 'attempts'])
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
    const until = async (status: string) => {
      const deadline = Date.now() + 15_000;
      while ((await statusOf()).status !== status && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      return statusOf();
    };
    expect(await until('FAILED')).toMatchObject({ status: 'FAILED', error: 'The mail server was away.' });
    const retry = await t.app.inject({ method: 'POST', url: `/api/jobs/${row.id}/retry`, headers: bearer(admin) });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toEqual({ id: row.id, status: 'PENDING' });
    expect(await until('SUCCESS')).toMatchObject({ status: 'SUCCESS', error: null, attempts: 1 });
    expect(runs).toBe(2);
    const again = await t.app.inject({ method: 'POST', url: `/api/jobs/${row.id}/retry`, headers: bearer(admin) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed job can be retried.');
    const missing = await t.app.inject({ method: 'POST', url: '/api/jobs/99999999/retry', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
  });
});
