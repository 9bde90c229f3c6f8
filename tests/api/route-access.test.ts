import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { concreteUrl, userWithPermissions } from './helpers.js';

let t: TestApp;
let noPermsToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  noPermsToken = (await userWithPermissions(t, [], 'noperms')).token;
  adminToken = await t.loginAs('ADMIN');
});
/** Probes sent, printed at the end so a run's report can say how much the sweep covered. */
let probes = 0;
afterAll(async () => {
  console.log(`route-access: ${probes} probes over ${t.app.apiRoutes.length} routes`);
  await t.close();
});

function call(method: string, url: string, headers: Record<string, string> = {}) {
  probes++;
  return t.app.inject({
    method: method as 'GET',
    url: concreteUrl(url),
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('every /api route declares its access and the server enforces it', () => {
  it('knows a good number of routes, each with an access rule', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(30);
    for (const r of t.app.apiRoutes) expect(r.access.auth ?? r.access.permission, `${r.method} ${r.url}`).toBeTruthy();
    // The core administration routes are guarded by a permission, not merely by sign-in.
    const perm = (m: string, u: string) =>
      t.app.apiRoutes.find((r) => r.method === m && r.url === u)?.access.permission;
    expect(perm('GET', '/api/user')).toBe('user.view');
    expect(perm('POST', '/api/user')).toBe('user.create');
    expect(perm('DELETE', '/api/user/:id')).toBe('user.delete');
    expect(perm('PATCH', '/api/role/:id')).toBe('role.edit');
    expect(perm('POST', '/api/permission')).toBe('permission.create');
    expect(perm('GET', '/api/audit-log')).toBe('audit.view');
    expect(perm('GET', '/api/api-tokens')).toBe('api-token.view');
    expect(perm('POST', '/api/api-tokens')).toBe('api-token.create');
    expect(perm('DELETE', '/api/api-tokens/:id')).toBe('api-token.delete');
  });

  it('answers 401 with the unauthorised message to every non-public route called without a token', async () => {
    const failures: string[] = [];
    for (const r of t.app.apiRoutes.filter((x) => x.access.auth !== 'public')) {
      const res = await call(r.method, r.url);
      if (res.statusCode !== 401 || res.json().message !== MSG.unauthorized)
        failures.push(`${r.method} ${r.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to a forged or malformed bearer token', async () => {
    const failures: string[] = [];
    for (const r of t.app.apiRoutes.filter((x) => x.access.auth !== 'public')) {
      for (const headers of [
        bearer('not-a-real-token'),
        { authorization: 'Basic YWRtaW46cGFzcw==' },
        { authorization: 'Bearer ' },
      ]) {
        const res = await call(r.method, r.url, headers);
        if (res.statusCode !== 401) failures.push(`${r.method} ${r.url} ${headers.authorization} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a signed-in user whose role has no permissions, on every route that names a permission', async () => {
    const guarded = t.app.apiRoutes.filter((x) => x.access.permission);
    expect(guarded.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const r of guarded) {
      const res = await call(r.method, r.url, bearer(noPermsToken));
      if (res.statusCode !== 403) failures.push(`${r.method} ${r.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets that same user through on the routes for any signed-in user (no 401/403 on their own data)', async () => {
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(noPermsToken) })).json().data;
    expect(me.permissions).toEqual([]);
    for (const url of [
      '/api/auth/me',
      '/api/config/menu',
      '/api/notifications/unread/all',
      `/api/user/${me.id}`,
      '/api/permission/config',
    ]) {
      const res = await t.app.inject({ url, headers: bearer(noPermsToken) });
      expect(res.statusCode, url).toBe(200);
    }
    // But not another user's record.
    const other = await t.app.inject({ url: '/api/user/1', headers: bearer(noPermsToken) });
    expect(me.id).not.toBe(1);
    expect(other.statusCode).toBe(403);
  });

  it('gives an administrator neither 401 nor 403 on any GET route', async () => {
    const failures: string[] = [];
    for (const r of t.app.apiRoutes.filter((x) => x.method === 'GET')) {
      const res = await call('GET', r.url, bearer(adminToken));
      if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)
        failures.push(`${r.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers the public routes without a token', async () => {
    for (const url of ['/api/config', '/api/docs/json'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@caretaker.test', password: 'Caretaker#2026' },
    });
    expect(login.statusCode).toBe(200);
  });
});
