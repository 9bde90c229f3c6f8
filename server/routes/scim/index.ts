import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { HttpError } from '../../lib/errors.js';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from '../../lib/jsonLimits.js';
import { fieldErrors } from '../../lib/validation.js';
import { MSG } from '../../../domain/messages.js';
import { ScimError, scimErrorBody, type ScimType } from '../../services/scim/errors.js';
import { parseFilter } from '../../services/scim/filter.js';
import { applyPatch } from '../../services/scim/patch.js';
import { LIST_RESPONSE, draftOf, locationOf, presentUser, readUser } from '../../services/scim/resource.js';
import { MAX_COUNT, resourceTypes, schemasDocument, serviceProviderConfig } from '../../services/scim/discovery.js';
import {
  createScimUser,
  deactivateScimUser,
  findScimUser,
  listScimUsers,
  replaceScimUser,
} from '../../services/scim/users.js';
import { SCIM_MEDIA, listResponse, scimDocument, scimErrors, scimUser } from './responses.js';

/**
 * SCIM 2.0 (RFC 7643/7644) provisioning of users at /api/scim/v2 (docs/provisioning.md): a directory (Microsoft
 * Entra ID, Keycloak) adds, updates and deactivates staff with a service account's API token. Everything this
 * plugin answers is SCIM's — errors included, whoever raised them (the auth plugin's 401 and 403 too).
 */
