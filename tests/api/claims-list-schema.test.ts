/**
 * A filter and a column on the claim list are one schema edit on the server too: with one more property in
 * schemas/claim.ts claimListSchema (here added before the app is built, as an edit of the file would), GET /claims
 * filters by it instead of answering 422 (tests/api/claims-list.test.ts sees the 422 without it) and GET /config/claim
 * lists the column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimListSchema } from '../../schemas/claim.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { actors, type Actors } from './quotations.support.js';
import { submittedClaim } from './claims-list.support.js';

const properties = claimListSchema.properties as Record<string, SchemaProperty>;
let t: TestApp;
let a: Actors;
beforeAll(async () => {
  properties.trade = { type: 'string', title: 'Trade', 'x-list': 7, 'x-filter': 'select' };
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR', 'ADMIN']);
});
afterAll(async () => {
  delete properties.trade;
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(a.tokens['TERM-CONTRACTOR']) });

describe('one more property in the claim list schema', () => {
  it('is a filter the list applies and a column of its config', async () => {
    const claim = await submittedClaim(t, a);
    await t.db.updateTable('claims').set({ trade: 'PAS' }).where('id', '=', claim.id).execute();
    const pas = await get('/api/claims?trade=PAS&per_page=100');
    expect(pas.statusCode, pas.body).toBe(200);
    expect(pas.json().data.map((r: { id: number }) => r.id)).toContain(claim.id);
    expect(pas.json().data.every((r: { trade: string }) => r.trade === 'PAS')).toBe(true);
    const bldg = await get('/api/claims?trade[]=BLDG&per_page=100');
    expect(bldg.json().data.map((r: { id: number }) => r.id)).not.toContain(claim.id);
    const config = (await get('/api/config/claim')).json().data;
    expect(config.columns.at(-1)).toMatchObject({ field: 'trade', label: 'Trade', filter: 'select' });
  });
});
