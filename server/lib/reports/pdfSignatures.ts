/** The row of signature blocks at the foot of a report (claim, COP, inspection, WSO), one layout for all of them. */
import type { ReportImage } from './images.js';

export interface SignatureBlock {
  label: string;
  image: ReportImage | null;
  /** Under the image: the name, the details, and what else the report says (a status, the date signed). */
  lines: string[];
}

export interface SignatureRow {
  left: number;
  width: number;
  /** Blocks across the page (each takes its share of the width). */
  columns: number;
  /** The largest image, in points wide (60 high). */
  imageWidth: number;
  /** From the row's top to the image, and to the lines under it. */
  imageTop?: number;
  linesTop?: number;
}

export function drawSignatures(doc: PDFKit.PDFDocument, blocks: SignatureBlock[], row: SignatureRow): void {
  const { left, width, columns, imageWidth, imageTop = 14, linesTop = 80 } = row;
  const y = doc.y;
  const w = width / columns - 10;
  blocks.forEach((s, n) => {
    const x = left + n * (width / columns);
    doc.font('Helvetica-Bold').fontSize(9).text(s.label, x, y, { width: w });
    if (s.image)
      try {
        doc.image(s.image.data, x, y + imageTop, { fit: [imageWidth, 60] });
      } catch {
        // an image pdfkit cannot read leaves the space blank rather than losing the whole report
      }
    doc.font('Helvetica').text(s.lines[0] ?? '', x, y + linesTop, { width: w });
    for (const line of s.lines.slice(1)) doc.text(line, { width: w });
  });
}
