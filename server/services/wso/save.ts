/**
 * Creating, saving and submitting a work service order (spec part 2 §7 `POST /work-service-order`, `POST
 * /work-service-order/{id}` and the quotation-bound save): the table in domain/wsoWorkflow.ts decides, the form rules of
 * domain/wso.ts check, and the order, its photos, signature, history and its quotation's WSO status are written in ONE
 * transaction guarded by the version the caller loaded.
 */
import { staleAnswer } from '../../lib/versions.js';
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { quotationWsoStatus, WSO_MSG, wsoFormErrors, type WsoState } from '../../../domain/wso.js';
import { decideWso } from '../../../domain/wsoWorkflow.js';
import { nowIso } from '../../db/columns.js';
import type { Database } from '../../db/types.js';
import { insertAttachments } from '../../lib/attachments.js';
import { recordEvent } from '../../lib/webhooks/outbox.js';
import { isUniqueError } from '../../lib/crud.js';
import { conflict, forbidden, HttpError, unprocessable } from '../../lib/errors.js';
import { WSO_PHOTO_POLICY } from '../../../domain/uploadPolicies.js';
import { fieldString, uploadPolicyOf, type Body, type UploadPolicy } from '../../lib/forms.js';
import { signatureImage, storeSignature } from '../../lib/signatures.js';
import { removeStored, type StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { inScope } from '../../lib/scope.js';
import { notifyWso } from './notify.js';
import { findWso, OWNER_WSO, WSO_BUCKET, type WsoRow } from './repository.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';
import { referenceId, versionField } from '../../lib/validation.js';

/** Photos: images only (sniffed), the size of domain/uploadPolicies.ts. */
export const WSO_UPLOADS: UploadPolicy = uploadPolicyOf(WSO_BUCKET, WSO_PHOTO_POLICY, 40);

const TEXT_FIELDS = [
  'contact_person',
  'job_location',
  'address',
  'date',
  'time_received',
  'fault_call_ref_no',
  'fault_call_location',
  'time_arrived_onsite',
  'completed_on',
  'completion_time',
  'work_description',
  'details',
  'remark',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const MAX_TEXT = 5000;

export type SaveTarget = { kind: 'adhoc'; id?: number } | { kind: 'quotation'; quotationId: number };

async function nextWsoReference(trx: Transaction<Database>, year: number): Promise<string> {
  const row = await trx
    .insertInto('wso_sequences')
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql<number>`wso_sequences.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return `WSO-${year}-${String(row.last).padStart(5, '0')}`;
}

/** The quotation a bound WSO belongs to: approved (or already carrying this WSO), in the caller's scope. */
async function boundQuotation(app: FastifyInstance, user: AuthUser, quotationId: number) {
  const q = await app.db
    .selectFrom('quotations')
    .select(['id', 'status', 'school_id', 'zone', 'location', 'contacts', 'reference_number'])
    .where('id', '=', quotationId)
    .executeTakeFirst();
  if (!q || !inScope(user, q.school_id, q.zone)) throw new HttpError(404, 'Not found.');
  return q;
}

export async function existingForQuotation(app: FastifyInstance, quotationId: number) {
  return app.db
    .selectFrom('work_service_orders')
    .selectAll()
    .where('quotation_id', '=', quotationId)
    .executeTakeFirst();
}

export async function saveWso(
  app: FastifyInstance,
  user: AuthUser,
  target: SaveTarget,
  body: Body,
): Promise<{ id: number; message: string; status: string; created: boolean }> {
  try {
    return await save(app, user, target, body);
  } catch (e) {
    await body.discard();
    throw e;
  }
}

async function save(app: FastifyInstance, user: AuthUser, target: SaveTarget, body: Body) {
  const db = app.db;
  const f = body.fields;
  const version = versionField(f.version);
  let row: WsoRow | undefined;
  let quotation: Awaited<ReturnType<typeof boundQuotation>> | undefined;
  if (target.kind === 'quotation') {
    quotation = await boundQuotation(app, user, target.quotationId);
    row = await existingForQuotation(app, quotation.id);
    if (row && !inScope(user, row.school_id, row.zone)) throw new HttpError(404, 'Not found.');
  } else if (target.id) row = await findWso(db, target.id, user);
  else if (fieldString(f.category) === 'QUOTATION')
    throw unprocessable({ category: ['A quotation work service order is created from its quotation.'] });

  const state: WsoState = (row?.status as WsoState | undefined) ?? 'NEW';
  const requested = (fieldString(f.status) ?? 'PENDING').toUpperCase();
  if (requested !== 'PENDING' && requested !== 'DRAFT')
    throw unprocessable({ status: ['The status must be PENDING or DRAFT.'] });
  const action = requested === 'DRAFT' ? 'draft' : 'submit';
  // Values: what was sent, else what is stored; a quotation WSO takes its job location from the quotation.
  const values: Partial<Record<TextField, string | null>> = {};
  const errors = emptyFieldErrors();
  for (const k of TEXT_FIELDS) {
    if (!(k in f)) {
      values[k] = row ? row[k] : null;
      continue;
    }
    const v = fieldString(f[k]);
    if (v && v.length > MAX_TEXT) errors[k] = [`This field may not be longer than ${MAX_TEXT} characters.`];
    values[k] = v;
  }
  const adhoc = target.kind === 'adhoc' && (row?.category ?? 'AD-HOC') === 'AD-HOC';
  let school: { id: number; zone: string } | undefined;
  if (quotation) {
    school = { id: quotation.school_id, zone: quotation.zone };
    if (!values.job_location) values.job_location = quotation.location;
    values.address = null;
  } else {
    const given = 'school_id' in f ? fieldString(f.school_id) : null;
    const sid = 'school_id' in f ? referenceId(given) : row?.school_id;
    if (sid) {
      school = await db.selectFrom('schools').select(['id', 'zone']).where('id', '=', sid).executeTakeFirst();
      if (!school) errors.school_id = ['The selected school is invalid.'];
      else if (!inScope(user, school.id, school.zone)) throw forbidden();
    } else if (given) errors.school_id = ['The selected school is invalid.'];
    else if (!(action === 'draft' && !row)) errors.school_id = [WSO_MSG.required];
  }
  const category = quotation ? 'QUOTATION' : 'AD-HOC';
  const form = wsoFormErrors(
    { ...values, category, school_id: school?.id ?? null },
    { adhoc, draft: action === 'draft' },
  );
  for (const [k, v] of Object.entries(form)) errors[k] ??= [v];
  // A draft must still name its school: every order belongs to one (scoping, numbering).
  if (!school && !errors.school_id) errors.school_id = [WSO_MSG.required];
  // Bad input first (422 with every field), then who may do what in which state (403/409).
  const image = action === 'submit' ? await signatureImage(app, db, user.id, f) : null;
  const ctx = { state, maApproved: row?.ma_approved === 1 };
  const decision = decideWso(action, user.role_slug ?? '', ctx, { signature: image ? 'yes' : null });
  if (!decision.ok && decision.code === 422)
    for (const [k, v] of Object.entries(decision.errors ?? {})) errors[k] ??= [v];
  const photos = body.files.map((file) => ({ file, owner: ownerOf(file, errors) }));
  if (Object.keys(errors).length) throw unprocessable(errors);
  if (quotation && !row && quotation.status !== 'APPROVED') throw new HttpError(409, WSO_MSG.quotationNotApproved);
  if (!decision.ok) throw new HttpError(decision.code, decision.message);
  if (body.files.length) {
    const up = decideWso('upload_photo', user.role_slug ?? '', ctx);
    if (!up.ok) throw new HttpError(up.code, up.message);
  }

  const stored = image ? await storeSignature(app, image, WSO_BUCKET) : null;
  const now = nowIso();
  const to = decision.to!;
  let id = row?.id ?? 0;
  try {
    await db.transaction().execute(async (trx) => {
      const common = {
        ...values,
        school_id: school!.id,
        zone: school!.zone,
        status: to,
        updated_at: now,
        ...(to !== state ? { status_date: now } : {}),
      };
      if (row) {
        const res = await trx
          .updateTable('work_service_orders')
          .set({ ...common, version: row.version + 1, ...(action === 'submit' ? { ma_approved: 0 } : {}) })
          .where('id', '=', row.id)
          .where('version', '=', version ?? row.version)
          .where('status', '=', row.status)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1)
          throw await staleAnswer(trx, 'work_service_orders', row.id, WSO_MSG.stale);
      } else {
        const inserted = await trx
          .insertInto('work_service_orders')
          .values({
            ...common,
            reference_number: await nextWsoReference(trx, Number(now.slice(0, 4))),
            category,
            quotation_id: quotation?.id ?? null,
            created_by: user.id,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = inserted.id;
      }
      for (const owner of [OWNER_WSO.before, OWNER_WSO.after])
        await insertAttachments(
          trx,
          owner,
          id,
          photos.filter((p) => p.owner === owner).map((p) => p.file),
          user.id,
        );
      if (stored) {
        await insertAttachments(trx, OWNER_WSO.signature, id, [stored], user.id, { type: 'SIGNATURE' });
        const sig = await trx
          .selectFrom('attachments')
          .select('id')
          .where('owner_type', '=', OWNER_WSO.signature)
          .where('full_path', '=', stored.key)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('work_service_orders')
          .set({
            prepare_signature_id: sig.id,
            prepare_name: image!.input.name ?? user.full_name,
            prepare_details: image!.input.details,
            prepare_options: image!.input.options,
          })
          .where('id', '=', id)
          .execute();
      }
      // A submission opens a new round of approvals; the history keeps the old one.
      if (action === 'submit') await trx.deleteFrom('wso_approvals').where('wso_id', '=', id).execute();
      if (to !== state || action === 'submit')
        await trx
          .insertInto('wso_histories')
          .values({ wso_id: id, status: to, remarks: null, created_by: user.id, created_at: now })
          .execute();
      if (to !== state) await recordEvent(trx, 'wso.status_changed', { type: 'wso', id }, { action, status: to });
      const qid = quotation?.id ?? row?.quotation_id;
      if (qid)
        await trx
          .updateTable('quotations')
          .set({ wso_status: quotationWsoStatus(to, false), updated_at: now })
          .where('id', '=', qid)
          .execute();
    });
  } catch (e) {
    if (stored) await removeStored(app, [stored]);
    // Two first saves of one quotation's WSO at once: the second finds the first already there.
    if (isUniqueError(e)) throw conflict(WSO_MSG.stale);
    throw e;
  }
  if (action === 'submit') await notifyWso(app, id, 'submitted');
  return {
    id,
    created: !row,
    status: to,
    message: row ? WSO_MSG.updated : WSO_MSG.created,
  };
}

/** before_photos[] and after_photos[] are the form's two file inputs; anything else is refused. */
export function ownerOf(file: Pick<StoredUpload, 'field'>, errors: Record<string, string[]>): string {
  if (file.field === 'before_photos') return OWNER_WSO.before;
  if (file.field === 'after_photos') return OWNER_WSO.after;
  errors[file.field ?? 'file'] = ['Photos go in before_photos[] or after_photos[].'];
  return '';
}
