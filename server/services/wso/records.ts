/** Deleting a WSO or one of its photos, and the caller's to-do feed: the table decides who may. */
import type { FastifyInstance } from 'fastify';
import { ROLE } from '../../../domain/roles.js';
import { wsoDisplayStatus, type WsoState, type WsoStatus } from '../../../domain/wso.js';
import { decideWso, type WsoAction } from '../../../domain/wsoWorkflow.js';
import { nowIso } from '../../db/columns.js';
import { storedFilesOf } from '../../lib/attachments.js';
import { HttpError } from '../../lib/errors.js';
import { removeStored } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { inScope } from '../../lib/scope.js';
import { findWso, OWNER_WSO, scopeWso, WSO_PHOTO_OWNERS, type WsoRow } from './repository.js';

/** The workflow table's answer for this step on this order: throws its 403 or 409. */
export async function allowed(app: FastifyInstance, user: AuthUser, row: WsoRow, action: WsoAction) {
  const d = decideWso(action, user.role_slug ?? '', {
    state: row.status as WsoState,
    maApproved: row.ma_approved === 1,
  });
  if (!d.ok) throw new HttpError(d.code, d.message);
}

export async function deleteWso(app: FastifyInstance, user: AuthUser, id: number): Promise<void> {
  const db = app.db;
  const row = await findWso(db, id, user);
  await allowed(app, user, row, 'delete');
  const owners = [...WSO_PHOTO_OWNERS, OWNER_WSO.signature];
  const files = (await Promise.all(owners.map((o) => storedFilesOf(db, o, [id])))).flat();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('attachments').where('owner_type', 'in', owners).where('owner_id', '=', id).execute();
    await trx.deleteFrom('work_service_orders').where('id', '=', id).where('status', '=', 'DRAFT').execute();
    // The quotation waits for a WSO again.
    if (row.quotation_id)
      await trx
        .updateTable('quotations')
        .set({ wso_status: 'WSO_PENDING_CREATION', updated_at: nowIso() })
        .where('id', '=', row.quotation_id)
        .execute();
  });
  await removeStored(app, files);
}

/** Access to the files of a WSO for the attachments routes (download and DELETE /attachments/{id}). */
export const wsoAttachmentAccess = {
  owners: [...WSO_PHOTO_OWNERS, OWNER_WSO.signature] as readonly string[],
  async canSee(app: FastifyInstance, user: AuthUser, ownerId: number): Promise<boolean> {
    if (!user.permissions.has('wso.view')) return false;
    const w = await app.db
      .selectFrom('work_service_orders')
      .select(['school_id', 'zone'])
      .where('id', '=', ownerId)
      .executeTakeFirst();
    return !!w && inScope(user, w.school_id, w.zone);
  },
  /** Photos only, by the term contractor, while the order is the creator's (spec §5); signatures never. */
  async assertDeletable(app: FastifyInstance, user: AuthUser, ownerType: string, ownerId: number): Promise<void> {
    if (ownerType === OWNER_WSO.signature) throw new HttpError(403, 'You are not allowed to do this.');
    const row = await findWso(app.db, ownerId, user);
    await allowed(app, user, row, 'delete_photo');
  },
  /** Deleting a photo changes the record the report was made from. */
  async afterDelete(app: FastifyInstance, ownerId: number): Promise<void> {
    await app.db
      .updateTable('work_service_orders')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso() }))
      .where('id', '=', ownerId)
      .execute();
  },
};

/** `GET /work-service-order/pending-approvals`: what waits for the caller (MA: to verify; OM: to approve; creators: rejected). */
export async function wsoPendingApprovals(app: FastifyInstance, user: AuthUser) {
  const role = user.role_slug ?? '';
  let q = scopeWso(app.db.selectFrom('work_service_orders'), user).innerJoin(
    'schools',
    'schools.id',
    'work_service_orders.school_id',
  );
  if (role === ROLE.MANAGING_AGENT || role === ROLE.MA_QS)
    q = q.where('work_service_orders.status', '=', 'PENDING').where('work_service_orders.ma_approved', '=', 0);
  else if (role === ROLE.OPERATIONS_MANAGER)
    q = q.where('work_service_orders.status', '=', 'PENDING').where('work_service_orders.ma_approved', '=', 1);
  else if (role === ROLE.TERM_CONTRACTOR || role === ROLE.TECHNICIAN)
    q = q.where('work_service_orders.status', '=', 'REJECTED').where('work_service_orders.created_by', '=', user.id);
  else return [];
  const rows = await q
    .leftJoin('quotations', 'quotations.id', 'work_service_orders.quotation_id')
    .select([
      'work_service_orders.id',
      'work_service_orders.reference_number',
      'work_service_orders.status',
      'work_service_orders.ma_approved',
      'work_service_orders.date',
      'work_service_orders.job_location',
      'work_service_orders.category',
      'work_service_orders.status_date',
      'work_service_orders.status_remarks',
      'work_service_orders.quotation_id',
      'quotations.reference_number as quotation_reference_number',
      'schools.name as school_name',
    ])
    .orderBy('work_service_orders.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reference_number: r.reference_number,
    status: r.status,
    display_status: wsoDisplayStatus(r.status as WsoStatus, r.ma_approved === 1),
    date: r.date,
    job_location: r.job_location,
    school: r.school_name,
    school_name: r.school_name,
    category: r.category,
    status_date: r.status_date,
    status_remarks: r.status_remarks,
    quotation_id: r.quotation_id,
    quotation_reference_number: r.quotation_reference_number ?? null,
  }));
}
