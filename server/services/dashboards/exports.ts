/**
 * Dashboard exports as background jobs (issue 15 on issue 12's queue): the defect summary, the APV and the monthly
 * summary report are written to an .xlsx in the exports bucket; the owner's browser follows the progress on the event
 * stream and opens the file from `GET /dashboard/exports/{id}`. The rows are aggregates of one month (or one APV
 * period), so each sheet is read in one query and streamed out by exceljs's WorkbookWriter.
 */
import { exportFinished } from '../../lib/webhooks/outbox.js';
import type { FastifyInstance } from 'fastify';
import type { DashboardExport } from '../../../domain/dashboards.js';
import type { JobContext, JobResult, JobRow } from '../../lib/jobs/types.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { ExportColumn } from '../exports/modules.js';
import { addSheet, EXPORT_BUCKET, storeWorkbook } from '../exports/workbook.js';
import { apvRows } from './apv.js';
import { checklistSummary, defectSummary, type MonthFilter } from './inspections.js';

export const DASHBOARD_EXPORT_JOB = 'dashboard-export';

export interface DashboardExportPayload {
  report: DashboardExport;
  filter: MonthFilter;
  /** APV only: SCHOOL or MOE. */
  tab?: 'SCHOOL' | 'MOE';
}

interface Sheet {
  name: string;
  columns: ExportColumn[];
  rows: Record<string, string | number | null>[];
}

async function sheetsOf(app: FastifyInstance, user: AuthUser, p: DashboardExportPayload): Promise<Sheet[]> {
  if (p.report === 'DEFECT_SUMMARY') return [defectSheet(await defectSummary(app.db, user, p.filter))];
  if (p.report === 'APV') {
    const apv = await apvRows(app.db, user, {
      school_id: p.filter.school_id,
      start_date: p.filter.start_date ?? '',
      end_date: p.filter.end_date ?? '',
    });
    const key = p.tab ?? 'SCHOOL';
    const group = apv.schools[key];
    return [
      {
        name: `APV ${key}`,
        columns: [
          { header: 'S/N', key: 'sn', width: 6 },
          { header: 'Quotation reference number', key: 'quotation_reference', width: 22 },
          ...(key === 'MOE'
            ? [
                { header: 'EPI reference number', key: 'epi_reference_no', width: 20 },
                { header: 'EPO reference number', key: 'epo_reference_no', width: 20 },
              ]
            : []),
          { header: 'Quotation date', key: 'quotation_date', width: 14 },
          { header: 'Approved on', key: 'approved_on', width: 14 },
          ...(key === 'MOE' ? [{ header: 'WSO date', key: 'wso_date', width: 14 }] : []),
          { header: 'Claim date', key: 'claim_date', width: 14 },
          { header: 'Invoice date', key: 'invoice_date', width: 14 },
          { header: 'School', key: 'school', width: 30 },
          { header: 'Job', key: 'job', width: 40 },
          { header: 'Quotation amount', key: 'quotation_amount', width: 16, money: true },
          { header: 'Claim submit amount', key: 'claim_submit_amount', width: 16, money: true },
          { header: 'Invoice amount', key: 'invoice_amount', width: 16, money: true },
        ],
        rows: [
          ...group.data.map((r, i) => ({ sn: i + 1, ...r })),
          {
            job: 'Total',
            quotation_amount: group.total_quotation_amount,
            claim_submit_amount: group.total_claim_amount,
            invoice_amount: group.total_invoice_amount,
          },
        ],
      },
    ];
  }
  const [checklists, defects] = await Promise.all([
    checklistSummary(app.db, user, p.filter),
    defectSummary(app.db, user, p.filter),
  ]);
  return [
    {
      name: 'Checklists',
      columns: [
        { header: 'School', key: 'school', width: 30 },
        { header: 'Checklist', key: 'name', width: 40 },
        { header: 'Pending TC', key: 'DRAFT', width: 12 },
        { header: 'Pending MA', key: 'SUBMITTED', width: 12 },
        { header: 'Approved', key: 'APPROVED', width: 12 },
        { header: 'Total', key: 'TOTAL', width: 10 },
      ],
      rows: checklists.flatMap((s) => s.checklists.map((c) => ({ school: s.school, ...c }))),
    },
    defectSheet(defects),
  ];
}

function defectSheet(rows: Awaited<ReturnType<typeof defectSummary>>): Sheet {
  return {
    name: 'Defects',
    columns: [
      { header: 'School', key: 'school', width: 30 },
      { header: 'Category', key: 'category', width: 30 },
      { header: 'Checklist type', key: 'CHECKLIST_TYPE', width: 14 },
      { header: 'Follow up', key: 'FOLLOW UP', width: 12 },
      { header: 'Repaired', key: 'REPAIRED', width: 12 },
      { header: 'Summary', key: 'SUMMARY', width: 12 },
    ],
    rows,
  };
}

export async function writeDashboardExport(
  app: FastifyInstance,
  ctx: JobContext<DashboardExportPayload>,
): Promise<JobResult> {
  const user = ctx.userId ? await app.userForJob(ctx.userId) : null;
  if (!user) throw new Error('The owner of this export no longer exists.');
  await ctx.report(0, 1);
  const sheets = await sheetsOf(app, user, ctx.payload);
  const key = `dashboards/${ctx.id}/attempt-${ctx.attempt}.xlsx`;
  await storeWorkbook(app, key, async (workbook) => {
    for (const s of sheets) {
      const sheet = addSheet(workbook, s.name, s.columns);
      for (const row of s.rows) sheet.addRow(row).commit();
      sheet.commit();
    }
  });
  await ctx.report(1, 1);
  const { report, filter, tab } = ctx.payload;
  const period = filter.start_date ? `-${filter.start_date.slice(0, 7)}` : '';
  const name = `${report.toLowerCase().replace('_', '-')}${tab ? `-${tab.toLowerCase()}` : ''}${period}-${ctx.id}.xlsx`;
  return { bucket: EXPORT_BUCKET, key, name };
}

export function registerDashboardExportJob(app: FastifyInstance) {
  app.jobs.register<DashboardExportPayload>(DASHBOARD_EXPORT_JOB, {
    handler: (ctx) => writeDashboardExport(app, ctx),
    succeeded: exportFinished,
    notice: (row: JobRow) => {
      const { report } = JSON.parse(row.payload) as DashboardExportPayload;
      return row.status === 'SUCCESS'
        ? { type: 'others', title: `Dashboard export ready: ${report}`, description: row.result_name, url: null }
        : { type: 'important', title: `Dashboard export failed: ${report}`, description: row.error, url: null };
    },
  });
}

/** A dashboard export as its owner reads it: status, progress and — once written — the download link. */
export function presentDashboardExport(row: JobRow) {
  const { report } = JSON.parse(row.payload) as DashboardExportPayload;
  return {
    id: row.id,
    report,
    status: row.status,
    report_url:
      row.status === 'SUCCESS' && row.result_key && row.result_bucket
        ? `/api/download?${new URLSearchParams({ bucket: row.result_bucket, file_path: row.result_key, name: row.result_name ?? 'export.xlsx' })}`
        : null,
    file_name: row.status === 'SUCCESS' ? row.result_name : null,
    error: row.error,
  };
}
