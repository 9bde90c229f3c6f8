/**
 * The term contractor's save and submit (POST /deliverable/{id}, multipart) and the MA's decision (final-approvals): the
 * workflow table decides, one transaction records files, signature, state and history, guarded by the version loaded.
 */
import { recordEvent } from '../../lib/webhooks/outbox.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import {
  CUSTOM_SLOT_RE,
  DELIVERABLE_MAX_BYTES,
  DELIVERABLE_MSG,
  DELIVERABLE_ROUTES,
  MONTH_NAMES,
  isKnownSlot,
  submitErrors,
  type DeliverableCategory,
  type DeliverableStatus,
} from '../../../domain/deliverables.js';
import { approvalActionOf, decideDeliverable, type DeliverableDecision } from '../../../domain/deliverableWorkflow.js';
import { OFFICE_DOCUMENT_TYPES } from '../../../domain/files.js';
import { ROLE } from '../../../domain/roles.js';
import { nowIso } from '../../db/columns.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { insertAttachments } from '../../lib/attachments.js';
import { conflict, HttpError, unprocessable } from '../../lib/errors.js';
import { fieldString, readBody } from '../../lib/forms.js';
import { signatureImage, storeSignature } from '../../lib/signatures.js';
import { removeStored, type StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  customSlotsOf,
  DELIVERABLE_BUCKET,
  findDeliverable,
  OWNER_DELIVERABLE,
  type DeliverableRow,
} from './repository.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';
import { versionField } from '../../lib/validation.js';

export const deliverableUploads = (app: FastifyInstance) => ({
  bucket: DELIVERABLE_BUCKET,
  maxBytes: app.config.uploads.deliverableMaxBytes ?? DELIVERABLE_MAX_BYTES,
  allowed: OFFICE_DOCUMENT_TYPES,
  maxFiles: 30,
});

export const failOf = (d: Extract<DeliverableDecision, { ok: false }>) =>
  d.code === 422
    ? unprocessable(Object.fromEntries(Object.entries(d.errors ?? {}).map(([k, v]) => [k, [v]])))
    : new HttpError(d.code, d.message);

/** The slot a multipart file field names: `{key}` or `other_documents[{custom key}]`. */
function slotOfField(field: string | undefined): string {
  const m = /^other_documents\[([^\]]+)\]$/.exec(field ?? '');
  return m ? m[1] : (field ?? '');
}

/** Custom titles sent as `other_remarks[custom_N]`. */
function customTitles(fields: Record<string, unknown>): Map<string, string | null> {
  const out = new Map<string, string | null>();
  for (const [name, v] of Object.entries(fields)) {
    const m = /^other_remarks\[([^\]]+)\]$/.exec(name);
    if (m) out.set(m[1], fieldString(v));
  }
  return out;
}

async function filledSlots(db: Db, id: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('attachments')
    .select('additional_fields')
    .where('owner_type', '=', OWNER_DELIVERABLE.file)
    .where('owner_id', '=', id)
    .execute();
  return new Set(rows.map((r) => String((JSON.parse(r.additional_fields) as { key?: string }).key ?? '')));
}

async function insertSignature(db: Db | Transaction<Database>, id: number, stored: StoredUpload, userId: number) {
  await insertAttachments(db, OWNER_DELIVERABLE.signature, id, [stored], userId, { type: 'SIGNATURE' });
  return (
    await db
      .selectFrom('attachments')
      .select('id')
      .where('owner_type', '=', OWNER_DELIVERABLE.signature)
      .where('full_path', '=', stored.key)
      .executeTakeFirstOrThrow()
  ).id;
}

/**
 * The preparer's signature covers the files it was given on: a file added or removed afterwards clears it, and the
 * deliverable is signed again before it is submitted (signed = stored).
 */
export const PREPARER_UNSIGNED = { prepare_signature_id: null, prepare_name: null, prepare_details: null } as const;

