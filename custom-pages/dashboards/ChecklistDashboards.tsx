/**
 * Checklist summary (/dashboard/checklist-summary/{tab}), checklist status (/dashboard/checklist-status/{tab}) and the
 * monthly summary report (/dashboard/monthly-summary/{tab}) of spec part 3 §2: the month's inspections per checklist.
 */
import { useState } from 'react';
import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.js';
import { CHECKLIST_COLUMN_STATUSES, type ChecklistColumn } from '../../domain/dashboards.js';
import {
  useDashboard,
  useSchoolOptions,
  type ChecklistStatusRow,
  type ChecklistSummarySchool,
  type ChecklistCounts,
} from './api.js';
import { CountTable, type CountColumn } from './CountTable.js';
import { DashboardPage, periodDates, useCategory, usePeriod } from './DashboardPage.js';
import { ExportButton } from './ExportButton.js';
import { useEarlyCountsTable } from './EarlyCounts.js';
import { useIdentity } from '../../src/useIdentity.js';

type SummaryRow = { school_id: number; school: string; name: string } & ChecklistCounts;
const STATUS_COLUMNS = [
  ['DRAFT', 'pending_tc'],
  ['SUBMITTED', 'pending_ma'],
  ['APPROVED', 'approved'],
] as const;

export function ChecklistSummary() {
  const translate = useTranslate();
  const { category } = useCategory();
  const [period] = usePeriod();
  const query = useDashboard<{ data: ChecklistSummarySchool[] }>(
    '/dashboard/checklist-summary',
    { ...period, school_id: '' },
    { category },
  );
  const early = useEarlyCountsTable('summary', !!query.data);
  const dates = periodDates(period);
  const rows: SummaryRow[] = (query.data?.data ?? []).flatMap((s) =>
    s.checklists.map((c) => ({ school_id: s.school_id, school: s.school, ...c })),
  );
  const href = (r: SummaryRow, column: ChecklistColumn) =>
    `/inspection-checklist/inspection-servicing?${new URLSearchParams({
      status: CHECKLIST_COLUMN_STATUSES[column].join(','),
      school: String(r.school_id),
      checklist_name: r.name,
      category,
      ...dates,
    })}`;
  const columns: CountColumn<SummaryRow>[] = [
    { label: translate('caretaker.dashboards.columns.school'), value: (r) => r.school },
    { label: translate('caretaker.dashboards.columns.checklist'), value: (r) => r.name },
    ...STATUS_COLUMNS.map(([status, key]) => ({
      label: translate(`caretaker.dashboards.columns.${key}`),
      value: (r: SummaryRow) => r[status],
      count: (r: SummaryRow) => r[status],
      href: (r: SummaryRow) => href(r, status),
    })),
    { label: translate('caretaker.dashboards.columns.TOTAL'), value: (r) => r.TOTAL, count: (r) => r.TOTAL },
  ];
  return (
    <DashboardPage
      titleKey="caretaker.dashboards.checklist_summary.title"
      base="/dashboard/checklist-summary"
      withSchool={false}
      state={query}
      pending={early}
    >
      <CountTable
        rows={rows}
        columns={columns}
        caption={translate('caretaker.dashboards.checklist_summary.title')}
        rowKey={(r) => `${r.school_id}-${r.name}`}
      />
    </DashboardPage>
  );
}

export function ChecklistStatus() {
  const translate = useTranslate();
  const { category } = useCategory();
  const [period] = usePeriod();
  const schools = useSchoolOptions();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const query = useDashboard<{ data: ChecklistStatusRow[]; meta: { total: number } }>(
    '/dashboard/checklist-status',
    period,
    { inspection_category: category, page: page + 1, per_page: perPage },
  );
  const early = useEarlyCountsTable('status', !!query.data);
  // the user's own school is named before the schools have come (as the entry's early table names it)
  const own = useIdentity().identity?.school;
  const schoolName = (id: number | null) =>
    id === null
      ? translate('caretaker.dashboards.all_schools')
      : (schools.find((s) => s.id === id)?.name ?? (own?.id === id ? own.name : String(id)));
  const columns: CountColumn<ChecklistStatusRow>[] = [
    { label: translate('caretaker.dashboards.columns.checklist'), value: (r) => r.checklist },
    { label: translate('caretaker.dashboards.columns.frequency'), value: (r) => r.frequency },
    { label: translate('caretaker.dashboards.columns.school'), value: (r) => schoolName(r.school_id) },
    { label: translate('caretaker.dashboards.columns.month'), value: (r) => r.month ?? '—' },
    { label: translate('caretaker.dashboards.columns.year'), value: (r) => r.year ?? '—' },
    {
      label: translate('caretaker.dashboards.columns.pending_tc'),
      value: (r) => r.break_down.PENDING_TC,
      count: (r) => r.break_down.PENDING_TC,
    },
    {
      label: translate('caretaker.dashboards.columns.pending_ma'),
      value: (r) => r.break_down.PENDING_MA,
      count: (r) => r.break_down.PENDING_MA,
    },
    {
      label: translate('caretaker.dashboards.columns.total_approved'),
      value: (r) => r.break_down.APPROVED,
      count: (r) => r.break_down.APPROVED,
    },
  ];
  return (
    <DashboardPage
      titleKey="caretaker.dashboards.checklist_status.title"
      base="/dashboard/checklist-status"
      state={query}
      pending={early}
    >
      <CountTable
        rows={query.data?.data ?? []}
        columns={columns}
        caption={translate('caretaker.dashboards.checklist_status.title')}
        rowKey={(r) => r.checklist_id}
      />
      <TablePagination
        component="div"
        count={query.data?.meta.total ?? 0}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
      />
    </DashboardPage>
  );
}

export function MonthlySummary() {
  const { category } = useCategory();
  const [period] = usePeriod();
  const body = {
    report: 'MONTHLY_SUMMARY',
    inspection_category: category,
    ...(period.month && period.year ? { month: Number(period.month), year: Number(period.year) } : {}),
  };
  return (
    <DashboardPage
      titleKey="caretaker.dashboards.monthly_summary.title"
      introKey="caretaker.dashboards.monthly_summary.help"
      base="/dashboard/monthly-summary"
      withSchool={false}
      state={{ isPending: false, isError: false }}
      actions={<ExportButton body={body} />}
    />
  );
}
