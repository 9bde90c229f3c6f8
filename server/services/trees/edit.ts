/**
 * Changing a tree inspection (spec part 3 §7 "Tree"): create from a template, save or submit the form, the evidence of one
 * tree with its photos, add and delete trees, move it to another school, delete it. Every step asks the workflow table
 * (a submitted inspection answers 409) and bumps the version the report cache follows.
 */
import { staleAnswer } from '../../lib/versions.js';
import { isIsoDate } from '../../../domain/dates.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  blankValue,
  fieldValueProblem,
  treeSubmitErrors,
  TREE_MSG,
  withValue,
  type TreeField,
} from '../../../domain/treeFields.js';
import { TREE_PREPARERS } from '../../../domain/treeInspectionWorkflow.js';
import { nowIso } from '../../db/columns.js';
import { insertAttachments, storedFilesOf } from '../../lib/attachments.js';
import { HttpError, unprocessable } from '../../lib/errors.js';
import { fieldString, readBody, type UploadPolicy } from '../../lib/forms.js';
import { signatureImage, storeSignature } from '../../lib/signatures.js';
import { removeStored, type StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { inScope } from '../../lib/scope.js';
import { saveEvidence } from './sections.js';
import {
  allowTree as allow,
  findTreeInspection,
  OWNER_TREE,
  parseFields,
  TREE_BUCKET,
  TREE_PHOTO_OWNERS,
  type TreeInspectionRow,
} from './repository.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';
import { versionField } from '../../lib/validation.js';

/** POST /tree-inspection: a new DRAFT for a school from a template, its trees copied with empty values. */
export async function createTreeInspection(
  app: FastifyInstance,
  user: AuthUser,
  input: { tree_checklist_id?: number | null; school_id?: number | null; location?: string | null },
): Promise<number> {
  if (!TREE_PREPARERS.includes(user.role_slug ?? '')) throw new HttpError(403, 'You are not allowed to do this.');
  const errors = emptyFieldErrors();
  if (!input.tree_checklist_id) errors.tree_checklist_id = ['This field is required'];
  if (!input.school_id) errors.school_id = ['Select school to inspect'];
  if (Object.keys(errors).length) throw unprocessable(errors);
  const db = app.db;
  const template = await db
    .selectFrom('tree_checklists')
    .selectAll()
    .where('id', '=', input.tree_checklist_id!)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  const school = await db
    .selectFrom('schools')
    .select(['id', 'zone'])
    .where('id', '=', input.school_id!)
    .executeTakeFirst();
  if (!template) throw unprocessable({ tree_checklist_id: ['The selected checklist is invalid.'] });
  if (!school || !inScope(user, school.id, school.zone) || (template.school_id && template.school_id !== school.id))
    throw unprocessable({ school_id: ['The selected school is invalid.'] });
  const items = await db
    .selectFrom('tree_checklist_items')
    .select(['sequence', 'fields'])
    .where('tree_checklist_id', '=', template.id)
    .orderBy('sequence')
    .execute();
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('tree_inspections')
      .values({
        tree_checklist_id: template.id,
        name: template.name,
        school_id: school.id,
        zone: school.zone,
        location: input.location?.trim() || null,
        inspection_category: template.category,
        status: 'DRAFT',
        tree_inspected_at: null,
        prepare_signature_id: null,
        prepare_name: null,
        prepare_details: null,
        prepare_options: null,
        report_path: null,
        report_version: null,
        report_generated_at: null,
        created_by: user.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (items.length)
      await trx
        .insertInto('tree_inspection_items')
        .values(
          items.map((i) => ({
            tree_inspection_id: id,
            sequence: i.sequence,
            fields: JSON.stringify(parseFields(i.fields).map(blankValue)),
            remarks: null,
          })),
        )
        .execute();
    return id;
  });
}

interface SentItem {
  id: number;
  fields?: { name: string; value?: unknown; inputs?: { name: string; value: string }[] }[];
  defect?: boolean;
  remarks?: string | null;
}

/** A sent custom_input carries its inputs; written as {name: value}. */
const sentValue = (f: NonNullable<SentItem['fields']>[number]) =>
  f.inputs ? Object.fromEntries(f.inputs.map((i) => [i.name, i.value])) : f.value;

function readItems(raw: unknown): SentItem[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > 2000) throw unprocessable({ tree_checklist_items: ['Must be a list.'] });
  return raw.map((i, n) => {
    if (!i || typeof i !== 'object' || !Number.isSafeInteger((i as SentItem).id))
      throw unprocessable({ [`tree_checklist_items.${n}.id`]: ['Each tree needs its id.'] });
    const fields = (i as SentItem).fields;
    if (fields !== undefined && (!Array.isArray(fields) || fields.some((f) => !f || typeof f.name !== 'string')))
      throw unprocessable({ [`tree_checklist_items.${n}.fields`]: ['Must be a list of fields.'] });
    return i as SentItem;
  });
}

