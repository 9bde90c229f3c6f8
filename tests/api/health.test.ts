/** The probes an operator points a load balancer at: /api/health/live and /api/health/ready, and no HTML at /health. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PollingEngine } from '../../server/lib/jobs/sqliteEngine.js';
import { JobStore } from '../../server/lib/jobs/store.js';
import { tickedLately } from '../../server/lib/jobs/types.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

let t: TestApp;
let uiDir: string;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-ui-'));
  fs.writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>Caretaker</title>');
  t = await createTestApp({ uiDir, seed: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uiDir, { recursive: true, force: true });
});

describe('health probes', () => {
  it('answers live without signing in', async () => {
    const res = await get('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers ready 200 when the database, data folder, migrations and job worker are fine', async () => {
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', storage: 'ok', migrations: 'ok', jobs: 'ok' },
    });
  });

  it('answers 503 naming the storage when the data folder cannot be written', async () => {
    const moved = `${t.dataDir}.away`;
    fs.renameSync(t.dataDir, moved);
    try {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { storage: 'fail', database: 'ok' } });
    } finally {
      fs.renameSync(moved, t.dataDir);
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('answers 503 while a migration is pending, and while the database has one this code does not know', async () => {
    const last = (await t.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute()) as {
      name: string;
    }[];
    const row = last
      .map((r) => r.name)
      .sort()
      .at(-1)!;
    await sql`update kysely_migration set name = ${'9999_newer'} where name = ${row}`.execute(t.db);
    try {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toMatchObject({ migrations: 'fail', database: 'ok', storage: 'ok' });
    } finally {
      await sql`update kysely_migration set name = ${row} where name = ${'9999_newer'}`.execute(t.db);
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('no longer answers the page shell with 200 at /health (a load balancer would think the server fine)', async () => {
    for (const url of ['/health', '/healthz', '/health/ready', '/metrics']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
    expect((await get('/some/page')).statusCode).toBe(200);
  });
});

describe('readiness of an instance that only enqueues, and of one without its database', () => {
  it('reports the job worker as disabled with JOB_CONCURRENCY=0, and stays ready', async () => {
    const other = await createTestApp({ seed: false, env: { JOB_CONCURRENCY: '0' } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json().checks.jobs).toBe('disabled');
    } finally {
      await other.close();
    }
  });

  it('answers 503 naming the database when it is gone, with no detail in the body', async () => {
    const other = await createTestApp({ seed: false });
    await other.db.destroy();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toMatchObject({ database: 'fail', storage: 'ok' });
      expect(res.body).not.toMatch(/error|destroyed|password|postgres:/i);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});

describe('the job worker as readiness sees it', () => {
  it('is alive while started and ticking, and not once stopped or stuck', async () => {
    const engine = new PollingEngine(new JobStore(t.db, 30_000, 'health-test'), 1, 50);
    expect(engine.alive()).toBe(false);
    await engine.start(async () => null);
    expect(engine.alive()).toBe(true);
    await engine.stop();
    expect(engine.alive()).toBe(false);
    const now = Date.now();
    expect(tickedLately(now - 1000, 1000, now)).toBe(true);
    expect(tickedLately(now - 9000, 1000, now)).toBe(false);
  });
});
