import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { hashPassword } from '../../server/lib/tokens.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { actors, type Actors } from './quotations.support.js';

/**
 * A test app with a term contractor, a managing agent and an administrator signed in, for the quotation integrity
 * tests' files: registers its own beforeAll/afterAll (so it is ready before the file's own hooks run) and answers the
 * helpers those files share.
 */
export function integrityFixture() {
  const fx = { t: undefined as unknown as TestApp, a: undefined as unknown as Actors };
  beforeAll(async () => {
    fx.t = await createTestApp();
    fx.a = await actors(fx.t, ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'ADMIN']);
  });
  afterAll(async () => fx.t.close());

  const tc = () => fx.a.tokens['TERM-CONTRACTOR'];
  const get = (url: string, token = tc()) => fx.t.app.inject({ url, headers: bearer(token) });
  const money = (cents: unknown) => (Number(cents) / 100).toFixed(2);

  async function schoolOf(zone: string) {
    return fx.t.db.selectFrom('schools').selectAll().where('zone', '=', zone).orderBy('id').executeTakeFirstOrThrow();
  }

  /** A term contractor of the given zones (company SP), logged in. */
  async function contractorOf(zones: readonly string[], tag: string) {
    const role = await fx.t.db
      .selectFrom('roles')
      .select('id')
      .where('slug', '=', 'TERM-CONTRACTOR')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const email = `tc.${tag}@caretaker.test`;
    await fx.t.db
      .insertInto('users')
      .values({
        full_name: `TC ${tag}`,
        email,
        password_hash: await hashPassword(DEMO_PASSWORD),
        designation: null,
        mobile_no: null,
        role_id: role.id,
        school_id: null,
        contractor: 'SP',
        zone_in_charge: JSON.stringify(zones),
        created_at: now,
        updated_at: now,
      })
      .execute();
    return fx.t.login(email);
  }
  return Object.assign(fx, { tc, get, money, schoolOf, contractorOf });
}
