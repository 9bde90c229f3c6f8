import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import type { TestApp } from '../support/testApp.js';
import { tableCounts } from './helpers.js';
import { fsrFixture } from './fsr.support.js';

const fx = fsrFixture();
const { get, post, xlsx, upload } = fx;
let t: TestApp;
let om: string;
beforeAll(() => {
  ({ t, om } = fx);
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
