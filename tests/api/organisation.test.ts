import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, todayIn } from '../../domain/calendar.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { omSchoolId, tableCounts, userWithPermissions } from './helpers.js';
import { actors, quotationInState } from './quotations.support.js';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  for (const slug of ['ADMIN', 'MANAGING-AGENT', 'MA-QS', 'OPERATIONS-MANAGER', 'TECHNICIAN', 'TERM-CONTRACTOR']) {
    ids[slug] = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `${slug.toLowerCase()}@caretaker.test`)
        .executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(async () => t.close());

const get = (url: string, token = admin) => t.app.inject({ url, headers: bearer(token) });
const put = (school: number, payload: object, token = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/user-organization/${school}/update`, payload, headers: bearer(token) });
const omOf = async (school: number) =>
  (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('school_id', '=', school)
      .where('email', 'like', 'om.%')
      .executeTakeFirstOrThrow()
  ).id;
// School 4 (Ang Mo Kio, NORTH_EAST) is the demo OM's; school 9 (Tampines North, EAST) has its own OM; the demo MA covers NORTH, NORTH_EAST, EAST.
const SCHOOL = 9;

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

describe('PUT /api/user-organization/{school}/update', () => {
  it('replaces the lists: new MA with defaults, removed MA ends today, OM moved to this school', async () => {
    const newOm = await omOf(10); // the OM of another school joins this one
    const oldOm = await omOf(SCHOOL);
    const res = await put(SCHOOL, {
      school: SCHOOL,
      operation_managers: [{ id: newOm, school_send_email: false }],
      managing_agents: [{ id: ids['MA-QS'] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully updated user organization' });
    const d = (await get(`/api/user-organization/${SCHOOL}`)).json().data;
    expect(
      d.operation_managers.map((o: { id: number; school_send_email: boolean }) => [o.id, o.school_send_email]),
    ).toEqual([[newOm, false]]);
    expect(d.managing_agents).toEqual([
      expect.objectContaining({
        id: ids['MA-QS'],
        category_options: ['QUOTATIONS', 'INSPECTIONS', 'CLAIMS', 'WORK-SERVICE-ORDERS'],
        is_send_email: true,
      }),
    ]);
    const moved = await t.db.selectFrom('users').select('school_id').where('id', '=', newOm).executeTakeFirstOrThrow();
    expect(moved.school_id).toBe(SCHOOL);
    const gone = await t.db.selectFrom('users').select('school_id').where('id', '=', oldOm).executeTakeFirstOrThrow();
    expect(gone.school_id).toBeNull();
    // The OM left school 10's list.
    expect((await get('/api/user-organization/10')).json().data.operation_managers).toEqual([]);
    const history = (await get(`/api/school-assignments/${SCHOOL}/get`)).json().data;
    const ended = history.find(
      (a: { managing_agent: { id: number } }) => a.managing_agent.id === ids['MANAGING-AGENT'],
    );
    expect(ended).toMatchObject({
      is_active: false,
      // today where the schools are (APP_TIME_ZONE), not in UTC: after 16:00 UTC Singapore is a day ahead
      end_date: todayIn(DEFAULT_TIME_ZONE),
      updater: { full_name: 'Demo Admin' },
    });
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'user-organization.update')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('updates category options and e-mail flags of a listed MA', async () => {
    const res = await put(SCHOOL, {
      operation_managers: [],
      managing_agents: [{ id: ids['MA-QS'], category_options: ['CLAIMS'], is_send_email: false }],
    });
    expect(res.statusCode).toBe(200);
    const d = (await get(`/api/user-organization/${SCHOOL}`)).json().data;
    expect(d.operation_managers).toEqual([]);
    expect(d.managing_agents[0]).toMatchObject({ category_options: ['CLAIMS'], is_send_email: false });
    const active = (await get(`/api/school-assignments/${SCHOOL}/get`))
      .json()
      .data.filter((a: { is_active: boolean }) => a.is_active);
    expect(active).toHaveLength(1);
  });

  it('refuses users of the wrong role, duplicates and bad categories, and changes nothing', async () => {
    const before = await tableCounts(t);
    const cases: [object, string, RegExp?][] = [
      [
        { operation_managers: [{ id: ids.TECHNICIAN }], managing_agents: [] },
        'operation_managers.0.id',
        /is not an operations manager/,
      ],
      [
        { operation_managers: [], managing_agents: [{ id: ids['OPERATIONS-MANAGER'] }] },
        'managing_agents.0.id',
        /is not a managing agent/,
      ],
      [
        { operation_managers: [], managing_agents: [{ id: ids['MA-QS'] }, { id: ids['MA-QS'] }] },
        'managing_agents.1.id',
        /has already been added$/,
      ],
      [{ operation_managers: [{ id: 999999 }], managing_agents: [] }, 'operation_managers.0.id'],
      [
        { operation_managers: [], managing_agents: [{ id: ids['MA-QS'], category_options: ['LUNCH'] }] },
        'managing_agents',
      ],
    ];
    for (const [body, field, msg] of cases) {
      const res = await put(SCHOOL, body);
      expect(res.statusCode, res.body).toBe(422);
      const errors = res.json().errors;
      const key = Object.keys(errors).find((k) => k.startsWith(field)) ?? field;
      expect(errors[key], `${field} in ${res.body}`).toBeDefined();
      if (msg) expect(errors[key][0]).toMatch(msg);
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  it('lets only user-organization.edit holders save', async () => {
    for (const slug of ['MANAGING-AGENT', 'OPERATIONS-MANAGER', 'TERM-CONTRACTOR', 'SCD']) {
      const token = await t.loginAs(slug);
      const res = await put(4, { operation_managers: [], managing_agents: [] }, token);
      expect([403, 404], slug).toContain(res.statusCode);
    }
    const editor = await userWithPermissions(t, ['user-organization.view', 'user-organization.edit']);
    // A role of its own is scoped by zones: the editor works in the school's zone.
    await t.db.updateTable('users').set({ zone_in_charge: '["NORTH_EAST"]' }).where('id', '=', editor.userId).execute();
    expect(
      (
        await put(
          4,
          { operation_managers: [{ id: ids['OPERATIONS-MANAGER'] }], managing_agents: [{ id: ids['MANAGING-AGENT'] }] },
          editor.token,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('school assignments (administrators)', () => {
  let assignment: number;
  beforeAll(async () => {
    assignment = (await get('/api/school-assignments/4/get')).json().data[0].id;
  });

  it('lists the assignments with the contract shape', async () => {
    const res = await get('/api/school-assignments/4/get');
    expect(res.json().data[0]).toEqual({
      id: assignment,
      managing_agent: { id: ids['MANAGING-AGENT'], full_name: 'Demo Managing agent' },
      is_active: true,
      start_date: expect.any(String),
      end_date: null,
      updater: { full_name: expect.any(String) },
      updated_at: expect.any(String),
    });
  });

  it('toggles is_active and sets dates through POST with _method PATCH', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/school-assignments/${assignment}`,
      payload: { _method: 'PATCH', is_active: false, start_date: '2026-01-01', end_date: '2026-06-30' },
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully updated user school assignment' });
    const row = (await get('/api/school-assignments/4/get'))
      .json()
      .data.find((a: { id: number }) => a.id === assignment);
    expect(row).toMatchObject({ is_active: false, start_date: '2026-01-01', end_date: '2026-06-30' });
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/school-assignments/${assignment}`,
      payload: { _method: 'PATCH', is_active: true },
      headers: bearer(admin),
    });
    expect(back.statusCode).toBe(200);
  });

  it('refuses bad dates and a wrong _method', async () => {
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/school-assignments/${assignment}`, payload, headers: bearer(admin) });
    expect((await send({ _method: 'PATCH', start_date: '2026-07-01' })).json().errors.end_date).toBeDefined();
    expect((await send({ _method: 'PATCH', end_date: '2026-13-01' })).json().errors.end_date).toBeDefined();
    expect((await send({ _method: 'DELETE' })).statusCode).toBe(422);
    expect((await send({ is_active: 'maybe' })).statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/school-assignments/99999',
          payload: { is_active: true },
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is for school-assignment permission holders only', async () => {
    const ma = await t.loginAs('MANAGING-AGENT');
    expect((await get('/api/school-assignments/4/get', ma)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/school-assignments/${assignment}`,
          payload: { is_active: false },
          headers: bearer(ma),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/school-assignments/${assignment}`, headers: bearer(ma) }))
        .statusCode,
    ).toBe(403);
    const editOnly = await userWithPermissions(t, ['school-assignment.edit']);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/school-assignments/${assignment}`,
          headers: bearer(editOnly.token),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('deletes an assignment', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/school-assignments/${assignment}`,
      headers: bearer(admin),
    });
    expect(res.json()).toEqual({ message: 'Successfully deleted user school assignment' });
    expect(
      (await get('/api/school-assignments/4/get')).json().data.find((a: { id: number }) => a.id === assignment),
    ).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/school-assignments/${assignment}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);
  });
});
