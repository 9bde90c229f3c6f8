import type { FastifyInstance } from 'fastify';
import maintenanceRoutes from './maintenance.js';

/** Spec part 3: the maintenance calendar, checklist templates, inspections and defects. */
export default async function inspectionAreaRoutes(app: FastifyInstance) {
  await app.register(maintenanceRoutes);
}
