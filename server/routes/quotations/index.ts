import type { FastifyInstance } from 'fastify';
import { isEditable, type QuotationAction } from '../../../domain/quotationWorkflow.js';
import { ROLE } from '../../../domain/roles.js';
import { audit } from '../../lib/audit.js';
import { insertAttachments, storedFilesOf } from '../../lib/attachments.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { removeStored, type StoredUpload } from '../../lib/upload.js';
import { readBody } from '../../lib/forms.js';
import { storeSignature } from '../../lib/signatures.js';
import { QUOTATION_BUCKET, QUOTATION_UPLOADS } from '../../services/quotations/files.js';
import { replaceItems, totalsColumns } from '../../services/quotations/items.js';
import {
  findQuotation,
  loadQuotationRecord,
  workflowUser,
  OWNER_DOCUMENT,
  OWNER_SIGNATURE,
  type QuotationRow,
} from '../../services/quotations/repository.js';
import { answerFiguresChanged, requireShownTotal } from '../../services/quotations/repricing.js';
import {
  decide,
  STALE,
  recordTransition,
  writeStatus,
  type Effects,
  type NotifyPlan,
  type Ok,
} from '../../services/quotations/transitions.js';
import attachmentSettingsRoutes from './attachmentSettings.js';
import cloneRoutes from './clone.js';
import fileRoutes from './filesRoutes.js';
import { nextReference } from '../../services/quotations/references.js';
import reportRoutes from './reports.js';
import quotationTransitionRoutes from './transitions.js';
import {
  intOf,
  JSON_FIELDS,
  loadForTransition,
  notifyAfter,
  ratesUpdated,
  readQuotationInput,
  withFiles,
} from '../../services/quotations/input.js';
import listRoutes from './lists.js';
import { created, dataMessage, errorResponses, ok, recordOf } from '../../lib/openapi/responses.js';
import { quotationRecord } from '../../lib/openapi/records.js';
import { quotationForm } from '../../lib/openapi/forms.js';
import { yearOf } from '../../../domain/calendar.js';
import { sweepStarRateDrafts } from '../../services/quotations/starRateDrafts.js';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;

/**
 * Quotations (spec part 2 §7): one record, create and update (multipart, priced on the server), delete; the lists,
 * workflow steps, clone, files and reports in their own route files; input and steps in services/quotations.
 */
