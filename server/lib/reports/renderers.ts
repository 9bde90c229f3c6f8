/**
 * Every PDF the application renders, by kind: what the PDF pool's worker runs (server/plugins/pdf.ts). A model crosses
 * into the worker by structured clone, which turns the Buffers of its images into plain Uint8Arrays; pdfkit draws only
 * Buffers, so they are made Buffers again (without copying) before rendering.
 */
import { renderClaimPdf, type ClaimReportModel } from './claimReport.js';
import { renderCopPdf, type CopReportModel } from './copReport.js';
import { renderInspectionPdf, type InspectionReportModel } from './inspectionReport.js';
import type { ReportModel } from './quotationReport.js';
import { renderPdf } from './quotationReportPdf.js';
import { renderTreePdf, type TreeReportModel } from './treeReport.js';
import { renderWsoPdf, type WsoReportModel } from './wsoReport.js';

export interface ReportModels {
  quotation: ReportModel;
  claim: ClaimReportModel;
  cop: CopReportModel;
  inspection: InspectionReportModel;
  tree: TreeReportModel;
  wso: WsoReportModel;
}
export type ReportKind = keyof ReportModels;

const RENDERERS: { [K in ReportKind]: (model: ReportModels[K]) => Promise<Buffer> } = {
  quotation: renderPdf,
  claim: renderClaimPdf,
  cop: renderCopPdf,
  inspection: renderInspectionPdf,
  tree: renderTreePdf,
  wso: renderWsoPdf,
};

export const REPORT_KINDS = Object.keys(RENDERERS) as ReportKind[];

/** Uint8Arrays (images after a structured clone) made Buffers over the same memory; everything else as it was. */
export function withBuffers<T>(value: T): T {
  if (value instanceof Uint8Array)
    return (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)) as T;
  if (Array.isArray(value)) return value.map(withBuffers) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withBuffers(v);
    return out as T;
  }
  return value;
}

export function renderReport<K extends ReportKind>(kind: K, model: ReportModels[K]): Promise<Buffer> {
  const render = RENDERERS[kind] as ((m: ReportModels[K]) => Promise<Buffer>) | undefined;
  if (!render) return Promise.reject(new Error(`No report of kind "${String(kind)}"`));
  return render(withBuffers(model));
}

/**
 * A small claim rendered once when a PDF thread starts: the first document a thread makes pays for loading the fonts'
 * metrics and for pdfkit's code running cold (a 4,000-row claim took 570 ms first and 370 ms after); this pays it
 * before any user waits.
 */
export async function warmUp(): Promise<void> {
  const rows = Array.from({ length: 60 }, (_, i) => ({
    no: String(i + 1),
    description: `Item ${i + 1} — a description long enough to wrap across the column of the table once or twice`,
    unit: 'nos',
    quantity: '1',
    rate: 'S$ 10.00',
    amount: 'S$ 10.00',
    claimed: 'S$ 10.00',
  }));
  await renderClaimPdf({
    company: '',
    reference: '',
    status: '',
    fields: [['', '']],
    quotations: [{ title: '', rows, totals: [['', '']] }],
    totals: [['', '']],
    signatures: [],
  });
}
