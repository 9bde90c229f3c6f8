/**
 * POST /fsrs/import: the FSR list's .xlsx import, kept for clients that call it. It runs the one import mechanism
 * (the `fsr` kind of server/services/imports: inserts or updates by item number and category, all rows or none) and
 * answers in its own older shape: `{ imported, errors: [{ row, field, message }] }`.
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { CONTROL_CHARACTERS } from '../../../domain/text.js';
import { audit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import { sniff } from '../../../domain/fileTypes.js';
import { malformedUpload, multipartParts } from '../../lib/upload.js';
import { fsrImport } from '../../services/imports/fsr.js';
import { commitImport, ImportRefused, type ImportReport } from '../../services/imports/run.js';
import { arrayOf, fileField, int, multipartBody, objectOf, ok, str } from '../../lib/openapi/responses.js';

const rowError = objectOf({ row: int, field: str, message: str });
const fsrImported = objectOf({
  data: objectOf({ imported: int, create: int, update: int, unchanged: int, errors: arrayOf(rowError) }, [
    'create',
    'update',
    'unchanged',
  ]),
  message: str,
});
const fsrRefused = objectOf(
  {
    message: str,
    errors: { type: 'object', additionalProperties: arrayOf(str) },
    data: objectOf({ imported: int, errors: arrayOf(rowError) }),
  },
  ['data'],
);

const MAX_BYTES = 10 * 1024 * 1024;
/** Not the tree photo's 'Invalid File Type': this upload takes one kind of file, so say which. */
const NOT_XLSX = 'The file must be an Excel workbook (.xlsx).';
const REFUSED = 'The file has errors; nothing was imported.';

const rowErrors = (report: ImportReport) =>
  report.problems.map((p) => ({ row: p.row, field: p.column, message: p.message }));

export default async function importRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/fsrs/import',
    {
      config: { permission: 'fsr.create' },
      schema: {
        tags: ['fsr'],
        summary: 'Import FSR items from an .xlsx workbook: new item numbers are added, known ones updated',
        ...multipartBody({ file: fileField('An .xlsx workbook of at most 10 MB') }, ['file']),
        response: {
          ...ok(fsrImported),
          422: { ...fsrRefused, description: 'The file has errors (listed by row and field); nothing was imported.' },
        },
      },
    },
    async (request, reply) => {
      app.requireUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the spreadsheet as multipart/form-data (field file).');
      let buffer: Buffer | null = null;
      let fileName = '';
      for await (const part of multipartParts(request, { fileSize: MAX_BYTES, files: 1, fields: 10 })) {
        if (part.type !== 'file') continue;
        fileName = (part.filename ?? '').replace(CONTROL_CHARACTERS, '');
        buffer = await part.toBuffer().catch((e: { code?: string }) => {
          if (e.code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, 'The file may not be larger than 10 MB.', {
              file: ['The file may not be larger than 10 MB.'],
            });
          throw malformedUpload(e);
        });
      }
      if (!buffer || !buffer.length)
        throw new HttpError(422, 'Please upload a file to proceed.', { file: ['Please upload a file to proceed.'] });
      if (sniff(buffer.subarray(0, 8)) !== 'application/zip' || !/\.xlsx$/i.test(fileName)) {
        throw new HttpError(422, NOT_XLSX, { file: [NOT_XLSX] });
      }
      try {
        const data = await commitImport(app, request, fsrImport, buffer);
        await audit(app.db, request, {
          action: 'fsr.import',
          entity: 'fsr',
          after: { rows: data.rows, create: data.create, update: data.update, file: fileName },
        });
        return {
          data: {
            imported: data.rows,
            create: data.create,
            update: data.update,
            unchanged: data.unchanged,
            errors: [],
          },
          message: `Successfully imported ${data.rows} FSR items`,
        };
      } catch (e) {
        if (!(e instanceof ImportRefused)) throw e;
        return reply
          .code(422)
          .send({ message: REFUSED, errors: { file: [REFUSED] }, data: { imported: 0, errors: rowErrors(e.report) } });
      }
    },
  );
}
