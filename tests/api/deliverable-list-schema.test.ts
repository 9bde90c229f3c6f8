/**
 * The deliverables list is owned by its schema although its rows are built in memory (a row per zone and month, PENDING
 * without id until opened): with one more property in schemas/deliverable.ts deliverableListSchema (here added before
 * the app is built, as an edit of the file would), GET /deliverable/{category} filters by it and GET /config/deliverable
 * lists the column; the declared filters, sort and paging apply to the rows as a table's list applies them, and what the
 * schema does not declare answers 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverableListSchema } from '../../schemas/deliverable.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

const properties = deliverableListSchema.properties as Record<string, SchemaProperty>;
let t: TestApp;
let scd: string;
let tc: string;
beforeAll(async () => {
  properties.zone_name = { type: 'string', title: 'Zone name', 'x-list': 4, 'x-filter': 'search' };
  t = await createTestApp();
  [scd, tc] = await Promise.all([t.loginAs('SCD'), t.loginAs('TERM-CONTRACTOR')]);
});
afterAll(async () => {
  delete properties.zone_name;
  await t.close();
});

type Row = { id: number | null; month: number; zone: string; status: string; action: string };
const get = (url: string, token = scd) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const LIST = '/api/deliverable/building-maintenance?year=2024';
const rowsOf = async (query: string, token = scd) => {
  const r = await get(`${LIST}&${query}`, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { data: Row[]; meta: { total: number } };
};
const slots = (rows: Row[]) => rows.map((r) => `${r.month} ${r.zone}`);

describe('one more property in the deliverable list schema', () => {
  it('is a filter the list applies to its rows and a column of its config', async () => {
    const south = await rowsOf('zone_name=sou&per_page=100');
    expect(south.meta.total).toBe(12);
    expect(south.data.every((r) => r.zone === 'SOUTH')).toBe(true);
    const config = (await get('/api/config/deliverable')).json().data;
    expect(config.columns.map((c: { field: string }) => c.field)).toEqual(['month', 'zone', 'status', 'zone_name']);
    expect(config.columns.at(-1)).toMatchObject({ field: 'zone_name', label: 'Zone name', filter: 'search' });
  });
});

describe('the rows built in memory', () => {
  it('are filtered by the declared filters, one value or several', async () => {
    expect(slots((await rowsOf('month=3')).data)).toEqual(['3 NORTH_EAST', '3 SOUTH']);
    expect(slots((await rowsOf('month[]=1&month[]=2&zone=SOUTH')).data)).toEqual(['2 SOUTH', '1 SOUTH']);
    const y2023 = await get('/api/deliverable/building-maintenance?year[]=2023&month=12');
    expect(y2023.json().data.map((r: Row & { year: number }) => [r.year, r.month])).toEqual([
      [2023, 12],
      [2023, 12],
    ]);
  });

  it('are sorted by the default sort (newest month first, zones in order) or the requested order, and paged', async () => {
    const page2 = await rowsOf('per_page=5&page=2');
    expect(page2.meta.total).toBe(24);
    expect(slots(page2.data)).toEqual(['10 SOUTH', '9 NORTH_EAST', '9 SOUTH', '8 NORTH_EAST', '8 SOUTH']);
    const oldest = await rowsOf('sort=month&order=ASC&per_page=3');
    expect(slots(oldest.data)).toEqual(['1 NORTH_EAST', '1 SOUTH', '2 NORTH_EAST']);
    const beyond = await rowsOf('per_page=25&page=2');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(24);
  });

  it("carry a stored month's id once it is opened, and are scoped to the caller's zones", async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/deliverable/open',
      headers: bearer(tc),
      payload: { category: 'BM', zone: 'NORTH_EAST', year: 2024, month: 5 },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const id = opened.json().data.id as number;
    const may = (await rowsOf('month=5', tc)).data;
    expect(may).toEqual([expect.objectContaining({ id, zone: 'NORTH_EAST', status: 'PENDING', action: 'sign' })]);
    expect(slots((await rowsOf(`id[]=${id}`)).data)).toEqual(['5 NORTH_EAST']);
    // the demo term contractor has North East in charge, not South
    expect((await rowsOf('zone=SOUTH', tc)).data).toEqual([]);
  });

  it('answer 422 to a filter or sort the schema does not declare, and refuse a value its field cannot have', async () => {
    const status = await get(`${LIST}&status=DRAFT`);
    expect(status.statusCode).toBe(422);
    expect(status.json().errors.filter[0]).toMatch(/status is not known/);
    const sort = await get(`${LIST}&sort=zone`);
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors.sort).toBeDefined();
    // one year's months: a second year is refused, not half-listed
    for (const bad of ['month=13', 'zone=EAST', 'year=1999', 'year=2025&year=2024', 'year[]=2023&year[]=2024'])
      expect((await get(`/api/deliverable/building-maintenance?${bad}`)).statusCode, bad).toBe(422);
  });
});

describe('the year filter', () => {
  it('offers the years of the lists as its options', async () => {
    const r = await get('/api/deliverable/years');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.slice(0, 5)).toEqual([2022, 2023, 2024, 2025, 2026]);
  });
});
