/**
 * The claim list read from its schema (schemas/claim.ts claimListSchema), on SQLite and PostgreSQL: the date and invoice
 * date ranges, the school, the pending-claim status, newest first, the column config, and 422 to what it does not declare.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { actors, type Actors } from './quotations.support.js';
import { submittedClaim } from './claims-list.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR', 'ADMIN']);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(a.tokens['TERM-CONTRACTOR']) });
const ids = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((r: { id: number }) => r.id) as number[];
};

describe('the claim list from its schema', () => {
  it('filters by the claim and invoice date ranges, the school and the pending-claim status, newest first', async () => {
    const older = await submittedClaim(t, a);
    const newer = await submittedClaim(t, a);
    await t.db
      .updateTable('claims')
      .set({ date: '2031-03-10', invoice_date: '2031-04-01' })
      .where('id', '=', older.id)
      .execute();
    await t.db
      .updateTable('claims')
      .set({ date: '2031-03-20', invoice_date: null })
      .where('id', '=', newer.id)
      .execute();

    expect(await ids('/api/claims?start_date=2031-03-01&end_date=2031-03-31&per_page=100')).toEqual([
      newer.id,
      older.id,
    ]);
    expect(await ids('/api/claims?start_date=2031-03-15&per_page=100')).toEqual([newer.id]);
    expect(await ids('/api/claims?start_date=2031-03-01&end_date=2031-03-15&per_page=100')).toEqual([older.id]);
    expect(await ids('/api/claims?invoice_start_date=2031-04-01&invoice_end_date=2031-04-01&per_page=100')).toEqual([
      older.id,
    ]);
    expect(await ids(`/api/claims?school=${a.schoolId}&start_date=2031-03-01&per_page=100`)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(await ids('/api/claims?school=999999&per_page=100')).toEqual([]);
    // 20 % of each quotation is claimed: its pending-claim status is PARTIAL-CLAIM
    expect(await ids('/api/claims?claim_status[]=PARTIAL-CLAIM&start_date=2031-03-01&per_page=100')).toEqual([
      newer.id,
      older.id,
    ]);
    expect(await ids('/api/claims?claim_status[]=FULLY-CLAIM&start_date=2031-03-01&per_page=100')).toEqual([]);
    const job = await get(`/api/claims?job=ROO&reference_number=${encodeURIComponent(older.reference)}`);
    expect(job.json().data.map((r: { id: number }) => r.id)).toEqual([older.id]);
  });

  it('answers the column config from the schema, in its x-list order', async () => {
    const config = (await get('/api/config/claim')).json().data;
    expect(config.columns.map((c: { field: string }) => c.field)).toEqual([
      'reference_number',
      'school',
      'date',
      'job',
      'total_amount',
      'status',
    ]);
    expect(config.columns.find((c: { field: string }) => c.field === 'status')).toMatchObject({
      filter: 'multiselect',
      options: expect.arrayContaining(['DRAFT', 'PENDING_MA', 'E_INVOICE_REJECTED']),
    });
  });

  it('refuses a filter or a sort the schema does not declare (422)', async () => {
    const trade = await get('/api/claims?trade=PAS');
    expect(trade.statusCode).toBe(422);
    expect(trade.json().errors.filter[0]).toContain('The filter trade is not known');
    expect((await get('/api/claims?sort=job')).statusCode).toBe(422);
  });
});
