/**
 * A defect's pictures as resumable uploads (purpose `defect-photo`, metadata defect_id and field before_photos,
 * after_photos or supporting_photos): a picture taken offline reaches the server in pieces. Starting one asks exactly
 * what the form's multipart save asks (`changeDefect` in check mode: role, scope, the checklist's state, the defect's
 * rules); the finished file is filed by the same function.
 */
import { attachmentIdOf, metadataId, type UploadPurpose } from '../../lib/resumable/registry.js';
import { changeDefect, DEFECT_UPLOADS } from './defects.js';

interface DefectPhotoTarget {
  defect_id: number;
  field: string;
}

export const defectPhotoUpload: UploadPurpose<DefectPhotoTarget> = {
  permission: 'inspection.edit',
  area: () => DEFECT_UPLOADS,
  async authorize(app, user, meta) {
    const target = { defect_id: metadataId(meta, 'defect_id', 'defect'), field: meta.field ?? '' };
    await changeDefect(app, user, target.defect_id, {}, [{ field: target.field }], 'check');
    return target;
  },
  async complete(app, user, target, file) {
    await changeDefect(app, user, target.defect_id, {}, [{ ...file, field: target.field }]);
    return attachmentIdOf(app.db, file);
  },
};
