/**
 * The quotation report: ONE model built from the quotation record, rendered as HTML (preview) and as PDF (pdfkit). Both show the
 * letterhead, header fields, the item table with headers, notes and custodial discounts, the totals with GST, the signatures with
 * names and dates, and the attachments selected for the report (images embedded from their thumbnails or a downscaled copy).
 * This file builds the model and the HTML; quotationReportPdf.ts lays out the PDF.
 */
import { createHash } from 'node:crypto';
import {
  formatAmount,
  formatPercent,
  formatQuantity,
  formatSgd,
  formatSgdDeduction,
  parseMoney,
  parseQuantity,
} from '../../../domain/money.js';
import { zoneLabel } from '../../../domain/constants.js';
import { priceRow } from '../../../domain/pricing.js';
import { JOB_TYPES, TRADES } from '../../../schemas/quotation.js';
import type { ReportImage } from './images.js';

/** The label of a listed option (trade, job type): a report prints 'Building Management', not 'BLDG' (issue 8 §8). */
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** 'minimum charge S$ 180.00' under a row charged at its minimum (the row's own minimum). */
function minimumNote(item: Parameters<typeof priceRow>[0]): string {
  const price = priceRow(item);
  return price.minimumApplied && price.minimum !== null ? `minimum charge ${formatSgd(price.minimum)}` : '';
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
      description: [it.item_description ?? '', it.note ? `Note: ${it.note}` : '', minimumNote(it)]
        .filter(Boolean)
        .join('\n'),
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
        rate: formatSgdDeduction(25000),
        amount: formatSgdDeduction(cents(d.amount)),
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
            value: formatSgdDeduction(cents(t.custodial_total)),
          },
        ]
      : []),
    { label: 'FSR net total', value: money(t.fsr_final_total) },
    {
      label: `Less ${formatPercent(Math.round(src.fsr_totals.percent * 100))}%`,
      value: formatSgdDeduction(cents(t.fsr_less)),
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
    ['Zone', zoneLabel(src.school.zone)],
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
