/**
 * The service report of an inspection checklist (spec part 3 §2 preview, §7 report-generation): the same model renders
 * the HTML preview ('Inspection servicing preview') and the PDF — header, the items by element with what was checked,
 * the defects with their pictures, and the three signatures.
 */
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { answerText, INSPECTION_STATUS_LABELS, type InspectionStatus } from '../../../domain/inspections.js';
import type { ReportImage } from './images.js';
import { drawSignatures } from './pdfSignatures.js';

export interface InspectionReportModel {
  company: string;
  title: string;
  checklist: string;
  school: string;
  location: string;
  category: string;
  frequency: string;
  inspectedAt: string;
  status: string;
  checkOut: string;
  remarks: string;
  elements: {
    element: string;
    items: {
      label: string;
      description: string;
      frequency: string;
      checked: string;
      remarks: string;
      header: boolean;
    }[];
  }[];
  /** The whole description (the 29-character title is for saved-defect lists, not reports); photos with their kind. */
  defects: { title: string; location: string; status: string; photos: { label: string; image: ReportImage }[] }[];
  /** `date`: the day the signature was given (yyyy-MM-dd), empty when unsigned. */
  signatures: { label: string; name: string; details: string; date: string; image: ReportImage | null }[];
}

export interface InspectionReportSource {
  checklist_name: string;
  school: { name: string };
  location: string | null;
  inspection_category: string;
  frequency: string;
  inspected_at: string | null;
  status: string;
  check_out: string | null;
  remarks: string | null;
  checklist_items: {
    element: string;
    checklist_sub_items: {
      header: boolean;
      serial_no: string | null;
      element: string | null;
      description: string | null;
      frequency: string | null;
      status: string | null;
      remarks: string | null;
      defects?: { id: number; defect: boolean }[];
    }[];
  }[];
}

/** The item table's columns, as the checklist screen names them. */
export const ITEM_COLUMNS = ['Elements/Facilities', 'Defects to check/observations', 'Frequency', 'Checked', 'Remarks'];

export function buildInspectionModel(
  r: InspectionReportSource,
  extra: Pick<InspectionReportModel, 'company' | 'defects' | 'signatures'>,
): InspectionReportModel {
  return {
    ...extra,
    title: 'Inspection servicing report',
    checklist: r.checklist_name,
    school: r.school.name,
    location: r.location ?? '',
    category: r.inspection_category,
    frequency: r.frequency,
    inspectedAt: r.inspected_at ?? '',
    status: INSPECTION_STATUS_LABELS[r.status as InspectionStatus] ?? r.status,
    checkOut: r.check_out ?? '',
    remarks: r.remarks ?? '',
    elements: r.checklist_items.map((e) => ({
      element: e.element,
      items: e.checklist_sub_items.map((s) => ({
        header: s.header,
        label: `${s.serial_no ?? ''} ${s.element ?? ''}`.trim(),
        description: s.description ?? '',
        frequency: s.frequency ?? '',
        checked: answerText(s.status, s.defects?.find((d) => d.defect)?.id),
        remarks: s.remarks ?? '',
      })),
    })),
  };
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%;margin-bottom:12px}' +
  'th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;font-size:13px;vertical-align:top}' +
  '.sig{display:inline-block;width:30%;vertical-align:top;margin-right:3%}img{max-width:100%}';

/** The preview runs no script and loads nothing: its one style block by hash, images as data URLs. */
export const INSPECTION_PREVIEW_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const img = (i: ReportImage, alt: string, h: number) =>
  `<img alt="${esc(alt)}" height="${h}" src="data:${i.mime};base64,${i.data.toString('base64')}">`;

