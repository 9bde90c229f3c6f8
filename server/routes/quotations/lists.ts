import type { SchemaRequest } from '../../lib/schemaRequest.js';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { GST_SCHEDULE } from '../../../domain/gst.js';
import { DEFAULT_LESS_PERCENT, DEFAULT_STAR_RATE_PERCENT, CUSTODIAL_RATE_CENTS } from '../../../domain/pricing.js';
import { DOCUMENT_TYPES, SOURCE_FUNDS } from '../../../domain/quotationValidation.js';
import {
  JOB_TYPES,
  QUOTATION_CLAIM_STATUSES,
  QUOTATION_CURRENT_STATUSES,
  QUOTATION_STATUSES,
  QUOTATION_WSO_STATUSES,
  quotationListSchema,
  TRADES,
} from '../../../schemas/quotation.js';
import { listQuerySchema, listRecords } from '../../lib/crud.js';
import { dateFilterParameters, refuseImpossibleDates } from '../../lib/dateFilters.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { errorResponses, ok, pagedOf } from '../../lib/openapi/responses.js';
import { quotationListRow, resourceConfig } from '../../lib/openapi/records.js';
import { wherePendingForUser } from '../../services/quotations/pending.js';
import { quotationListOptions } from '../../services/quotations/list.js';
import type { QuotationQuery } from '../../services/quotations/repository.js';
import type { AuthUser } from '../../plugins/auth.js';

const list = quotationListSchema['x-area-list'];

/** The quotation screens' configuration and the three paged lists (all, pending approvals, pending claims). */
export default async function listRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;

  app.get(
    '/config/quotation',
    { config: { permission: 'quotation.view' }, schema: { tags: ['quotations'], response: ok(resourceConfig) } },
    async () => ({
      data: {
        columns: columnDefs(quotationListSchema),
        resource: 'quotation',
        path: list.path,
        route: list.resource,
        statuses: QUOTATION_STATUSES,
        current_statuses: QUOTATION_CURRENT_STATUSES,
        claim_statuses: QUOTATION_CLAIM_STATUSES,
        wso_statuses: QUOTATION_WSO_STATUSES,
        trades: TRADES,
        job_types: JOB_TYPES,
        source_funds: SOURCE_FUNDS,
        document_types: DOCUMENT_TYPES,
        gst_percent_by_year: GST_SCHEDULE,
        default_less_percent: DEFAULT_LESS_PERCENT,
        default_star_rate: DEFAULT_STAR_RATE_PERCENT,
        custodial_rate: CUSTODIAL_RATE_CENTS / 100,
        item_page_size: 1000,
      },
    }),
  );

  /**
   * The three lists (all, pending approvals, pending claims) are one: the schema's filters, sorts and paging (lib/crud
   * listRecords, the page read in two steps) in the caller's scope, narrowed by the variant's own condition.
   */
  const listPage = (
    request: SchemaRequest<typeof listRoute.schema>,
    path: string,
    variant?: (qb: QuotationQuery, user: AuthUser) => QuotationQuery,
  ) => {
    const query = request.query;
    refuseImpossibleDates(query, dateFilterParameters(quotationListSchema));
    return listRecords(
      db,
      quotationListSchema,
      query,
      path,
      quotationListOptions(db, app.requireUser(request), variant),
    );
  };
  const listRoute = {
    config: { permission: list.permissions.list },
    schema: {
      tags: ['quotations'],
      querystring: listQuerySchema(quotationListSchema),
      response: { ...ok(pagedOf(quotationListRow)), ...errorResponses(401, 403, 422) },
    },
  };

  app.get(list.path, listRoute, (request) => listPage(request, '/api/quotations'));

  app.get('/quotations/pending-approvals', listRoute, (request) =>
    listPage(request, '/api/quotations/pending-approvals', wherePendingForUser),
  );

  app.get('/quotations/pending-claims', listRoute, (request) =>
    listPage(request, '/api/quotations/pending-claims', (qb) =>
      qb
        .where('quotations.status', '=', 'COMPLETED')
        .where('quotations.claim_status', 'in', ['PENDING', 'PARTIAL-CLAIM']),
    ),
  );
}
