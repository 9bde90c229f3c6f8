import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

/**
 * A test app with the administrator signed in and the permissions' ids by slug, for the role and permission tests'
 * files: registers its own beforeAll/afterAll (so it is ready before the file's own hooks run) and answers the helpers
 * those files share; `api` asks as the administrator unless told.
 */
export function rolesFixture() {
  const fx = { t: undefined as unknown as TestApp, admin: '', permId: {} as Record<string, number> };
  beforeAll(async () => {
    fx.t = await createTestApp();
    fx.admin = await fx.t.loginAs('ADMIN');
    fx.permId = Object.fromEntries(
      (await fx.t.db.selectFrom('permissions').select(['id', 'slug']).execute()).map((p) => [p.slug, p.id]),
    );
  });
  afterAll(async () => fx.t.close());

  const api = (method: string, url: string, token: string | null = fx.admin, payload?: unknown) =>
    fx.t.app.inject({
      method: method as 'GET',
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function createRole(body: Record<string, unknown>) {
    const res = await api('POST', '/api/role', fx.admin, body);
    if (res.statusCode !== 201) throw new Error(`role create: ${res.statusCode} ${res.body}`);
    return res.json().data as {
      id: number;
      slug: string;
      permission_ids: number[];
      permissions: { id: number; slug: string; checked: boolean }[];
    };
  }
  return Object.assign(fx, { api, createRole });
}
