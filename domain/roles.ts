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
