/**
 * Claim routes (issue 11, spec part 2 §7 "Claims"): thin wiring of HTTP to server/services/claims/. The workflow steps
 * with JSON bodies are here; the records (list, one claim, the multipart form) in records.ts, the invoice side in
 * invoice.ts, the report in reports.ts.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { ClaimAction } from '../../../domain/claimWorkflow.js';
import { claimRemarksBodySchema } from '../../../schemas/claim.js';
import { idParams } from '../../../schemas/common.js';
import { claimMaApprovalForm } from './schemas.js';
import { readBody } from '../../lib/forms.js';
import type { SchemaRequest } from '../../lib/schemaRequest.js';
import { CLAIM_UPLOADS } from '../../services/claims/save.js';
import {
  arrayOf,
  errorResponses,
  int,
  messageOnly,
  nullableInt,
  nullableStr,
  num,
  objectOf,
  ok,
  str,
} from '../../lib/openapi/responses.js';
import { claimableQuotation, claimableQuotations, pendingClaims } from '../../services/claims/pending.js';
import { notFound } from '../../lib/errors.js';
import { maApproveClaim } from '../../services/claims/approval.js';
import { notifyClaim } from '../../services/claims/notify.js';
import { claimAttachmentAccess, findClaim } from '../../services/claims/repository.js';
import { registerOwnerAccess } from '../../lib/ownerAccess.js';
import { applyClaimAction } from '../../services/claims/transitions.js';
import claimInvoiceRoutes from './invoice.js';
import claimRecordRoutes from './records.js';
import claimReportRoutes from './reports.js';

const answered = { ...ok(messageOnly), ...errorResponses(400, 401, 403, 404, 409, 413, 422) };

export default async function claimRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  registerOwnerAccess(claimAttachmentAccess);
  await app.register(claimRecordRoutes);
  await app.register(claimInvoiceRoutes);
  await app.register(claimReportRoutes);
  const run = (step: ClaimAction) => async (request: SchemaRequest<{ params: typeof idParams }>) => {
    const user = app.requireUser(request);
    const { id } = request.params;
    // The step's remarks and version, as its route's schema checked them; a DELETE may carry none.
    const body = typeof request.body === 'object' && request.body !== null ? { ...request.body } : {};
    // Outside the caller's scope a claim does not exist for them (404, no existence leak).
    await findClaim(app.db, id, user);
    const result = await applyClaimAction(app.db, user, id, step, body);
    if (step === 'reject') await notifyClaim(app, id, 'rejected');
    return { message: result.message };
  };

  app.get(
    '/claims/pending-approvals',
    {
      config: { permission: 'claim.view' },
      schema: {
        tags: ['claims'],
        response: ok(
          objectOf({
            data: arrayOf(
              objectOf({
                id: int,
                reference_number: str,
                status: str,
                current_status: nullableStr,
                date: str,
                job: str,
                total_amount: num,
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ({ data: await pendingClaims(app.db, app.requireUser(request)) }),
  );

  app.get(
    '/config/claim-quotations',
    {
      config: { permission: 'claim.create' },
      schema: {
        tags: ['claims'],
        querystring: {
          type: 'object',
          properties: {
            trade: { type: 'string', maxLength: 20 },
            school_id: { type: 'integer', minimum: 1 },
            zone: { type: 'string', maxLength: 20 },
          },
          additionalProperties: true,
        },
        response: ok(
          objectOf({
            data: arrayOf(
              objectOf({
                id: int,
                reference_number: str,
                job: str,
                trade: str,
                school_id: int,
                zone: str,
                date: str,
                remaining_claim_percentage: num,
                total_amount: num,
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ({
      data: await claimableQuotations(app.db, app.requireUser(request), request.query),
    }),
  );

  app.get(
    '/config/claim-quotations/:id',
    {
      config: { permission: 'claim.create' },
      schema: {
        tags: ['claims'],
        summary: 'A claimable quotation with its rows and stored rates, for pricing the claim form',
        params: idParams,
        querystring: {
          type: 'object',
          properties: { claim_id: { type: 'integer', minimum: 1, description: 'The claim being edited' } },
          additionalProperties: true,
        },
        response: {
          ...ok(
            objectOf({
              data: objectOf({
                id: int,
                reference_number: str,
                job: str,
                remaining_claim_percentage: num,
                less_percent_bp: int,
                star_rate_bp: int,
                items: arrayOf({ type: 'object', additionalProperties: true }),
                earlier: objectOf({
                  held: int,
                  rows: arrayOf(objectOf({ claimed: int, custodial: int })),
                  fsr_less: int,
                  star_rate_add: int,
                }),
                completed_wso_years: arrayOf(nullableInt),
                contacts: objectOf({ attention: nullableStr, tel: nullableStr, location: nullableStr }),
                configured_gst_bp: nullableInt,
              }),
            }),
          ),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const claimId = request.query.claim_id ?? null;
      const data = await claimableQuotation(app.db, app.requireUser(request), request.params.id, {
        claimId,
        configuredGst: app.config.claimGstBp,
      });
      if (!data) throw notFound();
      return { data };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/claims/:id/ma-approval',
    {
      config: { permission: 'claim.approve' },
      // The spec's call is multipart with attachments[]; a JSON body with the same fields is read too.
      schema: { tags: ['claims'], params: idParams, ...claimMaApprovalForm, response: answered },
    },
    async (request) => {
      const user = app.requireUser(request);
      const body = await readBody(app, request, CLAIM_UPLOADS);
      try {
        const r = await maApproveClaim(app, user, request.params.id, body.fields, body.files);
        return { message: r.message };
      } catch (e) {
        await body.discard();
        throw e;
      }
    },
  );
  app.post(
    '/claims/:id/update-in-progress',
    {
      config: { permission: 'invoice.edit' },
      schema: { tags: ['claims'], params: idParams, body: claimRemarksBodySchema, response: answered },
    },
    run('invoice_in_progress'),
  );
  app.post(
    '/claims/:id/reject',
    {
      config: { permission: 'claim.edit' },
      schema: { tags: ['claims'], params: idParams, body: claimRemarksBodySchema, response: answered },
    },
    run('reject'),
  );
  app.delete(
    '/claims/:id',
    {
      config: { permission: 'claim.edit' },
      schema: { tags: ['claims'], params: idParams, response: answered },
    },
    run('delete'),
  );
}
