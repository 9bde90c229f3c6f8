/**
 * A filter on the Excel export list is one schema edit on the server: with one more property in schemas/exportJob.ts
 * exportTaskListSchema (added before the app is built, as an edit of the file would), GET /tasks filters by it instead
 * of answering 422 as it does for a filter the schema does not declare — still on the caller's own tasks only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportTaskListSchema } from '../../schemas/exportJob.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

const properties = exportTaskListSchema.properties as Record<string, SchemaProperty>;
let t: TestApp;
let admin: string;
let tc: string;
beforeAll(async () => {
  properties.outcome = { type: 'string', title: 'Outcome', 'x-filter': 'multiselect', 'x-column': 'status' };
  t = await createTestApp();
  [admin, tc] = await Promise.all([t.loginAs('ADMIN'), t.loginAs('TERM-CONTRACTOR')]);
});
afterAll(async () => {
  delete properties.outcome;
  await t.close();
});

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** A finished export task of this user, as the queue leaves it. */
async function task(userId: number, module: string, status: 'SUCCESS' | 'FAILED') {
  const now = new Date().toISOString();
  const row = await t.db
    .insertInto('jobs')
    .values({
      kind: 'excel-export',
      subject: module,
      payload: JSON.stringify({ module, properties: { status: [] } }),
      user_id: userId,
      status,
      run_after: now,
      lease_owner: null,
      lease_until: null,
      result_bucket: null,
      result_key: null,
      result_name: null,
      error: status === 'FAILED' ? 'The disk was full.' : null,
      created_at: now,
      updated_at: now,
      finished_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('one more property in the export list schema', () => {
  it('is a filter the list applies, on the caller’s own tasks; an undeclared one is refused', async () => {
    const me = (await get('/api/auth/me')).json().data.id as number;
    const other = (await get('/api/auth/me', tc)).json().data.id as number;
    const failed = await task(me, 'WSO', 'FAILED');
    const done = await task(me, 'WSO', 'SUCCESS');
    const theirs = await task(other, 'WSO', 'FAILED');
    const res = await get('/api/tasks?outcome[]=FAILED&per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((r: { id: number }) => r.id);
    expect(ids).toContain(failed);
    expect(ids).not.toContain(done);
    expect(ids).not.toContain(theirs);
    expect(res.json().data.every((r: { status: string }) => r.status === 'FAILED')).toBe(true);
    const both = (await get('/api/tasks?module=WSO&outcome=SUCCESS')).json();
    expect(both.data.map((r: { id: number }) => r.id)).toEqual([done]);
    const refused = await get('/api/tasks?remarks=disk');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.filter[0]).toContain('The filter remarks is not known');
  });
});
