/**
 * The to-do page (spec part 3 §2 "To-do page", §6): its tabs, which roles see which, and the feed each reads. The page,
 * its badges and the home page's cards read this one table.
 */
import { DELIVERABLE_ROUTES } from './deliverables.js';
import { ROLE } from './roles.js';

export const TODO_TABS = ['inspections', 'quotations', 'claims', 'wso', 'deliverables'] as const;
export type TodoTab = (typeof TODO_TABS)[number];

/** Each tab's feed (spec part 3 §7 "To-do"); only the inspections feed is paged. */
export const TODO_FEEDS: Record<TodoTab, string> = {
  inspections: '/inspection-schedule/to/do',
  quotations: '/quotations/pending-approvals',
  claims: '/claims/pending-approvals',
  wso: '/work-service-order/pending-approvals',
  deliverables: '/deliverable/pending-approvals',
};

/** Where a row opens (§2); a deliverable by its category's page. */
export function todoRowPath(tab: TodoTab, row: { id: number; category?: string | null }): string {
  switch (tab) {
    case 'inspections':
      return `/inspection-checklist/inspection-servicing/${row.id}`;
    case 'quotations':
      return `/works-order/quotation-list/${row.id}`;
    case 'claims':
      return `/works-order/claims/${row.id}`;
    case 'wso':
      return `/works-order/wso/${row.id}`;
    case 'deliverables':
      return `/deliverables/${DELIVERABLE_ROUTES[row.category === 'TP' ? 'TP' : 'BM'].slug}/${row.id}`;
  }
}

/**
 * §2: technicians see only Inspections; operations managers WSO and inspections; admin, term contractor and managing
 * agent all five. Not shown for the others: each gets the tabs whose feed holds work for that role — the QS teams their
 * side's tabs less the work §6 gives their lead role alone (deliverables are prepared by the term contractor and
 * approved by the managing agent only; checklists are approved by the managing agent), the invoice team's claims, the
 * tree and garden roles' inspections; the SCD none.
 */
const BY_ROLE: Record<string, readonly TodoTab[]> = {
  [ROLE.TECHNICIAN]: ['inspections'],
  [ROLE.OPERATIONS_MANAGER]: ['inspections', 'wso'],
  [ROLE.ADMIN]: TODO_TABS,
  [ROLE.TERM_CONTRACTOR]: TODO_TABS,
  [ROLE.TERM_CONTRACTOR_QS]: ['inspections', 'quotations', 'claims', 'wso'],
  [ROLE.MANAGING_AGENT]: TODO_TABS,
  [ROLE.MA_QS]: ['quotations', 'claims', 'wso'],
  [ROLE.INVOICE_TEAM]: ['claims'],
  [ROLE.HORTICULTURIST]: ['inspections'],
  [ROLE.ARBORIST_SOUTH]: ['inspections'],
  [ROLE.ARBORIST_NORTH_EAST]: ['inspections'],
};

export const todoTabsOf = (role: string | null | undefined): readonly TodoTab[] => BY_ROLE[role ?? ''] ?? [];

/** The permission that opens each tab's feed. */
export const TODO_PERMISSIONS = {
  inspections: 'inspection.view',
  quotations: 'quotation.view',
  claims: 'claim.view',
  wso: 'wso.view',
  deliverables: 'deliverable.view',
} as const satisfies Record<TodoTab, string>;

/**
 * The tabs a user has: their role's, less those whose feed their permissions do not open (a role an administrator
 * narrowed) — the server's counts and the pages' tabs, so no tab asks for a feed that answers 403.
 */
export const todoTabsFor = (role: string | null | undefined, can: (permission: string) => boolean): TodoTab[] =>
  todoTabsOf(role).filter((tab) => can(TODO_PERMISSIONS[tab]));

/**
 * The inspections waiting for a role: preparers their drafts, rejections and the ones planned for them to confirm; the
 * operations manager and the managing agent what waits for their signature.
 */
export function todoInspectionStatuses(role: string | null | undefined): string[] {
  if (role === ROLE.OPERATIONS_MANAGER) return ['SUBMITTED'];
  if (role === ROLE.MANAGING_AGENT || role === ROLE.MA_QS) return ['SUBMITTED', 'ACKNOWLEDGED'];
  return ['PENDING_CONFIRMATION', 'DRAFT', 'REJECTED'];
}
