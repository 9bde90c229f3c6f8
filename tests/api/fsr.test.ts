import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, tableCounts, userWithPermissions } from './helpers.js';

let t: TestApp;
let admin: string;
let tc: string;
let om: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, tc, om] = await Promise.all([
    t.loginAs('ADMIN'),
    t.loginAs('TERM-CONTRACTOR'),
    t.loginAs('OPERATIONS-MANAGER'),
  ]);
});
afterAll(async () => t.close());

const get = (url: string, token = admin) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('FSR');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
async function upload(buf: Buffer, name = 'schedule.xlsx', token = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(buf)]), name);
  const body = await multipart(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/fsrs/import',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

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

describe('POST /fsrs/import (.xlsx)', () => {
  const header = [
    'category',
    'section',
    'section_description',
    'item_number',
    'item_group_description',
    'item_description',
    'unit',
    'rate',
    'minimum',
  ];

  it('imports every row of a valid schedule', async () => {
    const buf = await xlsx([
      header,
      ['PAS', 'X1', 'Imported', 'X1.1.001', 'Pipes', 'Imported pipe one', 'm', '1,200.50', null],
      ['PAS', 'X1', 'Imported', 'X1.1.002', 'Pipes', 'Imported pipe two', 'm', 33, 100],
      [],
      ['HORTI', 'X2', 'Imported', 'X2.1.001', 'Trees', 'Imported tree', 'no', 99.9, ''],
    ]);
    const res = await upload(buf);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { imported: 3, create: 3, update: 0, unchanged: 0, errors: [] },
      message: 'Successfully imported 3 FSR items',
    });
    const one = (await get('/api/fsrs?item_number=X1.1.002')).json().data[0];
    expect(one).toMatchObject({ category: 'PAS', rate: 33, minimum: 100, unit: 'm', item_group_description: 'Pipes' });
  });

  it('imports nothing and reports every bad row (row, field, message)', async () => {
    const before = await tableCounts(t);
    const buf = await xlsx([
      ['Item Number', 'Category', 'Item Description', 'Unit', 'Rate'],
      ['Y1.001', 'BLDG', 'Good row', 'm', 10],
      ['Y1.002', '', 'No category', 'm', 10],
      ['Y1.003', 'BLDG', 'Bad rate', 'm', 'abc'],
      ['Y1.001', 'BLDG', 'Repeated number', 'm', 10],
      ['X1.1.001', 'BLDG', 'Already in the schedule', 'm', 10],
    ]);
    const res = await upload(buf);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('The file has errors; nothing was imported.');
    expect(body.data.imported).toBe(0);
    expect(body.data.errors).toEqual([
      { row: 3, field: 'category', message: MSG.required },
      { row: 4, field: 'rate', message: expect.stringMatching(/number/) },
      { row: 5, field: 'item_number', message: 'The item number is repeated (first on row 2).' },
      { row: 6, field: 'item_number', message: 'The item number has already been taken.' },
    ]);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('reports every error of a row: each bad cell and a taken item number together', async () => {
    const buf = await xlsx([
      ['Item Number', 'Category', 'Item Description', 'Unit', 'Rate', 'Minimum'],
      ['Z1.001', 'BLDG', 'Good row', 'm', 10, null],
      ['Z1.001', '', '', 'm', 'abc', -1],
      ['X1.1.001', 'BLDG', 'Taken number and bad rate', 'm', 'x', null],
    ]);
    const res = await upload(buf);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual([
      { row: 3, field: 'category', message: MSG.required },
      { row: 3, field: 'item_description', message: MSG.required },
      { row: 3, field: 'rate', message: expect.stringMatching(/number/) },
      { row: 3, field: 'minimum', message: expect.stringMatching(/number/) },
      { row: 3, field: 'item_number', message: 'The item number is repeated (first on row 2).' },
      { row: 4, field: 'rate', message: expect.stringMatching(/number/) },
      { row: 4, field: 'item_number', message: 'The item number has already been taken.' },
    ]);
  });

  it('refuses missing columns, non-xlsx files and JSON bodies', async () => {
    const noCols = await upload(
      await xlsx([
        ['category', 'unit'],
        ['BLDG', 'm'],
      ]),
    );
    expect(noCols.statusCode).toBe(422);
    expect(noCols.json().data.errors.map((e: { field: string }) => e.field)).toEqual([
      'item_number',
      'item_description',
      'rate',
    ]);
    const text = await upload(Buffer.from('category,unit\nBLDG,m\n'), 'schedule.csv');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toEqual(['The file must be an Excel workbook (.xlsx).']);
    const fakeZip = await upload(Buffer.from('PK\u0003\u0004 not really a workbook'), 'broken.xlsx');
    expect(fakeZip.statusCode).toBe(422);
    const json = await post('/api/fsrs/import', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect((await upload(await xlsx([header]), 'a.xlsx', om)).statusCode).toBe(403);
  });
});
