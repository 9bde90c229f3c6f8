import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { fsrItems, jsonPost, quotationsFixture, SIGNATURE, type Actors } from './quotations.support.js';

const fx = quotationsFixture();
const { get, draft } = fx;
let t: TestApp;
let a: Actors;
beforeAll(() => {
  ({ t, a } = fx);
});

describe('preview and PDF report', () => {
  it('renders the preview HTML and a cached PDF from the same model, regenerated only when the quotation changed', async () => {
    const minimumFsr = await t.db
      .selectFrom('fsrs')
      .selectAll()
      .where('is_star_rate', '=', 0)
      .where('category', '=', 'BLDG')
      .where('minimum_cents', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const q = await draft({
      status: 'PENDING',
      signature: SIGNATURE,
      quotation_items: [
        { hasHeader: true, header: 'Header <b>row</b>' },
        {
          serial_no: 1,
          fsr_id: (await fsrItems(t, 1))[0].id,
          quantity: 200,
          subRows: [{ item_description: 'Custodial', quantity: 2 }],
        },
        { serial_no: 2, fsr_id: minimumFsr.id, quantity: '0.01' },
        { note: 'A note' },
      ],
    });
    const html = await get(`/api/quotations/${q.id}/preview`, a.tokens['MANAGING-AGENT']);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain(t.config.companyName);
    expect(html.body).toContain(q.reference_number);
    expect(html.body).toContain('Header &lt;b&gt;row&lt;/b&gt;');
    expect(html.body).toContain('(S$ 500.00)');
    expect(html.body).toContain(`minimum charge S$ ${(Number(minimumFsr.minimum_cents) / 100).toFixed(2)}`);
    expect(html.body).toContain('North East');
    expect(html.body).not.toContain('NORTH_EAST');
    expect(html.body).toContain('GST 9%');
    expect(html.body).toContain('data:image/png;base64');
    // A new browser tab opens the report with a signed link (no header, no session token in the URL).
    const signed = await jsonPost(t, '/api/file-tickets', a.tokens['MANAGING-AGENT'], {
      url: `/api/quotations/${q.id}/report`,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await get(`/api/quotations/${q.id}/report?token=${a.tokens['MANAGING-AGENT']}`, '')).statusCode).toBe(401);
    const first = await get(signed.json().data.url, '');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const row1 = await t.db
      .selectFrom('quotations')
      .select(['report_path', 'report_generated_at', 'report_version'])
      .where('id', '=', q.id)
      .executeTakeFirstOrThrow();
    const again = await get(`/api/quotations/${q.id}/report`);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    const row2 = await t.db
      .selectFrom('quotations')
      .select(['report_path', 'report_generated_at'])
      .where('id', '=', q.id)
      .executeTakeFirstOrThrow();
    expect(row2).toEqual({ report_path: row1.report_path, report_generated_at: row1.report_generated_at });
    expect((await get(`/api/quotations/${q.id}`)).json().data.file_info).toMatchObject({
      bucket: 'reports',
      file_path: row1.report_path,
      version: row1.report_version,
    });
    const regen = await get(`/api/quotations/${q.id}/report-generation`);
    expect(regen.json().message).toBe('Successfully regenerated report. Please wait for 3 minutes.');
    expect(regen.json().data.file_info.file_path).not.toBe(row1.report_path);
    expect((await get(regen.json().data.file_info.url)).statusCode).toBe(200);
    // A change of the record (a verification) makes the next request regenerate.
    await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, a.tokens['MANAGING-AGENT'], {
      status: 'VERIFIED',
      signature: SIGNATURE,
      name: 'M. Agent',
    });
    const after = await get(`/api/quotations/${q.id}/report`);
    expect(Number(after.headers['x-report-version'])).toBe(row1.report_version! + 1);
    expect((await get('/api/quotations/999999/preview')).statusCode).toBe(404);
  });

  it('generates the PDF report of a 200-item quotation (its speed is measured by bench/reports.ts)', async () => {
    const fsr = await fsrItems(t, 200, 100);
    const q = await draft({
      quotation_items: fsr.map((f, i) => ({
        serial_no: i + 1,
        fsr_id: f.id,
        quantity: (i % 7) + 1,
        note: i % 10 === 0 ? 'Check on site' : null,
      })),
    });
    const res = await get(`/api/quotations/${q.id}/report`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // 200 rows do not fit on one page
    expect((res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(3);
  });
});
