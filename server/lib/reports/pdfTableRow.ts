/**
 * One row of a PDF table: how tall it is and drawing it. Most cells of a report (numbers, units, short descriptions)
 * fit on one line; pdfkit's line wrapper, which `heightOfString` and `text(…, { width })` run, costs several times
 * a plain width measure, and a claim of 4,000 rows has 28,000 cells. A cell that fits is measured once and drawn as
 * one unwrapped line at the position the wrapper would give it; only a cell too wide for its column is wrapped.
 */
type Doc = PDFKit.PDFDocument;

export interface TableCell {
  text: string;
  /** The column's width for the text (without the cell's padding). */
  width: number;
  align: 'left' | 'right';
}

export interface MeasuredRow {
  cells: TableCell[];
  /** Each cell's text width on one line (measured once: drawing reuses it). */
  widths: number[];
  /** The tallest cell's height, with the padding below. */
  height: number;
}

/** Measures a row in the document's current font: its height, with `padding` below. */
export function measureTableRow(doc: Doc, cells: TableCell[], padding: number): MeasuredRow {
  let height = doc.currentLineHeight(true);
  const widths = cells.map((c) => {
    const w = c.text ? doc.widthOfString(c.text) : 0;
    if (w > c.width) height = Math.max(height, doc.heightOfString(c.text, { width: c.width }));
    return w;
  });
  return { cells, widths, height: height + padding };
}

/** Draws the measured cells side by side from `left` at `y`, each column `gap` wider than its text. */
export function drawTableRow(doc: Doc, row: MeasuredRow, left: number, y: number, gap: number): void {
  let x = left;
  row.cells.forEach((c, i) => {
    const w = row.widths[i];
    if (!c.text) {
      /* nothing to draw */
    } else if (w <= c.width) doc.text(c.text, c.align === 'right' ? x + c.width - w : x, y, { lineBreak: false });
    else doc.text(c.text, x, y, { width: c.width, align: c.align });
    x += c.width + gap;
  });
}
