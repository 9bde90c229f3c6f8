import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { downloadUrl, insertAttachments, OWNER, storedFilesOf } from '../../lib/attachments.js';
import { audit } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { maySeeSchool } from '../../lib/organisation.js';
import { fieldText, receiveUpload, removeStored } from '../../lib/upload.js';
import {
  fileField,
  int,
  messageOnly,
  multipartBody,
  nullable,
  objectOf,
  ok,
  str,
} from '../../lib/openapi/responses.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';
import { referenceId } from '../../lib/validation.js';

const treePhoto = objectOf({ data: nullable(objectOf({ photo_url: str, file_name: str, mime: str })) });

export const SCHOOL_BUCKET = 'schools';
const schoolParams = {
  type: 'object',
  properties: { school_id: { type: 'integer', minimum: 1 } },
  required: ['school_id'],
} as const;

/** One tree-inspection photo per school (.jpg, .jpeg or .png, checked by content); a new upload replaces the old one. */
export default async function treePhotoRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;

  app.post(
    '/school/tree-inspection-photo',
    {
      config: { permission: 'school.edit' },
      schema: {
        tags: ['schools'],
        ...multipartBody({ school_id: int, file: fileField('A .jpg, .jpeg or .png image') }, ['school_id', 'file']),
        response: ok(messageOnly),
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const upload = await receiveUpload(app, request, {
        bucket: SCHOOL_BUCKET,
        maxBytes: app.uploadLimits.treePhoto,
        allowed: ['image/png', 'image/jpeg'],
        extensions: ['jpg', 'jpeg', 'png'],
        maxFiles: 1,
      });
      let old: Awaited<ReturnType<typeof storedFilesOf>> = [];
      try {
        const schoolId = referenceId(fieldText(upload.fields, 'school_id'));
        const found =
          schoolId !== null
            ? await db
                .selectFrom('schools')
                .select(['id', 'name', 'zone'])
                .where('id', '=', schoolId)
                .executeTakeFirst()
            : undefined;
        // A school outside the caller's scope is not one they may choose: the same answer as an unknown one.
        const school = found && maySeeSchool(user, found) ? found : undefined;
        const errors = emptyFieldErrors();
        if (!school)
          errors.school_id = [
            fieldText(upload.fields, 'school_id') ? 'The selected school is invalid.' : 'This field is required.',
          ];
        if (!upload.files.length) errors.file = ['Please upload a file to submit.'];
        if (Object.keys(errors).length) throw unprocessable(errors, errors.file?.[0]);
        old = await storedFilesOf(db, OWNER.SCHOOL_TREE_PHOTO, [school!.id]);
        await db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom('attachments')
            .where('owner_type', '=', OWNER.SCHOOL_TREE_PHOTO)
            .where('owner_id', '=', school!.id)
            .execute();
          await insertAttachments(trx, OWNER.SCHOOL_TREE_PHOTO, school!.id, upload.files, user.id);
          await audit(trx, request, {
            action: 'school.tree-photo.upload',
            entity: 'school',
            entityId: school!.id,
            before: old,
            after: upload.files.map((f) => ({ name: f.name, key: f.key })),
          });
        });
      } catch (e) {
        await upload.discard();
        throw e;
      }
      await removeStored(app, old);
      return { message: 'Successfully uploaded tree inspection photo' };
    },
  );

  app.get(
    '/school/tree-inspection-photo/:school_id',
    {
      config: { permission: 'school.view' },
      schema: { tags: ['schools'], params: schoolParams, response: ok(treePhoto) },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { school_id: schoolId } = request.params;
      const school = await db
        .selectFrom('schools')
        .select(['id', 'zone'])
        .where('id', '=', schoolId)
        .executeTakeFirst();
      if (!school || !maySeeSchool(user, school)) throw notFound();
      const att = await db
        .selectFrom('attachments')
        .select(['bucket', 'full_path', 'name', 'mime'])
        .where('owner_type', '=', OWNER.SCHOOL_TREE_PHOTO)
        .where('owner_id', '=', schoolId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return {
        data: att ? { photo_url: downloadUrl(att.bucket, att.full_path), file_name: att.name, mime: att.mime } : null,
      };
    },
  );

  app.delete(
    '/school/tree-inspection-photo/:school_id',
    {
      config: { permission: 'school.edit' },
      schema: { tags: ['schools'], params: schoolParams, response: ok(messageOnly) },
    },
    async (request) => {
      const { school_id: schoolId } = request.params;
      const school = await db
        .selectFrom('schools')
        .select(['id', 'zone'])
        .where('id', '=', schoolId)
        .executeTakeFirst();
      if (!school || !maySeeSchool(app.requireUser(request), school))
        throw notFound('There is no tree inspection photo for this school.');
      const files = await storedFilesOf(db, OWNER.SCHOOL_TREE_PHOTO, [schoolId]);
      if (!files.length) throw notFound('There is no tree inspection photo for this school.');
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('attachments')
          .where('owner_type', '=', OWNER.SCHOOL_TREE_PHOTO)
          .where('owner_id', '=', schoolId)
          .execute();
        await audit(trx, request, {
          action: 'school.tree-photo.delete',
          entity: 'school',
          entityId: schoolId,
          before: files,
        });
      });
      await removeStored(app, files);
      return { message: 'Successfully deleted tree inspection photo' };
    },
  );
}
