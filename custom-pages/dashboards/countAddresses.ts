/**
 * The addresses the checklist dashboards ask first (ChecklistDashboards.tsx: the period's query, then the page's own
 * parameters), for the entry to ask them before the shell (pagePreview.ts): the same address, so the page is handed
 * the answer instead of asking again (tests/ui/dashboards/dashboards.test.tsx compares them). Small and plain: this
 * module ships in the entry.
 */
import { DEFAULT_TIME_ZONE } from '../../domain/calendar.js';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { categoryOfTab, INSPECTION_TAB_BUTTONS } from '../../domain/dashboards.js';
import { ROLE } from '../../domain/roles.js';
import type { EarlyIdentity } from '../../src/earlyIdentity.js';
import { apiUrl } from '../../src/http.js';
import { periodOfAddress, periodQuery, type PeriodFilter } from './period.js';

export type Where = Pick<Location, 'pathname' | 'search'>;

/** The tab of the address (`/dashboard/checklist-summary/{tab}`), as the page reads it. */
export const tabOf = (where: Where) => where.pathname.replace(/\/+$/, '').split('/')[3] || INSPECTION_TAB_BUTTONS[0];

/** The school the page starts on for this user: an operations manager's own (useOwnSchool). */
export function ownSchool(identity: EarlyIdentity): { id: number; name: string } | null {
  const role = (identity.role as { slug?: string } | null | undefined)?.slug;
  const id = identity.school_id as number | null | undefined;
  const name = (identity.school as { name?: string } | null | undefined)?.name ?? '';
  return role === ROLE.OPERATIONS_MANAGER && id ? { id, name } : null;
}

/**
 * The page's period as it will read it: the installation's time zone is not known before the shell asks for it,
 * and until it has the page reads the default zone too (src/appConfig.tsx), so both ask for the same month.
 */
export const periodOf = (where: Where, identity: EarlyIdentity): PeriodFilter =>
  periodOfAddress(new URLSearchParams(where.search), ownSchool(identity)?.id ?? null, DEFAULT_TIME_ZONE);

// The addresses ChecklistDashboards.tsx asks (useDashboard: the period's query, then the page's own parameters).
export function checklistSummaryUrl(where: Where, identity: EarlyIdentity): string {
  const period = { ...periodOf(where, identity), school_id: '' };
  return apiUrl('/dashboard/checklist-summary', { ...periodQuery(period), category: categoryOfTab(tabOf(where)) });
}

export function checklistStatusUrl(where: Where, identity: EarlyIdentity): string {
  return apiUrl('/dashboard/checklist-status', {
    ...periodQuery(periodOf(where, identity)),
    inspection_category: categoryOfTab(tabOf(where)),
    page: 1,
    per_page: DEFAULT_PAGE_SIZE,
  });
}
