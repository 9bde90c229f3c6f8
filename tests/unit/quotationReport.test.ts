/**
 * The quotation report (issue 8 §8): labels instead of codes, and a file without a picture never lands alone on a page of its
 * own. The PDF's page texts are read back from its (deflated) content streams.
 */
import { describe, expect, it } from 'vitest';
import { buildReportModel, renderHtml, type ReportSource } from '../../server/lib/reports/quotationReport.js';
import { renderPdf } from '../../server/lib/reports/quotationReportPdf.js';
import { pageTexts } from '../support/pdfText.js';

const source = (items: number): ReportSource => ({
  reference_number: 'Q-2026-00001',
  status: 'PENDING',
  date: '2026-05-04',
  job: 'Repair',
  trade: 'BLDG',
  location: 'Hall',
  remarks: null,
  job_type: ['corrective', 'project_work'],
  contacts: { attention: 'P', tel: '6' },
  school: { name: 'Bedok Green Primary School', address: '1 Road', zone: 'EAST' },
  source_fund: null,
  document_type: null,
  epo_reference_no: null,
  epi_reference_no: null,
  gst: 9,
  totals: {
    fsr_total: 10,
    custodial_total: 0,
    custodial_count: 0,
    fsr_final_total: 10,
    fsr_less: 3.1,
    fsr_sub_total: 6.9,
    star_rate_total: 0,
    star_rate_add: 0,
    star_rate_sub_total: 0,
    sub_total: 6.9,
    gst: 0.62,
  },
  fsr_totals: { percent: 31 },
  star_rate: { percent: 5 },
  total_amount: 7.52,
  quotation_items: Array.from({ length: items }, (_, i) => ({
    kind: 'item',
    serial_no: i + 1,
    item_number: `B${i}`,
    item_description: 'Replace tile',
    item_group_description: null,
    note: null,
    header: null,
    quantity: 1,
    unit: 'm2',
    rate: '10.00',
    amount: 10,
    is_star_rate: false,
    is_active: true,
    subRows: [],
  })),
});

const model = (items: number) =>
  buildReportModel(source(items), {
    company: 'Caretaker',
    signatures: [{ label: 'Prepared by', name: 'T', date: '2026-05-04', image: null }],
    attachments: [{ name: 'scope-of-works.pdf', image: null }],
  });

describe('quotation report', () => {
  it('prints the labels of trade and job types, not their codes, in the preview and the PDF', async () => {
    const html = renderHtml(model(2));
    expect(html).toContain('Building Management');
    expect(html).toContain('Corrective maintenance, Project work');
    expect(html).not.toMatch(/>BLDG<|corrective/);
    const text = pageTexts(await renderPdf(model(2))).join(' ');
    expect(text).toContain('Building Management');
    expect(text).toContain('Corrective maintenance, Project work');
  });

  it('never leaves a file name alone on a page: a page with the attachment holds its heading too', async () => {
    // Item counts that push the attachments to every position near the foot of page 1 and page 2.
    for (let items = 22; items <= 52; items += 2) {
      const pages = pageTexts(await renderPdf(model(items)));
      const withName = pages.filter((p) => p.includes('scope-of-works.pdf'));
      expect(withName, `${items} items`).toHaveLength(1);
      expect(withName[0], `${items} items`).toContain('Attachments');
    }
  }, 60_000);
});
