/**
 * The claim form over HTTP (spec part 2 §7 `POST /claims`, `POST /claims/{id}`): a multipart body (supporting documents
 * streamed into storage, the signature as a data URL or the stored one) parsed into the form values, then ONE transaction
 * — create through createClaim, or an update of a DRAFT or REJECTED claim that gives its percentages back and takes the
 * new ones, so an edit can never hold more than 100 % of a quotation either.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { encodeGstSource } from '../../../domain/claimGst.js';
import { CLAIM_MSG, validateClaimForm } from '../../../domain/claimValidation.js';
import { type ClaimAction, claimStateOf, claimTransition, holdsPercentage } from '../../../domain/claimWorkflow.js';
import { parseMoney, parsePercent } from '../../../domain/money.js';
import { isValid } from '../../../domain/quotationValidation.js';
import type { Database } from '../../db/types.js';
import { insertAttachments } from '../../lib/attachments.js';
import { conflict, forbidden, unprocessable } from '../../lib/errors.js';
import { CLAIM_DOCUMENT_POLICY } from '../../../domain/uploadPolicies.js';
import { fieldString, uploadPolicyOf, type Body, type UploadPolicy } from '../../lib/forms.js';
import { signatureImage, storeSignature } from '../../lib/signatures.js';
import { removeStored, type StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { addPendingAgents, CLAIM_FIGURES_CHANGED, createClaim, writeParts, type CreateClaimInput } from './create.js';
import { claimGstFor } from './gst.js';
import { priceClaim } from './money.js';
import { notifyClaim } from './notify.js';
import { notCompleted, releasePercentage, remainingPercentages } from './percentages.js';
import { CLAIM_BUCKET, findClaim, OWNER_CLAIM } from './repository.js';
import { CLAIM_STALE } from './transitions.js';

/** Supporting documents: the types and size of domain/uploadPolicies.ts. */
export const CLAIM_UPLOADS: UploadPolicy = uploadPolicyOf(CLAIM_BUCKET, CLAIM_DOCUMENT_POLICY, 20);
export const CLAIM_JSON_FIELDS = ['contacts', 'job_type', 'claim_quotations', 'attachments'] as const;

const toErrors = (e: Record<string, string>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, [v]]));

/** The form values of a multipart (or JSON) body, as createClaim takes them. */
export function claimInput(f: Record<string, unknown>): CreateClaimInput & { version?: unknown } {
  const school = fieldString(f.school_id);
  return {
    source_fund: fieldString(f.source_fund),
    trade: fieldString(f.trade),
    school_id: school === null ? null : Number(school),
    zone: fieldString(f.zone),
    zone_code: fieldString(f.zone_code),
    contacts: f.contacts && typeof f.contacts === 'object' ? f.contacts : {},
    date: fieldString(f.date),
    job_type: Array.isArray(f.job_type) ? f.job_type : f.job_type ? [f.job_type] : [],
    job: fieldString(f.job),
    date_of_site_measurement: fieldString(f.date_of_site_measurement),
    claim_quotations: Array.isArray(f.claim_quotations)
      ? (f.claim_quotations as CreateClaimInput['claim_quotations'])
      : [],
    remarks: fieldString(f.remarks),
    status: (fieldString(f.status) ?? 'PENDING').toUpperCase(),
    total_amount: f.total_amount === '' ? null : (f.total_amount as unknown),
    version: f.version,
  };
}

/** Signature and documents of a claim, written in the claim's transaction. */
function attacher(user: AuthUser, signature: StoredUpload | null, documents: StoredUpload[]) {
  return async (trx: Transaction<Database>, claimId: number): Promise<number | null> => {
    await insertAttachments(trx, OWNER_CLAIM.document, claimId, documents, user.id, { type: 'General', report: 'yes' });
    if (!signature) return null;
    await insertAttachments(trx, OWNER_CLAIM.signature, claimId, [signature], user.id, { type: 'SIGNATURE' });
    const row = await trx
      .selectFrom('attachments')
      .select('id')
      .where('owner_type', '=', OWNER_CLAIM.signature)
      .where('full_path', '=', signature.key)
      .executeTakeFirstOrThrow();
    return row.id;
  };
}

export async function saveClaim(
  app: FastifyInstance,
  user: AuthUser,
  id: number | null,
  body: Body,
): Promise<{ id: number; message: string; created: boolean }> {
  let stored: StoredUpload | null = null;
  try {
    const input = claimInput(body.fields);
    const draft = input.status === 'DRAFT';
    if (!draft && input.status !== 'PENDING') throw unprocessable({ status: ['The status must be PENDING or DRAFT.'] });
    const sent =
      fieldString(body.fields.signature) !== null || fieldString(body.fields.signature_options) === 'my_signature';
    const image = !draft || sent ? await signatureImage(app, app.db, user.id, body.fields) : null;
    input.signature = image ? 'yes' : null;
    stored = image && !draft ? await storeSignature(app, image, CLAIM_BUCKET) : null;
    input.attach = attacher(user, stored, body.files);
    input.configured_gst = app.config.claimGstBp;
    const result = id === null ? await createClaim(app.db, user, input) : await updateClaim(app, user, id, input);
    if (!draft) await notifyClaim(app, result.id, 'submitted');
    return { id: result.id, message: result.message, created: id === null };
  } catch (e) {
    await body.discard();
    if (stored) await removeStored(app, [stored]);
    throw e;
  }
}

