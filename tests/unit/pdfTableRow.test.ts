import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { drawTableRow, measureTableRow, type TableCell } from '../../server/lib/reports/pdfTableRow.js';

const render = (draw: (doc: PDFKit.PDFDocument) => void) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { CreationDate: new Date(Date.UTC(2026, 0, 1)) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(8);
    draw(doc);
    doc.end();
  });

const ROWS: TableCell[][] = [
  [
    { text: '1.1', width: 40, align: 'left' },
    {
      text: 'Replace the corroded down pipe, brackets and making good to the wall finishes',
      width: 150,
      align: 'left',
    },
    { text: 'nos', width: 30, align: 'left' },
    { text: 'S$ 1,234.56', width: 60, align: 'right' },
  ],
  [
    { text: '', width: 40, align: 'left' },
    { text: 'Short', width: 150, align: 'left' },
    { text: 'S$ 99,999,999,999.99', width: 30, align: 'right' },
    { text: '12.50', width: 60, align: 'right' },
  ],
];

describe('a PDF table row', () => {
  it('is measured and drawn exactly as pdfkit wraps each cell: one-line cells without the wrapper', async () => {
    const byWrapper = await render((doc) => {
      for (const cells of ROWS) {
        const h = Math.max(...cells.map((c) => doc.heightOfString(c.text || ' ', { width: c.width }))) + 3;
        const y = doc.y;
        let x = 40;
        for (const c of cells) {
          doc.text(c.text, x, y, { width: c.width, align: c.align });
          x += c.width + 4;
        }
        doc.x = 40;
        doc.y = y + h;
      }
    });
    const heights: number[] = [];
    const fast = await render((doc) => {
      for (const cells of ROWS) {
        const row = measureTableRow(doc, cells, 3);
        heights.push(row.height);
        const y = doc.y;
        drawTableRow(doc, row, 40, y, 4);
        doc.x = 40;
        doc.y = y + row.height;
      }
    });
    expect(fast.equals(byWrapper)).toBe(true);
    // the wrapped description makes the first row taller than one line; the second row's too-wide amount wraps too
    expect(heights[0]).toBeGreaterThan(20);
    expect(heights[1]).toBeGreaterThan(12);
  });
});
