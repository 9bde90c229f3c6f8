/**
 * A quotation's documents after upload: their names, order and place in the report, and their deletion — each as the
 * workflow table allows (domain/quotationAttachments.ts: a decision's evidence is nobody's to edit afterwards), the
 * quotation's version moving on so a report made before is not served as current.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { mayDeleteQuotationAttachment, mayEditQuotationAttachment } from '../../../domain/quotationAttachments.js';
import { validateUpdateAttachments } from '../../../domain/quotationValidation.js';
import type { Db } from '../../db/index.js';
import { audit } from '../../lib/audit.js';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { removeStored } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { asErrors } from './input.js';
import { findQuotation, OWNER_DOCUMENT, OWNER_SIGNATURE, parseJson, workflowUser } from './repository.js';

export interface AttachmentSetting {
  id: number;
  file_name?: string | null;
  order?: number | null;
  report?: boolean | null;
}

/** A document or signature of the quotation, or 404. */
export async function findQuotationFile(db: Db, quotationId: number, attachmentId: number) {
  const a = await db
    .selectFrom('attachments')
    .selectAll()
    .where('id', '=', attachmentId)
    .where('owner_id', '=', quotationId)
    .where('owner_type', 'in', [OWNER_DOCUMENT, OWNER_SIGNATURE])
    .executeTakeFirst();
  if (!a) throw notFound('File not found.');
  return a;
}

export async function updateQuotationAttachments(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  id: number,
  rows: AttachmentSetting[],
): Promise<void> {
  const db = app.db;
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
  const typeOf = (r: { id: number }) => parseJson<{ type?: unknown }>(existing.get(r.id)!.additional_fields, {}).type;
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
}

export async function deleteQuotationDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  id: number,
  attachmentId: number,
): Promise<void> {
  const db = app.db;
  const quotation = await findQuotation(db, id, user);
  const a = await findQuotationFile(db, id, attachmentId);
  if (a.owner_type !== OWNER_DOCUMENT) throw forbidden('Signatures cannot be deleted.');
  // domain/quotationAttachments.ts: a supporting document only (never a decision's file), by its uploader while
  // editable or by an administrator.
  const type = parseJson<{ type?: unknown }>(a.additional_fields, {}).type;
  if (!mayDeleteQuotationAttachment(quotation, workflowUser(user), { type, uploaderId: a.uploader_id }))
    throw forbidden();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('attachments').where('id', '=', a.id).execute();
    await trx
      .updateTable('quotations')
      .set({ version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await audit(trx, request, {
      action: 'quotation.file.delete',
      entity: 'quotation',
      entityId: id,
      before: { attachment: a.id, name: a.name },
    });
  });
  await removeStored(app, [{ bucket: a.bucket, key: a.full_path, thumbnail: a.thumbnail }]);
}
