/**
 * Contract progress claims through the real server on SQLite and PostgreSQL: each user sees the claims and register
 * rows of their zones, and the registers (SOI, LD, KPI) keep their own rules as plain resources.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { copFixture } from './cop.support.js';

const fx = copFixture();
const { call, generate } = fx;
let t: TestApp;
let tc: string;
let ma: string;
let admin: string;
let scd: string;
let om: string;
beforeAll(() => {
  ({ t, tc, ma, admin, scd, om } = fx);
});

describe('COP — scope and the registers as plain resources', () => {
  it('shows each user the claims and register rows of their zones only', async () => {
    const east = await generate('EAST', 2027, 3, admin);
    const list = async (token: string) =>
      (await call('GET', '/api/cops?per_page=100', token)).json().data as { id: number; zone: string }[];
    expect((await list(tc)).every((c) => ['NORTH', 'NORTH_EAST'].includes(c.zone))).toBe(true);
    expect((await list(scd)).some((c) => c.id === east)).toBe(true);
    expect((await call('GET', `/api/cops/${east}`, tc)).statusCode).toBe(404);
    expect((await call('GET', '/api/cops', om)).statusCode).toBe(403);
    expect((await call('GET', '/api/config/zones-in-charge', tc)).json().data).toEqual(['NORTH', 'NORTH_EAST']);
    // The registers' column configurations at the spec's paths.
    for (const [path, field] of [
      ['soi', 'start_date'],
      ['liquidated-damages', 'mo'],
      ['kpi', 'total_percentage'],
    ]) {
      const config = await call('GET', `/api/config/${path}`, tc);
      expect(config.statusCode, path).toBe(200);
      expect(config.json().data.columns.map((c: { field: string }) => c.field)).toContain(field);
    }

    const south = await t.db.selectFrom('schools').select('id').where('zone', '=', 'SOUTH').executeTakeFirstOrThrow();
    const outside = await call('POST', '/api/cop-soi', tc, {
      school_id: south.id,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-01-01',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.school_id).toBeDefined();
    const adminRow = await call('POST', '/api/cop-soi', admin, {
      school_id: south.id,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-01-01',
    });
    expect(adminRow.statusCode).toBe(201);
    expect((await call('GET', `/api/cop-soi/${adminRow.json().data.id}`, tc)).statusCode).toBe(404);
    const tcList = (await call('GET', '/api/cop-soi?per_page=100', tc)).json().data as { id: number }[];
    expect(tcList.some((r) => r.id === adminRow.json().data.id)).toBe(false);
    const kpiSouth = await call('POST', '/api/cop-kpi', ma, {
      zone: 'SOUTH',
      type: 'ADDITIONAL',
      month: 1,
      year: 2027,
      total_percentage: 1,
    });
    expect(kpiSouth.statusCode).toBe(422);
    expect(kpiSouth.json().errors.zone).toBeDefined();
  });

  it('validates SOI, LD and KPI with the specification messages, keeps amounts exact, and lets only the TC delete an SOI', async () => {
    const empty = await call('POST', '/api/cop-soi', tc, {});
    expect(empty.statusCode).toBe(422);
    for (const f of ['school_id', 'category', 'type', 'start_date'])
      expect(empty.json().errors[f]).toEqual(['This field is required.']);
    const ldEmpty = await call('POST', '/api/cop-ld', ma, {});
    for (const f of ['school_id', 'mo', 'yr', 'amount'])
      expect(ldEmpty.json().errors[f]).toEqual(['This field is required.']);
    const kpiEmpty = await call('POST', '/api/cop-kpi', ma, {});
    for (const f of ['zone', 'type', 'month', 'year', 'total_percentage'])
      expect(kpiEmpty.json().errors[f]).toEqual(['This field is required.']);
    const school = await t.db.selectFrom('schools').select('id').where('zone', '=', 'NORTH').executeTakeFirstOrThrow();
    const tooFine = await call('POST', '/api/cop-soi', tc, {
      school_id: school.id,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-02-01',
      amount: 1.005,
    });
    expect(tooFine.statusCode).toBe(422);
    expect(tooFine.json().errors.amount).toBeDefined();
    const ok = await call('POST', '/api/cop-soi', tc, {
      school_id: school.id,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-02-01',
      amount: 0.1,
    });
    const soiId = ok.json().data.id;
    expect(ok.json().data.amount).toBe(0.1);
    expect(
      (await t.db.selectFrom('cop_sois').select('amount').where('id', '=', soiId).executeTakeFirstOrThrow()).amount,
    ).toBe(10);
    const upd = await call('POST', `/api/cop-soi/${soiId}`, tc, { amount: 12.3, remarks: 'revised' });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      message: 'Successfully updated SOI',
      data: { amount: 12.3, remarks: 'revised' },
    });
    const filtered = (
      await call(
        'GET',
        `/api/cop-soi?start_date=2027-02-01&end_date=2027-12-31&category=school_field&school_id=${school.id}`,
        tc,
      )
    ).json().data;
    expect(filtered.map((r: { id: number }) => r.id)).not.toContain(soiId); // no end date: outside an end-date range
    const from = (
      await call('GET', `/api/cop-soi?start_date=2027-02-01&category=school_field&school_id=${school.id}`, tc)
    ).json().data;
    expect(from.map((r: { id: number }) => r.id)).toContain(soiId);
    const later = (await call('GET', `/api/cop-soi?start_date=2027-02-02&school_id=${school.id}`, tc)).json().data;
    expect(later.map((r: { id: number }) => r.id)).not.toContain(soiId);
    expect((await call('DELETE', `/api/cop-soi/${soiId}`, ma)).statusCode).toBe(403);
    const del = await call('DELETE', `/api/cop-soi/${soiId}`, tc);
    expect(del.statusCode).toBe(200);
    expect(
      (
        await call('POST', '/api/cop-kpi', tc, {
          zone: 'NORTH',
          type: 'ADDITIONAL',
          month: 1,
          year: 2027,
          total_percentage: 1,
        })
      ).statusCode,
    ).toBe(403);
    const kpi = await call('POST', '/api/cop-kpi', ma, {
      zone: 'NORTH',
      type: 'ADDITIONAL',
      month: 1,
      year: 2027,
      total_percentage: 2.25,
    });
    expect(kpi.json().data.total_percentage).toBe(2.25);
    const kpiUpd = await call('POST', `/api/cop-kpi/${kpi.json().data.id}`, ma, { total_percentage: 3 });
    expect(kpiUpd.json().message).toBe('Successfully updated KPI');
  });

  it('refuses a school that does not exist with 422 on the field, on create and update, and changes nothing', async () => {
    const school = await t.db.selectFrom('schools').select('id').where('zone', '=', 'NORTH').executeTakeFirstOrThrow();
    const missing = { school_id: 0, mo: 2, yr: 2027, amount: 5 };
    const refused = await call('POST', '/api/cop-ld', admin, missing);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.school_id).toEqual(['The selected school is invalid.']);
    const ld = await call('POST', '/api/cop-ld', admin, { ...missing, school_id: school.id });
    expect(ld.statusCode, ld.body).toBe(201);
    for (const method of ['PUT', 'PATCH'] as const) {
      const upd = await call(method, `/api/cop-ld/${ld.json().data.id}`, admin, { school_id: 999999, mo: 3 });
      expect(upd.statusCode, upd.body).toBe(422);
      expect(upd.json().errors.school_id).toEqual(['The selected school is invalid.']);
    }
    const stored = await t.db
      .selectFrom('cop_liquidated_damages')
      .select(['school_id', 'mo'])
      .where('id', '=', ld.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ school_id: school.id, mo: 2 });
    const soi = await call('POST', '/api/cop-soi', admin, {
      school_id: -4,
      category: 'school_field',
      type: 'Addition',
      start_date: '2027-02-01',
      amount: 1,
    });
    expect(soi.statusCode, soi.body).toBe(422);
    expect(soi.json().errors.school_id).toEqual(['The selected school is invalid.']);
  });
});
