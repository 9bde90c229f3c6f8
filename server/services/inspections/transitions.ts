/**
 * Saving and moving a checklist (spec part 3 §4, `PUT /inspection-schedule/{id}`): the action follows from the status sent,
 * the table in domain/inspectionWorkflow.ts decides, and everything is written in ONE transaction guarded by the version the
 * caller loaded (a second tab or user gets 409 instead of overwriting). Per-item autosave goes through the same guard.
 */
import { staleAnswer } from '../../lib/versions.js';
import { recordEvent } from '../../lib/webhooks/outbox.js';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  CHECKED_VALUES,
  checkOutError,
  INSPECTION_MSG,
  inspectedAtError,
  isDueInMonth,
  uncheckedItems,
  validateSignatory,
  type InspectionStatus,
} from '../../../domain/inspections.js';
import { decideInspection, type InspectionAction } from '../../../domain/inspectionWorkflow.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../db/columns.js';
import { insertAttachments } from '../../lib/attachments.js';
import { HttpError, unprocessable } from '../../lib/errors.js';
import { signatureImage, storeSignature } from '../../lib/signatures.js';
import { removeStored } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  findInspection,
  INSPECTION_BUCKET,
  INSPECTION_STALE,
  OWNER_INSPECTION_SIGNATURE,
  type InspectionRow,
} from './repository.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';

export interface ItemChange {
  id: number;
  status?: string | null;
  remarks?: string | null;
}

export interface UpdateInput {
  status?: string | null;
  version?: number | null;
  checklist_items?: unknown;
  remarks?: string | null;
  inspected_at?: string | null;
  check_out?: string | null;
  is_form?: boolean | null;
  signatory_date?: string | null;
  signatory_remarks?: string | null;
  signature?: string | null;
  signature_options?: string | null;
  signature_details?: string | null;
  name?: string | null;
}

const ACTION_BY_STATUS: Record<string, InspectionAction> = {
  DRAFT: 'save',
  SUBMITTED: 'submit',
  ACKNOWLEDGED: 'acknowledge',
  APPROVED: 'approve',
  REJECTED: 'reject',
};

/** The action a PUT asks for: a pending-confirmation checklist is confirmed by its first save. */
export function actionOf(current: InspectionStatus, requested: string | null | undefined): InspectionAction | null {
  if (current === 'PENDING_CONFIRMATION') return 'confirm';
  return ACTION_BY_STATUS[requested ?? 'DRAFT'] ?? null;
}

/** Item changes from the spec's nested shape ([{id, checklist_sub_items: [...]}]) or a flat list of sub-items. */
export function itemChanges(input: unknown): ItemChange[] {
  if (!Array.isArray(input)) return [];
  const flat: unknown[] = input.flatMap((e: unknown) =>
    e && typeof e === 'object' && Array.isArray((e as { checklist_sub_items?: unknown }).checklist_sub_items)
      ? (e as { checklist_sub_items: unknown[] }).checklist_sub_items
      : [e],
  );
  const out: ItemChange[] = [];
  const errors = emptyFieldErrors();
  flat.forEach((raw, i) => {
    if (!raw || typeof raw !== 'object') return;
    const s = raw as Record<string, unknown>;
    const id = Number(s.id);
    if (!Number.isInteger(id) || id < 1) return;
    const change: ItemChange = { id };
    if ('status' in s) {
      // Only a text can be a checked value: anything else (a number, an object, a list) is refused, not String()-ed.
      const v =
        s.status === '' || s.status === null ? null : typeof s.status === 'string' ? s.status.toLowerCase() : '';
      if (v !== null && !(CHECKED_VALUES as readonly string[]).includes(v))
        errors[`checklist_items.${i}.status`] = ['The checked value must be yes, no or n/a.'];
      change.status = v;
    }
    if ('remarks' in s) change.remarks = typeof s.remarks === 'string' ? s.remarks.slice(0, 5000) : null;
    out.push(change);
  });
  if (Object.keys(errors).length) throw unprocessable(errors);
  return out;
}

async function writeItems(trx: Transaction<Database>, inspectionId: number, changes: ItemChange[]) {
  if (!changes.length) return;
  const existing = await trx
    .selectFrom('inspection_sub_items')
    .select(['id', 'status', 'remarks'])
    .where('inspection_id', '=', inspectionId)
    .execute();
  const byId = new Map(existing.map((e) => [e.id, e]));
  for (const c of changes) {
    const old = byId.get(c.id);
    if (!old) throw unprocessable({ checklist_items: [`Item ${c.id} is not on this checklist.`] });
    const set: { status?: string | null; remarks?: string | null } = {};
    if (c.status !== undefined && c.status !== old.status) set.status = c.status;
    if (c.remarks !== undefined && c.remarks !== old.remarks) set.remarks = c.remarks;
    if (Object.keys(set).length)
      await trx.updateTable('inspection_sub_items').set(set).where('id', '=', c.id).execute();
  }
}

