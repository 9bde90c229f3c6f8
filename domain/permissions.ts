import { ROLE, type RoleSlug } from './roles.js';

/** The permission catalogue seeded into the database. Every API route names one of these slugs. */
export interface PermissionDef {
  slug: PermissionSlug;
  name: string;
  category: string;
}

/**
 * Every permission as area -> actions. `PermissionSlug` is derived from it, so a route's `config.permission`, a
 * schema's `x-resource.permissions` or a menu entry naming a slug that does not exist fails to compile.
 */
const CATALOGUE = {
  user: { label: 'users', actions: ['view', 'create', 'edit', 'delete'] },
  role: { label: 'roles', actions: ['view', 'create', 'edit', 'delete'] },
  permission: { label: 'permissions', actions: ['view', 'create', 'edit', 'delete'] },
  school: { label: 'schools', actions: ['view', 'create', 'edit', 'delete'] },
  'school-contract': { label: 'school contracts', actions: ['view', 'edit'] },
  'user-organization': { label: 'user organisation', actions: ['view', 'edit'] },
  'school-assignment': { label: 'managing agent assignments', actions: ['view', 'edit', 'delete'] },
  document: { label: 'document repository', actions: ['view', 'create', 'edit', 'delete'] },
  fsr: { label: 'schedule of rates', actions: ['view', 'create', 'edit', 'delete'] },
  quotation: { label: 'quotations', actions: ['view', 'create', 'edit', 'delete', 'verify', 'approve'] },
  claim: { label: 'claims', actions: ['view', 'create', 'edit', 'approve'] },
  invoice: { label: 'invoices', actions: ['view', 'edit'] },
  wso: { label: 'work service orders', actions: ['view', 'create', 'edit', 'approve'] },
  'excel-export': { label: 'excel exports', actions: ['view', 'create'] },
  inspection: { label: 'inspections', actions: ['view', 'edit', 'approve'] },
  'tree-inspection': { label: 'tree inspections', actions: ['view', 'edit', 'approve'] },
  checklist: { label: 'checklist templates', actions: ['view', 'edit'] },
  deliverable: { label: 'deliverables', actions: ['view', 'edit', 'approve'] },
  schedule: { label: 'maintenance schedule', actions: ['view', 'edit'] },
  dashboard: { label: 'dashboards', actions: ['view'] },
  cop: { label: 'contract progress claims', actions: ['view', 'edit', 'approve', 'delete'] },
  audit: { label: 'audit log', actions: ['view'] },
  job: { label: 'background jobs of every user', actions: ['view', 'edit'] },
  'api-token': { label: 'API tokens', actions: ['view', 'create', 'delete'] },
  webhook: { label: 'webhooks', actions: ['view', 'manage'] },
} as const;

type Catalogue = typeof CATALOGUE;
export type PermissionArea = keyof Catalogue;
export type PermissionSlug = {
  [A in PermissionArea]: `${A}.${Catalogue[A]['actions'][number]}`;
}[PermissionArea];

export const PERMISSIONS: PermissionDef[] = Object.entries(CATALOGUE).flatMap(([category, { label, actions }]) =>
  actions.map((a) => ({
    slug: `${category}.${a}` as PermissionSlug,
    name: `${a[0].toUpperCase()}${a.slice(1)} ${label}`,
    category: category.toUpperCase(),
  })),
);

export const ALL_PERMISSION_SLUGS = PERMISSIONS.map((p) => p.slug);
export const PERMISSION_CATEGORIES = [...new Set(PERMISSIONS.map((p) => p.category))];

const viewsOf = (areas: PermissionArea[]) => areas.map((a) => `${a}.view` as PermissionSlug);

