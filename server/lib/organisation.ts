import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/index.js';
import type { Database, SchoolTable } from '../db/types.js';
import { schoolListSchema } from '../../schemas/school.js';
import { listQuerySchema, listRecords, type ListQuery } from './crud.js';
import { ROLE } from '../../domain/roles.js';
import type { AuthUser } from '../plugins/auth.js';
import { inScope, whereInScope } from './scope.js';

export const MA_CATEGORIES = ['QUOTATIONS', 'INSPECTIONS', 'CLAIMS', 'WORK-SERVICE-ORDERS'] as const;
export const MA_ROLES: readonly string[] = [ROLE.MANAGING_AGENT, ROLE.MA_QS];

export interface PersonRef {
  id: number;
  full_name: string;
}

/** Operations managers and active managing agents of many schools: one query each, grouped by school. */
export async function loadSchoolPeople(db: Db, schoolIds: number[]) {
  const oms = new Map<number, PersonRef[]>();
  const mas = new Map<number, PersonRef[]>();
  if (!schoolIds.length) return { oms, mas };
  const omRows = await db
    .selectFrom('school_operation_managers')
    .innerJoin('users', 'users.id', 'school_operation_managers.user_id')
    .select(['school_operation_managers.school_id', 'users.id', 'users.full_name'])
    .where('school_operation_managers.school_id', 'in', schoolIds)
    .orderBy('users.full_name')
    .execute();
  const maRows = await db
    .selectFrom('school_assignments')
    .innerJoin('users', 'users.id', 'school_assignments.user_id')
    .select(['school_assignments.school_id', 'users.id', 'users.full_name'])
    .where('school_assignments.school_id', 'in', schoolIds)
    .where('school_assignments.is_active', '=', 1)
    .orderBy('users.full_name')
    .execute();
  for (const [rows, map] of [
    [omRows, oms],
    [maRows, mas],
  ] as const) {
    for (const r of rows) {
      const list = map.get(r.school_id) ?? [];
      if (!list.some((p) => p.id === r.id)) list.push({ id: r.id, full_name: r.full_name });
      map.set(r.school_id, list);
    }
  }
  return { oms, mas };
}

export const isAdmin = (user: AuthUser) => user.role_slug === ROLE.ADMIN;
/** A school is seen within the row scope of every area: an operations manager their own, zone roles their zones'. */
export const maySeeSchool = (user: AuthUser, school: { id: number; zone: string }) =>
  inScope(user, school.id, school.zone);

export interface SchoolListQuery {
  page?: number;
  per_page?: number;
  all?: string;
  include_all?: string;
  no_paginate?: string;
  school?: string;
  zone?: string | string[];
  'zone[]'?: string | string[];
}

/**
 * GET /school and GET /user-organization's query: the list schema's filters (read when the route is registered),
 * `include_all`, and zones as one or several.
 */
export function schoolListQuerySchema() {
  // The declared zone filter takes one value; this query's `zone` (below) takes one or several.
  const declared: Record<string, unknown> = { ...listQuerySchema(schoolListSchema).properties };
  delete declared.zone;
  return {
    type: 'object',
    properties: {
      ...declared,
      include_all: { type: 'string', maxLength: 5 },
      zone: {
        anyOf: [
          { type: 'string', maxLength: 20 },
          { type: 'array', items: { type: 'string', maxLength: 20 }, maxItems: 10 },
        ],
      },
    },
    additionalProperties: true,
  } as const;
}

/**
 * Schools visible to the user (schemas/school.ts schoolListSchema), filtered by name (contains) and — for
 * administrators only — zone; by name always; paged, or every row with all=1 / include_all. `map` turns rows into
 * records.
 */
export async function listSchools<T>(
  db: Db,
  user: AuthUser,
  q: SchoolListQuery,
  path: string,
  map: (rows: Selectable<SchoolTable>[]) => Promise<T[]>,
) {
  const includeAll = q.include_all === '1' || q.include_all === 'true';
  // Schools are listed by name whatever order a caller asks for (react-admin's pickers ask for id DESC).
  const query: ListQuery = { ...q, sort: undefined, order: undefined, ...(includeAll ? { all: '1' } : {}) };
  return listRecords(db, schoolListSchema, query, path, {
    // Every school picker reads this list, so each offers exactly the schools the server accepts from this user.
    scope: (qb: SchoolQuery) => whereInScope(qb, user, { school: 'schools.id', zone: 'schools.zone' }),
    filterBy: { zone: (qb: SchoolQuery, zones) => (isAdmin(user) ? qb.where('schools.zone', 'in', zones) : qb) },
    map,
  });
}

type SchoolQuery = SelectQueryBuilder<Database, 'schools', object>;

const TC_ROLES: readonly string[] = [ROLE.TERM_CONTRACTOR, ROLE.TERM_CONTRACTOR_QS];

/** Row scoping: a term contractor's user look-ups stay inside the zones they are in charge of. */
export function lookupZones(user: AuthUser, requested?: string[]): string[] | undefined {
  if (user.role_slug && TC_ROLES.includes(user.role_slug)) {
    const own = user.zone_in_charge;
    return requested?.length ? requested.filter((z) => own.includes(z)) : own;
  }
  return requested?.length ? requested : undefined;
}
