/**
 * The approved inspection service report on SQLite and PostgreSQL: a failed item with a follow-up defect counts as
 * answered and reads "No — follow-up defect #n" (the record does not claim Yes); the defect's whole description, the
 * table's column headers, photos labelled Before / After, and each signature with its date — in the PDF and the
 * preview alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { pageTexts } from '../support/pdfText.js';
import { multipart, omSchoolId, onePixelPng } from './helpers.js';

let t: TestApp;
let tc: string;
let om: string;
let ma: string;
const signature = () => `data:image/png;base64,${onePixelPng().toString('base64')}`;
const DESCRIPTION = 'Leaking pipe under the basin in the staff toilet on level two, water on the floor';

beforeAll(async () => {
  t = await createTestApp();
  [tc, om, ma] = await Promise.all(
    ['TERM-CONTRACTOR', 'OPERATIONS-MANAGER', 'MANAGING-AGENT'].map((r) => t.loginAs(r)),
  );
});
afterAll(async () => t.close());

const req = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

async function defect(inspectionId: number, subItemId: number) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    checklist_item_id: String(subItemId),
    defect: 'Yes',
    location: 'Block A level 2',
    description: DESCRIPTION,
  }))
    form.append(k, v);
  for (const field of ['before_photos[]', 'after_photos[]'])
    form.append(field, new Blob([new Uint8Array(onePixelPng())], { type: 'image/png' }), 'p.png');
  const { payload, headers } = await multipart(form);
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/inspection-schedule/${inspectionId}/defect`,
    payload,
    headers: { ...headers, ...bearer(tc) },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id as number;
}

describe('inspection report', () => {
  it('a failed item with its follow-up defect is submitted as No and reported as such, with full defects and dated signatures', async () => {
    const schoolId = await omSchoolId(t);
    const template = await t.db
      .selectFrom('checklists')
      .select('id')
      .where('category', '=', 'BUILDING-MAINTENANCE')
      .where('type', '=', 'REGULAR')
      .executeTakeFirstOrThrow();
    const tech = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'technician@caretaker.test')
      .executeTakeFirstOrThrow();
    const created = await req('POST', '/api/inspection-schedule', tc, {
      checklist_id: template.id,
      school_id: schoolId,
      members: [tech.id],
      location: 'Block A',
      check_in: '2026-03-02 08:00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const rec = (await req('GET', `/api/inspection-schedule/${id}`, tc)).json().data;
    const subs = rec.checklist_items
      .flatMap((e: { checklist_sub_items: { id: number; header: boolean }[] }) => e.checklist_sub_items)
      .filter((s: { header: boolean }) => !s.header) as { id: number }[];
    const failed = subs[0].id;

    // A failed item without a defect still blocks the submit (the spec's message stands).
    const answers = subs.map((s) => ({ id: s.id, status: s.id === failed ? 'no' : 'yes' }));
    const blocked = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'SUBMITTED',
      checklist_items: answers,
      signature: signature(),
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe('Please complete checklist items');

    // With its follow-up defect it counts as answered: the answer stays No.
    const defectId = await defect(id, failed);
    const submitted = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'SUBMITTED',
      checklist_items: answers,
      signature: signature(),
      name: 'Pat Lee',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const stored = await t.db
      .selectFrom('inspection_sub_items')
      .select('status')
      .where('id', '=', failed)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('no');
    expect(
      (await req('PUT', `/api/inspection-schedule/${id}`, om, { status: 'ACKNOWLEDGED', signature: signature() }))
        .statusCode,
    ).toBe(200);
    // the report that matters is the approved one
    const approved = await req('PUT', `/api/inspection-schedule/${id}`, ma, {
      status: 'APPROVED',
      signature: signature(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(
      (await t.db.selectFrom('inspections').select('status').where('id', '=', id).executeTakeFirst())?.status,
    ).toBe('APPROVED');
    const today = new Date().toISOString().slice(0, 10);

    const preview = await req('GET', `/api/inspection-schedule/${id}/preview`, om);
    expect(preview.statusCode).toBe(200);
    const html = preview.body;
    expect(html).toContain(`No — follow-up defect #${defectId}`);
    expect(html).toContain(DESCRIPTION);
    expect(html).toContain('alt="Before:');
    expect(html).toContain('alt="After:');
    expect(html).toContain(`Signed on ${today}`);

    const pdf = await req('GET', `/api/inspection-schedule/${id}/report`, om);
    expect(pdf.statusCode).toBe(200);
    // Lines wrap anywhere in the PDF: compare without white space.
    const flat = (x: string) => x.replace(/\s/g, '');
    const text = flat(pageTexts(pdf.rawPayload).join(''));
    expect(text).toContain(flat(`follow-up defect #${defectId}`));
    expect(text).toContain(flat(`Defect #${defectId}: ${DESCRIPTION}`));
    for (const header of ['Elements/Facilities', 'Defects to check/observations', 'Frequency', 'Checked', 'Remarks'])
      expect(text).toContain(flat(header));
    expect(text).toContain('Before');
    expect(text).toContain('After');
    expect(text).toContain(flat(`Signed on ${today}`));
  });
});
