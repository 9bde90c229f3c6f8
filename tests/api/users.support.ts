import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

export const STRONG = 'Str0ng#Password';

/**
 * A test app signed in as the administrator, for the user tests' files: registers its own beforeAll/afterAll (so it
 * is ready before the file's own hooks run) and answers the helpers those files share.
 */
export function usersFixture() {
  const fx = {
    t: undefined as unknown as TestApp,
    admin: '',
    roleId: {} as Record<string, number>,
    schoolId: 0,
    api: (method: string, url: string, token: string | null, payload?: unknown) =>
      fx.t.app.inject({
        method: method as 'GET',
        url,
        headers: token ? bearer(token) : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async createUser(fields: Record<string, unknown>) {
      const res = await fx.api('POST', '/api/user', fx.admin, {
        password: STRONG,
        role_id: fx.roleId.TECHNICIAN,
        ...fields,
      });
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      return res.json().data as Record<string, unknown>;
    },
    userIdOf: async (email: string) =>
      (await fx.t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
  };
  beforeAll(async () => {
    fx.t = await createTestApp();
    fx.admin = await fx.t.loginAs('ADMIN');
    fx.roleId = Object.fromEntries(
      (await fx.t.db.selectFrom('roles').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]),
    );
    fx.schoolId = (await fx.t.db.selectFrom('schools').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => fx.t.close());
  return fx;
}
