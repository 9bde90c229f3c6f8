import type { FastifyInstance } from 'fastify';
import { loadResourceSchemas } from '../lib/schemaRegistry.js';
import authRoutes from './auth/index.js';
import configRoutes from './config/index.js';
import userRoutes from './users/index.js';
import roleRoutes from './roles/index.js';
import notificationRoutes from './notifications/index.js';
import schoolRoutes from './schools/index.js';
import fileRoutes from './files/index.js';
import documentRoutes from './documents/index.js';
import organisationRoutes from './organisation/index.js';
import fsrRoutes from './fsr/index.js';
import quotationRoutes from './quotations/index.js';
import resourceRoutes from './resources/index.js';
import inspectionAreaRoutes from './inspections/index.js';
import claimRoutes from './claims/index.js';
import wsoRoutes from './wso/index.js';
import exportRoutes from './exports/index.js';
import copRoutes from './cops/index.js';
import deliverableRoutes from './deliverables/index.js';
import treeRoutes from './trees/index.js';
import uploadRoutes from './uploads/index.js';
import dashboardRoutes from './dashboards/index.js';

export async function registerRoutes(app: FastifyInstance, opts: { schemaDirs?: string[] }) {
  // Every resource schema, read once: the generic routes serve them and the menu lists those that ask for an entry.
  const schemas = await loadResourceSchemas(opts.schemaDirs);
  await app.register(authRoutes);
  await app.register(configRoutes, { schemas });
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(notificationRoutes);
  await app.register(schoolRoutes);
  await app.register(fileRoutes);
  await app.register(documentRoutes);
  await app.register(organisationRoutes);
  await app.register(fsrRoutes);
  await app.register(quotationRoutes);
  await app.register(inspectionAreaRoutes);
  await app.register(claimRoutes);
  await app.register(wsoRoutes);
  await app.register(exportRoutes);
  await app.register(uploadRoutes);
  await app.register(deliverableRoutes);
  await app.register(copRoutes);
  await app.register(treeRoutes);
  await app.register(dashboardRoutes);
  await app.register(resourceRoutes, { schemas });
}
