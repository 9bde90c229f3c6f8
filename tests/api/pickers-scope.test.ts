/**
 * Pickers offer exactly what the server accepts: the school list every school picker reads holds only the caller's
 * schools, and "Acknowledge and route" offers (and the server accepts) only managing agents of the quotation's zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { actors, jsonPost, quotationInState, SIGNATURE, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'MA-QS', 'OPERATIONS-MANAGER', 'ADMIN', 'SCD']);
});
afterAll(async () => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const zonesOf = async (role: string) => {
  const rows = (await get('/api/school?all=1', a.tokens[role])).json().data as { id: number; zone: string }[];
  return { ids: rows.map((s) => s.id), zones: [...new Set(rows.map((s) => s.zone))].sort() };
};

describe('the school list behind every school picker', () => {
  it('holds every school for the administrator and SCD, the own school for an OM, the zones’ schools for a zone role', async () => {
    const all = await t.db.selectFrom('schools').select(['id', 'zone']).execute();
    expect((await zonesOf('ADMIN')).ids).toHaveLength(all.length);
    expect((await zonesOf('SCD')).ids).toHaveLength(all.length);
    expect((await zonesOf('OPERATIONS-MANAGER')).ids).toEqual([a.schoolId]);
    const tc = await zonesOf('TERM-CONTRACTOR');
    expect(tc.zones).toEqual(['NORTH', 'NORTH_EAST']);
    expect(tc.ids.sort()).toEqual(
      all
        .filter((s) => ['NORTH', 'NORTH_EAST'].includes(s.zone))
        .map((s) => s.id)
        .sort(),
    );
  });

  it('each school it leaves out is one the server refuses from that user', async () => {
    const outside = await t.db.selectFrom('schools').select('id').where('zone', '=', 'SOUTH').executeTakeFirstOrThrow();
    const tc = a.tokens['TERM-CONTRACTOR'];
    expect((await get(`/api/school/${outside.id}`, tc)).statusCode).toBe(404);
    const event = await jsonPost(t, '/api/maintenance-schedule', tc, {
      school_id: outside.id,
      type: 'BM',
      month: 5,
      year: 2026,
      sched: { start: '2026-05-04', title: 'Pump', color: '#000' },
    });
    expect(event.statusCode).toBe(403);
  });
});

describe('acknowledge and route', () => {
  it('offers only managing agents of the quotation’s zone, and refuses routing to one outside it (422 next_approval)', async () => {
    const id = await quotationInState(t, a, 'PENDING_MA', [a.ids['MANAGING-AGENT']]);
    const offered = (await get(`/api/user/ma-users?quotation_id=${id}`, a.tokens['MANAGING-AGENT'])).json().data as {
      id: number;
    }[];
    const zoneOf = async (userId: number) =>
      JSON.parse(
        (await t.db.selectFrom('users').select('zone_in_charge').where('id', '=', userId).executeTakeFirstOrThrow())
          .zone_in_charge,
      ) as string[];
    expect(offered.map((u) => u.id)).toContain(a.ids['MA-QS']);
    for (const u of offered) expect(await zoneOf(u.id)).toContain('NORTH_EAST');
    const south = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'managing-agent-south@caretaker.test')
      .executeTakeFirstOrThrow();
    expect(offered.map((u) => u.id)).not.toContain(south.id);
    // Unfiltered, the look-up still lists the agents of other zones (for screens that are not about one quotation).
    const everyone = (await get('/api/user/ma-users', a.tokens['ADMIN'])).json().data as { id: number }[];
    expect(everyone.map((u) => u.id)).toContain(south.id);

    const routeTo = (next: number) =>
      jsonPost(t, `/api/quotations/${id}/ma-approval`, a.tokens['MANAGING-AGENT'], {
        status: 'ACKNOWLEDGE',
        signature: SIGNATURE,
        next_approval: next,
      });
    const refused = await routeTo(south.id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.next_approval).toEqual(["Choose a managing agent of the quotation's zone."]);
    const routed = await routeTo(a.ids['MA-QS']);
    expect(routed.statusCode, routed.body).toBe(200);
  });

  it('answers 404 for a quotation the caller cannot see', async () => {
    const id = await quotationInState(t, a, 'PENDING_MA', [a.ids['MANAGING-AGENT']]);
    const south = await t.login('managing-agent-south@caretaker.test');
    expect((await get(`/api/user/ma-users?quotation_id=${id}`, south)).statusCode).toBe(404);
  });
});