export default async function quotationRoutes(app: FastifyInstance) {
  const db = app.db;
  // star rates added to a quotation that was never saved leave the schedule of rates
  app.retention.register('star-rate-drafts', () => sweepStarRateDrafts(db));

  await app.register(listRoutes);

  app.get(
    '/quotations/:id',
    {
      config: { permission: 'quotation.view' },
      schema: { tags: ['quotations'], params: idParams, response: ok(recordOf(quotationRecord)) },
    },
    async (request) => ({
      data: await loadQuotationRecord(db, (request.params as { id: number }).id, app.requireUser(request)),
    }),
  );

  app.post(
    '/quotations',
    {
      config: { permission: 'quotation.create' },
      schema: {
        tags: ['quotations'],
        ...quotationForm,
        response: { ...created(recordOf(quotationRecord)), ...errorResponses(409) },
      },
    },
    (request, reply) =>
      answerFiguresChanged(reply, async () => {
        const user = app.requireUser(request);
        const body = await readBody(app, request, QUOTATION_UPLOADS, JSON_FIELDS);
        const stored: StoredUpload[] = [];
        const { id, plan, rateChanges } = await withFiles(app, body, stored, async () => {
          const input = await readQuotationInput(app, body, user, null);
          const action: QuotationAction = input.status === 'PENDING' ? 'submit' : 'draft';
          const result = decide(null, {}, action, user, { signature: input.image ? 'new' : null });
          if (action === 'submit')
            requireShownTotal(input.shown, input.priced.totals, input.priced.rows, input.rateChanges);
          if (result.outcome.kind !== 'status') throw conflict('Unexpected outcome.');
          const sig = input.image ? await storeSignature(app, input.image, QUOTATION_BUCKET) : null;
          if (sig) stored.push(sig);
          const now = new Date().toISOString();
          return db.transaction().execute(async (trx) => {
            const reference = await nextReference(trx, yearOf(new Date(), app.config.timeZone));
            const o = result.outcome as Extract<Ok['outcome'], { kind: 'status' }>;
            const row = await trx
              .insertInto('quotations')
              .values({
                reference_number: reference,
                status: o.status,
                current_status: o.current_status,
                claim_status: null,
                wso_status: null,
                ...input.header,
                contractor: user.contractor,
                source_fund: null,
                document_type: null,
                epo_reference_no: null,
                epi_reference_no: null,
                ...totalsColumns(input.priced.totals),
                prepare_name: null,
                prepare_signature_id: null,
                prepare_signature_options: null,
                prepare_signature_details: null,
                report_path: null,
                report_version: null,
                report_generated_at: null,
                version: 1,
                created_by: user.id,
                created_at: now,
                updated_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await replaceItems(trx, row.id, input.priced.rows, user.id, true);
            const q = row as QuotationRow;
            const plan = await recordTransition(app, trx, q, result, user, {
              documents: { files: body.files, type: 'SUPPORTING' },
              signature: sig ? { stored: sig, input: input.image!.input } : null,
            });
            await audit(trx, request, {
              action: 'quotation.create',
              entity: 'quotation',
              entityId: row.id,
              after: { reference, status: o.status, total_cents: row.total_cents },
            });
            return { id: row.id, plan, rateChanges: input.rateChanges };
          });
        });
        await notifyAfter(app, plan, id);
        return reply.code(201).send({
          data: await loadQuotationRecord(db, id, user),
          message: 'Successfully created quotation',
          ...ratesUpdated(rateChanges),
        });
      }),
  );

  app.post(
    '/quotations/:id',
    {
      config: { permission: 'quotation.edit' },
      schema: {
        tags: ['quotations'],
        params: idParams,
        ...quotationForm,
        response: { ...ok(recordOf(quotationRecord)), ...errorResponses(409) },
      },
    },
    (request, reply) =>
      answerFiguresChanged(reply, async () => {
        const user = app.requireUser(request);
        const { id } = request.params as { id: number };
        const body = await readBody(app, request, QUOTATION_UPLOADS, JSON_FIELDS);
        const stored: StoredUpload[] = [];
        const { plan, rateChanges } = await withFiles(app, body, stored, async () => {
          const { q, pending } = await loadForTransition(db, id, user);
          const input = await readQuotationInput(app, body, user, q);
          const clientVersion = intOf(body.fields.version);
          const action: QuotationAction | null =
            input.status === 'PENDING' ? 'submit' : input.status === 'DRAFT' ? 'draft' : null;
          let result: Ok | null = null;
          if (action)
            result = decide(
              q,
              pending,
              action,
              user,
              { signature: input.image || q.prepare_signature_id ? 'yes' : null },
              clientVersion,
            );
          if (action === 'submit')
            requireShownTotal(input.shown, input.priced.totals, input.priced.rows, input.rateChanges);
          else {
            const wq = { id, status: q.status, current_status: q.current_status, pending_approval: pending };
            if (!isEditable(wq, workflowUser(user))) {
              if (user.role_slug !== ROLE.TERM_CONTRACTOR && user.role_slug !== ROLE.TERM_CONTRACTOR_QS)
                throw forbidden();
              throw conflict(`A quotation in ${q.status} status cannot be edited.`);
            }
            if (clientVersion !== null && clientVersion !== q.version) throw conflict(STALE);
          }
          const sig = input.image ? await storeSignature(app, input.image, QUOTATION_BUCKET) : null;
          if (sig) stored.push(sig);
          return db.transaction().execute(async (trx) => {
            const values = { ...input.header, ...totalsColumns(input.priced.totals) };
            if (result) await writeStatus(trx, q, result, values);
            else {
              const res = await trx
                .updateTable('quotations')
                .set({ ...values, version: q.version + 1, updated_at: new Date().toISOString() })
                .where('id', '=', id)
                .where('version', '=', q.version)
                .executeTakeFirst();
              if (Number(res.numUpdatedRows) !== 1) throw conflict(STALE);
            }
            await replaceItems(trx, id, input.priced.rows, user.id, false);
            let plan: NotifyPlan | null = null;
            const effects: Effects = {
              documents: { files: body.files, type: 'SUPPORTING' },
              signature: sig ? { stored: sig, input: input.image!.input } : null,
            };
            if (result) plan = await recordTransition(app, trx, q, result, user, effects);
            else {
              await insertAttachments(trx, OWNER_DOCUMENT, id, body.files, user.id, {
                type: 'SUPPORTING',
                report: true,
              });
            }
            await audit(trx, request, {
              action: 'quotation.update',
              entity: 'quotation',
              entityId: id,
              before: { status: q.status, total_cents: q.total_cents },
              after: {
                status: result?.outcome.kind === 'status' ? result.outcome.status : q.status,
                total_cents: input.priced.totals.total,
              },
            });
            return { plan, rateChanges: input.rateChanges };
          });
        });
        await notifyAfter(app, plan, id);
        return {
          data: await loadQuotationRecord(db, id, user),
          message: 'Successfully updated quotation',
          ...ratesUpdated(rateChanges),
        };
      }),
  );

  app.delete(
    '/quotations/:id',
    {
      config: { permission: 'quotation.delete' },
      schema: { tags: ['quotations'], params: idParams, response: { ...ok(dataMessage), ...errorResponses(409) } },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id } = request.params as { id: number };
      const q = await findQuotation(db, id, user);
      decide(q, {}, 'delete', user, {});
      const files = [
        ...(await storedFilesOf(db, OWNER_DOCUMENT, [id])),
        ...(await storedFilesOf(db, OWNER_SIGNATURE, [id])),
      ];
      await db.transaction().execute(async (trx) => {
        const res = await trx
          .deleteFrom('quotations')
          .where('id', '=', id)
          .where('version', '=', q.version)
          .where('status', '=', 'DRAFT')
          .executeTakeFirst();
        if (Number(res.numDeletedRows) !== 1) throw conflict(STALE);
        await trx
          .deleteFrom('attachments')
          .where('owner_type', 'in', [OWNER_DOCUMENT, OWNER_SIGNATURE])
          .where('owner_id', '=', id)
          .execute();
        await audit(trx, request, {
          action: 'quotation.delete',
          entity: 'quotation',
          entityId: id,
          before: { reference_number: q.reference_number, status: q.status },
        });
      });
      await removeStored(app, files);
      if (q.report_path) await app.storage.delete('reports', q.report_path).catch(() => undefined);
      const message = 'Successfully deleted quotation';
      return { data: { message }, message };
    },
  );

  await app.register(quotationTransitionRoutes);
  await app.register(cloneRoutes);
  await app.register(attachmentSettingsRoutes);
  await app.register(fileRoutes);
  await app.register(reportRoutes);
}
