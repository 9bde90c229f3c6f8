import type { FastifyInstance } from 'fastify';
import { INSPECTION_PREVIEW_CSP, renderInspectionHtml } from '../../lib/reports/inspectionReport.js';
import { errorResponses, fileResponse, int, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { REPORT_BUCKET } from '../../plugins/storage.js';
import { inspectionReport, inspectionReportModel } from '../../services/inspections/report.js';
import { idParams } from './schemas.js';

/** The service report: preview (HTML), the PDF, and regeneration (spec part 3 §7). */
export default async function inspectionReportRoutes(app: FastifyInstance) {
  const tags = ['inspections'];

  app.get<{ Params: { id: number } }>(
    '/inspection-schedule/:id/preview',
    {
      config: { permission: 'inspection.view' },
      schema: {
        tags,
        summary: 'The service report as an HTML page',
        params: idParams,
        response: { ...fileResponse(['text/html'], 'The report page.'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const model = await inspectionReportModel(app, request.params.id, app.requireUser(request));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', INSPECTION_PREVIEW_CSP)
        .send(renderInspectionHtml(model));
    },
  );

  app.get<{ Params: { id: number }; Querystring: { download?: string } }>(
    '/inspection-schedule/:id/report',
    {
      config: { permission: 'inspection.view', ticket: 'url' },
      schema: {
        tags,
        summary: 'The service report as PDF',
        params: idParams,
        querystring: {
          type: 'object',
          properties: { download: { type: 'string', maxLength: 5 }, ticket: { type: 'string', maxLength: 200 } },
          additionalProperties: true,
        },
        response: { ...fileResponse(['application/pdf'], 'The report.'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const r = await inspectionReport(app, request.params.id, app.requireUser(request), false);
      const kind = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `${kind}; filename="inspection-${request.params.id}.pdf"`)
        .header('x-report-version', String(r.version))
        .send(r.pdf);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/inspection-schedule/:id/report-generation',
    {
      config: { permission: 'inspection.edit' },
      schema: {
        tags,
        summary: 'Regenerate the service report',
        params: idParams,
        response: {
          ...ok(
            objectOf({
              message: str,
              data: objectOf({
                file_info: objectOf({ bucket: str, file_path: str, url: str, version: int, generated_at: str }),
              }),
            }),
          ),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const r = await inspectionReport(app, request.params.id, app.requireUser(request), true);
      return {
        message: 'Successfully regenerated report. Please wait for 3 minutes.',
        data: {
          file_info: {
            bucket: REPORT_BUCKET,
            file_path: r.path,
            url: `/api/inspection-schedule/${request.params.id}/report`,
            version: r.version,
            generated_at: r.generated_at,
          },
        },
      };
    },
  );
}
