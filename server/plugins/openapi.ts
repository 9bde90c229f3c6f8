import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { documentOperation } from '../lib/openapi/operations.js';
import { collectComponents } from '../lib/openapi/components.js';
import { DOCS_CSP } from './securityHeaders.js';

/**
 * OpenAPI generated from the same route schemas the server validates with; browsable at /api/docs.
 * Response schemas document the contract and the API suite checks every answer against them, but they do not
 * serialise: fast-json-stringify would silently drop any field a schema forgot (and turn a stray null into "" or 0),
 * which would hide exactly the drift the suite is there to find. So answers are plain JSON.stringify, as before.
 */
export default fp(async function openapi(app: FastifyInstance) {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Caretaker API',
        version: '1.0.0',
        description: 'Facility and school-campus maintenance back-office',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token from `POST /api/auth/login` (a person signed in; expires after hours).',
          },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'ctk_ + 54 base62 characters',
            description:
              'An API token of a service account (`Authorization: Bearer ctk_…`), created by an administrator under ' +
              'Settings → API tokens. It acts as its user: that role’s permissions and school/zone scope. It expires ' +
              'on the date it was given and can be revoked; a revoked or expired token is answered 401. Each token ' +
              'may make API_TOKEN_RATE_PER_MINUTE requests a minute (default 600); beyond that 429 with Retry-After.',
          },
        },
      },
      // Either scheme opens every route that is not public.
      security: [{ bearer: [] }, { apiToken: [] }],
    },
    transform: documentOperation as never,
    transformObject: ((o: { openapiObject: Record<string, unknown> }) => collectComponents(o.openapiObject)) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
});