/** Save as draft (status DRAFT or absent) or submit (status SUBMITTED), with files, custom titles and the signature. */
export async function saveDeliverable(app: FastifyInstance, request: FastifyRequest, user: AuthUser, id: number) {
  const db = app.db;
  const body = await readBody(app, request, deliverableUploads(app));
  const written: StoredUpload[] = [...body.files];
  try {
    const f = body.fields;
    const version = versionField(f.version);
    const row = await findDeliverable(db, id, user);
    const category = row.category as DeliverableCategory;
    const state = row.status as DeliverableStatus;
    const wanted = (fieldString(f.status) ?? 'DRAFT').toUpperCase();
    if (wanted !== 'DRAFT' && wanted !== 'SUBMITTED')
      throw unprocessable({ status: ['The status must be DRAFT or SUBMITTED.'] });
    const action = wanted === 'SUBMITTED' ? 'submit' : 'save';
    const decision = decideDeliverable(action, user.role_slug ?? '', state);
    if (!decision.ok) throw failOf(decision);
    const errors = emptyFieldErrors();
    for (const file of body.files) {
      const slot = slotOfField(file.field);
      if (!isKnownSlot(category, slot)) errors[file.field ?? 'file'] = ['The selected attachment slot is invalid.'];
    }
    const custom = customSlotsOf(row);
    for (const [key, title] of customTitles(f)) {
      if (!CUSTOM_SLOT_RE.test(key)) errors[`other_remarks[${key}]`] = ['The selected attachment slot is invalid.'];
      else if (title && title.length > 191)
        errors[`other_remarks[${key}]`] = ['The title may not be longer than 191 characters.'];
      else {
        const c = custom.find((x) => x.key === key);
        if (c) c.title = title;
        else custom.push({ key, title });
      }
    }
    for (const file of body.files) {
      const slot = slotOfField(file.field);
      if (CUSTOM_SLOT_RE.test(slot) && !custom.some((c) => c.key === slot)) custom.push({ key: slot, title: null });
    }
    if (custom.length > 50) errors.other_remarks = ['At most 50 custom attachments.'];
    if (Object.keys(errors).length) throw unprocessable(errors);
    const sent = fieldString(f.signature) !== null || fieldString(f.signature_options) === 'my_signature';
    const image = sent ? await signatureImage(app, db, user.id, f) : null;
    if (action === 'submit') {
      const filled = await filledSlots(db, id);
      for (const file of body.files) filled.add(slotOfField(file.field));
      const signedBefore = !!row.prepare_signature_id && body.files.length === 0;
      const problems = submitErrors({ category, filled, custom, signed: !!image || signedBefore });
      if (Object.keys(problems).length)
        throw unprocessable(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])));
    }
    const stored = image ? await storeSignature(app, image, DELIVERABLE_BUCKET) : null;
    if (stored) written.push(stored);
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('deliverables')
        .set({
          status: decision.to!,
          custom_slots: JSON.stringify(custom),
          ...(body.files.length ? PREPARER_UNSIGNED : {}),
          version: row.version + 1,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('version', '=', version ?? row.version)
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw conflict(DELIVERABLE_MSG.stale);
      for (const file of body.files)
        await insertAttachments(trx, OWNER_DELIVERABLE.file, id, [file], user.id, { key: slotOfField(file.field) });
      if (stored) {
        const sid = await insertSignature(trx, id, stored, user.id);
        await trx
          .updateTable('deliverables')
          .set({
            prepare_signature_id: sid,
            prepare_name: image!.input.name ?? user.full_name,
            prepare_details: image!.input.details,
          })
          .where('id', '=', id)
          .execute();
      }
      await trx
        .insertInto('deliverable_histories')
        .values({
          deliverable_id: id,
          approval_type: 'TC',
          status: decision.to!,
          remarks: null,
          user_id: user.id,
          updated_at: now,
        })
        .execute();
      if (decision.to !== row.status)
        await recordEvent(
          trx,
          'deliverable.status_changed',
          { type: 'deliverable', id },
          { action, status: decision.to, previous_status: row.status },
        );
    });
    if (action === 'submit') await notifyDeliverable(app, row, 'submitted');
    return { message: decision.rule.message, status: decision.to! };
  } catch (e) {
    await removeStored(app, written);
    throw e;
  }
}