/** Bumps the version if it still is the one the caller loaded; 409 otherwise. */
async function claimVersion(trx: Transaction<Database>, row: InspectionRow, expected: number | null | undefined) {
  const res = await trx
    .updateTable('inspections')
    .set({ version: row.version + 1, updated_at: nowIso() })
    .where('id', '=', row.id)
    .where('version', '=', expected ?? row.version)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw await staleAnswer(trx, 'inspections', row.id, INSPECTION_STALE);
}

/** The items that must still be checked Yes, counting the changes this request makes. */
export async function openItems(db: Db | Transaction<Database>, row: InspectionRow, inspectedAt: string) {
  const [subs, defects] = await Promise.all([
    db
      .selectFrom('inspection_sub_items')
      .select(['id', 'header', 'serial_no', 'element', 'description', 'frequency', 'status'])
      .where('inspection_id', '=', row.id)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('defects')
      .select(['sub_item_id', 'id'])
      .where('inspection_id', '=', row.id)
      .where('defect', '=', 1)
      .orderBy('id')
      .execute(),
  ]);
  const followUp = new Map<number, number>();
  for (const d of defects)
    if (d.sub_item_id !== null && !followUp.has(d.sub_item_id)) followUp.set(d.sub_item_id, d.id);
  return uncheckedItems(
    subs.map((s) => ({ ...s, header: s.header === 1, followUpDefect: followUp.get(s.id) ?? null })),
    { frequency: row.frequency, inspectedAt },
  );
}

export async function updateInspection(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: UpdateInput,
): Promise<{ message: string; status: InspectionStatus }> {
  const db = app.db;
  const row = await findInspection(db, id, user);
  const current = row.status as InspectionStatus;
  const action = actionOf(current, input.status);
  if (!action) throw unprocessable({ status: ['The status is not one a checklist can be set to.'] });
  const changes =
    action === 'save' || action === 'submit' || action === 'confirm' ? itemChanges(input.checklist_items) : [];

  const signing = action === 'submit' || action === 'acknowledge' || action === 'approve';
  // A signature sent with a step that records none is still checked: bad input is refused, never silently dropped.
  const sent = typeof input.signature === 'string' && input.signature.trim() !== '';
  const checked = signing || sent ? await signatureImage(app, db, user.id, input as Record<string, unknown>) : null;
  const image = signing ? checked : null;
  const inspectedAt = input.inspected_at ?? row.inspected_at;
  const decision = decideInspection(
    action,
    user.role_slug ?? '',
    { status: current, omSigned: row.om_signature_id !== null },
    { signature: image ? 'yes' : null, inspected_at: inspectedAt, remarks: input.remarks },
  );
  if (!decision.ok) {
    if (decision.code === 422)
      throw unprocessable(Object.fromEntries(Object.entries(decision.errors ?? {}).map(([k, v]) => [k, [v]])));
    throw new HttpError(decision.code, decision.message);
  }

  const fieldErrors = emptyFieldErrors();
  const dateError = inspectedAtError(input.inspected_at);
  if (dateError) fieldErrors.inspected_at = [dateError];
  const checkOut = input.check_out ?? row.check_out;
  const outError = input.check_out !== undefined ? checkOutError(row.zone, checkOut) : null;
  if (outError) fieldErrors.check_out = [outError];
  if (input.is_form && (action === 'submit' || action === 'save'))
    for (const [k, v] of Object.entries(validateSignatory(input, row.zone))) fieldErrors[k] = [v];
  if (Object.keys(fieldErrors).length) throw unprocessable(fieldErrors);

  const stored = image ? await storeSignature(app, image, INSPECTION_BUCKET) : null;
  try {
    await db.transaction().execute(async (trx) => {
      await claimVersion(trx, row, input.version);
      await writeItems(trx, id, changes);
      if (action === 'submit' && inspectedAt) {
        const open = await openItems(trx, row, inspectedAt);
        if (open.items.length)
          // One key per open item (Laravel's `field.n`), so each stays a line of its own in the warning box: under one
          // key a client joins the messages into a single line.
          throw new HttpError(422, INSPECTION_MSG.incomplete, {
            checklist_items: [open.message],
            ...Object.fromEntries(
              open.items.map((i, n) => [`checklist_items.${n}`, [`${i.serial_no ?? ''} ${i.element ?? ''}`.trim()]]),
            ),
          });
      }
      let signatureId: number | null = null;
      if (stored) {
        await insertAttachments(trx, OWNER_INSPECTION_SIGNATURE, id, [stored], user.id, { type: 'SIGNATURE' });
        signatureId = (
          await trx
            .selectFrom('attachments')
            .select('id')
            .where('owner_type', '=', OWNER_INSPECTION_SIGNATURE)
            .where('full_path', '=', stored.key)
            .executeTakeFirstOrThrow()
        ).id;
      }
      const name = image?.input.name ?? user.full_name;
      const details = image?.input.details ?? null;
      await trx
        .updateTable('inspections')
        .set({
          updated_at: nowIso(),
          ...(decision.to ? { status: decision.to } : {}),
          ...(input.inspected_at ? { inspected_at: input.inspected_at } : {}),
          ...(input.check_out !== undefined ? { check_out: input.check_out } : {}),
          ...(input.is_form
            ? { signatory_date: input.signatory_date ?? null, signatory_remarks: input.signatory_remarks ?? null }
            : {}),
          // A submit starts a new round: the OM's acknowledgement and the MA's decision were on the answers before.
          ...(action === 'submit'
            ? {
                prepare_signature_id: signatureId,
                prepare_name: name,
                prepare_details: details,
                om_signature_id: null,
                om_name: null,
                om_details: null,
                ma_signature_id: null,
                ma_name: null,
                ma_details: null,
              }
            : {}),
          ...(action === 'acknowledge' ? { om_signature_id: signatureId, om_name: name, om_details: details } : {}),
          ...(action === 'approve'
            ? {
                ma_signature_id: signatureId,
                ma_name: name,
                ma_details: details,
                remarks: input.remarks ?? row.remarks,
              }
            : {}),
          ...(action === 'reject' ? { rejection_remarks: input.remarks ?? null, remarks: input.remarks ?? null } : {}),
        })
        .where('id', '=', id)
        .execute();
      if (decision.to && decision.to !== current)
        await trx
          .insertInto('inspection_histories')
          .values({
            inspection_id: id,
            status: decision.to,
            remarks: action === 'reject' ? (input.remarks ?? null) : null,
            created_by: user.id,
            created_at: nowIso(),
          })
          .execute();
      if (decision.to && decision.to !== current)
        await recordEvent(
          trx,
          'inspection.status_changed',
          { type: 'inspection', id },
          { action, status: decision.to, previous_status: current },
        );
    });
  } catch (e) {
    if (stored) await removeStored(app, [stored]);
    throw e;
  }
  if (decision.to && decision.to !== current) await notifyNext(app, row, decision.to);
  return { message: decision.rule.message, status: decision.to ?? current };
}

