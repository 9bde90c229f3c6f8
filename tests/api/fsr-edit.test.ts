import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { tableCounts } from './helpers.js';
import { fsrFixture } from './fsr.support.js';

const fx = fsrFixture();
const { get, post, xlsx, upload } = fx;
let t: TestApp;
let admin: string;
let tc: string;
beforeAll(() => {
  ({ t, admin, tc } = fx);
});

describe('create, edit and delete', () => {
  it('creates category blocks of items ("Successfully created site") and refuses blanks field by field', async () => {
    const before = await tableCounts(t);
    const bad = await post('/api/fsrs/create', {
      fsrs: [
        {
          category: 'BLDG',
          section: 'Z1',
          section_description: 'Test',
          items: [
            { item_number: 'Z1.1.001', item_description: 'A', item_group_description: 'G', unit: 'm', rate: '10' },
            { item_number: '', item_description: 'B', item_group_description: 'G', unit: 'm', rate: '' },
          ],
        },
        { category: '', section: 'Z2', section_description: '', items: [] },
      ],
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    const required = ['This item is required.'];
    expect(errors['fsrs.0.items.1.item_number']).toEqual(required);
    expect(errors['fsrs.0.items.1.rate']).toEqual(required);
    expect(errors['fsrs.1.category']).toEqual(required);
    expect(errors['fsrs.1.section_description']).toEqual(required);
    expect(errors['fsrs.1.items']).toEqual(required);
    expect(errors['fsrs.0.items.0.rate']).toBeUndefined();
    expect(await tableCounts(t)).toEqual(before);

    const ok = await post('/api/fsrs/create', {
      fsrs: [
        {
          category: 'BLDG',
          section: 'Z1',
          section_description: 'Test works',
          items: [
            {
              item_number: 'Z1.1.001',
              item_description: 'Test item one',
              item_group_description: 'Test group',
              unit: 'm2',
              rate: '1,234.50',
            },
            {
              item_number: 'Z1.1.002',
              item_description: 'Test item two',
              item_group_description: 'Test group',
              unit: 'no',
              rate: 12,
            },
          ],
        },
      ],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ data: { created: 2 }, message: 'Successfully created site' });
    const row = (await get('/api/fsrs?item_number=Z1.1.001')).json().data[0];
    expect(row.rate).toBe(1234.5);
    expect(row.section_description).toBe('Test works');

    const dup = await post('/api/fsrs/create', {
      fsrs: [
        {
          category: 'BLDG',
          section: 'Z1',
          section_description: 'x',
          items: [{ item_number: 'Z1.1.001', item_description: 'x', item_group_description: 'x', unit: 'm', rate: 1 }],
        },
      ],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors['fsrs.0.items.0.item_number']).toEqual(['The item number has already been taken.']);
    const badRate = await post('/api/fsrs/create', {
      fsrs: [
        {
          category: 'BLDG',
          section: 'Z1',
          section_description: 'x',
          items: [{ item_number: 'Z9', item_description: 'x', item_group_description: 'x', unit: 'm', rate: '12.345' }],
        },
      ],
    });
    expect(badRate.json().errors['fsrs.0.items.0.rate'][0]).toMatch(/number/);
  });

  it('adds a single FSR item (POST /fsrs) with its own validation', async () => {
    const bad = await post('/api/fsrs', { category: 'PAS', item_number: '', unit: 'm', rate: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['item_description', 'item_number', 'rate']);
    const ok = await post('/api/fsrs', {
      category: 'PAS',
      section: 'P9',
      section_description: 'Extra',
      item_number: 'P9.1.001',
      item_description: 'Extra valve',
      item_group_description: 'Valves',
      unit: 'no',
      rate: '45.10',
      minimum: '100',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      message: 'Successfully added FSR item',
      data: {
        item_number: 'P9.1.001',
        rate: 45.1,
        minimum: 100,
        is_star_rate: false,
        created_by: { full_name: 'Demo Admin' },
      },
    });
    expect(
      (
        await post('/api/fsrs', {
          category: 'PAS',
          item_number: 'P9.1.001',
          item_description: 'x',
          unit: 'no',
          rate: 1,
        })
      ).json().errors.item_number,
    ).toEqual(['The item number has already been taken.']);
  });

  it('keeps the schedule of rates to the administrator: a term contractor may not create, import or edit FSR items', async () => {
    const item = {
      category: 'PAS',
      item_number: 'TC.1',
      item_description: 'x',
      item_group_description: 'x',
      unit: 'no',
      rate: 1,
    };
    expect((await post('/api/fsrs', item, tc)).statusCode).toBe(403);
    expect(
      (
        await post(
          '/api/fsrs/create',
          { fsrs: [{ category: 'BLDG', section: 'T', section_description: 'x', items: [item] }] },
          tc,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await upload(
          await xlsx([
            ['category', 'item_number', 'item_description', 'unit', 'rate'],
            ['PAS', 'TC.2', 'x', 'no', 1],
          ]),
          'a.xlsx',
          tc,
        )
      ).statusCode,
    ).toBe(403);
    const me = (await get('/api/auth/me', tc)).json().data.permissions as string[];
    expect(me).toContain('fsr.view');
    expect(me.filter((p) => p.startsWith('fsr.') && p !== 'fsr.view')).toEqual([]);
  });

  it('creates star rates (rate ≥ 1, unit required)', async () => {
    const missing = await post('/api/fsrs/create-star-rate', { category: 'BLDG' }, tc);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.rate).toEqual(['This field is required']);
    expect(missing.json().errors.unit).toEqual(['This field is required']);
    const low = await post('/api/fsrs/create-star-rate', { rate: '0.50', unit: 'lot' }, tc);
    expect(low.json().errors.rate).toEqual(['Rate must be at least 1']);
    // Not a number, and commas outside thousands groups ('1,25.0' is not S$ 125.00): the number message.
    for (const rate of ['abc', '1,25.0', '12,34'])
      expect((await post('/api/fsrs/create-star-rate', { rate, unit: 'lot' }, tc)).json().errors.rate).toEqual([
        'Rate must be a number with at most 2 decimals',
      ]);
    const ok = await post(
      '/api/fsrs/create-star-rate',
      { rate: '2,500', unit: 'lot', category: 'BLDG', item_description: 'Replace the school gate motor' },
      tc,
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe('Successfully created star rate');
    const star = ok.json().data;
    expect(star).toMatchObject({
      is_star_rate: true,
      rate: 2500,
      unit: 'lot',
      item_description: 'Replace the school gate motor',
    });
    expect(star.item_number).toMatch(/^SR-\d{5}$/);
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/fsrs/${star.id}`,
      headers: bearer(admin),
      payload: { rate: 2600 },
    });
    expect(upd.json().message).toBe('Successfully updated star rate');
    expect(upd.json().data.rate).toBe(2600);
    const found = (
      await get(`/api/fsrs/options/fsr?search=${encodeURIComponent('gate motor')}&is_star_rate=1`, tc)
    ).json().data.options;
    // a draft until a quotation carrying it is saved (tests/api/quotations-star-rates.test.ts)
    expect(found.map((o: { value: number }) => o.value)).not.toContain(star.id);
  });

  it('shows, edits (unique item number) and deletes an item; term contractors cannot edit', async () => {
    const item = (await get('/api/fsrs?item_number=Z1.1.002')).json().data[0];
    expect((await get(`/api/fsrs/${item.id}`)).json().data.item_number).toBe('Z1.1.002');
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/fsrs/${item.id}`,
      headers: bearer(admin),
      payload: { item_number: 'Z1.1.001' },
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.item_number).toEqual(['The item number has already been taken.']);
    const upd = await t.app.inject({
      method: 'PATCH',
      url: `/api/fsrs/${item.id}`,
      headers: bearer(admin),
      payload: { item_description: 'Renamed item', minimum: '50' },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({
      message: 'Successfully updated FSR item',
      data: { name: 'Renamed item', minimum: 50 },
    });
    expect((await get('/api/fsrs/options/fsr?search=renamed%20item', tc)).json().data.options).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/fsrs/${item.id}`, headers: bearer(tc), payload: { rate: 1 } }))
        .statusCode,
    ).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/fsrs/${item.id}`, headers: bearer(admin) });
    expect(del.json().message).toBe('Successfully deleted FSR item');
    expect((await get(`/api/fsrs/${item.id}`)).statusCode).toBe(404);
    const audit = await t.db.selectFrom('audit_logs').select('action').where('entity', '=', 'fsr').execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['fsr.create', 'fsr.update', 'fsr.delete', 'fsr.star-rate']),
    );
  });
});
