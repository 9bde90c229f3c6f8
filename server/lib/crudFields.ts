/**
 * The generic resources' field conventions (schemas/resource.ts): exact decimals stored as scaled integers (`x-decimals`,
 * money as cents), arrays as JSON text and booleans as 0/1, and row scoping by a school or zone field (`x-scope`).
 * crud.ts applies them on every route.
 */
import type { Kysely } from 'kysely';
import type { ResourceSchema, SchemaProperty } from '../../schemas/resource.js';
import { parseScaled } from '../../domain/money.js';
import type { AuthUser } from '../plugins/auth.js';
import { notFound, unprocessable } from './errors.js';
import { writableFields } from './schemaRegistry.js';
import { NO_ROWS, scopeOf, zoneIn } from './scope.js';

/** Decimals a field keeps exactly (money: 2), or undefined for a plain value. */
export function decimalsOf(p: SchemaProperty): number | undefined {
  return p['x-decimals'] ?? (p['x-widget'] === 'money' ? 2 : undefined);
}

/** API number -> stored integer (2 decimals: 12.5 -> 1250); throws the field's 422 for more decimals than kept. */
export function toScaled(field: string, p: SchemaProperty, v: unknown, decimals: number): number | null {
  if (v === null || v === undefined || v === '') return null;
  const scaled = parseScaled(v, decimals);
  const n = scaled === null ? NaN : Number(scaled);
  if (!Number.isSafeInteger(n))
    throw unprocessable({
      [field]: [`The ${(p.title ?? field).toLowerCase()} must be a number with at most ${decimals} decimals.`],
    });
  return n;
}

/** Stored integer -> API number (1250 -> 12.5). */
export const fromScaled = (v: unknown, decimals: number) =>
  v === null || v === undefined ? null : Number(v) / 10 ** decimals;

const scopedFields = (schema: ResourceSchema) =>
  Object.entries(schema.properties).filter(([, p]) => p['x-scope']) as [string, SchemaProperty][];

/** Restricts a select on the resource's table to the caller's schools and zones. */
export function scopeRows(db: Kysely<any>, schema: ResourceSchema, user: AuthUser, table: string, qb: any): any {
  const s = scopeOf(user);
  if (s.kind === 'all') return qb;
  for (const [field, p] of scopedFields(schema)) {
    const col = `${table}.${field}`;
    if (p['x-scope'] === 'zone') qb = qb.where(s.kind === 'zones' ? zoneIn(col, s.zones) : NO_ROWS);
    else if (s.kind === 'school') qb = qb.where(col, '=', s.schoolId);
    else qb = qb.where(col, 'in', db.selectFrom('schools').select('schools.id').where(zoneIn('schools.zone', s.zones)));
  }
  return qb;
}

/** Is a stored or sent row inside the caller's scope? Answers the fields outside it. */
async function outOfScope(
  db: Kysely<any>,
  schema: ResourceSchema,
  user: AuthUser,
  row: Record<string, unknown>,
): Promise<string[]> {
  const s = scopeOf(user);
  if (s.kind === 'all') return [];
  const bad: string[] = [];
  for (const [field, p] of scopedFields(schema)) {
    const v = row[field];
    if (v === undefined || v === null) continue;
    if (p['x-scope'] === 'zone') {
      if (s.kind !== 'zones' || !s.zones.includes(String(v))) bad.push(field);
    } else if (s.kind === 'school') {
      if (Number(v) !== s.schoolId) bad.push(field);
    } else {
      const school = await db.selectFrom('schools').select('zone').where('id', '=', Number(v)).executeTakeFirst();
      if (!school || !s.zones.includes(school.zone)) bad.push(field);
    }
  }
  return bad;
}

/** A stored row the caller may not see answers 404, as a missing one does. */
export async function assertRowInScope(
  db: Kysely<any>,
  schema: ResourceSchema,
  user: AuthUser,
  row: Record<string, unknown>,
) {
  if ((await outOfScope(db, schema, user, row)).length) throw notFound();
}

/** A write naming a school or zone outside the caller's scope answers 422 on that field. */
export async function assertWriteInScope(
  db: Kysely<any>,
  schema: ResourceSchema,
  user: AuthUser,
  row: Record<string, unknown>,
) {
  const bad = await outOfScope(db, schema, user, row);
  if (bad.length)
    throw unprocessable(Object.fromEntries(bad.map((f) => [f, [`The selected ${f.replace(/_id$/, '')} is invalid.`]])));
}

const isArrayProp = (p: SchemaProperty) => (Array.isArray(p.type) ? p.type.includes('array') : p.type === 'array');
export const isBoolProp = (p: SchemaProperty) =>
  Array.isArray(p.type) ? p.type.includes('boolean') : p.type === 'boolean';

/** Database row -> API record: JSON text to arrays, 0/1 to booleans. */
export function toRecord(schema: ResourceSchema, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, p] of Object.entries(schema.properties)) {
    if (p['x-write-only'] || !(k in row)) continue;
    const v = row[k];
    const decimals = decimalsOf(p);
    if (decimals !== undefined) out[k] = fromScaled(v, decimals);
    else if (isArrayProp(p) && typeof v === 'string') out[k] = JSON.parse(v);
    else if (isBoolProp(p) && typeof v === 'number') out[k] = v === 1;
    else out[k] = v;
  }
  return out;
}

/** A new record's body: the schema's `default` for each writable field the body leaves out. */
export function withDefaults(schema: ResourceSchema, body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const [k, p] of writableFields(schema)) {
    const fallback = (p as { default?: unknown }).default;
    if (!(k in out) && fallback !== undefined) out[k] = fallback;
  }
  return out;
}

/** API body -> database values for the writable fields present. */
export function toRow(schema: ResourceSchema, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, p] of writableFields(schema)) {
    if (!(k in body)) continue;
    const v = body[k];
    const decimals = decimalsOf(p);
    if (decimals !== undefined) out[k] = toScaled(k, p, v, decimals);
    else if (isArrayProp(p)) out[k] = JSON.stringify(v ?? []);
    else if (isBoolProp(p) && typeof v === 'boolean') out[k] = v ? 1 : 0;
    else out[k] = v;
  }
  return out;
}
