import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { SchemaRequest } from '../../lib/schemaRequest.js';
import { idParams } from '../../../schemas/common.js';
import { roleSchema } from '../../../schemas/role.js';
import { MSG } from '../../../domain/messages.js';
import { isBuiltInRole } from '../../../domain/roles.js';
import { audit } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { checkUnique, listQuerySchema, listRecords, toRecord } from '../../lib/crud.js';
import { createBodySchema, updateBodySchema } from '../../lib/schemaRegistry.js';
import type { Db } from '../../db/index.js';
import { created, dataMessage, errorResponses, ok, pagedOf, recordOf } from '../../lib/openapi/responses.js';
import { roleDetail, roleRecord } from '../../lib/openapi/records.js';

async function loadRole(db: Db, id: number) {
  const role = await db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!role) throw notFound('Role not found.');
  const all = await db
    .selectFrom('permissions')
    .select(['id', 'name', 'slug', 'category'])
    .orderBy('category')
    .orderBy('name')
    .execute();
  const granted = new Set(
    (await db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', id).execute()).map(
      (r) => r.permission_id,
    ),
  );
  return {
    ...toRecord(roleSchema, role),
    slug: role.slug,
    permission_ids: [...granted].sort((a, b) => a - b),
    permissions: all.map((p) => ({ ...p, checked: granted.has(p.id) })),
  };
}

export default async function roleRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;

  async function validPermissionIds(ids: number[] | undefined): Promise<number[] | undefined> {
    if (ids === undefined) return undefined;
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const found = await db.selectFrom('permissions').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length)
      throw unprocessable({ permission_ids: ['The selected permissions are invalid.'] });
    return unique;
  }

  // The role list is also the Users screen's Role filter and role column: anyone who may list users may read role names.
  app.get(
    '/role',
    {
      config: { permission: ['role.view', 'user.view'] },
      schema: { tags: ['roles'], querystring: listQuerySchema(roleSchema), response: ok(pagedOf(roleRecord)) },
    },
    async (request) => listRecords(db as never, roleSchema, request.query, '/api/role'),
  );

  app.get(
    '/role/:id',
    {
      config: { permission: 'role.view' },
      schema: { tags: ['roles'], params: idParams, response: ok(recordOf(roleDetail)) },
    },
    async (request) => ({
      data: await loadRole(db, request.params.id),
    }),
  );

  app.post(
    '/role',
    {
      config: { permission: 'role.create' },
      schema: { tags: ['roles'], body: createBodySchema(roleSchema), response: created(recordOf(roleDetail)) },
    },
    async (request, reply) => {
      const body = request.body;
      await checkUnique(db as never, roleSchema, { slug: body.slug });
      const ids = (await validPermissionIds(body.permission_ids)) ?? [];
      const now = new Date().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('roles')
          .values({
            name: body.name,
            slug: body.slug,
            description: body.description ?? null,
            requires_two_factor: body.requires_two_factor ? 1 : 0,
            password_sign_in: body.password_sign_in === false ? 0 : 1,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (ids.length)
          await trx
            .insertInto('role_permissions')
            .values(ids.map((pid) => ({ role_id: row.id, permission_id: pid })))
            .execute();
        await audit(trx, request, {
          action: 'role.create',
          entity: 'role',
          entityId: row.id,
          after: { ...body, permission_ids: ids },
        });
        return row.id;
      });
      return reply.code(201).send({ data: await loadRole(db, id), message: MSG.roleCreated });
    },
  );

  const update = async (request: SchemaRequest<typeof updateOpts.schema>) => {
    const { id } = request.params;
    const body = request.body;
    const before = await loadRole(db, id);
    if (body.name === '') throw unprocessable({ name: [MSG.required] });
    if (body.slug === '') throw unprocessable({ slug: [MSG.required] });
    if (body.slug !== undefined && body.slug !== before.slug && isBuiltInRole(before.slug))
      throw unprocessable({ slug: [MSG.roleSlugBuiltIn] });
    if (body.slug) await checkUnique(db as never, roleSchema, { slug: body.slug }, id);
    // The spec's PATCH sends `permissions`; accept a list of ids there too.
    const requested =
      body.permission_ids ??
      (Array.isArray(body.permissions) && body.permissions.every((p) => typeof p === 'number')
        ? (body.permissions as number[])
        : undefined);
    const ids = await validPermissionIds(requested);
    await db.transaction().execute(async (trx) => {
      const set: Record<string, unknown> = { updated_at: new Date().toISOString() };
      for (const k of ['name', 'slug', 'description'] as const) if (body[k] !== undefined) set[k] = body[k];
      if (body.requires_two_factor !== undefined) set.requires_two_factor = body.requires_two_factor ? 1 : 0;
      if (body.password_sign_in !== undefined) set.password_sign_in = body.password_sign_in ? 1 : 0;
      await trx.updateTable('roles').set(set).where('id', '=', id).execute();
      if (ids) {
        await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
        if (ids.length)
          await trx
            .insertInto('role_permissions')
            .values(ids.map((pid) => ({ role_id: id, permission_id: pid })))
            .execute();
      }
      await audit(trx, request, {
        action: 'role.update',
        entity: 'role',
        entityId: id,
        before: { ...before, permissions: undefined },
        after: { ...body, permission_ids: ids ?? before.permission_ids },
      });
    });
    app.invalidatePermissions(id);
    return { data: await loadRole(db, id), message: MSG.roleUpdated };
  };
  const updateOpts = {
    config: { permission: 'role.edit' as const },
    schema: {
      tags: ['roles'],
      params: idParams,
      body: updateBodySchema(roleSchema),
      response: ok(recordOf(roleDetail)),
    },
  };
  app.patch('/role/:id', updateOpts, update);
  app.put('/role/:id', updateOpts, update);

  app.delete(
    '/role/:id',
    {
      config: { permission: 'role.delete' },
      schema: { tags: ['roles'], params: idParams, response: { ...ok(dataMessage), ...errorResponses(409) } },
    },
    async (request) => {
      const { id } = request.params;
      const before = await loadRole(db, id);
      const inUse = await db.selectFrom('users').select('id').where('role_id', '=', id).limit(1).executeTakeFirst();
      if (inUse) throw conflict('This role is assigned to users and cannot be deleted.');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('roles').where('id', '=', id).execute();
        await audit(trx, request, {
          action: 'role.delete',
          entity: 'role',
          entityId: id,
          before: { ...before, permissions: undefined },
        });
      });
      app.invalidatePermissions(id);
      return { data: { message: MSG.roleDeleted }, message: MSG.roleDeleted };
    },
  );
}
