/**
 * Background jobs (issue 12): `app.jobs.register(kind, …)` in an area, `app.jobs.enqueue(kind, payload, { userId })`
 * in a route. The rows live in `jobs`; the engine that hands them to workers is chosen by the database — an in-process
 * pool polling the table on SQLite, pg-boss on PostgreSQL so that several instances share the work and a job runs once.
 * Progress reaches the owner's event stream (`event: task`) wherever the job runs; its end is a notification (bell,
 * and e-mail for those who opted in).
 */
import os from 'node:os';
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TaskEvent } from '../../domain/exports.js';
import { isPostgres } from '../db/columns.js';
import { JobStore } from '../lib/jobs/store.js';
import { PollingEngine } from '../lib/jobs/sqliteEngine.js';
import { PgBossEngine } from '../lib/jobs/pgBossEngine.js';
import {
  JobCancelled,
  type JobContext,
  type JobEngine,
  type JobKind,
  type JobRow,
  type Jobs,
} from '../lib/jobs/types.js';

const PROGRESS_EVERY_MS = 250;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs & {
      engine: JobEngine['name'];
      /** pg-boss's schema (PostgreSQL only). */
      bossSchema?: string;
      /** This instance's workers: running, or disabled (JOB_CONCURRENCY=0), or down (not started, stopped, stuck). */
      worker(): 'ok' | 'disabled' | 'down';
    };
  }
}

