/**
 * A stop signal is graceful within its deadline (README "Running in production", Stopping), on real server processes:
 * a request already in flight when SIGTERM arrives is answered in full while the port stops taking new connections,
 * and the process then exits 0; a request that does not end within SHUTDOWN_TIMEOUT_SECONDS does not keep the process
 * alive — it exits 1 at the deadline, saying so in one JSON line.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../server/db/seed.js';
import { spawnServer, stopServer, untilServing, type ServerProcess } from '../support/serverProcess.js';

const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
});

async function server(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-graceful-'));
  dataDirs.push(dataDir);
  const s = await spawnServer({ DATA_DIR: dataDir, ...env });
  servers.push(s);
  await untilServing(s);
  return s;
}

/** A sign-in whose body the test sends in two parts: the request is in flight between them. */
function slowSignIn(s: ServerProcess) {
  const body = JSON.stringify({ email: demoEmail('ADMIN'), password: DEMO_PASSWORD });
  const req = http.request({
    host: '127.0.0.1',
    port: s.port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined);
  req.write(body.slice(0, 10));
  return { req, answer, rest: body.slice(10) };
}

const records = (s: ServerProcess) =>
  s
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string });

const stopping = (s: ServerProcess) => records(s).some((r) => r.msg.startsWith('Stopping'));

describe('a stop signal', () => {
  it('lets a request in flight finish, takes no new connection, then exits 0', async () => {
    const s = await server({ SEED: 'demo' });
    const inFlight = slowSignIn(s);
    await new Promise((r) => setTimeout(r, 300));
    s.child.kill('SIGTERM');
    await expect.poll(() => stopping(s), { timeout: 10_000 }).toBe(true);
    // The listening socket is closed: a new connection is refused.
    await expect
      .poll(
        () =>
          fetch(`${s.url}/api/health/live`).then(
            () => 'answered',
            () => 'refused',
          ),
        { timeout: 10_000 },
      )
      .toBe('refused');
    expect(s.child.exitCode).toBeNull();

    inFlight.req.end(inFlight.rest);
    const { status, body } = await inFlight.answer;
    expect(status, body).toBe(200);
    expect((JSON.parse(body) as { data: { token: string } }).data.token).toEqual(expect.any(String));
    expect(await s.exited).toBe(0);
    expect(records(s).at(-1)?.msg).toBe('Stopped');
  }, 120_000);

  it('exits 1 at SHUTDOWN_TIMEOUT_SECONDS when a request does not end', async () => {
    const s = await server({ SEED: 'none', SHUTDOWN_TIMEOUT_SECONDS: '2' });
    const stuck = slowSignIn(s);
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(1);
    const took = Date.now() - signalled;
    stuck.req.destroy();
    expect(took).toBeGreaterThanOrEqual(1900);
    expect(took).toBeLessThan(10_000);
    const last = records(s).at(-1)!;
    expect(last).toMatchObject({ level: 50, msg: 'Shutdown deadline passed: exiting with work still open' });
  }, 120_000);
});
