import type { FastifyInstance } from 'fastify';
import { registerOwnerAccess } from '../../lib/ownerAccess.js';
import { registerUploadPurpose } from '../../lib/resumable/registry.js';
import { wsoAttachmentAccess } from '../../services/wso/records.js';
import { wsoPhotoUpload } from '../../services/wso/uploads.js';
import wsoApprovalRoutes from './approvals.js';
import wsoOrderRoutes from './orders.js';
import wsoReportRoutes from './reports.js';

/** Work service orders (spec part 2, issue 10). */
export default async function wsoRoutes(app: FastifyInstance) {
  registerOwnerAccess(wsoAttachmentAccess);
  registerUploadPurpose('wso-photo', wsoPhotoUpload);
  await app.register(wsoOrderRoutes);
  await app.register(wsoApprovalRoutes);
  await app.register(wsoReportRoutes);
}
