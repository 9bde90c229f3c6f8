/**
 * Quotation integrity, the zones: quotations stay in the contractor's zones and always reach a managing agent, and
 * clones take the new school's contacts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ZONES } from '../../domain/constants.js';
import type { TestApp } from '../support/testApp.js';
import { tableCounts } from './helpers.js';
import { baseFields, fsrItems, jsonPost, SIGNATURE, type Actors } from './quotations.support.js';
import { integrityFixture } from './quotations-integrity.support.js';

const fx = integrityFixture();
const { tc, get, schoolOf, contractorOf } = fx;
let t: TestApp;
let a: Actors;
beforeAll(() => {
  ({ t, a } = fx);
});

describe('zones (issue 8 §2)', () => {
  it("refuses a school outside the contractor's zones (create and clone) with 422", async () => {
    const south = await schoolOf('SOUTH');
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    const res = await jsonPost(t, '/api/quotations', tc(), { ...baseFields(south.id), quotation_items: items });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.school_id).toEqual(['The school must be in one of your zones']);
    const q = (await jsonPost(t, '/api/quotations', tc(), { ...baseFields(a.schoolId), quotation_items: items })).json()
      .data;
    const clone = await jsonPost(t, `/api/quotations/${q.id}/clone`, tc(), { school_id: south.id, trade: 'BLDG' });
    expect(clone.statusCode).toBe(422);
    expect(clone.json().errors.school_id).toEqual(['The school must be in one of your zones']);
  });

  it('gives every submitted quotation, in every seeded zone, exactly one pending approval that a managing agent of that zone acts on', async () => {
    const token = await contractorOf(ZONES, 'allzones');
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    for (const zone of ZONES) {
      const school = await schoolOf(zone);
      const res = await jsonPost(t, '/api/quotations', token, {
        ...baseFields(school.id),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
      });
      expect(res.statusCode, `${zone}: ${res.body}`).toBe(201);
      const q = res.json().data;
      const holders = Object.keys(q.pending_approval);
      expect(holders, zone).toHaveLength(1);
      const ma = await t.db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select(['users.email', 'users.zone_in_charge', 'roles.slug'])
        .where('users.id', '=', Number(holders[0]))
        .executeTakeFirstOrThrow();
      expect(ma.slug, zone).toBe('MANAGING-AGENT');
      expect(JSON.parse(ma.zone_in_charge), zone).toContain(zone);
      const maToken = await t.login(ma.email);
      const pending = (await get('/api/quotations/pending-approvals?per_page=100', maToken))
        .json()
        .data.map((r: { id: number }) => r.id);
      expect(pending, zone).toContain(q.id);
      const verified = await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, maToken, {
        status: 'VERIFIED',
        signature: SIGNATURE,
      });
      expect(verified.statusCode, `${zone}: ${verified.body}`).toBe(200);
    }
  });

  it('seeds a SOUTH term contractor whose quotations a SOUTH managing agent verifies (with the SOUTH confirmation in the UI)', async () => {
    const token = await t.login('term-contractor-south@caretaker.test');
    const school = await schoolOf('SOUTH');
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    const q = (
      await jsonPost(t, '/api/quotations', token, {
        ...baseFields(school.id),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
      })
    ).json().data;
    expect(q).toMatchObject({ zone: 'SOUTH', status: 'PENDING', current_status: 'PENDING_MA' });
    const ma = await t.login('managing-agent-south@caretaker.test');
    expect((await get(`/api/quotations/${q.id}`, ma)).json().data.allowed_actions).toContain('ma_verify');
  });

  it('refuses a submission nobody could verify (no managing agent for the school) and stores nothing', async () => {
    const school = await schoolOf('WEST');
    const token = await contractorOf(['WEST'], 'west');
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    const assignments = await t.db
      .selectFrom('school_assignments')
      .selectAll()
      .where('school_id', '=', school.id)
      .execute();
    const westMas = await t.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.id', 'users.zone_in_charge'])
      .where('roles.slug', '=', 'MANAGING-AGENT')
      .where('users.zone_in_charge', 'like', '%"WEST"%')
      .execute();
    await t.db.deleteFrom('school_assignments').where('school_id', '=', school.id).execute();
    for (const u of westMas)
      await t.db.updateTable('users').set({ zone_in_charge: '[]' }).where('id', '=', u.id).execute();
    try {
      const before = await tableCounts(t);
      const res = await jsonPost(t, '/api/quotations', token, {
        ...baseFields(school.id),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.school_id).toEqual([
        'No managing agent is in charge of this school; please contact the administrator',
      ]);
      expect(await tableCounts(t)).toEqual(before);
    } finally {
      if (assignments.length)
        await t.db
          .insertInto('school_assignments')
          .values(assignments.map(({ id: _id, ...r }) => r))
          .execute();
      for (const u of westMas)
        await t.db.updateTable('users').set({ zone_in_charge: u.zone_in_charge }).where('id', '=', u.id).execute();
    }
  });
});

describe('clone (issue 8 §3)', () => {
  it("takes the new school's contacts; a clone for the same school keeps its own", async () => {
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    const q = (await jsonPost(t, '/api/quotations', tc(), { ...baseFields(a.schoolId), quotation_items: items })).json()
      .data;
    const other = await t.db
      .selectFrom('schools')
      .selectAll()
      .where('zone', '=', 'NORTH')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const om = await t.db
      .selectFrom('school_operation_managers')
      .innerJoin('users', 'users.id', 'school_operation_managers.user_id')
      .select('users.full_name')
      .where('school_operation_managers.school_id', '=', other.id)
      .orderBy('school_operation_managers.user_id')
      .executeTakeFirstOrThrow();
    const res = await jsonPost(t, `/api/quotations/${q.id}/clone`, tc(), { school_id: other.id, trade: 'BLDG' });
    expect(res.statusCode, res.body).toBe(201);
    const clone = res.json().data;
    expect(clone.contacts).toEqual({
      attention: om.full_name,
      cc: null,
      tel: other.telephone,
      fax: other.fax,
      location: other.address,
    });
    expect(clone.location).toBe(other.address);
    const same = (
      await jsonPost(t, `/api/quotations/${q.id}/clone`, tc(), { school_id: a.schoolId, trade: 'BLDG' })
    ).json().data;
    expect(same.contacts).toEqual(q.contacts);
  });
});
