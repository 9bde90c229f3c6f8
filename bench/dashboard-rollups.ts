/**
 * Every dashboard and to-do count at a million quotations and half a million inspections (a quarter million defects),
 * on SQLite and PostgreSQL: the app's p50/p95 through app.inject next to the same SQL statements run through the bare
 * driver (captured from the app's database handle), the overhead ratio and the goal (p95 < 100 ms). The rows are
 * written by one `insert … select` per table (bench/lib/bulk.ts), so the rollup triggers run for each of them as for
 * any write; the load time includes that. Run by hand:
 *   BENCH_ROWS=1000000 npx tsx bench/dashboard-rollups.ts     # both databases (PostgreSQL from DATABASE_URL, else 127.0.0.1:5432/test)
 *   BENCH_DB=sqlite BENCH_ROWS=100000 npx tsx bench/dashboard-rollups.ts
 * BENCH_ROWS quotations (default 100,000), half as many inspections; BENCH_RUNS (default 40) requests per endpoint;
 * BENCH_ONLY a pattern of the endpoints to time (e.g. `to-do`).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app.js';
import type { Db } from '../server/db/index.js';
import { DEMO_PASSWORD, demoEmail } from '../server/db/seed.js';
import { openBenchDb } from './lib/benchDb.js';
import { loadInspections, loadQuotations } from './lib/bulk.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const GOAL_MS = 100;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ENGINES = (process.env.BENCH_DB ? [process.env.BENCH_DB] : ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[];

/** The statements the app sends, as its database runs them. */
class SqlLog implements KyselyPlugin {
  queries: CompiledQuery[] = [];
  constructor(private readonly db: Db) {}
  transformQuery({ node, queryId }: { node: RootOperationNode; queryId: { queryId: string } }) {
    this.queries.push(this.db.getExecutor().compileQuery(node, queryId));
    return node;
  }
  async transformResult<R>({ result }: { result: R }) {
    return result;
  }
}

const month = (i: number) => `month=${(i % 12) + 1}&year=${2022 + (i % 4)}`;
const CASES: [string, string, (i: number) => string][] = [
  ['quotation by zone (SCD)', 'SCD', () => '/api/dashboard/quotation-zone-summary'],
  ['quotation by school (SCD)', 'SCD', () => '/api/dashboard/quotation-school-summary'],
  ['quotation by month (SCD)', 'SCD', () => '/api/dashboard/quotation-month-summary'],
  ['quotation by zone (managing agent)', 'MANAGING-AGENT', () => '/api/dashboard/quotation-zone-summary'],
  ['quotation by month (operations manager)', 'OPERATIONS-MANAGER', () => '/api/dashboard/quotation-month-summary'],
  ['quotation by zone (term contractor)', 'TERM-CONTRACTOR', () => '/api/dashboard/quotation-zone-summary'],
  ['inspection summary, a month', 'ADMIN', (i) => `/api/dashboard/inspection-summary?${month(i)}`],
  ['inspection summary, all time', 'ADMIN', () => '/api/dashboard/inspection-summary'],
  ['defect summary, a month', 'ADMIN', (i) => `/api/dashboard/defects-summary?${month(i)}`],
  ['defect summary, all time', 'ADMIN', () => '/api/dashboard/defects-summary'],
  ['checklist summary, a month', 'ADMIN', (i) => `/api/dashboard/checklist-summary?${month(i)}`],
  ['checklist summary, all time', 'ADMIN', () => '/api/dashboard/checklist-summary'],
  ['checklist status, a month, page', 'ADMIN', (i) => `/api/dashboard/checklist-status?${month(i)}`],
  ['to-do counts (managing agent)', 'MANAGING-AGENT', () => '/api/todo/counts'],
  ['to-do counts (admin)', 'ADMIN', () => '/api/todo/counts'],
  ['to-do inspections (managing agent)', 'MANAGING-AGENT', () => '/api/inspection-schedule/to/do'],
];

/** The endpoint's own statements (not the session's). */
const DATA_SQL =
  /from "(quotation_rollups|inspection_rollups|defect_rollups|quotations|inspections|defects|checklists)"/;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

