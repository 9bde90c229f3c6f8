/**
 * Every workflow list reads its page through an index, on SQLite and on PostgreSQL: its default sort and each offered
 * sort walk an index instead of sorting every row, and each offered filter finds its rows through an index on the
 * filtered column. The cases come from the list schemas (`defaultSort`, `x-sortable`, `x-filter`, `x-column`); the SQL
 * checked is what the app sends for the request (captured by a Kysely plugin on the app's database handle), explained
 * with its bound parameters. Without a supporting index the page costs seconds at a million rows.
 */
import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimListSchema } from '../../schemas/claim.js';
import { defectListSchema } from '../../schemas/defect.js';
import { exportTaskListSchema } from '../../schemas/exportJob.js';
import { inspectionListSchema } from '../../schemas/inspection.js';
import { quotationListSchema } from '../../schemas/quotation.js';
import { filterParameters, type AreaListSchema, type SchemaProperty } from '../../schemas/resource.js';
import { wsoListSchema } from '../../schemas/wso.js';
import type { Db } from '../../server/db/index.js';
import { searchTableOf } from '../../server/db/searchTables.js';
import { SEARCH_LIMITS } from '../../server/lib/textSearch.js';
import { bearer, createTestApp, dialect, type TestApp } from '../support/testApp.js';
import { explainSteps, fullSorts, unindexedFilter } from './list-indexes.support.js';

/** The workflow lists, the ones that grow without bound (the small reference lists sort in memory at no cost). */
const LISTS: AreaListSchema[] = [
  quotationListSchema,
  inspectionListSchema,
  claimListSchema,
  wsoListSchema,
  defectListSchema,
  exportTaskListSchema,
];

/**
 * Filters that cannot use an index, each with the reason. A `search` filter (a case-insensitive contains) is checked
 * apart, with a long and a one- or two-character term: a B-tree index cannot find `%term%`, so it must read the
 * column's FTS5 trigram table on SQLite (migration 0100) and on PostgreSQL a pg_trgm index (migration 0094) or the
 * index of the column's short pieces (0100).
 */
const NO_INDEX: Record<string, string> = {
  'export-task.module':
    "the caller's own tasks are found by jobs_owner_idx (user_id, kind) and are few (the retention sweep removes old ones); the module narrows those",
};

/** A value each filter accepts, from its schema: a member of its enum, an id, a day, a month. */
function valueOf(field: string, p: SchemaProperty): string {
  if (p['x-filter'] === 'boolean') return '1';
  if (p['x-filter'] === 'date' || p['x-filter'] === 'daterange' || p.format === 'date') return '2025-01-15';
  if (p['x-filter'] === 'search') return 'abc';
  if (p.enum) return String(p.enum.find((v) => v !== null));
  if (field === 'month') return '2025-01';
  const integer = Array.isArray(p.type) ? p.type.includes('integer') : p.type === 'integer';
  return integer ? '1' : 'x';
}

interface Case {
  list: string;
  shape: string;
  url: string;
  table: string;
  /** A filter's field, or none for a sort. */
  filter?: string;
  /** The filtered column, when the filter compares one column of the list's table. */
  column?: string;
  /** A contains search: served by a trigram index, not a B-tree. */
  search?: boolean;
}

function casesOf(schema: AreaListSchema): Case[] {
  const { path, table, defaultSort } = schema['x-area-list'];
  const url = `/api${path}`;
  const list = schema.$id;
  const out: Case[] = [{ list, shape: `default sort ${defaultSort.field}`, url, table }];
  for (const [field, p] of Object.entries(schema.properties)) {
    if (p['x-sortable'])
      for (const order of ['ASC', 'DESC'])
        out.push({ list, shape: `sort ${field} ${order}`, url: `${url}?sort=${field}&order=${order}`, table });
    if (!p['x-filter']) continue;
    if (p['x-filter'] === 'search') {
      const column = p['x-column'] ?? field;
      out.push({ list, shape: `search ${field}`, url: `${url}?${field}=abcd`, table, column, search: true });
      out.push({ list, shape: `search ${field} short`, url: `${url}?${field}=ab`, table, column, search: true });
      continue;
    }
    const query = filterParameters(field, p)
      .map((name) => `${name}=${encodeURIComponent(valueOf(field, p))}`)
      .join('&');
    out.push({
      list,
      shape: `filter ${field}`,
      url: `${url}?${query}`,
      table,
      filter: field,
      column: p['x-column'] ?? field,
    });
  }
  return out;
}

const CASES = LISTS.flatMap(casesOf);

/** The statements the app sends, compiled as its database would run them. */
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

let t: TestApp;
let log: SqlLog;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    wrapDb: (db) => {
      log = new SqlLog(db);
      return db.withPlugin(log);
    },
  });
  token = await t.loginAs('ADMIN');
  // the demo's few rows would all be read in the list's order (lib/textSearch.ts) before any index is asked
  SEARCH_LIMITS.window = 0;
});
// the files of the suite share their modules: the next one finds the limits as the server has them
const DEFAULT_WINDOW = SEARCH_LIMITS.window;
afterAll(async () => {
  SEARCH_LIMITS.window = DEFAULT_WINDOW;
  await t.close();
});

