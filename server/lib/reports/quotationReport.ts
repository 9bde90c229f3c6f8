/**
 * The quotation report: ONE model built from the quotation record, rendered as HTML (preview) and as PDF (pdfkit). Both show the
 * letterhead, header fields, the item table with headers, notes and custodial discounts, the totals with GST, the signatures with
 * names and dates, and the attachments selected for the report (images embedded from their thumbnails or a downscaled copy).
 */
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import {
  formatAmount,
  formatDeduction,
  formatPercent,
  formatQuantity,
  formatSgd,
  parseMoney,
  parseQuantity,
} from '../../../domain/money.js';
import { JOB_TYPES, TRADES } from '../../../schemas/quotation.js';

/** The label of a listed option (trade, job type): a report prints 'Building Management', not 'BLDG' (issue 8 §8). */
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

export interface ReportImage {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
}

export interface ReportRow {
  type: 'header' | 'note' | 'item' | 'discount';
  serial: string;
  itemNumber: string;
  description: string;
  group: string;
  quantity: string;
  unit: string;
  rate: string;
  amount: string;
  star: boolean;
}

export interface ReportModel {
  company: string;
  title: string;
  reference: string;
  status: string;
  fields: [string, string][];
  rows: ReportRow[];
  totals: { label: string; value: string; strong?: boolean }[];
  signatures: { label: string; name: string; date: string; image: ReportImage | null }[];
  attachments: { name: string; image: ReportImage | null }[];
  generatedAt: string;
}

/** The parts of the API record the report reads (GET /quotations/{id}). */
export interface ReportSource {
  reference_number: string;
  status: string;
  date: string;
  job: string;
  trade: string;
  location: string | null;
  remarks: string | null;
  job_type: string[];
  contacts: Record<string, unknown>;
  school: { name: string; address: string | null; zone: string };
  source_fund: string | null;
  document_type: string | null;
  epo_reference_no: string | null;
  epi_reference_no: string | null;
  gst: number;
  totals: Record<string, number>;
  fsr_totals: { percent: number };
  star_rate: { percent: number };
  total_amount: number;
  quotation_items: {
    kind: string;
    serial_no: number;
    item_number: string | null;
    item_description: string | null;
    item_group_description: string | null;
    note: string | null;
    header: string | null;
    quantity: number;
    unit: string | null;
    rate: string;
    amount: number;
    is_star_rate: boolean;
    is_active: boolean;
    subRows: { item_description: string | null; quantity: number; amount: number }[];
  }[];
}

const cents = (v: number) => parseMoney(v) ?? Math.round(v * 100);
const milli = (v: number) => parseQuantity(v) ?? Math.round(v * 1000);

