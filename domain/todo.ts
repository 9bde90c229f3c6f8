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
 * agent all five (their QS teams as they do). Not shown for the others: each gets the tabs whose feed holds work for
 * that role — the invoice team's claims, the tree and garden roles' inspections; the SCD none.
 */
const BY_ROLE: Record<string, readonly TodoTab[]> = {
  [ROLE.TECHNICIAN]: ['inspections'],
  [ROLE.OPERATIONS_MANAGER]: ['inspections', 'wso'],
  [ROLE.ADMIN]: TODO_TABS,
  [ROLE.TERM_CONTRACTOR]: TODO_TABS,
  [ROLE.TERM_CONTRACTOR_QS]: TODO_TABS,
  [ROLE.MANAGING_AGENT]: TODO_TABS,
  [ROLE.MA_QS]: TODO_TABS,
  [ROLE.INVOICE_TEAM]: ['claims'],
  [ROLE.HORTICULTURIST]: ['inspections'],
  [ROLE.ARBORIST_SOUTH]: ['inspections'],
  [ROLE.ARBORIST_NORTH_EAST]: ['inspections'],
};

export const todoTabsOf = (role: string | null | undefined): readonly TodoTab[] => BY_ROLE[role ?? ''] ?? [];
