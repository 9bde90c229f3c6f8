/**
 * What a test app (tests/support/testApp.ts) costs to make, step by step, the slow way (migrate, seed, build) and from a
 * seeded template (copy, build), on SQLite and PostgreSQL. Prints the median and max of each step in ms. Not a test:
 * run by hand.
 *
 *   npx tsx bench/testApp.ts                   # both databases (PostgreSQL from DATABASE_URL, else 127.0.0.1:5432/test)
 *   BENCH_DB=sqlite npx tsx bench/testApp.ts   # one of them (sqlite | postgres)
 *   BENCH_RUNS=10 npx tsx bench/testApp.ts     # runs per case (default 5)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { isPostgres } from '../server/db/columns.js';
import { createDb, migrate, type Db } from '../server/db/index.js';
import { seedDemo } from '../server/db/seed.js';
import {
  clonePg,
  demoPasswordHash,
  cloneSqlite,
  createTemplates,
  databaseUrlOf,
  dropTemplates,
  openSqliteMemory,
  type Templates,
} from '../tests/support/dbTemplate.js';

const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.BENCH_DB;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

type Steps = Record<string, number>;
const results = new Map<string, number[]>();
function record(label: string, ms: number) {
  results.set(label, [...(results.get(label) ?? []), ms]);
}
async function timed<T>(steps: Steps, name: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const out = await work();
  steps[name] = performance.now() - t0;
  return out;
}
function keep(prefix: string, steps: Steps) {
  let total = 0;
  for (const [name, ms] of Object.entries(steps)) {
    record(`${prefix} ${name}`, ms);
    total += ms;
  }
  record(`${prefix} = total`, total);
}

async function build(db: Db, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, COP_AUTO_GENERATE: 'false' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const app = await buildApp({ config: loadConfig(env), db });
  await app.ready();
  return async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Every row of every table (timestamps masked: the two were made moments apart), to compare a copy with the slow way. */
async function rows(db: Db): Promise<string> {
  const tables = isPostgres(db)
    ? await sql<{ n: string }>`select table_name as n from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db)
    : await sql<{ n: string }>`select name as n from sqlite_master
        where type = 'table' and name not like 'sqlite_%' order by 1`.execute(db);
  const stamp = (v: unknown) =>
    v instanceof Date || (typeof v === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(v)) ? 'time' : v;
  const out: string[] = [];
  for (const { n } of tables.rows) {
    const all = await sql<Record<string, unknown>>`select * from ${sql.table(n)}`.execute(db);
    out.push(n, ...all.rows.map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, stamp(v)]))).sort());
  }
  return out.join('\n');
}
const checks: string[] = [];
async function compare(label: string, slow: Db, copy: Db) {
  const [a, b] = await Promise.all([rows(slow), rows(copy)]);
  const lines = b.split('\n');
  const differ = a.split('\n').find((line, i) => line !== lines[i]);
  checks.push(`${label}: the copy holds ${differ === undefined ? 'the same rows as' : 'OTHER rows than'} the slow way`);
  if (differ !== undefined) checks.push(`  first difference: ${differ.slice(0, 300)}`);
}

let hash = '';
async function slowSqlite() {
  const s: Steps = {};
  const db = openSqliteMemory();
  await timed(s, 'migrate', () => migrate(db));
  await timed(s, 'seed', () => seedDemo(db, { passwordHash: hash }));
  const close = await timed(s, 'build', () => build(db));
  keep('sqlite  slow', s);
  await close();
  await db.destroy();
}

async function slowPg() {
  const s: Steps = {};
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await timed(s, 'create schema', () => admin.query(`create schema ${schema}`));
  const db = createDb({ databaseUrl: PG_URL, pgSchema: schema });
  await timed(s, 'migrate', () => migrate(db, [], schema));
  await timed(s, 'seed', () => seedDemo(db, { passwordHash: hash }));
  const close = await timed(s, 'build', () => build(db, PG_URL));
  await close();
  await db.destroy();
  await timed(s, 'drop schema', () =>
    admin.query(`drop schema ${schema} cascade; drop schema if exists ${schema}_boss cascade`),
  );
  await admin.end();
  keep('pg      slow', s);
}

async function fromTemplateSqlite(t: Templates, file: boolean) {
  const s: Steps = {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-'));
  const db = await timed(s, 'copy', async () =>
    cloneSqlite(t, 'seeded', file ? path.join(dir, 'test.sqlite') : undefined),
  );
  const close = await timed(s, 'build', () => build(db));
  keep(file ? 'sqlite  file copy' : 'sqlite  memory copy', s);
  await close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}

async function fromTemplatePg(t: Templates, strategy?: 'file_copy') {
  const s: Steps = {};
  let clone: Awaited<ReturnType<typeof clonePg>>;
  if (!strategy) clone = await timed(s, 'create database', () => clonePg(t, 'seeded'));
  else {
    // the other copy strategy of CREATE DATABASE, for comparison: copies files, but checkpoints twice
    const name = `${t.pg!.runId}_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await timed(s, 'create database', () =>
      admin.query(`create database "${name}" template "${t.pg!.databases.seeded}" strategy file_copy`),
    );
    clone = {
      databaseUrl: databaseUrlOf(PG_URL, name),
      pgSchema: t.pg!.schema,
      drop: () => admin.query(`drop database "${name}" with (force)`).then(() => admin.end()),
    };
  }
  const db = createDb({ databaseUrl: clone.databaseUrl, pgSchema: clone.pgSchema });
  const close = await timed(s, 'build', () => build(db, clone.databaseUrl));
  await close();
  await db.destroy();
  await timed(s, 'drop database', () => clone.drop());
  keep(strategy ? 'pg      copy (file_copy)' : 'pg      copy (wal_log)', s);
}

