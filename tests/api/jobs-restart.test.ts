/**
 * Jobs survive a restart (issue 12): a real server process (`server/main.ts`) runs an export of 20,000 quotations; it is
 * killed with SIGKILL mid-export; a new server process on the same database and data folder takes the job over once
 * its lease runs out and finishes it. The file has every row, and the job ran twice (attempts 2), not more.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, type Db } from '../../server/db/index.js';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../../server/db/seed.js';
import { cloneQuotations } from '../support/bulk.js';

const PG_URL = process.env.DATABASE_URL;
const ROWS = 20_000;
let dataDir: string;
let db: Db;
let schema: string | undefined;
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A server process on the shared database; resolves with its URL once it listens. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'info', // the start banner ("Caretaker is running at") is an info record
    JOB_LEASE_SECONDS: '2',
    JOB_POLL_MS: '200',
    TICKET_SECRET: 'restart-test-secret',
    UI_DIR: path.join(dataDir, 'no-ui'),
  };
  if (PG_URL) env.DATABASE_URL = `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Caretaker is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function api(base: string, token: string | null, p: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${p}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : null, res };
}

const job = (id: number) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-restart-'));
  if (PG_URL) {
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    db = createDb({ databaseUrl: PG_URL, pgSchema: schema });
  } else {
    db = createDb({ sqlitePath: path.join(dataDir, 'caretaker.sqlite') });
  }
  await migrate(db, [], schema);
  await seedDemo(db);
  const first = await db.selectFrom('quotations').select('id').orderBy('id').executeTakeFirstOrThrow();
  await cloneQuotations(db, first.id, ROWS);
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await db?.destroy();
  if (schema) {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.query(`drop schema if exists ${schema}_boss cascade`);
    await c.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a job whose server dies', () => {
  it('is taken over by the next server once its lease runs out, and finished once', async () => {
    const first = await startServer();
    const login = await api(first.url, null, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: demoEmail('ADMIN'), password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    const created = await api(first.url, token, '/api/tasks', {
      method: 'POST',
      body: JSON.stringify({ module: 'QUOTATION', properties: {} }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;

    // Mid-export: some rows written, not all.
    let row = await job(id);
    for (let i = 0; i < 600 && !(row.status === 'PROCESSING' && row.progress_done > 0); i++) {
      await new Promise((r) => setTimeout(r, 25));
      row = await job(id);
    }
    expect(row.status).toBe('PROCESSING');
    expect(row.progress_done).toBeGreaterThan(0);
    expect(row.progress_done).toBeLessThan(row.progress_total);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const dead = await job(id);
    expect(dead).toMatchObject({ status: 'PROCESSING', attempts: 1 });

    const second = await startServer();
    for (let i = 0; i < 1200 && row.status !== 'SUCCESS' && row.status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await job(id);
    }
    expect(row).toMatchObject({ status: 'SUCCESS', attempts: 2, error: null });
    expect(row.lease_owner).toBeNull();

    // The same session works on the new server; the file is whole.
    const list = await api(second.url, token, '/api/tasks');
    const task = list.body.data.find((x: { id: number }) => x.id === id);
    const signed = await api(second.url, token, '/api/file-tickets', {
      method: 'POST',
      body: JSON.stringify({ url: task.report_url }),
    });
    const file = await fetch(`${second.url}${signed.body.data.url}`);
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await file.arrayBuffer());
    // every quotation (the administrator's list), counted in the database: the list's own total is bounded
    const { n } = await db
      .selectFrom('quotations')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const total = Number(n);
    expect(wb.worksheets[0].rowCount - 1).toBe(total);
    expect(total).toBeGreaterThan(ROWS);
    // The killed run's partial file is gone: only the finished one is left.
    const files = fs
      .readdirSync(path.join(dataDir, 'files', 'exports'), { recursive: true })
      .filter((f) => String(f).endsWith('.xlsx'));
    expect(files.map(String)).toEqual([path.join('jobs', String(id), 'attempt-2.xlsx')]);
  }, 180_000);
});
