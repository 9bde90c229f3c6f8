import { sql, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';

export interface PageQuery {
  page: number;
  perPage: number;
}

/** Defined with the other shared request pieces; re-exported for the list routes that import it from here. */
export { pagingQuerySchema } from '../../schemas/common.js';

export function pageOf(query: { page?: number; per_page?: number }): PageQuery {
  return { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PAGE_SIZE };
}

export const wantsAll = (q: { all?: string; no_paginate?: string }) =>
  q.all === '1' || q.all === 'true' || q.no_paginate === '1' || q.no_paginate === 'true';

/**
 * One page of a query's rows and the number of all its rows. The page is read alone, so its order can walk an index
 * and stop after `perPage` rows (a `count(*) over()` in the same query made every page read and sort every matching
 * row first: seconds at a million rows). A short page ends the list and so gives the total; otherwise the rows are
 * counted apart, over `counted` when given — the query before the joins that only add columns — else over `qb`.
 */
export async function readPage<Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query: the rows are the caller's to type
  qb: SelectQueryBuilder<any, any, any>,
  page: PageQuery,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  counted: SelectQueryBuilder<any, any, any> = qb,
) {
  const offset = (page.page - 1) * page.perPage;
  const rows: Row[] = await qb.limit(page.perPage).offset(offset).execute();
  const total = await totalOf(counted, page, rows.length);
  return { rows, total };
}

/** The number of rows a list's page belongs to: known from a short page, else counted. */
export async function totalOf(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query
  counted: SelectQueryBuilder<any, any, any>,
  page: PageQuery,
  onPage: number,
): Promise<number> {
  const offset = (page.page - 1) * page.perPage;
  if (onPage > 0 && onPage < page.perPage) return offset + onPage;
  if (onPage === 0 && page.page === 1) return 0;
  const row = await counted
    .clearOrderBy()
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The Laravel-style paged envelope of the API contract. The link labels are plain text (Laravel sends HTML entities,
 * which a client that is not a browser would show as `&laquo;`).
 */
export function pagedResponse<T>(data: T[], total: number, { page, perPage }: PageQuery, path: string) {
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
    meta: { current_page: page, from, last_page: lastPage, links, path, per_page: perPage, to, total },
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
