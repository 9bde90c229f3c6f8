import type { FastifyInstance } from 'fastify';
import checklistRoutes from './checklists.js';
import defectRoutes from './defects.js';
import inspectionRoutes from './inspections.js';
import maintenanceRoutes from './maintenance.js';
import inspectionReportRoutes from './reports.js';

/** Spec part 3: the maintenance calendar, checklist templates, inspections and defects. */
export default async function inspectionAreaRoutes(app: FastifyInstance) {
  await app.register(maintenanceRoutes);
  await app.register(checklistRoutes);
  await app.register(inspectionRoutes);
  await app.register(defectRoutes);
  await app.register(inspectionReportRoutes);
}
