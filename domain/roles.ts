/** Role slugs of spec part 1 §6. Role checks compare the slug stored with the user's role. */
export const ROLE = {
  ADMIN: 'ADMIN',
  TERM_CONTRACTOR: 'TERM-CONTRACTOR',
  TERM_CONTRACTOR_QS: 'TERM-CONTRACTOR-QS',
  TECHNICIAN: 'TECHNICIAN',
  OPERATIONS_MANAGER: 'OPERATIONS-MANAGER',
  MANAGING_AGENT: 'MANAGING-AGENT',
  MA_QS: 'MA-QS',
  SCD: 'SCD',
  HORTICULTURIST: 'HORTICULTURIST',
  ARBORIST_SOUTH: 'ARBORIST-SOUTH',
  ARBORIST_NORTH_EAST: 'ARBORIST-NORTH-EAST',
  MAINTENANCE_TEAM: 'MAINTENANCE-TEAM',
  INVOICE_TEAM: 'INVOICE_TEAM',
} as const;
export type RoleSlug = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_SLUGS = Object.values(ROLE) as RoleSlug[];

/**
 * The roles the workflow tables and the scoping rule name by slug: renaming one would silently take its steps away
 * from its users, so their slugs are fixed (names and descriptions stay editable).
 */
export const isBuiltInRole = (slug: string | null | undefined): boolean =>
  (ROLE_SLUGS as readonly string[]).includes(slug ?? '');

export const ROLE_NAMES: Record<RoleSlug, string> = {
  ADMIN: 'Admin',
  'TERM-CONTRACTOR': 'Term contractor',
  'TERM-CONTRACTOR-QS': 'Term contractor QS',
  TECHNICIAN: 'Technician',
  'OPERATIONS-MANAGER': 'Operations manager',
  'MANAGING-AGENT': 'Managing agent',
  'MA-QS': 'MA-QS',
  SCD: 'School campus department',
  HORTICULTURIST: 'Horticulturist',
  'ARBORIST-SOUTH': 'Arborist (South)',
  'ARBORIST-NORTH-EAST': 'Arborist (North-East)',
  'MAINTENANCE-TEAM': 'Maintenance team',
  INVOICE_TEAM: 'Invoice team',
};

/** Which user-form fields apply to a role (spec part 1 §6 "Conditional fields in the user form"). */
const ZONE_ROLES: readonly string[] = [
  ROLE.TECHNICIAN,
  ROLE.TERM_CONTRACTOR,
  ROLE.TERM_CONTRACTOR_QS,
  ROLE.HORTICULTURIST,
  ROLE.MANAGING_AGENT,
  ROLE.SCD,
  ROLE.MA_QS,
];
const SCHOOL_ROLES: readonly string[] = [ROLE.OPERATIONS_MANAGER];
const CONTRACTOR_ROLES: readonly string[] = [
  ROLE.TECHNICIAN,
  ROLE.TERM_CONTRACTOR,
  ROLE.TERM_CONTRACTOR_QS,
  ROLE.HORTICULTURIST,
];

export interface UserFieldRules {
  zone_in_charge: boolean;
  school_id: boolean;
  contractor: boolean;
}

export function userFieldsForRole(slug: string | null | undefined): UserFieldRules {
  const s = slug ?? '';
  return {
    zone_in_charge: ZONE_ROLES.includes(s),
    school_id: SCHOOL_ROLES.includes(s),
    contractor: CONTRACTOR_ROLES.includes(s),
  };
}

/** Roles whose zone is fixed by the role itself: an arborist works in the zone the role is named after. */
export const ROLE_ZONE: Readonly<Partial<Record<string, string>>> = {
  [ROLE.ARBORIST_SOUTH]: 'SOUTH',
  [ROLE.ARBORIST_NORTH_EAST]: 'NORTH_EAST',
};

/** The zones a user of this role works in: the role's own zone when it has one, else the zones stored on the user. */
export function zonesInCharge(slug: string | null | undefined, stored: readonly string[]): string[] {
  const fixed = ROLE_ZONE[slug ?? ''];
  return fixed ? [fixed] : [...stored];
}

/**
 * Roles that see every school by role (the ministry, administrators, the invoice and maintenance side). Everyone else is
 * scoped: an operations manager to their school, any other role to its zones, and an empty zone list sees nothing.
 */
export const UNSCOPED_ROLES: readonly string[] = [ROLE.ADMIN, ROLE.SCD, ROLE.INVOICE_TEAM, ROLE.MAINTENANCE_TEAM];

/** A role scoped by zones: the user form warns when such a user is saved without a zone. */
export const isZoneScopedRole = (slug: string | null | undefined): boolean =>
  !!slug && !UNSCOPED_ROLES.includes(slug) && slug !== ROLE.OPERATIONS_MANAGER && !ROLE_ZONE[slug];
