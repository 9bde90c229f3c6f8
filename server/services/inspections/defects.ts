/**
 * Defects on a checklist sub-item (spec part 3 §3, §4, §5 "Defect"): rules in domain/defects.ts; pictures are attachments
 * of owner types defect_before / defect_after / defect_supporting. Adding a defect and toggling its flag need an editable
 * checklist; the follow-up (after pictures, Repaired) continues after the checklist is approved, but before and supporting
 * pictures are locked then (spec §4 "Approved locks inspection images").
 */
import { staleAnswer } from '../../lib/versions.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staleMessage } from '../../../domain/messages.js';
import {
  canEditDefects,
  checkDefectChange,
  defectTitle,
  isDefectDeletable,
  mayDeleteDefects,
  type DefectStatus,
} from '../../../domain/defects.js';
import { isInspectionEditable } from '../../../domain/inspectionWorkflow.js';
import type { InspectionStatus } from '../../../domain/inspections.js';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/columns.js';
import { insertAttachments } from '../../lib/attachments.js';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../lib/errors.js';
import { fieldString, readBody, type UploadPolicy } from '../../lib/forms.js';
import type { StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findInspection, INSPECTION_BUCKET, type InspectionRow } from './repository.js';
import { DEFECT_PHOTO_OWNERS } from './records.js';

export const DEFECT_UPLOADS: UploadPolicy = {
  bucket: INSPECTION_BUCKET,
  maxBytes: 20 * 1024 * 1024,
  allowed: ['image/png', 'image/jpeg'],
  maxFiles: 20,
};
const OWNER_BY_FIELD: Record<string, (typeof DEFECT_PHOTO_OWNERS)[number]> = {
  before_photos: 'defect_before',
  after_photos: 'defect_after',
  supporting_photos: 'defect_supporting',
};

const flag = (v: unknown): boolean | undefined => {
  const s = fieldString(v)?.toLowerCase();
  if (s === undefined || s === null) return undefined;
  return s === '1' || s === 'true' || s === 'yes';
};

function mayEdit(user: AuthUser) {
  if (!canEditDefects(user.role_slug ?? '')) throw forbidden();
}

