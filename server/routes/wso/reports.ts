import type { FastifyInstance } from 'fastify';
import { WSO_MSG } from '../../../domain/wso.js';
import { errorResponses, fileResponse, int, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { renderWsoHtml, WSO_PREVIEW_CSP } from '../../lib/reports/wsoReport.js';
import { REPORT_BUCKET } from '../../plugins/storage.js';
import { wsoReport, wsoReportModel } from '../../services/wso/report.js';
import { idParams } from './schemas.js';

/** The WSO report: preview (HTML), the PDF, and regeneration (spec part 2 §7). */
export default async function wsoReportRoutes(app: FastifyInstance) {
  const tags = ['work service orders'];

  app.get<{ Params: { id: number } }>(
    '/work-service-order/:id/preview',
    {
      config: { permission: 'wso.view' },
      schema: {
        tags,
        summary: 'The report as an HTML page',
        params: idParams,
        response: { ...fileResponse(['text/html'], 'The report page.'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const model = await wsoReportModel(app, request.params.id, app.requireUser(request));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', WSO_PREVIEW_CSP)
        .send(renderWsoHtml(model));
    },
  );

  app.get<{ Params: { id: number }; Querystring: { download?: string } }>(
    '/work-service-order/:id/report',
    {
      config: { permission: 'wso.view', ticket: 'url' },
      schema: {
        tags,
        summary: 'The report as PDF (cached per version)',
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
      const r = await wsoReport(app, request.params.id, app.requireUser(request), false);
      const kind = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `${kind}; filename="wso-${request.params.id}.pdf"`)
        .header('x-report-version', String(r.version))
        .send(r.pdf);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/work-service-order/:id/report-generation',
    {
      config: { permission: 'wso.view' },
      schema: {
        tags,
        summary: 'Regenerate the report',
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
      const r = await wsoReport(app, request.params.id, app.requireUser(request), true);
      return {
        message: WSO_MSG.regenerated,
        data: {
          file_info: {
            bucket: REPORT_BUCKET,
            file_path: r.path,
            url: `/api/work-service-order/${request.params.id}/report`,
            version: r.version,
            generated_at: r.generated_at,
          },
        },
      };
    },
  );
}
