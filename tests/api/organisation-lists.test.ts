import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { omSchoolId } from './helpers.js';
import { actors, quotationInState } from './quotations.support.js';
import { organisationFixture, SCHOOL } from './organisation.support.js';

const fx = organisationFixture();
const { get, omOf } = fx;
let t: TestApp;
let admin: string;
let ids: Record<string, number>;
beforeAll(() => {
  ({ t, admin, ids } = fx);
});

describe('user organisation lists', () => {
  it('lists schools with their operations managers and managing agents, paged', async () => {
    const res = await get('/api/user-organization?per_page=3&school=primary');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ per_page: 3, current_page: 1 });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringContaining('Primary'),
      zone: expect.any(String),
      operation_managers: expect.any(Array),
      managing_agents: expect.any(Array),
    });
    const east = (await get('/api/user-organization?zone=EAST&per_page=50')).json().data;
    expect(east).toHaveLength(3);
    expect(
      east.every(
        (s: { managing_agents: { full_name: string }[] }) => s.managing_agents[0]?.full_name === 'Demo Managing agent',
      ),
    ).toBe(true);
    // The zone filter is for administrators only; a term contractor sees the schools of their zones (NORTH, NORTH_EAST).
    const tc = await t.loginAs('TERM-CONTRACTOR');
    expect((await get('/api/user-organization?zone=EAST&per_page=50', tc)).json().meta.total).toBe(7);
    expect((await get(`/api/user-organization/${SCHOOL}`, tc)).statusCode).toBe(404);
  });

  it('shows one school with the contract shape', async () => {
    const res = await get(`/api/user-organization/${SCHOOL}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.school).toEqual({
      id: SCHOOL,
      name: 'Tampines North Secondary School',
      zone: 'EAST',
      address: expect.any(String),
      school_type: 'Secondary',
      telephone: expect.any(String),
    });
    expect(d.operation_managers).toEqual([
      {
        id: await omOf(SCHOOL),
        full_name: expect.any(String),
        email: expect.any(String),
        school_send_email: true,
        school_updated_by: { id: ids.ADMIN, full_name: 'Demo Admin' },
        school_updated_at: expect.any(String),
      },
    ]);
    expect(d.managing_agents).toEqual([
      {
        id: ids['MANAGING-AGENT'],
        full_name: 'Demo Managing agent',
        email: 'managing-agent@caretaker.test',
        category_options: ['QUOTATIONS', 'INSPECTIONS', 'CLAIMS', 'WORK-SERVICE-ORDERS'],
        is_send_email: true,
        updated_by: { id: ids.ADMIN, full_name: 'Demo Admin' },
        updated_at: expect.any(String),
      },
    ]);
    expect((await get('/api/user-organization/99999')).statusCode).toBe(404);
  });

  it('scopes an operations manager to their own school', async () => {
    const om = await t.loginAs('OPERATIONS-MANAGER');
    const list = (await get('/api/user-organization?per_page=50', om)).json();
    expect(list.data.map((s: { id: number }) => s.id)).toEqual([4]);
    expect((await get(`/api/user-organization/${SCHOOL}`, om)).statusCode).toBe(404);
    expect((await get('/api/user-organization/4', om)).statusCode).toBe(200);
  });

  it('offers users of a role for the pickers, a term contractor only within their zones', async () => {
    const mas = (await get(`/api/user-organization/${SCHOOL}/users?role=MANAGING-AGENT`)).json().data;
    expect(mas.map((u: { email: string }) => u.email).sort()).toEqual([
      'ma-qs@caretaker.test',
      'managing-agent-south-west@caretaker.test',
      'managing-agent-south@caretaker.test',
      'managing-agent-west@caretaker.test',
      'managing-agent@caretaker.test',
    ]);
    expect(mas[0]).toEqual({ id: expect.any(Number), full_name: expect.any(String), email: expect.any(String) });
    const oms = (await get(`/api/user-organization/${SCHOOL}/users?role=OPERATIONS-MANAGER&zone=EAST`)).json().data;
    expect(oms).toHaveLength(3);
    const tc = await t.loginAs('TERM-CONTRACTOR'); // zones NORTH, NORTH_EAST
    // At a school of their zones (Ang Mo Kio, NORTH_EAST); a school of another zone is not found.
    const tcOms = (await get(`/api/user-organization/4/users?role=OPERATIONS-MANAGER`, tc)).json().data;
    expect(tcOms).toHaveLength(7);
    expect((await get(`/api/user-organization/4/users?role=OPERATIONS-MANAGER&zone=EAST`, tc)).json().data).toEqual([]);
    expect((await get(`/api/user-organization/${SCHOOL}/users?role=OPERATIONS-MANAGER`, tc)).statusCode).toBe(404);
    expect((await get(`/api/user-organization/${SCHOOL}/users?role=ADMIN`)).statusCode).toBe(422);
    expect((await get(`/api/user-organization/${SCHOOL}/users`)).statusCode).toBe(422);
  });

  it('answers the outstanding-items groups (empty while nothing waits at the school)', async () => {
    const res = await get(`/api/user-organization/${SCHOOL}/display-outstanding-items`);
    expect(res.json()).toEqual({
      data: { operation_managers: [], managing_agents: { QUOTATIONS: [], CLAIMS: [], WSO: [] } },
    });
  });

  it("lists the school's PENDING quotations with status and who they wait for, never other states or schools", async () => {
    const a = await actors(t, ['TERM-CONTRACTOR', 'MANAGING-AGENT']);
    const waitingMa = await quotationInState(t, a, 'PENDING_MA', [a.ids['MANAGING-AGENT']]);
    const waitingTc = await quotationInState(t, a, 'PENDING_TC');
    await quotationInState(t, a, 'DRAFT');
    await quotationInState(t, a, 'APPROVED');
    const ref = async (id: number) =>
      (await t.db.selectFrom('quotations').select('reference_number').where('id', '=', id).executeTakeFirstOrThrow())
        .reference_number;
    const res = await get(`/api/user-organization/${a.schoolId}/display-outstanding-items`);
    expect(res.statusCode).toBe(200);
    const { managing_agents } = res.json().data;
    expect(managing_agents.QUOTATIONS).toEqual([
      {
        id: waitingMa,
        reference_number: await ref(waitingMa),
        status: 'PENDING',
        current_status: 'PENDING_MA',
        pending_approvals: [
          { approval_type: 'MA', user: { id: a.ids['MANAGING-AGENT'], full_name: 'Demo Managing agent' } },
        ],
      },
      {
        id: waitingTc,
        reference_number: await ref(waitingTc),
        status: 'PENDING',
        current_status: 'PENDING_TC',
        pending_approvals: [
          { approval_type: 'TC', user: { id: a.ids['TERM-CONTRACTOR'], full_name: expect.any(String) } },
        ],
      },
    ]);
    // Another school's panel stays empty; the school's own operations manager sees the same items.
    expect(
      (await get(`/api/user-organization/${SCHOOL}/display-outstanding-items`)).json().data.managing_agents.QUOTATIONS,
    ).toEqual([]);
    const om = await t.loginAs('OPERATIONS-MANAGER');
    const omView = (await get(`/api/user-organization/${a.schoolId}/display-outstanding-items`, om)).json().data
      .managing_agents.QUOTATIONS;
    expect(omView.map((q: { id: number }) => q.id)).toEqual([waitingMa, waitingTc]);
  });
});

describe('outstanding claims and work service orders', () => {
  it("lists a school's claims awaiting endorsement, its WSOs awaiting the MA, and (for the OMs) those awaiting the OM", async () => {
    const ids = (items: { id: number }[]) => items.map((i) => i.id);
    const outstanding = async (school: number, token = admin) =>
      (await get(`/api/user-organization/${school}/display-outstanding-items`, token)).json().data;

    // The demo data: a claim waiting for its managing agent, another past that step.
    const waiting = await t.db
      .selectFrom('claim_approvals')
      .innerJoin('claims', 'claims.id', 'claim_approvals.claim_id')
      .select(['claims.id', 'claims.school_id'])
      .where('claim_approvals.status', '=', 'PENDING')
      .orderBy('claims.id')
      .execute();
    expect(waiting.length).toBeGreaterThan(0);
    const claimSchool = waiting[0].school_id!;
    const claims = (await outstanding(claimSchool)).managing_agents.CLAIMS;
    expect(ids(claims)).toEqual(waiting.filter((w) => w.school_id === claimSchool).map((w) => w.id));
    expect(claims[0]).toMatchObject({ status: 'PENDING', current_status: 'PENDING_MA' });
    expect(claims[0].pending_approvals[0]).toMatchObject({ approval_type: 'MA' });

    const school = await omSchoolId(t);
    const wsoAt = async (maApproved: number) =>
      (
        await t.db
          .selectFrom('work_service_orders')
          .select('id')
          .where('school_id', '=', school)
          .where('status', '=', 'PENDING')
          .where('ma_approved', '=', maApproved)
          .orderBy('id')
          .execute()
      ).map((r) => r.id);
    const [forMa, forOm] = [await wsoAt(0), await wsoAt(1)];
    expect(forMa.length && forOm.length).toBeGreaterThan(0);
    for (const token of [admin, await t.loginAs('OPERATIONS-MANAGER')]) {
      const data = await outstanding(school, token);
      expect(ids(data.managing_agents.WSO)).toEqual(forMa);
      expect(ids(data.operation_managers)).toEqual(forOm);
      expect(data.managing_agents.WSO[0].current_status).toBe('PENDING FOR MA APPROVAL');
      expect(data.operation_managers[0].current_status).toBe('PENDING FOR OM APPROVAL');
    }
  });

  it('shows each list only to a caller who may view its area', async () => {
    const a = await actors(t, ['TERM-CONTRACTOR', 'MANAGING-AGENT']);
    await quotationInState(t, a, 'PENDING_MA', [a.ids['MANAGING-AGENT']]);
    const school = a.schoolId; // Ang Mo Kio, NORTH_EAST: also the arborist's zone
    const panel = async (token: string) =>
      (await get(`/api/user-organization/${school}/display-outstanding-items`, token)).json().data;
    const full = await panel(admin);
    expect(full.managing_agents.QUOTATIONS.length).toBeGreaterThan(0);
    expect(full.managing_agents.WSO.length).toBeGreaterThan(0);
    expect(full.operation_managers.length).toBeGreaterThan(0);
    // Arborists view neither quotations, claims nor work service orders.
    expect(await panel(await t.loginAs('ARBORIST-NORTH-EAST'))).toEqual({
      operation_managers: [],
      managing_agents: { QUOTATIONS: [], CLAIMS: [], WSO: [] },
    });
    // The maintenance team views work service orders only.
    const maintenance = await panel(await t.loginAs('MAINTENANCE-TEAM'));
    expect(maintenance.managing_agents.QUOTATIONS).toEqual([]);
    expect(maintenance.managing_agents.CLAIMS).toEqual([]);
    expect(maintenance.managing_agents.WSO).toEqual(full.managing_agents.WSO);
    expect(maintenance.operation_managers).toEqual(full.operation_managers);
    // A claim waiting at its school: the maintenance team does not see it, the administrator does.
    const waiting = await t.db
      .selectFrom('claim_approvals')
      .innerJoin('claims', 'claims.id', 'claim_approvals.claim_id')
      .select('claims.school_id')
      .where('claim_approvals.status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    const claimsOf = async (token: string) =>
      (await get(`/api/user-organization/${waiting.school_id}/display-outstanding-items`, token)).json().data
        .managing_agents.CLAIMS;
    expect((await claimsOf(admin)).length).toBeGreaterThan(0);
    expect(await claimsOf(await t.loginAs('MAINTENANCE-TEAM'))).toEqual([]);
  });
});
