import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, todayIn } from '../../domain/calendar.js';
import type { TestApp } from '../support/testApp.js';
import { tableCounts, userWithPermissions } from './helpers.js';
import { organisationFixture, SCHOOL } from './organisation.support.js';

const fx = organisationFixture();
const { get, put, omOf } = fx;
let t: TestApp;
let ids: Record<string, number>;
beforeAll(() => {
  ({ t, ids } = fx);
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
