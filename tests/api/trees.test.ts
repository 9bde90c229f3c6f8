import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, omSchoolId, onePixelPng } from './helpers.js';

let t: TestApp;
let arborist: string;
let tc: string;
let tech: string;
let om: string;
let schoolId: number;
let templateId: number;
const signature = () => `data:image/png;base64,${onePixelPng().toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  [arborist, tc, tech, om] = await Promise.all(
    ['ARBORIST-NORTH-EAST', 'TERM-CONTRACTOR', 'TECHNICIAN', 'OPERATIONS-MANAGER'].map((r) => t.loginAs(r)),
  );
  schoolId = await omSchoolId(t);
});
afterAll(async () => t.close());

const json = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

async function update(id: number, token: string, fields: Record<string, string>, photos: [string, Buffer][] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [field, buf] of photos)
    form.append(field, new Blob([new Uint8Array(buf)], { type: 'image/png' }), 'p.png');
  const { payload, headers } = await multipart(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/tree-inspection/update-tree-inspection/${id}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

async function create(token = arborist) {
  const r = await json('POST', '/api/tree-inspection', token, { tree_checklist_id: templateId, school_id: schoolId });
  expect(r.statusCode, r.body).toBe(201);
  expect(r.json().message).toBe('Request has been processed');
  return r.json().data.id as number;
}

type Item = {
  id: number;
  sequence: number;
  fields: { name: string; type: string; value: unknown; options?: string[] }[];
};
const load = async (id: number, token = arborist) =>
  (await json('GET', `/api/tree-inspection/${id}`, token)).json().data;
/** The form as the browser sends it: every tree, each field with the value chosen. */
const itemsWith = (items: Item[], values: Record<string, unknown>) =>
  JSON.stringify(
    items.map((i) => ({
      id: i.id,
      fields: i.fields
        .filter((f) => f.type !== 'file')
        .map((f) => ({ name: f.name, value: f.name in values ? values[f.name] : f.value })),
    })),
  );

describe('tree checklists and inspections', () => {
  it('lists the seeded templates with their filters and starts an inspection from one for a school', async () => {
    const list = await json('GET', '/api/tree-checklist?category=TREE-INSPECTION', arborist);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((c: { category: string }) => c.category)).toEqual(['TREE-INSPECTION']);
    templateId = list.json().data[0].id;
    expect((await json('GET', '/api/tree-checklist?name=palm', arborist)).json().data).toHaveLength(1);
    const noSchool = await json('POST', '/api/tree-inspection', arborist, { tree_checklist_id: templateId });
    expect(noSchool.statusCode).toBe(422);
    expect(noSchool.json().errors.school_id).toEqual(['Select school to inspect']);
    // The OM reads tree inspections but does not prepare them.
    expect(
      (await json('POST', '/api/tree-inspection', om, { tree_checklist_id: templateId, school_id: schoolId }))
        .statusCode,
    ).toBe(403);
    const id = await create();
    const r = await load(id);
    expect(r).toMatchObject({ status: 'DRAFT', school: { id: schoolId }, inspection_category: 'TREE-INSPECTION' });
    expect(r.tree_checklist_items).toHaveLength(1);
    expect(r.tree_checklist_items[0].fields.map((f: { type: string }) => f.type)).toContain('custom_input');
  });

  it('adds and deletes trees (never the last), stores values by field type and refuses values a field does not offer', async () => {
    const id = await create();
    const add = await json('POST', '/api/tree-inspection/add-tree-inspection-subitem', arborist, { inspection_id: id });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data.sequence).toBe(2);
    let r = await load(id);
    expect(r.tree_checklist_items.map((i: Item) => i.sequence)).toEqual([1, 2]);
    const bad = await update(id, arborist, {
      status: 'DRAFT',
      tree_checklist_items: itemsWith(r.tree_checklist_items, { condition: 'Splendid' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.values(bad.json().errors).flat()).toContain('Choose one of the options.');
    const items = JSON.parse(
      itemsWith(r.tree_checklist_items, { condition: 'Good', defects: ['Cavity'], crown_checked: 'yes' }),
    );
    items[0].fields.push({
      name: 'tree_identity',
      inputs: [
        { name: 'tree_id', value: 'T-001' },
        { name: 'tree_name', value: 'Rain tree' },
      ],
    });
    // A date that does not exist is refused with the field, like a malformed one.
    const impossible = await update(id, arborist, { status: 'DRAFT', tree_inspected_at: '2026-02-30' });
    expect(impossible.statusCode).toBe(422);
    expect(Object.keys(impossible.json().errors)).toEqual(['tree_inspected_at']);
    const ok = await update(id, arborist, {
      status: 'DRAFT',
      tree_inspected_at: '2026-11-20',
      tree_checklist_items: JSON.stringify(items),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Checklist successfully updated');
    r = ok.json().data;
    const first = r.tree_checklist_items[0].fields;
    expect(first.find((f: { name: string }) => f.name === 'condition').value).toBe('Good');
    expect(first.find((f: { name: string }) => f.name === 'defects').value).toEqual(['Cavity']);
    expect(first.find((f: { name: string }) => f.name === 'tree_identity').inputs[1].value).toBe('Rain tree');
    const second = r.tree_checklist_items[1].id;
    const del = await json('POST', '/api/tree-inspection/delete-tree-inspection-subitem', arborist, {
      inspection_id: id,
      tree_inspection_item_id: second,
    });
    expect(del.statusCode, del.body).toBe(200);
    const last = await json('POST', '/api/tree-inspection/delete-tree-inspection-subitem', arborist, {
      inspection_id: id,
      tree_inspection_item_id: r.tree_checklist_items[0].id,
    });
    expect(last.statusCode).toBe(409);
  });

  it('takes evidence with photos per tree, then submits signed and dated; a submitted inspection is read-only', async () => {
    const id = await create();
    await json('POST', '/api/tree-inspection/add-tree-inspection-subitem', arborist, { inspection_id: id });
    let r = await load(id);
    const [a, b] = r.tree_checklist_items as Item[];
    const ev = await update(
      id,
      arborist,
      { tree_checklist_item_id: String(a.id), defect: 'yes', remarks: 'Cavity at 2 m' },
      [
        ['inspect_photos[]', onePixelPng([255, 0, 0, 255])],
        ['before_photos[]', onePixelPng([0, 255, 0, 255])],
      ],
    );
    expect(ev.statusCode, ev.body).toBe(200);
    r = ev.json().data;
    expect(r.attachments[`s${a.id}`].inspect_photo).toHaveLength(1);
    expect(r.attachments[`s${a.id}`].before_photos).toHaveLength(1);
    expect(r.tree_checklist_items[0]).toMatchObject({ defect: true, remarks: 'Cavity at 2 m' });
    // Submit: every rule at once, in the specification's words.
    const none = await update(id, arborist, { status: 'SUBMITTED', tree_checklist_items: itemsWith([a], {}) });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors, none.body).toMatchObject({
      signature: ['Signature is required'],
      tree_inspected_at: ['Inspection date is required'],
      tree_checklist_items: ['Please reset the filter to submit'],
    });
    const sub = await update(id, arborist, {
      status: 'SUBMITTED',
      tree_inspected_at: '2026-11-21',
      signature: signature(),
      signature_details: 'Arborist, NParks cert. 123',
      tree_checklist_items: itemsWith([a, b], { condition: 'Fair' }),
    });
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json().data).toMatchObject({ status: 'SUBMITTED', tree_inspected_at: '2026-11-21' });
    expect(sub.json().data.signatories.url).toBeTruthy();
    expect((await update(id, arborist, { status: 'DRAFT' })).statusCode).toBe(409);
    expect(
      (await json('POST', '/api/tree-inspection/add-tree-inspection-subitem', arborist, { inspection_id: id }))
        .statusCode,
    ).toBe(409);
    const photo = sub.json().data.attachments[`s${a.id}`].inspect_photo[0];
    expect((await json('DELETE', `/api/attachments/${photo.id}`, arborist)).statusCode).toBe(409);
    expect((await json('GET', photo.url, om)).statusCode).toBe(200);
    // Delete after submission: the term contractor may, the arborist may not.
    expect((await json('DELETE', `/api/tree-inspection/${id}`, arborist)).statusCode).toBe(403);

    const pdf = await json('GET', `/api/tree-inspection/${id}/report`, om);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const preview = await json('GET', `/api/tree-inspection/${id}/preview`, om);
    expect(preview.body).toContain('Certificate by');
    expect(preview.body).toContain('Cavity at 2 m');
    const regen = await json('GET', `/api/tree-inspection/${id}/regenerate`, arborist);
    expect(regen.statusCode, regen.body).toBe(200);
    expect(regen.json().message).toBe('Successfully regenerated report. Please wait for 3 minutes.');
    // Inside 180 seconds the same report comes back.
    const again = await json('GET', `/api/tree-inspection/${id}/regenerate`, arborist);
    expect(again.json().data).toMatchObject({ cached: true, file_info: regen.json().data.file_info });
    expect((await json('DELETE', `/api/tree-inspection/${id}`, tc)).statusCode).toBe(200);
    expect((await json('GET', `/api/tree-inspection/${id}`, arborist)).statusCode).toBe(404);
  });

  it('edits details (school) for the term contractor and technician on a draft; lists filter by category and school', async () => {
    const id = await create();
    const other = await t.db
      .selectFrom('schools')
      .select('id')
      .where('zone', '=', 'NORTH_EAST')
      .where('id', '!=', schoolId)
      .executeTakeFirstOrThrow();
    expect(
      (
        await json('POST', `/api/tree-inspection/update-tree-inspection-school/${id}`, arborist, {
          school_id: other.id,
        })
      ).statusCode,
    ).toBe(403);
    const moved = await json('POST', `/api/tree-inspection/update-tree-inspection-school/${id}`, tech, {
      school_id: other.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe('Successfully updated the school');
    const list = await json('GET', `/api/tree-inspection?category=TREE-INSPECTION&school[]=${other.id}`, arborist);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    // The OM of the first school no longer sees it.
    expect((await json('GET', `/api/tree-inspection/${id}`, om)).statusCode).toBe(404);
    expect((await json('DELETE', `/api/tree-inspection/${id}`, arborist)).statusCode).toBe(200);
  });
});

describe('a version that is not a whole number', () => {
  it('is refused as bad input (422 on version) before it reaches the database, and nothing changes', async () => {
    templateId ??= (await t.db.selectFrom('tree_checklists').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const id = await create();
    const before = await t.db.selectFrom('tree_inspections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    for (const version of ['2027-03-28', '1.5', 'abc', '-1', '99999999999', ' 1'])
      for (const photos of [[], [['before_photos', onePixelPng()]]] as [string, Buffer][][]) {
        const res = await update(id, arborist, { status: 'DRAFT', version }, photos);
        expect(res.statusCode, `${version}: ${res.body}`).toBe(422);
        expect(res.json().errors.version).toEqual(['Must be of type integer.']);
      }
    expect(
      await t.db.selectFrom('tree_inspections').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual(before);
    // A whole number is a version: the stored one saves.
    expect((await update(id, arborist, { status: 'DRAFT', version: String(before.version) })).statusCode).toBe(200);
  });
});
