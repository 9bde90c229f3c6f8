/**
 * The list half of lib/crud.ts: a list's querystring schema built from its declared filters and sorts, and the
 * filtered, sorted, paged read behind every generic and area list (`listRecords`).
 */
import type { Kysely } from 'kysely';
import {
  filterParameters,
  listTableOf,
  type AreaListSchema,
  type ResourceSchema,
  type SchemaProperty,
} from '../../schemas/resource.js';
import { multi, pageOf, pagedResponse, pagingQuerySchema, readPage, wantsAll } from './paging.js';
import { isBoolProp, toRecord } from './crudFields.js';
import { sortBy } from './listParameters.js';
import { readPageByIds } from './pageByIds.js';
import { seekAfter } from './seek.js';
import { planSearch, type SearchTerm } from './textSearch.js';
import { listMemoryRows, type ListAnswer } from './memoryList.js';

const BOOL_FILTER_VALUES: Record<string, number | undefined> = { true: 1, '1': 1, false: 0, '0': 0 };
/** The words a boolean filter takes in the query string. */
export const BOOL_FILTER_WORDS = Object.keys(BOOL_FILTER_VALUES);
/** Whether a boolean filter's values ask for it (an area's own reading of a flag such as `created_by_me`). */
export const filterIsOn = (values: string[]) => values.some((v) => BOOL_FILTER_VALUES[v.toLowerCase()] === 1);

/**
 * Builds the list querystring schema from the list's filters (a date range's two parameters, the others by name). Its
 * static type names the paging keys only: the filters are read from the schema at run time, so the type provider types
 * them as unknown values that `multi` reads.
 */
export function listQuerySchema(schema: ResourceSchema | AreaListSchema) {
  const defaultSort = listTableOf(schema).defaultSort;
  const filters: Record<string, unknown> = {};
  for (const [k, p] of Object.entries(schema.properties)) {
    if (!p['x-filter']) continue;
    for (const name of filterParameters(k, p)) {
      filters[name] = { type: 'string', maxLength: 191 };
      filters[`${name}[]`] = { type: 'array', items: { type: 'string', maxLength: 191 }, maxItems: 100 };
    }
  }
  const paging = {
    ...pagingQuerySchema,
    'id[]': { type: 'array', items: { type: 'integer' }, maxItems: 500 },
    sort: sortBy(
      'id',
      ...(defaultSort ? [defaultSort.field] : []),
      ...Object.keys(schema.properties).filter((k) => schema.properties[k]['x-sortable']),
    ),
  } as const;
  const query: { type: 'object'; properties: typeof paging; additionalProperties: true } = {
    type: 'object',
    properties: Object.assign(paging, filters),
    additionalProperties: true,
  };
  return query;
}

export type ListQuery = Record<string, unknown> & {
  page?: number;
  per_page?: number;
  sort?: string;
  order?: string;
  all?: string;
  no_paginate?: string;
  after_id?: number;
};

/** How an area reads one of its declared filters when it is not a plain column of the table (two columns, a join). */
export type FilterBy = (qb: any, values: string[]) => any;

export interface ListOptions {
  table?: string;
  /** Row scoping: the caller's schools and zones. */
  scope?: (qb: any) => any;
  /** The area's joins and selected columns (default: every column of the table). */
  select?: (qb: any) => any;
  /** Filters of the schema read the area's way, by field name. */
  filterBy?: Record<string, FilterBy>;
  /** Rows -> API records (default: toRecord). */
  map?: (rows: any[]) => Promise<unknown[]> | unknown[];
  /** A big table's page in two steps: its ids off the table alone, then `select` for those rows (lib/pageByIds.ts). */
  pageByIds?: boolean;
  /** Count every row, past LIST_EXACT_TOTAL too (lib/paging.ts listTotal): a figure the user reads, a to-do badge. */
  exactTotal?: boolean;
  /**
   * Rows built in memory instead of read from the table (a row per expected slot, some not stored yet): the area answers
   * the query's candidate rows, already scoped; the schema's filters, sort and paging apply to them as they would in SQL
   * (lib/memoryList.ts), then `map`. `scope`, `select` and `filterBy` are not used with it.
   */
  rows?: (query: ListQuery) => Promise<Record<string, unknown>[]>;
}

/**
 * Applies the schema's filters, sort and paging to a select; answers the paged envelope (or every row with all=1).
 * A generic resource's list and an area's (`x-area-list`, with its joins, scoping and presentation as options) alike.
 */