async function main() {
  const h0 = performance.now();
  // the templates' hash, so that the slow way's users rows match them (each process hashes with its own salt)
  hash = await demoPasswordHash();
  record('demo password hash (once per process)', performance.now() - h0);
  if (only !== 'postgres') {
    const t0 = performance.now();
    const t = await createTemplates(undefined);
    record('sqlite  templates (once per run)', performance.now() - t0);
    const slow = openSqliteMemory();
    await migrate(slow);
    await seedDemo(slow, { passwordHash: hash });
    const copy = cloneSqlite(t, 'seeded');
    await compare('sqlite', slow, copy);
    await Promise.all([slow.destroy(), copy.destroy()]);
    for (let i = 0; i < RUNS; i++) {
      await slowSqlite();
      await fromTemplateSqlite(t, false);
      await fromTemplateSqlite(t, true);
    }
    await dropTemplates(t);
  }
  if (only !== 'sqlite') {
    const t0 = performance.now();
    const t = await createTemplates(PG_URL);
    record('pg      templates (once per run)', performance.now() - t0);
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const slow = createDb({ databaseUrl: PG_URL, pgSchema: schema });
    await migrate(slow, [], schema);
    await seedDemo(slow, { passwordHash: hash });
    const clone = await clonePg(t, 'seeded');
    const copy = createDb({ databaseUrl: clone.databaseUrl, pgSchema: clone.pgSchema });
    await compare('postgres', slow, copy);
    await Promise.all([slow.destroy(), copy.destroy()]);
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    await clone.drop();
    for (let i = 0; i < RUNS; i++) {
      await slowPg();
      await fromTemplatePg(t);
      await fromTemplatePg(t, 'file_copy');
    }
    await dropTemplates(t);
  }
  console.log('step'.padEnd(42), 'runs'.padStart(5), 'median ms'.padStart(10), 'max ms'.padStart(8));
  for (const [label, times] of results) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      label.padEnd(42),
      String(times.length).padStart(5),
      sorted[Math.floor((sorted.length - 1) / 2)].toFixed(0).padStart(10),
      sorted[sorted.length - 1].toFixed(0).padStart(8),
    );
  }
}

await main();
for (const line of checks) console.log(line);