/** Builds the model; images are provided by the caller (already read from storage). */
export function buildReportModel(
  src: ReportSource,
  opts: { company: string; signatures: ReportModel['signatures']; attachments: ReportModel['attachments']; now?: Date },
): ReportModel {
  const rows: ReportRow[] = [];
  for (const it of src.quotation_items) {
    if (!it.is_active) continue;
    if (it.kind === 'header') {
      rows.push({
        type: 'header',
        serial: '',
        itemNumber: '',
        description: it.header ?? '',
        group: '',
        quantity: '',
        unit: '',
        rate: '',
        amount: '',
        star: false,
      });
      continue;
    }
    if (it.kind === 'note') {
      rows.push({
        type: 'note',
        serial: '',
        itemNumber: '',
        description: it.note ?? '',
        group: '',
        quantity: '',
        unit: '',
        rate: '',
        amount: '',
        star: false,
      });
      continue;
    }
    rows.push({
      type: 'item',
      serial: String(it.serial_no),
      itemNumber: it.item_number ?? '',
      description: [it.item_description ?? '', it.note ? `Note: ${it.note}` : ''].filter(Boolean).join('\n'),
      group: it.item_group_description ?? '',
      quantity: formatQuantity(milli(it.quantity)),
      unit: it.unit ?? '',
      rate: it.rate === '' ? '' : formatAmount(parseMoney(it.rate) ?? 0),
      amount: formatAmount(cents(it.amount)),
      star: it.is_star_rate,
    });
    for (const d of it.subRows) {
      rows.push({
        type: 'discount',
        serial: '',
        itemNumber: '',
        description: d.item_description ?? 'Custodial discount',
        group: '',
        quantity: formatQuantity(milli(d.quantity)),
        unit: 'no',
        rate: '($250)',
        amount: formatDeduction(cents(d.amount)),
        star: false,
      });
    }
  }
  const t = src.totals;
  const money = (v: number) => formatSgd(cents(v ?? 0));
  const totals: ReportModel['totals'] = [
    { label: 'FSR total', value: money(t.fsr_total) },
    ...(t.custodial_total
      ? [
          {
            label: `Less custodial discounts (${formatQuantity(milli(t.custodial_count))} no)`,
            value: formatDeduction(cents(t.custodial_total)),
          },
        ]
      : []),
    { label: 'FSR net total', value: money(t.fsr_final_total) },
    {
      label: `Less ${formatPercent(Math.round(src.fsr_totals.percent * 100))}%`,
      value: formatDeduction(cents(t.fsr_less)),
    },
    { label: 'FSR sub total', value: money(t.fsr_sub_total) },
    { label: 'Star rate total', value: money(t.star_rate_total) },
    { label: `Add ${formatPercent(Math.round(src.star_rate.percent * 100))}%`, value: money(t.star_rate_add) },
    { label: 'Star rate sub total', value: money(t.star_rate_sub_total) },
    { label: 'Sub total', value: money(t.sub_total), strong: true },
    { label: `GST ${formatPercent(Math.round(src.gst * 100))}%`, value: money(t.gst) },
    { label: 'Total', value: money(src.total_amount), strong: true },
  ];
  const c = src.contacts;
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const fields: [string, string][] = [
    ['School', src.school.name],
    ['Address', s(src.school.address)],
    ['Zone', src.school.zone],
    ['Attention', s(c.attention)],
    ['CC', s(c.cc)],
    ['Telephone', s(c.tel)],
    ['Fax', s(c.fax)],
    ['Date', src.date],
    ['Location', s(src.location ?? c.location)],
    ['Trade', labelOf(TRADES, src.trade)],
    ['Job type', src.job_type.map((j) => labelOf(JOB_TYPES, j)).join(', ')],
    ['Job', src.job],
    ...(src.source_fund ? [['Source fund', src.source_fund] as [string, string]] : []),
    ...(src.document_type ? [['Document type', src.document_type] as [string, string]] : []),
    ...(src.epo_reference_no ? [['EPO reference no', src.epo_reference_no] as [string, string]] : []),
    ...(src.epi_reference_no ? [['EPI reference no', src.epi_reference_no] as [string, string]] : []),
    ...(src.remarks ? [['Remarks', src.remarks] as [string, string]] : []),
  ];
  return {
    company: opts.company,
    title: 'Quotation',
    reference: src.reference_number,
    status: src.status,
    fields,
    rows,
    totals,
    signatures: opts.signatures,
    attachments: opts.attachments,
    generatedAt: (opts.now ?? new Date()).toISOString().slice(0, 16).replace('T', ' '),
  };
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
const dataUrl = (img: ReportImage) => `data:${img.mime};base64,${img.data.toString('base64')}`;

/** The preview page's one stylesheet (inline, so the page is self-contained; its hash is the only style the page may use). */
const PREVIEW_STYLE = `
body{font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#222;margin:24px}h1{font-size:20px;margin:0}h2{font-size:14px;margin:18px 0 6px}
.lh{display:flex;justify-content:space-between;border-bottom:2px solid #1f4e79;padding-bottom:8px;margin-bottom:12px}.lh .co{font-size:16px;font-weight:bold;color:#1f4e79}
.fields{display:grid;grid-template-columns:max-content 1fr max-content 1fr;gap:4px 12px}.fields b{color:#555;font-weight:normal}
table.items{width:100%;border-collapse:collapse;margin-top:8px}table.items th,table.items td{border:1px solid #ccc;padding:4px;vertical-align:top}
table.items th{background:#1f4e79;color:#fff;text-align:left}.num{text-align:right;white-space:nowrap}.hdr td{background:#e8eef5;font-weight:bold}
.note td{font-style:italic;color:#555}.disc td{color:#a00}.grp{color:#666;font-size:11px}.tag{font-size:10px;background:#fde9b5;padding:1px 4px;border-radius:3px}
table.totals{margin-left:auto;margin-top:8px;border-collapse:collapse}table.totals td{padding:3px 8px}table.totals tr.strong td{font-weight:bold;border-top:1px solid #999}
.sigs{display:flex;gap:40px;margin-top:24px}.sig{width:240px}.sig img{max-width:220px;max-height:80px;display:block}.sig .blank{height:60px;border-bottom:1px solid #999}
.sig .lbl{font-weight:bold;margin-bottom:4px}.sig .date{color:#666}.atts{display:flex;flex-wrap:wrap;gap:12px}.atts img{max-width:240px;max-height:240px;display:block}
.gen{margin-top:24px;color:#888}
`;

/**
 * The preview's own policy, stricter than the UI's: no script, no request at all, only this stylesheet and images
 * embedded as data URLs, framed by our own pages only.
 */
export const PREVIEW_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PREVIEW_STYLE).digest('base64')}'; ` +
  "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** The preview page (self-contained HTML: inline CSS, images as data URLs). */
