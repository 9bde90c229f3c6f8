import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isResourceSchema, listColumnsOf, type ResourceSchema, type SchemaProperty } from '../../schemas/resource.js';

const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');

export { isResourceSchema };

/** Every resource schema in schemas/ (and any extra folders), found by looking: a new schema file needs no registration. */
export async function loadResourceSchemas(extraDirs: string[] = []): Promise<ResourceSchema[]> {
  const found = new Map<string, ResourceSchema>();
  for (const dir of [SCHEMAS_DIR, ...extraDirs]) {
    for (const file of fs.readdirSync(dir).sort()) {
      if (!/\.(ts|js)$/.test(file) || file.endsWith('.d.ts') || file === 'index.ts' || file === 'resource.ts') continue;
      const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
      for (const v of Object.values(mod)) if (isResourceSchema(v)) found.set(v.$id, v);
    }
  }
  return [...found.values()];
}

export const writableFields = (schema: ResourceSchema): [string, SchemaProperty][] =>
  Object.entries(schema.properties).filter(([, p]) => !p.readOnly);

/** Strips our annotations' siblings that JSON Schema validators must not see as constraints on output. */
function bodyProperties(schema: ResourceSchema, partial: boolean) {
  const props = Object.fromEntries(writableFields(schema));
  const required = partial ? [] : (schema.required ?? []).filter((r) => r in props);
  return { props, required };
}

type Properties<S extends ResourceSchema> = S['properties'];
type WritableKeys<S extends ResourceSchema> = {
  [K in keyof Properties<S>]: Properties<S>[K] extends { readOnly: true } ? never : K;
}[keyof Properties<S>];
/** A schema only known as ResourceSchema (lib/crud's factory over every resource) has no static fields: any object. */
type AnyBody = { readonly type: 'object'; readonly additionalProperties: true };

/**
 * The static types of the write bodies below. The bodies are built at run time from the resource schema (its writable
 * fields), which TypeScript cannot follow, so their type is stated here once: the route's type provider then types
 * `request.body` from the resource schema's own `as const` properties, and the routes need no casts.
 */
export type CreateBodySchema<S extends ResourceSchema> = string extends S['$id']
  ? AnyBody
  : {
      readonly type: 'object';
      readonly properties: Pick<Properties<S>, WritableKeys<S>>;
      readonly required: NonNullable<S['required']>;
      readonly additionalProperties: false;
    };
export type UpdateBodySchema<S extends ResourceSchema> = string extends S['$id']
  ? AnyBody
  : {
      readonly type: 'object';
      readonly properties: Pick<Properties<S>, WritableKeys<S>>;
      readonly additionalProperties: true;
    };

export function createBodySchema<const S extends ResourceSchema>(schema: S): CreateBodySchema<S>;
export function createBodySchema(schema: ResourceSchema): object {
  const { props, required } = bodyProperties(schema, false);
  return { type: 'object', properties: props, required, additionalProperties: false };
}

/** Updates accept the record as react-admin sends it back: read-only and unknown keys are ignored, writable ones validated. */
export function updateBodySchema<const S extends ResourceSchema>(schema: S): UpdateBodySchema<S>;
export function updateBodySchema(schema: ResourceSchema): object {
  const { props } = bodyProperties(schema, true);
  return { type: 'object', properties: props, additionalProperties: true };
}

export interface ColumnDef {
  field: string;
  label: string;
  type: string;
  sortable: boolean;
  filter?: string;
  reference?: { resource: string; display: string };
  options?: readonly (string | number | null)[];
}

/** The column definitions `GET /api/config/{resource}` answers. */
export function columnDefs(schema: Pick<ResourceSchema, 'properties'>): ColumnDef[] {
  return listColumnsOf(schema.properties).map(([field, p]) => ({
    field,
    label: p.title ?? field,
    type: p['x-widget'] ?? p.format ?? (Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type) ?? 'string',
    sortable: !!p['x-sortable'],
    ...(p['x-filter'] ? { filter: p['x-filter'] } : {}),
    ...(p['x-reference'] ? { reference: p['x-reference'] } : {}),
    ...(p.enum ? { options: p.enum.filter((v) => v !== null) } : {}),
  }));
}
