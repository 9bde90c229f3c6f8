import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { SchoolTable } from '../../db/types.js';
import { notFound } from '../../lib/errors.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { schoolSchema } from '../../../schemas/school.js';
import {
  listSchools,
  loadSchoolPeople,
  maySeeSchool,
  schoolListQuerySchema,
  type SchoolListQuery,
} from '../../lib/organisation.js';
import contractRoutes from './contracts.js';
import treePhotoRoutes from './treePhoto.js';
import { ok, pagedOf, recordOf } from '../../lib/openapi/responses.js';
import { resourceConfig, schoolRecord } from '../../lib/openapi/records.js';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
const bp = (v: number | null) => (v === null ? null : v / 100);

/**
 * Schools with their operations managers and managing agents. An operations manager sees only their own school;
 * the zone filter is honoured for administrators only. The list also feeds the user form's school picker.
 */
export default async function schoolRoutes(app: FastifyInstance) {
  const db = app.db;

  async function toRecords(rows: Selectable<SchoolTable>[]) {
    const { oms, mas } = await loadSchoolPeople(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      zone: r.zone,
      sub_zone: r.sub_zone,
      address: r.address,
      school_type: r.school_type,
      telephone: r.telephone,
      fax: r.fax,
      less_percent: bp(r.less_percent_bp),
      star_rate: bp(r.star_rate_bp),
      oms: oms.get(r.id) ?? [],
      mas: mas.get(r.id) ?? [],
    }));
  }

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
      schema: { tags: ['schools'], querystring: schoolListQuerySchema, response: ok(pagedOf(schoolRecord)) },
    },
    async (request) =>
      listSchools(db, app.requireUser(request), request.query as SchoolListQuery, '/api/school', toRecords),
  );

  app.get(
    '/school/:id',
    {
      config: { permission: ['school.view', 'user.create', 'user.edit'] },
      schema: { tags: ['schools'], params: idParams, response: ok(recordOf(schoolRecord)) },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id } = request.params as { id: number };
      if (!maySeeSchool(user, id)) throw notFound();
      const row = await db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return { data: (await toRecords([row]))[0] };
    },
  );

  await app.register(contractRoutes);
  await app.register(treePhotoRoutes);
}
