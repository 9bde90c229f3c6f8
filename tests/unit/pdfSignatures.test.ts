/**
 * The signature row of the claim, COP, inspection and WSO reports (server/lib/reports/pdfSignatures.ts): each block's
 * label, name and further lines in order, and an image pdfkit cannot read (a stored file damaged since it was checked)
 * leaves its space blank instead of failing the whole report.
 */
import { describe, expect, it } from 'vitest';
import { renderClaimPdf, type ClaimReportModel } from '../../server/lib/reports/claimReport.js';
import { renderWsoPdf, type WsoReportModel } from '../../server/lib/reports/wsoReport.js';
import { pageTexts } from '../support/pdfText.js';

const broken = { data: Buffer.from('not an image at all'), mime: 'image/png' as const };

describe('signature row', () => {
  it('draws every block of a claim, and a damaged image does not fail the report', async () => {
    const model: ClaimReportModel = {
      company: 'Caretaker',
      reference: 'CL-1',
      status: 'Approved',
      fields: [],
      quotations: [],
      totals: [],
      signatures: [
        { label: 'Prepared by', name: 'Tara Contractor', details: '2026-11-29 10:00', image: broken },
        { label: 'Checked & certified by', name: 'Mona Agent', details: '2026-11-30 09:15', image: null },
      ],
    };
    const text = pageTexts(await renderClaimPdf(model)).join(' ');
    const order = ['Prepared by', 'Tara Contractor', '2026-11-29 10:00', 'Checked & certified by', 'Mona Agent'];
    const at = order.map((s) => text.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("adds a WSO block's status under its name and details", async () => {
    const model: WsoReportModel = {
      company: 'Caretaker',
      title: 'Work service order',
      reference: 'WSO-1',
      status: 'Approved',
      fields: [],
      workDescription: 'Replace the lights',
      remark: '',
      before: [],
      after: [],
      signatures: [
        { label: 'Verified by', name: 'Mona Agent', details: '2026-11-30', status: 'VERIFIED', image: broken },
      ],
    };
    const text = pageTexts(await renderWsoPdf(model)).join(' ');
    expect(text.indexOf('Mona Agent')).toBeGreaterThan(text.indexOf('Verified by'));
    expect(text.indexOf('VERIFIED')).toBeGreaterThan(text.indexOf('Mona Agent'));
  });
});