export function renderHtml(m: ReportModel): string {
  const rows = m.rows
    .map((r) => {
      if (r.type === 'header') return `<tr class="hdr"><td colspan="7">${esc(r.description)}</td></tr>`;
      if (r.type === 'note') return `<tr class="note"><td></td><td colspan="6">${esc(r.description)}</td></tr>`;
      const cls = r.type === 'discount' ? ' class="disc"' : r.star ? ' class="star"' : '';
      return (
        `<tr${cls}><td>${esc(r.serial)}</td><td>${esc(r.itemNumber)}</td><td>${r.group ? `<div class="grp">${esc(r.group)}</div>` : ''}${esc(r.description).replace(/\n/g, '<br>')}${r.star ? ' <span class="tag">Star rate</span>' : ''}</td>` +
        `<td class="num">${esc(r.quantity)}</td><td>${esc(r.unit)}</td><td class="num">${esc(r.rate)}</td><td class="num">${esc(r.amount)}</td></tr>`
      );
    })
    .join('\n');
  const totals = m.totals
    .map(
      (t) =>
        `<tr${t.strong ? ' class="strong"' : ''}><td>${esc(t.label)}</td><td class="num">${esc(t.value)}</td></tr>`,
    )
    .join('');
  const sigs = m.signatures
    .map(
      (s) =>
        `<div class="sig"><div class="lbl">${esc(s.label)}</div>${s.image ? `<img src="${dataUrl(s.image)}" alt="signature">` : '<div class="blank"></div>'}<div>${esc(s.name)}</div><div class="date">${esc(s.date)}</div></div>`,
    )
    .join('');
  const pictures = m.attachments.filter((a) => a.image);
  const documents = m.attachments.filter((a) => !a.image);
  const atts = m.attachments.length
    ? `<h2>Attachments</h2>${pictures.length ? `<div class="atts">${pictures.map((a) => `<figure><img src="${dataUrl(a.image!)}" alt=""><figcaption>${esc(a.name)}</figcaption></figure>`).join('')}</div>` : ''}` +
      `${documents.length ? `<ul class="docs">${documents.map((a) => `<li>${esc(a.name)}</li>`).join('')}</ul>` : ''}`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(m.title)} ${esc(m.reference)}</title><style>${PREVIEW_STYLE}</style></head><body>
<div class="lh"><div class="co">${esc(m.company)}</div><div><h1>${esc(m.title)} ${esc(m.reference)}</h1><div>Status: ${esc(m.status)}</div></div></div>
<div class="fields">${m.fields.map(([k, v]) => `<b>${esc(k)}</b><span>${esc(v)}</span>`).join('')}</div>
<table class="items"><thead><tr><th>S/N</th><th>Item no.</th><th>Description</th><th class="num">Qty</th><th>Unit</th><th class="num">Rate (S$)</th><th class="num">Amount (S$)</th></tr></thead><tbody>
${rows || '<tr><td colspan="7">No records found</td></tr>'}
</tbody></table>
<table class="totals">${totals}</table>
<div class="sigs">${sigs}</div>
${atts}
<p class="gen">Generated ${esc(m.generatedAt)} UTC</p>
</body></html>`;
}

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

/** A thumbnail-sized JPEG of an image (used when an attachment has no stored thumbnail). */
export async function downscale(data: Buffer): Promise<ReportImage | null> {
  try {
    return {
      data: await sharp(data, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize({ width: 640, withoutEnlargement: true })
        .jpeg({ quality: 75 })
        .toBuffer(),
      mime: 'image/jpeg',
    };
  } catch {
    return null;
  }
}
