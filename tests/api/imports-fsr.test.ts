/**
 * The schedule of rates through the one import mechanism: checked by row and column without storing anything, written
 * by item number and category in one transaction (a re-import changes nothing, a changed rate updates, a bad row
 * refuses the file), stored quotations keeping their own figures, the FSR list's older route answering as before, and
 * a file of more than 2,000 rows imported by a job whose progress reaches SUCCESS.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_JOB_ROWS } from '../../server/services/imports/run.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, tableCounts } from './helpers.js';
import { actors, baseFields, formPost, type Actors } from './quotations.support.js';

let t: TestApp;
let admin: string;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  a = await actors(t, ['TERM-CONTRACTOR']);
});
afterAll(async () => t.close());

const HEADER = ['category', 'section', 'item_number', 'item_description', 'unit', 'rate', 'minimum'];
const csv = (lines: (string | number)[][]) => lines.map((l) => l.join(',')).join('\n');

async function upload(path: string, content: string | Buffer, name = 'fsr.csv', token = admin) {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const { payload, headers } = await multipart(form);
  return t.app.inject({ method: 'POST', url: `/api${path}`, payload, headers: { ...headers, ...bearer(token) } });
}
const stored = (numbers: string[]) =>
  t.db
    .selectFrom('fsrs')
    .select(['item_number', 'category', 'rate_cents', 'minimum_cents', 'name', 'updated_at'])
    .where('item_number', 'in', numbers)
    .orderBy('item_number')
    .execute();

const GOOD = csv([
  HEADER,
  ['BLDG', 'T1', 'T1.1.001', 'Test hoarding', 'm', '125.50', ''],
  ['bldg', 'T1', 'T1.1.002', 'Test gate', 'no', '"1,200"', '300'],
  ['PAS', 'T2', 'T2.1.001', 'Test pipe', 'm', '33', ''],
]);

describe('FSR items through /imports/fsr', () => {
  it('checks a file: every problem by row and column, nothing stored, and the commit refused whole', async () => {
    const taken = await t.db
      .selectFrom('fsrs')
      .select(['item_number', 'category'])
      .where('category', '=', 'HORTI')
      .where('is_star_rate', '=', 0)
      .executeTakeFirstOrThrow();
    const before = await tableCounts(t);
    const file = csv([
      HEADER,
      ['BLDG', 'E1', 'E1.1.001', 'Good row', 'm', '10', ''],
      ['MECH', 'E1', 'E1.1.002', 'Unknown trade', 'm', '10', ''],
      ['BLDG', 'E1', 'E1.1.003', 'Bad rate', 'm', '12.345', '-1'],
      ['BLDG', 'E1', 'E1.1.001', 'Repeated', 'm', '10', ''],
      ['BLDG', 'E1', taken.item_number, 'Number of a HORTI item', 'm', '10', ''],
      ['PAS', 'E1', 'E1.1.006', '', '', '', ''],
    ]);
    const check = await upload('/imports/fsr/check', file);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ rows: 6, create: 1, update: 0, unchanged: 0, problem_count: 8 });
    expect(check.json().data.problems).toEqual([
      { row: 3, column: 'category', message: expect.stringMatching(/^The category must be one of BLDG, PAS, HORTI/) },
      { row: 4, column: 'rate', message: 'Must be a number of at least 0 with at most 2 decimals.' },
      { row: 4, column: 'minimum', message: 'Must be a number of at least 0 with at most 2 decimals.' },
      { row: 5, column: 'item_number', message: 'The item number is repeated (first on row 2).' },
      { row: 6, column: 'item_number', message: 'The item number has already been taken.' },
      { row: 7, column: 'item_description', message: 'This field is required.' },
      { row: 7, column: 'unit', message: 'This field is required.' },
      { row: 7, column: 'rate', message: 'This field is required.' },
    ]);
    const commit = await upload('/imports/fsr', file);
    expect(commit.statusCode).toBe(422);
    expect(commit.json().message).toMatch(/^Nothing was imported: the file has \d+ problems\.$/);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('imports, then the same file changes nothing, a changed rate updates, and a bad row imports nothing', async () => {
    const first = await upload('/imports/fsr', GOOD);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ rows: 3, create: 3, update: 0, unchanged: 0 });
    const numbers = ['T1.1.001', 'T1.1.002', 'T2.1.001'];
    const after = await stored(numbers);
    expect(after.map((r) => [r.item_number, r.category, Number(r.rate_cents), r.minimum_cents])).toEqual([
      ['T1.1.001', 'BLDG', 12550, null],
      ['T1.1.002', 'BLDG', 120000, 30000],
      ['T2.1.001', 'PAS', 3300, null],
    ]);

    const counts = await tableCounts(t);
    const again = await upload('/imports/fsr', GOOD);
    expect(again.json().data).toMatchObject({ create: 0, update: 0, unchanged: 3 });
    expect(await stored(numbers)).toEqual(after);
    // Not even an audit entry: nothing changed.
    expect(await tableCounts(t)).toEqual(counts);

    const changed = GOOD.replace('Test pipe,m,33', 'Test pipe,m,34.10');
    const third = await upload('/imports/fsr', changed);
    expect(third.json().data).toMatchObject({ create: 0, update: 1, unchanged: 2 });
    const now = await stored(numbers);
    expect(Number(now[2].rate_cents)).toBe(3410);
    expect(now[2].updated_at > after[2].updated_at).toBe(true);
    expect(now.slice(0, 2)).toEqual(after.slice(0, 2));

    const half = `${changed.replace('Test hoarding,m,125.50', 'Test hoarding,m,130')}\nBLDG,T1,T1.1.009,Bad,m,x,`;
    const refused = await upload('/imports/fsr', half);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.problems).toEqual([{ row: 5, column: 'rate', message: expect.any(String) }]);
    expect(await stored([...numbers, 'T1.1.009'])).toEqual(now);
  });

  it('leaves the figures of a stored quotation alone when a rate it uses changes', async () => {
    await upload('/imports/fsr', csv([HEADER, ['BLDG', 'Q1', 'Q1.1.001', 'Quoted item', 'm', '50', '']]));
    const fsr = await t.db
      .selectFrom('fsrs')
      .select('id')
      .where('item_number', '=', 'Q1.1.001')
      .executeTakeFirstOrThrow();
    const created = await formPost(t, '/api/quotations', a.tokens['TERM-CONTRACTOR'], {
      ...baseFields(a.schoolId),
      quotation_items: [{ serial_no: 1, fsr_id: fsr.id, quantity: '2', subRows: [] }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const read = async () =>
      (await t.app.inject({ url: `/api/quotations/${id}`, headers: bearer(a.tokens['TERM-CONTRACTOR']) })).json().data;
    const before = await read();
    const items = await t.db.selectFrom('quotation_items').selectAll().where('quotation_id', '=', id).execute();
    expect(Number(items[0].rate_cents)).toBe(5000);

    const res = await upload('/imports/fsr', csv([HEADER, ['BLDG', 'Q1', 'Q1.1.001', 'Quoted item', 'm', '80', '']]));
    expect(res.json().data).toMatchObject({ update: 1 });
    const after = await read();
    expect(after.total_amount).toBe(before.total_amount);
    expect(after.quotation_items).toEqual(before.quotation_items);
    expect(await t.db.selectFrom('quotation_items').selectAll().where('quotation_id', '=', id).execute()).toEqual(
      items,
    );
  });

  it('offers its template, with the item number and category as its key', async () => {
    const kinds = (await t.app.inject({ url: '/api/imports', headers: bearer(admin) })).json().data;
    expect(kinds.find((k: { name: string }) => k.name === 'fsr')).toMatchObject({
      key_columns: ['item_number', 'category'],
    });
    const res = await t.app.inject({ url: '/api/imports/fsr/template?format=csv', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      'category,section,section_description,item_number,item_group_description,item_description,unit,rate,minimum\r\n',
    );
    const xlsx = await t.app.inject({ url: '/api/imports/fsr/template', headers: bearer(admin) });
    expect(xlsx.headers['content-disposition']).toContain('caretaker-fsr-import.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([
      undefined,
      'category',
      'section',
      'section_description',
      'item_number',
      'item_group_description',
      'item_description',
      'unit',
      'rate',
      'minimum',
    ]);
  });
});

describe('POST /fsrs/import (the FSR list’s route)', () => {
  async function workbook(rows: (string | number | null)[][]) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('FSR');
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  it('updates known item numbers instead of refusing them, and a re-import changes nothing', async () => {
    const rows = [
      ['category', 'item_number', 'name', 'unit', 'rate'],
      ['HORTI', 'W1.1.001', 'Old route tree', 'tree', 40],
    ];
    const first = await upload('/fsrs/import', await workbook(rows), 'schedule.xlsx');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: { imported: 1, create: 1, update: 0, unchanged: 0, errors: [] },
      message: 'Successfully imported 1 FSR items',
    });
    const again = await upload('/fsrs/import', await workbook(rows), 'schedule.xlsx');
    expect(again.json().data).toMatchObject({ create: 0, update: 0, unchanged: 1 });
    rows[1][4] = 45;
    const changed = await upload('/fsrs/import', await workbook(rows), 'schedule.xlsx');
    expect(changed.json().data).toMatchObject({ create: 0, update: 1, unchanged: 0 });
    expect(Number((await stored(['W1.1.001']))[0].rate_cents)).toBe(4500);
    const bad = await upload(
      '/fsrs/import',
      await workbook([...rows, ['HORTI', 'W1.1.002', 'x', 'm', 'abc']]),
      'a.xlsx',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      message: 'The file has errors; nothing was imported.',
      data: { imported: 0, errors: [{ row: 3, field: 'rate', message: expect.any(String) }] },
    });
  });
});

describe('a large file', () => {
  it(`of more than ${IMPORT_JOB_ROWS} rows is imported by a job that reports its progress up to SUCCESS`, async () => {
    const n = IMPORT_JOB_ROWS + 500;
    const lines: string[][] = [HEADER];
    for (let i = 1; i <= n; i++)
      lines.push(['PAS', 'L1', `L1.1.${String(i).padStart(5, '0')}`, `Large item ${i}`, 'm', `${i}.25`, '']);
    const file = csv(lines);
    const check = await upload('/imports/fsr/check', file);
    expect(check.json().data).toMatchObject({ rows: n, create: n, problem_count: 0 });

    const res = await upload('/imports/fsr', file);
    expect(res.statusCode).toBe(202);
    const jobId = res.json().data.job_id as number;
    expect(res.json().data.rows).toBe(n);
    await t.app.jobs.idle();
    let job = (await t.app.inject({ url: `/api/imports/jobs/${jobId}`, headers: bearer(admin) })).json().data;
    for (let i = 0; i < 300 && job.status !== 'SUCCESS' && job.status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      await t.app.jobs.idle();
      job = (await t.app.inject({ url: `/api/imports/jobs/${jobId}`, headers: bearer(admin) })).json().data;
    }
    expect(job).toMatchObject({
      status: 'SUCCESS',
      kind: 'fsr',
      progress: { done: 2 * n, total: 2 * n },
      data: { rows: n, create: n, update: 0, unchanged: 0, problem_count: 0 },
    });
    const count = await t.db
      .selectFrom('fsrs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('section', '=', 'L1')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(n);
    // Another user does not see the job.
    const other = await t.loginAs('OPERATIONS-MANAGER');
    expect((await t.app.inject({ url: `/api/imports/jobs/${jobId}`, headers: bearer(other) })).statusCode).toBe(403);
  });

  it('refused by the job keeps the report of its problems', async () => {
    const n = IMPORT_JOB_ROWS + 1;
    const lines: string[][] = [HEADER];
    for (let i = 1; i <= n; i++) lines.push(['PAS', 'L2', `L2.1.${i}`, `Item ${i}`, 'm', i === n ? 'x' : '1', '']);
    const res = await upload('/imports/fsr', csv(lines));
    expect(res.statusCode).toBe(202);
    const jobId = res.json().data.job_id as number;
    let job;
    for (let i = 0; i < 300; i++) {
      await t.app.jobs.idle();
      job = (await t.app.inject({ url: `/api/imports/jobs/${jobId}`, headers: bearer(admin) })).json().data;
      if (job.status === 'FAILED' || job.status === 'SUCCESS') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job).toMatchObject({
      status: 'FAILED',
      message: 'Nothing was imported: the file has 1 problem.',
      data: { problem_count: 1, problems: [{ row: n + 1, column: 'rate' }] },
    });
    const count = await t.db
      .selectFrom('fsrs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('section', '=', 'L2')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
