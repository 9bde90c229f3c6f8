/** Row scoping by school and zone: one rule for every area (and the generic resources' `x-scope` fields). */
import type { AuthUser } from '../plugins/auth.js';
import { ROLE } from '../../domain/roles.js';

/** Roles that see everything (the ministry, administrators, the invoice side). */
const SEES_ALL: readonly string[] = [ROLE.ADMIN, ROLE.SCD, ROLE.INVOICE_TEAM, ROLE.MAINTENANCE_TEAM];

/**
 * What a user may see, as a filter on a school id and a zone: an operations manager their own school; a user with zones in
 * charge those zones; everyone else (and zone-less users of a zone role, as on the quotation list) all.
 */
export type Scope = { kind: 'all' } | { kind: 'school'; schoolId: number } | { kind: 'zones'; zones: string[] };

export function scopeOf(user: AuthUser): Scope {
  const role = user.role_slug ?? '';
  if (role === ROLE.OPERATIONS_MANAGER) return { kind: 'school', schoolId: user.school_id ?? -1 };
  if (SEES_ALL.includes(role) || !user.zone_in_charge.length) return { kind: 'all' };
  return { kind: 'zones', zones: user.zone_in_charge };
}

/** Does a record of this school and zone fall in the user's scope? */
export function inScope(user: AuthUser, schoolId: number, zone: string): boolean {
  const s = scopeOf(user);
  if (s.kind === 'school') return s.schoolId === schoolId;
  if (s.kind === 'zones') return s.zones.includes(zone);
  return true;
}