/** The MA's approval or rejection (spec §7 final-approvals): status and signature required, remark optional. */
export async function decideApproval(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  fields: Record<string, unknown>,
) {
  const db = app.db;
  const version = versionField(fields.version);
  const row = await findDeliverable(db, id, user);
  const status = (fieldString(fields.status) ?? '').toUpperCase();
  const remarks = fieldString(fields.remarks);
  if (remarks && remarks.length > 5000)
    throw unprocessable({ remarks: ['This field may not be longer than 5000 characters.'] });
  const action = approvalActionOf(status) ?? 'approve';
  const sent = fieldString(fields.signature) !== null || fieldString(fields.signature_options) === 'my_signature';
  const image = sent ? await signatureImage(app, db, user.id, fields) : null;
  const decision = decideDeliverable(action, user.role_slug ?? '', row.status as DeliverableStatus, {
    status: approvalActionOf(status) ? status : null,
    signature: image ? 'yes' : null,
  });
  if (!decision.ok) throw failOf(decision);
  const stored = image ? await storeSignature(app, image, DELIVERABLE_BUCKET) : null;
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('deliverables')
        .set({
          status: decision.to!,
          reject_remarks: decision.to === 'REJECTED' ? remarks : null,
          version: row.version + 1,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('version', '=', version ?? row.version)
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw conflict(DELIVERABLE_MSG.stale);
      const sid = await insertSignature(trx, id, stored!, user.id);
      await trx
        .updateTable('deliverables')
        .set({ ma_signature_id: sid, ma_name: image!.input.name ?? user.full_name, ma_details: image!.input.details })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('deliverable_histories')
        .values({
          deliverable_id: id,
          approval_type: 'MA',
          status: decision.to!,
          remarks,
          user_id: user.id,
          updated_at: now,
        })
        .execute();
      if (decision.to !== row.status)
        await recordEvent(
          trx,
          'deliverable.status_changed',
          { type: 'deliverable', id },
          { action, status: decision.to, previous_status: row.status },
        );
    });
  } catch (e) {
    if (stored) await removeStored(app, [stored]);
    throw e;
  }
  await notifyDeliverable(app, row, decision.to === 'APPROVED' ? 'approved' : 'rejected');
  return { message: decision.rule.message, status: decision.to! };
}

/** Tells the zone's managing agents of a submission, and the term contractors of the zone of the MA's decision. */
async function notifyDeliverable(
  app: FastifyInstance,
  row: DeliverableRow,
  event: 'submitted' | 'approved' | 'rejected',
) {
  try {
    const role = event === 'submitted' ? ROLE.MANAGING_AGENT : ROLE.TERM_CONTRACTOR;
    const users = await app.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.id', 'users.zone_in_charge'])
      .where('roles.slug', '=', role)
      .execute();
    const ids = users
      .filter((u) => {
        const zones = JSON.parse(u.zone_in_charge || '[]') as string[];
        return !zones.length || zones.includes(row.zone);
      })
      .map((u) => u.id);
    if (!ids.length) return;
    const category = row.category as DeliverableCategory;
    await app.notify(ids, {
      type: 'request',
      title: {
        submitted: 'Deliverables for approval',
        approved: 'Deliverables approved',
        rejected: 'Deliverables rejected',
      }[event],
      description: `${DELIVERABLE_ROUTES[category].label} — ${MONTH_NAMES[row.month - 1]} ${row.year} (${row.zone})`,
      url: `/deliverables/${DELIVERABLE_ROUTES[category].slug}/${row.id}`,
      refId: `deliverable:${row.id}`,
    });
  } catch (e) {
    app.log.warn({ err: e }, 'deliverable notification failed');
  }
}
