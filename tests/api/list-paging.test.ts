/**
 * The workflow lists at scale, on SQLite and PostgreSQL (lib/paging.ts, lib/seek.ts, lib/textSearch.ts): totals
 * counted exactly only up to a bound (LIST_EXACT_TOTAL, 5 here so a few dozen rows pass it), a page read after the
 * previous page's last row (`after_id`) equal to the page read by its offset — ties on the sort key too — and text
 * searches answering the rows the plain `lower(column) like` gives, through the trigram tables where they apply.
 */
import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.js';
import { SEARCH_LIMITS } from '../../server/lib/textSearch.js';
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
  /** What the list answered before any search index: the plain LIKE over the rows, in the list's default order. */
  async function likeIds(table: string, column: string, term: string): Promise<number[]> {
    const order = table === 'inspections' ? sql`inspected_at desc, id desc` : sql`id desc`;
    const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await sql<{
      id: number;
    }>`select id from ${sql.table(table)} where lower(${sql.ref(column)}) like ${pattern} escape '\\' order by ${order}`.execute(
      t.db,
    );
    return rows.map((r) => r.id);
  }

  const DEFAULT_LIMITS = { ...SEARCH_LIMITS };
  afterEach(() => Object.assign(SEARCH_LIMITS, DEFAULT_LIMITS));

  beforeAll(async () => {
    // values the short-term index must find at their very end, and values shorter than a trigram
    const ids = (await get('/api/quotations?all=1')).data.map((r) => r.id);
    const set = async (id: number, job: string, reference: string) =>
      t.db.updateTable('quotations').set({ job, reference_number: reference }).where('id', '=', id).execute();
    await set(ids[3], 'k7', 'Q');
    await set(ids[4], 'ends with k7', 'QB-é');
    await set(ids[5], 'Tôit «é» "quoted"', 'x');
    await set(ids[6], 'A_B 50% off', 'zq');
  });

  const TERMS = [
    ...['b', 'bl', 'BLOCK 3', 'job 1', ': r', 'qb-4', 'k 7', 'zzz', '50%', 'a_b', 'Réparation', 'block'],
    ...['k7', 'K', '7', 'q', 'Q', 'zq', 'x', 'é', 'ô', '"', '"quoted"', '%', '_', 'y', 'zy', ' '],
  ];
  const SEARCHES = [
    ['quotations', 'job', '/api/quotations'],
    ['quotations', 'reference_number', '/api/quotations'],
    ['inspections', 'checklist_name', '/api/inspection-schedule'],
  ] as const;
  /** Each path of lib/textSearch.ts: the list's first rows in order, the index's matches, the order walked. */
  const PATHS: Record<string, Partial<typeof SEARCH_LIMITS>> = {
    window: {},
    probe: { window: 0 },
    walk: { window: 0, probe: 1 },
    'walk, counting a few rows': { window: 0, probe: 1, counted: 7 },
    'short window, small probe': { window: 9, probe: 4, counted: 20 },
  };
  const CASES = Object.keys(PATHS).flatMap((path) =>
    SEARCHES.flatMap(([table, column, url]) => TERMS.map((term) => [path, table, column, url, term] as const)),
  );

  it.each(CASES)(
    '%s: %s.%s (%s) contains %j: the same rows as the plain LIKE',
    async (path, table, column, url, term) => {
      Object.assign(SEARCH_LIMITS, PATHS[path]);
      const expected = await likeIds(table, column, term);
      const all = await get(`${url}?${column}=${encodeURIComponent(term)}&per_page=100`);
      expect(idsOf(all)).toEqual(expected.slice(0, 100));
      if (all.meta.total_exact) expect(all.meta.total).toBe(expected.length);
      else expect(all.meta.total).toBeLessThanOrEqual(expected.length);
      // page by page, by offset and after the page before: the LIKE's rows in the list's order
      let before: Page | undefined;
      for (let page = 1; page <= Math.ceil(expected.length / 4); page++) {
        const q = `${url}?${column}=${encodeURIComponent(term)}&per_page=4&page=${page}`;
        const byOffset = await get(q);
        expect(idsOf(byOffset), `page ${page}`).toEqual(expected.slice((page - 1) * 4, page * 4));
        if (byOffset.meta.total_exact) expect(byOffset.meta.total).toBe(expected.length);
        else expect(byOffset.meta.total).toBeLessThanOrEqual(expected.length);
        if (before) {
          const bySeek = await get(`${q}&after_id=${before.data[before.data.length - 1].id}`);
          expect(idsOf(bySeek), `page ${page} after the page before`).toEqual(idsOf(byOffset));
        }
        before = byOffset;
      }
    },
  );

  it('keeps the trigram tables in step with inserts, updates and deletes', async () => {
    const [a, b] = (await get('/api/quotations?job=block%204&per_page=2')).data.map((r) => r.id);
    await t.db.updateTable('quotations').set({ job: 'Réparation du préau Zanzibar' }).where('id', '=', a).execute();
    await t.db.deleteFrom('quotations').where('id', '=', b).execute();
    for (const limits of [{}, PATHS.probe]) {
      Object.assign(SEARCH_LIMITS, DEFAULT_LIMITS, limits);
      expect(idsOf(await get('/api/quotations?job=zanzibar'))).toEqual([a]);
      expect(idsOf(await get('/api/quotations?job=zb'))).toEqual([]);
      expect(idsOf(await get('/api/quotations?job=ar'))).toContain(a);
      expect(idsOf(await get('/api/quotations?job=block%204&per_page=100'))).not.toContain(b);
      expect(idsOf(await get('/api/quotations?job=block%204&per_page=100'))).not.toContain(a);
    }
  });

  it('reads a term through its index once the first rows in order have not filled the page', async () => {
    const statements = async (term: string) => {
      log.queries = [];
      await get(`/api/quotations?job=${encodeURIComponent(term)}`);
      return log.queries.map((q) => q.sql).join('\n');
    };
    Object.assign(SEARCH_LIMITS, PATHS.probe);
    if (dialect === 'sqlite') {
      expect(await statements('zzz')).toContain('from "quotations_job_search" where "quotations_job_search" match');
      expect(await statements('k7')).toContain('from "quotations_job_search_terms" where term >=');
      // a short term with a letter the index may fold otherwise than lower() is read by the LIKE alone
      expect(await statements('é')).not.toContain('quotations_job_search');
    } else {
      expect(await statements('zzz')).toMatch(/from "quotations" where lower\("job"\) like/);
      expect(await statements('k7')).toMatch(/caretaker_grams\(lower\("job"\)\) @>/);
    }
    // a list short enough to be read whole in order asks no index
    Object.assign(SEARCH_LIMITS, DEFAULT_LIMITS);
    expect(await statements('zzz')).not.toMatch(/quotations_job_search|caretaker_grams|lower\("job"\)/);
  });

  it('counts a common term over a bounded number of rows, then says how many there are at least', async () => {
    Object.assign(SEARCH_LIMITS, { window: 3, probe: 1, counted: 10 });
    const expected = await likeIds('quotations', 'job', 'block');
    expect(expected.length).toBeGreaterThan(10);
    const page = await get('/api/quotations?job=block&per_page=2');
    expect(page.meta.total_exact).toBe(false);
    // at least the page's two rows and the one after them, at most the matches among the ten rows counted
    expect(page.meta.total).toBeGreaterThanOrEqual(3);
    expect(page.meta.total).toBeLessThanOrEqual(10);
    expect(page.links.next).not.toBeNull();
  });
});