export default fp(async function jobs(app: FastifyInstance) {
  const owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const store = new JobStore(app.db, app.config.jobs.leaseMs, owner, app.config.jobs.retrySeconds);
  const kinds = new Map<string, JobKind<unknown>>();
  const inFlight = new Set<Promise<unknown>>();

  let engine: JobEngine;
  let bossSchema: string | undefined;
  if (isPostgres(app.db) && app.config.databaseUrl) {
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(app.db)).rows[0]?.s ?? 'public';
    bossSchema = schema === 'public' ? 'pgboss' : `${schema}_boss`;
    engine = new PgBossEngine(app.config.databaseUrl, bossSchema, store, app.config.jobs.concurrency, app.log);
  } else {
    engine = new PollingEngine(store, app.config.jobs.concurrency, app.config.jobs.pollMs);
  }

  /** Per job, its last event's publication: the next waits for it. */
  const publishing = new Map<number, Promise<void>>();
  const publish = (row: JobRow) => {
    if (!row.user_id) return;
    const task: TaskEvent = {
      id: row.id,
      kind: row.kind,
      status: row.status,
      progress_done: row.progress_done,
      progress_total: row.progress_total,
      error: row.error,
    };
    // one job's events in order: sent at once, NOTIFYs on different pool connections could overtake each other, and a
    // PROCESSING could reach the owner after the SUCCESS (seen in a CI run on PostgreSQL)
    const sent = (publishing.get(row.id) ?? Promise.resolve())
      .then(() => app.clusterBus.publish('task', { user_id: row.user_id, task }))
      .catch((err) => app.log.warn({ err }, 'task progress not published'));
    publishing.set(row.id, sent);
    void sent.then(() => {
      if (publishing.get(row.id) === sent) publishing.delete(row.id);
    });
  };
  app.clusterBus.subscribe('task', (payload) => {
    const p = payload as { user_id: number; task: TaskEvent };
    app.notificationBus.emit(`task:${p.user_id}`, p.task);
  });

  const ended = async (row: JobRow) => {
    publish(row);
    // Out of attempts: an administrator finds it in the log and in the jobs table (status FAILED, error).
    if (row.status === 'FAILED')
      app.log.error({ job: row.id, kind: row.kind, attempts: row.attempts, reason: row.error }, 'job failed for good');
    const notice = kinds.get(row.kind)?.notice;
    if (row.user_id && notice) await app.notify([row.user_id], notice(row));
  };

  async function run(id: number): Promise<string | null> {
    const row = await store.claim(id);
    if (!row) return null;
    if (row.attempts > row.max_attempts) {
      await ended(await store.giveUp(row));
      return null;
    }
    publish(row);
    const kind = kinds.get(row.kind);
    let lastPublished = 0;
    const ctx: JobContext = {
      id: row.id,
      userId: row.user_id,
      payload: JSON.parse(row.payload),
      attempt: row.attempts,
      async report(done, total) {
        if (!(await store.progress(row.id, done, total))) throw new JobCancelled();
        const now = Date.now();
        if (now - lastPublished >= PROGRESS_EVERY_MS || done >= total) {
          lastPublished = now;
          publish({ ...row, progress_done: done, progress_total: total });
        }
      },
    };
    const started = Date.now();
    const ran = (outcome: Parameters<typeof app.metrics.jobRun>[1]) =>
      app.metrics.jobRun(row.kind, outcome, (Date.now() - started) / 1000);
    try {
      if (!kind) throw new Error(`No handler for jobs of kind ${row.kind}.`);
      const result = await kind.handler(ctx);
      const done = await store.succeed(row.id, result, kind.succeeded);
      ran(done ? 'success' : 'cancelled');
      if (done) await ended(done);
      // Deleted or taken over while finishing: the file this run wrote belongs to nobody.
      else if (result) await app.storage.delete(result.bucket, result.key);
      return null;
    } catch (err) {
      if (err instanceof JobCancelled) {
        ran('cancelled');
        return null;
      }
      app.log.warn({ err, job: row.id, kind: row.kind }, 'job run failed');
      const failed = await store.fail(row.id, err instanceof Error ? err.message : String(err));
      if (!failed) {
        ran('cancelled');
        return null;
      }
      ran(failed.status === 'FAILED' ? 'failed' : 'retry');
      if (failed.status === 'FAILED') {
        await ended(failed);
        return null;
      }
      publish(failed);
      return failed.run_after;
    }
  }

  const tracked = (id: number) => {
    const p = run(id).catch((err) => {
      app.log.error({ err, job: id }, 'job runner failed');
      return null;
    });
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  };

  app.decorate('jobs', {
    engine: engine.name,
    bossSchema,
    worker: () => (app.config.jobs.concurrency === 0 ? 'disabled' : engine.alive() ? 'ok' : 'down'),
    register(kind, def) {
      kinds.set(kind, def as JobKind<unknown>);
    },
    async enqueue(kind, payload, opts) {
      const def = kinds.get(kind);
      const maxAttempts = opts.maxAttempts ?? def?.maxAttempts ?? 3;
      const row = await store.insert(kind, payload, opts.userId, opts.subject ?? null, maxAttempts);
      await engine.announce(row.id);
      return row;
    },
    async retry(id) {
      const row = await store.find(id);
      const refused = row?.status === 'FAILED' ? kinds.get(row.kind)?.notRetryable?.(row) : null;
      if (refused) return { refused };
      if (!(await store.retry(id))) return false;
      await engine.announce(id);
      return true;
    },
    async remove(id) {
      const row = await store.find(id);
      if (!row) return;
      await store.delete(id);
      if (row.result_bucket && row.result_key) await app.storage.delete(row.result_bucket, row.result_key);
      for (const file of kinds.get(row.kind)?.files?.(row) ?? []) await app.storage.delete(file.bucket, file.key);
    },
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  });

  // Workers start once every area has registered its kinds (routes register during boot).
  app.addHook('onReady', async () => {
    await engine.start(tracked);
  });
  app.addHook('preClose', async () => {
    await engine.stop();
    // Runs get half of the shutdown deadline to finish; what is still going then is handed back (its lease released),
    // so another instance takes it over at once.
    const grace = app.config.shutdownTimeoutMs / 2;
    await Promise.race([app.jobs.idle(), new Promise((r) => setTimeout(r, grace).unref())]);
    if (inFlight.size) {
      const released = await store.releaseAll().catch((err) => {
        app.log.error({ err }, 'job leases not released');
        return 0;
      });
      if (released) app.log.warn({ released }, 'jobs still running at shutdown were handed back');
    }
  });
});
