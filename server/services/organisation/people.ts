/** Who acts on a school's work: shared by the quotation, WSO and claim workflows. */
import { ROLE } from '../../../domain/roles.js';
import type { Db } from '../../db/index.js';

/**
 * Who must act next (switchable in one place): the managing agents assigned to the school for QUOTATIONS (active assignments),
 * falling back to managing agents whose zones include the school's zone.
 */
export async function schoolManagingAgents(
  db: Db,
  schoolId: number,
  zone: string,
): Promise<{ id: number; role: string }[]> {
  const assigned = await db
    .selectFrom('school_assignments')
    .innerJoin('users', 'users.id', 'school_assignments.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'roles.slug', 'school_assignments.category_options'])
    .where('school_assignments.school_id', '=', schoolId)
    .where('school_assignments.is_active', '=', 1)
    .where('roles.slug', 'in', [ROLE.MANAGING_AGENT, ROLE.MA_QS])
    .orderBy('users.id')
    .execute();
  const withQuotations = assigned.filter((a) => {
    try {
      return (JSON.parse(a.category_options) as string[]).includes('QUOTATIONS');
    } catch {
      return false;
    }
  });
  if (withQuotations.length)
    return [...new Map(withQuotations.map((a) => [a.id, { id: a.id, role: a.slug }])).values()];
  return zoneManagingAgents(db, zone);
}

/** The managing agents whose zones include this zone (claims without a school: MOE, 95-5 project work). */
export async function zoneManagingAgents(db: Db, zone: string): Promise<{ id: number; role: string }[]> {
  const byZone = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'roles.slug'])
    .where('roles.slug', '=', ROLE.MANAGING_AGENT)
    // A deactivated managing agent is sent no new work.
    .where('users.deactivated_at', 'is', null)
    .where('users.zone_in_charge', 'like', `%"${zone.replace(/[%_"\\]/g, '')}"%`)
    .orderBy('users.id')
    .execute();
  return byZone.map((u) => ({ id: u.id, role: u.slug }));
}
