import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types.js';
import { isPostgres } from '../../db/columns.js';
import { USER_STATUSES, userSchema } from '../../../schemas/user.js';
import { MSG } from '../../../domain/messages.js';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '../../../domain/password.js';
import { audit } from '../../lib/audit.js';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { likeContains, multi, pageOf, pagedResponse, wantsAll } from '../../lib/paging.js';
import { createBodySchema, updateBodySchema } from '../../lib/schemaRegistry.js';
import { listQuerySchema } from '../../lib/crud.js';
import type { SchemaRequest } from '../../lib/schemaRequest.js';
import { hashPassword } from '../../lib/tokens.js';
import { loadProfile, selectUsers, toUserRecord, type UserRow } from './profile.js';
import passwordRoutes from './password.js';
import twoFactorRoutes from './twoFactor.js';
import signatureRoutes from './signatures.js';
import lookupRoutes from './lookups.js';
import statusRoutes from './status.js';
import { created, dataMessage, ok, pagedOf, recordOf } from '../../lib/openapi/responses.js';
import { profileRecord, userRecord } from '../../lib/openapi/records.js';
import { normaliseUser, type UserBody } from '../../services/users/input.js';
import { createUser, updateUser } from '../../services/users/write.js';

const SORTABLE = new Set(['full_name', 'email', 'id', 'created_at']);
/** Fields a user may change on their own profile without the user.edit permission. */
const SELF_EDITABLE = new Set(['full_name', 'designation', 'mobile_no']);

