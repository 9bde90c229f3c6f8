/** An arborist works only in the zone the role is named after, whatever zones the user row holds. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.js';
import * as arboristZones from '../../server/db/migrations/0020_arborist_zones.js';
import type { TestApp } from '../support/testApp.js';
import { omSchoolId } from './helpers.js';
import { sweepFixture } from './scope-fail-closed.support.js';

const fx = sweepFixture();
const { call } = fx;
let t: TestApp;
let admin: string;
beforeAll(() => {
  ({ t, admin } = fx);
});

describe('arborists work in the zone their role is named after', () => {
  it('arborist-south cannot read, add trees to or delete arborist-north-east’s tree inspection, even with no stored zone', async () => {
    const north = await t.loginAs(ROLE.ARBORIST_NORTH_EAST);
    const south = await t.loginAs(ROLE.ARBORIST_SOUTH);
    // An installation from before arborists carried their zone: the role alone decides.
    await t.db
      .updateTable('users')
      .set({ zone_in_charge: '[]' })
      .where('email', '=', 'arborist-south@caretaker.test')
      .execute();
    const template = (await call('GET', '/api/tree-checklist', admin)).json().data[0].id as number;
    const made = await call('POST', '/api/tree-inspection', north, {
      tree_checklist_id: template,
      school_id: await omSchoolId(t),
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;

    expect((await call('GET', `/api/tree-inspection/${id}`, south)).statusCode).toBe(404);
    expect((await call('GET', `/api/tree-inspection/${id}/preview`, south)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/tree-inspection?per_page=100', south)).json().data as { id: number }[];
    expect(listed.map((r) => r.id)).not.toContain(id);
    const add = await call('POST', '/api/tree-inspection/add-tree-inspection-subitem', south, { inspection_id: id });
    expect(add.statusCode).toBe(404);
    expect((await call('DELETE', `/api/tree-inspection/${id}`, south)).statusCode).toBe(404);
    // The owner still has it, untouched.
    const own = await call('GET', `/api/tree-inspection/${id}`, north);
    expect(own.statusCode).toBe(200);
    // …and arborist-south cannot start one in a NORTH_EAST school either.
    const foreign = await call('POST', '/api/tree-inspection', south, {
      tree_checklist_id: template,
      school_id: await omSchoolId(t),
    });
    expect([403, 404, 422]).toContain(foreign.statusCode);
  });

  it('an existing installation’s zone-less arborists get their role’s zone from migration 0020', async () => {
    await t.db
      .updateTable('users')
      .set({ zone_in_charge: '[]' })
      .where('email', 'in', ['arborist-south@caretaker.test', 'arborist-north-east@caretaker.test'])
      .execute();
    await arboristZones.up(t.db);
    const zones = await t.db
      .selectFrom('users')
      .select(['email', 'zone_in_charge'])
      .where('email', 'in', [
        'arborist-south@caretaker.test',
        'arborist-north-east@caretaker.test',
        'admin@caretaker.test',
      ])
      .orderBy('email')
      .execute();
    expect(zones.map((z) => [z.email, JSON.parse(z.zone_in_charge)])).toEqual([
      ['admin@caretaker.test', []],
      ['arborist-north-east@caretaker.test', ['NORTH_EAST']],
      ['arborist-south@caretaker.test', ['SOUTH']],
    ]);
  });

  it('a new arborist gets the role’s zone on the user form, whatever zones are sent', async () => {
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('slug', '=', ROLE.ARBORIST_SOUTH)
      .executeTakeFirstOrThrow();
    const r = await call('POST', '/api/user', admin, {
      full_name: 'New Arborist',
      email: 'new-arborist@caretaker.test',
      password: 'Arborist-pass-1!',
      role_id: role.id,
      zone_in_charge: ['NORTH'],
    });
    expect(r.statusCode, r.body).toBeLessThan(300);
    const row = await t.db
      .selectFrom('users')
      .select('zone_in_charge')
      .where('email', '=', 'new-arborist@caretaker.test')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.zone_in_charge)).toEqual(['SOUTH']);
  });
});
