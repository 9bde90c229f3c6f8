import type { FastifyInstance } from 'fastify';
import { reportRoutes } from '../../lib/reportRoutes.js';
import { INSPECTION_PREVIEW_CSP, renderInspectionHtml } from '../../lib/reports/inspectionReport.js';
import { inspectionReport, inspectionReportModel } from '../../services/inspections/report.js';

/** The service report: preview (HTML), the PDF, and regeneration (spec part 3 §7). */
export default async function inspectionReportRoutes(app: FastifyInstance) {
  reportRoutes(app, {
    base: '/inspection-schedule',
    tags: ['inspections'],
    permission: 'inspection.view',
    what: 'service report',
    preview: {
      csp: INSPECTION_PREVIEW_CSP,
      html: async (id, user) => renderInspectionHtml(await inspectionReportModel(app, id, user)),
    },
    report: (id, user, force) => inspectionReport(app, id, user, force),
    fileName: (id) => `inspection-${id}`,
    regenerate: {
      permission: 'inspection.edit',
      message: 'Successfully regenerated report. Please wait for 3 minutes.',
    },
  });
}