/** Tree photos: PNG or JPEG (sniffed), TREE_PHOTO_MAX_BYTES each. */
export const treePhotoUploads = (app: FastifyInstance): UploadPolicy => ({
  bucket: TREE_BUCKET,
  maxBytes: app.uploadLimits.treePhoto,
  allowed: ['image/png', 'image/jpeg'],
  maxFiles: 20,
});

/**
 * POST /tree-inspection/update-tree-inspection/{id}: the form (tree_checklist_items, date, status, signature) or, with
 * tree_checklist_item_id, the evidence of one tree (defect, remarks, photos).
 */
export async function updateTreeInspection(app: FastifyInstance, request: FastifyRequest, user: AuthUser, id: number) {
  const body = await readBody(app, request, treePhotoUploads(app), ['tree_checklist_items']);
  const written: StoredUpload[] = [...body.files];
  try {
    const row = await findTreeInspection(app.db, id, user);
    const result =
      body.fields.tree_checklist_item_id !== undefined
        ? await saveEvidence(app, user, row, body.fields, body.files)
        : await saveForm(app, user, row, body.fields, written);
    return result;
  } catch (e) {
    await removeStored(app, written);
    throw e;
  }
}

async function saveForm(
  app: FastifyInstance,
  user: AuthUser,
  row: TreeInspectionRow,
  f: Record<string, unknown>,
  written: StoredUpload[],
) {
  const db = app.db;
  const version = versionField(f.version);
  const status = (fieldString(f.status) ?? 'DRAFT').toUpperCase();
  if (status !== 'DRAFT' && status !== 'SUBMITTED')
    throw unprocessable({ status: ['The status must be DRAFT or SUBMITTED.'] });
  const decision = allow(user, row, status === 'SUBMITTED' ? 'submit' : 'save');
  const sent = readItems(f.tree_checklist_items);
  const stored = await db
    .selectFrom('tree_inspection_items')
    .selectAll()
    .where('tree_inspection_id', '=', row.id)
    .execute();
  const byId = new Map(stored.map((i) => [i.id, i]));
  const errors = emptyFieldErrors();
  const updates: { id: number; fields: TreeField[]; defect: number; remarks: string | null }[] = [];
  sent.forEach((item, n) => {
    const have = byId.get(item.id);
    if (!have) {
      errors[`tree_checklist_items.${n}.id`] = ['This tree is not part of the inspection.'];
      return;
    }
    const fields = parseFields(have.fields);
    for (const s of item.fields ?? []) {
      const k = fields.findIndex((x) => x.name === s.name);
      if (k < 0 || fields[k].type === 'file') continue; // photos go through the evidence call
      const value = sentValue(s);
      const problem = fieldValueProblem(fields[k], value);
      if (problem) errors[`tree_checklist_items.${n}.${s.name}`] = [problem];
      else fields[k] = withValue(fields[k], value);
    }
    const remarks = item.remarks === undefined ? have.remarks : (item.remarks ?? null);
    if (remarks && remarks.length > 5000) errors[`tree_checklist_items.${n}.remarks`] = ['At most 5000 characters.'];
    updates.push({
      id: item.id,
      fields,
      defect: item.defect === undefined ? have.defect : item.defect ? 1 : 0,
      remarks,
    });
  });
  const date = fieldString(f.tree_inspected_at) ?? row.tree_inspected_at;
  if (date && !isIsoDate(date)) errors.tree_inspected_at = [TREE_MSG.dateFormat];
  if (Object.keys(errors).length) throw unprocessable(errors);
  const signing = fieldString(f.signature) !== null || fieldString(f.signature_options) === 'my_signature';
  const image = signing ? await signatureImage(app, db, user.id, f) : null;
  if (status === 'SUBMITTED') {
    const covered = new Set(sent.map((i) => i.id));
    const problems = treeSubmitErrors({
      tree_inspected_at: date ?? '',
      signed: !!image || !!row.prepare_signature_id,
      coversAll: stored.every((i) => covered.has(i.id)),
    });
    if (Object.keys(problems).length)
      throw unprocessable(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])));
  }
  const sig = image ? await storeSignature(app, image, TREE_BUCKET) : null;
  if (sig) written.push(sig);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('tree_inspections')
      .set({
        status: decision.to ?? row.status,
        tree_inspected_at: date,
        version: row.version + 1,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('version', '=', version ?? row.version)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw await staleAnswer(trx, 'tree_inspections', row.id, TREE_MSG.stale);
    for (const u of updates)
      await trx
        .updateTable('tree_inspection_items')
        .set({ fields: JSON.stringify(u.fields), defect: u.defect, remarks: u.remarks })
        .where('id', '=', u.id)
        .execute();
    if (sig) {
      await insertAttachments(trx, OWNER_TREE.signature, row.id, [sig], user.id, { type: 'SIGNATURE' });
      const a = await trx
        .selectFrom('attachments')
        .select('id')
        .where('owner_type', '=', OWNER_TREE.signature)
        .where('full_path', '=', sig.key)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('tree_inspections')
        .set({
          prepare_signature_id: a.id,
          prepare_name: image!.input.name ?? user.full_name,
          prepare_details: image!.input.details,
          prepare_options: image!.input.options,
        })
        .where('id', '=', row.id)
        .execute();
    }
  });
  written.length = 0; // recorded: nothing to discard from here on
  return { message: decision.rule.message };
}

