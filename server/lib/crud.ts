import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../schemas/common.js';
import type { Kysely } from 'kysely';
import type { ResourceSchema } from '../../schemas/resource.js';
import { MSG } from '../../domain/messages.js';
import { audit } from './audit.js';
import { conflict, notFound, unprocessable } from './errors.js';
import { columnDefs, createBodySchema, updateBodySchema } from './schemaRegistry.js';
import { created, dataMessage, entityRecord, errorResponses, ok, pagedOf, recordOf } from './openapi/responses.js';
import { resourceConfig } from './openapi/records.js';
import { named } from './openapi/components.js';
import { assertRowInScope, assertWriteInScope, scopeRows, toRecord, toRow, withDefaults } from './crudFields.js';
import { emptyFieldErrors } from '../../domain/fieldErrors.js';
import { listQuerySchema, listRecords } from './crudList.js';

// The list and the field conversions live in their own modules; their callers keep importing them from here.
export {
  filterIsOn,
  listQuerySchema,
  listRecords,
  type FilterBy,
  type ListOptions,
  type ListQuery,
} from './crudList.js';
export { toRecord, toRow, withDefaults } from './crudFields.js';

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
      listRecords(db, schema, request.query, `/api${res.path}`, {
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
        const row = toRow(schema, withDefaults(schema, request.body));
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
    const opts = {
      config: { permission: res.permissions.update },
      schema: { tags: [tag], params: idParams, body: updateBodySchema(schema), response: ok(one) },
    };
    for (const method of res.updateVia ?? ['put', 'patch']) {
      app[method](`${res.path}/:id`, opts, async (request) => {
        const id = request.params.id;
        const before = await findOne(request, id);
        const row = toRow(schema, request.body);
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
      });
    }
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
