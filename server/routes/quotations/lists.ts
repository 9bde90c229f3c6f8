import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { sql } from 'kysely';
import { GST_SCHEDULE } from '../../../domain/gst.js';
import { DEFAULT_LESS_PERCENT, DEFAULT_STAR_RATE_PERCENT, CUSTODIAL_RATE_CENTS } from '../../../domain/pricing.js';
import { DOCUMENT_TYPES, SOURCE_FUNDS } from '../../../domain/quotationValidation.js';
import {
  JOB_TYPES,
  QUOTATION_CLAIM_STATUSES,
  QUOTATION_CURRENT_STATUSES,
  QUOTATION_STATUSES,
  QUOTATION_WSO_STATUSES,
  quotationSchema,
  TRADES,
} from '../../../schemas/quotation.js';
import { multi, pageOf, pagedResponse, pagingQuerySchema } from '../../lib/paging.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { ok, pagedOf } from '../../lib/openapi/responses.js';
import { quotationListRow, resourceConfig } from '../../lib/openapi/records.js';
import { wherePendingForUser } from '../../services/quotations/pending.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  applyListFilters,
  loadPending,
  presentListRow,
  scopeQuotations,
  type QuotationQuery,
} from '../../services/quotations/repository.js';
import { sortBy } from '../../lib/listParameters.js';
import { refuseImpossibleDates } from '../../lib/dateFilters.js';

const SORTABLE: Record<string, string> = {
  date: 'date',
  reference_number: 'reference_number',
  total_amount: 'total_cents',
  status: 'status',
  created_at: 'created_at',
  id: 'id',
};
const listQuery = {
  type: 'object',
  properties: {
    ...pagingQuerySchema,
    reference_number: { type: 'string', maxLength: 40 },
    job: { type: 'string', maxLength: 191 },
    start_date: { type: 'string', maxLength: 10 },
    end_date: { type: 'string', maxLength: 10 },
    month: { type: 'string', maxLength: 7 },
    // Read by applyListFilters (one value or several as `status[]`); the dashboards link here with them.
    school: { type: 'string', maxLength: 20 },
    status: { type: 'string', maxLength: 40 },
    wso_status: { type: 'string', maxLength: 40 },
    claim_status: { type: 'string', maxLength: 40 },
    zone: { type: 'string', maxLength: 20 },
    trade: { type: 'string', maxLength: 20 },
    contractor: { type: 'string', maxLength: 191 },
    sort: sortBy(...Object.keys(SORTABLE)),
  },
  additionalProperties: true,
} as const;

/** The quotation screens' configuration and the three paged lists (all, pending approvals, pending claims). */
export default async function listRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;

  app.get(
    '/config/quotation',
    { config: { permission: 'quotation.view' }, schema: { tags: ['quotations'], response: ok(resourceConfig) } },
    async () => ({
      data: {
        columns: columnDefs(quotationSchema),
        resource: 'quotation',
        path: '/quotations',
        route: 'works-order/quotation-list',
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
   * The paged list in one query: an inner query over the quotations table alone (scope and filters, served by its indexes) picks
   * the page's ids with count(*) over(); the outer query joins school and creator for those 25 rows only. Then one query for the
   * page's pending approvals.
   */
  async function listPage(
    request: FastifyRequest,
    path: string,
    extra?: (qb: QuotationQuery, user: AuthUser) => QuotationQuery,
  ) {
    const user = app.requireUser(request);
    const q = request.query as Record<string, unknown> & {
      page?: number;
      per_page?: number;
      sort?: string;
      order?: string;
    };
    refuseImpossibleDates(q, ['start_date', 'end_date']);
    let ids = scopeQuotations(db.selectFrom('quotations'), user);
    ids = applyListFilters(ids, q, (k) => multi(q, k));
    if (extra) ids = extra(ids, user);
    const sortCol = SORTABLE[q.sort ?? ''] ?? 'id';
    const dir = q.order ? (q.order.toLowerCase() === 'asc' ? 'asc' : 'desc') : 'desc';
    const page = pageOf(q);
    // With a filter, order by `id + 0`: the planner must not walk the primary key hoping to stop after 25 rows (the window count
    // reads every matching row anyway); the filter's own index is the fast path. Without one, the primary key order is best.
    const filtered = /\swhere\s/i.test(ids.selectAll('quotations').compile().sql);
    const idOrder = filtered ? sql`quotations.id + 0` : sql.ref('quotations.id');
    // Unfiltered, the total is the table's row count (a scalar subquery evaluated once) and the page comes straight off the key.
    const totalExpr = filtered ? sql<number>`count(*) over()` : sql<number>`(select count(*) from quotations)`;
    const pageIds = ids
      .select(['quotations.id', totalExpr.as('__total')])
      .orderBy(sortCol === 'id' ? idOrder : sql.ref(`quotations.${sortCol}`), dir)
      .orderBy(idOrder, dir)
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    const rows = await db
      .selectFrom(pageIds.as('p'))
      .innerJoin('quotations', 'quotations.id', 'p.id')
      .innerJoin('schools', 'schools.id', 'quotations.school_id')
      .leftJoin('users as creator', 'creator.id', 'quotations.created_by')
      .selectAll('quotations')
      .select(['schools.name as school_name', 'creator.full_name as creator_name', 'p.__total'])
      .orderBy(`quotations.${sortCol}` as 'quotations.id', dir)
      .orderBy('quotations.id', dir)
      .execute();
    let total = Number(rows[0]?.__total ?? 0);
    if (!rows.length && page.page > 1)
      total = Number((await ids.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
    const pending = await loadPending(
      db,
      rows.map((r) => r.id),
    );
    return pagedResponse(
      rows.map((r) => presentListRow(r as never, pending.get(r.id) ?? {}, user)),
      total,
      page,
      path,
    );
  }

  app.get(
    '/quotations',
    {
      config: { permission: 'quotation.view' },
      schema: { tags: ['quotations'], querystring: listQuery, response: ok(pagedOf(quotationListRow)) },
    },
    (request) => listPage(request, '/api/quotations'),
  );

  app.get(
    '/quotations/pending-approvals',
    {
      config: { permission: 'quotation.view' },
      schema: { tags: ['quotations'], querystring: listQuery, response: ok(pagedOf(quotationListRow)) },
    },
    (request) => listPage(request, '/api/quotations/pending-approvals', wherePendingForUser),
  );

  app.get(
    '/quotations/pending-claims',
    {
      config: { permission: 'quotation.view' },
      schema: { tags: ['quotations'], querystring: listQuery, response: ok(pagedOf(quotationListRow)) },
    },
    (request) =>
      listPage(request, '/api/quotations/pending-claims', (qb) =>
        qb
          .where('quotations.status', '=', 'COMPLETED')
          .where('quotations.claim_status', 'in', ['PENDING', 'PARTIAL-CLAIM']),
      ),
  );
}
