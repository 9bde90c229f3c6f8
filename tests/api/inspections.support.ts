import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { omSchoolId, onePixelPng } from './helpers.js';

export const signature = () => `data:image/png;base64,${onePixelPng().toString('base64')}`;

/**
 * A test app with the inspection roles signed in, the demo operations manager's school, a regular building
 * maintenance template and the demo technician as member, for the inspection tests' files: registers its own
 * beforeAll/afterAll (so it is ready before the file's own hooks run) and answers the helpers those files share.
 */
export function inspectionsFixture() {
  const fx = {
    t: undefined as unknown as TestApp,
    tc: '',
    tech: '',
    om: '',
    ma: '',
    schoolId: 0,
    templateId: 0,
    memberId: 0,
  };
  beforeAll(async () => {
    fx.t = await createTestApp();
    [fx.tc, fx.tech, fx.om, fx.ma] = await Promise.all(
      ['TERM-CONTRACTOR', 'TECHNICIAN', 'OPERATIONS-MANAGER', 'MANAGING-AGENT'].map((r) => fx.t.loginAs(r)),
    );
    fx.schoolId = await omSchoolId(fx.t);
    fx.templateId = (
      await fx.t.db
        .selectFrom('checklists')
        .select('id')
        .where('category', '=', 'BUILDING-MAINTENANCE')
        .where('type', '=', 'REGULAR')
        .executeTakeFirstOrThrow()
    ).id;
    fx.memberId = (
      await fx.t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'technician@caretaker.test')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => fx.t.close());

  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    fx.t.app.inject({ method, url, payload, headers: bearer(token) });

  async function create(token = fx.tc, date = '2026-03-02') {
    const res = await req('POST', '/api/inspection-schedule', token, {
      checklist_id: fx.templateId,
      school_id: fx.schoolId,
      members: [fx.memberId],
      location: 'Block A',
      check_in: `${date} 08:00`,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  }
  const load = async (id: number, token = fx.tc) =>
    (await req('GET', `/api/inspection-schedule/${id}`, token)).json().data;
  const subItems = (rec: {
    checklist_items: { checklist_sub_items: { id: number; header: boolean; status: string | null }[] }[];
  }) => rec.checklist_items.flatMap((e) => e.checklist_sub_items).filter((s) => !s.header);
  return Object.assign(fx, { req, create, load, subItems });
}
