import type { FastifyInstance } from 'fastify';
import { reportRoutes } from '../../lib/reportRoutes.js';
import { CLAIM_PREVIEW_CSP, renderClaimHtml } from '../../lib/reports/claimReport.js';
import { claimReport, claimReportModel } from '../../services/claims/report.js';

/** The claim report: preview (HTML), the PDF, and regeneration (spec part 2 §7). */
export default async function claimReportRoutes(app: FastifyInstance) {
  reportRoutes(app, {
    base: '/claims',
    tags: ['claims'],
    permission: 'claim.view',
    what: 'claim report',
    preview: {
      csp: CLAIM_PREVIEW_CSP,
      html: async (id, user) => renderClaimHtml(await claimReportModel(app, id, user)),
    },
    report: (id, user, force) => claimReport(app, id, user, force),
    fileName: (id) => `claim-${id}`,
    regenerate: { message: 'Successfully regenerated report. Please wait for 3 minutes.' },
  });
}
