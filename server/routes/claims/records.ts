import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { signatureImageRoute } from '../../lib/signatureRoute.js';
import { CLAIM_CURRENT_STATUSES, CLAIM_STATUSES, claimListSchema } from '../../../schemas/claim.js';
import { PROJECT_WORK } from '../../../domain/claimValidation.js';
import { audit } from '../../lib/audit.js';
import { readBody } from '../../lib/forms.js';
import { arrayOf, created, errorResponses, int, objectOf, ok, recordOf, str } from '../../lib/openapi/responses.js';
import { listRoute } from '../../lib/listRoute.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { loadClaim } from '../../services/claims/record.js';
import { claimListOptions, findClaim, OWNER_CLAIM } from '../../services/claims/repository.js';
import { CLAIM_JSON_FIELDS, CLAIM_UPLOADS, saveClaim } from '../../services/claims/save.js';
import { columnConfig } from '../../lib/openapi/records.js';
import { idParams } from '../../../schemas/common.js';
import { claimForm, listRow, record } from './schemas.js';

const saved = objectOf({ message: str, data: objectOf({ id: int }) });
const saveErrors = errorResponses(400, 401, 403, 404, 409, 413, 422);

/** The claim records (spec part 2 §7 "Claims"): list, config, one claim, the multipart form, its files. */
export default async function claimRecordRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;
  const tags = ['claims'];

  listRoute(app, claimListSchema, {
    tags,
    row: listRow,
    options: (request) => claimListOptions(db, app.requireUser(request)),
  });

  app.get(
    '/config/claim',
    {
      config: { permission: 'claim.view' },
      schema: {
        tags,
        response: {
          ...ok(
            objectOf({
              data: objectOf({
                columns: columnConfig,
                statuses: arrayOf(str),
                current_statuses: arrayOf(str),
                source_funds: arrayOf(str),
                trades: arrayOf(objectOf({ id: str, name: str })),
                job_types: arrayOf(str),
                document_types: arrayOf(str),
              }),
            }),
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({
      data: {
        columns: columnDefs(claimListSchema),
        statuses: [...CLAIM_STATUSES],
        current_statuses: [...CLAIM_CURRENT_STATUSES],
        source_funds: ['SCHOOL', 'MOE', '95-5'],
        trades: [
          { id: 'BLDG', name: 'Building Management' },
          { id: 'PAS', name: 'Plumbing and Sanitary Works' },
          { id: 'HORTI', name: 'Turf and Plant' },
        ],
        job_types: ['corrective', 'preventive', PROJECT_WORK],
        document_types: ['General', 'EPO-EPI'],
      },
    }),
  );

  app.get<{ Params: { id: number } }>(
    '/claims/:id',
    {
      config: { permission: 'claim.view' },
      schema: { tags, params: idParams, response: { ...ok(recordOf(record)), ...errorResponses(401, 403, 404) } },
    },
    async (request) => ({ data: await loadClaim(db, request.params.id, app.requireUser(request)) }),
  );

  app.post(
    '/claims',
    {
      config: { permission: 'claim.create' },
      schema: { tags, summary: 'Create a claim', ...claimForm, response: { ...created(saved), ...saveErrors } },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const body = await readBody(app, request, CLAIM_UPLOADS, CLAIM_JSON_FIELDS);
      const r = await saveClaim(app, user, null, body);
      await audit(db, request, { action: 'create', entity: 'claim', entityId: r.id });
      return reply.code(201).send({ message: r.message, data: { id: r.id } });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/claims/:id',
    {
      config: { permission: 'claim.edit' },
      schema: {
        tags,
        summary: 'Save or submit a DRAFT or REJECTED claim',
        params: idParams,
        ...claimForm,
        response: { ...ok(saved), ...saveErrors },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      await findClaim(db, request.params.id, user);
      const body = await readBody(app, request, CLAIM_UPLOADS, CLAIM_JSON_FIELDS);
      const r = await saveClaim(app, user, request.params.id, body);
      await audit(db, request, { action: 'update', entity: 'claim', entityId: r.id });
      return { message: r.message, data: { id: r.id } };
    },
  );

  // A signature or a supporting document of the claim, for the form's images and links.
  signatureImageRoute(app, {
    base: '/claims',
    permission: 'claim.view',
    tags,
    owner: OWNER_CLAIM.signature,
    find: (id, user) => findClaim(db, id, user),
  });
}
