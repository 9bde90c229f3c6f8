import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { lookupZones } from '../../lib/organisation.js';
import { findQuotation } from '../../services/quotations/repository.js';
import { sql } from 'kysely';
import { ROLE } from '../../../domain/roles.js';

import { multi } from '../../lib/paging.js';
import { errorResponses, listOf, nullableStr, objectOf, ok, int, str } from '../../lib/openapi/responses.js';

/** What a picker shows of a user; more fields only where the query selects them. */
const lookupUser = objectOf({ id: int, full_name: str, designation: nullableStr }, ['designation']);

/** Pickers offer only people who can act: a deactivated user is never assigned anything new. */
const active = sql<boolean>`users.deactivated_at is null`;

/** Small user pickers used across areas: names only, no paging. */
export default async function lookupRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;

  const byZones = (zones: string[] | undefined) => (qb: any) => {
    if (zones === undefined) return qb;
    if (!zones.length) return qb.where(sql<boolean>`1 = 0`);
    return qb.where((eb: any) => eb.or(zones.map((z) => eb(sql`users.zone_in_charge`, 'like', `%"${z}"%`))));
  };

  app.get(
    '/user/lookup',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        querystring: {
          type: 'object',
          properties: {
            role_id: { type: 'string', maxLength: 20 },
            'role_id[]': { type: 'array', items: { type: 'integer' } },
            zone: { type: 'string', maxLength: 20 },
            'zone[]': { type: 'array', items: { type: 'string', maxLength: 20 } },
            search: { type: 'string', maxLength: 100 },
            no_paginate: { type: 'string' },
          },
          additionalProperties: true,
        },
        response: ok(listOf(lookupUser)),
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const q = request.query;
      // Pickers need a name; the e-mail only for those who may see user records anyway.
      const columns = user.permissions.has('user.view')
        ? (['users.id', 'users.full_name', 'users.email'] as const)
        : (['users.id', 'users.full_name'] as const);
      let qb: any = db.selectFrom('users').select(columns).where(active).orderBy('users.full_name').limit(1000);
      const roleIds = multi(q, 'role_id')?.map(Number).filter(Number.isFinite);
      if (roleIds?.length) qb = qb.where('users.role_id', 'in', roleIds);
      qb = byZones(lookupZones(user, multi(q, 'zone')))(qb);
      return { data: await qb.execute() };
    },
  );

  app.get(
    '/user/ma-users',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: "Managing agents and MA quantity surveyors (with quotation_id: those of the quotation's zone)",
        querystring: {
          type: 'object',
          properties: { quotation_id: { type: 'integer', minimum: 1 } },
          additionalProperties: true,
        },
        response: { ...ok(listOf(lookupUser)), ...errorResponses(404) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { quotation_id: quotationId } = request.query;
      let qb: any = db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select(['users.id', 'users.full_name', 'users.designation'])
        .where('roles.slug', 'in', [ROLE.MANAGING_AGENT, ROLE.MA_QS])
        .where(active)
        .orderBy('users.full_name');
      qb = byZones(lookupZones(user))(qb);
      // "Acknowledge and route" offers exactly whom the server accepts: the managing agents of the quotation's zone.
      if (quotationId) qb = byZones([(await findQuotation(db, quotationId, user)).zone ?? ''])(qb);
      return { data: await qb.execute() };
    },
  );

  app.get(
    '/user/attendance-members',
    { config: { auth: 'user' }, schema: { tags: ['users'], response: ok(listOf(lookupUser)) } },
    async (request) => {
      const user = app.requireUser(request);
      let qb: any = db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select(['users.id', 'users.full_name', 'users.designation', 'roles.name as role_name'])
        .where('roles.slug', 'in', [
          ROLE.TECHNICIAN,
          ROLE.TERM_CONTRACTOR,
          ROLE.HORTICULTURIST,
          ROLE.MAINTENANCE_TEAM,
          ROLE.MANAGING_AGENT,
          ROLE.OPERATIONS_MANAGER,
        ])
        .where(active)
        .orderBy('users.full_name');
      qb = byZones(lookupZones(user))(qb);
      return { data: await qb.execute() };
    },
  );
}
