/**
 * `GET /todo/counts` (the home page's work cards, the to-do page's badges): thin wiring to server/services/todo/. Any
 * signed-in user may ask; the answer holds only the tabs of their role whose feed they may read.
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { TODO_TABS } from '../../../domain/todo.js';
import { errorResponses, int, objectOf, ok } from '../../lib/openapi/responses.js';
import { todoCounts } from '../../services/todo/counts.js';

const counts = objectOf(Object.fromEntries(TODO_TABS.map((tab) => [tab, int])), TODO_TABS);

export default async function todoRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/todo/counts',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['to-do'],
        summary: "How many items wait in each of the caller's to-do tabs",
        response: { ...ok(objectOf({ data: counts })), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await todoCounts(app, app.requireUser(request)) }),
  );
}
