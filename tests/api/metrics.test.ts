/** GET /metrics: Prometheus text behind METRICS_TOKEN, absent without it; the series an operator watches. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../support/testApp.js';
import { multipart, onePixelPng } from './helpers.js';

const TOKEN = 'scrape-me-0123456789';
let t: TestApp;
let admin: string;
const scrape = async (token = TOKEN) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
/** The value of one series, e.g. value(text, 'caretaker_jobs', { status: 'FAILED' }). */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}
async function until(check: () => Promise<boolean>, ms = 15000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, JOB_RETRY_SECONDS: '1' } });
  admin = await t.loginAs('ADMIN');
});
afterAll(async () => t?.close());

describe('metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const other = await createTestApp({ seed: false, env: { METRICS_TOKEN: '' } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('asks for the token: none or a wrong one is 401, and nothing is measured for it', async () => {
    for (const headers of [{}, bearer('wrong'), bearer(`${TOKEN}x`), { authorization: `Basic ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('caretaker_');
    }
  });

  it('counts requests and their latency by route pattern and status, never by raw URL', async () => {
    const before = value(await scrape(), 'caretaker_http_requests_total', {
      method: 'GET',
      route: '/api/user/:id',
      status: '200',
    });
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(admin) })).json().data;
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ url: `/api/user/${me.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    await t.app.inject({ url: '/api/user/99999999', headers: bearer(admin) });
    await t.app.inject({ url: '/api/no/such/path/4711' });
    const text = await scrape();
    const after = value(text, 'caretaker_http_requests_total', {
      method: 'GET',
      route: '/api/user/:id',
      status: '200',
    });
    expect(after).toBe((before ?? 0) + 3);
    expect(value(text, 'caretaker_http_requests_total', { route: '/api/user/:id', status: '404' })).toBe(1);
    expect(value(text, 'caretaker_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThan(0);
    expect(
      value(text, 'caretaker_http_request_duration_seconds_count', { route: '/api/user/:id', status: '200' }),
    ).toBe(after);
    expect(text).not.toMatch(/route="[^"]*(4711|99999999)/);
    // process metrics come along for the dashboards operators already have
    expect(value(text, 'caretaker_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts job runs by kind and outcome, their durations, and the queue by status', async () => {
    t.app.jobs.register('metrics-ok', { handler: async () => undefined });
    t.app.jobs.register('metrics-bad', {
      maxAttempts: 1,
      handler: async () => {
        throw new Error('the printer is on fire');
      },
    });
    const ok = await t.app.jobs.enqueue('metrics-ok', {}, { userId: null });
    const bad = await t.app.jobs.enqueue('metrics-bad', {}, { userId: null });
    await until(async () => {
      const rows = await t.db.selectFrom('jobs').select('status').where('id', 'in', [ok.id, bad.id]).execute();
      return rows.every((r) => r.status === 'SUCCESS' || r.status === 'FAILED');
    });
    const text = await scrape();
    expect(value(text, 'caretaker_job_runs_total', { kind: 'metrics-ok', outcome: 'success' })).toBe(1);
    expect(value(text, 'caretaker_job_runs_total', { kind: 'metrics-bad', outcome: 'failed' })).toBe(1);
    expect(value(text, 'caretaker_job_duration_seconds_count', { kind: 'metrics-ok', outcome: 'success' })).toBe(1);
    const failed = await t.db.selectFrom('jobs').select('id').where('status', '=', 'FAILED').execute();
    expect(value(text, 'caretaker_jobs', { status: 'FAILED' })).toBe(failed.length);
    expect(value(text, 'caretaker_jobs', { status: 'PENDING' })).toBe(0);
  });

  it('counts the bytes of accepted uploads', async () => {
    const before = value(await scrape(), 'caretaker_upload_bytes_total', { route: '/api/documents' }) ?? 0;
    const f = new FormData();
    f.append('name', 'Metrics manual');
    f.append('category', JSON.stringify(['north']));
    f.append('bucket', 'north_east');
    f.append('file[]', new Blob([new Uint8Array(onePixelPng())], { type: 'image/png' }), 'dot.png');
    const { payload, headers } = await multipart(f);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload,
      headers: { ...headers, ...bearer(admin) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = value(await scrape(), 'caretaker_upload_bytes_total', { route: '/api/documents' });
    expect(after).toBe(before + payload.length);
  });

  it('reports open event streams, and the database pool on PostgreSQL', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const req = http.get({
      port,
      host: '127.0.0.1',
      path: '/api/notifications/stream',
      headers: { accept: 'text/event-stream', ...bearer(admin) },
    });
    await new Promise<void>((resolve, reject) => {
      req.on('response', (res) => res.once('data', () => resolve()));
      req.on('error', reject);
    });
    expect(value(await scrape(), 'caretaker_sse_connections')).toBe(1);
    req.destroy();
    await until(async () => value(await scrape(), 'caretaker_sse_connections') === 0);
    const text = await scrape();
    if (dialect === 'postgres') {
      expect(value(text, 'caretaker_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      // Nothing waits for a connection on a quiet server: the scrape's own query of the queue is not counted.
      expect(value(text, 'caretaker_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else expect(text).not.toContain('caretaker_db_pool_connections');
  });
});
