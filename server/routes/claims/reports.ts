import type { FastifyInstance } from 'fastify';
import { errorResponses, fileResponse, int, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { CLAIM_PREVIEW_CSP, renderClaimHtml } from '../../lib/reports/claimReport.js';
import { REPORT_BUCKET } from '../../plugins/storage.js';
import { claimReport, claimReportModel } from '../../services/claims/report.js';
import { idParams } from './schemas.js';

/** The claim report: preview (HTML), the PDF, and regeneration (spec part 2 §7). */
export default async function claimReportRoutes(app: FastifyInstance) {
  const tags = ['claims'];

  app.get<{ Params: { id: number } }>(
    '/claims/:id/preview',
    {
      config: { permission: 'claim.view' },
      schema: {
        tags,
        params: idParams,
        response: { ...fileResponse(['text/html'], 'The report page.'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const model = await claimReportModel(app, request.params.id, app.requireUser(request));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', CLAIM_PREVIEW_CSP)
        .send(renderClaimHtml(model));
    },
  );

  app.get<{ Params: { id: number }; Querystring: { download?: string } }>(
    '/claims/:id/report',
    {
      config: { permission: 'claim.view', ticket: 'url' },
      schema: {
        tags,
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
      const r = await claimReport(app, request.params.id, app.requireUser(request), false);
      const kind = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `${kind}; filename="claim-${request.params.id}.pdf"`)
        .header('x-report-version', String(r.version))
        .send(r.pdf);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/claims/:id/report-generation',
    {
      config: { permission: 'claim.view' },
      schema: {
        tags,
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
      const r = await claimReport(app, request.params.id, app.requireUser(request), true);
      return {
        message: 'Successfully regenerated report. Please wait for 3 minutes.',
        data: {
          file_info: {
            bucket: REPORT_BUCKET,
            file_path: r.path,
            url: `/api/claims/${request.params.id}/report`,
            version: r.version,
            generated_at: r.generated_at,
          },
        },
      };
    },
  );
}
