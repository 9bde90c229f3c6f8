/**
 * Requests the COP tests share: JSON and multipart calls, a claim generated for a month, one tab of a claim; and the
 * signed-in app of the COP API tests' files.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { bearer, createTestApp } from '../support/testApp.js';
import { multipart, onePixelPng } from './helpers.js';

/** `app` is read at each call: test files create their app in beforeAll. */
export function copClient(app: () => TestApp) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app().app.inject({ method, url, payload, headers: bearer(token) });
  async function form(url: string, token: string, fields: Record<string, string>) {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    const { payload, headers } = await multipart(f);
    return app().app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
  }
  async function generate(token: string, zone: string, year: number, month: number) {
    const r = await call('POST', '/api/cops', token, { zone, year, month });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data.id as number;
  }
  async function tab(id: number, category: string, token: string) {
    const r = await call('GET', `/api/cops/${id}?category=${category}`, token);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  }
  return { call, form, generate, tab };
}

export const signature = `data:image/png;base64,${onePixelPng().toString('base64')}`;
export const cents = (v: number) => Math.round(v * 100);
export type Row = Record<string, number | string | null> & { id: number; school_id: number; school_name: string };

/**
 * A test app with the COP roles signed in, for the files of the COP API tests (a month generated and its rows, the
 * registers and submit, scope): registers its own beforeAll/afterAll (so it is ready before the file's own hooks run)
 * and answers the helpers those files share; a claim is generated and read as the term contractor unless told.
 */
export function copFixture() {
  const fx = { t: undefined as unknown as TestApp, tc: '', ma: '', admin: '', scd: '', om: '' };
  beforeAll(async () => {
    fx.t = await createTestApp();
    [fx.tc, fx.ma, fx.admin, fx.scd, fx.om] = await Promise.all(
      ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'ADMIN', 'SCD', 'OPERATIONS-MANAGER'].map((r) => fx.t.loginAs(r)),
    );
  });
  afterAll(async () => fx.t.close());

  const client = copClient(() => fx.t);
  const { call, form } = client;
  const generate = (zone: string, year: number, month: number, token = fx.tc) =>
    client.generate(token, zone, year, month);
  const tab = (id: number, category: string, token = fx.tc) => client.tab(id, category, token);
  const rowsOf = (table: { groups: { rows: Row[] }[] }) => table.groups.flatMap((g) => g.rows);

  /** The zone's schools with their contract year covering the month, straight from the tables. */
  async function contracts(zone: string, year: number, month: number) {
    const day = `${year}-${String(month).padStart(2, '0')}-15`;
    return fx.t.db
      .selectFrom('school_contracts')
      .innerJoin('schools', 'schools.id', 'school_contracts.school_id')
      .selectAll('school_contracts')
      .select(['schools.name', 'schools.school_type'])
      .where('schools.zone', '=', zone)
      .where('from_date', '<=', day)
      .where('to_date', '>=', day)
      .execute();
  }
  return Object.assign(fx, { call, form, generate, tab, rowsOf, contracts });
}
