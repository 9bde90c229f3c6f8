/**
 * The work service order report (spec part 2 §2 preview, §7 report-generation): one model renders the HTML preview and the
 * PDF — the order's fields, before and after photos as thumbnails, and the three signature blocks.
 */
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { ReportImage } from './images.js';
import { drawSignatures } from './pdfSignatures.js';

export interface WsoReportModel {
  company: string;
  title: string;
  reference: string;
  status: string;
  fields: [string, string][];
  workDescription: string;
  remark: string;
  before: ReportImage[];
  after: ReportImage[];
  signatures: { label: string; name: string; details: string; status: string; image: ReportImage | null }[];
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%;margin-bottom:12px}' +
  'th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;font-size:13px;vertical-align:top}th{width:35%}' +
  '.photos img{margin:0 6px 6px 0}.sig{display:inline-block;width:30%;vertical-align:top;margin-right:3%}img{max-width:100%}';

/** The preview runs no script and loads nothing: its one style block by hash, images as data URLs. */
export const WSO_PREVIEW_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const img = (i: ReportImage, alt: string, h: number) =>
  `<img alt="${esc(alt)}" height="${h}" src="data:${i.mime};base64,${i.data.toString('base64')}">`;

export function renderWsoHtml(m: WsoReportModel): string {
  const rows = m.fields.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('');
  const photos = (label: string, list: ReportImage[]) =>
    `<h2>${esc(label)}</h2><p class="photos">${list.length ? list.map((p, n) => img(p, `${label} ${n + 1}`, 120)).join('') : '—'}</p>`;
  const signs = m.signatures
    .map(
      (s) =>
        `<div class="sig"><h3>${esc(s.label)}</h3>${s.image ? img(s.image, `Signature of ${s.name}`, 80) : ''}<p>${esc(s.name)}</p><p>${esc(s.details)}</p><p>${esc(s.status)}</p></div>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(m.title)}</title><style>${STYLE}</style></head><body><h1>${esc(m.title)} ${esc(m.reference)}</h1><p>${esc(m.company)}</p><table>${rows}</table><h2>Work description</h2><p>${esc(m.workDescription)}</p>${
    m.remark ? `<h2>Remarks</h2><p>${esc(m.remark)}</p>` : ''
  }${photos('Before photos', m.before)}${photos('After photos', m.after)}<h2>Signatures</h2>${signs}</body></html>`;
}

export function renderWsoPdf(m: WsoReportModel): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${m.title} ${m.reference}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = 40;
    const width = doc.page.width - 80;
    const ensure = (h: number) => {
      if (doc.y + h > doc.page.height - 50) doc.addPage();
    };
    doc.font('Helvetica-Bold').fontSize(14).text(`${m.title} ${m.reference}`, left);
    doc.font('Helvetica').fontSize(9).text(m.company);
    doc.moveDown(0.5);
    for (const [k, v] of m.fields)
      doc.font('Helvetica-Bold').text(`${k}: `, { continued: true }).font('Helvetica').text(v);
    doc.moveDown(0.5);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text('Work description', left)
      .font('Helvetica')
      .fontSize(9)
      .text(m.workDescription);
    if (m.remark)
      doc
        .moveDown(0.5)
        .font('Helvetica-Bold')
        .fontSize(11)
        .text('Remarks')
        .font('Helvetica')
        .fontSize(9)
        .text(m.remark);
    const grid = (label: string, list: ReportImage[]) => {
      doc.moveDown(0.6);
      ensure(110);
      doc.font('Helvetica-Bold').fontSize(11).text(label, left);
      const size = 90;
      const perRow = Math.floor(width / (size + 6));
      let y = doc.y + 4;
      list.forEach((p, n) => {
        if (n && n % perRow === 0) {
          y += size + 6;
          if (y + size > doc.page.height - 50) {
            doc.addPage();
            y = doc.y;
          }
        }
        doc.image(p.data, left + (n % perRow) * (size + 6), y, { fit: [size, size] });
      });
      doc.x = left;
      doc.y = y + (list.length ? size + 6 : 12);
    };
    grid('Before photos', m.before);
    grid('After photos', m.after);
    doc.moveDown();
    ensure(140);
    drawSignatures(
      doc,
      m.signatures.map((s) => ({ label: s.label, image: s.image, lines: [s.name, s.details, s.status] })),
      { left, width, columns: 3, imageWidth: 140, imageTop: 24, linesTop: 90 },
    );
    doc.end();
  });
}
