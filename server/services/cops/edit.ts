/**
 * The claim's three steps (spec part 3 §4–§7): Update (a category's rows, POST /cops/{id}), a signature (the term
 * contractor's Prepared by or the managing agent's Checked & certified), and Submit (DRAFT -> PENDING). The workflow table
 * decides; one transaction guarded by the claim's version writes the inputs, the recomputed figures and the state.
 * Client figures (monthly claim, payment, totals) are never stored: the server computes them.
 */
import { recordEvent } from '../../lib/webhooks/outbox.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COP_CATEGORIES, COP_MSG, isPercentCategory, type CopCategory, type CopStatus } from '../../../domain/cop.js';
import { decideCop, type CopAction } from '../../../domain/copWorkflow.js';
import { isIsoDate } from '../../../domain/dates.js';
import { parseMoney, parsePercent } from '../../../domain/money.js';
import { nowIso } from '../../db/columns.js';
import type { Db } from '../../db/index.js';
import { insertAttachments } from '../../lib/attachments.js';
import { conflict, HttpError, unprocessable } from '../../lib/errors.js';
import { fieldString, readBody } from '../../lib/forms.js';
import { signatureImage, storeSignature } from '../../lib/signatures.js';
import { removeStored, type StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { clearedSignature, figuresDigest, signatureHolds, type Signer } from './certification.js';
import { computeClaim, liveVariation, soiVariations } from './compute.js';
import { persistFigures, storedFigures } from './persist.js';
import { COP_BUCKET, findCop, OWNER_COP_SIGNATURE, type CopRow } from './repository.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';

/** A signature arrives as a data URL field, or as an image file in the `signature` part. */
const SIGNATURE_BODY = {
  bucket: COP_BUCKET,
  maxBytes: 2 * 1024 * 1024,
  allowed: ['image/png', 'image/jpeg'],
  maxFiles: 1,
};

function decide(action: CopAction, user: AuthUser, row: CopRow) {
  const d = decideCop(action, user.role_slug ?? '', row.status as CopStatus);
  if (!d.ok) throw new HttpError(d.code, d.message);
}

/** Bumps the version the caller loaded; 409 when someone else changed the claim meanwhile. */
async function bump(db: Db, row: CopRow, set: Record<string, unknown> = {}) {
  const res = await db
    .updateTable('cops')
    .set({ ...set, version: row.version + 1, updated_at: nowIso() })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1)
    throw conflict('This claim was changed by someone else. Reload it and try again.');
}

export interface LineEdit {
  id: number;
  school_id?: number;
  addition?: unknown;
  omission?: unknown;
  deduction?: unknown;
  grn_percentage?: unknown;
  reference?: string | null;
}

/** An amount field: empty or negative is 0 (spec §5), more than two decimals is bad input. */
function amountOf(v: unknown, field: string, errors: Record<string, string[]>): number {
  if (v === undefined || v === null || v === '') return 0;
  const cents = parseMoney(v);
  if (cents === null) {
    errors[field] = ['The amount must be a number with at most 2 decimals.'];
    return 0;
  }
  return Math.max(0, cents);
}

