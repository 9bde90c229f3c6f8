import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { HttpError } from '../../lib/errors.js';
import {
  arrayOf,
  bool,
  errorResponses,
  fileField,
  fileResponse,
  int,
  multipartBody,
  nullable,
  nullableStr,
  objectOf,
  ok,
  str,
} from '../../lib/openapi/responses.js';
import { malformedUpload, multipartParts } from '../../lib/upload.js';
import { registerInvitations } from '../../services/imports/invitations.js';
import { enqueueImport, importJob, registerImportJob } from '../../services/imports/jobs.js';
import {
  checkImport,
  commitImport,
  ImportRefused,
  IMPORT_JOB_ROWS,
  IMPORT_KINDS,
  readImportFile,
  report,
  sheetProblems,
} from '../../services/imports/run.js';
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
const jobSchema = objectOf({
  id: int,
  kind: str,
  status: { type: 'string', enum: ['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED', 'CANCELLED'] },
  progress: objectOf({ done: int, total: int }),
  data: nullable(reportSchema),
  message: nullableStr,
});
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
 * Bulk import (schools, school contracts, users, school organisation, FSR items): a template per kind, a check that reports every
 * problem by row and column without storing anything, and a commit that writes the whole file in one transaction or
 * nothing. Each kind's routes ask that kind's permission.
 */
export default async function importRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  registerInvitations(app);
  registerImportJob(app);

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

  app.get(
    '/imports/jobs/:id',
    {
      config: { permission: [...new Set(IMPORT_KINDS.map((k) => k.permission))] },
      schema: {
        tags: ['imports'],
        summary: 'A large import running as a job: its status, progress, and once it ended its report',
        params: idParams,
        response: { ...ok(objectOf({ data: jobSchema })), ...errorResponses(404) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id } = request.params;
      return { data: await importJob(app, app.db, user.id, id) };
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
        const { format } = request.query;
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
            202: {
              ...objectOf({ data: objectOf({ job_id: int, rows: int }), message: str }),
              description: `More than ${IMPORT_JOB_ROWS} rows: imported by a job; follow it at GET /imports/jobs/{id}.`,
            },
            ...errorResponses(413, 415),
            422: { ...refusedSchema, description: 'The file has problems; nothing was imported.' },
          },
        },
      },
      async (request, reply) => {
        const file = await uploadedFile(request);
        try {
          const sheet = await readImportFile(kind, file);
          if (sheet.rows.length > IMPORT_JOB_ROWS) {
            // A file of the wrong shape is refused at once; the rows are checked by the job.
            const shape = sheetProblems(kind, sheet);
            if (shape.length) throw new ImportRefused(report(sheet.rows.length, [], shape));
            const job = await enqueueImport(app, request, kind.name, file);
            return reply.code(202).send({
              data: { job_id: job.id, rows: sheet.rows.length },
              message: `The import of ${sheet.rows.length} rows runs in the background.`,
            });
          }
          const data = await commitImport(app, request, kind, sheet);
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
