/**
 * Webhooks, for administrators (docs/webhooks.md): endpoints (URL, secret, events, active), each endpoint's delivery log,
 * the replay of a delivery and a test ping. The events themselves are written by the areas (`recordEvent`) and sent by
 * the job queue (server/plugins/webhooks.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { webhookEndpointListSchema } from '../../../schemas/webhook.js';
import { listQuerySchema, listRecords } from '../../lib/crud.js';
import { created, dataMessage, errorResponses, listOf, ok, pagedOf, recordOf } from '../../lib/openapi/responses.js';
import {
  createEndpoint,
  deleteEndpoint,
  endpointListOptions,
  findEndpoint,
  presentEndpoints,
  updateEndpoint,
} from '../../services/webhooks/endpoints.js';
import { listDeliveries, pingEndpoint, replayDelivery } from '../../services/webhooks/deliveries.js';
import { createBody, createdEndpoint, deliveryQuery, deliveryRecord, endpointRecord, updateBody } from './schemas.js';

export default async function webhookRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;
  const tags = ['webhooks'];
  const one = async (id: number) => (await presentEndpoints(db, [await findEndpoint(db, id)]))[0];

  // Its columns and sorts are its schema's (schemas/webhook.ts); an undeclared filter or sort answers 422.
  const list = webhookEndpointListSchema;
  app.get(
    '/webhooks',
    {
      config: { permission: list['x-area-list'].permissions.list },
      schema: {
        tags,
        summary: 'Webhook endpoints, with their subscribed events, masked secret and deliveries waiting or failed',
        querystring: listQuerySchema(list),
        response: { ...ok(pagedOf(endpointRecord)), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listRecords(db, list, request.query, '/api/webhooks', endpointListOptions(db)),
  );

  app.post(
    '/webhooks',
    {
      config: { permission: 'webhook.manage' },
      schema: {
        tags,
        summary: 'Register a webhook endpoint; the answer holds its secret, shown this once',
        body: createBody,
        response: created(recordOf(createdEndpoint)),
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const { row, secret } = await createEndpoint(db, request, user.id, request.body);
      return reply
        .code(201)
        .send({ data: { ...(await one(row.id)), secret }, message: 'The webhook endpoint was registered.' });
    },
  );

  app.get(
    '/webhooks/:id',
    {
      config: { permission: 'webhook.view' },
      schema: { tags, summary: 'One webhook endpoint', params: idParams, response: ok(recordOf(endpointRecord)) },
    },
    async (request) => ({ data: await one(request.params.id) }),
  );

  app.put(
    '/webhooks/:id',
    {
      config: { permission: 'webhook.manage' },
      schema: {
        tags,
        summary: 'Change a webhook endpoint (a secret given replaces the old one)',
        params: idParams,
        body: updateBody,
        response: ok(recordOf(endpointRecord)),
      },
    },
    async (request) => {
      const { id } = request.params;
      await updateEndpoint(db, request, id, request.body);
      return { data: await one(id), message: 'The webhook endpoint was saved.' };
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { permission: 'webhook.manage' },
      schema: {
        tags,
        summary: 'Remove a webhook endpoint with its delivery log',
        params: idParams,
        response: ok(dataMessage),
      },
    },
    async (request) => {
      await deleteEndpoint(db, request, request.params.id);
      const message = 'The webhook endpoint was removed.';
      return { data: { message }, message };
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { permission: 'webhook.view' },
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first: status, attempts, last answer or error",
        params: idParams,
        querystring: deliveryQuery,
        response: ok(listOf(deliveryRecord)),
      },
    },
    async (request) => {
      const { id } = request.params;
      const q = request.query;
      return { data: await listDeliveries(db, id, q) };
    },
  );

  app.post(
    '/webhooks/:id/ping',
    {
      config: { permission: 'webhook.manage' },
      schema: {
        tags,
        summary: 'Send a test event (`ping`) to the endpoint now, once; the answer is its delivery',
        params: idParams,
        response: ok(recordOf(deliveryRecord)),
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const delivery = await pingEndpoint(app, request.params.id, user.id);
      return {
        data: delivery,
        message:
          delivery.status === 'DELIVERED'
            ? 'The receiver accepted the test event.'
            : 'The test event was not accepted.',
      };
    },
  );

  app.post(
    '/webhooks/deliveries/:id/replay',
    {
      config: { permission: 'webhook.manage' },
      schema: {
        tags,
        summary: 'Send a delivered or failed event again (a new delivery of the same event)',
        params: idParams,
        response: { 202: { ...recordOf(deliveryRecord), description: 'Queued.' }, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const delivery = await replayDelivery(app, request.params.id);
      return reply.code(202).send({ data: delivery, message: 'The event will be sent again.' });
    },
  );
}
