import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { MSG } from '../../../domain/messages.js';
import { CONTROL_CHARACTERS } from '../../../domain/text.js';
import { audit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import { sniff } from '../../../domain/fileTypes.js';
import { malformedUpload, multipartParts } from '../../lib/upload.js';
import { readAmount, TAKEN } from '../../services/fsr/records.js';
import { takenNumbers } from '../../services/fsr/repository.js';
import { cellText } from '../../services/imports/sheet.js';
import { insertFsrRows, type NewFsrRow } from '../../services/fsr/save.js';
import { arrayOf, fileField, int, multipartBody, objectOf, ok, str } from '../../lib/openapi/responses.js';

const fsrImported = objectOf({ data: objectOf({ imported: int, errors: arrayOf({}) }), message: str });

const MAX_BYTES = 10 * 1024 * 1024;
const MAX_ROWS = 20000;
const MAX_ERRORS = 500;
/** Not the tree photo's 'Invalid File Type': this upload takes one kind of file, so say which. */
const NOT_XLSX = 'The file must be an Excel workbook (.xlsx).';
export const IMPORT_COLUMNS = [
  'category',
  'section',
  'section_description',
  'item_number',
  'item_group_description',
  'item_description',
  'unit',
  'rate',
  'minimum',
] as const;
const REQUIRED = ['category', 'item_number', 'item_description', 'unit', 'rate'] as const;

export interface ImportError {
  row: number;
  field: string;
  message: string;
}

/**
 * Reads the first worksheet with exceljs's streaming reader: header row (names in any order, any case), then one FSR item per
 * row. Answers the valid rows and the row-level errors; the caller imports all or nothing.
 */
export async function parseFsrWorkbook(input: Readable) {
  const errors: ImportError[] = [];
  const rows: (NewFsrRow & { row: number })[] = [];
  /** Every row's item number, valid row or not, so a row with a bad cell still hears that its number is taken. */
  const numbered: { item_number: string; row: number }[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sheetSeen = false;
  const addError = (e: ImportError) => {
    if (errors.length < MAX_ERRORS) errors.push(e);
  };
  for await (const sheet of reader) {
    if (sheetSeen) {
      // Only the first worksheet is read; drain the rest so the reader finishes.
      for await (const _row of sheet) void _row;
      continue;
    }
    sheetSeen = true;
    let columns: Map<string, number> | null = null;
    for await (const row of sheet) {
      const values = (row.values as unknown[]) ?? [];
      if (!columns) {
        columns = new Map();
        values.forEach((v, i) => {
          const name = cellText(v)
            .toLowerCase()
            .replace(/[\s-]+/g, '_');
          if (name) columns!.set(name === 'name' ? 'item_description' : name, i);
        });
        const missing = REQUIRED.filter((c) => !columns!.has(c));
        for (const c of missing) addError({ row: row.number, field: c, message: `The column ${c} is missing.` });
        if (missing.length) return { rows, errors, numbered };
        continue;
      }
      const get = (c: string) => (columns!.has(c) ? cellText(values[columns!.get(c)!]) : '');
      if (IMPORT_COLUMNS.every((c) => get(c) === '')) continue; // blank line
      if (rows.length + errors.length >= MAX_ROWS) {
        addError({ row: row.number, field: 'file', message: `At most ${MAX_ROWS} rows can be imported at once.` });
        break;
      }
      let ok = true;
      if (get('item_number') !== '') numbered.push({ item_number: get('item_number'), row: row.number });
      for (const c of REQUIRED) {
        if (get(c) === '') {
          addError({ row: row.number, field: c, message: MSG.required });
          ok = false;
        }
      }
      const rate = readAmount(get('rate'));
      if (rate.error) {
        addError({ row: row.number, field: 'rate', message: rate.error });
        ok = false;
      }
      const minimum = readAmount(get('minimum'));
      if (minimum.error) {
        addError({ row: row.number, field: 'minimum', message: minimum.error });
        ok = false;
      }
      for (const [c, max] of [
        ['category', 40],
        ['item_number', 64],
        ['unit', 40],
        ['section', 100],
      ] as const) {
        if (get(c).length > max) {
          addError({ row: row.number, field: c, message: `May not be greater than ${max} characters.` });
          ok = false;
        }
      }
      if (!ok) continue;
      rows.push({
        category: get('category'),
        section: get('section') || null,
        section_description: get('section_description') || null,
        item_number: get('item_number'),
        name: get('item_description'),
        item_group_description: get('item_group_description') || null,
        unit: get('unit'),
        rate_cents: rate.cents!,
        minimum_cents: minimum.cents,
        row: row.number,
      });
    }
    if (!columns) addError({ row: 1, field: 'file', message: 'The worksheet is empty.' });
  }
  if (!sheetSeen) addError({ row: 0, field: 'file', message: 'The workbook has no worksheet.' });
  return { rows, errors, numbered };
}

export default async function importRoutes(app: FastifyInstance) {
  app.post(
    '/fsrs/import',
    {
      config: { permission: 'fsr.create' },
      schema: {
        tags: ['fsr'],
        summary: 'Import FSR items from an .xlsx workbook',
        ...multipartBody({ file: fileField('An .xlsx workbook of at most 10 MB') }, ['file']),
        response: ok(fsrImported),
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
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
      let parsed: Awaited<ReturnType<typeof parseFsrWorkbook>>;
      try {
        parsed = await parseFsrWorkbook(Readable.from([buffer]));
      } catch (e) {
        request.log.warn({ err: e }, 'xlsx parse failed');
        throw new HttpError(422, 'The file could not be read as an .xlsx workbook.', {
          file: ['The file could not be read as an .xlsx workbook.'],
        });
      }
      const { rows, errors, numbered } = parsed;
      // Duplicate item numbers of every row (not only the valid ones): inside the file, then against the schedule.
      const firstRow = new Map<string, number>();
      for (const r of numbered) {
        if (firstRow.has(r.item_number))
          errors.push({
            row: r.row,
            field: 'item_number',
            message: `The item number is repeated (first on row ${firstRow.get(r.item_number)}).`,
          });
        else firstRow.set(r.item_number, r.row);
      }
      for (const number of await takenNumbers(app.db, [...firstRow.keys()]))
        errors.push({ row: firstRow.get(number)!, field: 'item_number', message: TAKEN });
      if (!rows.length && !errors.length)
        errors.push({ row: 0, field: 'file', message: 'The worksheet has no FSR rows.' });
      if (errors.length) {
        // stable: a row's errors stay in column order, then its duplicate check
        errors.sort((a, b) => a.row - b.row);
        const message = 'The file has errors; nothing was imported.';
        return reply
          .code(422)
          .send({ message, errors: { file: [message] }, data: { imported: 0, errors: errors.slice(0, MAX_ERRORS) } });
      }
      await app.db.transaction().execute(async (trx) => {
        await insertFsrRows(
          trx,
          rows.map(({ row: _row, ...r }) => r),
          user,
        );
        await audit(trx, request, {
          action: 'fsr.import',
          entity: 'fsr',
          after: { imported: rows.length, file: fileName },
        });
      });
      return { data: { imported: rows.length, errors: [] }, message: `Successfully imported ${rows.length} FSR items` };
    },
  );
}
