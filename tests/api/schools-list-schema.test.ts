/**
 * A filter on the school list is one schema edit on the server: with one more property in schemas/school.ts
 * schoolListSchema (added before the app is built, as an edit of the file would), GET /school filters by it instead of
 * answering 422 as it does for a filter the schema does not declare — within the caller's scope, still by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolListSchema } from '../../schemas/school.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

const properties = schoolListSchema.properties as Record<string, SchemaProperty>;
let t: TestApp;
let admin: string;
let ma: string;
beforeAll(async () => {
  properties.sub_zone = { type: ['string', 'null'], title: 'Sub-zone', 'x-list': 5, 'x-filter': 'multiselect' };
  t = await createTestApp();
  [admin, ma] = await Promise.all([t.loginAs('ADMIN'), t.loginAs('MANAGING-AGENT')]);
});
afterAll(async () => {
  delete properties.sub_zone;
  await t.close();
});

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('one more property in the school list schema', () => {
  it('is a filter the list applies, within the caller’s scope; an undeclared one is refused', async () => {
    const schools = await t.db.selectFrom('schools').select(['id', 'name', 'zone', 'sub_zone']).execute();
    const west = schools.find((s) => s.zone === 'WEST')!;
    const north = schools.find((s) => s.zone === 'NORTH')!;
    await t.db.updateTable('schools').set({ sub_zone: 'N2' }).where('id', 'in', [west.id, north.id]).execute();
    const res = await get('/api/school?sub_zone[]=N2&per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const n2 = (await t.db.selectFrom('schools').select('id').where('sub_zone', '=', 'N2').execute()).map((s) => s.id);
    expect(n2).toEqual(expect.arrayContaining([west.id, north.id]));
    expect(n2.length).toBeLessThan(schools.length);
    const listed = res.json().data.map((s: { id: number }) => s.id);
    expect(listed.sort()).toEqual(n2.sort());
    // the demo managing agent is in charge of NORTH, NORTH_EAST and EAST: the WEST school stays out of their list
    const theirs = (await get('/api/school?sub_zone=N2', ma)).json().data;
    expect(theirs.map((s: { id: number }) => s.id)).toContain(north.id);
    expect(theirs.map((s: { id: number }) => s.id)).not.toContain(west.id);
    expect(theirs.every((s: { sub_zone: string }) => s.sub_zone === 'N2')).toBe(true);
    const names = (await get('/api/school?all=1&sort=id&order=DESC')).json().data.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const refused = await get('/api/school?telephone=6368');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.filter[0]).toContain('The filter telephone is not known');
  });
});
