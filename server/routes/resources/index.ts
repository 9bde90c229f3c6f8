import type { FastifyInstance } from 'fastify';
import type { ResourceSchema } from '../../../schemas/resource.js';
import { referenceTables, registerGenericResource } from '../../lib/crud.js';

/** Mounts generic CRUD for every schema marked `generic` (schemas/ plus any extra folders, used by tests). */
export default async function resourceRoutes(app: FastifyInstance, opts: { schemas: ResourceSchema[] }) {
  const tables = referenceTables(opts.schemas);
  for (const schema of opts.schemas) {
    if (schema['x-resource'].generic) registerGenericResource(app, schema, tables);
  }
}
