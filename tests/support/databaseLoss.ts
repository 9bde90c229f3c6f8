/**
 * What the tests of a database lost under load share (tests/api-pg/database-*.test.ts): two server processes and the
 * demo admin and technician signed in on them, a load of reads and writes, its verdict (both processes up, every answer
 * a success or the database's 503), the wait until every call serves again, and an export run to its end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/lib/serverFailures.js';
import { serverApi, serverLogin, spawnServer, stopServer, untilServing, type ServerProcess } from './serverProcess.js';

/** Two server processes on one database and one data folder of their own, with the demo data. */
export async function twoServers(databaseUrl: string, name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `caretaker-${name}-`));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED: 'demo',
    TICKET_SECRET: `${name}-suite`,
    LOGIN_RATE_MAX: '100000',
  };
  const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  const stop = async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  await Promise.all([untilServing(a), untilServing(b)]).catch(async (err) => {
    await stop();
    throw err;
  });
  return { a, b, stop };
}

export interface LoadedServers {
  a: ServerProcess;
  b: ServerProcess;
  admin: string;
  tech: string;
  /** Reads and writes on both: the technician's school list (B caches the technician's permissions), the admin's
   * identity, a stream ticket (an insert). */
  calls: (() => Promise<Response>)[];
}

export async function loadedServers(a: ServerProcess, b: ServerProcess): Promise<LoadedServers> {
  const admin = await serverLogin(a, 'ADMIN');
  const tech = await serverLogin(a, 'TECHNICIAN');
  const calls = [
    () => serverApi(b, tech, 'GET', '/api/school?per_page=5'),
    () => serverApi(a, admin, 'GET', '/api/auth/me'),
    () => serverApi(b, admin, 'POST', '/api/notifications/stream-ticket'),
    () => serverApi(a, tech, 'GET', '/api/school?per_page=5'),
  ];
  return { a, b, admin, tech, calls };
}

/** One worker per call, each going round the calls (pausing `pauseMs` between two) until stopped. */
export function startLoad(calls: (() => Promise<Response>)[], pauseMs = 0) {
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
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    }
  };
  const workers = calls.map((_, i) => worker(i));
  return {
    seen,
    async stop() {
      running = false;
      await Promise.all(workers);
      return { seen, refusedBodies };
    },
  };
}

/** Both processes alive; every answer was a success or the database's 503 with its message, nothing else. */
export function expectServedOrUnavailable(
  s: LoadedServers,
  load: { seen: Map<string, number>; refusedBodies: Set<string> },
) {
  expect(s.a.child.exitCode, s.a.output()).toBeNull();
  expect(s.b.child.exitCode, s.b.output()).toBeNull();
  for (const key of load.seen.keys()) expect(['200', '201', '503'], JSON.stringify([...load.seen])).toContain(key);
  for (const body of load.refusedBodies) expect(JSON.parse(body)).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
}

/** Waits until every call answers a success at once; fails after `timeoutMs`. */
export async function untilEveryCallServes(s: LoadedServers, timeoutMs: number) {
  const began = Date.now();
  await expect
    .poll(async () => (await Promise.all(s.calls.map((call) => call().then((r) => r.status)))).join(','), {
      timeout: timeoutMs,
      interval: 200,
    })
    .toMatch(/^(200|201)(,(200|201)){3}$/);
  expect(Date.now() - began).toBeLessThan(timeoutMs);
}

/** The technician's role, by its id (its permissions are what the tests change). */
export async function technicianRoleId(s: LoadedServers): Promise<number> {
  const roles = (await (await serverApi(s.a, s.admin, 'GET', '/api/role?per_page=100')).json()) as {
    data: { id: number; slug: string }[];
  };
  return roles.data.find((r) => r.slug === 'TECHNICIAN')!.id;
}

/** An export enqueued on B runs to SUCCESS (seen from A): the job queue works again. */
export async function expectExportRuns(s: LoadedServers) {
  const task = await serverApi(s.b, s.admin, 'POST', '/api/tasks', { module: 'WSO', properties: {} });
  expect(task.status).toBe(201);
  const taskId = ((await task.json()) as { data: { id: number } }).data.id;
  await expect
    .poll(
      async () => {
        const list = (await (await serverApi(s.a, s.admin, 'GET', '/api/tasks')).json()) as {
          data: { id: number; status: string }[];
        };
        return list.data.find((x) => x.id === taskId)?.status;
      },
      { timeout: 30_000, interval: 300 },
    )
    .toBe('SUCCESS');
}
