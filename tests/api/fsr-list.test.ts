import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { userWithPermissions } from './helpers.js';
import { fsrFixture } from './fsr.support.js';

const fx = fsrFixture();
const { get } = fx;
let t: TestApp;
let tc: string;
let om: string;
beforeAll(() => {
  ({ t, tc, om } = fx);
});

describe('FSR list and configuration', () => {
  it('seeds about 3,000 items across BLDG, PAS and HORTI with realistic numbers', async () => {
    const res = await get('/api/fsrs?per_page=5');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBeGreaterThan(3000);
    for (const cat of ['BLDG', 'PAS', 'HORTI']) {
      const r = (await get(`/api/fsrs?category=${cat}&per_page=1`)).json();
      expect(r.meta.total, cat).toBeGreaterThan(500);
      expect(r.data[0].item_number).toMatch(/^[BPH]\d+\.\d+\.\d{3}$/);
    }
    const first = res.json().data[0];
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        'category',
        'section',
        'section_description',
        'item_number',
        'name',
        'item_description',
        'item_group_description',
        'unit',
        'rate',
        'minimum',
        'is_star_rate',
      ]),
    );
  });

  it('filters by item number, name (description or group) and star rate, sorts and pages', async () => {
    const byNumber = (await get('/api/fsrs?item_number=B2.1.00')).json();
    expect(byNumber.data.length).toBeGreaterThan(0);
    expect(byNumber.data.every((r: { item_number: string }) => r.item_number.includes('B2.1.00'))).toBe(true);
    const byName = (await get('/api/fsrs?name=carpet%20tiles&per_page=100')).json();
    expect(byName.data.every((r: { name: string }) => r.name.toLowerCase().includes('carpet tiles'))).toBe(true);
    const stars = (await get('/api/fsrs?is_star_rate=1')).json();
    expect(stars.data.length).toBeGreaterThan(0);
    expect(stars.data.every((r: { is_star_rate: boolean }) => r.is_star_rate)).toBe(true);
    const sorted = (await get('/api/fsrs?sort=rate&order=desc&per_page=3')).json().data;
    expect(sorted[0].rate).toBeGreaterThanOrEqual(sorted[1].rate);
    const all = (await get('/api/fsrs?category=HORTI&all=1')).json();
    expect(all.meta).toBeUndefined();
    expect(all.data.length).toBeGreaterThan(500);
  });

  it('answers the column configuration', async () => {
    const res = (await get('/api/config/fsr')).json().data;
    expect(res.columns.map((c: { field: string }) => c.field)).toEqual([
      'category',
      'section',
      'item_number',
      'item_group_description',
      'name',
      'unit',
      'rate',
      'is_star_rate',
    ]);
    expect(res.categories).toEqual(['BLDG', 'PAS', 'HORTI']);
  });

  it('refuses users without fsr.view (an operations manager) but lets the item picker through with quotation.view', async () => {
    expect((await get('/api/fsrs', om)).statusCode).toBe(403);
    expect((await get('/api/fsrs/options/fsr?search=tile', om)).statusCode).toBe(200);
    const none = await userWithPermissions(t, []);
    expect((await get('/api/fsrs/options/fsr', none.token)).statusCode).toBe(403);
  });
});

describe('GET /fsrs/options/fsr (item picker)', () => {
  it('pages 30 at a time with hasMore, ordered by item number', async () => {
    const p1 = (await get('/api/fsrs/options/fsr?page=1', tc)).json().data;
    const p2 = (await get('/api/fsrs/options/fsr?page=2', tc)).json().data;
    expect(p1.options).toHaveLength(30);
    expect(p1.hasMore).toBe(true);
    expect(p2.options[0].item_number >= p1.options[29].item_number).toBe(true);
    const o = p1.options[0];
    expect(Object.keys(o).sort()).toEqual(
      [
        'category',
        'is_star_rate',
        'item_description',
        'item_group_description',
        'item_number',
        'label',
        'minimum',
        'rate',
        'unit',
        'value',
      ].sort(),
    );
    expect(o.label).toBe(`${o.item_number} - ${o.item_description}`);
  });

  it('searches item number, description and group description, case-insensitively', async () => {
    const byNumber = (await get('/api/fsrs/options/fsr?search=h3.1.0', tc)).json().data.options;
    expect(byNumber.length).toBeGreaterThan(0);
    expect(byNumber.every((o: { item_number: string }) => o.item_number.startsWith('H3.1.0'))).toBe(true);
    const byGroup = (await get('/api/fsrs/options/fsr?search=TREE%20PRUNING', tc)).json().data.options;
    expect(byGroup.length).toBeGreaterThan(0);
    expect(byGroup.every((o: { item_group_description: string }) => o.item_group_description === 'Tree pruning')).toBe(
      true,
    );
    const byDesc = (await get('/api/fsrs/options/fsr?search=Bougainvillea', tc)).json().data.options;
    expect(byDesc.every((o: { item_description: string }) => o.item_description.includes('Bougainvillea'))).toBe(true);
    const last = (await get('/api/fsrs/options/fsr?search=bougainvillea&page=50', tc)).json().data;
    expect(last).toEqual({ options: [], hasMore: false });
    const wild = (await get(`/api/fsrs/options/fsr?search=${encodeURIComponent('100%_')}`, tc)).json().data;
    expect(wild.options).toEqual([]);
  });
});
