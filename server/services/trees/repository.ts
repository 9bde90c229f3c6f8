/** Tree checklists and tree inspections (spec part 3 §2, §3, §7 "Tree"): scope, lists, one inspection with its trees. */
import type { SelectQueryBuilder } from 'kysely';
import { TREE_PHOTO_FIELDS, type TreeField, type TreeStatus } from '../../../domain/treeFields.js';
import { allowedTreeActions, decideTree, type TreeAction } from '../../../domain/treeInspectionWorkflow.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import type { ListOptions } from '../../lib/crud.js';
import { downloadUrl, loadAttachments, type AttachmentRecord } from '../../lib/attachments.js';
import { HttpError, notFound, unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { inScope, whereInScope } from '../../lib/scope.js';

export const TREE_BUCKET = 'trees';
/** Photos belong to a tree section (owner id: the tree_inspection_items row); the signature to the inspection. */
export const OWNER_TREE = {
  before_photo: 'tree_before',
  after_photo: 'tree_after',
  inspect_photo: 'tree_inspect',
  signature: 'tree_signature',
} as const;
export const TREE_PHOTO_OWNERS = [OWNER_TREE.before_photo, OWNER_TREE.after_photo, OWNER_TREE.inspect_photo] as const;

export const parseFields = (text: string): TreeField[] => {
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
};

/**
 * How the tree checklist list (schemas/treeChecklist.ts) reads its rows: active templates only; a school filter keeps
 * that school's templates and those for every school.
 */
export const treeChecklistListOptions: ListOptions = {
  scope: (qb: SelectQueryBuilder<Database, 'tree_checklists', object>) => qb.where('status', '=', 'ACTIVE'),
  filterBy: {
    school: (qb: SelectQueryBuilder<Database, 'tree_checklists', object>, values) => {
      const school = Number(values[0]);
      if (!Number.isSafeInteger(school) || school < 1)
        throw unprocessable({ school: ['The selected school is invalid.'] });
      return qb.where((eb) => eb.or([eb('school_id', 'is', null), eb('school_id', '=', school)]));
    },
  },
  select: (qb: SelectQueryBuilder<Database, 'tree_checklists', object>) =>
    qb.select(['id', 'name', 'category', 'school_id', 'status', 'created_at']),
  map: (rows) => rows,
};

type TreeListQuery = SelectQueryBuilder<Database, 'tree_inspections', object>;

/**
 * How the tree inspection list (schemas/treeInspection.ts, served by server/lib/crud.ts listRecords) reads its rows: the
 * caller's schools and zones, the school joined, and each row's actions from the workflow table.
 */
export function treeInspectionListOptions(user: AuthUser): ListOptions {
  const role = user.role_slug ?? '';
  return {
    scope: (qb: TreeListQuery) =>
      whereInScope(qb, user, { school: 'tree_inspections.school_id', zone: 'tree_inspections.zone' }),
    select: (qb: TreeListQuery) =>
      qb
        .innerJoin('schools', 'schools.id', 'tree_inspections.school_id')
        .select([
          'tree_inspections.id',
          'tree_inspections.name',
          'tree_inspections.status',
          'tree_inspections.inspection_category',
          'tree_inspections.tree_inspected_at',
          'tree_inspections.location',
          'tree_inspections.school_id',
          'tree_inspections.zone',
          'tree_inspections.created_at',
          'schools.name as school_name',
          'schools.slug as school_slug',
        ]),
    map: (rows: TreeListRow[]) =>
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        status: r.status,
        inspection_category: r.inspection_category,
        tree_inspected_at: r.tree_inspected_at,
        location: r.location,
        school: { id: r.school_id, name: r.school_name, slug: r.school_slug, zone: r.zone },
        created_at: r.created_at,
        actions: allowedTreeActions(role, r.status as TreeStatus),
      })),
  };
}

type TreeListRow = Pick<
  TreeInspectionRow,
  | 'id'
  | 'name'
  | 'status'
  | 'inspection_category'
  | 'tree_inspected_at'
  | 'location'
  | 'school_id'
  | 'zone'
  | 'created_at'
> & { school_name: string; school_slug: string };

/** The stored inspection, 404 outside the caller's scope. */
export async function findTreeInspection(db: Db, id: number, user: AuthUser) {
  const row = await db.selectFrom('tree_inspections').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !inScope(user, row.school_id, row.zone)) throw notFound('Tree inspection not found.');
  return row;
}
export type TreeInspectionRow = Awaited<ReturnType<typeof findTreeInspection>>;

const photoKey = (ownerType: string) =>
  ownerType === OWNER_TREE.before_photo
    ? 'before_photos'
    : ownerType === OWNER_TREE.after_photo
      ? 'after_photos'
      : 'inspect_photo';

/** Spec §3 "Tree inspection / checklist": the trees by sequence with their fields, evidence and photos keyed 's'+item id. */
export async function loadTreeInspection(db: Db, id: number, user: AuthUser) {
  const row = await findTreeInspection(db, id, user);
  const school = await db
    .selectFrom('schools')
    .select(['id', 'name', 'slug', 'zone'])
    .where('id', '=', row.school_id)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('tree_inspection_items')
    .selectAll()
    .where('tree_inspection_id', '=', id)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const actions = allowedTreeActions(user.role_slug ?? '', row.status as TreeStatus);
  const canDelete = actions.includes('delete_photo');
  const ids = items.map((i) => i.id);
  const photos = new Map<number, Record<string, AttachmentRecord[]>>();
  for (const owner of TREE_PHOTO_OWNERS)
    for (const [itemId, list] of await loadAttachments(db, owner, ids, canDelete)) {
      const entry = photos.get(itemId) ?? {};
      entry[photoKey(owner)] = list;
      photos.set(itemId, entry);
    }
  const attachments: Record<string, Record<string, AttachmentRecord[]>> = {};
  for (const i of items)
    attachments[`s${i.id}`] = { before_photos: [], after_photos: [], inspect_photo: [], ...(photos.get(i.id) ?? {}) };
  const signature = row.prepare_signature_id
    ? await db
        .selectFrom('attachments')
        .select(['bucket', 'full_path'])
        .where('id', '=', row.prepare_signature_id)
        .executeTakeFirst()
    : undefined;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    tree_checklist_id: row.tree_checklist_id,
    school,
    location: row.location,
    inspection_category: row.inspection_category,
    tree_inspected_at: row.tree_inspected_at,
    report_url: `/api/tree-inspection/${row.id}/report`,
    file_info: row.report_path ? { bucket: 'reports', file_path: row.report_path } : null,
    tree_checklist_items: items.map((i) => ({
      id: i.id,
      sequence: i.sequence,
      fields: parseFields(i.fields),
      children: [],
      defect: i.defect === 1,
      remarks: i.remarks,
    })),
    attachments,
    signatories: {
      url: signature ? downloadUrl(signature.bucket, signature.full_path) : null,
      name: row.prepare_name,
      signature_details: row.prepare_details,
      signature_options: row.prepare_options,
    },
    photo_fields: [...TREE_PHOTO_FIELDS],
    actions,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
export type TreeInspectionRecord = Awaited<ReturnType<typeof loadTreeInspection>>;

/** The workflow table's answer for this step on this inspection: 409 when the state forbids it, 403 for the role. */
export function allowTree(user: AuthUser, row: TreeInspectionRow, action: TreeAction) {
  const d = decideTree(action, user.role_slug ?? '', row.status as TreeStatus);
  if (!d.ok) throw new HttpError(d.code, d.message);
  return d;
}
