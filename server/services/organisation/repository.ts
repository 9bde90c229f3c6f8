/** A school's organisation (spec part 1 §2.8, §7): its operations managers and managing agents with their settings. */
import { sql, type Selectable } from 'kysely';
import { ROLE } from '../../../domain/roles.js';
import type { Db } from '../../db/index.js';
import type { SchoolTable } from '../../db/types.js';
import { notFound } from '../../lib/errors.js';
import { loadSchoolPeople, lookupZones, MA_ROLES, maySeeSchool } from '../../lib/organisation.js';
import type { AuthUser } from '../../plugins/auth.js';
import { safeJsonArray } from '../../plugins/auth.js';

/** The school, when the user may see it (otherwise 404, as for a missing one). */
export async function schoolFor(db: Db, user: AuthUser, schoolId: number) {
  const row = await db.selectFrom('schools').selectAll().where('id', '=', schoolId).executeTakeFirst();
  if (!row || !maySeeSchool(user, row)) throw notFound();
  return row;
}

/** The list's rows: each school with its operations managers and managing agents (two queries for the page). */
export async function organisationRows(db: Db, rows: Selectable<SchoolTable>[]) {
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

/** One school's organisation with who changed each setting and when. */
export async function loadOrganisation(db: Db, school: Selectable<SchoolTable>) {
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
}

export interface CandidateQuery {
  role: string;
  zone?: string;
  'zone[]'?: string[];
}

/** Who may be added to a school's organisation: users of the role asked for, within the caller's look-up zones. */
export async function organisationCandidates(db: Db, user: AuthUser, q: CandidateQuery) {
  const requested = q['zone[]'] ?? (q.zone ? [q.zone] : undefined);
  const zones = lookupZones(user, requested);
  const roles = q.role === ROLE.OPERATIONS_MANAGER ? [ROLE.OPERATIONS_MANAGER] : [...MA_ROLES];
  let qb = db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .select(['users.id', 'users.full_name', 'users.email'])
    .where('roles.slug', 'in', roles)
    // A deactivated user is never placed in a school's organisation.
    .where('users.deactivated_at', 'is', null)
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
  return qb.execute();
}
