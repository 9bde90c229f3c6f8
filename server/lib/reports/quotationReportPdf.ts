/**
 * The quotation report as a PDF (pdfkit): the model quotationReport.ts builds, laid out on A4 — the same content as its
 * HTML preview.
 */
import PDFDocument from 'pdfkit';
import type { ReportModel } from './quotationReport.js';

/** The PDF (A4, built-in Helvetica): the same model laid out with pdfkit; page breaks repeat the table header. */
export function renderPdf(m: ReportModel): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 36,
      bufferPages: false,
      info: { Title: `${m.title} ${m.reference}`, Author: m.company },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const bottom = () => doc.page.height - doc.page.margins.bottom;
    const blue = '#1f4e79';

    // Letterhead.
    doc
      .font('Helvetica-Bold')
      .fontSize(15)
      .fillColor(blue)
      .text(m.company, left, 36, { width: width / 2 });
    doc
      .fontSize(15)
      .fillColor('#222')
      .text(`${m.title} ${m.reference}`, left + width / 2, 36, { width: width / 2, align: 'right' });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Status: ${m.status}`, left + width / 2, doc.y, { width: width / 2, align: 'right' });
    const lineY = Math.max(doc.y, 60) + 4;
    doc
      .moveTo(left, lineY)
      .lineTo(left + width, lineY)
      .lineWidth(1.5)
      .strokeColor(blue)
      .stroke();

    // Header fields, two columns.
    let y = lineY + 8;
    const colW = width / 2;
    doc.fontSize(9);
    for (let i = 0; i < m.fields.length; i += 2) {
      let h = 0;
      for (let j = 0; j < 2 && i + j < m.fields.length; j++) {
        const [k, v] = m.fields[i + j];
        const x = left + j * colW;
        doc.font('Helvetica').fillColor('#666').text(k, x, y, { width: 80 });
        doc.fillColor('#222').text(v || '-', x + 82, y, { width: colW - 90 });
        h = Math.max(h, doc.heightOfString(v || '-', { width: colW - 90 }));
      }
      y += h + 3;
    }

    // Item table.
    const cols = [
      { key: 'serial', title: 'S/N', w: 28, align: 'left' },
      { key: 'itemNumber', title: 'Item no.', w: 62, align: 'left' },
      { key: 'description', title: 'Description', w: 0, align: 'left' },
      { key: 'quantity', title: 'Qty', w: 44, align: 'right' },
      { key: 'unit', title: 'Unit', w: 34, align: 'left' },
      { key: 'rate', title: 'Rate (S$)', w: 62, align: 'right' },
      { key: 'amount', title: 'Amount (S$)', w: 70, align: 'right' },
    ] as const;
    const fixed = cols.reduce((s, c) => s + c.w, 0);
    const widths = cols.map((c) => (c.w === 0 ? width - fixed : c.w));
    const xs = widths.reduce<number[]>((acc, w, i) => [...acc, i === 0 ? left : acc[i - 1] + widths[i - 1]], []);
    const pad = 3;
    const tableHeader = () => {
      doc.rect(left, y, width, 16).fill(blue);
      doc.font('Helvetica-Bold').fontSize(8).fillColor('#fff');
      cols.forEach((c, i) =>
        doc.text(c.title, xs[i] + pad, y + 4, { width: widths[i] - 2 * pad, align: c.align, lineBreak: false }),
      );
      y += 16;
    };
    const newPage = () => {
      doc.addPage();
      y = doc.page.margins.top;
    };
    y += 8;
    if (y + 40 > bottom()) newPage();
    tableHeader();
    doc.font('Helvetica').fontSize(8);
    for (const r of m.rows) {
      const desc =
        r.type === 'item' && r.group
          ? `${r.group}\n${r.description}${r.star ? ' [Star rate]' : ''}`
          : r.description + (r.star ? ' [Star rate]' : '');
      const descW =
        r.type === 'header' ? width - 2 * pad : r.type === 'note' ? width - widths[0] - 2 * pad : widths[2] - 2 * pad;
      doc
        .font(r.type === 'header' ? 'Helvetica-Bold' : r.type === 'note' ? 'Helvetica-Oblique' : 'Helvetica')
        .fontSize(8);
      const h = Math.max(doc.heightOfString(desc || ' ', { width: descW }), 9) + 2 * pad;
      if (y + h > bottom()) {
        newPage();
        tableHeader();
        doc
          .font(r.type === 'header' ? 'Helvetica-Bold' : r.type === 'note' ? 'Helvetica-Oblique' : 'Helvetica')
          .fontSize(8);
      }
      if (r.type === 'header') doc.rect(left, y, width, h).fill('#e8eef5');
      doc.fillColor(r.type === 'discount' ? '#aa0000' : r.type === 'note' ? '#555' : '#222');
      if (r.type === 'header') doc.text(desc, left + pad, y + pad, { width: descW });
      else if (r.type === 'note') doc.text(desc, xs[1] + pad, y + pad, { width: descW });
      else {
        const vals: Record<string, string> = {
          serial: r.serial,
          itemNumber: r.itemNumber,
          description: desc,
          quantity: r.quantity,
          unit: r.unit,
          rate: r.rate,
          amount: r.amount,
        };
        cols.forEach((c, i) =>
          doc.text(vals[c.key], xs[i] + pad, y + pad, { width: widths[i] - 2 * pad, align: c.align }),
        );
      }
      doc
        .moveTo(left, y + h)
        .lineTo(left + width, y + h)
        .lineWidth(0.3)
        .strokeColor('#cccccc')
        .stroke();
      y += h;
    }
    if (!m.rows.length) {
      doc.fillColor('#222').text('No records found', left + pad, y + pad);
      y += 16;
    }

    // Totals.
    y += 8;
    if (y + m.totals.length * 13 > bottom()) newPage();
    for (const t of m.totals) {
      doc
        .font(t.strong ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor('#222');
      doc.text(t.label, left + width - 300, y, { width: 180, align: 'right' });
      doc.text(t.value, left + width - 115, y, { width: 115, align: 'right' });
      y += 13;
    }

    // Signatures.
    y += 16;
    if (y + 110 > bottom()) newPage();
    const sigW = 220;
    m.signatures.forEach((s, i) => {
      const x = left + i * (sigW + 40);
      doc.font('Helvetica-Bold').fontSize(9).fillColor('#222').text(s.label, x, y, { width: sigW });
      if (s.image) {
        try {
          doc.image(s.image.data, x, y + 14, { fit: [sigW - 20, 60] });
        } catch {
          /* an unreadable image leaves the line blank */
        }
      }
      doc
        .moveTo(x, y + 78)
        .lineTo(x + sigW - 20, y + 78)
        .lineWidth(0.5)
        .strokeColor('#999')
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(s.name || ' ', x, y + 82, { width: sigW });
      doc.fillColor('#666').text(s.date || ' ', x, doc.y, { width: sigW });
    });
    y += 112;

    // Attachments selected for the report: pictures in boxes, other files (PDF, Word…) as a list of names. The heading never
    // stands alone at the foot of a page, and a file without a picture never takes a picture's box (issue 8 §8).
    if (m.attachments.length) {
      const box = 160;
      const pictures = m.attachments.filter((a) => a.image);
      const documents = m.attachments.filter((a) => !a.image);
      const firstBlock = pictures.length ? box + 20 : 14;
      if (y + 20 + firstBlock > bottom()) newPage();
      doc.font('Helvetica-Bold').fontSize(11).fillColor('#222').text('Attachments', left, y);
      y = doc.y + 6;
      let x = left;
      for (const a of pictures) {
        if (x + box > left + width) {
          x = left;
          y += box + 24;
        }
        if (y + box + 20 > bottom()) {
          newPage();
          x = left;
        }
        try {
          doc.image(a.image!.data, x, y, { fit: [box, box] });
        } catch {
          /* skipped */
        }
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor('#444')
          .text(a.name, x, y + box + 4, { width: box });
        x += box + 12;
      }
      if (pictures.length) y += box + 24;
      for (const a of documents) {
        if (y + 12 > bottom()) newPage();
        doc.font('Helvetica').fontSize(9).fillColor('#444').text(`• ${a.name}`, left, y, { width });
        y = doc.y + 2;
      }
    }
    doc.end();
  });
}
