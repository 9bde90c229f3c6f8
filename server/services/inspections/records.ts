/** Deleting a checklist and changing its school: the table decides who may, the stored files go with the rows. */
import type { FastifyInstance } from 'fastify';
import type { InspectionStatus } from '../../../domain/inspections.js';
import { decideInspection, type InspectionAction } from '../../../domain/inspectionWorkflow.js';
import { nowIso } from '../../db/columns.js';
import { storedFilesOf } from '../../lib/attachments.js';
import { forbidden, HttpError, unprocessable } from '../../lib/errors.js';
import { removeStored } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findInspection, OWNER_INSPECTION_SIGNATURE, type InspectionRow } from './repository.js';
import { inScope } from '../../lib/scope.js';

export const DEFECT_PHOTO_OWNERS = ['defect_before', 'defect_after', 'defect_supporting'] as const;

async function allowed(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  action: InspectionAction,
): Promise<InspectionRow> {
  const row = await findInspection(app.db, id, user);
  const d = decideInspection(action, user.role_slug ?? '', {
    status: row.status as InspectionStatus,
    omSigned: row.om_signature_id !== null,
  });
  if (!d.ok) throw new HttpError(d.code, d.message);
  return row;
}

export async function deleteInspection(app: FastifyInstance, user: AuthUser, id: number): Promise<void> {
  await allowed(app, user, id, 'delete');
  const db = app.db;
  const defectIds = (await db.selectFrom('defects').select('id').where('inspection_id', '=', id).execute()).map(
    (d) => d.id,
  );
  const files = [
    ...(await storedFilesOf(db, OWNER_INSPECTION_SIGNATURE, [id])),
    ...(await Promise.all(DEFECT_PHOTO_OWNERS.map((o) => storedFilesOf(db, o, defectIds)))).flat(),
  ];
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('attachments')
      .where('owner_type', '=', OWNER_INSPECTION_SIGNATURE)
      .where('owner_id', '=', id)
      .execute();
    if (defectIds.length)
      await trx
        .deleteFrom('attachments')
        .where('owner_type', 'in', [...DEFECT_PHOTO_OWNERS])
        .where('owner_id', 'in', defectIds)
        .execute();
    await trx.deleteFrom('inspections').where('id', '=', id).execute();
  });
  await removeStored(app, files);
}

export async function updateSchool(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: { school_id?: unknown; location?: unknown },
): Promise<void> {
  await allowed(app, user, id, 'update_school');
  if (input.school_id === undefined || input.school_id === null || input.school_id === '')
    throw unprocessable({ school_id: ['This field is required'] });
  const school = await app.db
    .selectFrom('schools')
    .select(['id', 'zone'])
    .where('id', '=', Number(input.school_id) || -1)
    .executeTakeFirst();
  if (!school) throw unprocessable({ school_id: ['The selected school is invalid.'] });
  if (!inScope(user, school.id, school.zone)) throw forbidden();
  const location = typeof input.location === 'string' ? input.location.trim().slice(0, 500) || null : null;
  await app.db
    .updateTable('inspections')
    .set((eb) => ({
      school_id: school.id,
      zone: school.zone,
      location,
      version: eb('version', '+', 1),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .execute();
}
