/**
 * Prometheus metrics (README "Running in production"): requests by route pattern and status, job runs and the queue,
 * server-sent event streams, the database pool and upload bytes. `GET /metrics` exists only when METRICS_TOKEN is set
 * and asks for it as a bearer token; without it the path is a 404 like any other, and the process keeps no collectors
 * beyond a few counters. One registry per app, so several apps in one process (tests) do not share their series.
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { sql } from 'kysely';
import { poolOf } from '../db/index.js';

export interface Metrics {
  registry: client.Registry;
  sseConnections: client.Gauge;
  /** One run of a job ended: `outcome` success, retry (failed with attempts left), failed (for good) or cancelled. */
  jobRun(kind: string, outcome: 'success' | 'retry' | 'failed' | 'cancelled', seconds: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyRequest {
    metricsStart?: bigint;
  }
}

const UPLOAD_TYPES = /^(multipart\/form-data|application\/offset\+octet-stream)/i;
const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

export default fp(async function metricsPlugin(app: FastifyInstance) {
  const registry = new client.Registry();
  const token = app.config.metricsToken;

  const requests = new client.Counter({
    name: 'caretaker_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'caretaker_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const uploadBytes = new client.Counter({
    name: 'caretaker_upload_bytes_total',
    help: 'Bytes of uploads accepted (multipart forms and resumable upload chunks answered 2xx), by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  const sseConnections = new client.Gauge({
    name: 'caretaker_sse_connections',
    help: 'Open server-sent event streams (live notifications) on this instance',
    registers: [registry],
  });
  const jobRuns = new client.Counter({
    name: 'caretaker_job_runs_total',
    help: 'Job runs ended on this instance, by kind and outcome (success, retry, failed, cancelled)',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  const jobDuration = new client.Histogram({
    name: 'caretaker_job_duration_seconds',
    help: 'Duration of job runs on this instance, by kind and outcome',
    labelNames: ['kind', 'outcome'],
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers: [registry],
  });

  app.decorate('metrics', {
    registry,
    sseConnections,
    jobRun(kind, outcome, seconds) {
      jobRuns.inc({ kind, outcome });
      jobDuration.observe({ kind, outcome }, seconds);
    },
  } satisfies Metrics);
  if (!token) return;

  client.collectDefaultMetrics({ register: registry, prefix: 'caretaker_' });
  // Registered (so read) before the queue gauge below: read after it, the pool would count the scrape's own query of
  // the queue, handed a connection only on the next tick, as one waiting.
  const pool = poolOf(app.db);
  if (pool)
    new client.Gauge({
      name: 'caretaker_db_pool_connections',
      help: 'PostgreSQL pool of this instance: connections open (total), idle, and queries waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });

  // Read at scrape time: the queue is shared by every instance, so any one of them reports it.
  new client.Gauge({
    name: 'caretaker_jobs',
    help: 'Jobs in the queue by status (PENDING and PROCESSING are its depth; FAILED ones wait for an administrator)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await app.db
        .selectFrom('jobs')
        .select(['status', sql<number>`count(*)`.as('n')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const status of ['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED'])
        this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
    },
  });

  app.addHook('onRequest', async (request) => {
    request.metricsStart = process.hrtime.bigint();
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the raw URL: ids in paths would make a series per record. Misses share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    if (request.metricsStart !== undefined)
      latency.observe(labels, Number(process.hrtime.bigint() - request.metricsStart) / 1e9);
    const length = Number(request.headers['content-length']);
    if (reply.statusCode < 300 && UPLOAD_TYPES.test(request.headers['content-type'] ?? '') && length > 0)
      uploadBytes.inc({ route }, length);
  });

  const expected = digest(token);
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!given || !crypto.timingSafeEqual(digest(given), expected))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'The metrics token (METRICS_TOKEN) is missing or wrong.' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
