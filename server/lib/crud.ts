import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../schemas/common.js';
import type { Kysely } from 'kysely';
import {
  filterParameters,
  listTableOf,
  type AreaListSchema,
  type ResourceSchema,
  type SchemaProperty,
} from '../../schemas/resource.js';
import { MSG } from '../../domain/messages.js';
import { audit } from './audit.js';
import { conflict, notFound, unprocessable } from './errors.js';
import { multi, pageOf, pagedResponse, pagingQuerySchema, readPage, wantsAll } from './paging.js';
import { columnDefs, createBodySchema, updateBodySchema, writableFields } from './schemaRegistry.js';
import { created, dataMessage, entityRecord, errorResponses, ok, pagedOf, recordOf } from './openapi/responses.js';
import { resourceConfig } from './openapi/records.js';
import { named } from './openapi/components.js';
import { assertRowInScope, assertWriteInScope, decimalsOf, fromScaled, scopeRows, toScaled } from './crudFields.js';
import { emptyFieldErrors } from '../../domain/fieldErrors.js';
import { sortBy } from './listParameters.js';
import { readPageByIds } from './pageByIds.js';
import { seekAfter } from './seek.js';
import { whereContains } from './textSearch.js';
import { listMemoryRows, type ListAnswer } from './memoryList.js';

const isArrayProp = (p: SchemaProperty) => (Array.isArray(p.type) ? p.type.includes('array') : p.type === 'array');
const BOOL_FILTER_VALUES: Record<string, number | undefined> = { true: 1, '1': 1, false: 0, '0': 0 };
const isBoolProp = (p: SchemaProperty) => (Array.isArray(p.type) ? p.type.includes('boolean') : p.type === 'boolean');

/** Database row -> API record: JSON text to arrays, 0/1 to booleans. */
export function toRecord(schema: ResourceSchema, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, p] of Object.entries(schema.properties)) {
    if (p['x-write-only'] || !(k in row)) continue;
    const v = row[k];
    const decimals = decimalsOf(p);
    if (decimals !== undefined) out[k] = fromScaled(v, decimals);
    else if (isArrayProp(p) && typeof v === 'string') out[k] = JSON.parse(v);
    else if (isBoolProp(p) && typeof v === 'number') out[k] = v === 1;
    else out[k] = v;
  }
  return out;
}

/** A new record's body: the schema's `default` for each writable field the body leaves out. */
export function withDefaults(schema: ResourceSchema, body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const [k, p] of writableFields(schema)) {
    const fallback = (p as { default?: unknown }).default;
    if (!(k in out) && fallback !== undefined) out[k] = fallback;
  }
  return out;
}

/** API body -> database values for the writable fields present. */
export function toRow(schema: ResourceSchema, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, p] of writableFields(schema)) {
    if (!(k in body)) continue;
    const v = body[k];
    const decimals = decimalsOf(p);
    if (decimals !== undefined) out[k] = toScaled(k, p, v, decimals);
    else if (isArrayProp(p)) out[k] = JSON.stringify(v ?? []);
    else if (isBoolProp(p) && typeof v === 'boolean') out[k] = v ? 1 : 0;
    else out[k] = v;
  }
  return out;
}

