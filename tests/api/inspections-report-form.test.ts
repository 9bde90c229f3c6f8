import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { inspectionsFixture, signature } from './inspections.support.js';

const fx = inspectionsFixture();
const { req, create, load, subItems } = fx;
let t: TestApp;
let tc: string;
let om: string;
let schoolId: number;
let templateId: number;
let memberId: number;
beforeAll(() => {
  ({ t, tc, om, schoolId, templateId, memberId } = fx);
});

describe('service report', () => {
  it('previews as HTML, renders a PDF cached per version, regenerates for the contractor only, and downloads by file_info', async () => {
    const id = await create(tc, '2026-11-02');
    const rec = await load(id);
    const checked = subItems(rec)
      .slice(0, 2)
      .map((s) => ({ id: s.id, status: 'yes', remarks: 'Checked <ok>' }));
    await req('PUT', `/api/inspection-schedule/${id}`, tc, { status: 'DRAFT', checklist_items: checked });

    const preview = await req('GET', `/api/inspection-schedule/${id}/preview`, om);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.headers['content-security-policy']).toContain("default-src 'none'");
    expect(preview.body).toContain('Inspection servicing report');
    expect(preview.body).toContain('Checked &lt;ok&gt;');

    const pdf = await req('GET', `/api/inspection-schedule/${id}/report`, om);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const version = pdf.headers['x-report-version'];
    const again = await req('GET', `/api/inspection-schedule/${id}/report`, om);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect(again.headers['x-report-version']).toBe(version);

    expect((await req('GET', `/api/inspection-schedule/${id}/report-generation`, om)).statusCode).toBe(403);
    const regen = await req('GET', `/api/inspection-schedule/${id}/report-generation`, tc);
    // A draft has no report to regenerate yet (the table allows it once submitted).
    expect(regen.statusCode).toBe(409);
    const all = subItems(rec).map((s) => ({ id: s.id, status: 'yes' }));
    await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'SUBMITTED',
      checklist_items: all,
      signature: signature(),
    });
    const ok = await req('GET', `/api/inspection-schedule/${id}/report-generation`, tc);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Successfully regenerated report. Please wait for 3 minutes.');
    const { bucket, file_path } = ok.json().data.file_info;
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/file-tickets',
      headers: bearer(om),
      payload: { url: `/api/download?bucket=${bucket}&file_path=${encodeURIComponent(file_path)}` },
    });
    expect(ticket.statusCode).toBe(200);
    const download = await t.app.inject({ url: ticket.json().data.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the form variant', () => {
  it('needs the signature date, and signatory remarks unless the school is in NORTH_EAST', async () => {
    const id = await create(tc, '2026-11-03');
    const south = await req('PUT', `/api/inspection-schedule/${id}`, tc, { status: 'DRAFT', is_form: true });
    // The demo operations manager's school is in NORTH_EAST: remarks are optional there, the date is not.
    expect(south.statusCode).toBe(422);
    expect(south.json().errors).toEqual({ signatory_date: ['Signature Date is required.'] });
    const ok = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'DRAFT',
      is_form: true,
      signatory_date: '2026-11-03T09:30',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.signatory_date).toBe('2026-11-03T09:30');

    const east = await t.db.selectFrom('schools').select('id').where('zone', '=', 'NORTH').executeTakeFirstOrThrow();
    expect(
      (await req('POST', `/api/inspection-schedule/${id}/update-school`, tc, { school_id: east.id })).statusCode,
    ).toBe(200);
    const north = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'DRAFT',
      is_form: true,
      signatory_date: '2026-11-03T09:30',
    });
    expect(north.json().errors).toEqual({
      signatory_remarks: ['Signatory Remarks is required when updating this form'],
    });
  });
});

describe('an inspection created from a quotation (issue 18)', () => {
  it('links the two both ways and refuses a quotation the caller cannot see', async () => {
    const quotation = await t.db
      .selectFrom('quotations')
      .select(['id', 'reference_number'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await req('POST', '/api/inspection-schedule', tc, {
      checklist_id: templateId,
      school_id: schoolId,
      members: [memberId],
      quotation_id: quotation.id,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    expect((await load(id)).quotation).toEqual({ id: quotation.id, reference_number: quotation.reference_number });
    const q = (await req('GET', `/api/quotations/${quotation.id}`, tc)).json().data;
    expect(q.inspections).toEqual([expect.objectContaining({ id, status: 'DRAFT' })]);

    const missing = await req('POST', '/api/inspection-schedule', tc, {
      checklist_id: templateId,
      school_id: schoolId,
      members: [memberId],
      quotation_id: 999999,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ quotation_id: ['The selected quotation is invalid.'] });
  });
});
