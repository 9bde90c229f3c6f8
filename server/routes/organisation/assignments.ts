import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { SchemaRequest } from '../../lib/schemaRequest.js';
import { idParams } from '../../../schemas/common.js';
import { audit } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { isIsoDate } from '../../../domain/dates.js';
import { bool, int, listOf, messageOnly, nullableStr, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { person } from '../../lib/openapi/records.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';

const assignment = objectOf({
  id: int,
  managing_agent: person,
  is_active: bool,
  start_date: nullableStr,
  end_date: nullableStr,
  updater: objectOf({ full_name: nullableStr }),
  updated_at: str,
});

/** Managing-agent assignments of a school (administrators): listed with their history, toggled, dated, deleted. */
export default async function assignmentRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;

  app.get(
    '/school-assignments/:school/get',
    {
      config: { permission: 'school-assignment.view' },
      schema: {
        tags: ['organisation'],
        params: { type: 'object', properties: { school: { type: 'integer', minimum: 1 } }, required: ['school'] },
        response: ok(listOf(assignment)),
      },
    },
    async (request) => {
      const { school } = request.params;
      if (!(await db.selectFrom('schools').select('id').where('id', '=', school).executeTakeFirst())) throw notFound();
      const rows = await db
        .selectFrom('school_assignments as sa')
        .innerJoin('users as ma', 'ma.id', 'sa.user_id')
        .leftJoin('users as upd', 'upd.id', 'sa.updated_by')
        .select([
          'sa.id',
          'sa.is_active',
          'sa.start_date',
          'sa.end_date',
          'sa.updated_at',
          'ma.id as ma_id',
          'ma.full_name as ma_name',
          'upd.full_name as upd_name',
        ])
        .where('sa.school_id', '=', school)
        .orderBy('sa.is_active', 'desc')
        .orderBy('sa.updated_at', 'desc')
        .orderBy('sa.id', 'desc')
        .execute();
      return {
        data: rows.map((r) => ({
          id: r.id,
          managing_agent: { id: r.ma_id, full_name: r.ma_name },
          is_active: r.is_active === 1,
          start_date: r.start_date,
          end_date: r.end_date,
          updater: { full_name: r.upd_name },
          updated_at: r.updated_at,
        })),
      };
    },
  );

  const update = async (request: SchemaRequest<{ params: typeof idParams; body: typeof assignmentBody }>) => {
    const actor = app.requireUser(request);
    const { id } = request.params;
    const body = request.body;
    const before = await db.selectFrom('school_assignments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound();
    const errors = emptyFieldErrors();
    if (body._method !== undefined && !['PATCH', 'PUT'].includes(String(body._method).toUpperCase()))
      errors._method = ['The method must be PATCH.'];
    const set: { is_active?: number; start_date?: string | null; end_date?: string | null } = {};
    if (body.is_active !== undefined) set.is_active = body.is_active ? 1 : 0;
    for (const f of ['start_date', 'end_date'] as const) {
      if (body[f] === undefined) continue;
      const v = body[f] || null;
      if (v && !isIsoDate(v)) errors[f] = ['The date must be in the format yyyy-MM-dd.'];
      set[f] = v;
    }
    const start = set.start_date !== undefined ? set.start_date : before.start_date;
    const end = set.end_date !== undefined ? set.end_date : before.end_date;
    if (!errors.start_date && !errors.end_date && start && end && start > end)
      errors.end_date = ['The end date must be a date after or equal to the start date.'];
    if (Object.keys(errors).length) throw unprocessable(errors);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('school_assignments')
        .set({ ...set, updated_by: actor.id, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      await audit(trx, request, {
        action: 'school-assignment.update',
        entity: 'school-assignment',
        entityId: id,
        before,
        after: set,
      });
    });
    return { message: 'Successfully updated user school assignment' };
  };
  const assignmentBody = {
    type: 'object',
    properties: {
      _method: { type: 'string', maxLength: 10 },
      is_active: { type: 'boolean' },
      start_date: { type: ['string', 'null'], maxLength: 10 },
      end_date: { type: ['string', 'null'], maxLength: 10 },
    },
    additionalProperties: true,
  } as const;
  app.post(
    '/school-assignments/:id',
    {
      config: { permission: 'school-assignment.edit' },
      schema: { tags: ['organisation'], params: idParams, body: assignmentBody, response: ok(messageOnly) },
    },
    update,
  );
  app.patch(
    '/school-assignments/:id',
    {
      config: { permission: 'school-assignment.edit' },
      schema: { tags: ['organisation'], params: idParams, body: assignmentBody, response: ok(messageOnly) },
    },
    update,
  );

  app.delete(
    '/school-assignments/:id',
    {
      config: { permission: 'school-assignment.delete' },
      schema: { tags: ['organisation'], params: idParams, response: ok(messageOnly) },
    },
    async (request) => {
      const { id } = request.params;
      const before = await db.selectFrom('school_assignments').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('school_assignments').where('id', '=', id).execute();
        await audit(trx, request, {
          action: 'school-assignment.delete',
          entity: 'school-assignment',
          entityId: id,
          before,
        });
      });
      return { message: 'Successfully deleted user school assignment' };
    },
  );
}
