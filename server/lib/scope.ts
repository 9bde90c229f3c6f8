/** Row scoping by school and zone: one rule for every area (and the generic resources' `x-scope` fields). */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AuthUser } from '../plugins/auth.js';
import { ROLE, UNSCOPED_ROLES, zonesInCharge } from '../../domain/roles.js';

/**
 * What a user may see, as a filter on a school id and a zone: the unscoped roles everything; an operations manager their
 * own school; everyone else their zones — and an empty zone list nothing (fails closed, never open).
 */
export type Scope = { kind: 'all' } | { kind: 'school'; schoolId: number } | { kind: 'zones'; zones: string[] };

export function scopeOf(user: AuthUser): Scope {
  const role = user.role_slug ?? '';
  if (UNSCOPED_ROLES.includes(role)) return { kind: 'all' };
  if (role === ROLE.OPERATIONS_MANAGER) return { kind: 'school', schoolId: user.school_id ?? -1 };
  return { kind: 'zones', zones: zonesInCharge(role, user.zone_in_charge) };
}

/** Does a record of this school and zone fall in the user's scope? */
export function inScope(user: AuthUser, schoolId: number, zone: string): boolean {
  const s = scopeOf(user);
  if (s.kind === 'school') return s.schoolId === schoolId;
  if (s.kind === 'zones') return s.zones.includes(zone);
  return true;
}

export const NO_ROWS = sql<SqlBool>`1 = 0`;

/** `column in (zones)`, or no row at all for an empty list (an empty `in ()` is not SQL on PostgreSQL). */
export function zoneIn(column: string, zones: readonly string[]): Expression<SqlBool> {
  if (!zones.length) return NO_ROWS;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(zones)})`;
}

/**
 * The caller's scope as a condition on a query's school and zone columns; undefined when the caller sees everything.
 * `zone` may be a subquery-free column of the record itself or of a joined school.
 */
export function scopeCondition(
  user: AuthUser,
  cols: { school: string; zone: string },
): Expression<SqlBool> | undefined {
  const s = scopeOf(user);
  if (s.kind === 'all') return undefined;
  if (s.kind === 'school') return sql<SqlBool>`${sql.ref(cols.school)} = ${s.schoolId}`;
  return zoneIn(cols.zone, s.zones);
}

/** Restricts a query to the caller's scope (see scopeCondition). */
export function whereInScope<Q extends { where(e: Expression<SqlBool>): Q }>(
  qb: Q,
  user: AuthUser,
  cols: { school: string; zone: string },
): Q {
  const c = scopeCondition(user, cols);
  return c ? qb.where(c) : qb;
}
