import type { RouteOptions } from 'fastify';
import type { RouteAccess } from '../../plugins/auth.js';
import { describeParameters, operationDescription } from './describe.js';
import { errorResponses, type JsonSchema, type ResponseMap } from './responses.js';

/**
 * What every operation of the document gets from its route's declaration instead of by hand: an operationId and a
 * summary from method and path (a route's own win), `security: []` on public routes, the error answers its access rule
 * and inputs make possible, and its multipart form fields as the request body. Runs only when the document is built.
 */
const VERB: Record<string, string> = { GET: 'get', POST: 'post', PUT: 'replace', PATCH: 'update', DELETE: 'delete' };
const SUMMARY_VERB: Record<string, string> = {
  GET: 'Get',
  POST: 'Post',
  PUT: 'Replace',
  PATCH: 'Update',
  DELETE: 'Delete',
};

const words = (segment: string) =>
  segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_.\s]+/)
    .filter(Boolean);
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** `GET /api/user/:id/signatures/:signatureId` -> `getUserByIdSignaturesBySignatureId` (unique per method and path). */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? `By${words(s.slice(1)).map(capital).join('')}` : words(s).map(capital).join('')));
  return `${VERB[method] ?? method.toLowerCase()}${parts.join('') || 'Root'}`;
}

/** `GET /api/user/:id` -> `Get user by id`. */
export function summaryOf(method: string, url: string): string {
  const text = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? `by ${words(s.slice(1)).join(' ')}` : words(s).join(' ')))
    .join(' ')
    .toLowerCase();
  return `${SUMMARY_VERB[method] ?? method} ${text}`.trim();
}

/** The 4xx answers a route can give whatever its handler does: from its access rule, its inputs and its body. */
export function inferredErrors(method: string, schema: Record<string, unknown>, access: RouteAccess): number[] {
  const codes = new Set<number>();
  if (access.auth !== 'public') {
    codes.add(401);
    // An API token past its per-minute limit (server/services/apiTokens/authenticate.ts).
    codes.add(429);
  }
  if (access.permission || access.auth === 'user') codes.add(403);
  if (schema.params) codes.add(404);
  if (schema.params || schema.querystring || schema.body || schema.multipartBody) codes.add(422);
  if (['POST', 'PUT', 'PATCH'].includes(method)) {
    // The body parsers answer these before any handler runs: unreadable JSON or multipart, too large, unknown media type.
    codes.add(400);
    codes.add(413);
    codes.add(415);
    // A write may find the disk full.
    codes.add(507);
  }
  if (access.auth !== 'public' && IDEMPOTENT_METHODS.includes(method)) {
    // Idempotency-Key (server/plugins/idempotency.ts): malformed or reused for another request, or its first still running.
    codes.add(409);
    codes.add(422);
  }
  // Any route may find the database (or the file storage) away.
  codes.add(503);
  return [...codes];
}

const IDEMPOTENT_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Every signed-in write honours an Idempotency-Key (server/plugins/idempotency.ts, docs/offline-sync.md). */
function withIdempotencyKey(headers: JsonSchema | undefined): JsonSchema {
  const own = (headers ?? { type: 'object', properties: {} }) as { properties?: Record<string, JsonSchema> };
  return {
    ...own,
    type: 'object',
    properties: {
      ...own.properties,
      'Idempotency-Key': {
        type: 'string',
        minLength: 1,
        maxLength: 255,
        pattern: '^[\\x21-\\x7e]+$',
        description:
          'Optional. 1–255 visible ASCII characters, new for each write. A retry with the same key by the same user ' +
          'within 24 hours gets the first answer again (same status and body) with the header ' +
          '`Idempotent-Replayed: true` instead of running again; the same key with another method, URL or body is ' +
          'refused (422), and a retry while the first still runs gets 409 (try again later). 5xx answers are not kept.',
      },
    },
  };
}

type SwaggerTransformInput = { schema: Record<string, unknown> | undefined; url: string; route: RouteOptions };

/** @fastify/swagger `transform`: never mutates the route's own schema (PUT and PATCH routes often share one object). */
export function documentOperation({ schema: routeSchema, url, route }: SwaggerTransformInput) {
  const schema: Record<string, unknown> = { ...(routeSchema ?? {}) };
  if (schema.hide || !url.startsWith('/api')) return { schema, url };
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const access = (route.config ?? {}) as RouteAccess;
  schema.operationId ??= operationIdOf(method, url);
  schema.summary ??= summaryOf(method, url);
  schema.description ??= operationDescription(method, url, String(schema.summary), access);
  if (schema.querystring) schema.querystring = describeParameters(schema.querystring, 'query');
  if (schema.params) schema.params = describeParameters(schema.params, 'path');
  if (access.auth === 'public') schema.security = [];
  if (access.auth !== 'public' && IDEMPOTENT_METHODS.includes(method))
    schema.headers = withIdempotencyKey(schema.headers as JsonSchema | undefined);
  if (schema.multipartBody && !schema.body) schema.body = schema.multipartBody;
  delete schema.multipartBody;
  const own = (schema.response ?? {}) as ResponseMap;
  const response: Record<string, JsonSchema> = {
    ...errorResponses(...inferredErrors(method, routeSchema ?? {}, access)),
  };
  for (const [code, s] of Object.entries(own)) response[code] = s;
  schema.response = response;
  return { schema, url };
}
