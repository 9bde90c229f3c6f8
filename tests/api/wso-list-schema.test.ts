/**
 * The WSO list is owned by schemas/wso.ts wsoListSchema. A filter and a column are one schema edit on the server: with
 * one more filtering property and one more `x-list` (here made before the app is built, as an edit of the file would),
 * GET /work-service-order filters by it instead of answering 422 and GET /config/wso lists the column. And the list
 * keeps what its hand-written route did: the spec's filters, the administrator's zone filter, values refused with 422.
 * The caller's own orders (`created_by_me`, what a field device keeps) leave out a colleague's of the same schools.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wsoListSchema } from '../../schemas/wso.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, omSchoolId } from './helpers.js';

const properties = wsoListSchema.properties as Record<string, SchemaProperty>;
const zone = properties.zone;
let t: TestApp;
let tc: string;
let tech: string;
let om: string;
let admin: string;
let schoolId: number;
let schoolZone: string;
let draft: number;
let pending: number;
let colleagues: number;

beforeAll(async () => {
  properties.contact_person = { type: 'string', title: 'Contact person', 'x-filter': 'search' };
  properties.zone = { ...zone, 'x-list': 7 };
  t = await createTestApp();
  [tc, tech, om, admin] = await Promise.all(
    ['TERM-CONTRACTOR', 'TECHNICIAN', 'OPERATIONS-MANAGER', 'ADMIN'].map((r) => t.loginAs(r)),
  );
  schoolId = await omSchoolId(t);
  schoolZone = (await t.db.selectFrom('schools').select('zone').where('id', '=', schoolId).executeTakeFirstOrThrow())
    .zone;
  draft = await createDraft('Ms Tan of block Q');
  pending = await createDraft('Mr Lim');
  colleagues = await createDraft('Mr Goh', tech);
  await t.db
    .updateTable('work_service_orders')
    .set({ status: 'PENDING', ma_approved: 0 })
    .where('id', '=', pending)
    .execute();
});
afterAll(async () => {
  delete properties.contact_person;
  properties.zone = zone;
  await t.close();
});

async function createDraft(contact: string, token = tc) {
  const form = new FormData();
  const fields = { category: 'AD-HOC', school_id: schoolId, contact_person: contact, status: 'DRAFT' };
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  const { payload, headers } = await multipart(form);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/work-service-order',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const get = (url: string, token = tc) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const ids = async (url: string, token = tc) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((r: { id: number }) => r.id) as number[];
};

describe('one more property in the WSO list schema', () => {
  it('is a filter the list applies and a column of its config', async () => {
    expect(await ids('/api/work-service-order?contact_person=block q&per_page=100')).toEqual([draft]);
    expect(await ids('/api/work-service-order?contact_person[]=Mr Lim&per_page=100')).toEqual([pending]);
    const config = (await get('/api/config/wso')).json().data;
    expect(config.columns.map((c: { field: string }) => c.field)).toEqual([
      'reference_number',
      'school',
      'category',
      'date',
      'job_location',
      'status',
      'zone',
    ]);
    expect(config.columns.at(-1)).toMatchObject({ field: 'zone', label: 'Zone', filter: 'select' });
    // what the config answered before stays
    expect(config.filter_statuses).toEqual(['PENDING', 'APPROVED', 'REJECTED']);
  });

  it('refuses a filter or a sort it does not declare with 422', async () => {
    const unknown = await get('/api/work-service-order?colour=red');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.filter[0]).toContain('The filter colour is not known');
    const sort = await get('/api/work-service-order?sort=colour');
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors.sort).toBeDefined();
  });
});

describe('the WSO list served from its schema', () => {
  it('answers rows as the hand-written route did, newest first, with the display status and the actions', async () => {
    const res = await get('/api/work-service-order?per_page=100');
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows.findIndex((r) => r.id === pending)).toBeLessThan(rows.findIndex((r) => r.id === draft));
    const row = rows.find((r) => r.id === pending)!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'reference_number',
        'status',
        'display_status',
        'category',
        'date',
        'job_location',
        'zone',
        'school',
        'quotation_id',
        'quotation_reference',
        'has_report',
        'created_by',
        'created_at',
        'actions',
      ].sort(),
    );
    expect(row).toMatchObject({
      status: 'PENDING',
      display_status: 'PENDING FOR MA APPROVAL',
      category: 'AD-HOC',
      school: { id: schoolId },
      has_report: false,
      actions: expect.arrayContaining(['reject']),
    });
    expect(res.json().meta).toMatchObject({ current_page: 1, per_page: 100 });
  });

  it('filters by status (DRAFT too), category and school', async () => {
    const drafts = await ids('/api/work-service-order?status=DRAFT&per_page=100');
    expect(drafts).toContain(draft);
    expect(drafts).not.toContain(pending);
    expect(await ids('/api/work-service-order?status=PENDING&per_page=100')).not.toContain(draft);
    expect(await ids('/api/work-service-order?category=QUOTATION&per_page=100')).not.toContain(draft);
    expect(await ids(`/api/work-service-order?category=AD-HOC&school=${schoolId}&per_page=100`)).toEqual(
      expect.arrayContaining([draft, pending]),
    );
    expect(await ids(`/api/work-service-order?school=${schoolId + 1000}&per_page=100`)).toEqual([]);
  });

  it('refuses a value a filter cannot have with 422, as before', async () => {
    for (const query of [
      'status=NOPE',
      'category=NOPE',
      'school=abc',
      'zone=MOON',
      `reference_number=${'x'.repeat(101)}`,
      'created_by_me=yes',
    ])
      expect((await get(`/api/work-service-order?${query}`)).statusCode, query).toBe(422);
  });

  it('applies the zone filter for an administrator only; the others see their scope', async () => {
    const other = schoolZone === 'EAST' ? 'WEST' : 'EAST';
    expect(await ids(`/api/work-service-order?zone=${schoolZone}&per_page=100`, admin)).toContain(draft);
    expect(await ids(`/api/work-service-order?zone=${other}&per_page=100`, admin)).not.toContain(draft);
    expect(await ids(`/api/work-service-order?zone=${other}&per_page=100`, tc)).toContain(draft);
  });

  it("keeps an operations manager to their school's orders", async () => {
    const mine = await get('/api/work-service-order?per_page=100', om);
    expect(mine.json().data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([draft, pending]));
    expect(mine.json().data.every((r: { school: { id: number } }) => r.school.id === schoolId)).toBe(true);
    expect(await ids(`/api/work-service-order?school=${schoolId + 1000}&per_page=100`, om)).toEqual([]);
  });
});

describe("the caller's own orders", () => {
  it("leave out a colleague's order of the same school, whatever the status filter", async () => {
    // the colleague's draft is in the term contractor's scope: only the filter leaves it out
    expect(await ids('/api/work-service-order?status=DRAFT&per_page=100')).toEqual(
      expect.arrayContaining([draft, colleagues]),
    );
    const mine = await ids('/api/work-service-order?created_by_me=1&per_page=100');
    expect(mine).toEqual(expect.arrayContaining([pending, draft]));
    expect(mine).not.toContain(colleagues);
    expect(await ids('/api/work-service-order?status=DRAFT&created_by_me=1&per_page=100')).toEqual(
      expect.arrayContaining([draft]),
    );
    expect(await ids('/api/work-service-order?status=DRAFT&created_by_me=true&per_page=100')).not.toContain(colleagues);
    const theirs = await ids('/api/work-service-order?status=DRAFT&created_by_me=1&per_page=100', tech);
    expect(theirs).toContain(colleagues);
    expect(theirs).not.toContain(draft);
  });

  it('are every order of the scope when the flag is off, and none of another creator for an approver', async () => {
    expect(await ids('/api/work-service-order?created_by_me=0&per_page=100')).toEqual(
      expect.arrayContaining([draft, pending, colleagues]),
    );
    expect(await ids('/api/work-service-order?created_by_me=1&per_page=100', om)).toEqual([]);
  });

  it('refuses a value the flag cannot have with 422 naming the field', async () => {
    const res = await get('/api/work-service-order?created_by_me=yes');
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('created_by_me');
  });

  it('is a documented parameter of the list', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const params = doc.paths['/api/work-service-order'].get.parameters as { name: string; schema: object }[];
    expect(params.find((p) => p.name === 'created_by_me')?.schema).toMatchObject({
      enum: expect.arrayContaining(['1', 'true', '0', 'false']),
    });
  });
});
