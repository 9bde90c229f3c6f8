/**
 * A list request's query parameters from react-admin's list parameters (`page`, `per_page`, `sort`, `order` and the
 * filters). The data provider's getList and the entry's early list (layout/listPreviews.ts) both build the address
 * with it, so the early answer is the one the list would have asked for.
 */
import type { GetListParams } from 'ra-core';
import type { QueryValue } from './http.js';

export function listQuery(params: Partial<GetListParams>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.per_page = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = String(params.sort.order ?? 'ASC').toLowerCase() === 'desc' ? 'desc' : 'asc';
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) query[key] = value as QueryValue;
    else if (typeof value === 'object') query[key] = JSON.stringify(value);
    else query[key] = value as QueryValue;
  }
  return query;
}