async function photoCounts(db: Db, defectId: number) {
  const rows = await db
    .selectFrom('attachments')
    .select(['owner_type', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('owner_type', 'in', [...DEFECT_PHOTO_OWNERS])
    .where('owner_id', '=', defectId)
    .groupBy('owner_type')
    .execute();
  const n = (t: string) => Number(rows.find((r) => r.owner_type === t)?.n ?? 0);
  return { before: n('defect_before'), after: n('defect_after'), supporting: n('defect_supporting') };
}

function groupFiles(files: StoredUpload[]) {
  const out = new Map<string, StoredUpload[]>();
  for (const f of files) {
    const owner = OWNER_BY_FIELD[f.field ?? ''];
    if (!owner) throw unprocessable({ file: ['Pictures go in before_photos, after_photos or supporting_photos.'] });
    out.set(owner, [...(out.get(owner) ?? []), f]);
  }
  return out;
}

/** E-mails the school's operations managers about a defect (`can_single_send_email`); never fails the save. */
async function mailOperationsManagers(app: FastifyInstance, inspection: InspectionRow, description: string | null) {
  try {
    const oms = await app.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select('users.email')
      .where('roles.slug', '=', 'OPERATIONS-MANAGER')
      .where('users.school_id', '=', inspection.school_id)
      .execute();
    for (const om of oms)
      await app.mail.send({
        to: om.email,
        subject: `Defect found: ${inspection.checklist_name}`,
        text: `A defect was recorded during the inspection of ${inspection.inspected_at ?? ''}: ${description ?? ''}`,
      });
  } catch (e) {
    app.log.warn({ err: e }, 'defect e-mail failed');
  }
}

/** Creates a defect on a sub-item of an editable checklist (multipart: fields and before/after/supporting pictures). */
export async function createDefect(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  inspectionId: number,
) {
  mayEdit(user);
  const inspection = await findInspection(app.db, inspectionId, user);
  if (!isInspectionEditable(inspection.status as InspectionStatus))
    throw conflict('Defects can be added only while the checklist is being filled in.');
  const body = await readBody(app, request, DEFECT_UPLOADS);
  try {
    const f = body.fields;
    // Yes or No must be said (the form defaults to No): a body without it is not a defect form.
    if (flag(f.defect) === undefined) throw unprocessable({ defect: ['This field is required'] });
    const subItemId = Number(fieldString(f.checklist_item_id)) || null;
    if (subItemId) {
      const sub = await app.db
        .selectFrom('inspection_sub_items')
        .select('id')
        .where('id', '=', subItemId)
        .where('inspection_id', '=', inspectionId)
        .executeTakeFirst();
      if (!sub) throw unprocessable({ checklist_item_id: ['The item is not on this checklist.'] });
    }
    const groups = groupFiles(body.files);
    const { errors, status } = checkDefectChange(null, {
      defect: flag(f.defect) ?? false,
      status: fieldString(f.status) ?? undefined,
      location: fieldString(f.location),
      description: fieldString(f.description),
      addedAfter: groups.get('defect_after')?.length ?? 0,
    });
    if (Object.keys(errors).length)
      throw unprocessable(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
    const now = nowIso();
    const id = await app.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('defects')
        .values({
          inspection_id: inspectionId,
          sub_item_id: subItemId,
          school_id: inspection.school_id,
          defect: flag(f.defect) ? 1 : 0,
          status,
          location: fieldString(f.location),
          description: fieldString(f.description),
          created_by: user.id,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [owner, files] of groups) await insertAttachments(trx, owner, row.id, files, user.id);
      return row.id;
    });
    if (flag(f.can_single_send_email) && flag(f.defect))
      await mailOperationsManagers(app, inspection, fieldString(f.description));
    return id;
  } catch (e) {
    await body.discard();
    throw e;
  }
}

async function findDefect(db: Db, id: number, user: AuthUser) {
  const d = await db.selectFrom('defects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!d) throw notFound();
  const inspection = await findInspection(db, d.inspection_id, user);
  return { d, inspection };
}

/** Updates a defect: fields and new pictures, by the rules of domain/defects.ts and the checklist's state. */
export async function updateDefect(app: FastifyInstance, request: FastifyRequest, user: AuthUser, id: number) {
  mayEdit(user);
  await findDefect(app.db, id, user);
  const body = await readBody(app, request, DEFECT_UPLOADS);
  try {
    await changeDefect(app, user, id, body.fields, body.files);
  } catch (e) {
    await body.discard();
    throw e;
  }
}

/**
 * The change of a defect — its fields and new pictures — checked against the checklist's state and domain/defects.ts,
 * then written under its version. `check` only checks (a resumable picture asks before its bytes arrive).
 */
export async function changeDefect(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  f: Record<string, unknown>,
  files: Pick<StoredUpload, 'field'>[],
  mode: 'write' | 'check' = 'write',
) {
  mayEdit(user);
  const { d, inspection } = await findDefect(app.db, id, user);
  const groups = groupFiles(files as StoredUpload[]);
  if (!files.length && !['defect', 'status', 'location', 'description'].some((k) => fieldString(f[k]) !== null))
    throw unprocessable({
      defect: ['Nothing to update: send the defect, status, location, description or pictures.'],
    });
  const counts = await photoCounts(app.db, id);
  const editable = isInspectionEditable(inspection.status as InspectionStatus);
  const wantFlag = flag(f.defect);
  if (!editable && wantFlag !== undefined && wantFlag !== (d.defect === 1))
    throw conflict('The defect flag can be changed only while the checklist is being filled in.');
  if (inspection.status === 'APPROVED' && (groups.has('defect_before') || groups.has('defect_supporting')))
    throw conflict('The inspection is approved: its pictures are locked.');
  const { errors, status } = checkDefectChange(
    {
      status: d.status as DefectStatus,
      defect: d.defect === 1,
      beforePhotos: counts.before,
      afterPhotos: counts.after,
    },
    {
      defect: wantFlag,
      status: fieldString(f.status) ?? undefined,
      location: fieldString(f.location) ?? d.location,
      description: fieldString(f.description) ?? d.description,
      addedAfter: groups.get('defect_after')?.length ?? 0,
    },
  );
  if (Object.keys(errors).length)
    throw unprocessable(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
  if (mode === 'check') return;
  const version = Number(fieldString(f.version)) || d.version;
  await app.db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('defects')
      .set({
        defect: (wantFlag ?? d.defect === 1) ? 1 : 0,
        status,
        location: fieldString(f.location) ?? d.location,
        description: fieldString(f.description) ?? d.description,
        version: d.version + 1,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw await staleAnswer(trx, 'defects', id, staleMessage('defect'));
    for (const [owner, list] of groups) await insertAttachments(trx, owner, id, list as StoredUpload[], user.id);
  });
  if (flag(f.can_single_send_email) && (wantFlag ?? d.defect === 1))
    await mailOperationsManagers(app, inspection, fieldString(f.description) ?? d.description);
}

export async function deleteDefect(app: FastifyInstance, user: AuthUser, id: number) {
  if (!mayDeleteDefects(user.role_slug ?? '')) throw forbidden();
  const { d, inspection } = await findDefect(app.db, id, user);
  if (!isDefectDeletable(isInspectionEditable(inspection.status as InspectionStatus), d.status))
    throw conflict('This defect can no longer be deleted.');
  const files = await app.db
    .selectFrom('attachments')
    .select(['bucket', 'full_path as key', 'thumbnail'])
    .where('owner_type', 'in', [...DEFECT_PHOTO_OWNERS])
    .where('owner_id', '=', id)
    .execute();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('attachments')
      .where('owner_type', 'in', [...DEFECT_PHOTO_OWNERS])
      .where('owner_id', '=', id)
      .execute();
    await trx.deleteFrom('defects').where('id', '=', id).execute();
  });
  return files;
}

/** A picture may be removed by an editor while its defect is not repaired; before/supporting pictures not after approval. */
export async function deletePhoto(app: FastifyInstance, user: AuthUser, defectId: number, attachmentId: number) {
  mayEdit(user);
  const { d, inspection } = await findDefect(app.db, defectId, user);
  const a = await app.db
    .selectFrom('attachments')
    .selectAll()
    .where('id', '=', attachmentId)
    .where('owner_id', '=', defectId)
    .where('owner_type', 'in', [...DEFECT_PHOTO_OWNERS])
    .executeTakeFirst();
  if (!a) throw notFound('File not found.');
  if (d.status === 'Repaired') throw new HttpError(409, 'A repaired defect can no longer be changed.');
  if (inspection.status === 'APPROVED' && a.owner_type !== 'defect_after')
    throw conflict('The inspection is approved: its pictures are locked.');
  await app.db.deleteFrom('attachments').where('id', '=', attachmentId).execute();
  return a;
}

export const photoUrl = (defectId: number, attachmentId: number, thumbnail = false) =>
  `/api/defect/${defectId}/photos/${attachmentId}${thumbnail ? '?thumbnail=1' : ''}`;

/** One defect with its pictures grouped as the form shows them. */
export async function loadDefect(db: Db, id: number, user: AuthUser) {
  const { d, inspection } = await findDefect(db, id, user);
  const photos = await db
    .selectFrom('attachments')
    .select(['id', 'owner_type', 'name', 'mime', 'thumbnail', 'created_at'])
    .where('owner_type', 'in', [...DEFECT_PHOTO_OWNERS])
    .where('owner_id', '=', id)
    .orderBy('id')
    .execute();
  const of = (t: string) =>
    photos
      .filter((p) => p.owner_type === t)
      .map((p) => ({
        id: p.id,
        name: p.name,
        mime: p.mime,
        url: photoUrl(id, p.id),
        thumbnail_url: p.thumbnail ? photoUrl(id, p.id, true) : null,
      }));
  return {
    id: d.id,
    version: d.version,
    inspection_id: d.inspection_id,
    inspection_status: inspection.status,
    checklist_item_id: d.sub_item_id,
    defect: d.defect === 1,
    status: d.status,
    location: d.location,
    description: d.description,
    title: defectTitle(d.description ?? ''),
    before_photos: of('defect_before'),
    after_photos: of('defect_after'),
    supporting_photos: of('defect_supporting'),
    created_at: d.created_at,
  };
}
