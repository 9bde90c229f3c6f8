import { ROLE, type RoleSlug } from './roles.js';

/** The permission catalogue seeded into the database. Every API route names one of these slugs. */
export interface PermissionDef {
  slug: string;
  name: string;
  category: string;
}

const crud = (category: string, label: string, actions = ['view', 'create', 'edit', 'delete']): PermissionDef[] =>
  actions.map((a) => ({
    slug: `${category}.${a}`,
    name: `${a[0].toUpperCase()}${a.slice(1)} ${label}`,
    category: category.toUpperCase(),
  }));

export const PERMISSIONS: PermissionDef[] = [
  ...crud('user', 'users'),
  ...crud('role', 'roles'),
  ...crud('permission', 'permissions'),
  ...crud('school', 'schools', ['view', 'edit']),
  ...crud('school-contract', 'school contracts', ['view', 'edit']),
  ...crud('user-organization', 'user organisation', ['view', 'edit']),
  ...crud('school-assignment', 'managing agent assignments', ['view', 'edit', 'delete']),
  ...crud('document', 'document repository'),
  ...crud('fsr', 'schedule of rates'),
  ...crud('quotation', 'quotations', ['view', 'create', 'edit', 'delete', 'verify', 'approve']),
  ...crud('claim', 'claims', ['view', 'create', 'edit', 'approve']),
  ...crud('invoice', 'invoices', ['view', 'edit']),
  ...crud('wso', 'work service orders', ['view', 'create', 'edit', 'approve']),
  ...crud('excel-export', 'excel exports', ['view', 'create']),
  ...crud('inspection', 'inspections', ['view', 'edit', 'approve']),
  ...crud('tree-inspection', 'tree inspections', ['view', 'edit', 'approve']),
  ...crud('checklist', 'checklist templates', ['view', 'edit']),
  ...crud('deliverable', 'deliverables', ['view', 'edit', 'approve']),
  ...crud('schedule', 'maintenance schedule', ['view', 'edit']),
  ...crud('dashboard', 'dashboards', ['view']),
  ...crud('cop', 'contract progress claims', ['view', 'edit', 'approve']),
  ...crud('audit', 'audit log', ['view']),
];

export const ALL_PERMISSION_SLUGS = PERMISSIONS.map((p) => p.slug);
export const PERMISSION_CATEGORIES = [...new Set(PERMISSIONS.map((p) => p.category))];

const viewsOf = (cats: string[]) => cats.map((c) => `${c}.view`);

/**
 * Demo defaults per role; administrators change them in the Roles screen. The schedule of rates (Create FSR, import, edit,
 * delete) is the administrator's: spec part 2 §6 gives term contractors quotations, claims and WSOs but not FSR items; they
 * add star-rate items from a quotation through quotation.create. Inspections (spec part 3 §6): the preparers (term contractor and
 * QS, technician, horticulturist, both arborists) fill checklists in; the OM acknowledges and the MA approves.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleSlug, string[] | 'all'> = {
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
    ]),
    'wso.create',
    'wso.edit',
    'inspection.edit',
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

export function permissionsForRole(slug: RoleSlug): string[] {
  const p = DEFAULT_ROLE_PERMISSIONS[slug];
  return p === 'all' ? ALL_PERMISSION_SLUGS : p;
}
