/**
 * A filter and a column on the tree inspection list are one schema edit on the server: with one more property in
 * schemas/treeInspection.ts treeInspectionListSchema (added before the app is built, as an edit of the file would),
 * GET /tree-inspection filters by it; a filter the schema does not declare is refused with 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treeInspectionListSchema } from '../../schemas/treeInspection.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { omSchoolId } from './helpers.js';

const properties = treeInspectionListSchema.properties as Record<string, SchemaProperty>;
let t: TestApp;
let arborist: string;
let schoolId: number;
beforeAll(async () => {
  properties.location = { type: ['string', 'null'], title: 'Location', 'x-list': 5, 'x-filter': 'search' };
  t = await createTestApp();
  arborist = await t.loginAs('ARBORIST-NORTH-EAST');
  schoolId = await omSchoolId(t);
});
afterAll(async () => {
  delete properties.location;
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(arborist) });

async function inspectionAt(location: string) {
  const template = (await t.db.selectFrom('tree_checklists').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const made = await call('POST', '/api/tree-inspection', {
    tree_checklist_id: template,
    school_id: schoolId,
    location,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data.id as number;
}

describe('one more property in the tree inspection list schema', () => {
  it('is a filter the list applies, the rows keeping their shape', async () => {
    const pond = await inspectionAt('By the pond');
    const gate = await inspectionAt('Main gate');
    const found = await call('GET', '/api/tree-inspection?location=POND&per_page=100');
    expect(found.statusCode, found.body).toBe(200);
    const ids = found.json().data.map((r: { id: number }) => r.id);
    expect(ids).toContain(pond);
    expect(ids).not.toContain(gate);
    expect(found.json().data.find((r: { id: number }) => r.id === pond)).toMatchObject({
      location: 'By the pond',
      school: { id: schoolId },
      actions: expect.arrayContaining(['save']),
    });
    const several = await call('GET', `/api/tree-inspection?school[]=${schoolId}&status[]=DRAFT&per_page=100`);
    expect(several.json().data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([gate, pond]));
    // newest first
    expect(several.json().data[0].id).toBeGreaterThan(several.json().data.at(-1).id);
  });

  it('while a filter it does not declare is refused', async () => {
    const r = await call('GET', '/api/tree-inspection?colour=red');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.filter[0]).toMatch(/The filter colour is not known/);
  });
});
