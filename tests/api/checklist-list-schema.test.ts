/**
 * The BM & TP checklist list (GET /checklist) is owned by its schema (schemas/checklist.ts checklistListSchema): the
 * active templates by category then name, filtered by category, frequency and type, every one with all=1 (the
 * create-inspection picker), and one more property of the schema is one more filter (added before the app is built,
 * as an edit of the file would). A filter or sort the schema does not declare is refused with 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistListSchema } from '../../schemas/checklist.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { nowIso } from '../../server/db/columns.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

const properties = checklistListSchema.properties as Record<string, SchemaProperty>;
let t: TestApp;
let tc: string;
beforeAll(async () => {
  properties.custom_callback = { type: ['string', 'null'], title: 'Callback', 'x-filter': 'search' };
  t = await createTestApp();
  tc = await t.loginAs('TERM-CONTRACTOR');
});
afterAll(async () => {
  delete properties.custom_callback;
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tc) });
type Row = { id: number; name: string; category: string; frequency: string; type: string; status: string };
const rows = (r: { json(): { data: Row[] } }) => r.json().data;

describe('the BM & TP checklist list', () => {
  it('lists the active templates by category, then name, with the columns the API answered', async () => {
    const now = nowIso();
    const inactive = await t.db
      .insertInto('checklists')
      .values({
        name: 'Retired checklist',
        category: 'BUILDING-MAINTENANCE',
        type: 'ADHOC',
        frequency: 'ADHOC',
        status: 'INACTIVE',
        custom_callback: 'legacy-callback',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await get('/api/checklist?per_page=500');
    expect(res.statusCode, res.body).toBe(200);
    const all = rows(res);
    expect(all.length).toBeGreaterThan(1);
    expect(all.map((r) => r.id)).not.toContain(inactive.id);
    expect(all.every((r) => r.status === 'ACTIVE')).toBe(true);
    const order = all.map((r) => [r.category, r.name]);
    expect(order).toEqual(
      [...order].sort(([c1, n1], [c2, n2]) => (c1 === c2 ? (n1 < n2 ? -1 : n1 > n2 ? 1 : 0) : c1 < c2 ? -1 : 1)),
    );
    expect(Object.keys(all[0]).sort()).toEqual(
      ['category', 'custom_callback', 'frequency', 'id', 'name', 'status', 'type'].sort(),
    );
    expect(res.json().meta).toMatchObject({ total: all.length });
    // the picker's every template: the same rows, unpaged
    expect(rows(await get('/api/checklist?all=1')).map((r) => r.id)).toEqual(all.map((r) => r.id));
  });

  it('filters by category, frequency and type, and by one more property of its schema', async () => {
    const all = rows(await get('/api/checklist?per_page=500'));
    const first = all[0];
    const filtered = rows(
      await get(`/api/checklist?category=${first.category}&frequency=${first.frequency}&type=${first.type}`),
    );
    expect(filtered.map((r) => r.id)).toContain(first.id);
    expect(
      filtered.every((r) => r.category === first.category && r.frequency === first.frequency && r.type === first.type),
    ).toBe(true);
    const now = nowIso();
    const own = await t.db
      .insertInto('checklists')
      .values({
        name: 'Zzz callback',
        category: 'BUILDING-MAINTENANCE',
        type: 'REGULAR',
        frequency: 'WEEKLY',
        status: 'ACTIVE',
        custom_callback: 'special-callback',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const byCallback = await get('/api/checklist?custom_callback=SPECIAL');
    expect(byCallback.statusCode, byCallback.body).toBe(200);
    expect(rows(byCallback).map((r) => r.id)).toEqual([own.id]);
  });

  it('sorts by name when asked and refuses a filter or sort it does not declare', async () => {
    const byName = rows(await get('/api/checklist?sort=name&order=ASC&per_page=500')).map((r) => r.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const unknown = await get('/api/checklist?colour=red');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.filter[0]).toMatch(/The filter colour is not known/);
    const badSort = await get('/api/checklist?sort=custom_callback');
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().errors.sort).toBeDefined();
  });
});
