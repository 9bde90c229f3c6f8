/**
 * How the generic parts of the server reach deliverables: who may see and delete their files (the download and
 * attachment routes), the resumable upload purpose that files a finished upload into a slot, the inspection summary of
 * the month and what waits for the caller (the to-do).
 */
import type { FastifyInstance } from 'fastify';
import {
  CUSTOM_SLOT_RE,
  isKnownSlot,
  type DeliverableCategory,
  type DeliverableStatus,
  type DeliverableZone,
} from '../../../domain/deliverables.js';
import { decideDeliverable } from '../../../domain/deliverableWorkflow.js';
import { nowIso } from '../../db/columns.js';
import { insertAttachments } from '../../lib/attachments.js';
import { conflict, HttpError, unprocessable } from '../../lib/errors.js';
import type { OwnerAccess } from '../../lib/ownerAccess.js';
import type { UploadPurpose } from '../../lib/resumable/registry.js';
import type { AuthUser } from '../../plugins/auth.js';
import { customSlotsOf, findDeliverable, OWNER_DELIVERABLE, zonesOf } from './repository.js';
import { deliverableUploads, failOf, PREPARER_UNSIGNED } from './save.js';

export const deliverableAttachmentAccess: OwnerAccess = {
  owners: [OWNER_DELIVERABLE.file, OWNER_DELIVERABLE.signature],
  async canSee(app, user, ownerId) {
    if (!user.permissions.has('deliverable.view')) return false;
    const row = await app.db.selectFrom('deliverables').select('zone').where('id', '=', ownerId).executeTakeFirst();
    return !!row && (await zonesOf(app.db, user)).includes(row.zone as DeliverableZone);
  },
  async assertDeletable(app, user, ownerType, ownerId) {
    if (ownerType === OWNER_DELIVERABLE.signature) throw new HttpError(403, 'You are not allowed to do this.');
    const row = await findDeliverable(app.db, ownerId, user);
    const d = decideDeliverable('delete_file', user.role_slug ?? '', row.status as DeliverableStatus);
    if (!d.ok) throw failOf(d);
  },
  async afterDelete(app, ownerId) {
    await app.db
      .updateTable('deliverables')
      .set((eb) => ({ ...PREPARER_UNSIGNED, version: eb('version', '+', 1), updated_at: nowIso() }))
      .where('id', '=', ownerId)
      .execute();
  },
};

interface DeliverableTarget {
  deliverable_id: number;
  slot: string;
  title: string | null;
}

/** Resumable uploads into a slot (metadata deliverable_id, slot, and title for a new custom slot). */
export const deliverableUploadPurpose: UploadPurpose<DeliverableTarget> = {
  permission: 'deliverable.edit',
  area: (app) => deliverableUploads(app),
  async authorize(app, user, meta) {
    const id = Number(meta.deliverable_id);
    if (!Number.isSafeInteger(id) || id < 1) throw unprocessable({ deliverable_id: ['The deliverable is invalid.'] });
    const row = await findDeliverable(app.db, id, user);
    const d = decideDeliverable('upload', user.role_slug ?? '', row.status as DeliverableStatus);
    if (!d.ok) throw failOf(d);
    if (!isKnownSlot(row.category as DeliverableCategory, meta.slot ?? ''))
      throw unprocessable({ slot: ['The selected attachment slot is invalid.'] });
    const title = meta.title?.trim() ? meta.title.trim().slice(0, 191) : null;
    return { deliverable_id: id, slot: meta.slot, title };
  },
  async complete(app, user, target, file) {
    return app.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('deliverables')
        .select(['status', 'custom_slots', 'version'])
        .where('id', '=', target.deliverable_id)
        .executeTakeFirst();
      if (!row) throw conflict('The deliverable no longer exists.');
      const d = decideDeliverable('upload', user.role_slug ?? '', row.status as DeliverableStatus);
      if (!d.ok) throw failOf(d);
      const custom = customSlotsOf(row);
      if (CUSTOM_SLOT_RE.test(target.slot) && !custom.some((c) => c.key === target.slot))
        custom.push({ key: target.slot, title: target.title });
      await trx
        .updateTable('deliverables')
        .set({
          custom_slots: JSON.stringify(custom),
          ...PREPARER_UNSIGNED,
          version: row.version + 1,
          updated_at: nowIso(),
        })
        .where('id', '=', target.deliverable_id)
        .execute();
      await insertAttachments(trx, OWNER_DELIVERABLE.file, target.deliverable_id, [file], user.id, {
        key: target.slot,
      });
      return (
        await trx
          .selectFrom('attachments')
          .select('id')
          .where('owner_type', '=', OWNER_DELIVERABLE.file)
          .where('full_path', '=', file.key)
          .executeTakeFirstOrThrow()
      ).id;
    });
  },
};

const INSPECTION_CATEGORY: Record<DeliverableCategory, string> = {
  BM: 'BUILDING-MAINTENANCE',
  TP: 'TURFING-AND-PLANTING-MAINTENANCE',
};

/** Spec §3 "Inspection summary": the month's checklists of the category in the zone, by how far they got. */
export async function inspectionSummary(app: FastifyInstance, user: AuthUser, id: number) {
  const row = await findDeliverable(app.db, id, user);
  const start = `${row.year}-${String(row.month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(row.year, row.month, 0)).getUTCDate();
  const end = `${row.year}-${String(row.month).padStart(2, '0')}-${last}`;
  const category = INSPECTION_CATEGORY[row.category as DeliverableCategory];
  const counts = await app.db
    .selectFrom('inspections')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('zone', '=', row.zone)
    .where('inspection_category', '=', category)
    .where('inspected_at', '>=', start)
    .where('inspected_at', '<=', end)
    .where('status', 'in', ['SUBMITTED', 'ACKNOWLEDGED', 'APPROVED'])
    .groupBy('status')
    .execute();
  const n = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  return {
    category,
    start_date: start,
    end_date: end,
    submitted: n('SUBMITTED'),
    acknowledged: n('ACKNOWLEDGED'),
    approved: n('APPROVED'),
  };
}

/** `GET /deliverable/pending-approvals`: the MA's submitted deliverables, the term contractor's rejected ones. */
export async function pendingDeliverables(app: FastifyInstance, user: AuthUser) {
  const role = user.role_slug ?? '';
  const status = role === 'MANAGING-AGENT' ? ['SUBMITTED'] : role === 'TERM-CONTRACTOR' ? ['REJECTED'] : [];
  const zones = await zonesOf(app.db, user);
  if (!status.length || !zones.length) return [];
  return app.db
    .selectFrom('deliverables')
    .select(['id', 'category', 'zone', 'year', 'month', 'status', 'reject_remarks', 'updated_at'])
    .where('status', 'in', status)
    .where('zone', 'in', zones)
    .orderBy('updated_at', 'desc')
    .limit(200)
    .execute();
}
