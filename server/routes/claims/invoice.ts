import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.js';
import { readBody } from '../../lib/forms.js';
import { arrayOf, errorResponses, messageOnly, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { claimStepWithDocuments, updateClaimAttachments, updateInvoice } from '../../services/claims/invoice.js';
import { CLAIM_JSON_FIELDS, CLAIM_UPLOADS } from '../../services/claims/save.js';
import { idParams } from '../../../schemas/common.js';
import { invoiceForm, paymentForm, postApprovalForm } from './schemas.js';

const answered = { ...ok(messageOnly), ...errorResponses(400, 401, 403, 404, 409, 413, 422) };
/** A step that may also warn (the invoice number is already on another claim): the UI shows each warning. */
const answeredWithWarnings = {
  ...ok(objectOf({ message: str, warnings: arrayOf(str) })),
  ...errorResponses(400, 401, 403, 404, 409, 413, 422),
};

/** The invoice side of a claim (spec part 2 §5, §7): post approval, payment, invoice details, the document list. */
export default async function claimInvoiceRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;
  const tags = ['claims'];

  for (const [path, action, form] of [
    ['update-final-claim-status', 'post_approval', postApprovalForm],
    ['update-payment-status', 'payment', paymentForm],
  ] as const)
    app.post<{ Params: { id: number } }>(
      `/claims/:id/${path}`,
      {
        config: { permission: 'invoice.edit' },
        schema: { tags, params: idParams, ...form, response: answeredWithWarnings },
      },
      async (request) => {
        const user = app.requireUser(request);
        const body = await readBody(app, request, CLAIM_UPLOADS);
        const r = await claimStepWithDocuments(app, user, request.params.id, action, body);
        await audit(db, request, { action, entity: 'claim', entityId: request.params.id });
        return { message: r.message, warnings: r.warnings };
      },
    );

  app.post<{ Params: { id: number } }>(
    '/claims/:id/invoice-update',
    {
      config: { permission: 'invoice.edit' },
      schema: { tags, params: idParams, ...invoiceForm, response: answeredWithWarnings },
    },
    async (request) => {
      const body = await readBody(app, request, CLAIM_UPLOADS);
      const r = await updateInvoice(app, app.requireUser(request), request.params.id, body);
      await audit(db, request, { action: 'invoice-update', entity: 'claim', entityId: request.params.id });
      return r;
    },
  );

  app.post<{ Params: { id: number }; Body: { attachments?: unknown } }>(
    '/claims/:id/update-attachments',
    {
      config: { permission: 'claim.view' },
      schema: {
        tags,
        summary: "The documents' names, order (non-PDF) and report flag",
        params: idParams,
        body: {
          type: 'object',
          properties: {
            attachments: {
              type: ['array', 'string'],
              maxItems: 200,
              items: {
                type: 'object',
                properties: {
                  id: { type: 'integer', minimum: 1 },
                  file_name: { type: ['string', 'null'], maxLength: 191 },
                  order: { type: ['integer', 'null'], minimum: 0, maximum: 10000 },
                  report: { type: ['string', 'boolean', 'null'], maxLength: 3 },
                },
                required: ['id'],
              },
            },
          },
          required: ['attachments'],
        },
        response: answered,
      },
    },
    async (request) => {
      const body = await readBody(app, request, { ...CLAIM_UPLOADS, maxFiles: 0 }, CLAIM_JSON_FIELDS);
      return updateClaimAttachments(app, app.requireUser(request), request.params.id, body.fields.attachments);
    },
  );
}
