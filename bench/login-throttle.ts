/**
 * Sign-in throttle under parallel attempts, over real HTTP on a loopback port, on SQLite (a temp file) and
 * PostgreSQL (its own schema, dropped afterwards), with the default LOGIN_RATE_* limits. Prints, per scenario, the
 * attempts sent, the 200/401/429 answers and how many attempts reached the password check (calls of the real
 * verifyPassword in this process). Not a test: run by hand.
 *
 *   npx tsx bench/login-throttle.ts                 # both databases (PostgreSQL from DATABASE_URL, else 127.0.0.1:5432/test)
 *   BENCH_DB=sqlite npx tsx bench/login-throttle.ts # one of them
 *
 * TRUST_PROXY=127.0.0.1 so X-Forwarded-For can play many client IPs from one machine.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../server/app.js';
import { loadConfig, type Config } from '../server/config.js';
import { createDb, migrate, type Db } from '../server/db/index.js';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed.js';
import { hashPassword, passwordChecks } from '../server/lib/tokens.js';

const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.BENCH_DB;

interface Attempt {
  email: string;
  password: string;
  ip: string;
}
interface Scenario {
  label: string;
  attempts: () => Attempt[];
  bound: (c: Config) => string;
}

const wrong = (i: number) => `Wrong#Guess${i}`;
const SCENARIOS: Scenario[] = [
  {
    label: '100 parallel wrong passwords, one account, one IP',
    attempts: () =>
      Array.from({ length: 100 }, (_, i) => ({
        email: 'admin@caretaker.test',
        password: wrong(i),
        ip: '198.51.100.1',
      })),
    bound: (c) => `LOGIN_RATE_MAX = ${c.loginRateLimit.max}`,
  },
  {
    label: '60 parallel guesses, one account, one IP, right password last',
    attempts: () =>
      Array.from({ length: 60 }, (_, i) => ({
        email: 'technician@caretaker.test',
        password: i === 59 ? DEMO_PASSWORD : wrong(i),
        ip: '198.51.100.2',
      })),
    bound: (c) => `LOGIN_RATE_MAX = ${c.loginRateLimit.max}`,
  },
  {
    label: '100 parallel wrong passwords, one account, 100 IPs',
    attempts: () =>
      Array.from({ length: 100 }, (_, i) => ({
        email: 'scd@caretaker.test',
        password: wrong(i),
        ip: `203.0.113.${i + 1}`,
      })),
    bound: (c) =>
      `LOGIN_RATE_ACCOUNT_MAX + 1 = ${c.loginRateLimit.accountMax + 1}, then one per elapsed wait (1 s, 2 s, 4 s …)`,
  },
  {
    label: '300 parallel wrong passwords, 300 accounts, one IP (spraying)',
    attempts: () =>
      Array.from({ length: 300 }, (_, i) => ({
        email: `user${i}@bench.test`,
        password: 'Spring#2026',
        ip: '192.0.2.9',
      })),
    bound: (c) => `LOGIN_RATE_IP_MAX + 1 = ${c.loginRateLimit.ipMax + 1}, then one per elapsed wait (1 s, 2 s, 4 s …)`,
  },
];

async function run(label: string, db: Db, dataDir: string) {
  await migrate(db);
  await seedDemo(db, { passwordHash: await hashPassword(DEMO_PASSWORD) });
  const config = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'error' });
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  console.log(`\n${label}`);
  console.log('| scenario | sent | 200 | 401 | 429 | password checks | bound | ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  try {
    for (const s of SCENARIOS) {
      const attempts = s.attempts();
      const before = passwordChecks.count;
      const started = performance.now();
      const codes = await Promise.all(
        attempts.map(
          async (a) =>
            (
              await fetch(`${base}/api/auth/login`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'x-forwarded-for': a.ip },
                body: JSON.stringify({ email: a.email, password: a.password }),
              })
            ).status,
        ),
      );
      const ms = Math.round(performance.now() - started);
      const n = (code: number) => codes.filter((c) => c === code).length;
      console.log(
        `| ${s.label} | ${attempts.length} | ${n(200)} | ${n(401)} | ${n(429)} | ${passwordChecks.count - before} | ${s.bound(config)} | ${ms} |`,
      );
    }
  } finally {
    await app.close();
  }
}

async function main() {
  if (!only || only === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-throttle-'));
    const db = createDb({ sqlitePath: path.join(dir, 'bench.sqlite') });
    try {
      await run('SQLite', db, dir);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!only || only === 'postgres') {
    const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-throttle-'));
    const db = createDb({ databaseUrl: PG_URL, pgSchema: schema });
    try {
      await run('PostgreSQL', db, dir);
    } finally {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

await main();
