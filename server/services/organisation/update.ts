/**
 * Saving a school's organisation (PUT /user-organization/{school}/update): the lists replace the school's, checked first
 * (roles, duplicates), then written in one transaction with an audit entry.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { ROLE } from '../../../domain/roles.js';
import type { Db } from '../../db/index.js';
import type { Database, SchoolTable } from '../../db/types.js';
import { audit } from '../../lib/audit.js';
import { unprocessable } from '../../lib/errors.js';
import { MA_CATEGORIES, MA_ROLES } from '../../lib/organisation.js';
import type { AuthUser } from '../../plugins/auth.js';
import { todayIn } from '../../../domain/calendar.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';

export interface OrganisationBody {
  school?: unknown;
  operation_managers: { id: number; school_send_email?: boolean }[];
  managing_agents: { id: number; category_options?: string[]; is_send_email?: boolean }[];
}

export async function updateOrganisation(
  db: Db,
  request: FastifyRequest,
  actor: AuthUser,
  school: Selectable<SchoolTable>,
  body: OrganisationBody,
): Promise<void> {
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
  const errors = emptyFieldErrors();
  const check = (list: { id: number }[], field: string, roles: readonly string[], roleText: string) => {
    const seen = new Set<number>();
    list.forEach((p, i) => {
      const u = byId.get(p.id);
      if (!u) errors[`${field}.${i}.id`] = ['The selected user is invalid.'];
      else if (!u.slug || !roles.includes(u.slug)) errors[`${field}.${i}.id`] = [`${u.full_name} is not ${roleText}.`];
      else if (seen.has(p.id)) errors[`${field}.${i}.id`] = [`${u.full_name} has already been added`];
      seen.add(p.id);
    });
  };
  check(body.operation_managers, 'operation_managers', [ROLE.OPERATIONS_MANAGER], 'an operations manager');
  check(body.managing_agents, 'managing_agents', MA_ROLES, 'a managing agent');
  if (Object.keys(errors).length) throw unprocessable(errors);

  await db.transaction().execute((trx) => writeOrganisation(trx, request, actor.id, school.id, body));
}

/**
 * Writes a checked organisation inside the caller's transaction: the lists replace the school's operations managers
 * and active managing agents (an import applies many schools in one transaction).
 */
export async function writeOrganisation(
  trx: Kysely<Database>,
  request: FastifyRequest,
  actorId: number,
  schoolId: number,
  body: Pick<OrganisationBody, 'operation_managers' | 'managing_agents'>,
): Promise<void> {
  const school = { id: schoolId };
  const now = new Date().toISOString();
  const today = () => todayIn(request.server.config.timeZone);
  const listed = [...body.operation_managers, ...body.managing_agents].map((p) => p.id);
  const byId = new Map(
    (listed.length
      ? await trx.selectFrom('users').select(['id', 'school_id']).where('id', 'in', listed).execute()
      : []
    ).map((u) => [u.id, u]),
  );
  const actor = { id: actorId };
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
      await trx.updateTable('users').set({ school_id: school.id, updated_at: now }).where('id', '=', om.id).execute();
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
    const categories = JSON.stringify(ma.category_options ? [...new Set(ma.category_options)] : [...MA_CATEGORIES]);
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
}
