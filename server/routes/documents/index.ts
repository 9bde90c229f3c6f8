import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { sql } from 'kysely';
import { OFFICE_DOCUMENT_TYPES } from '../../../domain/files.js';
import { DOCUMENT_BUCKET, DOCUMENT_CATEGORIES } from '../../../domain/constants.js';
import { MSG } from '../../../domain/messages.js';
import { insertAttachments, loadAttachments, OWNER, storedFilesOf } from '../../lib/attachments.js';
import { audit } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { documentListSchema, documentSchema } from '../../../schemas/document.js';
import { listRoute } from '../../lib/listRoute.js';
import { likeContains } from '../../lib/paging.js';
import { fieldText, receiveUpload, removeStored, type ReceivedUpload, type UploadArea } from '../../lib/upload.js';
import { created, fileField, messageOnly, multipartBody, ok, recordOf, str } from '../../lib/openapi/responses.js';
import { documentRecord, resourceConfig } from '../../lib/openapi/records.js';
import { emptyFieldErrors } from '../../../domain/fieldErrors.js';

/** The document form: `category` is a JSON list (or comma-separated) of categories; files add to the document's attachments. */
const documentForm = (required: string[]) =>
  multipartBody(
    {
      name: str,
      category: { type: 'string', description: 'JSON list of categories, e.g. ["Contract"]' },
      description: str,
      bucket: str,
      file: fileField('Files to attach', true),
    },
    required,
  );

const CREATED = 'Successfully created document repository';
const UPDATED = 'Successfully updated document repository';
const DELETED = 'Successfully deleted document repository';

interface DocumentRow {
  id: number;
  name: string;
  category: string;
  description: string | null;
  bucket: string;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  creator_name: string | null;
}

const parseList = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
};

/** Checks the form fields; answers the values to store. `partial` (update) keeps absent fields unchanged. */
function documentValues(fields: ReceivedUpload['fields'], partial: boolean) {
  const errors = emptyFieldErrors();
  const out: { name?: string; category?: string; description?: string | null; bucket?: string } = {};
  if (!partial || 'name' in fields) {
    const name = fieldText(fields, 'name').trim();
    if (!name) errors.name = [MSG.required];
    else if (name.length > 191) errors.name = ['The name may not be greater than 191 characters.'];
    else out.name = name;
  }
  if (!partial || 'category' in fields) {
    const raw = fields.category;
    const list = Array.isArray(raw)
      ? raw.flatMap((v) => {
          const p = parseList(v);
          return Array.isArray(p) ? p : [p];
        })
      : parseList(raw ?? '');
    if (!Array.isArray(list) || !list.length) errors.category = [MSG.required];
    else if (!list.every((c) => (DOCUMENT_CATEGORIES as readonly unknown[]).includes(c)))
      errors.category = ['The selected category is invalid.'];
    else out.category = JSON.stringify([...new Set(list as string[])]);
  }
  if ('description' in fields) {
    const d = fieldText(fields, 'description');
    if (d.length > 5000) errors.description = ['The description may not be greater than 5000 characters.'];
    out.description = d.trim() || null;
  }
  if ('bucket' in fields && fieldText(fields, 'bucket') && fieldText(fields, 'bucket') !== DOCUMENT_BUCKET)
    errors.bucket = ['The selected bucket is invalid.'];
  return { values: out, errors };
}

