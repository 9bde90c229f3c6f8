import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { omSchoolId } from './helpers.js';

let t: TestApp;
let tc: string;
let om: string;
let schoolId: number;
let otherSchool: number;
beforeAll(async () => {
  t = await createTestApp();
  tc = await t.loginAs('TERM-CONTRACTOR');
  om = await t.loginAs('OPERATIONS-MANAGER');
  schoolId = await omSchoolId(t);
  // Another school of the same zone: the term contractor may plan for it, the operations manager may not see it.
  otherSchool = (
    await t.db
      .selectFrom('schools')
      .select('id')
      .where('id', '!=', schoolId)
      .where('zone', '=', 'NORTH_EAST')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });
const entry = (school_id: number, start: string, title = 'Pump servicing', type = 'BM') => ({
  school_id,
  type,
  month: Number(start.slice(5, 7)),
  year: Number(start.slice(0, 4)),
  sched: { start, title, color: '#000' },
});

describe('maintenance schedule', () => {
  it('adds, lists by range with the category colour, moves and deletes an event', async () => {
    const res = await send(
      'POST',
      '/api/maintenance-schedule',
      tc,
      entry(schoolId, '2026-03-10', 'Pump servicing', 'TP'),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Request has been processed');
    const id = res.json().data.id as number;

    const march = await t.app.inject({
      url: '/api/maintenance-schedule?start=2026-03-01&end=2026-03-31',
      headers: bearer(tc),
    });
    expect(march.json().data).toEqual([
      expect.objectContaining({
        id,
        title: 'Pump servicing',
        start: '2026-03-10',
        school_id: schoolId,
        color: '#4bbf73',
      }),
    ]);
    const april = await t.app.inject({
      url: '/api/maintenance-schedule?start=2026-04-01&end=2026-04-30',
      headers: bearer(tc),
    });
    expect(april.json().data).toEqual([]);

    const moved = await send(
      'PATCH',
      `/api/maintenance-schedule/${id}`,
      tc,
      entry(schoolId, '2026-04-02', 'Pumps', 'SPECIALIST'),
    );
    expect(moved.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('maintenance_schedules')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Pumps', start: '2026-04-02', month: 4, year: 2026, type: 'SPECIALIST' });

    const del = await send('DELETE', `/api/maintenance-schedule/delete-schedule/${id}`, tc);
    expect(del.statusCode).toBe(200);
    expect(
      await t.db.selectFrom('maintenance_schedules').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('requires title, school, category and date, and stores nothing on bad input', async () => {
    const res = await send('POST', '/api/maintenance-schedule', tc, {
      type: 'XX',
      sched: { title: ' ', start: '2026-13-45' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ['This field is required'],
      school_id: ['This field is required'],
      type: ['This field is required'],
      start: ['Must be a valid date'],
    });
    expect(await t.db.selectFrom('maintenance_schedules').select('id').execute()).toEqual([]);
  });

  it("shows an operations manager only their school's events and refuses others' schools", async () => {
    await send('POST', '/api/maintenance-schedule', tc, entry(schoolId, '2026-05-04'));
    const r2 = await send('POST', '/api/maintenance-schedule', tc, entry(otherSchool, '2026-05-05'));
    expect(r2.statusCode).toBe(201);
    const east = await t.db.selectFrom('schools').select('id').where('zone', '=', 'EAST').executeTakeFirstOrThrow();
    // Outside the term contractor's zones (NORTH, NORTH_EAST).
    expect((await send('POST', '/api/maintenance-schedule', tc, entry(east.id, '2026-05-06'))).statusCode).toBe(403);
    const res = await t.app.inject({
      url: '/api/maintenance-schedule?start=2026-05-01&end=2026-05-31',
      headers: bearer(om),
    });
    expect(res.json().data.map((e: { school_id: number }) => e.school_id)).toEqual([schoolId]);
    const other = await t.db
      .selectFrom('maintenance_schedules')
      .select('id')
      .where('school_id', '=', otherSchool)
      .executeTakeFirstOrThrow();
    expect((await send('DELETE', `/api/maintenance-schedule/delete-schedule/${other.id}`, om)).statusCode).toBe(403);
  });
});
