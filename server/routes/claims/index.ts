/**
 * Claim workflow routes with JSON bodies (issue 11, spec part 2 §7 "Claims"): thin wiring of HTTP to
 * server/services/claims/transitions.ts. Multipart routes (create/update with supporting documents and a stored
 * signature, post approval with files) are not written yet.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClaimAction } from '../../../domain/claimWorkflow.js';
import { claimMaActionFor } from '../../../domain/claimWorkflow.js';
import { CLAIM_MSG } from '../../../domain/claimValidation.js';
import { claimMaApprovalBodySchema, claimPaymentBodySchema, claimRemarksBodySchema } from '../../../schemas/claim.js';
import { unprocessable } from '../../lib/errors.js';
import {
  arrayOf,
  errorResponses,
  int,
  messageOnly,
  nullableStr,
  num,
  objectOf,
  ok,
  str,
} from '../../lib/openapi/responses.js';
import { claimableQuotations, pendingClaims } from '../../services/claims/pending.js';
import { applyClaimAction } from '../../services/claims/transitions.js';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
const answered = { ...ok(messageOnly), ...errorResponses(403, 404, 409, 422) };

export default async function claimRoutes(app: FastifyInstance) {
  const run = (action: (body: Record<string, unknown>) => ClaimAction) => async (request: FastifyRequest) => {
    const user = app.requireUser(request);
    const { id } = request.params as { id: number };
    const body = (request.body ?? {}) as Record<string, unknown>;
    const result = await applyClaimAction(app.db, user, id, action(body), body);
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
      data: await claimableQuotations(
        app.db,
        app.requireUser(request),
        request.query as { trade?: string; school_id?: number; zone?: string },
      ),
    }),
  );

  app.post(
    '/claims/:id/ma-approval',
    {
      config: { permission: 'claim.approve' },
      schema: { tags: ['claims'], params: idParams, body: claimMaApprovalBodySchema, response: answered },
    },
    run((body) => {
      const action = claimMaActionFor(body.status);
      if (!action) throw unprocessable({ status: [body.status ? CLAIM_MSG.invalidOption : CLAIM_MSG.required] });
      return action;
    }),
  );
  app.post(
    '/claims/:id/update-in-progress',
    {
      config: { permission: 'invoice.edit' },
      schema: { tags: ['claims'], params: idParams, body: claimRemarksBodySchema, response: answered },
    },
    run(() => 'invoice_in_progress'),
  );
  app.post(
    '/claims/:id/reject',
    {
      config: { permission: 'claim.edit' },
      schema: { tags: ['claims'], params: idParams, body: claimRemarksBodySchema, response: answered },
    },
    run(() => 'reject'),
  );
  app.post(
    '/claims/:id/update-payment-status',
    {
      config: { permission: 'invoice.edit' },
      schema: { tags: ['claims'], params: idParams, body: claimPaymentBodySchema, response: answered },
    },
    run(() => 'payment'),
  );
  app.delete(
    '/claims/:id',
    {
      config: { permission: 'claim.edit' },
      schema: { tags: ['claims'], params: idParams, response: answered },
    },
    run(() => 'delete'),
  );
}
