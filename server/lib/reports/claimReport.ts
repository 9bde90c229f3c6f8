/**
 * The claim report (spec part 2 §7 report-generation): one model renders the HTML preview and the PDF — the claim's
 * header, one table per quotation with every row's claimed amount and its totals, the claim totals with GST, and the
 * signatures (prepared by, checked & certified by the MA).
 */
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { ReportImage } from './images.js';
import { drawSignatures } from './pdfSignatures.js';
import { drawTableRow, measureTableRow } from './pdfTableRow.js';

export interface ClaimReportModel {
  company: string;
  reference: string;
  status: string;
  fields: [string, string][];
  quotations: {
    title: string;
    rows: {
      no: string;
      description: string;
      unit: string;
      quantity: string;
      rate: string;
      amount: string;
      claimed: string;
    }[];
    totals: [string, string][];
  }[];
  totals: [string, string][];
  signatures: { label: string; name: string; details: string; image: ReportImage | null }[];
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%;margin-bottom:12px}' +
  'th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;font-size:12px;vertical-align:top}td.n{text-align:right}' +
  '.sig{display:inline-block;width:45%;vertical-align:top;margin-right:4%}img{max-width:100%}';

/** The preview runs no script and loads nothing: its one style block by hash, images as data URLs. */
export const CLAIM_PREVIEW_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderClaimHtml(m: ClaimReportModel): string {
  const kv = (rows: [string, string][]) =>
    `<table>${rows.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td class="n">${esc(v)}</td></tr>`).join('')}</table>`;
  const head = `<table>${m.fields.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>`;
  const quotations = m.quotations
    .map(
      (q) =>
        `<h2>${esc(q.title)}</h2><table><thead><tr><th>No.</th><th>Description</th><th>Unit</th><th>Qty</th><th>Rate</th><th>Amount</th><th>Claimed</th></tr></thead><tbody>${q.rows
          .map(
            (r) =>
              `<tr><td>${esc(r.no)}</td><td>${esc(r.description)}</td><td>${esc(r.unit)}</td><td class="n">${esc(r.quantity)}</td><td class="n">${esc(r.rate)}</td><td class="n">${esc(r.amount)}</td><td class="n">${esc(r.claimed)}</td></tr>`,
          )
          .join('')}</tbody></table>${kv(q.totals)}`,
    )
    .join('');
  const signs = m.signatures
    .map(
      (s) =>
        `<div class="sig"><h3>${esc(s.label)}</h3>${s.image ? `<img alt="Signature of ${esc(s.name)}" height="80" src="data:${s.image.mime};base64,${s.image.data.toString('base64')}">` : ''}<p>${esc(s.name)}</p><p>${esc(s.details)}</p></div>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Claim ${esc(m.reference)}</title><style>${STYLE}</style></head><body><h1>Claim ${esc(m.reference)}</h1><p>${esc(m.company)}</p>${head}${quotations}<h2>Claim totals</h2>${kv(m.totals)}<h2>Signatures</h2>${signs}</body></html>`;
}

export function renderClaimPdf(m: ClaimReportModel): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Claim ${m.reference}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = 40;
    const width = doc.page.width - 80;
    const ensure = (h: number) => {
      if (doc.y + h > doc.page.height - 50) doc.addPage();
    };
    doc.font('Helvetica-Bold').fontSize(14).text(`Claim ${m.reference}`, left);
    doc.font('Helvetica').fontSize(9).text(m.company);
    doc.moveDown(0.5);
    for (const [k, v] of m.fields)
      doc.font('Helvetica-Bold').text(`${k}: `, { continued: true }).font('Helvetica').text(v);
    const cols = [
      { w: 0.08, key: 'no', head: 'No.' },
      { w: 0.4, key: 'description', head: 'Description' },
      { w: 0.07, key: 'unit', head: 'Unit' },
      { w: 0.09, key: 'quantity', head: 'Qty' },
      { w: 0.12, key: 'rate', head: 'Rate' },
      { w: 0.12, key: 'amount', head: 'Amount' },
      { w: 0.12, key: 'claimed', head: 'Claimed' },
    ] as const;
    const alignOf = (key: string): 'left' | 'right' =>
      key === 'description' || key === 'no' || key === 'unit' ? 'left' : 'right';
    /** The item table's column headers, the same as the preview's, repeated at the top of each new page. */
    const header = () => {
      doc.font('Helvetica-Bold');
      const y = doc.y;
      let x = left;
      for (const c of cols) {
        doc.text(c.head, x, y, { width: width * c.w - 4, align: alignOf(c.key) });
        x += width * c.w;
      }
      doc.x = left;
      doc.y = y + doc.currentLineHeight() + 3;
      doc
        .moveTo(left, doc.y - 2)
        .lineTo(left + width, doc.y - 2)
        .lineWidth(0.5)
        .stroke();
    };
    const totals = (rows: [string, string][]) => {
      for (const [k, v] of rows) {
        ensure(12);
        const y = doc.y;
        doc.font('Helvetica-Bold').text(k, left + width * 0.5, y, { width: width * 0.3 });
        doc.font('Helvetica').text(v, left + width * 0.8, y, { width: width * 0.2, align: 'right' });
        doc.x = left;
      }
    };
    for (const q of m.quotations) {
      doc.moveDown(0.6);
      ensure(40);
      doc.font('Helvetica-Bold').fontSize(11).text(q.title, left);
      doc.fontSize(8);
      ensure(24);
      header();
      for (const r of q.rows) {
        doc.font('Helvetica');
        const cells = cols.map((c) => ({ text: r[c.key], width: width * c.w - 4, align: alignOf(c.key) }));
        const row = measureTableRow(doc, cells, 3);
        if (doc.y + row.height > doc.page.height - 50) {
          doc.addPage();
          header();
          doc.font('Helvetica');
        }
        const y = doc.y;
        drawTableRow(doc, row, left, y, 4);
        doc.x = left;
        doc.y = y + row.height;
      }
      doc.fontSize(9);
      totals(q.totals);
    }
    doc.moveDown();
    ensure(60);
    doc.font('Helvetica-Bold').fontSize(11).text('Claim totals', left);
    doc.fontSize(9);
    totals(m.totals);
    doc.moveDown();
    ensure(130);
    drawSignatures(
      doc,
      m.signatures.map((s) => ({ label: s.label, image: s.image, lines: [s.name, s.details] })),
      { left, width, columns: 2, imageWidth: 160 },
    );
    doc.end();
  });
}
