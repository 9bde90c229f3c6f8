/**
 * A schema-owned list whose rows are built in memory rather than read from a table (lib/crud.ts `listRecords` with
 * the `rows` option): the deliverables list has a row per zone and month a year has open, stored or not yet. The
 * schema's declared filters, sort and paging apply to those rows as `listRecords` applies them in SQL, so a property
 * with `x-filter` filters here too; undeclared filters and sorts never get this far (lib/listParameters.ts answers 422).
 */
import {
  filterParameters,
  listTableOf,
  type AreaListSchema,
  type ResourceSchema,
  type SchemaProperty,
} from '../../schemas/resource.js';
import { multi, pageOf, pagedResponse, wantsAll } from './paging.js';

type Row = Record<string, unknown>;
/** A list's answer: the paged envelope, or every row (`all=1`). */
export type ListAnswer = { data: unknown[] } | ReturnType<typeof pagedResponse<unknown>>;
type Query = Record<string, unknown> & {
  page?: number;
  per_page?: number;
  sort?: string;
  order?: string;
  all?: string;
  no_paginate?: string;
};

const has = (p: SchemaProperty, type: string) => (Array.isArray(p.type) ? p.type.includes(type) : p.type === type);
const TRUE_VALUES = new Set(['true', '1']);

/** Whether a row passes one declared filter: contains for `search`, a range for dates, otherwise one of the values. */
function matches(row: Row, field: string, p: SchemaProperty, query: Query): boolean {
  const v = row[p['x-column'] ?? field];
  const text = v === null || v === undefined ? null : String(v);
  if (p['x-filter'] === 'daterange') {
    const [from, to] = filterParameters(field, p).map((name) => multi(query, name)?.[0]);
    if (!from && !to) return true;
    return text !== null && (!from || text >= from) && (!to || text <= to);
  }
  const values = multi(query, field);
  if (!values?.length) return true;
  if (text === null) return false;
  if (p['x-filter'] === 'search') return text.toLowerCase().includes(values[0].toLowerCase());
  const op = p['x-filter-op'];
  if (op) return op === 'gte' ? text >= values[0] : text <= values[0];
  if (has(p, 'boolean')) return values.some((f) => TRUE_VALUES.has(f.toLowerCase()) === (v === true || v === 1));
  if (has(p, 'integer') || has(p, 'number')) return values.map(Number).includes(Number(v));
  return values.includes(text);
}

/** Ascending order of two cells: numbers by value, text by code point, an empty cell first (as SQLite sorts NULL). */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Filters, sorts (the requested sortable field or the default, with its `then`; equal rows keep the order they were
 * built in) and pages `rows`, then presents the page with `map`: the same envelope as a table's list.
 */
export async function listMemoryRows(
  schema: AreaListSchema | ResourceSchema,
  query: Query,
  path: string,
  rows: Row[],
  map: (rows: Row[]) => Promise<unknown[]> | unknown[] = (r) => r,
): Promise<ListAnswer> {
  const list = listTableOf(schema);
  const ids = multi(query, 'id')?.map(Number);
  const filters = Object.entries(schema.properties).filter(([, p]) => p['x-filter']);
  const kept = rows.filter(
    (row) => (!ids || ids.includes(Number(row.id))) && filters.every(([k, p]) => matches(row, k, p, query)),
  );
  const sortable = (k: string) => k === list.defaultSort?.field || !!schema.properties[k]?.['x-sortable'];
  const field = query.sort && sortable(query.sort) ? query.sort : (list.defaultSort?.field ?? 'id');
  const desc = (query.order ?? list.defaultSort?.order ?? 'ASC').toLowerCase() === 'desc';
  // the default's second field orders the rows that share the first, as in SQL
  const then =
    list.defaultSort && 'then' in list.defaultSort && list.defaultSort.field === field
      ? list.defaultSort.then
      : undefined;
  const thenSign = then?.order === 'DESC' ? -1 : 1;
  // Array.prototype.sort is stable: rows equal on both stay in the area's order
  const sorted = kept.sort(
    (a, b) =>
      (desc ? -1 : 1) * compare(a[field], b[field]) || (then ? thenSign * compare(a[then.field], b[then.field]) : 0),
  );
  if (wantsAll(query)) return { data: await map(sorted.slice(0, 5000)) };
  const page = pageOf(query);
  const from = (page.page - 1) * page.perPage;
  return pagedResponse(await map(sorted.slice(from, from + page.perPage)), sorted.length, page, path);
}
