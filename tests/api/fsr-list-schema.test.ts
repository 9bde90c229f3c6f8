/**
 * A column or filter on the FSR list is one schema edit on the server: with one more property in schemas/fsr.ts
 * fsrListSchema (added before the app is built, as an edit of the file would), GET /fsrs filters by it and
 * GET /config/fsr lists its column — the list still leaving out draft star rates — while a filter or a sort the schema
 * does not declare answers 422, as does the old route's unused `search`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fsrListSchema } from '../../schemas/fsr.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

const properties = fsrListSchema.properties as Record<string, SchemaProperty>;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  properties.section_description = {
    type: ['string', 'null'],
    title: 'Section description',
    'x-list': 9,
    'x-filter': 'search',
  };
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
});
afterAll(async () => {
  delete properties.section_description;
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });

const item = (item_number: string, draft: number) => ({
  category: 'BLDG',
  section: 'Z9',
  section_description: 'Quartz cladding works',
  item_number,
  name: `Cladding ${item_number}`,
  item_group_description: null,
  unit: 'm2',
  rate_cents: 1250,
  minimum_cents: null,
  is_star_rate: draft,
  draft,
  search_text: item_number.toLowerCase(),
  created_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('one more property in the FSR list schema', () => {
  it('is a filter the list applies and a column of its configuration; the drafts stay out', async () => {
    await t.db
      .insertInto('fsrs')
      .values([item('Q9.1.001', 0), item('Q9.1.002', 0), item('Q9.1.003', 1)])
      .execute();
    const res = await get('/api/fsrs?section_description=QUARTZ%20clad&per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().data.map((r: { item_number: string }) => r.item_number);
    // the draft star rate (Q9.1.003) is not part of the schedule
    expect(listed).toEqual(['Q9.1.001', 'Q9.1.002']);
    expect(res.json().data[0].section_description).toBe('Quartz cladding works');
    const total = (await get('/api/fsrs?per_page=1')).json().meta.total;
    expect(total).toBeGreaterThan(2);

    const config = (await get('/api/config/fsr')).json().data;
    expect(config.columns.map((c: { field: string }) => c.field)).toEqual([
      'category',
      'section',
      'item_number',
      'item_group_description',
      'name',
      'unit',
      'rate',
      'is_star_rate',
      'section_description',
    ]);
    expect(config.columns.at(-1)).toMatchObject({ label: 'Section description', filter: 'search' });
  });

  it('sorts by the rate column it declares sortable, and refuses an undeclared filter or sort', async () => {
    const asc = (await get('/api/fsrs?sort=rate&order=ASC&per_page=5')).json().data;
    expect(asc.map((r: { rate: number }) => r.rate)).toEqual(
      [...asc].map((r: { rate: number }) => r.rate).sort((a, b) => a - b),
    );
    for (const url of ['/api/fsrs?unit=m2', '/api/fsrs?search=tile']) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['filter']);
    }
    const badSort = await get('/api/fsrs?sort=unit');
    expect(badSort.statusCode).toBe(422);
    expect(Object.keys(badSort.json().errors)).toEqual(['sort']);
  });
});