const columns = new Map<string, Set<string>>();
/** The columns of a table, as the database describes it. */
async function columnsOf(table: string): Promise<Set<string>> {
  if (!columns.has(table)) {
    const described = await t.db.introspection.getTables();
    for (const d of described) columns.set(d.name, new Set(d.columns.map((x) => x.name)));
  }
  return columns.get(table) ?? new Set();
}

/** The page statement(s) of one request: a select of the list's table with a limit. */
async function pageQueries(c: Case): Promise<CompiledQuery[]> {
  log.queries = [];
  const res = await t.app.inject({ url: c.url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const from = new RegExp(`from "${c.table}"`);
  return log.queries.filter((q) => /^select/i.test(q.sql) && from.test(q.sql) && /\blimit\b/i.test(q.sql));
}

describe('list indexes', () => {
  it.each(CASES.filter((c) => c.search).map((c) => [`${c.list}: ${c.shape}`, c] as const))(
    '%s reads its index',
    async (_name, c) => {
      const fts = searchTableOf(c.table, c.column!);
      expect(fts, `${c.table}.${c.column} is not a searched column (server/db/searchTables.ts)`).toBeDefined();
      const short = c.shape.endsWith('short');
      if (dialect === 'sqlite') {
        // the search reads its matches off the column's FTS5 table first (lib/textSearch.ts): a phrase of trigrams
        // (`M`: a match through the index), or for a short term the range of trigrams it begins in the vocabulary
        // table (a non-zero index number: the term constraints are used)
        const read = short ? `${fts}_terms` : fts!;
        const queries = await pageQueries({ ...c, table: read });
        expect(queries.length, `no read of ${read} for ${c.url}`).toBeGreaterThan(0);
        for (const q of queries) {
          const steps = await explainSteps(t.db, q, 'filter');
          const why = `${q.sql}\n${JSON.stringify(q.parameters)}\n${steps.join('\n')}`;
          expect(steps.join('\n'), why).toMatch(
            new RegExp(short ? `${read} VIRTUAL TABLE INDEX [1-9]\\d*:` : `${read} VIRTUAL TABLE INDEX \\d+:M`),
          );
        }
        return;
      }
      // the probe of the term's rows (lib/textSearch.ts): its condition is the expression of a GIN index — pg_trgm's
      // on lower(column), or for a short term the index of its pieces. On the demo's few rows the planner may prefer
      // reading a B-tree whole, so the index is checked against the statement; the plan must not read the table.
      const probes = (await pageQueries(c)).filter((q) =>
        new RegExp(`where (lower\\("${c.column}"\\) like|caretaker_grams\\(lower\\("${c.column}"\\)\\))`).test(q.sql),
      );
      expect(probes.length, `no probe captured for ${c.url}`).toBeGreaterThan(0);
      const { rows } = await sql<{
        indexdef: string;
      }>`select indexdef from pg_indexes where tablename = ${c.table}`.execute(t.db);
      const index = short
        ? new RegExp(`using gin \\(caretaker_grams\\(lower\\(\\(?${c.column}\\)?(::text)?\\)\\)\\)`, 'i')
        : new RegExp(`using gin \\(lower\\(\\(?${c.column}\\)?(::text)?\\) \\S*gin_trgm_ops\\)`, 'i');
      for (const q of probes) {
        expect(q.sql).toContain(short ? `caretaker_grams(lower("${c.column}")) @>` : `lower("${c.column}") like`);
        expect(rows.map((r) => r.indexdef).join('\n'), q.sql).toMatch(index);
        const steps = await explainSteps(t.db, q, 'filter');
        expect(steps.join('\n'), `${q.sql}\n${steps.join('\n')}`).not.toMatch(/Seq Scan/);
      }
    },
  );

  it.each(CASES.filter((c) => !c.search).map((c) => [`${c.list}: ${c.shape}`, c] as const))(
    '%s uses an index',
    async (_name, c) => {
      const queries = await pageQueries(c);
      expect(queries.length, `no page query captured for ${c.url}`).toBeGreaterThan(0);
      for (const q of queries) {
        const steps = await explainSteps(t.db, q, c.filter ? 'filter' : 'sort');
        const why = `${q.sql}\n${JSON.stringify(q.parameters)}\n${steps.join('\n')}`;
        if (!c.filter) expect(fullSorts(steps, c.table), why).toEqual([]);
        else if (!NO_INDEX[`${c.list}.${c.filter}`]) {
          // a filter the area reads its own way (not a column of the table) is checked by the plan's shape alone
          const column = (await columnsOf(c.table)).has(c.column!) ? c.column : undefined;
          expect(unindexedFilter(steps, c.table, column), why).toBe(false);
        }
      }
    },
  );

  it('sees a sort of every row where no index serves the order (the check can fail)', async () => {
    const q = CompiledQuery.raw('select "id" from "quotations" order by "job" desc, "id" desc limit 25', []);
    const steps = await explainSteps(t.db, q, 'sort');
    expect(fullSorts(steps, 'quotations').length, steps.join('\n')).toBeGreaterThan(0);
  });

  it('sees a filter no index serves (the check can fail)', async () => {
    const q = CompiledQuery.raw(
      `select "id" from "quotations" where "location" = ${dialect === 'sqlite' ? '?' : '$1'} order by "id" desc limit 25`,
      ['x'],
    );
    const steps = await explainSteps(t.db, q, 'filter');
    expect(unindexedFilter(steps, 'quotations', 'location'), steps.join('\n')).toBe(true);
  });
});
