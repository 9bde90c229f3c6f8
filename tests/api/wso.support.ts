import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, omSchoolId, onePixelPng } from './helpers.js';

export const signature = () => `data:image/png;base64,${onePixelPng().toString('base64')}`;

export const FORM = {
  date: '2026-03-02',
  time_received: '08:15',
  fault_call_ref_no: 'FC-001',
  fault_call_location: 'Block A level 2',
  time_arrived_onsite: '09:00',
  completed_on: '2026-03-02',
  completion_time: '11:30',
  work_description: 'Replaced the leaking tap',
  details: 'work_completed',
  remark: 'Parts from stock',
};
export const ADHOC = {
  ...FORM,
  category: 'AD-HOC',
  contact_person: 'Ms Tan',
  job_location: 'Toilet B2',
  address: '1 School Road',
};

/**
 * A test app with the work service order roles signed in and the demo operations manager's school, for the files of
 * the WSO API tests: registers its own beforeAll/afterAll (so it is ready before the file's own hooks run) and answers
 * the helpers those files share; `send` posts a multipart form with generated photos.
 */
export function wsoFixture() {
  const fx = { t: undefined as unknown as TestApp, tc: '', tech: '', om: '', ma: '', admin: '', schoolId: 0 };
  beforeAll(async () => {
    fx.t = await createTestApp();
    [fx.tc, fx.tech, fx.om, fx.ma, fx.admin] = await Promise.all(
      ['TERM-CONTRACTOR', 'TECHNICIAN', 'OPERATIONS-MANAGER', 'MANAGING-AGENT', 'ADMIN'].map((r) => fx.t.loginAs(r)),
    );
    fx.schoolId = await omSchoolId(fx.t);
  });
  afterAll(async () => fx.t.close());

  const req = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    fx.t.app.inject({ method, url, payload, headers: bearer(token) });

  async function send(
    url: string,
    token: string,
    fields: Record<string, string | number>,
    photos: { before?: number; after?: number } = {},
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    for (let i = 0; i < (photos.before ?? 0); i++)
      form.append(
        'before_photos[]',
        new Blob([new Uint8Array(onePixelPng([i, 0, 0, 255]))], { type: 'image/png' }),
        `before-${i}.png`,
      );
    for (let i = 0; i < (photos.after ?? 0); i++)
      form.append(
        'after_photos[]',
        new Blob([new Uint8Array(onePixelPng([0, i, 0, 255]))], { type: 'image/png' }),
        `after-${i}.png`,
      );
    const { payload, headers } = await multipart(form);
    return fx.t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
  }

  async function createAdhoc(
    token = fx.tech,
    extra: Record<string, string | number> = {},
    photos = { before: 1, after: 1 },
  ) {
    const res = await send(
      '/api/work-service-order',
      token,
      { ...ADHOC, school_id: fx.schoolId, status: 'PENDING', signature: signature(), ...extra },
      photos,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }
  const load = async (id: number, token = fx.tc) => {
    const res = await req('GET', `/api/work-service-order/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  return Object.assign(fx, { req, send, createAdhoc, load });
}
