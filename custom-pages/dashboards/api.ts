/** Types and queries of the dashboards (spec part 3 §3 "Dashboard datasets", §7 "Dashboards"); calls through `send`. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import { useOwnSchool } from '../../src/useOwnSchool.js';
import { periodQuery, type PeriodFilter } from './period.js';

export type { ApvGroup, ApvRow } from '../../domain/dashboards.js';

export const useProvider = () => useDataProvider<CaretakerDataProvider>();

export interface SummaryRow {
  key: string;
  label: string;
  pending: number;
  approved: number;
  completed: number;
  paid: number;
  rejected: number;
  counts: Record<'pending' | 'approved' | 'completed' | 'paid' | 'rejected', number>;
}
export interface QuotationSummary {
  data: SummaryRow[];
  total: SummaryRow;
}

export function useQuotationSummary(by: 'zone' | 'school' | 'month', enabled = true) {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.dashboards', 'quotation', by],
    queryFn: () => dp.send<QuotationSummary>({ path: `/dashboard/quotation-${by}-summary` }),
    enabled,
  });
}

export type { PeriodFilter } from './period.js';

export function useDashboard<T>(path: string, f: PeriodFilter, extra: Record<string, string | number> = {}) {
  const dp = useProvider();
  // the period's default school depends on who asks: wait for the identity rather than ask for every school first
  const { isPending: identityPending } = useOwnSchool();
  const query = { ...periodQuery(f), ...extra };
  return useQuery({
    queryKey: ['caretaker.dashboards', path, query],
    queryFn: () => dp.send<T>({ path, query }),
    enabled: !identityPending,
  });
}

export interface InspectionSummaryRow {
  school_id: number;
  school: string;
  category: string;
  inspection_type: string;
  SUBMITTED: number;
  ACKNOWLEDGED: number;
  APPROVED: number;
  REJECTED: number;
  SUMMARY: number;
}
export interface DefectSummaryRow {
  school_id: number;
  school: string;
  category: string;
  CHECKLIST_TYPE: string;
  'FOLLOW UP': number;
  REPAIRED: number;
  SUMMARY: number;
}
export interface ChecklistCounts {
  DRAFT: number;
  SUBMITTED: number;
  APPROVED: number;
  TOTAL: number;
}
export interface ChecklistSummarySchool {
  school_id: number;
  school: string;
  checklists: ({ name: string } & ChecklistCounts)[];
}
export interface ChecklistStatusRow {
  checklist_id: number;
  checklist: string;
  frequency: string;
  school_id: number | null;
  month: number | null;
  year: number | null;
  break_down: { PENDING_TC: number; PENDING_MA: number; APPROVED: number };
}
export interface DashboardExportTask {
  id: number;
  report: string;
  status: string;
  report_url: string | null;
  file_name: string | null;
  error: string | null;
}

export interface SchoolOption {
  id: number;
  name: string;
}

/** The school choices of the filters (§3 "School option"), the schools the caller can see. */
export function useSchoolOptions(): SchoolOption[] {
  const dp = useProvider();
  const { data } = useQuery({
    queryKey: ['caretaker.dashboards.schools'],
    queryFn: async () =>
      (await dp.send<{ data: SchoolOption[] }>({ path: '/school', query: { all: 1 } })).data.map((s) => ({
        id: s.id,
        name: s.name,
      })),
    staleTime: 10 * 60 * 1000,
  });
  return data ?? [];
}
