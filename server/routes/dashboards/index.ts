/**
 * Dashboard routes (issue 15, spec part 3 §7 "Dashboards"): thin wiring of HTTP to server/services/dashboards/. Every
 * route needs `dashboard.view`; the quotation summaries also the roles of domain/dashboards.ts (§2), the per-school one
 * SCD only. Month and year select the first to the last day of that month (§5); without them a summary counts all time.
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import {
  DASHBOARD_EXPORTS,
  monthBounds,
  seesQuotationDashboard,
  seesSchoolSummary,
  type DashboardExport,
} from '../../../domain/dashboards.js';
import { isIsoDate } from '../../../domain/dates.js';
import { INSPECTION_CATEGORIES } from '../../../domain/inspections.js';
import { DATE_FILTER_MSG } from '../../lib/dateFilters.js';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { created, errorResponses, ok, pagedOf } from '../../lib/openapi/responses.js';
import { pageOf, pagedResponse, pagingQuerySchema } from '../../lib/paging.js';
import { apvRows } from '../../services/dashboards/apv.js';
import {
  DASHBOARD_EXPORT_JOB,
  presentDashboardExport,
  registerDashboardExportJob,
  type DashboardExportPayload,
} from '../../services/dashboards/exports.js';
import {
  checklistStatus,
  checklistSummary,
  defectSummary,
  inspectionSummary,
  type MonthFilter,
} from '../../services/dashboards/inspections.js';
import { presentedSummary, type QuotationGrouping } from '../../services/dashboards/quotations.js';
import {
  apvAnswer,
  checklistStatusRow,
  checklistSummaryAnswer,
  defectSummaryAnswer,
  exportAnswer,
  inspectionSummaryAnswer,
  quotationSummaryAnswer,
} from './schemas.js';
import { monthOf } from '../../../domain/calendar.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';

const tags = ['dashboards'];
const monthQuery = {
  school_id: { type: 'integer', minimum: 1 },
  month: { type: 'integer', minimum: 1, maximum: 12 },
  year: { type: 'integer', minimum: 2000, maximum: 2100 },
  inspection_category: { type: 'string', enum: [...INSPECTION_CATEGORIES] },
} as const;
type MonthQuery = {
  school_id?: number;
  month?: number;
  year?: number;
  inspection_category?: string;
  category?: string;
};

/** The filter a month/year query means; one without the other is refused with the field that is missing. */
export function monthFilter(q: MonthQuery): MonthFilter & { month: number | null; year: number | null } {
  if (q.month !== undefined && q.year === undefined)
    throw unprocessable({ year: ['The year field is required when month is present.'] });
  if (q.year !== undefined && q.month === undefined)
    throw unprocessable({ month: ['The month field is required when year is present.'] });
  const bounds = q.month !== undefined && q.year !== undefined ? monthBounds(q.year, q.month) : null;
  return {
    school_id: q.school_id,
    category: q.inspection_category ?? q.category,
    ...(bounds ?? {}),
    month: q.month ?? null,
    year: q.year ?? null,
  };
}

function apvFilter(q: { school_id?: number; start_date?: string; end_date?: string }, timeZone: string) {
  const errors = emptyFieldErrors();
  for (const k of ['start_date', 'end_date'] as const) if (q[k] && !isIsoDate(q[k])) errors[k] = [DATE_FILTER_MSG];
  if (!errors.start_date && !errors.end_date && q.start_date && q.end_date && q.end_date < q.start_date)
    errors.end_date = ['The end date must not be before the start date.'];
  if (Object.keys(errors).length) throw unprocessable(errors);
  // Without dates: the current month (§5's selector opens on it).
  const current = monthOf(new Date(), timeZone);
  const month = monthBounds(current.year, current.month)!;
  return {
    school_id: q.school_id,
    start_date: q.start_date || month.start_date,
    end_date: q.end_date || month.end_date,
  };
}

