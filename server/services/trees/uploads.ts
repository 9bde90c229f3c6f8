/**
 * A tree's photos as resumable uploads (purpose `tree-photo`, metadata tree_inspection_id, tree_checklist_item_id and
 * field before_photos, after_photos or inspect_photos): starting one asks what the evidence save asks (`saveEvidence`
 * in check mode: the workflow table, the caller's scope, the tree on this inspection, the photo field), and the
 * finished file is filed by the same function.
 */
import { attachmentIdOf, metadataId, type UploadPurpose } from '../../lib/resumable/registry.js';
import type { StoredUpload } from '../../lib/upload.js';
import { treePhotoUploads } from './edit.js';
import { findTreeInspection } from './repository.js';
import { saveEvidence } from './sections.js';

interface TreePhotoTarget {
  tree_inspection_id: number;
  tree_checklist_item_id: number;
  field: string;
}

export const treePhotoUpload: UploadPurpose<TreePhotoTarget> = {
  permission: 'tree-inspection.edit',
  area: treePhotoUploads,
  async authorize(app, user, meta) {
    const target = {
      tree_inspection_id: metadataId(meta, 'tree_inspection_id', 'tree inspection'),
      tree_checklist_item_id: metadataId(meta, 'tree_checklist_item_id', 'tree'),
      field: meta.field ?? '',
    };
    const row = await findTreeInspection(app.db, target.tree_inspection_id, user);
    const probe = { field: target.field } as StoredUpload;
    await saveEvidence(
      app,
      user,
      row,
      { tree_checklist_item_id: String(target.tree_checklist_item_id) },
      [probe],
      'check',
    );
    return target;
  },
  async complete(app, user, target, file) {
    const row = await findTreeInspection(app.db, target.tree_inspection_id, user);
    const fields = { tree_checklist_item_id: String(target.tree_checklist_item_id) };
    await saveEvidence(app, user, row, fields, [{ ...file, field: target.field }]);
    return attachmentIdOf(app.db, file);
  },
};
