import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { signatureImageRoute } from '../../lib/signatureRoute.js';
import {
  COP_CATEGORIES,
  COP_CATEGORY_LABELS,
  COP_MONTHS,
  COP_MSG,
  COP_STATUSES,
  COP_TABS,
  COP_YEARS,
  isPercentCategory,
  type CopCategory,
  type CopTab,
} from '../../../domain/cop.js';
import { ZONES } from '../../../domain/constants.js';
import { created, errorResponses, fileResponse, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { listRoute } from '../../lib/listRoute.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { COP_CREATORS, copClaimListSchema } from '../../../schemas/copClaim.js';
import { withCurrentSignatures } from '../../services/cops/certification.js';
import { computeClaim } from '../../services/cops/compute.js';
import { signCop, submitCop, updateLines, type LineEdit } from '../../services/cops/edit.js';
import { createCopFor, generateDueClaims } from '../../services/cops/generate.js';
import { categoryTable, coverData, overallTable, summaryTable } from '../../services/cops/present.js';
import { copReport } from '../../services/cops/report.js';
import {
  contractSum,
  copListOptions,
  copZones,
  findCop,
  OWNER_COP_SIGNATURE,
  presentHeader,
  type CopRow,
} from '../../services/cops/repository.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { Db } from '../../db/index.js';
import { configAnswer, createBody, header, signBody, submitBody, tabAnswer, tabQuery, updateBody } from './schemas.js';

/** One tab of a claim: the header and the figures that tab shows (spec §7 GET /cops/{id} {category}). */
async function tabOf(db: Db, row: CopRow, user: AuthUser, tab: CopTab) {
  // Every tab computes the whole claim: its signatures are shown only while they cover these figures.
  const computed = await computeClaim(db, row);
  const claim = presentHeader(withCurrentSignatures(row, computed), user);
  if ((COP_CATEGORIES as readonly string[]).includes(tab))
    return { claim, tab, table: categoryTable(computed, tab as CopCategory) };
  if (tab === 'overall') return { claim, tab, overall: overallTable(computed) };
  if (tab === 'summary') return { claim, tab, summary: summaryTable(computed) };
  return { claim, tab, cover: coverData(computed, await contractSum(db, row.zone)) };
}

/** Contract progress claims (spec part 3 §2–§9, issue 16). The registers SOI, LD and KPI are generic resources. */
export default async function copRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ['cop'];
  const db = app.db;

  if (app.config.copAutoGenerate) {
    // The month's claims appear on its first day: checked at start and every hour (the unique zone+month keeps one).
    const run = () =>
      generateDueClaims(db, new Date(), app.config.timeZone).catch((e) => app.log.error(e, 'COP generation failed'));
    const timer = setInterval(run, 3600_000);
    timer.unref();
    app.addHook('onReady', async () => void run());
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.get(
    '/config/cop',
    { config: { permission: 'cop.view' }, schema: { tags, response: ok(configAnswer) } },
    async (request) => {
      const user = app.requireUser(request);
      const zones = copZones(user);
      return {
        data: {
          columns: columnDefs(copClaimListSchema),
          tabs: [...COP_TABS],
          categories: COP_CATEGORIES.map((c) => ({
            id: c,
            name: COP_CATEGORY_LABELS[c],
            percentage: isPercentCategory(c),
          })),
          statuses: [...COP_STATUSES],
          zones: zones === 'all' ? [...ZONES] : ZONES.filter((z) => zones.includes(z)),
          months: [...COP_MONTHS],
          years: [...COP_YEARS],
          can_create: COP_CREATORS.includes(user.role_slug as never),
        },
      };
    },
  );

  // The list's filters and order are its schema's; a filter value its field cannot have answers 422, as it did.
  listRoute(app, copClaimListSchema, {
    tags,
    row: header,
    typed: true,
    options: (request) => copListOptions(app.requireUser(request)),
  });

  app.post(
    '/cops',
    {
      config: { permission: 'cop.edit' },
      schema: {
        tags,
        body: createBody,
        response: { ...created(objectOf({ data: header, message: str })), ...errorResponses(403, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const id = await createCopFor(db, user, request.body);
      return reply
        .code(201)
        .send({ data: presentHeader(await findCop(db, id, user), user), message: COP_MSG.generated });
    },
  );

  app.get<{ Params: { id: number }; Querystring: { category?: CopTab } }>(
    '/cops/:id',
    {
      config: { permission: 'cop.view' },
      schema: { tags, params: idParams, querystring: tabQuery, response: { ...ok(tabAnswer), ...errorResponses(404) } },
    },
    async (request) => {
      const user = app.requireUser(request);
      const row = await findCop(db, request.params.id, user);
      return { data: await tabOf(db, row, user, request.query.category ?? 'cover') };
    },
  );

  app.post<{ Params: { id: number }; Body: { category: string; cop_detail_school: LineEdit[] } }>(
    '/cops/:id',
    {
      config: { permission: 'cop.edit' },
      schema: {
        tags,
        params: idParams,
        body: updateBody,
        response: { ...ok(tabAnswer), ...errorResponses(403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { category, cop_detail_school } = request.body;
      const row = await updateLines(db, user, request.params.id, category, cop_detail_school);
      return { data: await tabOf(db, row, user, category as CopTab), message: COP_MSG.updated };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/cops/:id/sign',
    {
      config: { permission: 'cop.view' },
      schema: {
        tags,
        params: idParams,
        ...signBody,
        response: { ...ok(objectOf({ data: header, message: str })), ...errorResponses(403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const row = await signCop(app, request, user, request.params.id);
      return { data: presentHeader(row, user), message: COP_MSG.signed };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/cops/:id/submit',
    {
      config: { permission: 'cop.edit' },
      schema: {
        tags,
        params: idParams,
        ...submitBody,
        response: { ...ok(objectOf({ data: header, message: str })), ...errorResponses(403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const row = await submitCop(app, request, user, request.params.id);
      return { data: presentHeader(row, user), message: COP_MSG.submitted };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { download?: string } }>(
    '/cops/:id/report',
    {
      config: { permission: 'cop.view', ticket: 'url' },
      schema: {
        tags,
        params: idParams,
        querystring: {
          type: 'object',
          properties: { download: { type: 'string', maxLength: 5 }, ticket: { type: 'string', maxLength: 200 } },
          additionalProperties: true,
        },
        response: { ...fileResponse(['application/pdf'], 'The claim as a PDF.'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const r = await copReport(app, request.params.id, app.requireUser(request));
      const kind = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `${kind}; filename="cop-${request.params.id}.pdf"`)
        .header('x-report-version', String(r.version))
        .send(r.pdf);
    },
  );

  signatureImageRoute(app, {
    base: '/cops',
    permission: 'cop.view',
    tags,
    owner: OWNER_COP_SIGNATURE,
    find: (id, user) => findCop(db, id, user),
  });
}
