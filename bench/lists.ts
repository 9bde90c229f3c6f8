/**
 * The quotation and inspection lists at a million rows, on SQLite and PostgreSQL: for each list shape (default page,
 * deep page, filter by status, by school, text search, sort by amount) the app's p50/p95 through app.inject, next to the
 * same SQL statements run through the bare driver (captured from the app's database handle), the overhead ratio and the
 * goal. Run by hand:
 *   BENCH_ROWS=1000000 npx tsx bench/lists.ts       # both databases (PostgreSQL from DATABASE_URL, else 127.0.0.1:5432/test)
 *   BENCH_DB=sqlite BENCH_ROWS=100000 npx tsx bench/lists.ts
 * BENCH_KEEP=1 keeps the loaded database (a temp folder and schema named after BENCH_ROWS) and reuses it on the next run;
 * BENCH_LOAD_ONLY=1 only loads it; BENCH_ONLY=<regex> runs the shapes whose "list / label" it matches. BENCH_RUNS (default 40) requests per shape; BENCH_EXPLAIN=1 prints each shape's page plan; BENCH_RAW=0 leaves out the
 * bare driver's runs (a plan that takes seconds, before a fix).
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

interface Shape {
  list: 'quotations' | 'inspections';
  label: string;
  url: (i: number) => string;
  /** Signed in as the managing agent (three zones of five), not the administrator. */
  ma?: boolean;
}

/** The id of the last row of a page: what the UI's data provider sends as `after_id` for the next page. */
type LastIdOf = (url: string) => Promise<number>;

