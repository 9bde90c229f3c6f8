/**
 * A filter on the tree checklist list is one schema edit on the server: with one more property in
 * schemas/treeChecklist.ts treeChecklistListSchema (added before the app is built, as an edit of the file would),
 * GET /tree-checklist filters by it. The school filter keeps a school's templates and those for every school; a filter
 * the schema does not declare, or a school that is not an id, is refused with 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treeChecklistListSchema } from '../../schemas/treeChecklist.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { nowIso } from '../../server/db/columns.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { omSchoolId } from './helpers.js';

const properties = treeChecklistListSchema.properties as Record<string, SchemaProperty>;
let t: TestApp;
let arborist: string;
let schoolId: number;
beforeAll(async () => {
  properties.school_id = { type: ['integer', 'null'], title: 'Own school', 'x-list': 3, 'x-filter': 'select' };
  t = await createTestApp();
  arborist = await t.loginAs('ARBORIST-NORTH-EAST');
  schoolId = await omSchoolId(t);
});
afterAll(async () => {
  delete properties.school_id;
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(arborist) });
const ids = (r: { json(): { data: { id: number }[] } }) => r.json().data.map((x) => x.id);

describe('the tree checklist list', () => {
  it('filters by one more property of its schema, and by school with the templates for every school', async () => {
    const now = nowIso();
    const own = await t.db
      .insertInto('tree_checklists')
      .values({
        name: 'Own palms',
        category: 'PALM-INSPECTION',
        school_id: schoolId,
        status: 'ACTIVE',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const everySchool = ids(await get('/api/tree-checklist?per_page=100'));
    const bySchoolId = await get(`/api/tree-checklist?school_id=${schoolId}`);
    expect(bySchoolId.statusCode, bySchoolId.body).toBe(200);
    expect(ids(bySchoolId)).toEqual([own.id]);
    expect(bySchoolId.json().data[0]).toMatchObject({
      name: 'Own palms',
      category: 'PALM-INSPECTION',
      school_id: schoolId,
      status: 'ACTIVE',
    });
    expect(ids(await get(`/api/tree-checklist?school=${schoolId}&per_page=100`)).sort()).toEqual(everySchool.sort());
    expect(ids(await get('/api/tree-checklist?school=999999&per_page=100'))).not.toContain(own.id);
  });

  it('refuses a filter it does not declare and a school that is not an id', async () => {
    const unknown = await get('/api/tree-checklist?colour=red');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.filter[0]).toMatch(/The filter colour is not known/);
    const bad = await get('/api/tree-checklist?school=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.school).toEqual(['The selected school is invalid.']);
  });
});
