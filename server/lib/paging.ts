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
 * One page of a query's rows and the number of all its rows, counted by `count(*) over()` in the same query. A page
 * past the end has no row to carry that count, so it is then counted apart (the client clamps its go-to-page with it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query: the rows are the caller's to type
export async function readPage<Row>(qb: SelectQueryBuilder<any, any, any>, page: PageQuery) {
  const rows: (Row & { __total?: number })[] = await qb
    .select(sql<number>`count(*) over()`.as('__total'))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
  let total = Number(rows[0]?.__total ?? 0);
  if (!rows.length && page.page > 1) {
    const counted = await qb
      .clearOrderBy()
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    total = Number(counted?.n ?? 0);
  }
  for (const r of rows) delete r.__total;
  return { rows: rows as Row[], total };
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