async function shapes(schoolIds: number[], lastIdOf: LastIdOf): Promise<Shape[]> {
  const deep = Math.max(2, Math.floor(ROWS / 25 / 2));
  const school = (i: number) => schoolIds[i % schoolIds.length];
  const seekQ = await Promise.all([0, 1, 2, 3, 4].map((k) => lastIdOf(`/api/quotations?page=${deep + k - 1}`)));
  const seekI = await Promise.all(
    [0, 1, 2, 3, 4].map((k) => lastIdOf(`/api/inspection-schedule?page=${deep + k - 1}`)),
  );
  const pages = (i: number) => (i % 5) + 1;
  return [
    { list: 'quotations', label: 'default page', url: (i) => `/api/quotations?page=${pages(i)}` },
    { list: 'quotations', label: 'MA scope (3 zones)', ma: true, url: (i) => `/api/quotations?page=${pages(i)}` },
    {
      list: 'quotations',
      label: 'MA scope, pending',
      ma: true,
      url: (i) => `/api/quotations?status[]=PENDING&page=${pages(i)}`,
    },
    { list: 'quotations', label: `deep page ${deep} (offset)`, url: (i) => `/api/quotations?page=${deep + (i % 5)}` },
    {
      list: 'quotations',
      label: `deep page ${deep} (seek)`,
      url: (i) => `/api/quotations?page=${deep + (i % 5)}&after_id=${seekQ[i % 5]}`,
    },
    { list: 'quotations', label: 'status APPROVED', url: (i) => `/api/quotations?status[]=APPROVED&page=${pages(i)}` },
    { list: 'quotations', label: 'school', url: (i) => `/api/quotations?school=${school(i)}&page=${pages(i)}` },
    { list: 'quotations', label: 'search job, common', url: (i) => `/api/quotations?job=block%20${i % 9}` },
    {
      list: 'quotations',
      label: 'search reference, rare',
      url: (i) => `/api/quotations?reference_number=QB-${4321 + i}`,
    },
    {
      list: 'quotations',
      label: 'search job, common, page 3',
      url: (i) => `/api/quotations?job=block%20${i % 9}&page=3`,
    },
    {
      list: 'quotations',
      label: 'MA scope, search job, common',
      ma: true,
      url: (i) => `/api/quotations?job=block%20${i % 9}`,
    },
    { list: 'quotations', label: 'search job, rare (3 chars, none)', url: (i) => `/api/quotations?job=zq${i % 9}` },
    { list: 'quotations', label: 'search, 2 characters (none)', url: (i) => `/api/quotations?job=k${i % 9}` },
    {
      list: 'quotations',
      label: 'search, 2 characters (common)',
      url: (i) => `/api/quotations?job=${'blocksrepa'.slice(i % 9, (i % 9) + 2)}`,
    },
    {
      list: 'quotations',
      label: 'search, 1 character (none)',
      url: (i) => `/api/quotations?job=${'zqxyvhfgd'[i % 9]}`,
    },
    { list: 'quotations', label: 'search, 1 character (common)', url: (i) => `/api/quotations?job=${i % 9}` },
    {
      list: 'quotations',
      label: 'search reference, 2 characters',
      url: (i) => `/api/quotations?reference_number=-${i % 9}`,
    },
    {
      list: 'quotations',
      label: 'sort by amount',
      url: (i) => `/api/quotations?sort=total_amount&order=DESC&page=${pages(i)}`,
    },
    { list: 'inspections', label: 'default page', url: (i) => `/api/inspection-schedule?page=${pages(i)}` },
    {
      list: 'inspections',
      label: 'MA scope (3 zones)',
      ma: true,
      url: (i) => `/api/inspection-schedule?page=${pages(i)}`,
    },
    {
      list: 'inspections',
      label: `deep page ${deep} (offset)`,
      url: (i) => `/api/inspection-schedule?page=${deep + (i % 5)}`,
    },
    {
      list: 'inspections',
      label: `deep page ${deep} (seek)`,
      url: (i) => `/api/inspection-schedule?page=${deep + (i % 5)}&after_id=${seekI[i % 5]}`,
    },
    {
      list: 'inspections',
      label: 'status APPROVED',
      url: (i) => `/api/inspection-schedule?status[]=APPROVED&page=${pages(i)}`,
    },
    {
      list: 'inspections',
      label: 'school',
      url: (i) => `/api/inspection-schedule?school_id=${school(i)}&page=${pages(i)}`,
    },
    {
      list: 'inspections',
      label: 'search checklist, rare',
      url: (i) => `/api/inspection-schedule?checklist_name=${100 + i}`,
    },
  ];
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

async function run(engine: 'sqlite' | 'postgres') {
  process.env.DATABASE_URL = engine === 'postgres' ? PG_URL : '';
  const keep = process.env.BENCH_KEEP ? `lists_${ROWS}` : undefined;
  const { dataDir, config, db, pgSchema, remove } = await openBenchDb({ keep });
  let t0 = process.hrtime.bigint();
  const loaded = await db
    .selectFrom('quotations')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  if (Number(loaded.n) < ROWS) {
    await loadQuotations(db, engine, ROWS);
    await loadInspections(db, engine, ROWS);
  }
  await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
  if (engine === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
  console.log(
    `\n${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}: ${ROWS.toLocaleString('en')} quotations and inspections loaded in ${(ms(t0) / 1000).toFixed(1)} s; ${RUNS} requests per shape`,
  );
  if (process.env.BENCH_LOAD_ONLY) {
    await db.destroy();
    return;
  }

  const log = new SqlLog(db);
  const app = await buildApp({ config, db: db.withPlugin(log) });
  await app.ready();
  const signIn = async (role: string) => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail(role), password: DEMO_PASSWORD },
    });
    return { authorization: `Bearer ${login.json().data.token}` };
  };
  const admin = await signIn('ADMIN');
  const ma = await signIn('MANAGING-AGENT');
  const lastIdOf: LastIdOf = async (url) => {
    const rows = (await app.inject({ url, headers: admin })).json().data as { id: number }[];
    return rows[rows.length - 1].id;
  };
  // the bare driver, on its own connection
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

  const schoolIds = (await db.selectFrom('schools').select('id').execute()).map((s) => s.id);
  console.log(
    'list / shape'.padEnd(42),
    'total'.padStart(9),
    'app p50'.padStart(8),
    'p95'.padStart(7),
    'SQL p50'.padStart(8),
    'p95'.padStart(7),
    'ratio'.padStart(6),
    'goal'.padStart(6),
  );
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
  for (const shape of await shapes(schoolIds, lastIdOf)) {
    if (only && !only.test(`${shape.list} / ${shape.label}`)) continue;
    const headers = shape.ma ? ma : admin;
    const appTimes: number[] = [];
    const sqlTimes: number[] = [];
    let total = '';
    let listSql: CompiledQuery[] = [];
    for (let i = -3; i < RUNS; i++) {
      log.queries = [];
      t0 = process.hrtime.bigint();
      const res = await app.inject({ url: shape.url(i + 3), headers });
      const took = ms(t0);
      if (res.statusCode !== 200) throw new Error(`${shape.label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const { meta } = res.json();
      total = `${meta.total_exact ? '' : '≥'}${meta.total}`;
      // the list's own statements (page, total), not the session's
      listSql = log.queries.filter((q) => /^select/i.test(q.sql) && q.sql.includes(`from "${shape.list}`));
      // a subquery built apart is logged too: only the statements run
      listSql = listSql.filter((q, k) => !listSql.some((o, j) => j > k && o.sql.includes(`(${q.sql})`)));
      t0 = process.hrtime.bigint();
      const bare = process.env.BENCH_RAW !== '0';
      if (bare) for (const q of listSql) await raw(q);
      if (i >= 0) {
        if (bare) sqlTimes.push(ms(t0));
        appTimes.push(took);
      }
    }
    const [a50, a95, s50, s95] = [pct(appTimes, 0.5), pct(appTimes, 0.95), pct(sqlTimes, 0.5), pct(sqlTimes, 0.95)];
    console.log(
      `${shape.list} / ${shape.label}`.padEnd(42),
      total.padStart(9),
      a50.toFixed(1).padStart(8),
      a95.toFixed(1).padStart(7),
      (sqlTimes.length ? s50.toFixed(1) : '–').padStart(8),
      (sqlTimes.length ? s95.toFixed(1) : '–').padStart(7),
      (sqlTimes.length ? (a50 / s50).toFixed(1) : '–').padStart(6),
      `${a95 <= GOAL_MS ? '✓' : '✗'} ${GOAL_MS}`.padStart(6),
    );
    if (process.env.BENCH_EXPLAIN)
      for (const q of listSql) {
        console.log(`    ${q.sql}  ${JSON.stringify(q.parameters)}`);
        const plan = lite
          ? lite
              .prepare(`explain query plan ${q.sql}`)
              .all(...(q.parameters as unknown[]))
              .map((r) => (r as { detail: string }).detail)
          : (await client!.query(`explain ${q.sql}`, q.parameters as unknown[])).rows.map((r) => r['QUERY PLAN']);
        for (const line of plan) console.log(`      ${line}`);
      }
  }
  lite?.close();
  await client?.end();
  await app.close();
  await db.destroy();
  await remove();
}

for (const engine of ENGINES) await run(engine);
