import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { canPreviewInline } from '../../../domain/files.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { Db } from '../../db/index.js';
import { isSafeKey, REPORT_BUCKET, type ByteRange } from '../../plugins/storage.js';
import { inScope } from '../../lib/scope.js';
import { disposition, OWNER } from '../../lib/attachments.js';
import { audit } from '../../lib/audit.js';
import { ownerAccessOf } from '../../lib/ownerAccess.js';
import { ownExportFile } from '../../services/exports/tasks.js';
import { findQuotation } from '../../services/quotations/repository.js';
import { EXPORT_BUCKET } from '../../services/exports/workbook.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { removeStored } from '../../lib/upload.js';
import { errorResponses, fileResponse, messageOnly, ok } from '../../lib/openapi/responses.js';
import fileTicketRoutes from './tickets.js';

const SIGNATURE_BUCKET = 'signatures';
/** Generated quotation reports (quotations.report_path), not attachments. */

/** May this user see the record an attachment belongs to? A school's tree photos: within the caller's scope. */
export async function canSeeOwner(db: Db, user: AuthUser, ownerType: string, ownerId: number): Promise<boolean> {
  if (ownerType === OWNER.DOCUMENT) return user.permissions.has('document.view');
  if (ownerType === OWNER.SCHOOL_TREE_PHOTO) {
    if (!user.permissions.has('school.view')) return false;
    const school = await db.selectFrom('schools').select('zone').where('id', '=', ownerId).executeTakeFirst();
    return !!school && inScope(user, ownerId, school.zone);
  }
  return false;
}

/** May this user change (delete files of) the record an attachment belongs to? */
export function canEditOwner(user: AuthUser, ownerType: string): boolean {
  if (ownerType === OWNER.DOCUMENT) return user.permissions.has('document.edit');
  if (ownerType === OWNER.SCHOOL_TREE_PHOTO) return user.permissions.has('school.edit');
  return false;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range); 'unsatisfiable' when it lies outside the file; null to send it all. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || start > end)
    return 'unsatisfiable';
  return { start, end };
}

