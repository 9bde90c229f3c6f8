import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { unprocessable } from '../../lib/errors.js';

/** `/api/quotations/:id/report` -> a pattern matching `/api/quotations/12/report` (query allowed). */
const patternOf = (routeUrl: string) =>
  new RegExp(
    `^${routeUrl
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/?#]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}(\\?[^#]*)?$`,
  );

/**
 * `POST /api/file-tickets`: signs one link the browser must open by itself (a download, the PDF report in a new tab)
 * for the caller's session, valid five minutes. Only routes declaring `ticket: 'url'` can be signed, and the route
 * still checks the caller's access when the link is opened; the ticket merely stands in for the bearer header.
 */
export default async function fileTicketRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  let patterns: RegExp[] | undefined;
  const signable = (url: string) =>
    (patterns ??= app.apiRoutes
      .filter((r) => r.method === 'GET' && r.access.ticket === 'url')
      .map((r) => patternOf(r.url))).some((p) => p.test(url));

  app.post(
    '/file-tickets',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['files'],
        summary: 'Sign a download or report link for five minutes',
        body: {
          type: 'object',
          properties: { url: { type: 'string', minLength: 5, maxLength: 1000, pattern: '^/api/' } },
          required: ['url'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { url: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
                required: ['url', 'expires_at'],
              },
            },
            required: ['data'],
          },
        },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { url } = request.body;
      if (!signable(url) || /[?&]ticket=/.test(url)) throw unprocessable({ url: ['This link cannot be signed.'] });
      const signed = app.signUrl(user, url);
      return { data: { url: signed.url, expires_at: signed.expiresAt.toISOString() } };
    },
  );
}
