import { named } from '../../lib/openapi/components.js';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { FREQUENCIES, INSPECTION_CATEGORIES, INSPECTION_TYPES } from '../../../domain/inspections.js';
import { arrayOf, int, nullableStr, objectOf, ok, pagedOf, str } from '../../lib/openapi/responses.js';
import { pageOf, pagedResponse, pagingQuerySchema, wantsAll } from '../../lib/paging.js';
import { listChecklists, type ChecklistFilters } from '../../services/inspections/checklists.js';
import { sortBy } from '../../lib/listParameters.js';

const template = named(
  'ChecklistTemplate',
  objectOf({
    id: int,
    name: str,
    category: str,
    type: str,
    frequency: str,
    status: str,
    custom_callback: nullableStr,
  }),
);

/** Checklist templates (spec part 3 §7 "Checklists and defects"); members come from /user/attendance-members. */
export default async function checklistRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ['inspections'];

  app.get(
    '/config/checklist-bm-tp',
    {
      config: { permission: 'checklist.view' },
      schema: {
        tags,
        response: ok(
          objectOf({ data: objectOf({ categories: arrayOf(str), frequencies: arrayOf(str), types: arrayOf(str) }) }),
        ),
      },
    },
    async () => ({ data: { categories: INSPECTION_CATEGORIES, frequencies: FREQUENCIES, types: INSPECTION_TYPES } }),
  );

  app.get<{ Querystring: ChecklistFilters & { page?: number; per_page?: number; all?: string; no_paginate?: string } }>(
    '/checklist',
    {
      config: { permission: 'checklist.view' },
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: {
            ...pagingQuerySchema,
            category: { type: 'string', maxLength: 40 },
            frequency: { type: 'string', maxLength: 30 },
            type: { type: 'string', maxLength: 20 },
            // Templates are listed by name; the screen names that order.
            sort: sortBy('id', 'name'),
          },
        },
        response: ok(pagedOf(template)),
      },
    },
    async (request) => {
      // The create-inspection picker asks for every template (all=1); there are a handful, not thousands.
      const page = wantsAll(request.query) ? { page: 1, perPage: 500 } : pageOf(request.query);
      const { data, total } = await listChecklists(app.db, request.query, page);
      return pagedResponse(data, total, page, '/api/checklist');
    },
  );
}
