/**
 * The COP document (issue 16): the cover (addresses, description, the month's figures, both signatures) and one table per
 * tab (overall, then each work category) with group headings, sub-totals and the total. Landscape A4: the category
 * tables have up to eleven columns.
 */
import PDFDocument from 'pdfkit';
import type { ReportImage } from './images.js';
import { drawSignatures } from './pdfSignatures.js';
import { drawTableRow, measureTableRow } from './pdfTableRow.js';

export interface CopReportTable {
  title: string;
  columns: string[];
  /** The first column is text, the others figures (right-aligned). */
  rows: { kind: 'group' | 'row' | 'subtotal' | 'total'; cells: string[] }[];
}

export interface CopReportModel {
  title: string;
  company: string;
  address: string[];
  fields: [string, string][];
  cover: [string, string][];
  tables: CopReportTable[];
  signatures: { label: string; name: string; details: string; image: ReportImage | null }[];
}

export function renderCopPdf(m: CopReportModel): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: m.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = 36;
    const width = doc.page.width - 72;
    const ensure = (h: number) => {
      if (doc.y + h > doc.page.height - 40) doc.addPage();
    };
    doc.font('Helvetica-Bold').fontSize(14).text(m.title, left);
    doc.font('Helvetica').fontSize(9).text(m.company);
    doc.moveDown(0.5);
    for (const line of m.address) doc.text(line);
    doc.moveDown(0.5);
    for (const [k, v] of m.fields)
      doc.font('Helvetica-Bold').text(`${k}: `, { continued: true }).font('Helvetica').text(v);
    doc.moveDown(0.5);
    for (const [k, v] of m.cover) {
      ensure(12);
      const y = doc.y;
      doc.font('Helvetica-Bold').text(k, left, y, { width: width * 0.6 });
      doc.font('Helvetica').text(v, left + width * 0.6, y, { width: width * 0.2, align: 'right' });
      doc.x = left;
    }
    doc.moveDown();
    ensure(120);
    drawSignatures(
      doc,
      m.signatures.map((s) => ({ label: s.label, image: s.image, lines: [s.name, s.details] })),
      { left, width, columns: 2, imageWidth: 160 },
    );
    for (const t of m.tables) {
      doc.addPage();
      doc.x = left;
      doc.font('Helvetica-Bold').fontSize(12).text(t.title, left);
      doc.moveDown(0.3);
      const first = 0.22;
      const rest = (1 - first) / Math.max(1, t.columns.length - 1);
      const widths = t.columns.map((_, i) => width * (i === 0 ? first : rest));
      const row = (cells: string[], bold: boolean) => {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7);
        const measured = measureTableRow(
          doc,
          cells.map((text, i) => ({ text, width: widths[i] - 4, align: i === 0 ? 'left' : 'right' })),
          3,
        );
        ensure(measured.height);
        const y = doc.y;
        drawTableRow(doc, measured, left, y, 4);
        doc.x = left;
        doc.y = y + measured.height;
      };
      row(t.columns, true);
      for (const r of t.rows) {
        if (r.kind === 'group') {
          ensure(14);
          doc.font('Helvetica-Bold').fontSize(8).text(r.cells[0], left);
        } else row(r.cells, r.kind !== 'row');
      }
    }
    doc.end();
  });
}
