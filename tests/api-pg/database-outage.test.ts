/**
 * A database that is away for seconds — a restart or a failover, where new connections are refused until it is back —
 * does not stop the servers (README "Running in production", When the database goes away). Two real server processes
 * reach PostgreSQL through a TCP proxy of the test's own; the proxy cuts every connection and refuses new ones for four
 * seconds under a load of reads and writes, then lets them through again. Both servers stay up, answer the database's
 * 503 meanwhile (never a 500, never a dropped connection), serve again within seconds without a restart, and their
 * LISTEN connection and pg-boss come back: a permission change made on one reaches the other, an export runs.
 *
 * (tests/api-pg/database-restart.test.ts terminates the backends, which the database lets reconnect at once; this one
 * keeps the door shut, as a real restart does.)
 */
import crypto from 'node:crypto';
import net from 'node:net';
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
import { PG_URL, freePort, serverApi, withPg, type ServerProcess } from '../support/serverProcess.js';

const database = `caretaker_outage_${crypto.randomBytes(4).toString('hex')}`;
let stopServers: (() => Promise<void>) | undefined;
let a: ServerProcess;
let b: ServerProcess;

/** A TCP proxy to PostgreSQL that can cut every connection and refuse new ones (nothing listens) until reopened. */
class DatabaseDoor {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async shut(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    for (const s of this.sockets) s.destroy();
    await closed;
    this.server = null;
  }
}
let door: DatabaseDoor;

beforeAll(async () => {
  if (!PG_URL) throw new Error('This suite runs on PostgreSQL (npm test runs it with DATABASE_URL).');
  await withPg((c) => c.query(`create database ${database}`));
  const real = new URL(PG_URL);
  door = new DatabaseDoor(await freePort(), { host: real.hostname, port: Number(real.port || 5432) });
  await door.open();
  const url = new URL(PG_URL);
  url.hostname = '127.0.0.1';
  url.port = String(door.port);
  url.pathname = `/${database}`;
  ({ a, b, stop: stopServers } = await twoServers(url.toString(), 'outage'));
}, 180_000);

afterAll(async () => {
  await stopServers?.();
  await door?.shut();
  await withPg((c) => c.query(`drop database if exists ${database} with (force)`));
});

describe('the database away for seconds', () => {
  it('keeps both servers up, answers 503 while it is away, and serves again once it is back', async () => {
    const s = await loadedServers(a, b);
    // Paced: a refused connection answers at once, and the point is the answers, not their number.
    const load = startLoad(s.calls, 20);
    await new Promise((r) => setTimeout(r, 1000));
    await door.shut();
    await new Promise((r) => setTimeout(r, 4000));
    await door.open();
    const seen = await load.stop();
    expectServedOrUnavailable(s, seen);
    expect(seen.seen.get('503'), JSON.stringify([...seen.seen])).toBeGreaterThan(0);

    // Serving normally again within seconds of the database's return.
    await untilEveryCallServes(s, 15_000);

    // A permission change made on A as soon as A serves again — while B's LISTEN connection may still be in its
    // reconnect pause, so B never hears of it — still reaches B: B re-reads what it cached once its bus is back.
    const techRole = await technicianRoleId(s);
    expect((await serverApi(a, s.admin, 'PUT', `/api/role/${techRole}`, { permission_ids: [] })).status).toBe(200);
    await expect
      .poll(async () => (await serverApi(b, s.tech, 'GET', '/api/school?per_page=5')).status, { timeout: 20_000 })
      .toBe(403);

    // pg-boss works again: an export enqueued after the outage runs to its end.
    await expectExportRuns(s);
  }, 150_000);
});
