/**
 * GET /api/user/lookup per role: names for every signed-in role, e-mails only with `user.view`, and a term
 * contractor's look-ups limited to the users of their zones (spec 2 §6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, ROLE_SLUGS } from '../../domain/roles.js';
import { demoEmail } from '../../server/db/seed.js';
import { safeJsonArray } from '../../server/plugins/auth.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { userWithPermissions } from './helpers.js';

let t: TestApp;
let allUsers: { id: number; full_name: string; email: string; zone_in_charge: string }[];
beforeAll(async () => {
  t = await createTestApp();
  // Somebody only in the South, outside the demo contractor's zones.
  const south = await userWithPermissions(t, [], 'southonly');
  await t.db
    .updateTable('users')
    .set({ zone_in_charge: JSON.stringify(['SOUTH']) })
    .where('id', '=', south.userId)
    .execute();
  allUsers = await t.db.selectFrom('users').select(['id', 'full_name', 'email', 'zone_in_charge']).execute();
});
afterAll(async () => t.close());

type Row = { id: number; full_name: string; email?: string };
const lookup = async (token: string, query = '') => {
  const res = await t.app.inject({ url: `/api/user/lookup${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
};

describe('user look-ups', () => {
  it.each(ROLE_SLUGS)('gives %s id and full name, the e-mail only with user.view', async (slug) => {
    const token = await t.loginAs(slug);
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().data;
    const mayViewUsers = (me.permissions as string[]).includes('user.view');
    const rows = await lookup(token);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(mayViewUsers ? ['email', 'full_name', 'id'] : ['full_name', 'id']);
      const stored = allUsers.find((u) => u.id === r.id)!;
      expect(r.full_name).toBe(stored.full_name);
      if (mayViewUsers) expect(r.email).toBe(stored.email);
    }
  });

  it('lets the administrator (user.view) see users of every zone with their e-mails', async () => {
    const rows = await lookup(await t.loginAs(ROLE.ADMIN));
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(allUsers.map((u) => u.id).sort((a, b) => a - b));
    expect(rows.every((r) => typeof r.email === 'string' && r.email.includes('@'))).toBe(true);
  });

  it.each([ROLE.TERM_CONTRACTOR, ROLE.TERM_CONTRACTOR_QS])(
    'limits %s to the users of their zones, whatever zone is asked for',
    async (slug) => {
      const token = await t.loginAs(slug);
      const me = allUsers.find((u) => u.email === demoEmail(slug))!;
      const mine = safeJsonArray(me.zone_in_charge);
      expect(mine.length).toBeGreaterThan(0);
      const inZone = (u: { zone_in_charge: string }) => safeJsonArray(u.zone_in_charge).some((z) => mine.includes(z));
      const rows = await lookup(token);
      const expected = allUsers
        .filter(inZone)
        .map((u) => u.id)
        .sort((a, b) => a - b);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected);
      // Somebody exists outside those zones, and stays out of reach even when the zone is asked for by name.
      const outsider = allUsers.find((u) => safeJsonArray(u.zone_in_charge).includes('SOUTH') && !inZone(u));
      expect(outsider).toBeTruthy();
      expect(rows.some((r) => r.id === outsider!.id)).toBe(false);
      expect(await lookup(token, '?zone=SOUTH')).toEqual([]);
      const north = await lookup(token, '?zone=NORTH');
      expect(north.length).toBeGreaterThan(0);
      expect(
        north.every((r) => safeJsonArray(allUsers.find((u) => u.id === r.id)!.zone_in_charge).includes('NORTH')),
      ).toBe(true);
    },
  );

  it('refuses a caller without a session', async () => {
    expect((await t.app.inject({ url: '/api/user/lookup' })).statusCode).toBe(401);
  });
});
