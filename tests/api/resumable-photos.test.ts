/**
 * Field photos as resumable uploads (tus): a defect's, a tree's and a work service order's pictures start, arrive in
 * two pieces and are filed as the form's multipart save files them; starting one is refused exactly as that save
 * refuses a picture (permission, scope, the record's state). Real PNG bytes, real files on disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { newInspection, omSchoolId, onePixelPng, postForm, userOfRole } from './helpers.js';

let t: TestApp;
let tc: string;
let tech: string;
let arborist: string;
let outsider: string;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  [tc, tech, arborist] = await Promise.all(
    ['TERM-CONTRACTOR', 'TECHNICIAN', 'ARBORIST-NORTH-EAST'].map((r) => t.loginAs(r)),
  );
  schoolId = await omSchoolId(t);
  // A term contractor of another zone: the records of this school are not theirs to see.
  const role = await t.db
    .selectFrom('roles')
    .select('id')
    .where('slug', '=', 'TERM-CONTRACTOR')
    .executeTakeFirstOrThrow();
  const zone = await t.db.selectFrom('schools').select('zone').where('id', '=', schoolId).executeTakeFirstOrThrow();
  const other = ['NORTH_EAST', 'NORTH_WEST', 'SOUTH', 'EAST', 'WEST'].find((z) => z !== zone.zone)!;
  outsider = (await userOfRole(t, role.id, 'far-tc@caretaker.test', { zone_in_charge: [other] })).token;
});
afterAll(async () => t.close());

const png = onePixelPng([10, 200, 30, 255]);
const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** Starts an upload; when it is created, sends the file in two pieces. Answers the start and the last piece's answer. */
async function tus(token: string, m: Record<string, string>, data = png) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...bearer(token),
      'tus-resumable': '1.0.0',
      'upload-length': String(data.length),
      'upload-metadata': meta({ filename: 'field.png', ...m }),
    },
  });
  if (start.statusCode !== 201) return { start, last: undefined };
  const url = start.headers.location as string;
  const half = Math.floor(data.length / 2);
  const piece = (offset: number, body: Buffer) =>
    t.app.inject({
      method: 'PATCH',
      url,
      payload: body,
      headers: {
        ...bearer(token),
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
    });
  const first = await piece(0, data.subarray(0, half));
  expect(first.statusCode, first.body).toBe(204);
  expect(first.headers['upload-attachment-id']).toBeUndefined();
  const last = await piece(half, data.subarray(half));
  return { start, last };
}

const form = (url: string, token: string, fields: Record<string, string>, photoField?: string) =>
  postForm(t, url, token, fields, photoField ? { field: photoField, png } : undefined);

/** The attachment the finished upload made, with its file on disk holding the bytes sent. */
async function filed(attachmentId: unknown, ownerType: string, ownerId: number) {
  const a = await t.db
    .selectFrom('attachments')
    .selectAll()
    .where('id', '=', Number(attachmentId))
    .executeTakeFirstOrThrow();
  expect(a).toMatchObject({ owner_type: ownerType, owner_id: ownerId, mime: 'image/png', name: 'field.png' });
  expect(fs.readFileSync(path.join(t.dataDir, 'files', a.bucket, a.full_path))).toEqual(png);
  return a;
}
const refusal = (r: { statusCode: number; json(): unknown }) => ({ status: r.statusCode, body: r.json() });

describe('defect pictures as resumable uploads', () => {
  let inspectionId: number;
  let defectId: number;
  beforeAll(async () => {
    const created = await newInspection(t, tc);
    inspectionId = created.id;
    const sub = { id: created.subItemId };
    const d = await form(`/api/inspection-schedule/${inspectionId}/defect`, tc, {
      checklist_item_id: String(sub.id),
      defect: 'Yes',
      location: 'Staff toilet',
      description: 'Leak under the sink',
    });
    expect(d.statusCode, d.body).toBe(201);
    defectId = d.json().data.id;
  });

  it('files a before picture sent in two pieces on the defect, as the form does', async () => {
    const { start, last } = await tus(tc, {
      purpose: 'defect-photo',
      defect_id: String(defectId),
      field: 'before_photos',
    });
    expect(start.statusCode, start.body).toBe(201);
    expect(last!.statusCode, last!.body).toBe(204);
    await filed(last!.headers['upload-attachment-id'], 'defect_before', defectId);
    const d = (await t.app.inject({ url: `/api/defect/${defectId}`, headers: bearer(tc) })).json().data;
    expect(d.before_photos.map((p: { id: number }) => String(p.id))).toContain(last!.headers['upload-attachment-id']);
  });

  it('refuses a caller the form refuses, and a field the form does not have', async () => {
    const viaForm = await form(`/api/defect/${defectId}`, outsider, {}, 'before_photos[]');
    const viaTus = (
      await tus(outsider, { purpose: 'defect-photo', defect_id: String(defectId), field: 'before_photos' })
    ).start;
    expect(viaForm.statusCode).toBe(404);
    expect(refusal(viaTus)).toEqual(refusal(viaForm));
    const om = await t.loginAs('OPERATIONS-MANAGER');
    const omForm = await form(`/api/defect/${defectId}`, om, {}, 'before_photos[]');
    const omTus = (await tus(om, { purpose: 'defect-photo', defect_id: String(defectId), field: 'before_photos' }))
      .start;
    expect(omTus.statusCode).toBe(omForm.statusCode);
    const field = (await tus(tc, { purpose: 'defect-photo', defect_id: String(defectId), field: 'elsewhere' })).start;
    expect(field.statusCode).toBe(422);
  });

  it('refuses a before picture once the inspection is approved, with the form’s words', async () => {
    await t.db.updateTable('inspections').set({ status: 'APPROVED' }).where('id', '=', inspectionId).execute();
    try {
      const viaForm = await form(`/api/defect/${defectId}`, tc, {}, 'before_photos[]');
      const viaTus = (await tus(tc, { purpose: 'defect-photo', defect_id: String(defectId), field: 'before_photos' }))
        .start;
      expect(viaForm.statusCode).toBe(409);
      expect(refusal(viaTus)).toEqual(refusal(viaForm));
    } finally {
      await t.db.updateTable('inspections').set({ status: 'DRAFT' }).where('id', '=', inspectionId).execute();
    }
  });
});