/** POST /cops/{id}: one category's rows sent together; answers the recomputed claim. */
export async function updateLines(db: Db, user: AuthUser, id: number, category: string, edits: LineEdit[]) {
  const row = await findCop(db, id, user);
  if (!COP_CATEGORIES.includes(category as CopCategory))
    throw unprocessable({ category: ['The selected category is invalid.'] });
  decide('update', user, row);
  const lines = await db
    .selectFrom('cop_lines')
    .selectAll()
    .where('cop_id', '=', id)
    .where('category', '=', category)
    .execute();
  const byId = new Map(lines.map((l) => [l.id, l]));
  const soi = await soiVariations(db, row);
  const errors = emptyFieldErrors();
  const changes: { id: number; set: Record<string, unknown> }[] = [];
  edits.forEach((e, i) => {
    const at = `cop_detail_school.${i}`;
    const line = byId.get(e.id);
    if (!line || (e.school_id !== undefined && e.school_id !== line.school_id)) {
      errors[`${at}.id`] = ['The selected line is invalid.'];
      return;
    }
    const set: Record<string, unknown> = {};
    const addition = amountOf(e.addition, `${at}.addition`, errors);
    const omission = amountOf(e.omission, `${at}.omission`, errors);
    set.deduction = amountOf(e.deduction, `${at}.deduction`, errors);
    // A variation typed over the SOI's stays the user's; one sent back unchanged keeps following the register.
    const live = liveVariation(soi, line);
    if (line.variation_edited || addition !== live.addition || omission !== live.omission)
      Object.assign(set, { addition, omission, variation_edited: 1 });
    if (isPercentCategory(category as CopCategory) && e.grn_percentage !== undefined) {
      const bp = e.grn_percentage === null || e.grn_percentage === '' ? 0 : parsePercent(e.grn_percentage);
      if (bp === null) errors[`${at}.grn_percentage`] = ['The percentage must be a number with at most 2 decimals.'];
      else set.percent_bp = Math.max(0, bp);
    }
    if (e.reference !== undefined) {
      const ref = typeof e.reference === 'string' ? e.reference.trim() : '';
      if (ref.length > 191) errors[`${at}.reference`] = ['The reference may not be longer than 191 characters.'];
      set.reference = ref || null;
    }
    changes.push({ id: line.id, set });
  });
  if (Object.keys(errors).length) throw unprocessable(errors);
  await db.transaction().execute(async (trx) => {
    await bump(trx, row);
    for (const c of changes) await trx.updateTable('cop_lines').set(c.set).where('id', '=', c.id).execute();
    const fresh = { ...row, version: row.version + 1 };
    const computed = await computeClaim(trx, fresh);
    await persistFigures(trx, computed, await storedFigures(trx, row.id));
    // A change of the figures voids the signatures given on the old ones: both sign again.
    const digest = figuresDigest(computed);
    const voided = (['prepare', 'check'] as const).filter(
      (who) => row[`${who}_signature_id`] !== null && !signatureHolds(row, who, digest),
    );
    if (voided.length)
      await trx
        .updateTable('cops')
        .set(Object.assign({}, ...voided.map(clearedSignature)))
        .where('id', '=', row.id)
        .execute();
  });
  return findCop(db, id, user);
}

/** Reads the signature of a multipart or JSON body; answers the stored image, or null when none was sent. */
async function sentSignature(
  app: FastifyInstance,
  user: AuthUser,
  fields: Record<string, unknown>,
  files: StoredUpload[],
) {
  const file = files.find((f) => f.field === 'signature');
  if (files.some((f) => f.field !== 'signature'))
    throw unprocessable({ signature: ['Only a signature image may be sent.'] });
  if (file)
    return {
      stored: file,
      input: {
        options: fieldString(fields.signature_options),
        details: fieldString(fields.signature_details),
        name: fieldString(fields.name),
      },
    };
  const sent = fieldString(fields.signature) !== null || fieldString(fields.signature_options) === 'my_signature';
  if (!sent) return null;
  const image = await signatureImage(app, app.db, user.id, fields);
  if (!image) return null;
  return { stored: await storeSignature(app, image, COP_BUCKET), input: image.input };
}

async function recordSignature(
  db: Db,
  row: CopRow,
  user: AuthUser,
  who: Signer,
  sig: { stored: StoredUpload; input: { options: string | null; details: string | null; name: string | null } },
  digest: string,
) {
  await insertAttachments(db, OWNER_COP_SIGNATURE, row.id, [sig.stored], user.id, { type: 'SIGNATURE', signer: who });
  const att = await db
    .selectFrom('attachments')
    .select('id')
    .where('owner_type', '=', OWNER_COP_SIGNATURE)
    .where('full_path', '=', sig.stored.key)
    .executeTakeFirstOrThrow();
  return {
    [`${who}_signature_id`]: att.id,
    [`${who}_name`]: sig.input.name ?? user.full_name,
    [`${who}_details`]: sig.input.details,
    [`${who}_options`]: sig.input.options,
    [`${who}_user_id`]: user.id,
    [`${who}_signed_at`]: nowIso(),
    [`${who}_figures`]: digest,
  };
}

