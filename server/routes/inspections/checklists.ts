import { named } from '../../lib/openapi/components.js';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { FREQUENCIES, INSPECTION_CATEGORIES, INSPECTION_TYPES } from '../../../domain/inspections.js';
import { checklistListSchema } from '../../../schemas/checklist.js';
import { listQuerySchema, listRecords } from '../../lib/crud.js';
import { arrayOf, errorResponses, int, nullableStr, objectOf, ok, pagedOf, str } from '../../lib/openapi/responses.js';
import { checklistListOptions } from '../../services/inspections/checklists.js';

const list = checklistListSchema['x-area-list'];

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

  // The templates read by the schema's filters and sort (an undeclared one answers 422); the create-inspection picker
  // asks for every one of them (all=1): there are a handful, not thousands.
  app.get(
    list.path,
    {
      config: { permission: list.permissions.list },
      schema: {
        tags,
        querystring: listQuerySchema(checklistListSchema),
        response: { ...ok(pagedOf(template)), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) =>
      listRecords(app.db, checklistListSchema, request.query, `/api${list.path}`, checklistListOptions),
  );
}
