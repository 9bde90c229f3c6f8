import type { ResourceSchema, SchemaProperty } from '../../../schemas/resource.js';
import { named, nameOf } from './components.js';
import { pageTotalProperties } from '../../../schemas/common.js';

/**
 * Response schemas of the API contract (ARCHITECTURE "API contract"), built from the entity schemas in `schemas/`.
 * They document the API (OpenAPI) and the API suite checks every response against them (tests/support/responseContract.ts);
 * they never shape what is sent: the openapi plugin serialises with JSON.stringify, so a field missing here is a
 * documentation gap the suite reports, not data silently dropped.
 */
export type JsonSchema = Record<string, unknown>;
export type ResponseMap = Record<number, JsonSchema>;

// Validation-only keywords: a record sent back may predate a tightened input rule, so output describes shape, not input limits.
const INPUT_ONLY = new Set([
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'uniqueItems',
  'default',
]);

function outputProperty(p: SchemaProperty, nullable: boolean): JsonSchema {
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(p)) if (!k.startsWith('x-') && !INPUT_ONLY.has(k)) out[k] = v;
  if (p.items && typeof p.items === 'object') out.items = outputProperty(p.items as SchemaProperty, false);
  const types = Array.isArray(p.type) ? [...p.type] : [p.type];
  if (nullable && !types.includes('null')) {
    types.push('null');
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  }
  out.type = types.length === 1 ? types[0] : types;
  return out;
}

/**
 * One record of an entity as the API sends it: the schema's fields minus write-only ones. Fields the entity does not
 * require may be null in stored rows. `extra` adds the computed fields a route joins in (role, school, attachments…).
 */
export function entityRecord(
  schema: ResourceSchema,
  extra: Record<string, JsonSchema> = {},
  required: readonly string[] = [],
): JsonSchema {
  const must = new Set(['id', ...(schema.required ?? []), ...required]);
  const properties: Record<string, JsonSchema> = {};
  for (const [k, p] of Object.entries(schema.properties))
    if (!p['x-write-only']) properties[k] = outputProperty(p, !must.has(k));
  Object.assign(properties, extra);
  return {
    type: 'object',
    title: schema.title ?? schema.$id,
    properties,
    required: [...must].filter((k) => k in properties),
    additionalProperties: true,
  };
}

/** A plain object with these properties (all required unless `optional`); computed fields beyond them are allowed. */
export function objectOf(properties: Record<string, JsonSchema>, optional: readonly string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    additionalProperties: true,
  };
}

export const str: JsonSchema = { type: 'string' };
export const nullableStr: JsonSchema = { type: ['string', 'null'] };
export const int: JsonSchema = { type: 'integer' };
export const nullableInt: JsonSchema = { type: ['integer', 'null'] };
export const num: JsonSchema = { type: 'number' };
export const bool: JsonSchema = { type: 'boolean' };
export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const nullable = (s: JsonSchema): JsonSchema => ({ anyOf: [s, { type: 'null' }] });

const pageLink = named('PageLink', objectOf({ url: nullableStr, label: str, active: bool }));
const pageMeta = named(
  'PageMeta',
  objectOf({
    current_page: int,
    from: nullableInt,
    last_page: int,
    links: arrayOf(pageLink),
    path: str,
    per_page: int,
    to: nullableInt,
    ...pageTotalProperties,
  }),
);
const pageLinks = named('PageLinks', objectOf({ first: str, last: str, next: nullableStr, prev: nullableStr }));

/** `{ data: [...], meta, links }`: the Laravel-style paged list; with `all=1` (or `no_paginate=1`) only `{ data }`. */
export const pagedOf = (record: JsonSchema): JsonSchema => {
  const paged = {
    ...objectOf({ data: arrayOf(record), meta: pageMeta, links: pageLinks }, ['meta', 'links']),
    description: 'A page of records; `meta` and `links` are absent when every record is asked for (`all=1`).',
  };
  // A page of a named record is named too: `PagedQuotation`.
  const name = nameOf(record);
  return name ? named(`Paged${name}`, paged) : paged;
};

