/**
 * Which API path serves which react-admin resource. The schemas in `schemas/` are the source
 * (`x-resource.route` -> `x-resource.path`); hand-written areas may register more paths.
 */
import { isResourceSchema, type ResourceSchema } from '../schemas/resource.js';

const schemaModules = import.meta.glob('../schemas/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;

/** Every resource schema, keyed by react-admin resource name (its route). */
export const SCHEMAS: Record<string, ResourceSchema> = {};
for (const mod of Object.values(schemaModules)) {
  for (const v of Object.values(mod)) if (isResourceSchema(v)) SCHEMAS[v['x-resource'].route] = v;
}

/** Paths of areas that have no schema (yet), from spec part 1 §7. */
const PATHS: Record<string, string> = {
  'settings/schools': '/school',
  'document-repository': '/documents',
};
for (const s of Object.values(SCHEMAS)) PATHS[s['x-resource'].route] = s['x-resource'].path;

export function registerResourcePath(resource: string, path: string): void {
  PATHS[resource] = path.startsWith('/') ? path : `/${path}`;
}

/** API path for a resource: registered, from a schema, or the resource name itself. */
export function resourcePath(resource: string): string {
  if (PATHS[resource]) return PATHS[resource];
  const bySchemaId = Object.values(SCHEMAS).find((s) => s.$id === resource);
  if (bySchemaId) return bySchemaId['x-resource'].path;
  return resource.startsWith('/') ? resource : `/${resource}`;
}

export function schemaFor(resource: string): ResourceSchema | undefined {
  return SCHEMAS[resource] ?? Object.values(SCHEMAS).find((s) => s.$id === resource);
}