export default async function fileRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;
  const canSee = async (user: AuthUser, ownerType: string, ownerId: number) => {
    const area = ownerAccessOf(ownerType);
    return area ? area.canSee(app, user, ownerId) : canSeeOwner(db, user, ownerType, ownerId);
  };
  await app.register(fileTicketRoutes);

  app.get(
    '/download',
    {
      config: { auth: 'user', ticket: 'url' },
      schema: {
        tags: ['files'],
        querystring: {
          type: 'object',
          properties: {
            bucket: { type: 'string', minLength: 1, maxLength: 64 },
            file_path: { type: 'string', minLength: 1, maxLength: 512 },
            name: { type: 'string', maxLength: 255 },
            preview: { type: 'string', maxLength: 5 },
            ticket: { type: 'string', maxLength: 200 },
          },
          required: ['bucket', 'file_path'],
          additionalProperties: true,
        },
        summary: 'Download or preview a stored file',
        response: {
          ...fileResponse(['*/*'], 'The file, served as the type sniffed at upload.'),
          ...fileResponse(['*/*'], 'The requested byte range of the file.', 206),
          ...errorResponses(404, 416),
        },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const q = request.query;
      // Malformed keys (traversal, absolute paths, NUL bytes…) never reach the database or the disk.
      if (!isSafeKey(q.bucket, q.file_path)) throw notFound('File not found.');
      let mime: string;
      let fileName: string;
      if (q.bucket === SIGNATURE_BUCKET) {
        const sig = await db
          .selectFrom('signatures')
          .select(['user_id', 'mime', 'name', 'path'])
          .where('path', '=', q.file_path)
          .executeTakeFirst();
        // A stored signature is its owner's alone: a document shows the copy made when it was signed (its own attachment).
        if (!sig || sig.user_id !== user.id) throw notFound('File not found.');
        mime = sig.mime;
        fileName = `${sig.name}.${sig.path.split('.').pop()}`;
      } else if (q.bucket === EXPORT_BUCKET) {
        // An Excel export's file: its owner's only (issue 12).
        const own = await ownExportFile(db, user.id, q.file_path);
        if (!own) throw notFound('File not found.');
        mime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        fileName = own.result_name ?? 'export.xlsx';
      } else if (q.bucket === REPORT_BUCKET) {
        // A report's file_info (spec part 1 §7): each for whoever may view the record it belongs to (its area's scope).
        const report = await db
          .selectFrom('quotations')
          .select(['id', 'reference_number'])
          .where('report_path', '=', q.file_path)
          .executeTakeFirst();
        const inspection = report
          ? undefined
          : await db
              .selectFrom('inspections')
              .select(['id', 'school_id', 'zone'])
              .where('report_path', '=', q.file_path)
              .executeTakeFirst();
        const wso =
          report || inspection
            ? undefined
            : await db
                .selectFrom('work_service_orders')
                .select(['id', 'reference_number', 'school_id', 'zone'])
                .where('report_path', '=', q.file_path)
                .executeTakeFirst();
        const claim =
          report || inspection || wso
            ? undefined
            : await db
                .selectFrom('claims')
                .select(['id', 'reference_number'])
                .where('report_path', '=', q.file_path)
                .executeTakeFirst();
        const tree =
          report || inspection || wso || claim
            ? undefined
            : await db
                .selectFrom('tree_inspections')
                .select(['id', 'school_id', 'zone'])
                .where('report_path', '=', q.file_path)
                .executeTakeFirst();
        const claimVisible =
          !!claim &&
          (await ownerAccessOf('claim_document')
            ?.canSee(app, user, claim.id)
            .catch(() => false));
        const reportVisible =
          !!report &&
          user.permissions.has('quotation.view') &&
          !!(await findQuotation(db, report.id, user).catch(() => null));
        if (report && reportVisible) fileName = `${report.reference_number}.pdf`;
        else if (claim && claimVisible) fileName = `${claim.reference_number}.pdf`;
        else if (wso && user.permissions.has('wso.view') && inScope(user, wso.school_id, wso.zone))
          fileName = `${wso.reference_number}.pdf`;
        else if (
          inspection &&
          user.permissions.has('inspection.view') &&
          inScope(user, inspection.school_id, inspection.zone)
        )
          fileName = `inspection-${inspection.id}.pdf`;
        else if (tree && user.permissions.has('tree-inspection.view') && inScope(user, tree.school_id, tree.zone))
          fileName = `tree-inspection-${tree.id}.pdf`;
        else throw notFound('File not found.');
        mime = 'application/pdf';
      } else {
        const att = await db
          .selectFrom('attachments')
          .select(['owner_type', 'owner_id', 'mime', 'name', 'full_path', 'thumbnail'])
          .where('bucket', '=', q.bucket)
          .where((eb) => eb.or([eb('full_path', '=', q.file_path), eb('thumbnail', '=', q.file_path)]))
          .executeTakeFirst();
        // Unknown files and files of records the caller may not see look the same: not found.
        if (!att || !(await canSee(user, att.owner_type, att.owner_id))) throw notFound('File not found.');
        const isThumb = att.full_path !== q.file_path;
        mime = isThumb ? 'image/jpeg' : att.mime;
        fileName = isThumb ? att.name.replace(/\.[^.]*$/, '') + '_thumb.jpg' : att.name;
      }
      const st = await app.storage.stat(q.bucket, q.file_path);
      if (!st) throw notFound('File not found.');
      const range = parseRange(request.headers.range, st.size);
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${st.size}`)
          .send({ message: 'Requested range not satisfiable.' });
      }
      const stream = await app.storage.get(q.bucket, q.file_path, range ?? undefined);
      // Only images and PDFs are ever shown inline; anything else (text that may be HTML…) is a download.
      const preview = (q.preview === '1' || q.preview === 'true') && canPreviewInline(mime);
      reply
        .header('content-type', mime)
        .header('accept-ranges', 'bytes')
        .header('content-disposition', disposition(preview ? 'inline' : 'attachment', q.name?.trim() || fileName))
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('last-modified', st.mtime.toUTCString());
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${st.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', st.size);
      }
      return reply.send(stream);
    },
  );

  app.delete(
    '/attachments/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['files'],
        params: idParams,
        response: { ...ok(messageOnly), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id } = request.params;
      const att = await db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
      if (!att || !(await canSee(user, att.owner_type, att.owner_id))) throw notFound('File not found.');
      const area = ownerAccessOf(att.owner_type);
      if (area) await area.assertDeletable(app, user, att.owner_type, att.owner_id);
      else if (!canEditOwner(user, att.owner_type)) throw forbidden();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('attachments').where('id', '=', id).execute();
        await audit(trx, request, {
          action: 'attachment.delete',
          entity: att.owner_type,
          entityId: att.owner_id,
          before: att,
        });
      });
      await area?.afterDelete?.(app, att.owner_id);
      await removeStored(app, [{ bucket: att.bucket, key: att.full_path, thumbnail: att.thumbnail }]);
      return { message: 'Successfully deleted file' };
    },
  );
}
