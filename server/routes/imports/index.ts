import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.js';
import {
  arrayOf,
  bool,
  errorResponses,
  fileField,
  fileResponse,
  int,
  multipartBody,
  objectOf,
  ok,
  str,
} from '../../lib/openapi/responses.js';
import { malformedUpload, multipartParts } from '../../lib/upload.js';
import { registerInvitations } from '../../services/imports/invitations.js';
import { checkImport, commitImport, ImportRefused, IMPORT_KINDS } from '../../services/imports/run.js';
import { templateCsv, templateXlsx } from '../../services/imports/template.js';

const MAX_BYTES = 20 * 1024 * 1024;
const TOO_LARGE = 'The file may not be larger than 20 MB.';

const reportSchema = objectOf({
  rows: int,
  create: int,
  update: int,
  unchanged: int,
  problems: arrayOf(objectOf({ row: int, column: str, message: str })),
  problem_count: int,
});
const kindSchema = objectOf({
  name: str,
  key_columns: arrayOf(str),
  columns: arrayOf(objectOf({ key: str, required: bool, description: str, example: str })),
});
const refusedSchema = objectOf(
  { message: str, errors: { type: 'object', additionalProperties: arrayOf(str) }, data: reportSchema },
  ['data'],
);
const fileBody = multipartBody({ file: fileField('An Excel workbook (.xlsx) or a CSV file of at most 20 MB') }, [
  'file',
]);

/** The one uploaded file of the request, whole (at most 20 MB): the spreadsheet is read twice, to check and to write. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data (field file).');
  let buffer: Buffer | null = null;
  for await (const part of multipartParts(request, { fileSize: MAX_BYTES, files: 1, fields: 5 })) {
    if (part.type !== 'file') continue;
    buffer = await part.toBuffer().catch((e: { code?: string }) => {
      if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE, { file: [TOO_LARGE] });
      throw malformedUpload(e);
    });
  }
  if (!buffer?.length)
    throw new HttpError(422, 'Please upload a file to proceed.', { file: ['Please upload a file to proceed.'] });
  return buffer;
}

/**
 * Bulk import (schools, school contracts, users, school organisation): a template per kind, a check that reports every
 * problem by row and column without storing anything, and a commit that writes the whole file in one transaction or
 * nothing. Each kind's routes ask that kind's permission.
 */
export default async function importRoutes(app: FastifyInstance) {
  registerInvitations(app);

  app.get(
    '/imports',
    {
      config: { permission: [...new Set(IMPORT_KINDS.map((k) => k.permission))] },
      schema: {
        tags: ['imports'],
        summary: 'The imports the caller may run, with their columns',
        response: ok(objectOf({ data: arrayOf(kindSchema) })),
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return {
        data: IMPORT_KINDS.filter((k) => user.permissions.has(k.permission)).map((k) => ({
          name: k.name,
          key_columns: k.keyColumns,
          columns: k.columns.map((c) => ({ ...c, required: !!c.required })),
        })),
      };
    },
  );

  for (const kind of IMPORT_KINDS) {
    app.get(
      `/imports/${kind.name}/template`,
      {
        // The browser downloads it from a signed link (POST /file-tickets), never with the token in the address.
        config: { permission: kind.permission, ticket: 'url' },
        schema: {
          tags: ['imports'],
          summary: `The ${kind.name} import's template`,
          querystring: {
            type: 'object',
            properties: { format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' } },
            additionalProperties: false,
          },
          response: fileResponse(
            ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
            'The template: the columns, and (in the workbook) a sheet explaining each.',
          ),
        },
      },
      async (request, reply) => {
        const { format } = request.query as { format: 'xlsx' | 'csv' };
        const file = `caretaker-${kind.name}-import.${format}`;
        reply.header('content-disposition', `attachment; filename="${file}"`);
        if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(templateCsv(kind));
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(await templateXlsx(kind));
      },
    );

    app.post(
      `/imports/${kind.name}/check`,
      {
        config: { permission: kind.permission },
        schema: {
          tags: ['imports'],
          summary: `Check a ${kind.name} file: what it would create and update, and every problem; nothing is stored`,
          ...fileBody,
          response: { ...ok(objectOf({ data: reportSchema })), ...errorResponses(413, 415) },
        },
      },
      async (request) => ({ data: await checkImport(app, kind, await uploadedFile(request)) }),
    );

    app.post(
      `/imports/${kind.name}`,
      {
        config: { permission: kind.permission },
        schema: {
          tags: ['imports'],
          summary: `Import a ${kind.name} file: all rows in one transaction, or nothing when any row has a problem`,
          ...fileBody,
          response: {
            ...ok(objectOf({ data: reportSchema, message: str })),
            ...errorResponses(413, 415),
            422: { ...refusedSchema, description: 'The file has problems; nothing was imported.' },
          },
        },
      },
      async (request, reply) => {
        const file = await uploadedFile(request);
        try {
          const data = await commitImport(app, request, kind, file);
          return {
            data,
            message: `Imported: ${data.create} created, ${data.update} updated, ${data.unchanged} unchanged.`,
          };
        } catch (e) {
          if (e instanceof ImportRefused)
            return reply.code(422).send({ message: e.message, errors: e.errors, data: e.report });
          throw e;
        }
      },
    );
  }
}
