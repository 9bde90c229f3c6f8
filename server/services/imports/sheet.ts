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

async function readXlsx(file: Buffer, maxRows: number): Promise<Sheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let columns: string[] | null = null;
  const rows: SheetRow[] = [];
  let first = true;
  for await (const sheet of reader) {
    if (!first) {
      // Only the first worksheet holds data (a template's second one explains the columns); drain the rest.
      for await (const _row of sheet) void _row;
      continue;
    }
    first = false;
    for await (const row of sheet) {
      // exceljs numbers cells from 1: values[0] is always empty.
      const values = ((row.values as unknown[]) ?? []).slice(1).map(cellText);
      if (!columns) {
        columns = values.map(columnKey);
        continue;
      }
      const r = toRow(columns, values, row.number);
      if (r) rows.push(r);
      if (rows.length > maxRows) break;
    }
  }
  return { columns: columns ?? [], rows };
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