export async function updateTreeSchool(app: FastifyInstance, user: AuthUser, id: number, schoolId: unknown) {
  const db = app.db;
  const row = await findTreeInspection(db, id, user);
  allow(user, row, 'update_school');
  const school = Number.isSafeInteger(schoolId)
    ? await db
        .selectFrom('schools')
        .select(['id', 'zone'])
        .where('id', '=', schoolId as number)
        .executeTakeFirst()
    : undefined;
  if (!school || !inScope(user, school.id, school.zone))
    throw unprocessable({ school_id: ['The selected school is invalid.'] });
  await db
    .updateTable('tree_inspections')
    .set({ school_id: school.id, zone: school.zone, version: row.version + 1, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteTreeInspection(app: FastifyInstance, user: AuthUser, id: number) {
  const db = app.db;
  const row = await findTreeInspection(db, id, user);
  allow(user, row, 'delete');
  const itemIds = (
    await db.selectFrom('tree_inspection_items').select('id').where('tree_inspection_id', '=', id).execute()
  ).map((i) => i.id);
  const files = [...(await storedFilesOf(db, OWNER_TREE.signature, [id]))];
  for (const owner of TREE_PHOTO_OWNERS) files.push(...(await storedFilesOf(db, owner, itemIds)));
  await db.transaction().execute(async (trx) => {
    if (itemIds.length)
      await trx
        .deleteFrom('attachments')
        .where('owner_type', 'in', [...TREE_PHOTO_OWNERS])
        .where('owner_id', 'in', itemIds)
        .execute();
    await trx
      .deleteFrom('attachments')
      .where('owner_type', '=', OWNER_TREE.signature)
      .where('owner_id', '=', id)
      .execute();
    await trx.deleteFrom('tree_inspections').where('id', '=', id).execute();
  });
  await removeStored(app, files);
  if (row.report_path) await app.storage.delete('reports', row.report_path).catch(() => undefined);
}
