import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { ROLE } from '../../../domain/roles.js';
import type { SchoolTable } from '../../db/types.js';
import { safeJsonArray } from '../../plugins/auth.js';
import { audit } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import {
  listSchools,
  loadSchoolPeople,
  MA_CATEGORIES,
  MA_ROLES,
  maySeeSchool,
  schoolListQuerySchema,
  type SchoolListQuery,
} from '../../lib/organisation.js';
import { lookupZones } from '../users/lookups.js';
import assignmentRoutes from './assignments.js';
import { pendingClaims, pendingQuotations, pendingWso } from '../../services/organisation/outstanding.js';
import {
  arrayOf,
  bool,
  int,
  listOf,
  messageOnly,
  nullable,
  nullableStr,
  objectOf,
  ok,
  pagedOf,
  str,
} from '../../lib/openapi/responses.js';
import { person } from '../../lib/openapi/records.js';

const schoolPerson = objectOf({ id: int, full_name: nullableStr });
const organisationRow = objectOf({
  id: int,
  name: str,
  zone: str,
  operation_managers: arrayOf(schoolPerson),
  managing_agents: arrayOf(schoolPerson),
});
const organisationDetail = objectOf({
  data: objectOf({
    school: objectOf({
      id: int,
      name: str,
      zone: str,
      address: nullableStr,
      school_type: nullableStr,
      telephone: nullableStr,
    }),
    operation_managers: arrayOf(
      objectOf({
        id: int,
        full_name: str,
        email: str,
        school_send_email: bool,
        school_updated_by: nullable(person),
        school_updated_at: nullableStr,
      }),
    ),
    managing_agents: arrayOf(
      objectOf({
        id: int,
        full_name: str,
        email: str,
        category_options: arrayOf(str),
        is_send_email: bool,
        updated_by: nullable(person),
        updated_at: nullableStr,
      }),
    ),
  }),
});
const outstandingItems = objectOf({
  data: objectOf({ operation_managers: arrayOf({}), managing_agents: { type: 'object' } }),
});

const schoolParams = {
  type: 'object',
  properties: { school: { type: 'integer', minimum: 1 } },
  required: ['school'],
} as const;
const today = () => new Date().toISOString().slice(0, 10);

interface OrganisationBody {
  school?: unknown;
  operation_managers: { id: number; school_send_email?: boolean }[];
  managing_agents: { id: number; category_options?: string[]; is_send_email?: boolean }[];
}

