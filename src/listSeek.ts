/**
 * The last row of each list page the data provider has read, so the next page is asked for as "after this row"
 * (`after_id`, schemas/common.ts): the server then seeks on the sort key instead of skipping every earlier row, and a
 * deep page costs what the first does. Only a hint — the page number is still sent and the server answers the same
 * rows either way — so a forgotten or stale entry costs only speed. Keyed by the list's address without its page.
 */
import type { QueryValue } from './http.js';

const MAX_ENTRIES = 200;
const lastIds = new Map<string, number>();

const keyOf = (path: string, query: Record<string, QueryValue>, page: number) => {
  const rest = Object.entries(query)
    .filter(([k]) => k !== 'page' && k !== 'after_id')
    // by code unit: localeCompare's first call loads the browser's collation data, in the list's first request
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${JSON.stringify(rest)}#${page}`;
};

/** The query with `after_id` when the page before this one was read under the same filters, sort and page size. */
export function withSeek(path: string, query: Record<string, QueryValue>): Record<string, QueryValue> {
  const page = Number(query.page);
  if (!Number.isInteger(page) || page < 2) return query;
  const after = lastIds.get(keyOf(path, query, page - 1));
  return after === undefined ? query : { ...query, after_id: after };
}

/** Remembers a page's last row (the oldest entries go first past MAX_ENTRIES). */
export function rememberPage(path: string, query: Record<string, QueryValue>, rows: { id?: unknown }[]) {
  const page = Number(query.page);
  const last = rows[rows.length - 1]?.id;
  if (!Number.isInteger(page) || typeof last !== 'number') return;
  const key = keyOf(path, query, page);
  lastIds.delete(key);
  lastIds.set(key, last);
  if (lastIds.size > MAX_ENTRIES) lastIds.delete(lastIds.keys().next().value!);
}
