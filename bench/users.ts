/**
 * Users list benchmark: seeds 100,000 users on SQLite (a file under the OS temp folder) and on PostgreSQL
 * (its own schema, dropped afterwards), starts the real app on a loopback port, and measures
 * GET /api/user?page=N&full_name=… latency (p50/p95) for a few query shapes. Not a test: it prints figures.
 *
 *   npx tsx bench/users.ts                 # both databases (PostgreSQL from DATABASE_URL, else 127.0.0.1:5432/test)
 *   BENCH_DB=sqlite npx tsx bench/users.ts # one of them
 *   BENCH_USERS=20000 BENCH_REQUESTS=100 npx tsx bench/users.ts
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createDb, migrate, type Db } from '../server/db/index.js';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed.js';
import { hashPassword } from '../server/lib/tokens.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 20;
const TARGET_P95_MS = 30;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.BENCH_DB;

const FIRST = [
  'Aaron',
  'Beatrice',
  'Chen',
  'Devi',
  'Elias',
  'Farah',
  'Gopal',
  'Hui Min',
  'Irfan',
  'Jia Hui',
  'Kumar',
  'Li Na',
  'Mei Ling',
  'Nur',
  'Oscar',
  'Priya',
  'Qing',
  'Rahul',
  'Siti',
  'Tomas',
  'Umar',
  'Vera',
  'Wei Jie',
  'Xin Yi',
  'Yusof',
  'Zara',
];
const LAST = [
  'Tan',
  'Lim',
  'Lee',
  'Ng',
  'Ong',
  'Wong',
  'Goh',
  'Chua',
  'Koh',
  'Teo',
  'Ang',
  'Yeo',
  'Ho',
  'Sim',
  'Low',
  'Rahman',
  'Kaur',
  'Singh',
  'Pillai',
  'Fernandez',
];
/** One user in 5,000 carries this surname: the rare search term. */
const RARE = 'Vanderbeek';

interface Shape {
  label: string;
  url: (i: number) => string;
}
const SHAPES: Shape[] = [
  { label: 'page 1, no filter', url: () => '/api/user?page=1' },
  { label: 'deep page (offset ~75,000)', url: (i) => `/api/user?page=${3000 + (i % 20)}` },
  { label: "full_name contains common 'tan'", url: (i) => `/api/user?page=${1 + (i % 5)}&full_name=tan` },
  {
    label: `full_name contains rare '${RARE.toLowerCase()}'`,
    url: () => `/api/user?page=1&full_name=${RARE.toLowerCase()}`,
  },
  { label: "full_name 'zzzz' (no match)", url: () => '/api/user?page=1&full_name=zzzz' },
  { label: "full_name contains 'a' (most users)", url: (i) => `/api/user?page=${1 + (i % 5)}&full_name=a` },
  { label: "email contains 'user1234'", url: () => '/api/user?page=1&email=user1234' },
];

async function seedUsers(db: Db) {
  await seedDemo(db, { passwordHash: await hashPassword(DEMO_PASSWORD) });
  const roles = (await db.selectFrom('roles').select('id').execute()).map((r) => r.id);
  const hash = await hashPassword('Bench#Password1');
  const now = new Date().toISOString();
  const rnd = (n: number) => crypto.randomInt(n);
  const BATCH = 1000;
  for (let start = 0; start < USERS; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(USERS, start + BATCH); i++) {
      const last = i % 5000 === 0 ? RARE : LAST[rnd(LAST.length)];
      rows.push({
        full_name: `${FIRST[rnd(FIRST.length)]} ${last} ${i}`,
        email: `user${i}@bench.test`,
        password_hash: hash,
        designation: null,
        mobile_no: null,
        role_id: roles[rnd(roles.length)],
        school_id: null,
        contractor: null,
        zone_in_charge: '[]',
        created_at: now,
        updated_at: now,
      });
    }
    await db.insertInto('users').values(rows).execute();
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label: string, db: Db, dataDir: string) {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOGIN_RATE_MAX: '1000', SMTP_HOST: '' });
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@caretaker.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const results = [];
    for (const shape of SHAPES) {
      const times: number[] = [];
      let rows = 0;
      let total = 0;
      let cpu0 = process.cpuUsage();
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        if (i === WARMUP) cpu0 = process.cpuUsage();
        const t0 = performance.now();
        const res = await fetch(`${base}${shape.url(i)}`, { headers });
        const body = (await res.json()) as { data: unknown[]; meta: { total: number } };
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(`${shape.label}: HTTP ${res.status}`);
        if (i >= WARMUP) times.push(ms);
        rows = body.data.length;
        total = body.meta.total;
      }
      const cpu = process.cpuUsage(cpu0);
      times.sort((a, b) => a - b);
      // CPU of this process (app + client) per request: what the request costs, whatever else the machine is doing.
      const cpuMs = (cpu.user + cpu.system) / 1000 / REQUESTS;
      results.push({
        db: label,
        shape: shape.label,
        rows,
        total,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times.at(-1)!,
        cpuMs,
      });
    }
    return results;
  } finally {
    await app.close();
  }
}

async function runSqlite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-'));
  const file = path.join(dir, 'bench.sqlite');
  const db = createDb({ sqlitePath: file });
  try {
    await migrate(db);
    const t0 = performance.now();
    await seedUsers(db);
    console.log(`sqlite: seeded ${USERS} users in ${((performance.now() - t0) / 1000).toFixed(1)} s (${file})`);
    await sql`analyze`.execute(db);
    return await measure('sqlite', db, dir);
  } finally {
    await db.destroy().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres() {
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (e) {
    console.log(`postgres: skipped, cannot connect to ${PG_URL} (${(e as Error).message})`);
    return [];
  }
  await admin.query(`create schema ${schema}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-'));
  const db = createDb({ databaseUrl: PG_URL, pgSchema: schema });
  try {
    await migrate(db, [], schema);
    const t0 = performance.now();
    await seedUsers(db);
    console.log(
      `postgres: seeded ${USERS} users in ${((performance.now() - t0) / 1000).toFixed(1)} s (schema ${schema})`,
    );
    // The steady state autovacuum reaches after a bulk load: statistics and the visibility map (index-only scans).
    await sql`vacuum analyze users`.execute(db);
    return await measure('postgres', db, dir);
  } finally {
    await db.destroy().catch(() => undefined);
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const all = [
  ...(only && only !== 'sqlite' ? [] : await runSqlite()),
  ...(only && only !== 'postgres' ? [] : await runPostgres()),
];
console.log(
  `\nGET /api/user latency, ${REQUESTS} sequential requests per shape after ${WARMUP} warm-up, ${USERS} users (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.version})`,
);
console.log("cpu ms/req: this process (app + client) per request; PostgreSQL's own CPU is not in it.");
console.log(
  [
    'db'.padEnd(9),
    'shape'.padEnd(38),
    'rows'.padStart(5),
    'total'.padStart(7),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'max ms'.padStart(8),
    'cpu ms/req'.padStart(11),
    ' target',
  ].join(' '),
);
for (const r of all) {
  console.log(
    [
      r.db.padEnd(9),
      r.shape.padEnd(38),
      String(r.rows).padStart(5),
      String(r.total).padStart(7),
      r.p50.toFixed(1).padStart(8),
      r.p95.toFixed(1).padStart(8),
      r.max.toFixed(1).padStart(8),
      r.cpuMs.toFixed(1).padStart(11),
      r.p95 < TARGET_P95_MS ? ' ok' : ` MISSED (p95 >= ${TARGET_P95_MS} ms)`,
    ].join(' '),
  );
}
