/** Update attachments: file name, order and whether each document goes into the report. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { validateUpdateAttachments } from '../../../domain/quotationValidation.js';
import { mayEditQuotationAttachment } from '../../../domain/quotationAttachments.js';
import { updateAttachmentsBodySchema } from '../../../schemas/quotation.js';
import { audit } from '../../lib/audit.js';
import { forbidden, unprocessable } from '../../lib/errors.js';
import { findQuotation, loadQuotationRecord, OWNER_DOCUMENT, parseJson } from '../../services/quotations/repository.js';
import { errorResponses, ok, recordOf } from '../../lib/openapi/responses.js';
import { quotationRecord } from '../../lib/openapi/records.js';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
const asErrors = (e: Record<string, string>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, [v]]));

export default async function attachmentSettingsRoutes(app: FastifyInstance) {
  const db = app.db;
  app.post(
    '/quotations/:id/update-attachments',
    {
      config: { permission: 'quotation.view' },
      schema: {
        tags: ['quotations'],
        params: idParams,
        body: updateAttachmentsBodySchema,
        response: { ...ok(recordOf(quotationRecord)), ...errorResponses(409) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id } = request.params as { id: number };
      const rows = (
        request.body as {
          attachments: { id: number; file_name?: string | null; order?: number | null; report?: boolean | null }[];
        }
      ).attachments;
      const quotation = await findQuotation(db, id, user);
      const existing = new Map(
        (
          await db
            .selectFrom('attachments')
            .selectAll()
            .where('owner_type', '=', OWNER_DOCUMENT)
            .where('owner_id', '=', id)
            .execute()
        ).map((a) => [a.id, a]),
      );
      const problems = validateUpdateAttachments(
        rows.map((r) => ({
          file_name: r.file_name,
          mime: existing.get(r.id)?.mime,
          additional_fields: { order: r.order, report: r.report },
        })),
      );
      rows.forEach((r, i) => {
        if (!existing.has(r.id)) problems[`attachments.${i}.id`] = 'The selected file is invalid.';
      });
      if (Object.keys(problems).length) throw unprocessable(asErrors(problems));
      // The workflow table decides by the file's kind, the quotation's state and the caller's role (a decision's evidence is
      // nobody's to edit afterwards).
      const typeOf = (r: { id: number }) =>
        parseJson<{ type?: unknown }>(existing.get(r.id)!.additional_fields, {}).type;
      if (rows.some((r) => !mayEditQuotationAttachment(quotation, user.role_slug ?? '', typeOf(r))))
        throw forbidden('You may not change this file now.');
      await db.transaction().execute(async (trx) => {
        for (const r of rows) {
          const a = existing.get(r.id)!;
          const extra = {
            ...JSON.parse(a.additional_fields || '{}'),
            order: r.order ?? null,
            report: a.mime === 'application/pdf' ? true : !!r.report,
          };
          await trx
            .updateTable('attachments')
            .set({ name: r.file_name!.slice(0, 191), additional_fields: JSON.stringify(extra) })
            .where('id', '=', r.id)
            .execute();
        }
        await trx
          .updateTable('quotations')
          .set({ version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await audit(trx, request, { action: 'quotation.attachments', entity: 'quotation', entityId: id, after: rows });
      });
      return { data: await loadQuotationRecord(db, id, user), message: 'Successfully updated attachments' };
    },
  );
}
