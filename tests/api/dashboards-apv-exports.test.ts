/**
 * The APV dashboard and the dashboard exports, on SQLite and PostgreSQL, against a known set of records
 * (tests/api/dashboards.support.ts): figures, validation, and workbooks of the same figures kept their owner's.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { dashboardsFixture } from './dashboards.support.js';

const fx = dashboardsFixture();
const { get } = fx;
let t: TestApp;
let tokens: Record<string, string>;
let known: typeof fx.known;
beforeAll(() => {
  ({ t, tokens, known } = fx);
});

describe('APV dashboard', () => {
  it('lists the period’s approved quotations per fund with approval, WSO, claim and invoice figures', async () => {
    const res = await get('/api/dashboard/apv-monthly?start_date=2031-07-01&end_date=2031-07-31');
    expect(res.statusCode, res.body).toBe(200);
    const { SCHOOL, MOE } = res.json().data.schools;
    expect(SCHOOL.data.map((r: { quotation_reference: string }) => r.quotation_reference)).toEqual(['DSH-2']);
    expect(SCHOOL.data[0]).toMatchObject({
      approved_on: '2031-07-21',
      wso_date: null,
      claim_date: '2031-07-26',
      invoice_date: '2031-07-25',
      quotation_amount: 250.55,
      claim_submit_amount: 150,
      invoice_amount: 100,
    });
    expect(SCHOOL).toMatchObject({
      total_quotation_amount: 250.55,
      total_claim_amount: 150,
      total_invoice_amount: 100,
    });
    expect(MOE.data.map((r: { quotation_reference: string }) => r.quotation_reference)).toEqual(['DSH-5', 'DSH-3']);
    expect(MOE.data[0]).toMatchObject({ approved_on: '2031-07-18', claim_submit_amount: 0, claim_date: null });
    expect(MOE.data[1]).toMatchObject({
      epi_reference_no: 'EPI-77',
      epo_reference_no: 'EPO-77',
      wso_date: '2031-07-29',
      claim_submit_amount: 0.99,
      invoice_amount: 0,
    });
    expect(MOE).toMatchObject({ total_quotation_amount: 1, total_claim_amount: 0.99, total_invoice_amount: 0 });
    const other = await get(
      `/api/dashboard/apv-monthly?start_date=2031-07-01&end_date=2031-07-31&school_id=${known.schools.south.id}`,
    );
    expect(other.json().data.schools.SCHOOL.data).toEqual([]);
    expect(
      other.json().data.schools.MOE.data.map((r: { quotation_reference: string }) => r.quotation_reference),
    ).toEqual(['DSH-5']);
  });

  it('refuses a bad date and an end before the start', async () => {
    const bad = await get('/api/dashboard/apv-monthly?start_date=2031-02-30');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.start_date).toEqual(['The date must be in the format yyyy-MM-dd.']);
    const reversed = await get('/api/dashboard/apv-monthly?start_date=2031-07-02&end_date=2031-07-01');
    expect(reversed.json().errors.end_date).toEqual(['The end date must not be before the start date.']);
  });
});

describe('dashboard exports', () => {
  async function runExport(body: Record<string, unknown>, role = 'SCD') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/exports',
      headers: bearer(tokens[role]),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    let task = res.json().data;
    // On PostgreSQL pg-boss hands the job over a moment later: wait for its end as the browser does.
    for (let i = 0; i < 300 && task.status !== 'SUCCESS' && task.status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      task = (await get(`/api/dashboard/exports/${task.id}`, role)).json().data;
    }
    expect(task.status).toBe('SUCCESS');
    const file = await t.app.inject({ url: task.report_url, headers: bearer(tokens[role]) });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    return { book, task, id: res.json().data.id as number };
  }

  it('writes the defect summary, the APV and the monthly summary report as workbooks of the same figures', async () => {
    const defects = await runExport({ report: 'DEFECT_SUMMARY', month: 7, year: 2031 });
    const sheet = defects.book.getWorksheet('Defects')!;
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      known.schools.north.name,
      'BUILDING-MAINTENANCE',
      'REGULAR',
      2,
      1,
      3,
    ]);
    const apv = await runExport({ report: 'APV', start_date: '2031-07-01', end_date: '2031-07-31', tab: 'MOE' });
    const moe = apv.book.getWorksheet('APV MOE')!;
    expect(moe.getRow(2).getCell(2).value).toBe('DSH-5');
    expect(moe.getRow(4).getCell('L').value).toBe(1); // the Total row's quotation amount, S$ 1.00
    const monthly = await runExport({
      report: 'MONTHLY_SUMMARY',
      month: 7,
      year: 2031,
      inspection_category: 'BUILDING-MAINTENANCE',
    });
    expect(monthly.book.getWorksheet('Checklists')!.getRow(2).values).toEqual([
      undefined,
      known.schools.north.name,
      known.checklist.name,
      2,
      3,
      2,
      7,
    ]);
    expect(monthly.task.file_name).toMatch(/^monthly-summary-2031-07-\d+\.xlsx$/);
  });

  it('keeps an export its owner’s, and refuses an unknown report', async () => {
    const { id } = await runExport({ report: 'DEFECT_SUMMARY' });
    expect((await get(`/api/dashboard/exports/${id}`, 'MANAGING-AGENT')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/exports',
      headers: bearer(tokens.SCD),
      payload: { report: 'EVERYTHING' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ report: ['The selected report is invalid.'] });
  });
});
