/**
 * The tree inspection service report (spec part 3 §2, §7): one model renders the HTML preview and the PDF — the header,
 * each tree with its answers, evidence and photos (thumbnails), and the 'Certificate by' signature.
 */
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { ReportImage } from './images.js';

export interface TreeReportModel {
  company: string;
  title: string;
  fields: [string, string][];
  trees: { label: string; answers: [string, string][]; defect: boolean; remarks: string; photos: ReportImage[] }[];
  signature: { name: string; details: string; image: ReportImage | null };
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%;margin-bottom:12px}' +
  'th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;font-size:13px;vertical-align:top}th{width:35%}' +
  '.photos img{margin:0 6px 6px 0}img{max-width:100%}';

export const TREE_PREVIEW_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const img = (i: ReportImage, alt: string, h: number) =>
  `<img alt="${esc(alt)}" height="${h}" src="data:${i.mime};base64,${i.data.toString('base64')}">`;
const table = (rows: [string, string][]) =>
  `<table>${rows.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>`;

export function renderTreeHtml(m: TreeReportModel): string {
  const trees = m.trees
    .map(
      (t) =>
        `<h2>${esc(t.label)}</h2>${table([...t.answers, ['Defect', t.defect ? 'Yes' : 'No'], ['Remarks', t.remarks]])}` +
        `<p class="photos">${t.photos.map((p, n) => img(p, `${t.label} photo ${n + 1}`, 120)).join('')}</p>`,
    )
    .join('');
  const s = m.signature;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(m.title)}</title><style>${STYLE}</style></head><body><h1>${esc(m.title)}</h1><p>${esc(m.company)}</p>${table(m.fields)}${trees}<h2>Certificate by</h2>${s.image ? img(s.image, `Signature of ${s.name}`, 80) : ''}<p>${esc(s.name)}</p><p>${esc(s.details)}</p></body></html>`;
}

export function renderTreePdf(m: TreeReportModel): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: m.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = 40;
    const width = doc.page.width - 80;
    const ensure = (h: number) => {
      if (doc.y + h > doc.page.height - 50) doc.addPage();
    };
    const pairs = (rows: [string, string][]) => {
      for (const [k, v] of rows) {
        ensure(14);
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .text(`${k}: `, left, doc.y, { continued: true })
          .font('Helvetica')
          .text(v || '—');
      }
    };
    doc.font('Helvetica-Bold').fontSize(14).text(m.title, left);
    doc.font('Helvetica').fontSize(9).text(m.company);
    doc.moveDown(0.5);
    pairs(m.fields);
    for (const t of m.trees) {
      doc.moveDown(0.6);
      ensure(60);
      doc.font('Helvetica-Bold').fontSize(11).text(t.label, left);
      pairs([...t.answers, ['Defect', t.defect ? 'Yes' : 'No'], ['Remarks', t.remarks]]);
      const size = 90;
      const perRow = Math.floor(width / (size + 6));
      let y = doc.y + 4;
      if (t.photos.length && y + size > doc.page.height - 50) {
        doc.addPage();
        y = doc.y;
      }
      t.photos.forEach((p, n) => {
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
      doc.y = y + (t.photos.length ? size + 6 : 0);
    }
    doc.moveDown();
    ensure(120);
    doc.font('Helvetica-Bold').fontSize(11).text('Certificate by', left);
    const y = doc.y + 4;
    if (m.signature.image) doc.image(m.signature.image.data, left, y, { fit: [140, 60] });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(m.signature.name, left, y + 66)
      .text(m.signature.details);
    doc.end();
  });
}
