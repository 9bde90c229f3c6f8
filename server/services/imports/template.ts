/**
 * An import's template: the columns on the first sheet (nothing else there, so an example can never be imported by
 * mistake), and on a second sheet what each column holds, whether it is required, and an example.
 */
import ExcelJS from 'exceljs';
import type { ImportKind } from './types.js';

export async function templateXlsx(kind: ImportKind): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const data = book.addWorksheet(kind.name);
  data.addRow(kind.columns.map((c) => c.key));
  data.getRow(1).font = { bold: true };
  kind.columns.forEach((c, i) => {
    data.getColumn(i + 1).width = Math.max(14, c.key.length + 4);
  });
  const help = book.addWorksheet('columns');
  help.addRow(['column', 'required', 'what it holds', 'example']);
  help.getRow(1).font = { bold: true };
  for (const c of kind.columns) help.addRow([c.key, c.required ? 'yes' : 'no', c.description, c.example]);
  help.getColumn(3).width = 70;
  help.getColumn(4).width = 32;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The header line; a cell holding a comma or quote is quoted as RFC 4180 says. */
export function templateCsv(kind: ImportKind): string {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `${kind.columns.map((c) => cell(c.key)).join(',')}\r\n`;
}
