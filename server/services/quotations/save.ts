/**
 * Saving a quotation (spec part 2 §7): create and update price the form on the server, let the workflow table decide
 * (draft or submit, or a plain edit where the status allows it) and write the record, its items, files, signature,
 * history and audit in one transaction; then the people the step concerns are told. Delete removes a draft with its
 * files. The routes read the multipart body and answer; everything else is here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { yearOf } from '../../../domain/calendar.js';
import { isEditable, type QuotationAction } from '../../../domain/quotationWorkflow.js';
import { ROLE } from '../../../domain/roles.js';
import { insertAttachments, storedFilesOf } from '../../lib/attachments.js';
import { audit } from '../../lib/audit.js';
import { conflict, forbidden } from '../../lib/errors.js';
import type { Body } from '../../lib/forms.js';
import { storeSignature } from '../../lib/signatures.js';
import { removeStored, type StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { QUOTATION_BUCKET } from './files.js';
import { intOf, loadForTransition, notifyAfter, readQuotationInput, withFiles } from './input.js';
import { totalsColumns, type RateChange } from './items.js';
import { itemsToWrite, replaceItems } from './itemWrites.js';
import { nextReference } from './references.js';
import { requireShownTotal } from './repricing.js';
import { findQuotation, OWNER_DOCUMENT, OWNER_SIGNATURE, workflowUser, type QuotationRow } from './repository.js';
import { decide, recordTransition, STALE, writeStatus, type Effects, type NotifyPlan, type Ok } from './transitions.js';

/** What every new quotation starts with besides its form, status and totals: nothing signed, claimed or reported. */
export function newQuotationColumns(user: AuthUser, now: string) {
  return {
    claim_status: null,
    wso_status: null,
    contractor: user.contractor,
    source_fund: null,
    document_type: null,
    epo_reference_no: null,
    epi_reference_no: null,
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
  };
}

export async function createQuotation(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  body: Body,
): Promise<{ id: number; rateChanges: RateChange[] }> {
  const db = app.db;
  const stored: StoredUpload[] = [];
  const { id, plan, rateChanges } = await withFiles(app, body, stored, async () => {
    const input = await readQuotationInput(app, body, user, null);
    const action: QuotationAction = input.status === 'PENDING' ? 'submit' : 'draft';
    const result = decide(null, {}, action, user, { signature: input.image ? 'new' : null });
    if (action === 'submit') requireShownTotal(input.shown, input.priced.totals, input.priced.rows, input.rateChanges);
    if (result.outcome.kind !== 'status') throw conflict('Unexpected outcome.');
    const sig = input.image ? await storeSignature(app, input.image, QUOTATION_BUCKET) : null;
    if (sig) stored.push(sig);
    const items = itemsToWrite(input.priced.rows, input.draftStarRates);
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
          ...input.header,
          ...totalsColumns(input.priced.totals),
          ...newQuotationColumns(user, now),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await replaceItems(trx, row.id, items, user.id, true);
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
  return { id, rateChanges };
}

export async function updateQuotation(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  id: number,
  body: Body,
): Promise<{ rateChanges: RateChange[] }> {
  const db = app.db;
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
    if (action === 'submit') requireShownTotal(input.shown, input.priced.totals, input.priced.rows, input.rateChanges);
    else {
      const wq = { id, status: q.status, current_status: q.current_status, pending_approval: pending };
      if (!isEditable(wq, workflowUser(user))) {
        if (user.role_slug !== ROLE.TERM_CONTRACTOR && user.role_slug !== ROLE.TERM_CONTRACTOR_QS) throw forbidden();
        throw conflict(`A quotation in ${q.status} status cannot be edited.`);
      }
      if (clientVersion !== null && clientVersion !== q.version) throw conflict(STALE);
    }
    const sig = input.image ? await storeSignature(app, input.image, QUOTATION_BUCKET) : null;
    if (sig) stored.push(sig);
    const items = itemsToWrite(input.priced.rows, input.draftStarRates);
    return db.transaction().execute(async (trx) => {
      // The items first: writing the quotation row updates the dashboards' rollup rows (a trigger), which holds their
      // lock until commit, so every save of the same school and month waits for that; the shorter the rest, the less.
      // A stale version still fails below, and the items go back with the rest.
      await replaceItems(trx, id, items, user.id, false);
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
  return { rateChanges };
}

/** Deletes a draft with its documents, signature and report. */
export async function deleteQuotation(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  id: number,
): Promise<void> {
  const db = app.db;
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
}