async function run(engine: 'sqlite' | 'postgres') {
  process.env.DATABASE_URL = engine === 'postgres' ? PG_URL : '';
  const { dataDir, config, db, pgSchema, remove } = await openBenchDb();
  let t0 = process.hrtime.bigint();
  await loadQuotations(db, engine, ROWS);
  await loadInspections(db, engine, ROWS / 2, { names: 'template' });
  // a defect for every other inspection, in the inspection's month
  await sql
    .raw(
      `insert into defects (inspection_id, school_id, status, location, description, defect, version, created_at, updated_at) ` +
        `select id, school_id, case id % 3 when 0 then 'Inspected' when 1 then 'Follow up' else 'Repaired' end, ` +
        `'Block A', 'Crack', 0, 1, inspected_at || 'T10:00:00.000Z', inspected_at || 'T10:00:00.000Z' ` +
        `from inspections where id % 2 = 0`,
    )
    .execute(db);
  await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
  if (engine === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
  // (run against a checkout without the rollups, for the figures before them, their counts read as –)
  const count = async (table: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n);
  const rollupCount = async (table: string) =>
    count(table).then(
      (n) => n.toLocaleString('en'),
      () => '–',
    );
  console.log(
    `\n${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}: ${(await count('quotations')).toLocaleString('en')} quotations, ` +
      `${(await count('inspections')).toLocaleString('en')} inspections, ${(await count('defects')).toLocaleString('en')} defects ` +
      `loaded in ${(ms(t0) / 1000).toFixed(1)} s; rollup rows: ${await rollupCount('quotation_rollups')} ` +
      `quotation, ${await rollupCount('inspection_rollups')} inspection, ` +
      `${await rollupCount('defect_rollups')} defect; ${RUNS} requests per endpoint`,
  );

  const log = new SqlLog(db);
  const app = await buildApp({ config, db: db.withPlugin(log) });
  await app.ready();
  const tokens: Record<string, string> = {};
  for (const role of new Set(CASES.map((c) => c[1]))) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail(role), password: DEMO_PASSWORD },
    });
    tokens[role] = res.json().data.token;
  }
  const lite = engine === 'sqlite' ? new Database(path.join(dataDir, 'bench.sqlite'), { readonly: true }) : undefined;
  const client =
    engine === 'postgres'
      ? new pg.Client({ connectionString: PG_URL, options: `-c search_path=${pgSchema}` })
      : undefined;
  await client?.connect();
  const raw = async (q: CompiledQuery) => {
    if (lite) lite.prepare(q.sql).all(...(q.parameters as unknown[]));
    else await client!.query(q.sql, q.parameters as unknown[]);
  };

  console.log(
    'endpoint'.padEnd(42),
    'KB'.padStart(5),
    'app p50'.padStart(8),
    'p95'.padStart(7),
    'SQL p50'.padStart(8),
    'p95'.padStart(7),
    'ratio'.padStart(6),
    'goal'.padStart(6),
  );
  const only = new RegExp(process.env.BENCH_ONLY ?? '.');
  for (const [label, who, url] of CASES.filter(([label]) => only.test(label))) {
    const headers = { authorization: `Bearer ${tokens[who]}` };
    const appTimes: number[] = [];
    const sqlTimes: number[] = [];
    let bytes = 0;
    for (let i = -3; i < RUNS; i++) {
      log.queries = [];
      t0 = process.hrtime.bigint();
      const res = await app.inject({ url: url(i + 3), headers });
      const took = ms(t0);
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      bytes = res.rawPayload.length;
      const statements = log.queries.filter((q) => /^select/i.test(q.sql) && DATA_SQL.test(q.sql));
      t0 = process.hrtime.bigint();
      for (const q of statements) await raw(q);
      if (i >= 0) {
        sqlTimes.push(ms(t0));
        appTimes.push(took);
      }
    }
    const [a50, a95, s50, s95] = [pct(appTimes, 0.5), pct(appTimes, 0.95), pct(sqlTimes, 0.5), pct(sqlTimes, 0.95)];
    console.log(
      label.padEnd(42),
      (bytes / 1024).toFixed(0).padStart(5),
      a50.toFixed(1).padStart(8),
      a95.toFixed(1).padStart(7),
      s50.toFixed(1).padStart(8),
      s95.toFixed(1).padStart(7),
      (a50 / Math.max(s50, 0.01)).toFixed(1).padStart(6),
      `${a95 <= GOAL_MS ? '✓' : '✗'} ${GOAL_MS}`.padStart(6),
    );
  }
  lite?.close();
  await client?.end();
  await app.close();
  await db.destroy();
  await remove();
}

for (const engine of ENGINES) await run(engine);
