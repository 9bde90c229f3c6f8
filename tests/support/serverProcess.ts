/**
 * Real server processes for the tests of what only a process shows: how it starts, refuses to start, stops on a signal
 * and survives its database. Each gets its own port; on PostgreSQL the caller names a schema of its own, carried in
 * DATABASE_URL's `options` so every connection of the process (pool, LISTEN, pg-boss) works in it.
 */
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { DEMO_PASSWORD, demoEmail } from '../../server/db/seed.js';

export const PG_URL = process.env.DATABASE_URL;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** DATABASE_URL of a schema: every connection made from it searches that schema first. */
export const schemaUrl = (schema: string) =>
  `${PG_URL}${PG_URL!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

export async function withPg<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dropSchema(schema: string) {
  await withPg(async (c) => {
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.query(`drop schema if exists ${schema}_boss cascade`);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts `command` (by default `node --import tsx server/main.ts`) with the environment given over the test's own
 * (DATABASE_URL only when given). Does not wait for anything: see `untilServing`.
 */
export async function spawnServer(
  env: Record<string, string>,
  command: string[] = [process.execPath, '--import', 'tsx', 'server/main.ts'],
): Promise<ServerProcess> {
  const port = env.PORT && /^\d+$/.test(env.PORT) ? Number(env.PORT) : await freePort();
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    JOB_POLL_MS: '200',
    COP_AUTO_GENERATE: 'false',
    UI_DIR: path.join(env.DATA_DIR ?? '/nonexistent', 'no-ui'),
    PORT: String(port),
    ...env,
  };
  if (!env.DATABASE_URL) delete full.DATABASE_URL;
  const child = spawn(command[0], command.slice(1), { env: full, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  // 'close', not 'exit': the process can exit before its last lines have been read from the pipe
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, port, output: () => out, exited };
}

/** Waits until the process answers the public configuration (it has migrated, seeded and listens). */
export async function untilServing(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((c) => (exitCode = c));
  while (Date.now() < end) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}):\n${server.output()}`);
    const ok = await fetch(`${server.url}/api/config`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start in ${timeoutMs} ms:\n${server.output()}`);
}

/** Ends a process the test started (if still running) and waits for it. */
export async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** A request to a server process as the holder of `token`, with a JSON body when given. */
export async function serverApi(server: ServerProcess, token: string, method: string, p: string, body?: unknown) {
  return fetch(`${server.url}${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** Signs in on a server process as the demo account of a role; answers the session token. */
export async function serverLogin(server: ServerProcess, slug: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail(slug), password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${slug} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