export default async function userRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  // Every route of the users area (and its sub-plugins) words an invalid e-mail as the spec's user forms do.
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), emailMessage: MSG.invalidEmailUser } as typeof route.config;
  });
  const db = app.db;

  const normalise = (body: UserBody, roleId: number | null | undefined) => normaliseUser(db, body, roleId);

  // SQLite's LIKE already ignores ASCII case (its lower() folds only ASCII too); without lower() it reads the column from an index.
  // PostgreSQL's trigram indexes are on lower(column).
  const contains = (column: 'users.full_name' | 'users.email', term: string) =>
    isPostgres(db)
      ? sql<boolean>`lower(${sql.ref(column)}) like ${likeContains(term)} escape '\\'`
      : sql<boolean>`${sql.ref(column)} like ${likeContains(term)} escape '\\'`;

  const listQs = listQuerySchema(userSchema);
  app.get(
    '/user',
    {
      config: { permission: 'user.view' },
      schema: { tags: ['users'], querystring: listQs, response: ok(pagedOf(userRecord)) },
    },
    async (request) => {
      const q = request.query;
      const unknownStatus = multi(q, 'status')?.find((s) => !(USER_STATUSES as readonly string[]).includes(s));
      if (unknownStatus !== undefined) throw unprocessable({ status: ['The selected status is invalid.'] });
      // Every filter is on the users table itself, so the count and the page of ids need no joins.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely: the count and the page select differently
      const filtered = <T extends SelectQueryBuilder<Database, 'users', any>>(qb: T): T => {
        const fullName = multi(q, 'full_name')?.[0];
        const email = multi(q, 'email')?.[0];
        if (fullName) qb = qb.where(contains('users.full_name', fullName)) as T;
        if (email) qb = qb.where(contains('users.email', email)) as T;
        const roleIds = multi(q, 'role_id')?.map(Number).filter(Number.isFinite);
        if (roleIds?.length) qb = qb.where('users.role_id', 'in', roleIds) as T;
        const contractors = multi(q, 'contractor');
        if (contractors?.length) qb = qb.where('users.contractor', 'in', contractors) as T;
        const ids = multi(q, 'id')?.map(Number).filter(Number.isFinite);
        if (ids?.length) qb = qb.where('users.id', 'in', ids) as T;
        // Active or deactivated; both (or neither) asked for is every user.
        const statuses = new Set(multi(q, 'status') ?? []);
        if (statuses.size === 1)
          qb = qb.where('users.deactivated_at', statuses.has('active') ? 'is' : 'is not', null) as T;
        return qb;
      };
      const sortField = q.sort && SORTABLE.has(q.sort) ? q.sort : 'full_name';
      const dir = q.order?.toLowerCase() === 'desc' ? 'desc' : 'asc';
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely: as above
      const sorted = <T extends SelectQueryBuilder<Database, 'users', any>>(qb: T): T =>
        qb.orderBy(`users.${sortField}` as 'users.full_name', dir).orderBy('users.id', dir) as T;
      if (wantsAll(q))
        return {
          data: (
            await sorted(filtered(selectUsers(db)))
              .limit(5000)
              .execute()
          ).map((r) => toUserRecord(r as UserRow)),
        };
      const page = pageOf(q);
      const offset = (page.page - 1) * page.perPage;
      // A page of ids walks the sort index alone; the joins then run for those ids only (a deep page stays cheap).
      const idRows = await sorted(filtered(db.selectFrom('users').select('users.id')))
        .limit(page.perPage)
        .offset(offset)
        .execute();
      const pageIds = idRows.map((r) => r.id);
      // A page that is not full ends the list, so it tells the total: a narrow search then costs one scan, not two.
      const total =
        idRows.length < page.perPage && (idRows.length > 0 || offset === 0)
          ? offset + idRows.length
          : Number(
              (await filtered(db.selectFrom('users').select(sql<number>`count(*)`.as('n'))).executeTakeFirst())?.n ?? 0,
            );
      const byId = new Map(
        (pageIds.length ? await selectUsers(db).where('users.id', 'in', pageIds).execute() : []).map((r) => [r.id, r]),
      );
      const rows = pageIds.map((id) => byId.get(id)).filter((r) => r !== undefined);
      return pagedResponse(
        rows.map((r) => toUserRecord(r as UserRow)),
        total,
        page,
        '/api/user',
      );
    },
  );

  const isSelfOr = (request: FastifyRequest, id: number, permission: string) => {
    const user = app.requireUser(request);
    if (user.id !== id && !user.permissions.has(permission)) throw forbidden();
    return user;
  };

  app.get(
    '/user/:id',
    { config: { auth: 'user' }, schema: { tags: ['users'], params: idParams, response: ok(recordOf(profileRecord)) } },
    async (request) => {
      const { id } = request.params;
      isSelfOr(request, id, 'user.view');
      return { data: await loadProfile(db, id) };
    },
  );

  app.post(
    '/user',
    {
      config: { permission: 'user.create' },
      schema: {
        tags: ['users'],
        body: { ...createBodySchema(userSchema), required: ['full_name', 'email', 'role_id', 'password'] as const },
        response: created(recordOf(profileRecord)),
      },
    },
    async (request, reply) => {
      const body: UserBody = request.body;
      if (!isStrongPassword(body.password ?? '')) throw unprocessable({ password: [PASSWORD_RULE_MESSAGE] });
      const values = await normalise(body, body.role_id);
      if (values.clash) throw unprocessable({ email: [MSG.emailTaken] });
      const passwordHash = await hashPassword(request.body.password);
      const id = await createUser(db, request, { body, values, passwordHash });
      return reply.code(201).send({ data: await loadProfile(db, id), message: MSG.userCreated });
    },
  );

  const update = async (request: SchemaRequest<typeof updateSchema>) => {
    const { id } = request.params;
    const actor = isSelfOr(request, id, 'user.edit');
    const raw: UserBody & Record<string, unknown> = request.body;
    const before = await loadProfile(db, id);
    let body: UserBody = raw;
    if (!actor.permissions.has('user.edit')) {
      body = Object.fromEntries(Object.entries(raw).filter(([k]) => SELF_EDITABLE.has(k)));
    }
    if (body.password !== undefined && body.password !== '' && !isStrongPassword(body.password))
      throw unprocessable({ password: [PASSWORD_RULE_MESSAGE] });
    const roleId = body.role_id !== undefined ? body.role_id : undefined;
    const values = await normalise(body, roleId);
    if (values.clash && values.clash !== id) throw unprocessable({ email: [MSG.emailTaken] });
    if (body.password) values.password_hash = await hashPassword(body.password);
    const roleChanged = roleId !== undefined && roleId !== before.role_id;
    await updateUser(db, request, id, {
      body,
      values,
      before,
      endSessions: (!!body.password || roleChanged) && { keep: actor.id === id ? actor.session_id : undefined },
    });
    if (roleId !== undefined) app.invalidatePermissions();
    return { data: await loadProfile(db, id), message: MSG.userUpdated };
  };
  const updateSchema = {
    tags: ['users'],
    params: idParams,
    body: updateBodySchema(userSchema),
    response: ok(recordOf(profileRecord)),
  };
  app.put('/user/:id', { config: { auth: 'user' }, schema: updateSchema }, update);
  app.patch('/user/:id', { config: { auth: 'user' }, schema: updateSchema }, update);

  app.delete(
    '/user/:id',
    { config: { permission: 'user.delete' }, schema: { tags: ['users'], params: idParams, response: ok(dataMessage) } },
    async (request) => {
      const { id } = request.params;
      const actor = app.requireUser(request);
      if (actor.id === id) throw unprocessable({ id: ['You cannot delete your own account.'] });
      const before = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
      if (!before) throw notFound('User not found.');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('users').where('id', '=', id).execute();
        await audit(trx, request, {
          action: 'user.delete',
          entity: 'user',
          entityId: id,
          before: toUserRecord(before as UserRow),
        });
      });
      return { data: { message: MSG.userDeleted }, message: MSG.userDeleted };
    },
  );

  await app.register(passwordRoutes);
  await app.register(twoFactorRoutes);
  await app.register(signatureRoutes);
  await app.register(lookupRoutes);
  await app.register(statusRoutes);
}