/** User organisation (spec part 1 §2.8, §7): who manages each school, and who gets its e-mails. */
export default async function organisationRoutes(app: FastifyInstance) {
  const db = app.db;

  async function schoolFor(request: { params: unknown }, user: ReturnType<typeof app.requireUser>) {
    const { school } = request.params as { school: number };
    const row = await db.selectFrom('schools').selectAll().where('id', '=', school).executeTakeFirst();
    if (!row || !maySeeSchool(user, school)) throw notFound();
    return row;
  }

  async function listRecords(rows: Selectable<SchoolTable>[]) {
    const { oms, mas } = await loadSchoolPeople(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      zone: r.zone,
      operation_managers: oms.get(r.id) ?? [],
      managing_agents: mas.get(r.id) ?? [],
    }));
  }

  app.get(
    '/user-organization',
    {
      config: { permission: 'user-organization.view' },
      schema: { tags: ['organisation'], querystring: schoolListQuerySchema, response: ok(pagedOf(organisationRow)) },
    },
    async (request) =>
      listSchools(
        db,
        app.requireUser(request),
        request.query as SchoolListQuery,
        '/api/user-organization',
        listRecords,
      ),
  );

  app.get(
    '/user-organization/:school',
    {
      config: { permission: 'user-organization.view' },
      schema: { tags: ['organisation'], params: schoolParams, response: ok(organisationDetail) },
    },
    async (request) => {
      const school = await schoolFor(request, app.requireUser(request));
      const oms = await db
        .selectFrom('school_operation_managers as som')
        .innerJoin('users', 'users.id', 'som.user_id')
        .leftJoin('users as upd', 'upd.id', 'som.updated_by')
        .select([
          'users.id',
          'users.full_name',
          'users.email',
          'som.send_email',
          'som.updated_at',
          'upd.id as upd_id',
          'upd.full_name as upd_name',
        ])
        .where('som.school_id', '=', school.id)
        .orderBy('users.full_name')
        .execute();
      const mas = await db
        .selectFrom('school_assignments as sa')
        .innerJoin('users', 'users.id', 'sa.user_id')
        .leftJoin('users as upd', 'upd.id', 'sa.updated_by')
        .select([
          'users.id',
          'users.full_name',
          'users.email',
          'sa.category_options',
          'sa.is_send_email',
          'sa.updated_at',
          'upd.id as upd_id',
          'upd.full_name as upd_name',
        ])
        .where('sa.school_id', '=', school.id)
        .where('sa.is_active', '=', 1)
        .orderBy('users.full_name')
        .execute();
      const by = (id: number | null, name: string | null) => (id === null ? null : { id, full_name: name ?? '' });
      return {
        data: {
          school: {
            id: school.id,
            name: school.name,
            zone: school.zone,
            address: school.address,
            school_type: school.school_type,
            telephone: school.telephone,
          },
          operation_managers: oms.map((o) => ({
            id: o.id,
            full_name: o.full_name,
            email: o.email,
            school_send_email: o.send_email === 1,
            school_updated_by: by(o.upd_id, o.upd_name),
            school_updated_at: o.updated_at,
          })),
          managing_agents: mas.map((m) => ({
            id: m.id,
            full_name: m.full_name,
            email: m.email,
            category_options: safeJsonArray(m.category_options),
            is_send_email: m.is_send_email === 1,
            updated_by: by(m.upd_id, m.upd_name),
            updated_at: m.updated_at,
          })),
        },
      };
    },
  );

  app.put(
    '/user-organization/:school/update',
    {
      config: { permission: 'user-organization.edit' },
      schema: {
        tags: ['organisation'],
        params: schoolParams,
        body: {
          type: 'object',
          properties: {
            school: {},
            operation_managers: {
              type: 'array',
              maxItems: 100,
              items: {
                type: 'object',
                properties: { id: { type: 'integer', minimum: 1 }, school_send_email: { type: 'boolean' } },
                required: ['id'],
                additionalProperties: true,
              },
            },
            managing_agents: {
              type: 'array',
              maxItems: 100,
              items: {
                type: 'object',
                properties: {
                  id: { type: 'integer', minimum: 1 },
                  category_options: { type: 'array', items: { type: 'string', enum: [...MA_CATEGORIES] }, maxItems: 4 },
                  is_send_email: { type: 'boolean' },
                },
                required: ['id'],
                additionalProperties: true,
              },
            },
          },
          required: ['operation_managers', 'managing_agents'],
          additionalProperties: true,
        },
        response: ok(messageOnly),
      },
    },
    async (request) => {
      const actor = app.requireUser(request);
      const school = await schoolFor(request, actor);
      const body = request.body as OrganisationBody;
      const ids = [...body.operation_managers.map((o) => o.id), ...body.managing_agents.map((m) => m.id)];
      const users = ids.length
        ? await db
            .selectFrom('users')
            .leftJoin('roles', 'roles.id', 'users.role_id')
            .select(['users.id', 'users.full_name', 'users.school_id', 'roles.slug'])
            .where('users.id', 'in', ids)
            .execute()
        : [];
      const byId = new Map(users.map((u) => [u.id, u]));
      const errors: Record<string, string[]> = {};
      const check = (list: { id: number }[], field: string, roles: readonly string[], roleText: string) => {
        const seen = new Set<number>();
        list.forEach((p, i) => {
          const u = byId.get(p.id);
          if (!u) errors[`${field}.${i}.id`] = ['The selected user is invalid.'];
          else if (!u.slug || !roles.includes(u.slug))
            errors[`${field}.${i}.id`] = [`${u.full_name} is not ${roleText}.`];
          else if (seen.has(p.id)) errors[`${field}.${i}.id`] = [`${u.full_name} has already been added`];
          seen.add(p.id);
        });
      };
      check(body.operation_managers, 'operation_managers', [ROLE.OPERATIONS_MANAGER], 'an operations manager');
      check(body.managing_agents, 'managing_agents', MA_ROLES, 'a managing agent');
      if (Object.keys(errors).length) throw unprocessable(errors);

      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const beforeOms = await trx
          .selectFrom('school_operation_managers')
          .selectAll()
          .where('school_id', '=', school.id)
          .execute();
        const beforeMas = await trx
          .selectFrom('school_assignments')
          .selectAll()
          .where('school_id', '=', school.id)
          .where('is_active', '=', 1)
          .execute();

        // Operations managers: the list replaces the school's; a listed OM belongs to this school only.
        const omIds = body.operation_managers.map((o) => o.id);
        const removed = beforeOms.filter((o) => !omIds.includes(o.user_id)).map((o) => o.user_id);
        if (removed.length) {
          await trx
            .deleteFrom('school_operation_managers')
            .where('school_id', '=', school.id)
            .where('user_id', 'in', removed)
            .execute();
          await trx
            .updateTable('users')
            .set({ school_id: null, updated_at: now })
            .where('id', 'in', removed)
            .where('school_id', '=', school.id)
            .execute();
        }
        for (const om of body.operation_managers) {
          const send = om.school_send_email === false ? 0 : 1;
          const existing = beforeOms.find((o) => o.user_id === om.id);
          if (existing) {
            if (existing.send_email !== send)
              await trx
                .updateTable('school_operation_managers')
                .set({ send_email: send, updated_by: actor.id, updated_at: now })
                .where('id', '=', existing.id)
                .execute();
          } else {
            await trx
              .deleteFrom('school_operation_managers')
              .where('user_id', '=', om.id)
              .where('school_id', '!=', school.id)
              .execute();
            await trx
              .insertInto('school_operation_managers')
              .values({ school_id: school.id, user_id: om.id, send_email: send, updated_by: actor.id, updated_at: now })
              .execute();
          }
          if (byId.get(om.id)!.school_id !== school.id)
            await trx
              .updateTable('users')
              .set({ school_id: school.id, updated_at: now })
              .where('id', '=', om.id)
              .execute();
        }

        // Managing agents: unlisted assignments end today (kept as history); new ones default to all categories and e-mail on.
        const maIds = body.managing_agents.map((m) => m.id);
        const ended = beforeMas.filter((a) => !maIds.includes(a.user_id)).map((a) => a.id);
        if (ended.length)
          await trx
            .updateTable('school_assignments')
            .set({ is_active: 0, end_date: today(), updated_by: actor.id, updated_at: now })
            .where('id', 'in', ended)
            .execute();
        for (const ma of body.managing_agents) {
          const categories = JSON.stringify(
            ma.category_options ? [...new Set(ma.category_options)] : [...MA_CATEGORIES],
          );
          const send = ma.is_send_email === false ? 0 : 1;
          const existing = beforeMas.find((a) => a.user_id === ma.id);
          if (existing) {
            if (existing.category_options !== categories || existing.is_send_email !== send) {
              await trx
                .updateTable('school_assignments')
                .set({ category_options: categories, is_send_email: send, updated_by: actor.id, updated_at: now })
                .where('id', '=', existing.id)
                .execute();
            }
          } else {
            await trx
              .insertInto('school_assignments')
              .values({
                school_id: school.id,
                user_id: ma.id,
                category_options: categories,
                is_send_email: send,
                is_active: 1,
                start_date: today(),
                end_date: null,
                updated_by: actor.id,
                updated_at: now,
              })
              .execute();
          }
        }
        await audit(trx, request, {
          action: 'user-organization.update',
          entity: 'school',
          entityId: school.id,
          before: { operation_managers: beforeOms, managing_agents: beforeMas },
          after: { operation_managers: body.operation_managers, managing_agents: body.managing_agents },
        });
      });
      return { message: 'Successfully updated user organization' };
    },
  );

  app.get(
    '/user-organization/:school/users',
    {
      config: { permission: 'user-organization.view' },
      schema: {
        tags: ['organisation'],
        params: schoolParams,
        querystring: {
          type: 'object',
          properties: {
            role: { type: 'string', enum: [ROLE.OPERATIONS_MANAGER, ROLE.MANAGING_AGENT] },
            zone: { type: 'string', maxLength: 20 },
            'zone[]': { type: 'array', items: { type: 'string', maxLength: 20 } },
          },
          required: ['role'],
          additionalProperties: true,
        },
        response: ok(listOf(objectOf({ id: int, full_name: str, email: str }))),
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      await schoolFor(request, user);
      const q = request.query as { role: string; zone?: string; 'zone[]'?: string[] };
      const requested = q['zone[]'] ?? (q.zone ? [q.zone] : undefined);
      const zones = lookupZones(user, requested);
      const roles = q.role === ROLE.OPERATIONS_MANAGER ? [ROLE.OPERATIONS_MANAGER] : [...MA_ROLES];
      let qb = db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .leftJoin('schools', 'schools.id', 'users.school_id')
        .select(['users.id', 'users.full_name', 'users.email'])
        .where('roles.slug', 'in', roles)
        .orderBy('users.full_name')
        .limit(1000);
      if (zones !== undefined) {
        if (!zones.length) qb = qb.where(sql<boolean>`1 = 0`);
        // Operations managers are placed by their school's zone; managing agents by the zones they are in charge of.
        else if (q.role === ROLE.OPERATIONS_MANAGER) qb = qb.where('schools.zone', 'in', zones);
        else
          qb = qb.where((eb) =>
            eb.or(zones.map((z) => eb('users.zone_in_charge', 'like', `%"${z.replace(/["%_\\]/g, '')}"%`))),
          );
      }
      return { data: await qb.execute() };
    },
  );

  app.get(
    '/user-organization/:school/display-outstanding-items',
    {
      config: { permission: 'user-organization.view' },
      schema: { tags: ['organisation'], params: schoolParams, response: ok(outstandingItems) },
    },
    async (request) => {
      const user = app.requireUser(request);
      const school = await schoolFor(request, user);
      // What waits for the school's operations managers: work service orders the managing agents have checked.
      return {
        data: {
          operation_managers: await pendingWso(db, school.id, user, 'OM'),
          managing_agents: {
            QUOTATIONS: await pendingQuotations(db, school.id, user),
            CLAIMS: await pendingClaims(db, school.id, user),
            WSO: await pendingWso(db, school.id, user, 'MA'),
          },
        },
      };
    },
  );

  await app.register(assignmentRoutes);
}
