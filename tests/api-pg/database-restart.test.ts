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
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectExportRuns,
  expectServedOrUnavailable,
  loadedServers,
  startLoad,
  technicianRoleId,
  twoServers,
  untilEveryCallServes,
} from '../support/databaseLoss.js';
import { PG_URL, serverApi, withPg, type ServerProcess } from '../support/serverProcess.js';

const database = `caretaker_restart_${crypto.randomBytes(4).toString('hex')}`;
let databaseUrl: string;
let stopServers: (() => Promise<void>) | undefined;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!PG_URL) throw new Error('This suite runs on PostgreSQL (npm test runs it with DATABASE_URL).');
  await withPg((c) => c.query(`create database ${database}`));
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  ({ a, b, stop: stopServers } = await twoServers(databaseUrl, 'restart'));
}, 180_000);

afterAll(async () => {
  await stopServers?.();
  await withPg((c) => c.query(`drop database if exists ${database} with (force)`));
});

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
    const s = await loadedServers(a, b);
    const load = startLoad(s.calls);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await terminateEveryBackend()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await terminateEveryBackend()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1500));
    expectServedOrUnavailable(s, await load.stop());
    const lost = `${a.output()}\n${b.output()}`
      .split('\n')
      .filter((l) => l.includes('Database connection lost'))
      .map((l) => JSON.parse(l) as { level: number });
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.every((l) => l.level === 50)).toBe(true);

    // Serving normally again within seconds.
    await untilEveryCallServes(s, 10_000);

    // LISTEN came back on B: a permission change made on A after the kill reaches B's cache.
    await new Promise((r) => setTimeout(r, 2000));
    const techRole = await technicianRoleId(s);
    expect((await serverApi(b, s.tech, 'GET', '/api/school?per_page=5')).status).toBe(200);
    const changed = await serverApi(a, s.admin, 'PUT', `/api/role/${techRole}`, { permission_ids: [] });
    expect(changed.status).toBe(200);
    await expect
      .poll(async () => (await serverApi(b, s.tech, 'GET', '/api/school?per_page=5')).status, { timeout: 10_000 })
      .toBe(403);

    // pg-boss came back: an export enqueued after the kill runs to its end.
    await expectExportRuns(s);
  }, 120_000);
});
