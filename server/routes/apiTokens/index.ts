/**
 * API tokens of service accounts, for administrators (README "Integrating → API tokens"): the list (never a secret),
 * creating one (the only answer that holds the token) and revoking one.
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiTokenListSchema } from '../../../schemas/apiToken.js';
import { idParams } from '../../../schemas/common.js';
import { listQuerySchema, listRecords } from '../../lib/crud.js';
import {
  created,
  errorResponses,
  int,
  nullable,
  nullableStr,
  objectOf,
  ok,
  pagedOf,
  recordOf,
  str,
} from '../../lib/openapi/responses.js';
import {
  apiTokenListOptions,
  createApiToken,
  MAX_TOKEN_DAYS,
  revokeApiToken,
  type ApiTokenInput,
} from '../../services/apiTokens/repository.js';

const apiTokenFields = {
  id: int,
  name: str,
  prefix: { type: 'string', description: 'The public start of the token (`ctk_` and its lookup id), to recognise it.' },
  status: { type: 'string', enum: ['active', 'expired', 'revoked'] },
  user: objectOf({ id: int, full_name: str, email: str, role_name: nullableStr }),
  expires_at: str,
  last_used_at: nullableStr,
  revoked_at: nullableStr,
  created_by: nullable(objectOf({ id: int, full_name: str })),
  created_at: str,
};
const apiToken = objectOf(apiTokenFields);
const createdToken = objectOf({
  ...apiTokenFields,
  token: {
    type: 'string',
    pattern: '^ctk_[0-9A-Za-z]{54}$',
    description: 'The token itself, answered this once: only its hash is stored.',
  },
});

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'user_id', 'expires_in_days'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, description: 'Shown in the audit log for every use.' },
    user_id: { type: 'integer', minimum: 1, description: 'The service account: the token acts as this user.' },
    expires_in_days: { type: 'integer', minimum: 1, maximum: MAX_TOKEN_DAYS },
  },
} as const;

export default async function apiTokenRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ['api-tokens'];

  // Its columns and sorts are its schema's (schemas/apiToken.ts); an undeclared filter or sort answers 422.
  const list = apiTokenListSchema;
  app.get(
    '/api-tokens',
    {
      config: { permission: list['x-area-list'].permissions.list },
      schema: {
        tags,
        summary: 'Every API token, newest first, without its secret',
        querystring: listQuerySchema(list),
        response: { ...ok(pagedOf(apiToken)), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listRecords(app.db, list, request.query, '/api/api-tokens', apiTokenListOptions),
  );

  app.post<{ Body: ApiTokenInput }>(
    '/api-tokens',
    {
      config: { permission: 'api-token.create' },
      schema: {
        tags,
        summary: 'Create an API token for a service account; the answer holds the token, shown this once',
        body: createBody,
        response: { ...created(recordOf(createdToken)), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const data = await createApiToken(app.db, request, request.body);
      return reply.code(201).send({ message: 'API token created. Copy it now: it will not be shown again.', data });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api-tokens/:id',
    {
      config: { permission: 'api-token.delete' },
      schema: {
        tags,
        summary: 'Revoke an API token: it is refused from the next request on',
        params: idParams,
        response: { ...ok(recordOf(apiToken)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      message: 'API token revoked.',
      data: await revokeApiToken(app.db, request, request.params.id),
    }),
  );
}
