/**
 * The outstanding defects list is owned by its schema (schemas/defect.ts defectListSchema): the route applies the
 * declared filters (a whole end day, the checklist's category, created by the caller) and refuses the others with
 * 422, its config lists the columns — and a filter on a column is one edit of its property.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defectListSchema } from '../../schemas/defect.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

const properties = defectListSchema.properties as Record<string, SchemaProperty>;
const locationColumn = properties.location;

/** Two defects on a demo building-maintenance checklist: one of the administrator's, one of nobody's. */
async function seed(app: TestApp) {
  const tc = await app.loginAs('ADMIN');
  const me = (
    await app.db.selectFrom('users').select('id').where('email', '=', 'admin@caretaker.test').executeTakeFirst()
  )?.id;
  const inspection = await app.db
    .selectFrom('inspections')
    .select(['id', 'school_id'])
    .where('inspection_category', '=', 'BUILDING-MAINTENANCE')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const add = async (description: string, created_at: string, created_by: number | null) =>
    Number(
      (
        await app.db
          .insertInto('defects')
          .values({
            inspection_id: inspection.id,
            school_id: inspection.school_id,
            status: 'Follow up',
            sub_item_id: null,
            location: 'Block Z',
            description,
            created_by,
            created_at,
            updated_at: created_at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const ids = [
    await add('Loose rail', '2031-05-04T23:30:00.000Z', me ?? null),
    await add('Cracked tile', '2031-05-06T08:00:00.000Z', null),
  ];
  return { tc, ids };
}

let t: TestApp;
let tc: string;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  ({ tc, ids } = await seed(t));
});
afterAll(async () => {
  properties.location = locationColumn;
  await t.close();
});

const listed = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/defect?per_page=100&${query}`, headers: bearer(tc) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((r) => r.id).filter((id) => ids.includes(id));
};

describe('the outstanding defects list read from its schema', () => {
  it('keeps the whole end day, filters by the checklist category and type, status and who recorded it', async () => {
    expect(await listed('start_date=2031-05-01&end_date=2031-05-04')).toEqual([ids[0]]);
    expect(await listed('start_date=2031-05-05')).toEqual([ids[1]]);
    expect(await listed('start_date=2031-05-01&category=BUILDING-MAINTENANCE&status[]=Follow up')).toEqual([
      ids[1],
      ids[0],
    ]);
    expect(await listed('start_date=2031-05-01&category=SAFETY-AUDIT-INSPECTION')).toEqual([]);
    const { inspection_type: type } = await t.db
      .selectFrom('defects')
      .innerJoin('inspections', 'inspections.id', 'defects.inspection_id')
      .select('inspections.inspection_type')
      .where('defects.id', '=', ids[0])
      .executeTakeFirstOrThrow();
    expect(await listed(`start_date=2031-05-01&type=${type}`)).toEqual([ids[1], ids[0]]);
    expect(await listed(`start_date=2031-05-01&type=${type === 'ADHOC' ? 'REGULAR' : 'ADHOC'}`)).toEqual([]);
    expect(await listed('start_date=2031-05-01&status=Repaired')).toEqual([]);
    expect(await listed('start_date=2031-05-01&created_by_me=1')).toEqual([ids[0]]);
  });

  it('refuses an undeclared filter and an impossible date with 422, and its config lists the columns', async () => {
    const location = await t.app.inject({ method: 'GET', url: '/api/defect?location=Block', headers: bearer(tc) });
    expect(location.statusCode).toBe(422);
    expect(location.json().errors.filter[0]).toContain('The filter location is not known');
    const impossible = await t.app.inject({
      method: 'GET',
      url: '/api/defect?end_date=2031-02-30',
      headers: bearer(tc),
    });
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().errors).toHaveProperty('end_date');
    const config = (await t.app.inject({ method: 'GET', url: '/api/config/defect', headers: bearer(tc) })).json().data;
    expect(config.columns.map((c: { field: string }) => c.field)).toEqual([
      'description',
      'school',
      'location',
      'status',
      'created_at',
    ]);
  });
});

describe('a filter on the location column', () => {
  let edited: TestApp;
  beforeAll(async () => {
    properties.location = { ...locationColumn, 'x-filter': 'search' };
    edited = await createTestApp();
  });
  afterAll(async () => edited.close());

  it('is a filter the list applies and a filter of its config column', async () => {
    const seeded = await seed(edited);
    await edited.db.updateTable('defects').set({ location: 'Hall Y' }).where('id', '=', seeded.ids[1]).execute();
    const res = await edited.app.inject({
      method: 'GET',
      url: '/api/defect?location=hall y&start_date=2031-05-01',
      headers: bearer(seeded.tc),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([seeded.ids[1]]);
    const config = (
      await edited.app.inject({ method: 'GET', url: '/api/config/defect', headers: bearer(seeded.tc) })
    ).json().data;
    expect(config.columns[2]).toMatchObject({ field: 'location', label: 'Location', filter: 'search' });
  });
});