/** Tells whoever acts next (the school's OM and the zone's MAs after a submission, the MAs after acknowledgement, the preparer after the MA). */
async function notifyNext(app: FastifyInstance, row: InspectionRow, to: InspectionStatus) {
  try {
    const db = app.db;
    let ids: number[] = [];
    if (to === 'SUBMITTED' || to === 'ACKNOWLEDGED') {
      const people = await db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select(['users.id', 'roles.slug', 'users.school_id', 'users.zone_in_charge'])
        .where((eb) =>
          eb.or([
            eb.and([eb('roles.slug', '=', 'OPERATIONS-MANAGER'), eb('users.school_id', '=', row.school_id)]),
            eb('roles.slug', '=', 'MANAGING-AGENT'),
          ]),
        )
        .execute();
      ids = people
        .filter((p) =>
          p.slug === 'OPERATIONS-MANAGER'
            ? to === 'SUBMITTED'
            : (JSON.parse(p.zone_in_charge || '[]') as string[]).includes(row.zone),
        )
        .map((p) => p.id);
    } else if (row.created_by) ids = [row.created_by];
    if (ids.length)
      await app.notify(ids, {
        type: 'request',
        title: `Inspection checklist ${to.toLowerCase()}`,
        description: `${row.checklist_name} (${row.inspected_at ?? ''})`,
        url: `/inspection-checklist/inspection-servicing/${row.id}`,
        refId: `inspection:${row.id}`,
      });
  } catch (e) {
    app.log.warn({ err: e }, 'inspection notification failed');
  }
}

/** One sub-item's autosave (on selection and on remarks blur): the same version guard as a full save. */
export async function autosaveItem(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  change: ItemChange & { version?: number | null },
): Promise<{ version: number; saved_at: string }> {
  const row = await findInspection(app.db, id, user);
  const decision = decideInspection('save', user.role_slug ?? '', {
    status: row.status as InspectionStatus,
    omSigned: row.om_signature_id !== null,
  });
  if (!decision.ok) throw new HttpError(decision.code, decision.message);
  const [valid] = itemChanges([change]);
  if (!valid) throw unprocessable({ id: ['Unknown item.'] });
  await app.db.transaction().execute(async (trx) => {
    await claimVersion(trx, row, change.version);
    await writeItems(trx, id, [valid]);
  });
  return { version: row.version + 1, saved_at: nowIso() };
}

/** Items due this month, for the warning box before submit (`get-unchecked-items`). */
export async function uncheckedFor(app: FastifyInstance, user: AuthUser, id: number, month?: string) {
  const row = await findInspection(app.db, id, user);
  const date =
    month && /^\d{4}-\d{2}/.test(month) ? `${month.slice(0, 7)}-01` : (row.inspected_at ?? nowIso().slice(0, 10));
  const open = await openItems(app.db, row, date);
  return {
    status: open.items.length ? 'VALIDATION' : 'OK',
    message: open.items.length ? open.message : '',
    data: open.items.map((i) => ({
      id: i.id,
      serial_no: i.serial_no ?? null,
      element: i.element ?? null,
      description: i.description ?? null,
      frequency: i.frequency ?? null,
      due: isDueInMonth(i.frequency, Number(date.slice(5, 7))),
    })),
  };
}
