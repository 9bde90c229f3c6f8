/** Who may see and delete tree photos and the signature through the generic file routes. */
import type { TreeStatus } from '../../../domain/treeFields.js';
import { decideTree } from '../../../domain/treeInspectionWorkflow.js';
import { nowIso } from '../../db/columns.js';
import { HttpError } from '../../lib/errors.js';
import type { OwnerAccess } from '../../lib/ownerAccess.js';
import { inScope } from '../../lib/scope.js';
import { findTreeInspection, OWNER_TREE, TREE_PHOTO_OWNERS } from './repository.js';

/** The owner id of a photo is its tree's id; of the signature, the inspection's. */
async function inspectionIdOf(app: Parameters<OwnerAccess['canSee']>[0], ownerType: string, ownerId: number) {
  if (ownerType === OWNER_TREE.signature) return ownerId;
  const item = await app.db
    .selectFrom('tree_inspection_items')
    .select('tree_inspection_id')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return item?.tree_inspection_id ?? null;
}

export function treeAttachmentAccess(ownerType: string): OwnerAccess {
  return {
    owners: [ownerType],
    async canSee(app, user, ownerId) {
      if (!user.permissions.has('tree-inspection.view')) return false;
      const id = await inspectionIdOf(app, ownerType, ownerId);
      const row = id
        ? await app.db
            .selectFrom('tree_inspections')
            .select(['school_id', 'zone'])
            .where('id', '=', id)
            .executeTakeFirst()
        : undefined;
      return !!row && inScope(user, row.school_id, row.zone);
    },
    async assertDeletable(app, user, type, ownerId) {
      if (type === OWNER_TREE.signature) throw new HttpError(403, 'You are not allowed to do this.');
      const row = await findTreeInspection(app.db, (await inspectionIdOf(app, type, ownerId))!, user);
      const d = decideTree('delete_photo', user.role_slug ?? '', row.status as TreeStatus);
      if (!d.ok) throw new HttpError(d.code, d.message);
    },
    async afterDelete(app, ownerId) {
      const id = await inspectionIdOf(app, ownerType, ownerId);
      if (id)
        await app.db
          .updateTable('tree_inspections')
          .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso() }))
          .where('id', '=', id)
          .execute();
    },
  };
}

export const TREE_OWNERS = [...TREE_PHOTO_OWNERS, OWNER_TREE.signature] as const;