describe('tree photos as resumable uploads', () => {
  let id: number;
  let itemId: number;
  beforeAll(async () => {
    const template = await t.db
      .selectFrom('tree_checklists')
      .select('id')
      .where('category', '=', 'TREE-INSPECTION')
      .executeTakeFirstOrThrow();
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/tree-inspection',
      headers: bearer(arborist),
      payload: { tree_checklist_id: template.id, school_id: schoolId },
    });
    expect(r.statusCode, r.body).toBe(201);
    id = r.json().data.id;
    itemId = (
      await t.db
        .selectFrom('tree_inspection_items')
        .select('id')
        .where('tree_inspection_id', '=', id)
        .executeTakeFirstOrThrow()
    ).id;
  });
  const target = () => ({
    purpose: 'tree-photo',
    tree_inspection_id: String(id),
    tree_checklist_item_id: String(itemId),
  });
  const evidence = (token: string) =>
    form(
      `/api/tree-inspection/update-tree-inspection/${id}`,
      token,
      { tree_checklist_item_id: String(itemId) },
      'inspect_photos[]',
    );

  it('files an inspection photo sent in two pieces on its tree', async () => {
    const { start, last } = await tus(arborist, { ...target(), field: 'inspect_photos' });
    expect(start.statusCode, start.body).toBe(201);
    expect(last!.statusCode, last!.body).toBe(204);
    const a = await filed(last!.headers['upload-attachment-id'], 'tree_inspect', itemId);
    const rec = (await t.app.inject({ url: `/api/tree-inspection/${id}`, headers: bearer(arborist) })).json().data;
    expect(rec.attachments[`s${itemId}`].inspect_photo.map((p: { id: number }) => p.id)).toContain(a.id);
  });

  it('refuses a caller the evidence save refuses', async () => {
    const viaForm = await evidence(outsider);
    const viaTus = (await tus(outsider, { ...target(), field: 'inspect_photos' })).start;
    expect([403, 404]).toContain(viaForm.statusCode);
    expect(refusal(viaTus)).toEqual(refusal(viaForm));
    const other = await tus(arborist, { ...target(), tree_checklist_item_id: '999999', field: 'inspect_photos' });
    expect(other.start.statusCode).toBe(422);
  });

  it('refuses a photo once the inspection is submitted, with the save’s words', async () => {
    await t.db.updateTable('tree_inspections').set({ status: 'SUBMITTED' }).where('id', '=', id).execute();
    const viaForm = await evidence(arborist);
    const viaTus = (await tus(arborist, { ...target(), field: 'inspect_photos' })).start;
    expect(viaForm.statusCode).toBe(409);
    expect(refusal(viaTus)).toEqual(refusal(viaForm));
  });
});

describe('work service order photos as resumable uploads', () => {
  let id: number;
  beforeAll(async () => {
    const r = await form('/api/work-service-order', tech, {
      category: 'AD-HOC',
      school_id: String(schoolId),
      status: 'DRAFT',
      contact_person: 'Ms Tan',
    });
    expect(r.statusCode, r.body).toBe(201);
    id = r.json().data.id;
  });

  it('files an after photo sent in two pieces on the order and moves its version on', async () => {
    const before = (
      await t.db.selectFrom('work_service_orders').select('version').where('id', '=', id).executeTakeFirstOrThrow()
    ).version;
    const { start, last } = await tus(tech, { purpose: 'wso-photo', wso_id: String(id), field: 'after_photos' });
    expect(start.statusCode, start.body).toBe(201);
    expect(last!.statusCode, last!.body).toBe(204);
    const a = await filed(last!.headers['upload-attachment-id'], 'wso_after', id);
    const rec = (await t.app.inject({ url: `/api/work-service-order/${id}`, headers: bearer(tech) })).json().data;
    expect(rec.attachements.after_photos.map((p: { id: number }) => p.id)).toContain(a.id);
    expect(rec.version).toBe(before + 1);
  });

  it('refuses a caller the save refuses', async () => {
    const viaForm = await form(`/api/work-service-order/${id}`, outsider, { status: 'DRAFT' }, 'after_photos[]');
    const viaTus = (await tus(outsider, { purpose: 'wso-photo', wso_id: String(id), field: 'after_photos' })).start;
    expect(viaForm.statusCode).toBe(404);
    expect(refusal(viaTus)).toEqual(refusal(viaForm));
  });

  it('refuses a photo while the order waits for approval, as the workflow table says', async () => {
    await t.db.updateTable('work_service_orders').set({ status: 'PENDING' }).where('id', '=', id).execute();
    const viaTus = (await tus(tech, { purpose: 'wso-photo', wso_id: String(id), field: 'before_photos' })).start;
    const viaForm = await form(`/api/work-service-order/${id}`, tech, { status: 'DRAFT' }, 'before_photos[]');
    expect(viaTus.statusCode).toBe(409);
    expect(viaForm.statusCode).toBe(409);
  });
});