export async function listRecords(
  db: Kysely<any>,
  schema: ResourceSchema | AreaListSchema,
  query: ListQuery,
  path: string,
  opts: ListOptions = {},
): Promise<ListAnswer> {
  if (opts.rows) return listMemoryRows(schema, query, path, await opts.rows(query), opts.map);
  const res = listTableOf(schema);
  const table = opts.table ?? res.table;
  let qb: any = db.selectFrom(table);
  if (opts.scope) qb = opts.scope(qb);
  const ids = multi(query, 'id');
  if (ids) qb = qb.where(`${table}.id`, 'in', ids.map(Number));
  const searches: SearchTerm[] = [];
  for (const [k, p] of Object.entries(schema.properties)) {
    if (!p['x-filter']) continue;
    const own = opts.filterBy?.[k];
    if (own) {
      const values = multi(query, k);
      if (values?.length) qb = own(qb, values);
    } else qb = applyFilter(qb, table, p['x-column'] ?? k, k, p, query, searches);
  }
  const sortable = new Set(
    Object.entries(schema.properties)
      .filter(([, p]) => p['x-sortable'])
      .map(([k]) => k),
  );
  const sortField = query.sort && sortable.has(query.sort) ? query.sort : (res.defaultSort?.field ?? 'id');
  const dir = (query.order ?? res.defaultSort?.order ?? 'ASC').toLowerCase() === 'desc' ? 'desc' : 'asc';
  // A sorted field stored under another name (an amount in cents) orders by its `x-column`.
  const sortColumn = `${table}.${schema.properties[sortField]?.['x-column'] ?? sortField}`;
  // An area list's second default field orders the rows that share the first (a COP month's zones).
  const then =
    res.defaultSort && 'then' in res.defaultSort && res.defaultSort.field === sortField
      ? res.defaultSort.then
      : undefined;
  const map = opts.map ?? ((rows: any[]) => rows.map((r) => toRecord(schema as ResourceSchema, r)));
  const order = { column: sortColumn, dir } as const;
  let counted = qb;
  if (searches.length) {
    // the rows from the list's start a page by its offset needs (lib/textSearch.ts reads them in order first)
    const first = pageOf(query);
    const need = wantsAll(query) || query.after_id || then ? undefined : first.page * first.perPage + 1;
    ({ qb, counted } = await planSearch(db, qb, table, searches, order, need));
  }
  if (wantsAll(query)) {
    const rows = await orderedSelect(qb, order, then, opts, table).limit(5000).execute();
    return { data: await map(rows) };
  }
  let page = pageOf(query);
  // a deep page after the previous page's last row (lib/seek.ts), the rows counted without that condition
  const sought =
    query.after_id && page.page > 1 && !then
      ? await seekAfter(db, qb, table, order, Number(query.after_id))
      : undefined;
  if (sought) page = { ...page, seek: true };
  const { rows, total, exact } =
    opts.pageByIds && opts.select
      ? await readPageByIds(db, sought ?? qb, table, order, page, opts.select, opts.exactTotal, counted)
      : await readPage<any>(db, orderedSelect(sought ?? qb, order, then, opts, table), page, counted, opts.exactTotal);
  return pagedResponse(await map(rows), total, page, path, exact);
}

/** The list's rows in its order (the sort, a second default field, then the id), with the area's columns. */
function orderedSelect(
  qb: any,
  order: { column: string; dir: 'asc' | 'desc' },
  then: { field: string; order: string } | undefined,
  opts: ListOptions,
  table: string,
): any {
  qb = qb.orderBy(order.column, order.dir);
  if (then) qb = qb.orderBy(`${table}.${then.field}`, then.order === 'DESC' ? 'desc' : 'asc');
  qb = qb.orderBy(`${table}.id`, order.dir);
  return opts.select ? opts.select(qb) : qb.selectAll(table);
}

/**
 * One declared filter on its column: a range for dates, otherwise one of the values; a contains (`search`) is kept in
 * `searches` for lib/textSearch.ts, which reads it once the list's other filters and order are known.
 */
function applyFilter(
  qb: any,
  table: string,
  own: string,
  field: string,
  p: SchemaProperty,
  query: ListQuery,
  searches: SearchTerm[],
): any {
  const column = `${table}.${own}`;
  const widget = p['x-filter'];
  if (widget === 'daterange') {
    const [from, to] = filterParameters(field, p).map((name) => multi(query, name)?.[0]);
    if (from) qb = qb.where(column, '>=', from);
    return to ? qb.where(column, '<=', to) : qb;
  }
  const values = multi(query, field);
  if (!values?.length) return qb;
  const op = p['x-filter-op'];
  if (widget === 'search') {
    searches.push({ column: own, term: values[0] });
    return qb;
  }
  if (op) return qb.where(column, op === 'gte' ? '>=' : '<=', values[0]);
  if (isBoolProp(p)) {
    // Booleans are stored as 0/1; the query string says true/false (or 1/0).
    const flags = values.map((v) => BOOL_FILTER_VALUES[v.toLowerCase()]).filter((v) => v !== undefined);
    return qb.where(column, 'in', flags.length ? flags : [-1]);
  }
  if (p.type === 'integer' || (Array.isArray(p.type) && p.type.includes('integer'))) {
    const nums = values.map(Number).filter(Number.isFinite);
    return qb.where(column, 'in', nums.length ? nums : [-1]);
  }
  return qb.where(column, 'in', values);
}