/**
 * Demo defaults per role; administrators change them in the Roles screen. The schedule of rates (Create FSR, import, edit,
 * delete) is the administrator's: spec part 2 §6 gives term contractors quotations, claims and WSOs but not FSR items; they
 * add star-rate items from a quotation through quotation.create. Inspections (spec part 3 §6): the preparers (term contractor and
 * QS, technician, horticulturist, both arborists) fill checklists in; the OM acknowledges and the MA approves.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleSlug, PermissionSlug[] | 'all'> = {
  [ROLE.ADMIN]: 'all',
  [ROLE.SCD]: [
    ...viewsOf([
      'user',
      'school',
      'school-contract',
      'user-organization',
      'document',
      'fsr',
      'quotation',
      'claim',
      'wso',
      'excel-export',
      'inspection',
      'checklist',
      'tree-inspection',
      'deliverable',
      'schedule',
      'dashboard',
      'cop',
    ]),
    'quotation.approve',
    'claim.approve',
    'deliverable.approve',
    'cop.approve',
    'excel-export.create',
  ],
  [ROLE.MANAGING_AGENT]: [
    ...viewsOf([
      'user',
      'school',
      'user-organization',
      'document',
      'fsr',
      'quotation',
      'claim',
      'wso',
      'excel-export',
      'inspection',
      'checklist',
      'tree-inspection',
      'deliverable',
      'schedule',
      'dashboard',
      'cop',
    ]),
    'quotation.verify',
    'quotation.approve',
    'claim.approve',
    'wso.approve',
    'inspection.approve',
    'tree-inspection.approve',
    'deliverable.approve',
    'cop.approve',
    'excel-export.create',
  ],
  [ROLE.MA_QS]: [
    ...viewsOf(['school', 'user-organization', 'document', 'fsr', 'quotation', 'claim', 'wso', 'dashboard', 'cop']),
    'quotation.verify',
    'claim.approve',
    'cop.edit',
  ],
  [ROLE.OPERATIONS_MANAGER]: [
    ...viewsOf([
      'school',
      'user-organization',
      'document',
      'quotation',
      'claim',
      'wso',
      'inspection',
      'tree-inspection',
      'deliverable',
      'schedule',
      'dashboard',
      'excel-export',
    ]),
    'quotation.approve',
    'wso.create',
    'wso.approve',
    'inspection.approve',
    // Exports of what their lists show (issue 12: "an OM exports only their school").
    'excel-export.create',
  ],
  [ROLE.TERM_CONTRACTOR]: [
    ...viewsOf([
      'school',
      'user-organization',
      'document',
      'fsr',
      'quotation',
      'claim',
      'wso',
      'excel-export',
      'inspection',
      'checklist',
      'tree-inspection',
      'deliverable',
      'schedule',
      'dashboard',
      'cop',
    ]),
    'quotation.create',
    'quotation.edit',
    'quotation.delete',
    'claim.create',
    'claim.edit',
    'wso.create',
    'wso.edit',
    'excel-export.create',
    'inspection.edit',
    'tree-inspection.edit',
    'deliverable.edit',
    'schedule.edit',
    'cop.edit',
    // Spec part 3 §6: only the term contractor deletes an SOI.
    'cop.delete',
  ],
  [ROLE.TERM_CONTRACTOR_QS]: [
    ...viewsOf([
      'school',
      'user-organization',
      'document',
      'fsr',
      'quotation',
      'claim',
      'wso',
      'inspection',
      'checklist',
      'dashboard',
      'cop',
    ]),
    'quotation.create',
    'quotation.edit',
    'claim.create',
    'claim.edit',
    'cop.edit',
    'inspection.edit',
  ],
  [ROLE.TECHNICIAN]: [
    ...viewsOf([
      'school',
      'user-organization',
      'document',
      'fsr',
      'quotation',
      'wso',
      'inspection',
      'checklist',
      'schedule',
      'dashboard',
      'tree-inspection',
    ]),
    'wso.create',
    'wso.edit',
    'inspection.edit',
    // Spec part 3 §6: technicians edit a tree inspection's details.
    'tree-inspection.edit',
  ],
  [ROLE.HORTICULTURIST]: [
    ...viewsOf([
      'school',
      'user-organization',
      'document',
      'inspection',
      'checklist',
      'tree-inspection',
      'deliverable',
      'schedule',
      'dashboard',
    ]),
    'inspection.edit',
    'deliverable.edit',
    // Spec part 3 §6: the horticulturist deletes tree inspections on draft.
    'tree-inspection.edit',
  ],
  [ROLE.ARBORIST_SOUTH]: [
    ...viewsOf(['school', 'user-organization', 'document', 'tree-inspection', 'inspection', 'checklist', 'dashboard']),
    'tree-inspection.edit',
    'inspection.edit',
  ],
  [ROLE.ARBORIST_NORTH_EAST]: [
    ...viewsOf(['school', 'user-organization', 'document', 'tree-inspection', 'inspection', 'checklist', 'dashboard']),
    'tree-inspection.edit',
    'inspection.edit',
  ],
  [ROLE.MAINTENANCE_TEAM]: [
    ...viewsOf(['school', 'user-organization', 'document', 'wso', 'inspection', 'schedule', 'dashboard']),
    'wso.edit',
    // defects (spec part 3 §6); the checklist's own steps stay with the preparers (domain/inspectionWorkflow.ts)
    'inspection.edit',
  ],
  [ROLE.INVOICE_TEAM]: [
    ...viewsOf([
      'school',
      'user-organization',
      'document',
      'quotation',
      'claim',
      'invoice',
      'dashboard',
      'excel-export',
    ]),
    'invoice.edit',
    'excel-export.create',
  ],
};

export function permissionsForRole(slug: RoleSlug): PermissionSlug[] {
  const p = DEFAULT_ROLE_PERMISSIONS[slug];
  return p === 'all' ? ALL_PERMISSION_SLUGS : p;
}