export default async function documentRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const db = app.db;
  const area = (): UploadArea => ({
    bucket: DOCUMENT_BUCKET,
    maxBytes: app.uploadLimits.documents,
    allowed: OFFICE_DOCUMENT_TYPES,
    maxFiles: 20,
  });

  const documents = db.selectFrom('documents');
  /** A document's columns and its creator's name. */
  const listed = (qb: typeof documents) =>
    qb
      .leftJoin('users', 'users.id', 'documents.created_by')
      .select([
        'documents.id',
        'documents.name',
        'documents.category',
        'documents.description',
        'documents.bucket',
        'documents.created_at',
        'documents.updated_at',
        'documents.created_by',
        'users.full_name as creator_name',
      ]);
  const select = () => listed(documents);

  async function toRecords(request: FastifyRequest, rows: DocumentRow[]) {
    const canDelete = app.requireUser(request).permissions.has('document.edit');
    const files = await loadAttachments(
      db,
      OWNER.DOCUMENT,
      rows.map((r) => r.id),
      canDelete,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      category: JSON.parse(r.category) as string[],
      description: r.description,
      bucket: r.bucket,
      attachments: files.get(r.id) ?? [],
      created_at: r.created_at,
      updated_at: r.updated_at,
      created_by: { id: r.created_by, full_name: r.creator_name },
    }));
  }

  async function one(request: FastifyRequest, id: number) {
    const row = await select().where('documents.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return (await toRecords(request, [row as DocumentRow]))[0];
  }

  // The list's columns, from its schema (the routes are hand-written, so the CRUD generator does not mount this).
  app.get(
    '/config/document',
    { config: { permission: 'document.view' }, schema: { tags: ['config'], response: ok(resourceConfig) } },
    async () => ({
      data: {
        columns: columnDefs(documentListSchema),
        resource: documentSchema.$id,
        path: documentSchema['x-resource'].path,
        route: documentSchema['x-resource'].route,
      },
    }),
  );

  // The list is its schema's (schemas/document.ts documentListSchema): a filter or sort it does not declare answers 422.
  listRoute(app, documentListSchema, {
    tags: ['documents'],
    row: documentRecord,
    options: (request) => ({
      select: (qb: typeof documents) => listed(qb),
      // the name search ignores the spaces around what was typed
      filterBy: {
        name: (qb: typeof documents, [term]) =>
          term.trim()
            ? qb.where(sql<boolean>`lower(documents.name) like ${likeContains(term.trim())} escape '\\'`)
            : qb,
      },
      map: (rows: DocumentRow[]) => toRecords(request, rows),
    }),
  });

  app.get(
    '/documents/:id',
    {
      config: { permission: 'document.view' },
      schema: { tags: ['documents'], params: idParams, response: ok(recordOf(documentRecord)) },
    },
    async (request) => ({
      data: await one(request, request.params.id),
    }),
  );

  app.post(
    '/documents',
    {
      config: { permission: 'document.create' },
      schema: {
        tags: ['documents'],
        ...documentForm(['name', 'category', 'file']),
        response: created(recordOf(documentRecord)),
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const upload = await receiveUpload(app, request, area());
      try {
        const { values, errors } = documentValues(upload.fields, false);
        if (!upload.files.length) errors.file = ['File upload is required'];
        if (Object.keys(errors).length) throw unprocessable(errors);
        const now = new Date().toISOString();
        const id = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('documents')
            .values({
              name: values.name!,
              category: values.category!,
              description: values.description ?? null,
              bucket: DOCUMENT_BUCKET,
              created_by: user.id,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await insertAttachments(trx, OWNER.DOCUMENT, row.id, upload.files, user.id);
          await audit(trx, request, {
            action: 'document.create',
            entity: 'document',
            entityId: row.id,
            after: { ...values, files: upload.files.map((f) => f.name) },
          });
          return row.id;
        });
        return reply.code(201).send({ data: await one(request, id), message: CREATED });
      } catch (e) {
        await upload.discard();
        throw e;
      }
    },
  );

  app.post(
    '/documents/:id',
    {
      config: { permission: 'document.edit' },
      schema: { tags: ['documents'], ...documentForm([]), params: idParams, response: ok(recordOf(documentRecord)) },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id } = request.params;
      const before = await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound();
      const upload = await receiveUpload(app, request, area());
      try {
        const { values, errors } = documentValues(upload.fields, true);
        if (Object.keys(errors).length) throw unprocessable(errors);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('documents')
            .set({ ...values, updated_at: new Date().toISOString() })
            .where('id', '=', id)
            .execute();
          await insertAttachments(trx, OWNER.DOCUMENT, id, upload.files, user.id);
          await audit(trx, request, {
            action: 'document.update',
            entity: 'document',
            entityId: id,
            before,
            after: { ...values, files_added: upload.files.map((f) => f.name) },
          });
        });
      } catch (e) {
        await upload.discard();
        throw e;
      }
      return { data: await one(request, id), message: UPDATED };
    },
  );

  app.delete(
    '/documents/:id',
    {
      config: { permission: 'document.delete' },
      schema: { tags: ['documents'], params: idParams, response: ok(messageOnly) },
    },
    async (request) => {
      const { id } = request.params;
      const before = await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound();
      const files = await storedFilesOf(db, OWNER.DOCUMENT, [id]);
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('attachments')
          .where('owner_type', '=', OWNER.DOCUMENT)
          .where('owner_id', '=', id)
          .execute();
        await trx.deleteFrom('documents').where('id', '=', id).execute();
        await audit(trx, request, {
          action: 'document.delete',
          entity: 'document',
          entityId: id,
          before: { ...before, files: files.map((f) => f.key) },
        });
      });
      await removeStored(app, files);
      return { message: DELETED };
    },
  );
}
