import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import { multipart, newInspection, onePixelPng } from './helpers.js';

let t: TestApp;
let tc: string;
let om: string;
let ma: string;
let inspectionId: number;
let subItemId: number;

beforeAll(async () => {
  t = await createTestApp();
  [tc, om, ma] = await Promise.all(
    ['TERM-CONTRACTOR', 'OPERATIONS-MANAGER', 'MANAGING-AGENT'].map((r) => t.loginAs(r)),
  );
  ({ id: inspectionId, subItemId } = await newInspection(t, tc));
});
afterAll(async () => t.close());

async function send(url: string, token: string, fields: Record<string, string>, photos: Record<string, number> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [field, n] of Object.entries(photos))
    for (let i = 0; i < n; i++)
      form.append(
        `${field}[]`,
        new Blob([new Uint8Array(onePixelPng([i * 40, 0, 0, 255]))], { type: 'image/png' }),
        `p${i}.png`,
      );
  const { payload, headers } = await multipart(form);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
}
const get = (url: string, token = tc) => t.app.inject({ url, headers: bearer(token) });

describe('defects', () => {
  it('records a defect with a before picture, follows it up and closes it as repaired with an after picture', async () => {
    const outbox = path.join(t.dataDir, 'outbox');
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0);
    const before = mails();
    const res = await send(
      `/api/inspection-schedule/${inspectionId}/defect`,
      tc,
      {
        checklist_item_id: String(subItemId),
        defect: 'Yes',
        location: 'Block A level 2',
        description: 'Leaking pipe under the basin in the staff toilet',
        can_single_send_email: 'true',
      },
      { before_photos: 1 },
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    await thumbnailsMade(t.app);
    let d = (await get(`/api/defect/${id}`)).json().data;
    expect(d).toMatchObject({ status: 'Follow up', defect: true, title: 'Leaking pipe under the basin …' });
    expect(d.before_photos).toHaveLength(1);
    const pic = await get(d.before_photos[0].thumbnail_url, om);
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/jpeg');
    expect(mails() - before).toBe(1);
    expect(
      fs
        .readdirSync(outbox)
        .some((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes('operations-manager@caretaker.test')),
    ).toBe(true);

    // The checklist shows it on its item.
    const rec = (await get(`/api/inspection-schedule/${inspectionId}`)).json().data;
    const item = rec.checklist_items
      .flatMap((e: { checklist_sub_items: unknown[] }) => e.checklist_sub_items)
      .find((s: { id: number }) => s.id === subItemId);
    expect(item).toMatchObject({ hasDefect: true, defects: [{ id, status: 'Follow up', defect: true }] });

    // Unticking with pictures, and Repaired without an after picture, are refused; nothing changes.
    const untick = await send(`/api/defect/${id}`, tc, { defect: 'No' });
    expect(untick.json().errors).toEqual({ defect: ['Remove the before and after pictures first.'] });
    const noAfter = await send(`/api/defect/${id}`, tc, { status: 'Repaired' });
    expect(noAfter.statusCode).toBe(422);
    expect((await get(`/api/defect/${id}`)).json().data.status).toBe('Follow up');

    const repaired = await send(
      `/api/defect/${id}`,
      tc,
      { status: 'Repaired', version: String(d.version) },
      { after_photos: 1 },
    );
    expect(repaired.statusCode).toBe(200);
    d = repaired.json().data;
    expect(d).toMatchObject({ status: 'Repaired' });
    expect(d.after_photos).toHaveLength(1);

    // Repaired is locked: no edits, no picture removal.
    expect((await send(`/api/defect/${id}`, tc, { description: 'x' })).statusCode).toBe(422);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/defect/${id}/photos/${d.after_photos[0].id}`,
      headers: bearer(tc),
    });
    expect(del.statusCode).toBe(409);
  });

  it('needs location and description when ticked, refuses non-images and roles that may not edit', async () => {
    const missing = await send(`/api/inspection-schedule/${inspectionId}/defect`, tc, { defect: 'Yes' });
    expect(missing.json().errors).toEqual({
      location: ['This field is required'],
      description: ['This field is required'],
    });
    const form = new FormData();
    form.append('defect', 'No');
    form.append('before_photos[]', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
    const { payload, headers } = await multipart(form);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/inspection-schedule/${inspectionId}/defect`,
      payload,
      headers: { ...headers, ...bearer(tc) },
    });
    expect(bad.statusCode).toBe(422);
    // the words the defect dialog shows (tests/ui/inspections/defectDialog.test.tsx serves this answer)
    expect(bad.json()).toEqual({
      message: 'Something went wrong. Invalid File Type',
      errors: { file: ['Something went wrong. Invalid File Type'] },
    });
    expect((await send(`/api/inspection-schedule/${inspectionId}/defect`, ma, { defect: 'No' })).statusCode).toBe(403);
  });

  it('lists outstanding defects scoped to the operations manager’s school', async () => {
    await send(`/api/inspection-schedule/${inspectionId}/defect`, tc, {
      defect: 'Yes',
      location: 'Hall',
      description: 'Cracked tile',
    });
    const list = (await get('/api/defect?status[]=Follow up', om)).json();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((r: { status: string }) => r.status === 'Follow up')).toBe(true);
    const mine = (await get('/api/defect?created_by_me=1', om)).json();
    expect(mine.data).toEqual([]);
    const saved = (
      await t.app.inject({
        method: 'POST',
        url: `/api/inspection-schedule/${inspectionId}/defects`,
        payload: {},
        headers: bearer(tc),
      })
    ).json();
    expect(saved.data.map((r: { description: string }) => r.description)).toContain('Cracked tile');
  });

  it('is deleted from the follow-up list by the term contractor, their QS and an administrator only', async () => {
    const [tech, qs, admin] = await Promise.all(['TECHNICIAN', 'TERM-CONTRACTOR-QS', 'ADMIN'].map((r) => t.loginAs(r)));
    const make = async (description: string) =>
      (
        await send(`/api/inspection-schedule/${inspectionId}/defect`, tc, {
          defect: 'Yes',
          location: 'Canteen',
          description,
        })
      ).json().data.id as number;
    const remove = (id: number, token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/defect/${id}`, headers: bearer(token) });
    const rowOf = async (id: number, token: string) =>
      (await get(`/api/defect?per_page=100`, token)).json().data.find((r: { id: number }) => r.id === id);

    const a = await make('Loose handrail');
    // The list says who may delete: the technician edits defects but may not delete them.
    expect((await rowOf(a, tc)).actions).toEqual(['delete']);
    expect((await rowOf(a, tech)).actions).toEqual([]);
    expect((await rowOf(a, om)).actions).toEqual([]);
    expect((await remove(a, tech)).statusCode).toBe(403);
    expect((await remove(a, om)).statusCode).toBe(403);
    expect((await get(`/api/defect/${a}`)).statusCode).toBe(200);

    const del = await remove(a, tc);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Successfully deleted');
    expect((await get(`/api/defect/${a}`)).statusCode).toBe(404);
    for (const token of [qs, admin]) {
      const id = await make('Broken window latch');
      expect((await rowOf(id, token)).actions).toEqual(['delete']);
      expect((await remove(id, token)).statusCode).toBe(200);
    }
  });

  it('loses a picture to a role that edits defects, never to a reviewer, and the stored file goes with it', async () => {
    const made = await send(
      `/api/inspection-schedule/${inspectionId}/defect`,
      tc,
      { defect: 'Yes', location: 'Hall', description: 'Stained ceiling board' },
      { before_photos: 2 },
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const [kept, gone] = (await get(`/api/defect/${id}`)).json().data.before_photos as { id: number; url: string }[];
    const stored = await t.db
      .selectFrom('attachments')
      .select(['bucket', 'full_path'])
      .where('id', '=', gone.id)
      .executeTakeFirstOrThrow();
    const file = path.join(t.dataDir, 'files', stored.bucket, stored.full_path);
    expect(fs.existsSync(file)).toBe(true);
    const remove = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/defect/${id}/photos/${gone.id}`, headers: bearer(token) });

    // the managing agent and the operations manager review defects: they see the pictures but keep them
    for (const reviewer of [ma, om]) {
      expect((await get(gone.url, reviewer)).statusCode).toBe(200);
      expect((await remove(reviewer)).statusCode).toBe(403);
    }
    expect((await get(`/api/defect/${id}`)).json().data.before_photos).toHaveLength(2);

    const tech = await t.loginAs('TECHNICIAN');
    const del = await remove(tech);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe('Successfully deleted file');
    expect((await get(`/api/defect/${id}`)).json().data.before_photos.map((p: { id: number }) => p.id)).toEqual([
      kept.id,
    ]);
    expect((await get(gone.url)).statusCode).toBe(404);
    expect(fs.existsSync(file)).toBe(false);
    expect((await remove(tc)).statusCode).toBe(404);
  });
});
