/**
 * The dashboards of spec part 3 (§2 "Dashboards", §3 "Dashboard datasets", §5, §6): which roles see the quotation
 * dashboard, which quotation falls in which column, the columns of each summary and the month a selector means.
 * Pure: the server's queries group by these rules and the browser draws the same columns.
 */
import { ROLE } from './roles.js';

/** Quotation dashboard columns (§2). COMPLETED counts every completed quotation; PAID the completed ones paid since. */
export const QUOTATION_SUMMARY_COLUMNS = ['PENDING', 'APPROVED', 'COMPLETED', 'PAID', 'REJECTED'] as const;
export type QuotationSummaryColumn = (typeof QUOTATION_SUMMARY_COLUMNS)[number];

/** The columns a quotation adds its total to (a paid quotation is both COMPLETED and PAID; DRAFT and VOID none). */
export function quotationColumnsOf(q: { status: string; payment_status?: string | null }): QuotationSummaryColumn[] {
  switch (q.status) {
    case 'PENDING':
    case 'ACKNOWLEDGE':
      return ['PENDING'];
    case 'APPROVED':
      return ['APPROVED'];
    case 'COMPLETED':
      return q.payment_status === 'YES' ? ['COMPLETED', 'PAID'] : ['COMPLETED'];
    case 'REJECTED':
      return ['REJECTED'];
    default:
      return [];
  }
}

/**
 * §2: SCD, managing agent, operations manager and term contractor (and their QS teams); others get a support notice.
 * The administrator too: they support every user and read every other screen (no GET route refuses them).
 */
export const QUOTATION_DASHBOARD_ROLES: readonly string[] = [
  ROLE.ADMIN,
  ROLE.SCD,
  ROLE.MANAGING_AGENT,
  ROLE.MA_QS,
  ROLE.OPERATIONS_MANAGER,
  ROLE.TERM_CONTRACTOR,
  ROLE.TERM_CONTRACTOR_QS,
];
export const seesQuotationDashboard = (role: string | null | undefined) =>
  QUOTATION_DASHBOARD_ROLES.includes(role ?? '');
/** §2 "Per-school detail appears only for SCD" (and the administrator, as above). */
export const seesSchoolSummary = (role: string | null | undefined) => role === ROLE.SCD || role === ROLE.ADMIN;

/** One row of a quotation summary: amounts in cents per column, and how many quotations each holds. */
export interface QuotationSummaryRow {
  key: string;
  label: string;
  cents: Record<QuotationSummaryColumn, number>;
  counts: Record<QuotationSummaryColumn, number>;
}

export const emptyColumns = (): Record<QuotationSummaryColumn, number> => ({
  PENDING: 0,
  APPROVED: 0,
  COMPLETED: 0,
  PAID: 0,
  REJECTED: 0,
});

/** The Total row: the column sums of the rows. */
export function quotationTotalRow(rows: readonly QuotationSummaryRow[], label = 'Total'): QuotationSummaryRow {
  const cents = emptyColumns();
  const counts = emptyColumns();
  for (const r of rows)
    for (const c of QUOTATION_SUMMARY_COLUMNS) {
      cents[c] += r.cents[c];
      counts[c] += r.counts[c];
    }
  return { key: 'TOTAL', label, cents, counts };
}

/** Inspection dashboard (§3): counts per school, category and type by these statuses, SUMMARY their sum. */
export const INSPECTION_SUMMARY_STATUSES = ['SUBMITTED', 'ACKNOWLEDGED', 'APPROVED', 'REJECTED'] as const;
/** Defect dashboard: the stored defect status behind each column. */
export const DEFECT_SUMMARY_STATUSES = { 'FOLLOW UP': 'Follow up', REPAIRED: 'Repaired' } as const;
/**
 * Checklist summary, checklist status and the monthly summary report: the checklist statuses each column counts
 * (docs/api-dashboards.md). The columns keep the spec's keys — DRAFT is "Pending TC", SUBMITTED "Pending MA" (§2, §4) —
 * and count by whom a checklist waits for: a REJECTED checklist is back with the preparer (Pending TC); an ACKNOWLEDGED
 * one still waits for the managing agent's decision (Pending MA). A dashboard cell links to the inspection list with
 * exactly these statuses, so the list shows the cell's number.
 */
export const CHECKLIST_COLUMN_STATUSES = {
  DRAFT: ['DRAFT', 'REJECTED'],
  SUBMITTED: ['SUBMITTED', 'ACKNOWLEDGED'],
  APPROVED: ['APPROVED'],
} as const;
export type ChecklistColumn = keyof typeof CHECKLIST_COLUMN_STATUSES;
export const CHECKLIST_COLUMNS = Object.keys(CHECKLIST_COLUMN_STATUSES) as ChecklistColumn[];
/** Every status a checklist column counts (PENDING_CONFIRMATION, a planned inspection nobody has taken on, counts in none). */
export const CHECKLIST_SUMMARY_STATUSES = CHECKLIST_COLUMNS.flatMap((c) => [...CHECKLIST_COLUMN_STATUSES[c]]);

/** The inspection dashboard's tabs (§2: only the first and last appear as buttons) and the category each means. */
export const INSPECTION_DASHBOARD_TABS = [
  'building-maintenance',
  'safety-audit-inspection',
  'turfing-and-planting-maintenance',
] as const;
export type InspectionDashboardTab = (typeof INSPECTION_DASHBOARD_TABS)[number];
export const categoryOfTab = (tab: string) => tab.toUpperCase();
export const INSPECTION_TAB_BUTTONS: readonly InspectionDashboardTab[] = [
  'building-maintenance',
  'turfing-and-planting-maintenance',
];

/** §5: a month and year select the first to the last day of that month. */
export function monthBounds(year: number, month: number): { start_date: string; end_date: string } | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12 || year < 1000 || year > 9999)
    return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { start_date: `${year}-${mm}-01`, end_date: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

export const monthKey = (date: string) => date.slice(0, 7);
export const isMonthKey = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** APV tabs: quotations funded by the school, and those the ministry funds (MOE and 95-5). */
export const APV_TABS = { school: 'SCHOOL', moe: 'MOE' } as const;
export type ApvKey = (typeof APV_TABS)[keyof typeof APV_TABS];
export const apvKeyOfFund = (fund: string | null | undefined): ApvKey | null =>
  fund === 'SCHOOL' ? 'SCHOOL' : fund === 'MOE' || fund === '95-5' ? 'MOE' : null;
/** The quotations an APV lists: approved ones and those completed since. */
export const APV_QUOTATION_STATUSES = ['APPROVED', 'COMPLETED'] as const;

/** One approved quotation on the APV (§3 "APV"): amounts in S$, dates yyyy-MM-dd. */
export interface ApvRow {
  quotation_id: number;
  quotation_reference: string;
  epi_reference_no: string | null;
  epo_reference_no: string | null;
  quotation_date: string;
  approved_on: string | null;
  wso_date: string | null;
  claim_date: string | null;
  invoice_date: string | null;
  school: string;
  job: string;
  quotation_amount: number;
  claim_submit_amount: number;
  invoice_amount: number;
}

export interface ApvGroup {
  total_quotation_amount: number;
  total_claim_amount: number;
  total_invoice_amount: number;
  data: ApvRow[];
}

/** The reports the dashboards export as background jobs. */
export const DASHBOARD_EXPORTS = ['DEFECT_SUMMARY', 'APV', 'MONTHLY_SUMMARY'] as const;
export type DashboardExport = (typeof DASHBOARD_EXPORTS)[number];
