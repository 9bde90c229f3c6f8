/**
 * A column or filter on the document list is one schema edit on the server: with one more property in
 * schemas/document.ts documentListSchema (added before the app is built, as an edit of the file would), GET /documents
 * filters by it and GET /config/document lists its column, while a filter or a sort the schema does not declare
 * answers 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentListSchema } from '../../schemas/document.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

const properties = documentListSchema.properties as Record<string, SchemaProperty>;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  properties.creator = {
    type: 'integer',
    title: 'Creator',
    'x-list': 7,
    'x-filter': 'select',
    'x-column': 'created_by',
    'x-display': ['created_by.full_name'],
  };
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
});
afterAll(async () => {
  delete properties.creator;
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });

describe('one more property in the document list schema', () => {
  it('is a filter the list applies and a column of its configuration', async () => {
    const users = await t.db.selectFrom('users').select(['id', 'full_name']).orderBy('id').limit(2).execute();
    const at = '2026-02-03T04:05:06.000Z';
    const doc = (name: string, created_by: number) => ({
      name,
      category: '["north"]',
      description: null,
      bucket: 'north_east',
      created_by,
      created_at: at,
      updated_at: at,
    });
    await t.db
      .insertInto('documents')
      .values([doc('Plan A', users[0].id), doc('Plan B', users[1].id), doc('Plan C', users[1].id)])
      .execute();
    const res = await get(`/api/documents?creator=${users[1].id}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((d: { name: string }) => d.name)
        .sort(),
    ).toEqual(['Plan B', 'Plan C']);
    expect(res.json().data[0].created_by).toEqual({ id: users[1].id, full_name: users[1].full_name });
    // the name search still applies with it, ignoring the spaces around the term
    const both = (await get(`/api/documents?creator=${users[1].id}&name=%20plan%20c%20`)).json().data;
    expect(both.map((d: { name: string }) => d.name)).toEqual(['Plan C']);

    const config = (await get('/api/config/document')).json().data;
    expect(config.columns.map((c: { field: string }) => c.field)).toEqual([
      'name',
      'category',
      'description',
      'attachments',
      'created_by',
      'updated_at',
      'creator',
    ]);
    expect(config.columns.at(-1)).toMatchObject({ label: 'Creator', filter: 'select' });
  });

  it('refuses a filter or a sort the schema does not declare', async () => {
    const refused = await get('/api/documents?description=plan');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['filter']);
    const badSort = await get('/api/documents?sort=name');
    expect(badSort.statusCode).toBe(422);
    expect(Object.keys(badSort.json().errors)).toEqual(['sort']);
  });
});
