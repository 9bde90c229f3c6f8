import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';

export interface PageQuery {
  page: number;
  perPage: number;
  /** The page's rows are read after a row of the previous page (lib/seek.ts) instead of skipping `page - 1` pages. */
  seek?: boolean;
}

/** Defined with the other shared request pieces; re-exported for the list routes that import it from here. */
export { pagingQuerySchema } from '../../schemas/common.js';

export function pageOf(query: { page?: number; per_page?: number }): PageQuery {
  return { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PAGE_SIZE };
}

export const wantsAll = (q: { all?: string; no_paginate?: string }) =>
  q.all === '1' || q.all === 'true' || q.no_paginate === '1' || q.no_paginate === 'true';

/** How many rows a list counts exactly (LIST_EXACT_TOTAL, set by buildApp from the config). */
let exactTotalBound = 10_000;
export function setExactTotalBound(bound: number) {
  exactTotalBound = bound;
}

/** The number of a list's rows: exact, or — past the bound — only how many there are at least. */
export interface ListTotal {
  total: number;
  exact: boolean;
}

/**
 * A list's rows counted its own way (a search's, lib/textSearch.ts), up to the bound when there is one: exact, or with
 * `exact` false how many rows there are at least.
 */
export type CountRows = (bound: number | undefined) => Promise<ListTotal>;

/**
 * One page of a query's rows and the number of all its rows. The page is read alone, so its order can walk an index
 * and stop after its rows (a `count(*) over()` in the same query made every page read and sort every matching row
 * first: seconds at a million rows); it reads one row more than the page, which says whether a next page exists. The
 * rows are counted apart (listTotal), over `counted` when given — the query before the joins that only add columns.
 */
/** How many rows a page's query skips: none when it seeks past the previous page's last row. */
export const skipped = (page: PageQuery) => (page.seek ? 0 : (page.page - 1) * page.perPage);

export async function readPage<Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query: the rows are the caller's to type
  qb: SelectQueryBuilder<any, any, any>,
  page: PageQuery,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  counted: SelectQueryBuilder<any, any, any> | CountRows = qb,
  exactOnly = false,
) {
  const rows: Row[] = await qb
    .limit(page.perPage + 1)
    .offset(skipped(page))
    .execute();
  const more = rows.length > page.perPage;
  if (more) rows.pop();
  return { rows, ...(await listTotal(db, counted, page, rows.length, more, exactOnly)) };
}

/**
 * The number of rows a list's page belongs to. Known without counting when the page is the last one (no row after
 * it), and — unless `exactOnly` (a figure the user reads, a to-do badge) — not counted past LIST_EXACT_TOTAL rows:
 * the count stops at the bound (`select count(*) from (select 1 … limit bound + 1)`) and a page beyond the bound does
 * not count at all; the answer is then how many rows there are at least, with `exact: false`. Counting every match
 * of a broad filter cost most of a page's time at a million rows (PostgreSQL: 40 of 46 ms unfiltered).
 */
export async function listTotal(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query
  counted: SelectQueryBuilder<any, any, any> | CountRows,
  page: PageQuery,
  onPage: number,
  more: boolean,
  exactOnly = false,
): Promise<ListTotal> {
  const offset = (page.page - 1) * page.perPage;
  if (!more && (onPage > 0 || page.page === 1)) return { total: offset + onPage, exact: true };
  const bound = exactOnly ? undefined : exactTotalBound;
  // rows seen up to here: a page past the end (none on it) has seen nothing and is counted
  const seen = offset + onPage + (more ? 1 : 0);
  if (bound !== undefined && onPage > 0 && seen > bound) return { total: seen, exact: false };
  if (typeof counted === 'function') {
    // a search's own count (lib/textSearch.ts), exact or how many rows there are at least, as are the rows seen here
    const counts = await counted(bound);
    return counts.exact ? counts : { total: Math.max(counts.total, seen), exact: false };
  }
  const rows = counted.clearOrderBy().clearSelect();
  const counting =
    bound === undefined
      ? rows.select(sql<number>`count(*)`.as('n'))
      : db
          .selectFrom(
            rows
              .select(sql<number>`1`.as('one'))
              .limit(bound + 1)
              .as('c'),
          )
          .select(sql<number>`count(*)`.as('n'));
  const n = Number((await counting.executeTakeFirst())?.n ?? 0);
  return bound !== undefined && n > bound ? { total: bound, exact: false } : { total: n, exact: true };
}
/**
 * The Laravel-style paged envelope of the API contract. The link labels are plain text (Laravel sends HTML entities,
 * which a client that is not a browser would show as `&laquo;`). With `exact` false (listTotal) `total` is how many rows
 * there are at least, and `last_page` the last page known so far: there is always a next page while `links.next` is set.
 */
export function pagedResponse<T>(data: T[], total: number, { page, perPage }: PageQuery, path: string, exact = true) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = data.length ? (page - 1) * perPage + 1 : null;
  const to = data.length ? (page - 1) * perPage + data.length : null;
  const url = (p: number) => `${path}?page=${p}`;
  const links = [
    { url: page > 1 ? url(page - 1) : null, label: '« Previous', active: false },
    ...Array.from({ length: Math.min(lastPage, 10) }, (_, i) => ({
      url: url(i + 1),
      label: String(i + 1),
      active: i + 1 === page,
    })),
    { url: page < lastPage ? url(page + 1) : null, label: 'Next »', active: false },
  ];
  return {
    data,
    meta: {
      current_page: page,
      from,
      last_page: lastPage,
      links,
      path,
      per_page: perPage,
      to,
      total,
      total_exact: exact,
    },
    links: {
      first: url(1),
      last: url(lastPage),
      next: page < lastPage ? url(page + 1) : null,
      prev: page > 1 ? url(page - 1) : null,
    },
  };
}

/** Reads `key` or `key[]` from a parsed querystring as a list of strings. */
export function multi(query: Record<string, unknown>, key: string): string[] | undefined {
  const v = query[`${key}[]`] ?? query[key];
  if (v === undefined || v === '') return undefined;
  return (Array.isArray(v) ? v : [v]).map(String).filter((s) => s !== '');
}

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
export const likeContains = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
