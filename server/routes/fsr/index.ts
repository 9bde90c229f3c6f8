/** The schedule of rates' routes (spec part 2 §5); the rules and queries are in server/services/fsr/. */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { SchemaRequest } from '../../lib/schemaRequest.js';
import { idParams } from '../../../schemas/common.js';
import {
  FSR_CATEGORIES,
  FSR_UNITS,
  fsrCreateBodySchema,
  fsrItemBodySchema,
  fsrListSchema,
  starRateBodySchema,
} from '../../../schemas/fsr.js';
import { listRoute } from '../../lib/listRoute.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import importRoutes from './import.js';
import {
  arrayOf,
  bool,
  created,
  dataMessage,
  int,
  nullableStr,
  num,
  objectOf,
  ok,
  recordOf,
  str as textSchema,
} from '../../lib/openapi/responses.js';
import { fsrRecord, resourceConfig } from '../../lib/openapi/records.js';
import { readFsrItem, toFsrRecord } from '../../services/fsr/records.js';
import { findFsr, fsrListOptions, fsrOptions as readFsrOptions } from '../../services/fsr/repository.js';
import {
  createFsrBlocks,
  createFsrItem,
  createStarRate,
  deleteFsrItem,
  updateFsrItem,
} from '../../services/fsr/save.js';

const fsrOptions = objectOf({
  data: objectOf({
    options: arrayOf(
      objectOf({
        value: int,
        label: textSchema,
        item_number: textSchema,
        item_description: textSchema,
        item_group_description: nullableStr,
        unit: textSchema,
        rate: num,
        is_star_rate: bool,
        minimum: { type: ['number', 'null'] },
        category: textSchema,
      }),
    ),
    hasMore: bool,
  }),
});

const optionsQuery = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: 191 },
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    is_star_rate: { type: 'string', enum: ['1', '0', 'true', 'false', ''] },
    category: { type: 'string', maxLength: 40 },
  },
  additionalProperties: true,
} as const;

export default async function fsrRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;

  app.get(
    '/config/fsr',
    { config: { permission: 'fsr.view' }, schema: { tags: ['fsr'], response: ok(resourceConfig) } },
    async () => ({
      data: {
        columns: columnDefs(fsrListSchema),
        resource: 'fsr',
        path: '/fsrs',
        route: 'works-order/fsr',
        categories: FSR_CATEGORIES,
        units: FSR_UNITS,
      },
    }),
  );

  // The list is its schema's (schemas/fsr.ts fsrListSchema): a filter or sort it does not declare answers 422.
  listRoute(app, fsrListSchema, { tags: ['fsr'], row: fsrRecord, options: fsrListOptions });

  app.get(
    '/fsrs/options/fsr',
    {
      config: { permission: ['fsr.view', 'quotation.view'] },
      schema: {
        tags: ['fsr'],
        querystring: optionsQuery,
        summary: 'FSR items for a picker, a page at a time',
        response: ok(fsrOptions),
      },
    },
    async (request) => ({ data: await readFsrOptions(db, request.query) }),
  );

  app.get(
    '/fsrs/:id',
    {
      config: { permission: 'fsr.view' },
      schema: { tags: ['fsr'], params: idParams, response: ok(recordOf(fsrRecord)) },
    },
    async (request) => ({ data: toFsrRecord(await findFsr(db, request.params.id)) }),
  );

  app.post(
    '/fsrs',
    {
      config: { permission: 'fsr.create' },
      schema: { tags: ['fsr'], body: fsrItemBodySchema, response: created(recordOf(fsrRecord)) },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const values = readFsrItem(request.body, false);
      const id = await createFsrItem(db, request, user, values);
      return reply.code(201).send({ data: toFsrRecord(await findFsr(db, id)), message: 'Successfully added FSR item' });
    },
  );

  const update = async (request: SchemaRequest<typeof updateOpts.schema>) => {
    const id = request.params.id;
    const before = await updateFsrItem(db, request, id, readFsrItem(request.body, true));
    return {
      data: toFsrRecord(await findFsr(db, id)),
      message: before.is_star_rate ? 'Successfully updated star rate' : 'Successfully updated FSR item',
    };
  };
  const updateOpts = {
    config: { permission: 'fsr.edit' as const },
    schema: { tags: ['fsr'], params: idParams, body: fsrItemBodySchema, response: ok(recordOf(fsrRecord)) },
  };
  app.put('/fsrs/:id', updateOpts, update);
  app.patch('/fsrs/:id', updateOpts, update);

  app.delete(
    '/fsrs/:id',
    { config: { permission: 'fsr.delete' }, schema: { tags: ['fsr'], params: idParams, response: ok(dataMessage) } },
    async (request) => {
      await deleteFsrItem(db, request, request.params.id);
      const message = 'Successfully deleted FSR item';
      return { data: { message }, message };
    },
  );

  app.post(
    '/fsrs/create',
    {
      config: { permission: 'fsr.create' },
      schema: {
        tags: ['fsr'],
        summary: 'Create FSR items by category and section',
        body: fsrCreateBodySchema,
        response: created(objectOf({ data: objectOf({ created: int }), message: textSchema })),
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const { fsrs } = request.body;
      const count = await createFsrBlocks(db, request, user, fsrs);
      return reply.code(201).send({ data: { created: count }, message: 'Successfully created site' });
    },
  );

  app.post(
    '/fsrs/create-star-rate',
    {
      config: { permission: ['fsr.create', 'quotation.create'] },
      schema: {
        tags: ['fsr'],
        summary: 'Create a star rate',
        body: starRateBodySchema,
        response: created(recordOf(fsrRecord)),
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const id = await createStarRate(db, request, user, request.body);
      return reply
        .code(201)
        .send({ data: toFsrRecord(await findFsr(db, id)), message: 'Successfully created star rate' });
    },
  );

  await app.register(importRoutes);
}
