/**
 * A spreadsheet as rows of named cells, from an Excel workbook (its first worksheet, read by exceljs's streaming reader)
 * or a CSV file (csv-parse). The first row names the columns, in any order and case ("Sub zone", "sub-zone" and
 * "sub_zone" are one column); blank lines are skipped; row numbers are the sheet's own, so a message points at the line
 * the user sees in Excel.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse';

export type SheetFormat = 'xlsx' | 'csv';

export interface SheetRow {
  /** The line in the file (1 is the header). */
  row: number;
  cells: Map<string, string>;
}

export interface Sheet {
  columns: string[];
  rows: SheetRow[];
}

/** A header cell as a column key: "Sub-zone" -> "sub_zone". */
export const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A cell's value as text (rich text, formulas, hyperlinks and dates included). */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
  if (o.richText)
    return o.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if (o.result !== undefined) return cellText(o.result);
  if (o.text !== undefined) return cellText(o.text);
  return '';
}

/** An .xlsx file is a zip archive; anything else is read as CSV text. */
export const formatOf = (head: Buffer): SheetFormat =>
  head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04 ? 'xlsx' : 'csv';

function toRow(columns: string[], values: string[], row: number): SheetRow | null {
  const cells = new Map<string, string>();
  columns.forEach((c, i) => {
    if (c) cells.set(c, (values[i] ?? '').trim());
  });
  return [...cells.values()].some((v) => v !== '') ? { row, cells } : null;
}

/** Rows in file order (exceljs numbers cells from 1: values[0] is always empty) as the sheet, stopping past maxRows. */
async function sheetOf(
  rows: AsyncIterable<ExcelJS.Row> | Iterable<ExcelJS.Row>,
  maxRows: number,
  cell: (v: unknown) => string = cellText,
): Promise<Sheet> {
  let columns: string[] | null = null;
  const out: SheetRow[] = [];
  for await (const row of rows) {
    const values = ((row.values as unknown[]) ?? []).slice(1).map(cell);
    if (!columns) {
      columns = values.map(columnKey);
      continue;
    }
    const r = toRow(columns, values, row.number);
    if (r) out.push(r);
    if (out.length > maxRows) break;
  }
  return { columns: columns ?? [], rows: out };
}

/**
 * The whole workbook read at once, then its first worksheet: what the streaming read falls back to when exceljs's
 * streaming reader trips over its own race (exceljs#3064: a worksheet parsed before `xl/workbook.xml`, which exceljs
 * writes last, throws "Cannot read properties of undefined (reading 'sheets')" now and then — our own templates and
 * exports are such files). Uploads are size-limited, so holding one whole is bounded.
 */
export async function readXlsxWhole(file: Buffer, maxRows: number): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.Row[] = [];
  sheet?.eachRow((row) => {
    rows.push(row);
  });
  return sheetOf(rows, maxRows, (v) => (v instanceof Date ? String(excelSerial(v)) : cellText(v)));
}

/**
 * A date as the streaming read gives it (it reads no styles, so a date cell is its serial number: days since
 * 1899-12-30), so both reads answer the same text for the same file.
 */
const excelSerial = (d: Date) => d.getTime() / 86_400_000 + 25_569;

async function readXlsx(file: Buffer, maxRows: number): Promise<Sheet> {
  try {
    return await readXlsxStreaming(file, maxRows);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    return readXlsxWhole(file, maxRows);
  }
}

/** Read as a stream: memory stays flat however long the sheet is. */
export async function readXlsxStreaming(file: Buffer, maxRows: number): Promise<Sheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let first: Sheet | null = null;
  for await (const sheet of reader) {
    // Only the first worksheet holds data (a template's second one explains the columns); drain the rest.
    if (first) for await (const _row of sheet) void _row;
    else first = await sheetOf(sheet as AsyncIterable<ExcelJS.Row>, maxRows);
  }
  return first ?? { columns: [], rows: [] };
}

async function readCsv(file: Buffer, maxRows: number): Promise<Sheet> {
  const parser = Readable.from(file).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: false, trim: false }),
  );
  let columns: string[] | null = null;
  const rows: SheetRow[] = [];
  let line = 0;
  for await (const values of parser as AsyncIterable<string[]>) {
    line += 1;
    if (!columns) {
      columns = values.map(columnKey);
      continue;
    }
    const r = toRow(columns, values, line);
    if (r) rows.push(r);
    if (rows.length > maxRows) break;
  }
  return { columns: columns ?? [], rows };
}

/** Reads a whole upload (at most `maxRows` data rows are read; one more tells the caller the file is too long). */
export function readSheet(file: Buffer, maxRows: number): Promise<Sheet> {
  return formatOf(file) === 'xlsx' ? readXlsx(file, maxRows) : readCsv(file, maxRows);
}
