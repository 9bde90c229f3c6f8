/**
 * A database restart must not stop the servers (README "Running in production"). Two real server processes on one
 * PostgreSQL database serve a load of reads and writes while every backend of that database is terminated, twice (what
 * a restart, a failover or an idle-connection killer does). Each server stays up, answers either normally or 503 with
 * a message that says the database is away (never a 500, never a dropped connection), logs the loss as a JSON line,
 * serves normally again within seconds, and its LISTEN connection and pg-boss come back: a permission change made on
 * one server after the kill reaches the other, and an export enqueued after the kill runs.
 *
 * The test works in a database of its own: terminating every backend of the shared test database would cut the
 * connections of every other suite running beside it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/lib/serverFailures.js';
import { demoEmail, DEMO_PASSWORD } from '../../server/db/seed.js';
import { PG_URL, spawnServer, stopServer, untilServing, withPg, type ServerProcess } from '../support/serverProcess.js';

const database = `caretaker_restart_${crypto.randomBytes(4).toString('hex')}`;
let databaseUrl: string;
let dataDir: string;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!PG_URL) throw new Error('This suite runs on PostgreSQL (npm test runs it with DATABASE_URL).');
  await withPg((c) => c.query(`create database ${database}`));
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-restart-'));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED: 'demo',
    TICKET_SECRET: 'restart-suite',
    LOGIN_RATE_MAX: '100000',
  };
  [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  await Promise.all([untilServing(a), untilServing(b)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([stopServer(a), stopServer(b)]);
  await withPg((c) => c.query(`drop database if exists ${database} with (force)`));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api(server: ServerProcess, token: string, method: string, p: string, body?: unknown) {
  return fetch(`${server.url}${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function login(server: ServerProcess, slug: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail(slug), password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function terminateEveryBackend() {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await c.end();
  return rows.length;
}

describe('the database restarting under load', () => {
  it('keeps both servers up, answers 503 meanwhile, recovers, and LISTEN/NOTIFY and pg-boss resubscribe', async () => {
    const admin = await login(a, 'ADMIN');
    const tech = await login(a, 'TECHNICIAN');
    // Reads and writes from both servers: the technician's school list (B caches the technician's permissions), the
    // admin's identity, and a stream ticket (an insert).
    const calls = [
      () => api(b, tech, 'GET', '/api/school?per_page=5'),
      () => api(a, admin, 'GET', '/api/auth/me'),
      () => api(b, admin, 'POST', '/api/notifications/stream-ticket'),
      () => api(a, tech, 'GET', '/api/school?per_page=5'),
    ];
    const seen = new Map<string, number>();
    const refusedBodies = new Set<string>();
    let running = true;
    const worker = async (i: number) => {
      for (let n = i; running; n++) {
        let key: string;
        try {
          const res = await calls[n % calls.length]();
          key = String(res.status);
          const text = await res.text();
          if (res.status >= 500) refusedBodies.add(text);
        } catch (err) {
          key = `network: ${(err as Error).message}`;
        }
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    };
    const load = [0, 1, 2, 3].map(worker);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await terminateEveryBackend()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await terminateEveryBackend()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(load);

    // Both processes are alive; every answer was a success or the database's 503, nothing else.
    expect(a.child.exitCode, a.output()).toBeNull();
    expect(b.child.exitCode, b.output()).toBeNull();
    for (const key of seen.keys()) expect(['200', '201', '503'], JSON.stringify([...seen])).toContain(key);
    for (const body of refusedBodies) expect(JSON.parse(body)).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    const lost = `${a.output()}\n${b.output()}`
      .split('\n')
      .filter((l) => l.includes('Database connection lost'))
      .map((l) => JSON.parse(l) as { level: number });
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.every((l) => l.level === 50)).toBe(true);

    // Serving normally again within seconds.
    const recovered = Date.now();
    await expect
      .poll(async () => (await Promise.all(calls.map((call) => call().then((r) => r.status)))).join(','), {
        timeout: 10_000,
        interval: 200,
      })
      .toMatch(/^(200|201)(,(200|201)){3}$/);
    expect(Date.now() - recovered).toBeLessThan(10_000);

    // LISTEN came back on B: a permission change made on A after the kill reaches B's cache.
    await new Promise((r) => setTimeout(r, 2000));
    const roles = (await (await api(a, admin, 'GET', '/api/role?per_page=100')).json()) as {
      data: { id: number; slug: string }[];
    };
    const techRole = roles.data.find((r) => r.slug === 'TECHNICIAN')!;
    expect((await api(b, tech, 'GET', '/api/school?per_page=5')).status).toBe(200);
    const changed = await api(a, admin, 'PUT', `/api/role/${techRole.id}`, { permission_ids: [] });
    expect(changed.status).toBe(200);
    await expect
      .poll(async () => (await api(b, tech, 'GET', '/api/school?per_page=5')).status, { timeout: 10_000 })
      .toBe(403);

    // pg-boss came back: an export enqueued after the kill runs to its end.
    const task = await api(b, admin, 'POST', '/api/tasks', { module: 'WSO', properties: {} });
    expect(task.status).toBe(201);
    const taskId = ((await task.json()) as { data: { id: number } }).data.id;
    await expect
      .poll(
        async () => {
          const list = (await (await api(a, admin, 'GET', '/api/tasks')).json()) as {
            data: { id: number; status: string }[];
          };
          return list.data.find((x) => x.id === taskId)?.status;
        },
        { timeout: 30_000, interval: 300 },
      )
      .toBe('SUCCESS');
  }, 120_000);
});
