import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

/** An administrator's change to a user's password or role ends that user's sessions; other edits do not. */
const STRONG = 'Str0ng#Password';
const NEWER = 'N3wer#Password!';
let t: TestApp;
let admin: string;
let roleId: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  roleId = Object.fromEntries(
    (await t.db.selectFrom('roles').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]),
  );
});
afterAll(async () => t.close());

const api = (method: 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const alive = async (token: string) => (await api('GET', '/api/auth/me', token)).statusCode === 200;

let serial = 0;
async function userWithSessions(count = 2) {
  const email = `revoke.${++serial}@example.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    headers: bearer(admin),
    payload: { full_name: `Revoke ${serial}`, email, password: STRONG, role_id: roleId.TECHNICIAN },
  });
  expect(res.statusCode).toBe(201);
  const tokens = [];
  for (let i = 0; i < count; i++) tokens.push(await t.login(email, STRONG));
  return { id: res.json().data.id as number, email, tokens };
}

describe('sessions end when an administrator changes a user', () => {
  it('ends every session of a user whose password the administrator changes (PUT)', async () => {
    const u = await userWithSessions();
    expect(await Promise.all(u.tokens.map(alive))).toEqual([true, true]);
    expect((await api('PUT', `/api/user/${u.id}`, admin, { password: NEWER })).statusCode).toBe(200);
    expect(await Promise.all(u.tokens.map(alive))).toEqual([false, false]);
    expect(await alive(admin)).toBe(true);
    expect(await alive(await t.login(u.email, NEWER))).toBe(true);
  });

  it('ends them when the role changes (PATCH), but not when only the name or the same role is saved', async () => {
    const u = await userWithSessions(1);
    expect(
      (await api('PATCH', `/api/user/${u.id}`, admin, { full_name: 'Renamed', role_id: roleId.TECHNICIAN })).statusCode,
    ).toBe(200);
    expect(await alive(u.tokens[0])).toBe(true);
    expect(
      (await api('PATCH', `/api/user/${u.id}`, admin, { role_id: roleId['TERM-CONTRACTOR'], contractor: 'SH' }))
        .statusCode,
    ).toBe(200);
    expect(await alive(u.tokens[0])).toBe(false);
    const revoked = await t.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', u.id).execute();
    expect(revoked.every((s) => s.revoked_at !== null)).toBe(true);
  });

  it('keeps the session an administrator uses to change their own password, and ends their others', async () => {
    const a = await userWithSessions(0);
    expect((await api('PATCH', `/api/user/${a.id}`, admin, { role_id: roleId.ADMIN })).statusCode).toBe(200);
    const [inUse, elsewhere] = [await t.login(a.email, STRONG), await t.login(a.email, STRONG)];
    expect((await api('PUT', `/api/user/${a.id}`, inUse, { password: NEWER })).statusCode).toBe(200);
    expect([await alive(inUse), await alive(elsewhere)]).toEqual([true, false]);
  });

  it('ends the sessions of a deleted user (there is no deactivation: deleting is how access ends)', async () => {
    const u = await userWithSessions(1);
    expect((await api('DELETE', `/api/user/${u.id}`, admin)).statusCode).toBe(200);
    expect(await alive(u.tokens[0])).toBe(false);
  });
});
