/**
 * The administrators' failed-jobs, API-token and webhook lists are owned by their schemas (schemas/failedJob.ts,
 * apiToken.ts, webhook.ts), on SQLite and PostgreSQL: each is paged with its records as before, in its order (newest
 * failure, newest token, oldest endpoint first), sorts by the columns it declares, answers 422 to an undeclared filter
 * or sort, and one more property of its schema with `x-filter` (added before the app is built, as an edit of the file
 * would) is a filter the list applies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenListSchema } from '../../schemas/apiToken.js';
import { failedJobListSchema } from '../../schemas/failedJob.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { webhookEndpointListSchema } from '../../schemas/webhook.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

const jobProps = failedJobListSchema.properties as Record<string, SchemaProperty>;
const tokenProps = apiTokenListSchema.properties as Record<string, SchemaProperty>;
const hookProps = webhookEndpointListSchema.properties as Record<string, SchemaProperty>;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  jobProps.subject = { type: ['string', 'null'], title: 'Subject', 'x-filter': 'select' };
  tokenProps.name = { ...tokenProps.name, 'x-filter': 'search' };
  hookProps.active = { ...hookProps.active, 'x-filter': 'boolean' };
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
});
afterAll(async () => {
  delete jobProps.subject;
  delete tokenProps.name['x-filter'];
  delete hookProps.active['x-filter'];
  await t.close();
});

const get = async (url: string) => {
  const r = await t.app.inject({ url, headers: bearer(admin) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { data: Record<string, unknown>[]; meta?: { total: number } };
};
const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id);

async function failedJob(subject: string, finishedAt: string, status: 'FAILED' | 'SUCCESS' = 'FAILED') {
  const row = await t.db
    .insertInto('jobs')
    .values({
      kind: 'list-test',
      subject,
      payload: 'null',
      user_id: null,
      status,
      attempts: 3,
      run_after: finishedAt,
      lease_owner: null,
      lease_until: null,
      result_bucket: null,
      result_key: null,
      result_name: null,
      error: `${subject} failed`,
      created_at: finishedAt,
      updated_at: finishedAt,
      finished_at: finishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('lists owned by their schemas', () => {
  it('failed jobs: newest failure first, paged, sorted by a declared column, filtered by a new property', async () => {
    const older = await failedJob('OLDER', '2030-01-01T00:00:00.000Z');
    const newer = await failedJob('NEWER', '2030-01-02T00:00:00.000Z');
    await failedJob('DONE', '2030-01-03T00:00:00.000Z', 'SUCCESS');
    const page = await get('/api/jobs/failed?per_page=2');
    expect(ids(page.data)).toEqual([newer, older]);
    expect(page.data[0]).toMatchObject({ kind: 'list-test', subject: 'NEWER', error: 'NEWER failed', user: null });
    expect(page.meta?.total).toBeGreaterThanOrEqual(2);
    expect(ids((await get('/api/jobs/failed?sort=id&order=ASC&per_page=500')).data).slice(-2)).toEqual([older, newer]);
    expect(ids((await get('/api/jobs/failed?subject=OLDER')).data)).toEqual([older]);
    expect((await get('/api/jobs/failed?subject=DONE')).data).toEqual([]);
  });

  it('API tokens: newest first, never a secret, sorted by name, filtered by a new property', async () => {
    const create = async (name: string) => {
      const user = await t.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/api-tokens',
        headers: bearer(admin),
        payload: { name, user_id: user.id, expires_in_days: 30 },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json().data.id as number;
    };
    const b = await create('b-sync');
    const a = await create('a-sync');
    const list = await get('/api/api-tokens');
    expect(ids(list.data).slice(0, 2)).toEqual([a, b]);
    expect(list.data[0]).toMatchObject({ name: 'a-sync', status: 'active', user: { role_name: expect.any(String) } });
    expect(JSON.stringify(list.data)).not.toMatch(/token_hash|"token"/);
    expect(ids((await get('/api/api-tokens?sort=name&order=ASC')).data)).toEqual([a, b]);
    expect(ids((await get('/api/api-tokens?name=B-SY')).data)).toEqual([b]);
  });

  it('webhooks: oldest endpoint first with its queue, sorted by address, filtered by a new property', async () => {
    const register = async (url: string, active: boolean) => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: bearer(admin),
        payload: { url, events: ['export.finished'], active },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json().data.id as number;
    };
    const z = await register('https://z.example/in', true);
    const y = await register('https://y.example/in', false);
    const list = await get('/api/webhooks');
    expect(ids(list.data)).toEqual([z, y]);
    expect(list.data[1]).toMatchObject({ active: false, pending: 0, failed: 0, events: ['export.finished'] });
    expect(list.data[1].secret_hint).not.toBe(undefined);
    expect(ids((await get('/api/webhooks?sort=url&order=ASC')).data)).toEqual([y, z]);
    expect(ids((await get('/api/webhooks?active=false')).data)).toEqual([y]);
  });

  it('answers 422 to an undeclared filter or sort', async () => {
    for (const url of [
      '/api/jobs/failed?status=SUCCESS',
      '/api/jobs/failed?sort=error',
      '/api/api-tokens?user_id=1',
      '/api/api-tokens?sort=status',
      '/api/webhooks?events=export.finished',
      '/api/webhooks?sort=secret_hint',
    ]) {
      const r = await t.app.inject({ url, headers: bearer(admin) });
      expect(r.statusCode, url).toBe(422);
    }
  });
});
