import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsxStreaming, readXlsxWhole } from '../../server/services/imports/sheet.js';

/** A workbook as exceljs writes it (workbook.xml last: the shape its streaming reader now and then trips over). */
async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const first = wb.addWorksheet('Schools');
  first.addRow(['Name', 'Sub-zone', 'Opened', 'Rate']);
  first.addRow(['Alpha Primary', 'North', new Date(Date.UTC(2024, 0, 15)), 12.5]);
  first.addRow([]);
  first.addRow([
    { richText: [{ text: 'Beta ' }, { text: 'Secondary' }] },
    ' East ',
    null,
    { formula: '1+1', result: 2 },
  ]);
  first.addRow(['', '', '', '']);
  first.addRow(['Gamma', 'West', 'not a date', 7]);
  wb.addWorksheet('How to fill').addRow(['Explains the columns']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('reading an .xlsx upload', () => {
  // a date cell is its serial number: the stream reads no styles (45306 is 2024-01-15)
  it('gives the same first sheet read whole (the fallback) as read as a stream', async () => {
    const file = await workbook();
    const streamed = await readXlsxStreaming(file, 100);
    expect(streamed.columns).toEqual(['name', 'sub_zone', 'opened', 'rate']);
    expect(streamed.rows.map((r) => [r.row, Object.fromEntries(r.cells)])).toEqual([
      [2, { name: 'Alpha Primary', sub_zone: 'North', opened: '45306', rate: '12.5' }],
      [4, { name: 'Beta Secondary', sub_zone: 'East', opened: '', rate: '2' }],
      [6, { name: 'Gamma', sub_zone: 'West', opened: 'not a date', rate: '7' }],
    ]);
    expect(await readXlsxWhole(file, 100)).toEqual(streamed);
  });

  it('stops one row past the limit either way', async () => {
    const file = await workbook();
    expect((await readXlsxWhole(file, 1)).rows).toHaveLength(2);
    expect((await readXlsxStreaming(file, 1)).rows).toHaveLength(2);
  });
});
