import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

// School 4 (Ang Mo Kio, NORTH_EAST) is the demo OM's; school 9 (Tampines North, EAST) has its own OM; the demo MA covers NORTH, NORTH_EAST, EAST.
export const SCHOOL = 9;

/**
 * A test app with the administrator signed in and the demo users' ids by role, for the files of the user organisation
 * API tests: registers its own beforeAll/afterAll (so it is ready before the file's own hooks run) and answers the
 * helpers those files share; requests go as the administrator unless told.
 */
export function organisationFixture() {
  const fx = { t: undefined as unknown as TestApp, admin: '', ids: {} as Record<string, number> };
  beforeAll(async () => {
    fx.t = await createTestApp();
    fx.admin = await fx.t.loginAs('ADMIN');
    for (const slug of ['ADMIN', 'MANAGING-AGENT', 'MA-QS', 'OPERATIONS-MANAGER', 'TECHNICIAN', 'TERM-CONTRACTOR']) {
      fx.ids[slug] = (
        await fx.t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', `${slug.toLowerCase()}@caretaker.test`)
          .executeTakeFirstOrThrow()
      ).id;
    }
  });
  afterAll(async () => fx.t.close());

  const get = (url: string, token = fx.admin) => fx.t.app.inject({ url, headers: bearer(token) });
  const put = (school: number, payload: object, token = fx.admin) =>
    fx.t.app.inject({ method: 'PUT', url: `/api/user-organization/${school}/update`, payload, headers: bearer(token) });
  const omOf = async (school: number) =>
    (
      await fx.t.db
        .selectFrom('users')
        .select('id')
        .where('school_id', '=', school)
        .where('email', 'like', 'om.%')
        .executeTakeFirstOrThrow()
    ).id;
  return Object.assign(fx, { get, put, omOf });
}
