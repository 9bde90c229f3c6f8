import type { FastifyInstance } from 'fastify';
import { reportRoutes } from '../../lib/reportRoutes.js';
import { PREVIEW_CSP } from '../../lib/reports/quotationReport.js';
import { quotationReport, quotationReportHtml } from '../../services/quotations/report.js';

/** The quotation report: preview (HTML), the PDF named by its reference number, and regeneration (spec part 2, API). */
export default async function reportRoutesOfQuotations(app: FastifyInstance) {
  reportRoutes(app, {
    base: '/quotations',
    tags: ['quotations'],
    permission: 'quotation.view',
    what: 'quotation report',
    preview: { csp: PREVIEW_CSP, html: (id, user) => quotationReportHtml(app, id, user) },
    report: (id, user, force) => quotationReport(app, id, user, force),
    fileName: (_id, r) => r.reference_number,
    regenerate: { message: 'Successfully regenerated report. Please wait for 3 minutes.' },
  });
}
