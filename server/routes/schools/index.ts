import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import type { Selectable } from 'kysely';
import type { SchoolTable } from '../../db/types.js';
import { notFound } from '../../lib/errors.js';
import { columnDefs, createBodySchema, updateBodySchema } from '../../lib/schemaRegistry.js';
import { schoolSchema } from '../../../schemas/school.js';
import { listSchools, maySeeSchool, schoolListQuerySchema } from '../../lib/organisation.js';
import contractRoutes from './contracts.js';
import treePhotoRoutes from './treePhoto.js';
import { created, dataMessage, errorResponses, ok, pagedOf, recordOf } from '../../lib/openapi/responses.js';
import { removeStored } from '../../lib/upload.js';
import { presentSchools } from '../../services/schools/records.js';
import { createSchool, deleteSchool, updateSchool } from '../../services/schools/save.js';
import { resourceConfig, schoolRecord } from '../../lib/openapi/records.js';

const MESSAGES = schoolSchema['x-resource'].messages;

/**
 * Schools with their operations managers and managing agents. An operations manager sees only their own school;
 * the zone filter is honoured for administrators only. The list also feeds the user form's school picker.
 * Administrators create, edit and delete schools (a school something refers to cannot be deleted: 409 naming what).
 */
export default async function schoolRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;
  const toRecords = (rows: Selectable<SchoolTable>[]) => presentSchools(db, rows);
  const one = async (id: number) =>
    (await toRecords([await db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirstOrThrow()]))[0];

  app.get(
    '/config/school',
    { config: { permission: 'school.view' }, schema: { tags: ['config'], response: ok(resourceConfig) } },
    async () => ({
      data: {
        columns: columnDefs(schoolSchema),
        resource: schoolSchema.$id,
        path: schoolSchema['x-resource'].path,
        route: schoolSchema['x-resource'].route,
      },
    }),
  );

  app.get(
    '/school',
    {
      config: { permission: ['school.view', 'user.create', 'user.edit'] },
      schema: { tags: ['schools'], querystring: schoolListQuerySchema(), response: ok(pagedOf(schoolRecord)) },
    },
    async (request) => listSchools(db, app.requireUser(request), request.query, '/api/school', toRecords),
  );

  app.get(
    '/school/:id',
    {
      config: { permission: ['school.view', 'user.create', 'user.edit'] },
      schema: { tags: ['schools'], params: idParams, response: ok(recordOf(schoolRecord)) },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id } = request.params;
      const row = await db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || !maySeeSchool(user, row)) throw notFound();
      return { data: (await toRecords([row]))[0] };
    },
  );

  app.post(
    '/school',
    {
      config: { permission: 'school.create' },
      schema: { tags: ['schools'], body: createBodySchema(schoolSchema), response: created(recordOf(schoolRecord)) },
    },
    async (request, reply) => {
      const school = await createSchool(db, request, request.body);
      return reply.code(201).send({ data: await one(school.id), message: MESSAGES.created.en });
    },
  );

  app.put(
    '/school/:id',
    {
      config: { permission: 'school.edit' },
      schema: {
        tags: ['schools'],
        params: idParams,
        body: updateBodySchema(schoolSchema),
        response: ok(recordOf(schoolRecord)),
      },
    },
    async (request) => {
      const { id } = request.params;
      await updateSchool(db, request, id, request.body);
      return { data: await one(id), message: MESSAGES.updated.en };
    },
  );

  app.delete(
    '/school/:id',
    {
      config: { permission: 'school.delete' },
      schema: { tags: ['schools'], params: idParams, response: { ...ok(dataMessage), ...errorResponses(409) } },
    },
    async (request) => {
      const { id } = request.params;
      const files = await deleteSchool(db, request, id);
      await removeStored(app, files);
      const message = MESSAGES.deleted.en;
      return { data: { message }, message };
    },
  );

  await app.register(contractRoutes);
  await app.register(treePhotoRoutes);
}
