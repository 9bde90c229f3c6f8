/**
 * Dates and times that do not exist (2026-02-30, '25:99') are refused by the server on every date and time field of the
 * inspection area, the registers and the list filters, with the field named, on SQLite and PostgreSQL — and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MSG } from '../../domain/dates.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { omSchoolId } from './helpers.js';

let t: TestApp;
let tc: string;
let schoolId: number;
let otherZoneSchool: number;
let templateId: number;
let members: number[];

beforeAll(async () => {
  t = await createTestApp();
  tc = await t.loginAs('TERM-CONTRACTOR');
  schoolId = await omSchoolId(t);
  const me = await t.db
    .selectFrom('users')
    .select('zone_in_charge')
    .where('email', '=', 'term-contractor@caretaker.test')
    .executeTakeFirstOrThrow();
  const zones = (JSON.parse(String(me.zone_in_charge)) as string[]).filter((z) => z !== 'SOUTH');
  otherZoneSchool = (
    await t.db.selectFrom('schools').select('id').where('zone', 'in', zones).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  members = [
    (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'technician@caretaker.test')
        .executeTakeFirstOrThrow()
    ).id,
  ];
  templateId = (
    await t.db
      .selectFrom('checklists')
      .select('id')
      .where('category', '=', 'BUILDING-MAINTENANCE')
      .where('type', '=', 'REGULAR')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t.close());

const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(tc) });

async function inspection(school = schoolId) {
  const r = await req('POST', '/api/inspection-schedule', {
    checklist_id: templateId,
    school_id: school,
    members,
    location: 'Block A',
    check_in: '2026-03-02 08:00',
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id as number;
}

describe('impossible dates and times are refused with the field', () => {
  it('maintenance schedule start', async () => {
    const r = await req('POST', '/api/maintenance-schedule', {
      school_id: schoolId,
      type: 'BM',
      month: 2,
      year: 2026,
      sched: { start: '2026-02-30', title: 'Pump', color: '#000' },
    });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors.start).toBeDefined();
  });

  it.each(['2026-02-30 08:00', '2026-03-02 25:99'])('inspection check-in %s', async (checkIn) => {
    const before = await t.db.selectFrom('inspections').select('id').execute();
    const r = await req('POST', '/api/inspection-schedule', {
      checklist_id: templateId,
      school_id: schoolId,
      members,
      location: 'Block A',
      check_in: checkIn,
    });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors.check_in).toBeDefined();
    expect(await t.db.selectFrom('inspections').select('id').execute()).toHaveLength(before.length);
  });

  it('inspection date, check-out (any zone) and signature date of a checklist', async () => {
    const id = await inspection(otherZoneSchool);
    const date = await req('PUT', `/api/inspection-schedule/${id}`, { status: 'DRAFT', inspected_at: '2026-02-30' });
    expect(date.statusCode, date.body).toBe(422);
    expect(date.json().errors.inspected_at).toEqual([DATE_MSG.date]);
    const out = await req('PUT', `/api/inspection-schedule/${id}`, { status: 'DRAFT', check_out: '25:99' });
    expect(out.statusCode, out.body).toBe(422);
    expect(out.json().errors.check_out).toEqual([DATE_MSG.time]);
    const signed = await req('PUT', `/api/inspection-schedule/${id}`, {
      status: 'DRAFT',
      is_form: true,
      signatory_date: '2026-02-30T09:30',
      signatory_remarks: 'x',
    });
    expect(signed.statusCode, signed.body).toBe(422);
    expect(signed.json().errors.signatory_date).toEqual([DATE_MSG.date]);
    const row = await t.db
      .selectFrom('inspections')
      .select(['inspected_at', 'check_out', 'signatory_date'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ inspected_at: '2026-03-02', check_out: null, signatory_date: null });
    // Real values pass.
    const ok = await req('PUT', `/api/inspection-schedule/${id}`, {
      status: 'DRAFT',
      inspected_at: '2026-03-03',
      check_out: '16:45',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  // A filter of a day that does not exist used to be compared as text: 2026-02-30 quietly listed the days around it.
  it.each([
    ['/api/inspection-schedule', 'start_date', '2026-02-30'],
    ['/api/inspection-schedule', 'end_date', '2026-13-01'],
    ['/api/inspection-schedule', 'inspected_at', '2026-02-30'],
    ['/api/inspection-schedule', 'inspected_at_start', '2026-04-31'],
    ['/api/inspection-schedule', 'inspected_at_end', '2026-02-29'],
    ['/api/defect', 'start_date', '2026-02-30'],
    ['/api/defect', 'end_date', '2026-06-31'],
    ['/api/maintenance-schedule', 'start', '2026-02-30T00:00:00'],
    ['/api/maintenance-schedule', 'end', '2026-02-30'],
    ['/api/quotations', 'start_date', '2026-02-30'],
    ['/api/quotations', 'end_date', '2026-09-31'],
  ])('%s filter %s=%s', async (list, field, value) => {
    const r = await req('GET', `${list}?${field}=${value}`);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors).toEqual({ [field]: ['The date must be in the format yyyy-MM-dd.'] });
    // a day that exists still filters, and a list's empty filter is no filter (the calendar always sends its range)
    expect((await req('GET', `${list}?${field}=2026-02-28`)).statusCode).toBe(200);
    if (list !== '/api/maintenance-schedule') expect((await req('GET', `${list}?${field}=`)).statusCode).toBe(200);
  });

  it('SOI start and end dates', async () => {
    const r = await req('POST', '/api/cop-soi', {
      school_id: schoolId,
      category: 'school_field',
      type: 'Addition',
      start_date: '2026-02-30',
      end_date: '2026-04-31',
      amount: 10,
    });
    expect(r.statusCode, r.body).toBe(422);
    expect(Object.keys(r.json().errors).sort()).toEqual(['end_date', 'start_date']);
  });
});