export function renderInspectionHtml(m: InspectionReportModel): string {
  const head = [
    ['School', m.school],
    ['Location', m.location],
    ['Category', m.category],
    ['Frequency', m.frequency],
    ['Inspection date', m.inspectedAt],
    ['Check-out', m.checkOut],
    ['Status', m.status],
  ]
    .map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join('');
  const items = m.elements
    .map(
      (e) =>
        `<h2>${esc(e.element)}</h2><table><thead><tr>${ITEM_COLUMNS.map((c) => `<th>${esc(c)}</th>`).join('')}</tr></thead><tbody>${e.items
          .map((i) =>
            i.header
              ? `<tr><th colspan="5">${esc(i.label)}</th></tr>`
              : `<tr><td>${esc(i.label)}</td><td>${esc(i.description)}</td><td>${esc(i.frequency)}</td><td>${esc(i.checked)}</td><td>${esc(i.remarks)}</td></tr>`,
          )
          .join('')}</tbody></table>`,
    )
    .join('');
  const defects = m.defects.length
    ? `<h2>Defects</h2>${m.defects
        .map(
          (d) =>
            `<p><strong>${esc(d.title)}</strong> — ${esc(d.location)} (${esc(d.status)})</p><p>${d.photos.map((p) => `<figure class="sig">${img(p.image, `${p.label}: ${d.title}`, 120)}<figcaption>${esc(p.label)}</figcaption></figure>`).join(' ')}</p>`,
        )
        .join('')}`
    : '';
  const signs = m.signatures
    .map(
      (s) =>
        `<div class="sig"><h3>${esc(s.label)}</h3>${s.image ? img(s.image, `Signature of ${s.name}`, 80) : ''}<p>${esc(s.name)}</p><p>${esc(s.details)}</p>${s.date ? `<p>Signed on ${esc(s.date)}</p>` : ''}</div>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(m.title)}</title><style>${STYLE}</style></head><body><h1>${esc(m.title)}: ${esc(m.checklist)}</h1><p>${esc(m.company)}</p><table>${head}</table>${items}${defects}${
    m.remarks ? `<h2>Remarks</h2><p>${esc(m.remarks)}</p>` : ''
  }<h2>Signatures</h2>${signs}</body></html>`;
}

export function renderInspectionPdf(m: InspectionReportModel): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${m.title}: ${m.checklist}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = 40;
    const width = doc.page.width - 80;
    const bottom = () => doc.page.height - 50;
    const ensure = (h: number) => {
      if (doc.y + h > bottom()) doc.addPage();
    };
    doc.font('Helvetica-Bold').fontSize(14).text(`${m.title}: ${m.checklist}`, left);
    doc.font('Helvetica').fontSize(9).text(m.company);
    doc.moveDown(0.5);
    for (const [k, v] of [
      ['School', m.school],
      ['Location', m.location],
      ['Category', m.category],
      ['Frequency', m.frequency],
      ['Inspection date', m.inspectedAt],
      ['Check-out', m.checkOut],
      ['Status', m.status],
    ])
      doc.font('Helvetica-Bold').text(`${k}: `, { continued: true }).font('Helvetica').text(v);
    const cols = [
      { w: 0.28, key: 'label' },
      { w: 0.34, key: 'description' },
      { w: 0.12, key: 'frequency' },
      { w: 0.08, key: 'checked' },
      { w: 0.18, key: 'remarks' },
    ] as const;
    const row = (cells: string[], bold: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      const heights = cols.map((c, n) => doc.heightOfString(cells[n] || ' ', { width: width * c.w - 4 }));
      const h = Math.max(...heights) + 4;
      ensure(h);
      const y = doc.y;
      let x = left;
      cols.forEach((c, n) => {
        doc.text(cells[n], x, y, { width: width * c.w - 4 });
        x += width * c.w;
      });
      doc
        .moveTo(left, y + h - 1)
        .lineTo(left + width, y + h - 1)
        .strokeColor(bold ? '#999999' : '#dddddd')
        .stroke();
      doc.x = left;
      doc.y = y + h;
    };
    for (const e of m.elements) {
      doc.moveDown(0.6);
      ensure(40);
      doc.font('Helvetica-Bold').fontSize(11).text(e.element, left);
      doc.fontSize(8);
      row(ITEM_COLUMNS, true);
      for (const i of e.items) {
        if (i.header) {
          ensure(14);
          doc.font('Helvetica-Bold').text(i.label, left);
          continue;
        }
        row(
          cols.map((c) => i[c.key]),
          false,
        );
      }
    }
    if (m.defects.length) {
      doc.moveDown();
      ensure(30);
      doc.font('Helvetica-Bold').fontSize(11).text('Defects', left);
      doc.fontSize(9);
      for (const d of m.defects) {
        ensure(110);
        doc
          .font('Helvetica-Bold')
          .text(d.title, left, doc.y, { width, continued: true })
          .font('Helvetica')
          .text(` — ${d.location} (${d.status})`);
        const y = doc.y + 2;
        d.photos.slice(0, 6).forEach((p, n) => {
          doc.image(p.image.data, left + n * 85, y, { fit: [80, 80] });
          doc
            .font('Helvetica')
            .fontSize(8)
            .text(p.label, left + n * 85, y + 82, { width: 80 });
        });
        doc.fontSize(9);
        doc.x = left;
        doc.y = y + (d.photos.length ? 96 : 4);
      }
    }
    if (m.remarks) {
      doc.moveDown();
      ensure(30);
      doc.font('Helvetica-Bold').fontSize(11).text('Remarks', left).font('Helvetica').fontSize(9).text(m.remarks);
    }
    doc.moveDown();
    ensure(130);
    drawSignatures(
      doc,
      m.signatures.map((s) => ({
        label: s.label,
        image: s.image,
        lines: [s.name, s.details, ...(s.date ? [`Signed on ${s.date}`] : [])],
      })),
      { left, width, columns: 3, imageWidth: 140 },
    );
    doc.end();
  });
}
