import type { FastifyInstance } from 'fastify';
import { WSO_MSG } from '../../../domain/wso.js';
import { reportRoutes } from '../../lib/reportRoutes.js';
import { renderWsoHtml, WSO_PREVIEW_CSP } from '../../lib/reports/wsoReport.js';
import { wsoReport, wsoReportModel } from '../../services/wso/report.js';

/** The WSO report: preview (HTML), the PDF, and regeneration (spec part 2 §7). */
export default async function wsoReportRoutes(app: FastifyInstance) {
  reportRoutes(app, {
    base: '/work-service-order',
    tags: ['work service orders'],
    permission: 'wso.view',
    what: 'report',
    preview: { csp: WSO_PREVIEW_CSP, html: async (id, user) => renderWsoHtml(await wsoReportModel(app, id, user)) },
    report: (id, user, force) => wsoReport(app, id, user, force),
    fileName: (id) => `wso-${id}`,
    regenerate: { message: WSO_MSG.regenerated },
  });
}
