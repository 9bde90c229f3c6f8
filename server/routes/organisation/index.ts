import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ROLE } from '../../../domain/roles.js';
import { listSchools, MA_CATEGORIES, schoolListQuerySchema } from '../../lib/organisation.js';
import assignmentRoutes from './assignments.js';
import {
  loadOrganisation,
  organisationCandidates,
  organisationRows,
  schoolFor,
} from '../../services/organisation/repository.js';
import { updateOrganisation } from '../../services/organisation/update.js';
import { organisationDetail, organisationRow, outstandingItems, schoolParams } from './schemas.js';
import { pendingClaims, pendingQuotations, pendingWso } from '../../services/organisation/outstanding.js';
import { int, listOf, messageOnly, objectOf, ok, pagedOf, str } from '../../lib/openapi/responses.js';

/** User organisation (spec part 1 §2.8, §7): who manages each school, and who gets its e-mails. */
export default async function organisationRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;

  app.get(
    '/user-organization',
    {
      config: { permission: 'user-organization.view' },
      schema: { tags: ['organisation'], querystring: schoolListQuerySchema(), response: ok(pagedOf(organisationRow)) },
    },
    async (request) =>
      listSchools(db, app.requireUser(request), request.query, '/api/user-organization', (rows) =>
        organisationRows(db, rows),
      ),
  );

  app.get(
    '/user-organization/:school',
    {
      config: { permission: 'user-organization.view' },
      schema: { tags: ['organisation'], params: schoolParams, response: ok(organisationDetail) },
    },
    async (request) => {
      const school = await schoolFor(db, app.requireUser(request), request.params.school);
      return loadOrganisation(db, school);
    },
  );

  app.put(
    '/user-organization/:school/update',
    {
      config: { permission: 'user-organization.edit' },
      schema: {
        tags: ['organisation'],
        params: schoolParams,
        body: {
          type: 'object',
          properties: {
            school: {},
            operation_managers: {
              type: 'array',
              maxItems: 100,
              items: {
                type: 'object',
                properties: { id: { type: 'integer', minimum: 1 }, school_send_email: { type: 'boolean' } },
                required: ['id'],
                additionalProperties: true,
              },
            },
            managing_agents: {
              type: 'array',
              maxItems: 100,
              items: {
                type: 'object',
                properties: {
                  id: { type: 'integer', minimum: 1 },
                  category_options: { type: 'array', items: { type: 'string', enum: [...MA_CATEGORIES] }, maxItems: 4 },
                  is_send_email: { type: 'boolean' },
                },
                required: ['id'],
                additionalProperties: true,
              },
            },
          },
          required: ['operation_managers', 'managing_agents'],
          additionalProperties: true,
        },
        response: ok(messageOnly),
      },
    },
    async (request) => {
      const actor = app.requireUser(request);
      const school = await schoolFor(db, actor, request.params.school);
      await updateOrganisation(db, request, actor, school, request.body);
      return { message: 'Successfully updated user organization' };
    },
  );

  app.get(
    '/user-organization/:school/users',
    {
      config: { permission: 'user-organization.view' },
      schema: {
        tags: ['organisation'],
        params: schoolParams,
        querystring: {
          type: 'object',
          properties: {
            role: { type: 'string', enum: [ROLE.OPERATIONS_MANAGER, ROLE.MANAGING_AGENT] },
            zone: { type: 'string', maxLength: 20 },
            'zone[]': { type: 'array', items: { type: 'string', maxLength: 20 } },
          },
          required: ['role'],
          additionalProperties: true,
        },
        response: ok(listOf(objectOf({ id: int, full_name: str, email: str }))),
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      await schoolFor(db, user, request.params.school);
      return { data: await organisationCandidates(db, user, request.query) };
    },
  );

  app.get(
    '/user-organization/:school/display-outstanding-items',
    {
      config: { permission: 'user-organization.view' },
      schema: { tags: ['organisation'], params: schoolParams, response: ok(outstandingItems) },
    },
    async (request) => {
      const user = app.requireUser(request);
      const school = await schoolFor(db, user, request.params.school);
      // Each list only for a caller who may view its area (an empty list otherwise, as when nothing waits).
      const may = (permission: string) => user.permissions.has(permission);
      // What waits for the school's operations managers: work service orders the managing agents have checked.
      return {
        data: {
          operation_managers: may('wso.view') ? await pendingWso(db, school.id, user, 'OM') : [],
          managing_agents: {
            QUOTATIONS: may('quotation.view') ? await pendingQuotations(db, school.id, user) : [],
            CLAIMS: may('claim.view') ? await pendingClaims(db, school.id, user) : [],
            WSO: may('wso.view') ? await pendingWso(db, school.id, user, 'MA') : [],
          },
        },
      };
    },
  );

  await app.register(assignmentRoutes);
}