/** `{ data: {...}, message? }`: one record, with the success message after a write. */
export const recordOf = (record: JsonSchema): JsonSchema => objectOf({ data: record, message: str }, ['message']);

/** `{ data: [...] }`: an unpaged list (pickers, look-ups). */
export const listOf = (item: JsonSchema): JsonSchema => objectOf({ data: arrayOf(item) });

/** `{ message }`. */
export const messageOnly: JsonSchema = objectOf({ message: str });

/** `{ data: { message }, message? }`: the spec's shape for deletions and e-mailed links. */
export const dataMessage: JsonSchema = objectOf({ data: objectOf({ message: str }), message: str }, ['message']);

/** `{ message, errors?, version? }`: every 4xx answer. `errors` maps a field to its messages. */
export const errorEnvelope: JsonSchema = named(
  'Error',
  objectOf(
    {
      message: str,
      errors: { type: 'object', additionalProperties: arrayOf(str) },
      version: { type: 'integer', description: "409 for a stale version: the record's current version." },
    },
    ['errors', 'version'],
  ),
);

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed request (unreadable JSON or multipart body).',
  401: 'Not signed in, or the session has expired or was revoked.',
  403: 'Signed in without the permission this action needs.',
  404: 'No such record, or one the caller may not see.',
  406: 'The request does not accept what this route answers.',
  409: 'The record changed meanwhile, or the action is not allowed in its current state.',
  413: 'The body or an uploaded file is too large.',
  415: 'The body is not of a media type this route reads.',
  416: 'The requested byte range lies outside the file.',
  422: 'Invalid input; `errors` names each field with its messages.',
  429: 'Too many attempts (sign-in throttle) or requests (an API token past its per-minute limit); Retry-After says when to try again.',
  503: 'The database or the file storage is not available at the moment; try again later.',
  507: 'The server has no space left to store the upload; nothing was saved.',
};

/** The error envelope under each of these status codes, each with what it means. */
export function errorResponses(...codes: number[]): ResponseMap {
  return Object.fromEntries(
    codes.map((c) => [c, named(`Error${c}`, { ...errorEnvelope, description: ERROR_TEXT[c] ?? 'Error.' })]),
  );
}

/** `{ 200: schema }` with a description. */
export const ok = (schema: JsonSchema, description = 'Success.'): ResponseMap => ({ 200: { ...schema, description } });

/** `{ 201: schema }`: the route answers 201 Created. */
export const created = (schema: JsonSchema, description = 'Created.'): ResponseMap => ({
  201: { ...schema, description },
});

/** A non-JSON answer (a file, a report, a page, an event stream) under `status`, documented by media type. */
export function fileResponse(mediaTypes: readonly string[], description: string, status = 200): ResponseMap {
  return {
    [status]: {
      description,
      content: Object.fromEntries(mediaTypes.map((m) => [m, { schema: { type: 'string', format: 'binary' } }])),
    },
  };
}

/** A multipart upload field holding one or more files. */
export const fileField = (description: string, many = false): JsonSchema =>
  many
    ? { type: 'array', items: { type: 'string', format: 'binary' }, description }
    : { type: 'string', format: 'binary', description };

/**
 * A multipart form body, for the document only: the route reads the parts itself (streamed, size-checked), so Fastify
 * must not validate a body. Spread into a route's schema: `...multipartBody({ name: str, file: fileField('…') }, ['name'])`.
 */
export function multipartBody(properties: Record<string, JsonSchema>, required: readonly string[] = []) {
  return {
    consumes: ['multipart/form-data'],
    multipartBody: { type: 'object', properties, required: [...required] } as JsonSchema,
  };
}

declare module 'fastify' {
  interface FastifySchema {
    /** Documented multipart form fields (see multipartBody); never used to validate. */
    multipartBody?: JsonSchema;
  }
}
