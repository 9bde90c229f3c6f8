/**
 * The key of what a device keeps for field work without signal: a signed-in user gets their own, the same on every
 * request and never cached; another user gets another; no session no key; deactivation forgets it, so a reactivated user
 * gets a new one (what a device kept under the old one stays unreadable).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { userOfRole } from './helpers.js';

let t: TestApp;
let admin: string;
let tc: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  const role = await t.db.selectFrom('roles').select('id').where('slug', '=', 'TERM-CONTRACTOR').executeTakeFirst();
  tc = await userOfRole(t, role!.id, 'offline.tc@caretaker.test', { zone_in_charge: ['NORTH'] });
});
afterAll(async () => t.close());

const keyOf = (token: string) => t.app.inject({ url: '/api/auth/offline-key', headers: bearer(token) });

describe('GET /auth/offline-key', () => {
  it('answers the signed-in user their own 32-byte key, the same each time, marked no-store', async () => {
    const first = await keyOf(tc.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const data = first.json().data as { key: string; user_id: number };
    expect(data.user_id).toBe(tc.userId);
    expect(Buffer.from(data.key, 'base64url')).toHaveLength(32);
    expect((await keyOf(tc.token)).json().data.key).toBe(data.key);
    const adminKey = (await keyOf(admin)).json().data.key as string;
    expect(adminKey).not.toBe(data.key);
  });

  it('refuses a request without a session', async () => {
    expect((await t.app.inject({ url: '/api/auth/offline-key' })).statusCode).toBe(401);
  });

  it('forgets the key when the user is deactivated: after reactivation the key is a new one', async () => {
    const before = (await keyOf(tc.token)).json().data.key as string;
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/user/${tc.userId}/deactivate`,
      headers: bearer(admin),
    });
    expect(off.statusCode, off.body).toBe(200);
    const row = await t.db.selectFrom('users').select('offline_key').where('id', '=', tc.userId).executeTakeFirst();
    expect(row?.offline_key).toBeNull();
    expect((await keyOf(tc.token)).statusCode).toBe(401);
    const on = await t.app.inject({ method: 'POST', url: `/api/user/${tc.userId}/reactivate`, headers: bearer(admin) });
    expect(on.statusCode, on.body).toBe(200);
    const again = await keyOf(await t.login('offline.tc@caretaker.test'));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.key).not.toBe(before);
  });
});