/** POST /cops/{id}/sign: the term contractor signs Prepared by, the managing agent Checked & certified correct. */
export async function signCop(app: FastifyInstance, request: FastifyRequest, user: AuthUser, id: number) {
  const db = app.db;
  const body = await readBody(app, request, SIGNATURE_BODY);
  const written: StoredUpload[] = [...body.files];
  try {
    const row = await findCop(db, id, user);
    const action: CopAction = user.role_slug === 'MANAGING-AGENT' ? 'sign_checked' : 'sign_prepared';
    decide(action, user, row);
    const sig = await sentSignature(app, user, body.fields, body.files);
    if (!sig) throw unprocessable({ signature: [COP_MSG.needPrepared] });
    if (!written.includes(sig.stored)) written.push(sig.stored);
    await db.transaction().execute(async (trx) => {
      const digest = figuresDigest(await computeClaim(trx, row));
      const set = await recordSignature(trx, row, user, action === 'sign_checked' ? 'check' : 'prepare', sig, digest);
      await bump(trx, row, set);
    });
    return findCop(db, id, user);
  } catch (e) {
    await removeStored(app, written);
    throw e;
  }
}

/**
 * POST /cops/{id}/submit (multipart as spec §7): the claim date, the preparer's signature (sent now or given before) and
 * the MA's certification are required; the figures are computed once more with the claim date's GST and frozen.
 */
export async function submitCop(app: FastifyInstance, request: FastifyRequest, user: AuthUser, id: number) {
  const db = app.db;
  const body = await readBody(app, request, SIGNATURE_BODY);
  const written: StoredUpload[] = [...body.files];
  try {
    const f = body.fields;
    const row = await findCop(db, id, user);
    const claimDate = fieldString(f.claim_date);
    const errors = emptyFieldErrors();
    if (!claimDate) errors.claim_date = [COP_MSG.claimDate];
    else if (!isIsoDate(claimDate)) errors.claim_date = ['The claim date must be a date (yyyy-MM-dd).'];
    const status = fieldString(f.status);
    if (status !== null && status !== 'PENDING') errors.status = ['The status must be PENDING.'];
    if (Object.keys(errors).length) throw unprocessable(errors);
    decide('submit', user, row);
    const sig = await sentSignature(app, user, f, body.files);
    if (sig && !written.includes(sig.stored)) written.push(sig.stored);
    if (!sig && !row.prepare_signature_id) throw unprocessable({ signature: [COP_MSG.needPrepared] });
    if (!row.check_signature_id) throw unprocessable({ check_signature: [COP_MSG.needChecked] });
    await db.transaction().execute(async (trx) => {
      const computed = await computeClaim(trx, row, { claimDate });
      // What goes out is what the managing agent certified (and the preparer signed): the same figures, or no submit.
      const digest = figuresDigest(computed);
      if (!signatureHolds(row, 'check', digest)) throw conflict(COP_MSG.certificationOutdated);
      if (!sig && !signatureHolds(row, 'prepare', digest)) throw conflict(COP_MSG.preparedOutdated);
      await persistFigures(trx, computed, await storedFigures(trx, row.id));
      const c = computed.cover;
      const signed = sig ? await recordSignature(trx, row, user, 'prepare', sig, digest) : {};
      await bump(trx, row, {
        ...signed,
        status: 'PENDING',
        claim_date: claimDate,
        submitted_at: nowIso(),
        total_month: c.totalMonth,
        kpi_type: c.kpiType,
        kpi_bp: c.kpiPercent,
        kpi_amount: c.kpiAmount,
        liquidated_damages: c.liquidatedDamages,
        ld_by_school: JSON.stringify(Object.fromEntries(computed.ldBySchool)),
        sub_total: c.subTotal,
        gst_percent: c.gstPercent,
        gst_amount: c.gstAmount,
        grand_total: c.grandTotal,
      });
      await recordEvent(
        trx,
        'cop.status_changed',
        { type: 'cop', id: row.id },
        { action: 'submit', status: 'PENDING', previous_status: row.status },
      );
    });
    return findCop(db, id, user);
  } catch (e) {
    await removeStored(app, written);
    throw e;
  }
}