/** A DRAFT or REJECTED claim saved again: its percentages come back first, then the new picks are priced and taken. */
async function updateClaim(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: CreateClaimInput & { version?: unknown },
) {
  const db = app.db;
  const claim = await findClaim(db, id, user);
  const action: ClaimAction = input.status === 'DRAFT' ? 'draft' : 'submit';
  const wfUser = { id: user.id, role: user.role_slug ?? '', full_name: user.full_name, contractor: user.contractor };
  const now = new Date().toISOString();
  const decided = claimTransition(
    { ...claim, pending_approval: {} },
    action,
    wfUser,
    { signature: input.signature },
    now,
  );
  const picks = (input.claim_quotations ?? []).map((q) => ({
    quotation_id: Number(q.quotation_id),
    claim_percentage: parsePercent(q.claim_percentage) ?? 0,
  }));
  const held = holdsPercentage(claimStateOf(claim));
  const own = held
    ? await db
        .selectFrom('claim_quotations')
        .select(['quotation_id', 'claim_percentage_bp'])
        .where('claim_id', '=', id)
        .execute()
    : [];
  const remaining = await remainingPercentages(
    db,
    picks.map((p) => p.quotation_id).filter((q) => Number.isInteger(q)),
  );
  // What this claim already holds is its own to take again.
  for (const o of own)
    if (remaining.has(o.quotation_id))
      remaining.set(o.quotation_id, remaining.get(o.quotation_id)! + o.claim_percentage_bp);
  const errors = validateClaimForm(input, { draft: action === 'draft', remaining });
  const open = await notCompleted(
    db,
    picks.map((p) => p.quotation_id).filter((q) => Number.isInteger(q)),
  );
  picks.forEach((p, i) => {
    if (open.has(p.quotation_id)) errors[`claim_quotations.${i}.quotation_id`] ??= CLAIM_MSG.quotationNotCompleted;
  });
  if (!isValid(errors)) throw unprocessable(toErrors(errors), Object.values(errors)[0]);
  if (!decided.ok) {
    if (decided.error === 'invalid') throw unprocessable(toErrors(decided.errors ?? {}), decided.message);
    throw decided.error === 'forbidden' ? forbidden(decided.message) : conflict(decided.message);
  }
  const outcome = decided.outcome;
  if (outcome.kind !== 'status') throw conflict(decided.message);
  const gst = await claimGstFor(
    db,
    picks.map((p) => p.quotation_id),
    app.config.claimGstBp,
  );
  const priced = await priceClaim(db, picks, gst.percent, id);
  const shown = input.total_amount === undefined || input.total_amount === null ? null : parseMoney(input.total_amount);
  if (action === 'submit' && shown !== null && shown !== priced.totals.total) throw conflict(CLAIM_FIGURES_CHANGED);
  const version = Number(input.version ?? claim.version);
  await db.transaction().execute(async (trx) => {
    const contacts = (input.contacts ?? {}) as Record<string, unknown>;
    const res = await trx
      .updateTable('claims')
      .set({
        status: outcome.status,
        current_status: outcome.current_status,
        source_fund: String(input.source_fund),
        trade: String(input.trade),
        school_id: input.school_id === null || input.school_id === undefined ? null : Number(input.school_id),
        zone: (input.zone as string | null) ?? null,
        zone_code: (input.zone_code as string | null) ?? null,
        date: String(input.date),
        date_of_site_measurement: (input.date_of_site_measurement as string | null) ?? null,
        job: String(input.job),
        job_type: JSON.stringify(input.job_type ?? []),
        contacts: JSON.stringify(contacts),
        location: typeof contacts.location === 'string' ? contacts.location : null,
        remarks: input.remarks ?? null,
        gst_bp: gst.percent,
        gst_source: encodeGstSource(gst.source),
        sub_total_cents: priced.totals.sub_total,
        gst_cents: priced.totals.gst,
        total_cents: priced.totals.total,
        status_date: now,
        status_remarks: null,
        version: claim.version + 1,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('version', '=', Number.isInteger(version) ? version : claim.version)
      .where('status', '=', claim.status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw conflict(CLAIM_STALE);
    for (const o of own) await releasePercentage(trx, o.quotation_id, o.claim_percentage_bp);
    await trx.deleteFrom('claim_quotations').where('claim_id', '=', id).execute();
    await writeParts(trx, id, priced);
    const signatureId = input.attach ? await input.attach(trx, id) : null;
    if (signatureId)
      await trx
        .updateTable('claims')
        .set({ prepare_signature_id: signatureId, prepare_name: user.full_name })
        .where('id', '=', id)
        .execute();
    await trx
      .insertInto('claim_histories')
      .values({
        claim_id: id,
        user_id: user.id,
        approval_type: decided.history.approval_type,
        status: decided.history.status,
        remarks: decided.history.remarks,
        signature_id: signatureId,
        created_at: now,
      })
      .execute();
    // A claim saved again is a new round: the agents' decisions on its earlier figures (an endorsement and its
    // signature, a rejection and its remarks) no longer stand on it; the history keeps them.
    await trx.deleteFrom('claim_approvals').where('claim_id', '=', id).where('status', '=', 'PENDING').execute();
    await trx
      .updateTable('claim_approvals')
      .set({ status: 'CLOSED', updated_at: now })
      .where('claim_id', '=', id)
      .where('status', '!=', 'CLOSED')
      .execute();
    if (outcome.pending === 'MA') await addPendingAgents(trx, id, input.school_id, now, input.zone);
  });
  return { id, message: decided.message };
}
