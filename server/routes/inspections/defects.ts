import { named } from '../../lib/openapi/components.js';
import { attachmentParams, idParams } from '../../../schemas/common.js';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { DEFECT_STATUSES } from '../../../domain/defects.js';
import { disposition } from '../../lib/attachments.js';
import { audit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import {
  arrayOf,
  bool,
  created,
  errorResponses,
  fileField,
  fileResponse,
  int,
  listOf,
  messageOnly,
  multipartBody,
  nullableInt,
  nullableStr,
  objectOf,
  ok,
  recordOf,
  str,
} from '../../lib/openapi/responses.js';
import { dateFilterParameters, refuseImpossibleDates } from '../../lib/dateFilters.js';
import { removeStored } from '../../lib/upload.js';
import {
  createDefect,
  deleteDefect,
  deletePhoto,
  loadDefect,
  updateDefect,
} from '../../services/inspections/defects.js';
import { findInspection } from '../../services/inspections/repository.js';
import { defectPhotoUpload } from '../../services/inspections/defectUploads.js';
import { registerUploadPurpose } from '../../lib/resumable/registry.js';
import { listDefects } from '../../services/inspections/defectList.js';
import { defectListSchema } from '../../../schemas/defect.js';
import { listRoute } from '../../lib/listRoute.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { columnConfig } from '../../lib/openapi/records.js';

const photo = objectOf({ id: int, name: str, mime: str, url: str, thumbnail_url: nullableStr });
const defectRecord = named(
  'Defect',
  objectOf({
    id: int,
    version: int,
    inspection_id: int,
    inspection_status: str,
    checklist_item_id: nullableInt,
    defect: bool,
    status: str,
    location: nullableStr,
    description: nullableStr,
    title: str,
    before_photos: arrayOf(photo),
    after_photos: arrayOf(photo),
    supporting_photos: arrayOf(photo),
    created_at: str,
  }),
);
const defectRow = named(
  'DefectListRow',
  objectOf({
    id: int,
    status: str,
    defect: bool,
    location: nullableStr,
    description: nullableStr,
    title: str,
    created_at: str,
    inspection_id: int,
    checklist_item_id: nullableInt,
    checklist_name: str,
    inspection_category: str,
    school_name: str,
    actions: { ...arrayOf(str), description: "'delete' when the caller may delete the defect now" },
  }),
);
const defectForm = multipartBody({
  description: str,
  location: str,
  checklist_item_id: int,
  status: { type: 'string', enum: [...DEFECT_STATUSES] },
  defect: { type: 'string', description: 'Yes/No (or true/false, 1/0); default No' },
  can_single_send_email: { type: 'string', description: "true: e-mail the school's operations manager" },
  version: int,
  before_photos: fileField('Before pictures (PNG or JPEG)', true),
  after_photos: fileField('After pictures (PNG or JPEG)', true),
  supporting_photos: fileField('Supporting pictures (PNG or JPEG)', true),
});
/** Defects (spec part 3 §7 "Checklists and defects"); pictures are served and removed under their defect. */
export default async function defectRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ['defects'];
  const db = app.db;
  registerUploadPurpose('defect-photo', defectPhotoUpload);

  app.get(
    '/config/defect',
    {
      config: { permission: 'inspection.view' },
      schema: { tags, response: ok(objectOf({ data: objectOf({ columns: columnConfig, statuses: arrayOf(str) }) })) },
    },
    async () => ({ data: { columns: columnDefs(defectListSchema), statuses: DEFECT_STATUSES } }),
  );

  app.post<{ Params: { id: number } }>(
    '/inspection-schedule/:id/defect',
    {
      config: { permission: 'inspection.edit' },
      schema: {
        tags,
        params: idParams,
        ...defectForm,
        response: {
          ...created(objectOf({ message: str, data: objectOf({ id: int }) })),
          ...errorResponses(400, 401, 403, 404, 409, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const id = await createDefect(app, request, app.requireUser(request), request.params.id);
      await audit(db, request, { action: 'create', entity: 'defect', entityId: id });
      return reply.code(201).send({ message: 'Request has been processed', data: { id } });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/inspection-schedule/:id/defects',
    {
      config: { permission: 'inspection.view' },
      schema: {
        tags,
        params: idParams,
        // A read sent as POST (spec part 3 §7): an empty JSON object or no body; anything else is refused.
        body: { type: 'object', properties: {}, additionalProperties: false },
        response: { ...ok(listOf(defectRow)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      // A checklist outside the caller's scope is not found, like its record (not an empty list).
      await findInspection(db, request.params.id, user);
      const query = { inspection_id: String(request.params.id), per_page: 500 };
      const { data } = await listDefects(db, user, query, `/api/inspection-schedule/${request.params.id}/defects`);
      return { data };
    },
  );

  listRoute(app, defectListSchema, {
    tags,
    row: defectRow,
    read: async (request, query, path) => {
      refuseImpossibleDates(query, dateFilterParameters(defectListSchema));
      return listDefects(db, app.requireUser(request), query, path);
    },
  });

  app.get<{ Params: { id: number } }>(
    '/defect/:id',
    {
      config: { permission: 'inspection.view' },
      schema: { tags, params: idParams, response: { ...ok(recordOf(defectRecord)), ...errorResponses(401, 403, 404) } },
    },
    async (request) => ({ data: await loadDefect(db, request.params.id, app.requireUser(request)) }),
  );

  app.post<{ Params: { id: number } }>(
    '/defect/:id',
    {
      config: { permission: 'inspection.edit' },
      schema: {
        tags,
        params: idParams,
        ...defectForm,
        response: { ...ok(recordOf(defectRecord)), ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      await updateDefect(app, request, user, request.params.id);
      await audit(db, request, { action: 'update', entity: 'defect', entityId: request.params.id });
      return { message: 'Request has been processed', data: await loadDefect(db, request.params.id, user) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/defect/:id',
    {
      config: { permission: 'inspection.edit' },
      schema: { tags, params: idParams, response: { ...ok(messageOnly), ...errorResponses(401, 403, 404, 409) } },
    },
    async (request) => {
      const files = await deleteDefect(app, app.requireUser(request), request.params.id);
      await removeStored(app, files);
      await audit(db, request, { action: 'delete', entity: 'defect', entityId: request.params.id });
      return { message: 'Successfully deleted' };
    },
  );

  app.get<{ Params: { id: number; attachmentId: number }; Querystring: { thumbnail?: string } }>(
    '/defect/:id/photos/:attachmentId',
    {
      config: { permission: 'inspection.view', ticket: 'url' },
      schema: {
        tags,
        params: attachmentParams,
        querystring: {
          type: 'object',
          properties: { thumbnail: { type: 'string', maxLength: 5 }, ticket: { type: 'string', maxLength: 200 } },
        },
        response: {
          ...fileResponse(['image/png', 'image/jpeg'], 'The picture or its JPEG thumbnail.'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const defect = await loadDefect(db, request.params.id, app.requireUser(request));
      const all = [...defect.before_photos, ...defect.after_photos, ...defect.supporting_photos];
      if (!all.some((p) => p.id === request.params.attachmentId)) throw notFound('File not found.');
      const a = await db
        .selectFrom('attachments')
        .selectAll()
        .where('id', '=', request.params.attachmentId)
        .executeTakeFirstOrThrow();
      const thumb = (request.query.thumbnail === '1' || request.query.thumbnail === 'true') && a.thumbnail;
      const key = thumb ? a.thumbnail! : a.full_path;
      const stat = await app.storage.stat(a.bucket, key);
      if (!stat) throw notFound('File not found.');
      return reply
        .type(thumb ? 'image/jpeg' : a.mime)
        .header('content-length', stat.size)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', disposition('inline', a.name))
        .send(await app.storage.get(a.bucket, key));
    },
  );

  app.delete<{ Params: { id: number; attachmentId: number } }>(
    '/defect/:id/photos/:attachmentId',
    {
      config: { permission: 'inspection.edit' },
      schema: {
        tags,
        params: attachmentParams,
        response: { ...ok(messageOnly), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const a = await deletePhoto(app, app.requireUser(request), request.params.id, request.params.attachmentId);
      await removeStored(app, [{ bucket: a.bucket, key: a.full_path, thumbnail: a.thumbnail }]);
      await audit(db, request, { action: 'attachment.delete', entity: 'defect', entityId: request.params.id });
      return { message: 'Successfully deleted file' };
    },
  );
}
