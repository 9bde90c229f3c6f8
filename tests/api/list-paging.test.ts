/**
 * The workflow lists at scale, on SQLite and PostgreSQL (lib/paging.ts, lib/seek.ts, lib/textSearch.ts): totals
 * counted exactly only up to a bound (LIST_EXACT_TOTAL, 5 here so a few dozen rows pass it), a page read after the
 * previous page's last row (`after_id`) equal to the page read by its offset — ties on the sort key too — and text
 * searches answering the rows the plain `lower(column) like` gives, through the trigram tables where they apply.
 */
import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.js';
import { loadInspections, loadQuotations } from '../../bench/lib/bulk.js';
import { bearer, createTestApp, dialect, type TestApp } from '../support/testApp.js';

const BOUND = 5;

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
    env: { LIST_EXACT_TOTAL: String(BOUND) },
    wrapDb: (db) => {
      log = new SqlLog(db);
      return db.withPlugin(log);
    },
  });
  await loadQuotations(t.db, dialect, 60);
  await loadInspections(t.db, dialect, 60);
  // ties on the amount: three values over every quotation
  await sql`update quotations set total_cents = (id % 3) * 100`.execute(t.db);
  token = await t.loginAs('ADMIN');
}, 120_000);
afterAll(async () => t.close());

interface Page {
  data: { id: number }[];
  meta: { total: number; total_exact: boolean; last_page: number; current_page: number; from: number | null };
  links: { next: string | null };
}

async function get(url: string): Promise<Page> {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const idsOf = (p: Page) => p.data.map((r) => r.id);

async function countOf(table: string): Promise<number> {
  const row = await t.db
    .selectFrom(table as 'quotations')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('bounded totals', () => {
  it('counts up to the bound, then says how many there are at least', async () => {
    const first = await get('/api/quotations?per_page=2');
    expect(first.meta).toMatchObject({ total: BOUND, total_exact: false, last_page: 3 });
    expect(first.links.next).not.toBeNull();
  });

  it('counts exactly a list within the bound', async () => {
    const all = await get('/api/quotations?all=1');
    const one = all.data[0].id;
    const page = await get(`/api/quotations?per_page=1&id[]=${one}&id[]=${all.data[1].id}`);
    expect(page.meta).toMatchObject({ total: 2, total_exact: true });
  });

  it('does not count a page past the bound, and keeps a next page while there is one', async () => {
    const n = await countOf('quotations');
    const deep = await get('/api/quotations?per_page=2&page=10');
    expect(deep.meta).toMatchObject({ total: 21, total_exact: false, current_page: 10, from: 19 });
    expect(deep.links.next).toContain('page=11');
    // the last page knows the total without counting
    const last = await get(`/api/quotations?per_page=2&page=${Math.ceil(n / 2)}`);
    expect(last.meta).toMatchObject({ total: n, total_exact: true });
    expect(last.links.next).toBeNull();
  });

  it('counts a page past the end instead of taking its number for rows', async () => {
    const n = await countOf('quotations');
    const past = await get('/api/quotations?per_page=2&page=5000');
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ total: BOUND, total_exact: false });
    expect(n).toBeGreaterThan(BOUND);
  });

  it('counts the to-do feed exactly: its badge shows the figure', async () => {
    // the administrator's to-do inspections are the drafts (domain/todo.ts)
    await sql`update inspections set status = 'DRAFT'`.execute(t.db);
    const n = await countOf('inspections');
    const todo = await get('/api/inspection-schedule/to/do?per_page=2');
    expect(todo.meta).toMatchObject({ total: n, total_exact: true });
    const list = await get('/api/inspection-schedule?per_page=2');
    expect(list.meta).toMatchObject({ total: BOUND, total_exact: false });
  });
});

