import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  // Something to read: a failed and a good sign-in, a role created and changed, a permission created.
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'technician@caretaker.test', password: 'wrong-password-1!' },
  });
  await t.loginAs('TECHNICIAN');
  const role = (
    await t.app.inject({
      method: 'POST',
      url: '/api/role',
      headers: bearer(admin),
      payload: { name: 'Audit Subject', slug: 'AUDIT_SUBJECT' },
    })
  ).json().data;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/role/${role.id}`,
    headers: bearer(admin),
    payload: { description: 'changed' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/permission',
    headers: bearer(admin),
    payload: { name: 'Audit probe', slug: 'audit.probe', category: 'AUDIT' },
  });
});
afterAll(async () => t.close());

const get = (url: string, token = admin) => t.app.inject({ url, headers: bearer(token) });
const rows = async (qs: string) => {
  const res = await get(`/api/audit-log?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    action: string;
    entity: string;
    actor_name: string | null;
    before: string | null;
    after: string | null;
  }[];
};

describe('audit log', () => {
  it('lists newest first with the paged envelope', async () => {
    const res = (await get('/api/audit-log?per_page=3')).json();
    const total = Number(
      (
        await t.db
          .selectFrom('audit_logs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(res.meta).toMatchObject({ current_page: 1, per_page: 3, total });
    expect(total).toBeGreaterThanOrEqual(6);
    const ids = res.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(res.data[0].action).toBe('permission.create');
  });

  it('filters by action, entity and actor', async () => {
    expect((await rows('action=login.failure')).map((r) => r.actor_name)).toEqual(['Demo Technician']);
    const roleRows = await rows('entity=role');
    expect(roleRows.map((r) => r.action)).toEqual(['role.update', 'role.create']);
    expect(JSON.parse(roleRows[0].before!)).toMatchObject({ slug: 'AUDIT_SUBJECT', description: null });
    expect(JSON.parse(roleRows[0].after!)).toMatchObject({ description: 'changed' });
    const byAdmin = await rows('actor_name=demo%20admin&all=1');
    expect(byAdmin.length).toBeGreaterThanOrEqual(4);
    expect(byAdmin.every((r) => r.actor_name === 'Demo Admin')).toBe(true);
    expect((await rows('entity=permiss')).map((r) => r.entity)).toEqual(['permission']);
    expect(await rows('action=no-such-action')).toEqual([]);
  });

  it("answers entries of every area, whatever entity they name (a quotation's, a school's)", async () => {
    const school = (await t.db.selectFrom('schools').select('id').executeTakeFirstOrThrow()).id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/school/${school}`,
      headers: bearer(admin),
      payload: { telephone: '61234567' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await rows('entity=school')).map((r) => r.entity)).toContain('school');
  });

  it('shows one entry and answers its columns', async () => {
    const [first] = await rows('action=role.create');
    const one = await get(`/api/audit-log/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: first.id, action: 'role.create', entity: 'role' });
    const cols = (await get('/api/config/audit-log')).json().data.columns.map((c: { field: string }) => c.field);
    expect(cols).toEqual(['created_at', 'actor_name', 'action', 'entity', 'entity_id']);
  });

  it('is read-only, and closed to a technician', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: method === 'POST' ? '/api/audit-log' : '/api/audit-log/1',
        headers: bearer(admin),
        payload: {},
      });
      expect(res.statusCode, method).toBe(404);
    }
    const tech = await t.loginAs('TECHNICIAN');
    expect((await get('/api/audit-log', tech)).statusCode).toBe(403);
    expect((await get('/api/audit-log/1', tech)).statusCode).toBe(403);
    expect((await get('/api/config/audit-log', tech)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/audit-log' })).statusCode).toBe(401);
  });
});
