/**
 * The inspection dashboard (/dashboard/inspection/{tab}) and the defect dashboard (/dashboard/defect/{tab}) of spec
 * part 3 §2: counts per school and inspection type in the chosen month, each linking to the inspection list or the
 * outstanding defects with the same status, school, type, dates and category. The defect dashboard exports.
 */
import { useTranslate } from 'react-admin';
import { INSPECTION_SUMMARY_STATUSES } from '../../domain/dashboards.js';
import { useDashboard, type DefectSummaryRow, type InspectionSummaryRow } from './api.js';
import { CountTable, type CountColumn } from './CountTable.js';
import { DashboardPage, periodDates, useCategory, usePeriod } from './DashboardPage.js';
import { ExportButton } from './ExportButton.js';

const link = (path: string, params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return `${path}?${q}`;
};

export function InspectionDashboard() {
  const translate = useTranslate();
  const { category } = useCategory();
  const [period] = usePeriod();
  const query = useDashboard<{ data: InspectionSummaryRow[] }>('/dashboard/inspection-summary', period, {
    inspection_category: category,
  });
  const dates = periodDates(period);
  const href = (r: InspectionSummaryRow, status: string) =>
    link('/inspection-checklist/inspection-servicing', {
      status,
      school: r.school_id,
      inspection_type: r.inspection_type,
      category: r.category,
      ...dates,
    });
  const columns: CountColumn<InspectionSummaryRow>[] = [
    { label: translate('caretaker.dashboards.columns.school'), value: (r) => r.school },
    { label: translate('caretaker.dashboards.columns.inspection_type'), value: (r) => r.inspection_type },
    ...[...INSPECTION_SUMMARY_STATUSES, 'SUMMARY' as const].map((s) => ({
      label: translate(`caretaker.dashboards.columns.${s}`),
      value: (r: InspectionSummaryRow) => r[s],
      count: (r: InspectionSummaryRow) => r[s],
      href: (r: InspectionSummaryRow) => href(r, s === 'SUMMARY' ? INSPECTION_SUMMARY_STATUSES.join(',') : s),
    })),
  ];
  return (
    <DashboardPage titleKey="caretaker.dashboards.inspection.title" base="/dashboard/inspection" state={query}>
      <CountTable
        rows={query.data?.data ?? []}
        columns={columns}
        caption={translate('caretaker.dashboards.inspection.title')}
        rowKey={(r) => `${r.school_id}-${r.inspection_type}`}
      />
    </DashboardPage>
  );
}

export function DefectDashboard() {
  const translate = useTranslate();
  const { category } = useCategory();
  const [period] = usePeriod();
  const query = useDashboard<{ data: DefectSummaryRow[] }>('/dashboard/defects-summary', period, {
    inspection_category: category,
  });
  const dates = periodDates(period);
  const href = (r: DefectSummaryRow, status: string) =>
    link('/inspection-checklist/outstanding-defects', {
      status,
      school: r.school_id,
      type: r.CHECKLIST_TYPE,
      category: r.category,
      ...dates,
    });
  const columns: CountColumn<DefectSummaryRow>[] = [
    { label: translate('caretaker.dashboards.columns.school'), value: (r) => r.school },
    { label: translate('caretaker.dashboards.columns.checklist_type'), value: (r) => r.CHECKLIST_TYPE },
    {
      label: translate('caretaker.dashboards.columns.FOLLOW_UP'),
      value: (r) => r['FOLLOW UP'],
      count: (r) => r['FOLLOW UP'],
      href: (r) => href(r, 'Follow up'),
    },
    {
      label: translate('caretaker.dashboards.columns.REPAIRED'),
      value: (r) => r.REPAIRED,
      count: (r) => r.REPAIRED,
      href: (r) => href(r, 'Repaired'),
    },
    {
      label: translate('caretaker.dashboards.columns.SUMMARY'),
      value: (r) => r.SUMMARY,
      count: (r) => r.SUMMARY,
      href: (r) => href(r, 'Follow up,Repaired'),
    },
  ];
  const exportBody = {
    report: 'DEFECT_SUMMARY',
    inspection_category: category,
    ...(period.school_id ? { school_id: Number(period.school_id) } : {}),
    ...(period.month && period.year ? { month: Number(period.month), year: Number(period.year) } : {}),
  };
  return (
    <DashboardPage
      titleKey="caretaker.dashboards.defect.title"
      base="/dashboard/defect"
      state={query}
      actions={<ExportButton body={exportBody} disabled={!query.data?.data.length} />}
    >
      <CountTable
        rows={query.data?.data ?? []}
        columns={columns}
        caption={translate('caretaker.dashboards.defect.title')}
        rowKey={(r) => `${r.school_id}-${r.CHECKLIST_TYPE}`}
      />
    </DashboardPage>
  );
}
