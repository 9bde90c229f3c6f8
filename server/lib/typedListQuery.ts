import { type AreaListSchema, type SchemaProperty } from '../../schemas/resource.js';
import { listQuerySchema } from './crud.js';
import { BOOL_FILTER_WORDS } from './crudList.js';

const isInteger = (p: SchemaProperty) => (Array.isArray(p.type) ? p.type.includes('integer') : p.type === 'integer');

/** What one value of a filter may be: one of its enum, a flag, a positive id, or (searches) text as long as the field. */
function valueSchema(p: SchemaProperty): Record<string, unknown> | undefined {
  if (p['x-filter'] === 'boolean') return { type: 'string', enum: BOOL_FILTER_WORDS };
  if (p['x-filter'] === 'daterange' || p['x-filter'] === 'date') return undefined;
  if (p['x-filter'] === 'search') return p.maxLength ? { type: 'string', maxLength: p.maxLength } : undefined;
  if (p.enum) return { type: 'string', enum: p.enum.filter((v) => v !== null).map(String) };
  // an id is positive; a field with its own bounds (a year) keeps them
  if (isInteger(p)) return { type: 'integer', minimum: p.minimum ?? 1, ...(p.maximum ? { maximum: p.maximum } : {}) };
  return undefined;
}

/**
 * lib/crud.ts listQuerySchema with each filter held to the values its field can have, for a list whose route refused
 * such values before it was owned by its schema (the WSO list: `status=NOPE` answers 422 with the field, not an empty
 * page). The parameters are the same; only their values are narrowed.
 */
export function typedListQuerySchema(schema: AreaListSchema) {
  const base = listQuerySchema(schema);
  const narrowed: Record<string, unknown> = {};
  for (const [field, p] of Object.entries(schema.properties)) {
    const one = p['x-filter'] && valueSchema(p);
    if (!one) continue;
    narrowed[field] = one;
    narrowed[`${field}[]`] = { type: 'array', items: one, maxItems: 100 };
  }
  // Typed as the plain list query: the narrowed filters are still read at run time.
  const query: typeof base = { ...base, properties: Object.assign({ ...base.properties }, narrowed) };
  return query;
}