describe('deep pages by seek', () => {
  const LISTS = [
    '/api/quotations?per_page=7',
    '/api/quotations?per_page=7&sort=total_amount&order=DESC',
    '/api/quotations?per_page=7&sort=total_amount&order=ASC',
    '/api/inspection-schedule?per_page=7',
    '/api/inspection-schedule?per_page=7&status[]=DRAFT',
  ];

  it.each(LISTS)('%s: page N after page N-1 is page N by offset', async (url) => {
    const pages = Math.ceil((await get(`${url}&page=1`)).meta.total / 7);
    let before = await get(`${url}&page=1`);
    let seen = idsOf(before);
    for (let page = 2; page <= Math.max(pages, 4); page++) {
      const byOffset = await get(`${url}&page=${page}`);
      const last = before.data[before.data.length - 1];
      if (!last) break;
      const bySeek = await get(`${url}&page=${page}&after_id=${last.id}`);
      expect(idsOf(bySeek), `page ${page}`).toEqual(idsOf(byOffset));
      expect(bySeek.meta).toEqual(byOffset.meta);
      seen = [...seen, ...idsOf(byOffset)];
      before = byOffset;
    }
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('reads the rows after the named row, whatever the page number says', async () => {
    const url = '/api/quotations?per_page=5&sort=total_amount&order=DESC';
    const third = await get(`${url}&page=3`);
    const fourth = await get(`${url}&page=4`);
    const sought = await get(`${url}&page=2&after_id=${third.data[4].id}`);
    expect(idsOf(sought)).toEqual(idsOf(fourth));
  });

  it('skips to the page when the named row is not in the list', async () => {
    const url = '/api/quotations?per_page=5&status[]=APPROVED';
    const outside = (await get('/api/quotations?status[]=DRAFT&per_page=1')).data[0].id;
    const byOffset = await get(`${url}&page=2`);
    expect(idsOf(await get(`${url}&page=2&after_id=${outside}`))).toEqual(idsOf(byOffset));
  });

  it('refuses an after_id that is not an id', async () => {
    const res = await t.app.inject({ url: '/api/quotations?page=2&after_id=x', headers: bearer(token) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('after_id');
  });
});

describe('text search', () => {
  /** What the list answered before the trigram tables: the plain LIKE over the rows. */
  async function likeIds(table: string, column: string, term: string): Promise<number[]> {
    const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await sql<{
      id: number;
    }>`select id from ${sql.table(table)} where lower(${sql.ref(column)}) like ${pattern} escape '\\' order by id desc`.execute(
      t.db,
    );
    return rows.map((r) => r.id);
  }

  const TERMS = ['b', 'bl', 'BLOCK 3', 'job 1', ': r', 'qb-4', 'k 7', 'zzz', '50%', 'a_b', 'Réparation', 'block'];
  const SEARCHES = [
    ['quotations', 'job', '/api/quotations'],
    ['quotations', 'reference_number', '/api/quotations'],
    ['inspections', 'checklist_name', '/api/inspection-schedule'],
  ] as const;

  it.each(SEARCHES.flatMap(([table, column, path]) => TERMS.map((term) => [table, column, path, term] as const)))(
    '%s.%s (%s) contains %j: the same rows as the plain LIKE',
    async (table, column, path, term) => {
      const expected = await likeIds(table, column, term);
      const page = await get(`${path}?${column}=${encodeURIComponent(term)}&per_page=100&sort=id&order=DESC`);
      expect(idsOf(page).sort((a, b) => b - a)).toEqual(expected.slice(0, 100));
      expect(page.meta.total_exact ? page.meta.total : Math.min(expected.length, BOUND)).toBe(
        page.meta.total_exact ? expected.length : BOUND,
      );
    },
  );

  it('keeps the trigram table in step with inserts, updates and deletes', async () => {
    const [a, b] = (await get('/api/quotations?job=block%204&per_page=2')).data.map((r) => r.id);
    await t.db.updateTable('quotations').set({ job: 'Réparation du préau Zanzibar' }).where('id', '=', a).execute();
    await t.db.deleteFrom('quotations').where('id', '=', b).execute();
    expect(idsOf(await get('/api/quotations?job=zanzibar'))).toEqual([a]);
    expect(idsOf(await get('/api/quotations?job=block%204&per_page=100'))).not.toContain(b);
    expect(idsOf(await get('/api/quotations?job=block%204&per_page=100'))).not.toContain(a);
  });

  it('reads a term of three characters through the trigram index, a shorter one by LIKE alone', async () => {
    const statements = async (term: string) => {
      log.queries = [];
      await get(`/api/quotations?job=${term}`);
      return log.queries.map((q) => q.sql).join('\n');
    };
    if (dialect === 'sqlite') {
      expect(await statements('block')).toContain('"quotations_search"');
      expect(await statements('bl')).not.toContain('"quotations_search"');
    } else {
      // the form the pg_trgm index on lower(job) serves (its plan: tests/api/list-indexes.test.ts)
      expect(await statements('block')).toMatch(/lower\("quotations"\."job"\) like/);
      const { rows } = await sql<{
        indexname: string;
      }>`select indexname from pg_indexes where indexname = 'quotations_job_trgm_idx'`.execute(t.db);
      expect(rows).toHaveLength(1);
    }
  });
});
