/**
 * A work service order's before/after photos as resumable uploads (purpose `wso-photo`, metadata wso_id and field
 * before_photos or after_photos): the order must be one the caller sees and the workflow table must allow
 * `upload_photo` in its state — the rule the form's save applies to photos — when the upload starts and again when the
 * last byte arrives; the photo is filed as the save files it, and the order's version moves on.
 */
import { nowIso } from '../../db/columns.js';
import { insertAttachments } from '../../lib/attachments.js';
import { staleAnswer } from '../../lib/versions.js';
import { attachmentIdOf, metadataId, type UploadPurpose } from '../../lib/resumable/registry.js';
import { unprocessable } from '../../lib/errors.js';
import { WSO_MSG } from '../../../domain/wso.js';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../plugins/auth.js';
import { allowed } from './records.js';
import { findWso } from './repository.js';
import { ownerOf, WSO_UPLOADS } from './save.js';

interface WsoPhotoTarget {
  wso_id: number;
  field: string;
}

async function check(app: FastifyInstance, user: AuthUser, id: number, field: string) {
  const errors: Record<string, string[]> = {};
  const owner = ownerOf({ field }, errors);
  if (Object.keys(errors).length) throw unprocessable({ field: Object.values(errors)[0] });
  const row = await findWso(app.db, id, user);
  await allowed(app, user, row, 'upload_photo');
  return { row, owner };
}

export const wsoPhotoUpload: UploadPurpose<WsoPhotoTarget> = {
  permission: 'wso.create',
  area: () => WSO_UPLOADS,
  async authorize(app, user, meta) {
    const id = metadataId(meta, 'wso_id', 'work service order');
    await check(app, user, id, meta.field ?? '');
    return { wso_id: id, field: meta.field ?? '' };
  },
  async complete(app, user, target, file) {
    const { row, owner } = await check(app, user, target.wso_id, target.field);
    await app.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('work_service_orders')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso() }))
        .where('id', '=', row.id)
        // The order left the state that allowed the photo while it arrived.
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw await staleAnswer(trx, 'work_service_orders', row.id, WSO_MSG.stale);
      await insertAttachments(trx, owner, row.id, [file], user.id);
    });
    return attachmentIdOf(app.db, file);
  },
};
