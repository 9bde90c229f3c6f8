/**
 * Deactivation by an administrator: the user keeps their records but is signed out at once, cannot sign in (told so
 * only after the right password), is left out of pickers, and is found by the users list's status filter; an
 * administrator cannot deactivate themselves; reactivation lets them sign in again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { userOfRole, userWithPermissions } from './helpers.js';

let t: TestApp;
let admin: string;
let adminId: number;
let ma: { userId: number; token: string };
const EMAIL = 'leaving.ma@caretaker.test';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  adminId = (await t.app.inject({ url: '/api/auth/me', headers: bearer(admin) })).json().data.id;
  const role = await t.db
    .selectFrom('roles')
    .select('id')
    .where('slug', '=', 'MANAGING-AGENT')
    .executeTakeFirstOrThrow();
  ma = await userOfRole(t, role.id, EMAIL, { zone_in_charge: ['NORTH'] });
});
afterAll(async () => t.close());

const post = (url: string, token: string) => t.app.inject({ method: 'POST', url, headers: bearer(token) });
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const signIn = () =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL, password: DEMO_PASSWORD } });
const listed = async (query: string) =>
  ((await get(`/api/user?all=1&${query}`, admin)).json().data as { id: number; status: string }[]).map((u) => u.id);

describe('an administrator deactivates and reactivates a user', () => {
  it('deactivates: the session ends, sign-in is refused with the message, jobs see no user, audited', async () => {
    expect((await get('/api/auth/me', ma.token)).statusCode).toBe(200);
    const res = await post(`/api/user/${ma.userId}/deactivate`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.userDeactivated, data: { id: ma.userId, status: 'deactivated' } });
    expect(res.json().data.deactivated_at).toBeTruthy();
    expect((await get('/api/auth/me', ma.token)).statusCode).toBe(401);
    const login = await signIn();
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(MSG.accountDeactivated);
    expect(await t.app.userForJob(ma.userId)).toBeNull();
    const entries = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'actor_id'])
      .where('entity_id', '=', String(ma.userId))
      .where('action', 'like', 'user.%activate')
      .execute();
    expect(entries).toEqual([{ action: 'user.deactivate', actor_id: adminId }]);
  });

  it('shows the status in the list and filters by it', async () => {
    expect(await listed('status=deactivated')).toContain(ma.userId);
    expect(await listed('status=active')).not.toContain(ma.userId);
    expect(await listed('status[]=active&status[]=deactivated')).toContain(ma.userId);
    const page = (await get('/api/user?per_page=200&status=deactivated', admin)).json();
    expect(page.data.every((u: { status: string }) => u.status === 'deactivated')).toBe(true);
    const bad = await get('/api/user?status=sleeping', admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeTruthy();
  });

  it('leaves a deactivated user out of the pickers and refuses them an API token', async () => {
    const lookup = (await get('/api/user/lookup', admin)).json().data.map((u: { id: number }) => u.id);
    expect(lookup).not.toContain(ma.userId);
    const mas = (await get('/api/user/ma-users', admin)).json().data.map((u: { id: number }) => u.id);
    expect(mas).not.toContain(ma.userId);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/api-tokens',
      headers: bearer(admin),
      payload: { name: 'for-a-leaver', user_id: ma.userId, expires_in_days: 30 },
    });
    expect(token.statusCode).toBe(422);
    expect(token.json().errors.user_id).toEqual(['The selected user is deactivated.']);
  });

  it('reactivates: the user signs in again and is offered in pickers', async () => {
    const res = await post(`/api/user/${ma.userId}/reactivate`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MSG.userReactivated,
      data: { status: 'active', deactivated_at: null },
    });
    expect((await signIn()).statusCode).toBe(200);
    const mas = (await get('/api/user/ma-users', admin)).json().data.map((u: { id: number }) => u.id);
    expect(mas).toContain(ma.userId);
  });

  it("refuses one's own account (403), an unknown user (404), and a user without user.edit (403)", async () => {
    const own = await post(`/api/user/${adminId}/deactivate`, admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MSG.deactivateOwn);
    expect((await post('/api/user/999999/deactivate', admin)).statusCode).toBe(404);
    const viewer = await userWithPermissions(t, ['user.view']);
    expect((await post(`/api/user/${ma.userId}/deactivate`, viewer.token)).statusCode).toBe(403);
    expect((await get('/api/auth/me', admin)).statusCode).toBe(200);
  });
});
