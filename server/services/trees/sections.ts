/** A tree inspection's sections: the evidence of one tree with its photos, adding a tree and deleting one. */
import type { FastifyInstance } from 'fastify';
import { blankValue, TREE_MSG } from '../../../domain/treeFields.js';
import { nowIso } from '../../db/columns.js';
import { insertAttachments, storedFilesOf } from '../../lib/attachments.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { fieldString } from '../../lib/forms.js';
import { removeStored, type StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  allowTree as allow,
  findTreeInspection,
  OWNER_TREE,
  parseFields,
  TREE_PHOTO_OWNERS,
  type TreeInspectionRow,
} from './repository.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';
import { versionField } from '../../lib/validation.js';
import { staleAnswer } from '../../lib/versions.js';

const PHOTO_FIELDS: Record<string, (typeof TREE_PHOTO_OWNERS)[number]> = {
  before_photos: OWNER_TREE.before_photo,
  after_photos: OWNER_TREE.after_photo,
  inspect_photos: OWNER_TREE.inspect_photo,
  inspect_photo: OWNER_TREE.inspect_photo,
};

/**
 * The evidence of one tree (defect, remarks, photos) by the workflow table, under the version it was taken on;
 * `check` only checks.
 */
export async function saveEvidence(
  app: FastifyInstance,
  user: AuthUser,
  row: TreeInspectionRow,
  f: Record<string, unknown>,
  files: StoredUpload[],
  mode: 'write' | 'check' = 'write',
) {
  const decision = allow(user, row, 'evidence');
  const itemId = Number(fieldString(f.tree_checklist_item_id));
  const item = await app.db
    .selectFrom('tree_inspection_items')
    .select(['id', 'defect', 'remarks'])
    .where('id', '=', itemId)
    .where('tree_inspection_id', '=', row.id)
    .executeTakeFirst();
  if (!item) throw unprocessable({ tree_checklist_item_id: ['This tree is not part of the inspection.'] });
  const errors = emptyFieldErrors();
  for (const file of files)
    if (!PHOTO_FIELDS[file.field ?? '']) errors[file.field ?? 'file'] = ['Unknown photo field.'];
  const defectText = fieldString(f.defect);
  const defect = defectText === null ? item.defect : /^(1|true|yes)$/i.test(defectText) ? 1 : 0;
  const remarks = f.remarks === undefined ? item.remarks : fieldString(f.remarks);
  if (remarks && remarks.length > 5000) errors.remarks = ['At most 5000 characters.'];
  if (Object.keys(errors).length) throw unprocessable(errors);
  // Checked only: a resumable photo asks before its bytes arrive.
  if (mode === 'check') return { message: decision.rule.message };
  // A version sent is the one the evidence was taken on (offline, maybe hours ago): stale, it is refused, not applied.
  const version = versionField(f.version) ?? row.version;
  await app.db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('tree_inspections')
      .set({ version: row.version + 1, updated_at: nowIso() })
      .where('id', '=', row.id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw await staleAnswer(trx, 'tree_inspections', row.id, TREE_MSG.stale);
    await trx.updateTable('tree_inspection_items').set({ defect, remarks }).where('id', '=', item.id).execute();
    for (const file of files)
      await insertAttachments(trx, PHOTO_FIELDS[file.field!], item.id, [file], user.id, { inspection_id: row.id });
  });
  files.length = 0;
  return { message: decision.rule.message };
}

/** Add tree: a new section after the last, with the template's fields empty. */
export async function addTree(app: FastifyInstance, user: AuthUser, inspectionId: number) {
  const db = app.db;
  const row = await findTreeInspection(db, inspectionId, user);
  allow(user, row, 'add_tree');
  const template = row.tree_checklist_id
    ? await db
        .selectFrom('tree_checklist_items')
        .select('fields')
        .where('tree_checklist_id', '=', row.tree_checklist_id)
        .orderBy('sequence')
        .executeTakeFirst()
    : undefined;
  const items = await db
    .selectFrom('tree_inspection_items')
    .select(['sequence', 'fields'])
    .where('tree_inspection_id', '=', row.id)
    .orderBy('sequence')
    .execute();
  const model = template?.fields ?? items[0]?.fields;
  if (!model) throw conflict('This inspection has no tree to copy.');
  const sequence = (items.at(-1)?.sequence ?? 0) + 1;
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('tree_inspection_items')
      .values({
        tree_inspection_id: row.id,
        sequence,
        fields: JSON.stringify(parseFields(model).map(blankValue)),
        remarks: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('tree_inspections')
      .set({ version: row.version + 1, updated_at: nowIso() })
      .where('id', '=', row.id)
      .execute();
    return { id, sequence };
  });
}

/** Delete tree: the section and its photos; the last tree stays. */
export async function deleteTree(app: FastifyInstance, user: AuthUser, inspectionId: number, itemId: number) {
  const db = app.db;
  const row = await findTreeInspection(db, inspectionId, user);
  allow(user, row, 'delete_tree');
  const items = await db
    .selectFrom('tree_inspection_items')
    .select('id')
    .where('tree_inspection_id', '=', row.id)
    .execute();
  if (!items.some((i) => i.id === itemId)) throw notFound('Tree not found.');
  if (items.length === 1) throw conflict(TREE_MSG.lastTree);
  const files = [];
  for (const owner of TREE_PHOTO_OWNERS) files.push(...(await storedFilesOf(db, owner, [itemId])));
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('attachments')
      .where('owner_type', 'in', [...TREE_PHOTO_OWNERS])
      .where('owner_id', '=', itemId)
      .execute();
    await trx.deleteFrom('tree_inspection_items').where('id', '=', itemId).execute();
    await trx
      .updateTable('tree_inspections')
      .set({ version: row.version + 1, updated_at: nowIso() })
      .where('id', '=', row.id)
      .execute();
  });
  await removeStored(app, files);
}
