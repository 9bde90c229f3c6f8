import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ROLE } from '../../../domain/roles.js';
import { notFound } from '../../lib/errors.js';
import { likeContains, multi } from '../../lib/paging.js';

/** School look-ups (the full schools area comes with the organisation issue). An operations manager sees only their school. */
export default async function schoolRoutes(app: FastifyInstance) {
  app.get('/school', {
    config: { auth: 'user' },
    schema: { tags: ['schools'], querystring: { type: 'object', properties: { all: { type: 'string' }, include_all: { type: 'string' }, school: { type: 'string', maxLength: 191 }, zone: { type: 'string', maxLength: 20 } }, additionalProperties: true } },
  }, async (request) => {
    const user = app.requireUser(request);
    const q = request.query as Record<string, unknown>;
    let qb = app.db.selectFrom('schools').select(['id', 'name', 'slug', 'zone', 'sub_zone', 'school_type']).orderBy('name');
    if (user.role_slug === ROLE.OPERATIONS_MANAGER) qb = qb.where('id', '=', user.school_id ?? -1);
    const name = multi(q, 'school')?.[0];
    if (name) qb = qb.where(sql<boolean>`lower(name) like ${likeContains(name)} escape '\\'`);
    const zones = multi(q, 'zone');
    if (zones?.length) qb = qb.where('zone', 'in', zones);
    return { data: await qb.execute() };
  });

  app.get('/school/:id', {
    config: { auth: 'user' },
    schema: { tags: ['schools'], params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } },
  }, async (request) => {
    const user = app.requireUser(request);
    const { id } = request.params as { id: number };
    if (user.role_slug === ROLE.OPERATIONS_MANAGER && user.school_id !== id) throw notFound();
    const row = await app.db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return { data: { ...row, less_percent: row.less_percent_bp === null ? null : row.less_percent_bp / 100, star_rate: row.star_rate_bp === null ? null : row.star_rate_bp / 100 } };
  });
}
