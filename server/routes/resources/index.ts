import type { FastifyInstance } from 'fastify';
import { loadResourceSchemas } from '../../lib/schemaRegistry.js';
import { registerGenericResource } from '../../lib/crud.js';

/** Mounts generic CRUD for every schema marked `generic` (schemas/ plus any extra folders, used by tests). */
export default async function resourceRoutes(app: FastifyInstance, opts: { schemaDirs?: string[] }) {
  for (const schema of await loadResourceSchemas(opts.schemaDirs)) {
    if (schema['x-resource'].generic) registerGenericResource(app, schema);
  }
}