export default async function dashboardRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  registerDashboardExportJob(app);
  const quotationRoute = (path: string, by: QuotationGrouping) =>
    app.get(
      path,
      {
        config: { permission: 'dashboard.view' },
        schema: { tags, response: { ...ok(quotationSummaryAnswer), ...errorResponses(401, 403) } },
      },
      async (request) => {
        const user = app.requireUser(request);
        if (!seesQuotationDashboard(user.role_slug) || (by === 'school' && !seesSchoolSummary(user.role_slug)))
          throw forbidden();
        return presentedSummary(app.db, user, by);
      },
    );
  quotationRoute('/dashboard/quotation-zone-summary', 'zone');
  quotationRoute('/dashboard/quotation-school-summary', 'school');
  quotationRoute('/dashboard/quotation-month-summary', 'month');

  app.get<{ Querystring: MonthQuery }>(
    '/dashboard/inspection-summary',
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags,
        querystring: { type: 'object', properties: monthQuery },
        response: { ...ok(inspectionSummaryAnswer), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const f = monthFilter(request.query);
      return { month: f.month, year: f.year, data: await inspectionSummary(app.db, app.requireUser(request), f) };
    },
  );

  app.get<{ Querystring: MonthQuery }>(
    '/dashboard/defects-summary',
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags,
        querystring: { type: 'object', properties: monthQuery },
        response: { ...ok(defectSummaryAnswer), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const f = monthFilter(request.query);
      return { month: f.month, year: f.year, data: await defectSummary(app.db, app.requireUser(request), f) };
    },
  );

  app.get<{ Querystring: MonthQuery }>(
    '/dashboard/checklist-summary',
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: { ...monthQuery, category: monthQuery.inspection_category },
        },
        response: { ...ok(checklistSummaryAnswer), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const f = monthFilter(request.query);
      return { month: f.month, year: f.year, data: await checklistSummary(app.db, app.requireUser(request), f) };
    },
  );

  app.get<{ Querystring: MonthQuery & { page?: number; per_page?: number } }>(
    '/dashboard/checklist-status',
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags,
        querystring: { type: 'object', properties: { ...monthQuery, ...pagingQuerySchema } },
        response: { ...ok(pagedOf(checklistStatusRow)), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const f = monthFilter(request.query);
      const page = pageOf(request.query);
      const { data, total } = await checklistStatus(app.db, app.requireUser(request), f, page);
      const rows = data.map((r) => ({ ...r, month: f.month, year: f.year }));
      return pagedResponse(rows, total, page, '/api/dashboard/checklist-status');
    },
  );

  app.get<{ Querystring: { school_id?: number; start_date?: string; end_date?: string } }>(
    '/dashboard/apv-monthly',
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: {
            school_id: { type: 'integer', minimum: 1 },
            start_date: { type: 'string', maxLength: 10 },
            end_date: { type: 'string', maxLength: 10 },
          },
        },
        response: { ...ok(apvAnswer), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => ({
      data: await apvRows(app.db, app.requireUser(request), apvFilter(request.query, app.config.timeZone)),
    }),
  );

  app.post<{
    Body: MonthQuery & { report?: string; start_date?: string; end_date?: string; tab?: 'SCHOOL' | 'MOE' };
  }>(
    '/dashboard/exports',
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags,
        summary: 'Export a dashboard (defect summary, APV, monthly summary report) as a background job',
        body: {
          type: 'object',
          properties: {
            report: { type: 'string', maxLength: 20 },
            ...monthQuery,
            start_date: { type: 'string', maxLength: 10 },
            end_date: { type: 'string', maxLength: 10 },
            tab: { type: 'string', enum: ['SCHOOL', 'MOE'] },
          },
          additionalProperties: false,
        },
        response: { ...created(exportAnswer), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const body = request.body ?? {};
      if (!DASHBOARD_EXPORTS.includes(body.report as DashboardExport))
        throw unprocessable({ report: [body.report ? 'The selected report is invalid.' : 'This field is required'] });
      const report = body.report as DashboardExport;
      const payload: DashboardExportPayload =
        report === 'APV'
          ? { report, filter: apvFilter(body, app.config.timeZone), tab: body.tab ?? 'SCHOOL' }
          : { report, filter: withoutPeriodFields(monthFilter(body)) };
      const row = await app.jobs.enqueue(DASHBOARD_EXPORT_JOB, payload, { userId: user.id, subject: report });
      return reply.code(201).send({ message: 'Export started', data: presentDashboardExport(row) });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/dashboard/exports/:id',
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags,
        params: idParams,
        response: { ...ok(exportAnswer), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const row = await app.db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .where('kind', '=', DASHBOARD_EXPORT_JOB)
        .executeTakeFirst();
      if (!row) throw notFound('Export not found.');
      return { data: presentDashboardExport(row) };
    },
  );
}

const withoutPeriodFields = ({ month: _m, year: _y, ...f }: ReturnType<typeof monthFilter>): MonthFilter => f;