export default async function scimRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();

  // SCIM's media type is JSON: read it as the API reads JSON (same depth limit, same prototype-poisoning refusal).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/scim+json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTooDeep(body as string)) return done(new HttpError(400, JSON_TOO_DEEP_MESSAGE), undefined);
    return parseJson(request, body as string, done);
  });

  const mediaOf = (request: FastifyRequest) => {
    const accept = request.headers.accept ?? '';
    return accept.includes('application/json') && !accept.includes('application/scim+json')
      ? 'application/json; charset=utf-8'
      : 'application/scim+json; charset=utf-8';
  };
  // Any answer of these routes that is not SCIM's already (the auth plugin's, the API's error handler's) becomes so.
  app.addHook('preSerialization', async (request, reply, payload) => {
    reply.type(mediaOf(request));
    if (reply.statusCode < 400 || typeof payload !== 'object' || payload === null || 'schemas' in payload)
      return payload;
    const message = (payload as { message?: unknown }).message;
    return scimErrorBody(reply.statusCode, typeof message === 'string' ? message : MSG.serverError);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, detail: string, scimType?: ScimType, errors?: Record<string, string[]>) =>
      reply.code(status).send(scimErrorBody(status, detail, scimType, errors));
    if (error instanceof ScimError) return send(error.statusCode, error.message, error.scimType);
    if (error.validation) {
      const errors = fieldErrors(error.validation, MSG.invalidEmailUser);
      const where = error.validationContext === 'querystring' ? 'query ' : '';
      const detail = Object.entries(errors)
        .map(([field, messages]) => `${where}${field}: ${messages.join(' ')}`)
        .join('; ');
      return send(400, detail || 'The request is not valid.', 'invalidValue', errors);
    }
    if (error instanceof HttpError && error.statusCode < 500)
      return send(
        error.statusCode === 422 ? 400 : error.statusCode,
        error.message,
        error.statusCode === 409 ? 'uniqueness' : undefined,
      );
    const status = error.statusCode ?? 500;
    // Unreadable JSON, a body too large, an unknown media type: Fastify's own 4xx, said SCIM's way.
    if (status >= 400 && status < 500) return send(status, error.message, status === 400 ? 'invalidSyntax' : undefined);
    // The server's own failures: the API's handler logs them and words them (503 with Retry-After, or 500).
    throw error;
  });

  const tags = ['scim'];
  const media = { produces: SCIM_MEDIA, consumes: SCIM_MEDIA };
  const idParams = {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', maxLength: 64, description: 'The user id, as SCIM answers it.' } },
  } as const;
  const userBody = {
    type: 'object',
    description: 'A SCIM User; role, zones, school, contractor and designation in the Caretaker extension.',
    properties: {
      schemas: { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 10 },
      userName: { type: 'string', maxLength: 191 },
      externalId: { type: ['string', 'null'], maxLength: 191 },
      displayName: { type: ['string', 'null'], maxLength: 191 },
      name: { type: ['object', 'null'] },
      emails: { type: ['array', 'null'], maxItems: 20 },
      phoneNumbers: { type: ['array', 'null'], maxItems: 20 },
      active: { type: ['boolean', 'string', 'null'] },
    },
    additionalProperties: true,
  } as const;
  const patchBody = {
    type: 'object',
    properties: {
      schemas: { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 10 },
      Operations: {
        type: 'array',
        maxItems: 100,
        items: {
          type: 'object',
          properties: { op: { type: 'string', maxLength: 16 }, path: { type: 'string', maxLength: 300 }, value: {} },
        },
      },
    },
    additionalProperties: true,
  } as const;
  const readErrors = scimErrors(400, 401, 403, 404, 422, 429, 503);
  const writeErrors = scimErrors(400, 401, 403, 404, 409, 413, 415, 422, 429, 503, 507);

  const answer = (reply: FastifyReply, request: FastifyRequest, id: number, status = 200) =>
    findScimUser(app.db, String(id)).then((row) => reply.code(status).send(presentUser(row, request)));

  app.get(
    '/scim/v2/Users',
    {
      config: { permission: 'user.view' },
      schema: {
        tags,
        summary: 'SCIM: find users (filter: userName, emails.value, externalId, active, id with eq, joined by and)',
        ...media,
        querystring: {
          type: 'object',
          properties: {
            filter: { type: 'string', maxLength: 1000 },
            startIndex: { type: 'integer', default: 1 },
            count: { type: 'integer', default: 100 },
            attributes: { type: 'string', maxLength: 1000 },
            excludedAttributes: { type: 'string', maxLength: 1000 },
          },
          additionalProperties: true,
        },
        response: { 200: { ...listResponse(scimUser), description: 'A ListResponse.' }, ...readErrors },
      },
    },
    async (request) => {
      const q = request.query;
      const terms = q.filter ? parseFilter(q.filter) : [];
      // RFC 7644 §3.4.2.4: below 1 is read as 1, a negative count as 0.
      const startIndex = Math.max(1, q.startIndex ?? 1);
      const count = Math.min(MAX_COUNT, Math.max(0, q.count ?? 100));
      const { total, rows } = await listScimUsers(app.db, terms, startIndex, count);
      return {
        schemas: [LIST_RESPONSE],
        totalResults: total,
        startIndex,
        itemsPerPage: rows.length,
        Resources: rows.map((r) => presentUser(r, request)),
      };
    },
  );

  app.get(
    '/scim/v2/Users/:id',
    {
      config: { permission: 'user.view' },
      schema: { tags, summary: 'SCIM: a user', ...media, params: idParams, response: { 200: scimUser, ...readErrors } },
    },
    async (request) => presentUser(await findScimUser(app.db, request.params.id), request),
  );

  app.post(
    '/scim/v2/Users',
    {
      config: { permission: 'user.create' },
      schema: {
        tags,
        summary: 'SCIM: create a user (no password: they use single sign-on or "Forgot password")',
        ...media,
        body: userBody,
        response: { 201: { ...scimUser, description: 'Created; Location names the user.' }, ...writeErrors },
      },
    },
    async (request, reply) => {
      const id = await createScimUser(app, request, readUser(request.body, null));
      reply.header('location', locationOf(request, id));
      return answer(reply, request, id, 201);
    },
  );

  app.put(
    '/scim/v2/Users/:id',
    {
      config: { permission: 'user.edit' },
      schema: {
        tags,
        summary: 'SCIM: replace a user',
        ...media,
        params: idParams,
        body: userBody,
        response: { 200: scimUser, ...writeErrors },
      },
    },
    async (request, reply) => {
      const current = await findScimUser(app.db, request.params.id);
      await replaceScimUser(app, request, current, readUser(request.body, draftOf(current)));
      return answer(reply, request, current.id);
    },
  );

  app.patch(
    '/scim/v2/Users/:id',
    {
      config: { permission: 'user.edit' },
      schema: {
        tags,
        summary: 'SCIM: change attributes of a user (PatchOp add, replace, remove; active false deactivates)',
        ...media,
        params: idParams,
        body: patchBody,
        response: { 200: scimUser, ...writeErrors },
      },
    },
    async (request, reply) => {
      const current = await findScimUser(app.db, request.params.id);
      await replaceScimUser(app, request, current, applyPatch(draftOf(current), request.body));
      return answer(reply, request, current.id);
    },
  );

  app.delete(
    '/scim/v2/Users/:id',
    {
      config: { permission: 'user.edit' },
      schema: {
        tags,
        summary: 'SCIM: deactivate a user (kept, not deleted: records name them)',
        ...media,
        params: idParams,
        response: { 204: { type: 'null', description: 'Deactivated.' }, ...readErrors },
      },
    },
    async (request, reply) => {
      await deactivateScimUser(app, request, await findScimUser(app.db, request.params.id));
      return (reply as FastifyReply).code(204).send();
    },
  );

  const discovery = (url: string, summary: string, document: () => object) =>
    app.get(
      `/scim/v2/${url}`,
      {
        config: { auth: 'user' },
        schema: { tags, summary, ...media, response: { 200: scimDocument, ...scimErrors(401, 403, 429, 503) } },
      },
      async () => document(),
    );
  discovery('ServiceProviderConfig', 'SCIM: what this server supports', serviceProviderConfig);
  discovery('ResourceTypes', 'SCIM: the resource types (User)', resourceTypes);
  discovery('Schemas', 'SCIM: the User schema and the Caretaker extension', schemasDocument);
}
