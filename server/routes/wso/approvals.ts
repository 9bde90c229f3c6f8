import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { audit } from '../../lib/audit.js';
import { readBody } from '../../lib/forms.js';
import { errorResponses, int, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { approveWso, rejectWso } from '../../services/wso/approvals.js';
import { WSO_UPLOADS } from '../../services/wso/save.js';
import { approvalBody, rejectBody } from './schemas.js';

const moved = objectOf({ message: str, data: objectOf({ id: int, status: str }) });

/** The approvers' steps (spec part 2 §7 `ma-approval`, `final-approvals`) and the reject call. */
export default async function wsoApprovalRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;
  const tags = ['work service orders'];
  const responses = { ...ok(moved), ...errorResponses(400, 401, 403, 404, 409, 413, 422) };

  for (const [path, step, statuses] of [
    ['ma-approval', 'MA', ['VERIFIED', 'REJECTED']],
    ['final-approvals', 'OM', ['APPROVED', 'REJECTED']],
  ] as const)
    app.post<{ Params: { id: number } }>(
      `/work-service-order/:id/${path}`,
      {
        config: { permission: 'wso.approve' },
        schema: {
          tags,
          summary: step === 'MA' ? 'The MA verifies or rejects' : "The OM's final approval or rejection",
          params: idParams,
          body: approvalBody(statuses, step === 'OM'),
          response: responses,
        },
      },
      async (request) => {
        const user = app.requireUser(request);
        // Signatures come as data URLs: no files are accepted here.
        const body = await readBody(app, request, { ...WSO_UPLOADS, maxFiles: 0 });
        const r = await approveWso(app, user, request.params.id, step, body.fields);
        await audit(db, request, {
          action: `${step.toLowerCase()}-approval`,
          entity: 'work_service_order',
          entityId: request.params.id,
        });
        return { message: r.message, data: { id: request.params.id, status: r.status } };
      },
    );

  app.post<{ Params: { id: number }; Body: { remarks?: string | null; version?: number | null } }>(
    '/work-service-order/:id/reject',
    {
      config: { permission: 'wso.edit' },
      schema: {
        tags,
        summary: 'Reject while pending MA approval',
        params: idParams,
        body: rejectBody,
        response: responses,
      },
    },
    async (request) => {
      const r = await rejectWso(app, app.requireUser(request), request.params.id, { ...(request.body ?? {}) });
      await audit(db, request, { action: 'reject', entity: 'work_service_order', entityId: request.params.id });
      return { message: r.message, data: { id: request.params.id, status: r.status } };
    },
  );
}
