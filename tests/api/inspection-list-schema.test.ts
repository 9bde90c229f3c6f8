/**
 * The inspection list is owned by its schema (schemas/inspection.ts inspectionListSchema): the route applies the declared
 * filters (the form's, the dashboards' and the API-only ones) and refuses the others with 422, `GET
 * /config/inspection-schedule` lists the columns — and one more property is a filter and a column with no other edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionListSchema } from '../../schemas/inspection.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { omSchoolId } from './helpers.js';

const properties = inspectionListSchema.properties as Record<string, SchemaProperty>;
let t: TestApp;
let tc: string;
let schoolId: number;
let ids: number[];

async function create(location: string, date: string, app = t, token = tc) {
  const templateId = (
    await app.db
      .selectFrom('checklists')
      .select('id')
      .where('category', '=', 'BUILDING-MAINTENANCE')
      .executeTakeFirstOrThrow()
  ).id;
  const member = (
    await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'technician@caretaker.test')
      .executeTakeFirstOrThrow()
  ).id;
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/inspection-schedule',
    headers: bearer(token),
    payload: { checklist_id: templateId, school_id: schoolId, members: [member], location, check_in: `${date} 08:00` },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  await app.db.updateTable('inspections').set({ inspected_at: date }).where('id', '=', id).execute();
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  tc = await t.loginAs('TERM-CONTRACTOR');
  schoolId = await omSchoolId(t);
  ids = [await create('Block Q north', '2031-03-02'), await create('Hall R', '2031-03-09')];
});
afterAll(async () => {
  delete properties.location;
  await t.close();
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url, headers: bearer(tc) });
const listed = async (query: string) => {
  const res = await get(t, `/api/inspection-schedule?per_page=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((r) => r.id).filter((id) => ids.includes(id));
};

describe('the inspection list read from its schema', () => {
  it('applies the range, one day, the older date names, the school by id or slug and created-by-me', async () => {
    const slug = (await t.db.selectFrom('schools').select('slug').where('id', '=', schoolId).executeTakeFirstOrThrow())
      .slug;
    expect(await listed('inspected_at_start=2031-03-01&inspected_at_end=2031-03-05')).toEqual([ids[0]]);
    expect(await listed('inspected_at=2031-03-09')).toEqual([ids[1]]);
    expect(await listed('start_date=2031-03-05&end_date=2031-03-31')).toEqual([ids[1]]);
    expect(await listed(`school_id[]=${schoolId}&inspected_at_start=2031-03-01`)).toEqual([ids[1], ids[0]]);
    expect(await listed(`school_slug=${slug}&inspected_at_start=2031-03-01`)).toEqual([ids[1], ids[0]]);
    expect(await listed(`school_id=${schoolId + 100000}`)).toEqual([]);
    expect(await listed('created_by_me=1&inspected_at_start=2031-03-01')).toEqual([ids[1], ids[0]]);
    const ma = await t.loginAs('MANAGING-AGENT');
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/inspection-schedule?created_by_me=1&inspected_at_start=2031-03-01',
      headers: bearer(ma),
    });
    expect(theirs.json().data).toEqual([]);
  });

  it('refuses an undeclared filter and an impossible date with 422, and its config lists the columns', async () => {
    const location = await get(t, '/api/inspection-schedule?location=Hall');
    expect(location.statusCode).toBe(422);
    expect(location.json().errors.filter[0]).toContain('The filter location is not known');
    const impossible = await get(t, '/api/inspection-schedule?inspected_at_end=2031-02-30');
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().errors).toHaveProperty('inspected_at_end');
    const config = (await get(t, '/api/config/inspection-schedule')).json().data;
    expect(config.columns.map((c: { field: string }) => c.field)).toEqual([
      'checklist_name',
      'school',
      'inspection_category',
      'frequency',
      'inspected_at',
      'status',
    ]);
  });
});

describe('one more property in the inspection list schema', () => {
  let edited: TestApp;
  beforeAll(async () => {
    properties.location = { type: 'string', title: 'Location', 'x-list': 7, 'x-filter': 'search' };
    edited = await createTestApp();
  });
  afterAll(async () => edited.close());

  it('is a filter the list applies and a column of its config', async () => {
    const token = await edited.loginAs('TERM-CONTRACTOR');
    await create('Block Q north', '2031-03-02', edited, token);
    const hall = await create('Hall R', '2031-03-09', edited, token);
    const res = await edited.app.inject({
      method: 'GET',
      url: '/api/inspection-schedule?location=hall&inspected_at_start=2031-03-01',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([hall]);
    const config = (
      await edited.app.inject({ method: 'GET', url: '/api/config/inspection-schedule', headers: bearer(token) })
    ).json().data;
    expect(config.columns.at(-1)).toMatchObject({ field: 'location', label: 'Location', filter: 'search' });
  });
});
