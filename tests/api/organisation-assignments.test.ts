import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { userWithPermissions } from './helpers.js';
import { organisationFixture } from './organisation.support.js';

const fx = organisationFixture();
const { get } = fx;
let t: TestApp;
let admin: string;
let ids: Record<string, number>;
beforeAll(() => {
  ({ t, admin, ids } = fx);
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