/** Answers 422 `The {field} has already been taken.` before the database would refuse the row. */
export async function checkUnique(
  db: Kysely<any>,
  schema: ResourceSchema,
  row: Record<string, unknown>,
  exceptId?: number,
) {
  const errors = emptyFieldErrors();
  for (const [k, p] of Object.entries(schema.properties)) {
    if (!p['x-unique'] || row[k] === undefined || row[k] === null) continue;
    let q = db.selectFrom(schema['x-resource'].table).select('id').where(k, '=', row[k]);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) errors[k] = [`The ${k.replace(/_/g, ' ')} has already been taken.`];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** The table behind each resource a schema's `x-reference` may name (`settings/schools` -> `schools`). */
export type ReferenceTables = ReadonlyMap<string, string>;
export const referenceTables = (schemas: ResourceSchema[]): ReferenceTables =>
  new Map(schemas.map((s) => [s['x-resource'].route.replace(/^\//, ''), s['x-resource'].table]));

/**
 * Answers 422 `The selected {field} is invalid.` for a reference to a record that does not exist, before the
 * database's foreign key would refuse the row (a 500 that blames the server for the client's id).
 */
export async function checkReferences(
  db: Kysely<any>,
  schema: ResourceSchema,
  row: Record<string, unknown>,
  tables: ReferenceTables,
) {
  const errors = emptyFieldErrors();
  for (const [k, p] of Object.entries(schema.properties)) {
    const ref = p['x-reference'];
    if (!ref || row[k] === undefined || row[k] === null) continue;
    const table = tables.get(ref.resource.replace(/^\//, ''));
    if (!table) throw new Error(`${schema.$id}.${k} references ${ref.resource}, which no schema declares`);
    const found = await db.selectFrom(table).select('id').where('id', '=', row[k]).executeTakeFirst();
    if (!found) errors[k] = [`The selected ${k.replace(/_id$/, '').replace(/_/g, ' ')} is invalid.`];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

export function isForeignKeyError(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return (
    err?.code === '23503' ||
    err?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /FOREIGN KEY constraint/i.test(err?.message ?? '')
  );
}

export function isUniqueError(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return (
    err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/i.test(err?.message ?? '')
  );
}

/** Builds the list querystring schema from the list's filters (a date range's two parameters, the others by name). */
export function listQuerySchema(schema: ResourceSchema | AreaListSchema) {
  const defaultSort = listTableOf(schema).defaultSort;
  const props: Record<string, unknown> = {
    ...pagingQuerySchema,
    'id[]': { type: 'array', items: { type: 'integer' }, maxItems: 500 },
    sort: sortBy(
      'id',
      ...(defaultSort ? [defaultSort.field] : []),
      ...Object.keys(schema.properties).filter((k) => schema.properties[k]['x-sortable']),
    ),
  };
  for (const [k, p] of Object.entries(schema.properties)) {
    if (!p['x-filter']) continue;
    for (const name of filterParameters(k, p)) {
      props[name] = { type: 'string', maxLength: 191 };
      props[`${name}[]`] = { type: 'array', items: { type: 'string', maxLength: 191 }, maxItems: 100 };
    }
  }
  return { type: 'object', properties: props, additionalProperties: true };
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
  for (const [k, p] of Object.entries(schema.properties)) {
    if (!p['x-filter']) continue;
    const own = opts.filterBy?.[k];
    if (own) {
      const values = multi(query, k);
      if (values?.length) qb = own(qb, values);
    } else qb = await applyFilter(db, qb, table, p['x-column'] ?? k, k, p, query);
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
      ? await readPageByIds(db, sought ?? qb, table, order, page, opts.select, opts.exactTotal, qb)
      : await readPage<any>(db, orderedSelect(sought ?? qb, order, then, opts, table), page, qb, opts.exactTotal);
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

/** One declared filter on its column: contains for `search`, a range for dates, otherwise one of the values. */
async function applyFilter(
  db: Kysely<any>,
  qb: any,
  table: string,
  own: string,
  field: string,
  p: SchemaProperty,
  query: ListQuery,
): Promise<any> {
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
  if (widget === 'search') return whereContains(db, qb, table, own, values[0]);
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

/** Generic CRUD for a plain resource: list, show, create, update, delete and its column config. */
export function registerGenericResource(untyped: FastifyInstance, schema: ResourceSchema, tables: ReferenceTables) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const res = schema['x-resource'];
  const db = app.db as unknown as Kysely<any>;
  const tag = schema.title ?? schema.$id;
  const entity = schema.$id;
  const label = (schema.title ?? schema.$id).toLowerCase();
  // Signed-in users' permission sets are cached: a change to the permissions table must drop that cache.
  const changed = () => {
    if (res.table === 'permissions') app.invalidatePermissions();
  };
  // Named after the resource (`cop-kpi` -> `CopKpi`): one component for the list, the record and the writes.
  const record = named(
    entity.replace(/(^|[-_])([a-z])/g, (_m, _s, c: string) => c.toUpperCase()),
    entityRecord(schema),
  );
  const one = recordOf(record);

  const messages = res.messages ?? {};
  const say = (kind: 'created' | 'updated' | 'deleted') => messages[kind]?.en ?? `Successfully ${kind} ${label}`;
  const findOne = async (request: FastifyRequest, id: number) => {
    const row = await db.selectFrom(res.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    await assertRowInScope(db, schema, app.requireUser(request), row);
    return row as Record<string, unknown>;
  };

  app.get(
    `/config/${schema.$id}`,
    { config: { permission: res.permissions.list }, schema: { tags: ['config'], response: ok(resourceConfig) } },
    async () => ({
      data: { columns: columnDefs(schema), resource: schema.$id, path: res.path, route: res.route },
    }),
  );

  app.get(
    res.path,
    {
      config: { permission: res.permissions.list },
      schema: { tags: [tag], querystring: listQuerySchema(schema), response: ok(pagedOf(record)) },
    },
    async (request) =>
      listRecords(db, schema, request.query as ListQuery, `/api${res.path}`, {
        scope: (qb) => scopeRows(db, schema, app.requireUser(request), res.table, qb),
      }),
  );

  app.get(
    `${res.path}/:id`,
    {
      config: { permission: res.permissions.show ?? res.permissions.list },
      schema: { tags: [tag], params: idParams, response: ok(one) },
    },
    async (request) => ({
      data: toRecord(schema, await findOne(request, request.params.id)),
    }),
  );

  if (res.permissions.create) {
    app.post(
      res.path,
      {
        config: { permission: res.permissions.create },
        schema: { tags: [tag], body: createBodySchema(schema), response: created(one) },
      },
      async (request, reply) => {
        const row = toRow(schema, withDefaults(schema, request.body as Record<string, unknown>));
        await assertWriteInScope(db, schema, app.requireUser(request), row);
        await checkReferences(db, schema, row, tables);
        await checkUnique(db, schema, row);
        const now = new Date().toISOString();
        const created = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto(res.table)
            .values({ ...row, created_at: now, updated_at: now })
            .returningAll()
            .executeTakeFirstOrThrow();
          if (res.audit)
            await audit(trx, request, { action: `${entity}.create`, entity, entityId: inserted.id, after: inserted });
          return inserted;
        });
        return reply.code(201).send({ data: toRecord(schema, created), message: say('created') });
      },
    );
  }

  if (res.permissions.update) {
    const update = async (request: FastifyRequest) => {
      const id = (request.params as { id: number }).id;
      const before = await findOne(request, id);
      const row = toRow(schema, request.body as Record<string, unknown>);
      for (const r of schema.required ?? [])
        if (r in row && (row[r] === null || row[r] === '')) throw unprocessable({ [r]: [MSG.required] });
      await assertWriteInScope(db, schema, app.requireUser(request), row);
      await checkReferences(db, schema, row, tables);
      await checkUnique(db, schema, row, id);
      const after = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable(res.table)
          .set({ ...row, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (res.audit)
          await audit(trx, request, { action: `${entity}.update`, entity, entityId: id, before, after: updated });
        return updated;
      });
      changed();
      return { data: toRecord(schema, after), message: say('updated') };
    };
    const opts = {
      config: { permission: res.permissions.update },
      schema: { tags: [tag], params: idParams, body: updateBodySchema(schema), response: ok(one) },
    };
    for (const method of res.updateVia ?? ['put', 'patch']) app[method](`${res.path}/:id`, opts, update);
  }

  if (res.permissions.delete) {
    app.delete(
      `${res.path}/:id`,
      {
        config: { permission: res.permissions.delete },
        schema: { tags: [tag], params: idParams, response: { ...ok(dataMessage), ...errorResponses(409) } },
      },
      async (request) => {
        const id = request.params.id;
        const before = await findOne(request, id);
        try {
          await db.transaction().execute(async (trx) => {
            await trx.deleteFrom(res.table).where('id', '=', id).execute();
            if (res.audit) await audit(trx, request, { action: `${entity}.delete`, entity, entityId: id, before });
          });
        } catch (e) {
          if (isForeignKeyError(e)) throw conflict(MSG.stillInUse);
          throw e;
        }
        changed();
        const message = say('deleted');
        return { data: { message }, message };
      },
    );
  }
}
