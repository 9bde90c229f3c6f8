/**
 * Idempotency keys (server/plugins/idempotency.ts): a write retried with the same key runs once, whatever the database.
 * Real multipart bodies through app.inject, real files on disk, real unique constraint as the lock.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_MESSAGES } from '../../server/plugins/idempotency.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, newInspection, onePixelPng, userOfRole } from './helpers.js';
import { thumbnailsMade } from '../support/thumbnails.js';

let t: TestApp;
let tc: string;
let tc2: string;
let inspectionId: number;
let subItemId: number;

beforeAll(async () => {
  t = await createTestApp();
  tc = await t.loginAs('TERM-CONTRACTOR');
  const demo = await t.db
    .selectFrom('users')
    .select(['role_id', 'contractor', 'zone_in_charge'])
    .where('email', '=', 'term-contractor@caretaker.test')
    .executeTakeFirstOrThrow();
  tc2 = (
    await userOfRole(t, demo.role_id!, 'second-tc@caretaker.test', {
      contractor: demo.contractor,
      zone_in_charge: JSON.parse(demo.zone_in_charge) as string[],
    })
  ).token;
  ({ id: inspectionId, subItemId } = await newInspection(t, tc));
});
afterAll(async () => t.close());

const defectsUrl = () => `/api/inspection-schedule/${inspectionId}/defect`;
const defectForm = (description: string, photos = 0) => {
  const form = new FormData();
  form.append('checklist_item_id', String(subItemId));
  form.append('defect', 'Yes');
  form.append('location', 'Block B');
  form.append('description', description);
  for (let i = 0; i < photos; i++)
    form.append('before_photos[]', new Blob([new Uint8Array(onePixelPng([i * 60, 9, 9, 255]))]), `p${i}.png`);
  return multipart(form);
};
async function createDefect(key: string | undefined, description: string, photos = 0, token = tc) {
  const { payload, headers } = await defectForm(description, photos);
  return t.app.inject({
    method: 'POST',
    url: defectsUrl(),
    payload,
    headers: { ...headers, ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
}
const defectsNamed = async (description: string) =>
  (await t.db.selectFrom('defects').select('id').where('description', '=', description).execute()).map((d) => d.id);
const photoRows = (defectId: number) =>
  t.db
    .selectFrom('attachments')
    .select(['full_path', 'thumbnail'])
    .where('owner_type', '=', 'defect_before')
    .where('owner_id', '=', defectId)
    .execute();
const filesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const p = path.join(dir, e.name);
        return e.isDirectory() ? filesIn(p) : [p];
      })
    : [];
const inspectionFiles = () => filesIn(path.join(t.dataDir, 'files', 'inspections'));

describe('idempotency keys', () => {
  it('replays a defect created with a key: same status, same body and id, the replay header, one row', async () => {
    const first = await createDefect('defect-key-1', 'Cracked tile by the lift');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await createDefect('defect-key-1', 'Cracked tile by the lift');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(await defectsNamed('Cracked tile by the lift')).toEqual([first.json().data.id]);
    // Without a key, the same request is a new write, as before.
    expect((await createDefect(undefined, 'Cracked tile by the lift')).statusCode).toBe(201);
    expect(await defectsNamed('Cracked tile by the lift')).toHaveLength(2);
  });

  it('replays a photo upload: one attachment and one file (and its thumbnail) on disk', async () => {
    const before = inspectionFiles().length;
    const first = await createDefect('photo-key', 'Rusty railing with a photo', 1);
    expect(first.statusCode, first.body).toBe(201);
    const again = await createDefect('photo-key', 'Rusty railing with a photo', 1);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    await thumbnailsMade(t.app); // made by the job queue after the first answer, and only once
    const ids = await defectsNamed('Rusty railing with a photo');
    expect(ids).toEqual([first.json().data.id]);
    const rows = await photoRows(ids[0]);
    expect(rows).toHaveLength(1);
    expect(rows[0].thumbnail).not.toBeNull();
    expect(inspectionFiles().length - before).toBe(2);
  });

  it('refuses the same key for another body, method or address with 422 naming the header', async () => {
    expect((await createDefect('reused-key', 'Loose handrail')).statusCode).toBe(201);
    const other = await createDefect('reused-key', 'Another defect altogether');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: KEY_MESSAGES.reused,
      errors: { 'Idempotency-Key': [KEY_MESSAGES.reused] },
    });
    expect(await defectsNamed('Another defect altogether')).toEqual([]);
    const json = await t.app.inject({
      method: 'PATCH',
      url: `/api/inspection-schedule/${inspectionId}/items/${subItemId}`,
      headers: { ...bearer(tc), 'idempotency-key': 'reused-key' },
      payload: { remarks: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ 'Idempotency-Key': [KEY_MESSAGES.reused] });
  });

  it('refuses a malformed key with 422 before anything is written', async () => {
    for (const key of ['', 'a b', 'é', 'x'.repeat(256)]) {
      const res = await createDefect(key, `Bad key ${key.length}`);
      expect(res.statusCode, key).toBe(422);
      expect(res.json().errors).toEqual({ 'Idempotency-Key': [KEY_MESSAGES.invalid] });
    }
    expect(await defectsNamed('Bad key 0')).toEqual([]);
    // 255 visible characters is a key.
    expect((await createDefect('~'.repeat(255), 'Longest key')).statusCode).toBe(201);
  });

  it('runs two concurrent requests with one key once: one row, the other told to retry or given the same answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => createDefect('race-key', 'Blocked drain in the canteen', 1)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    const ids = await defectsNamed('Blocked drain in the canteen');
    expect(ids).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe(KEY_MESSAGES.running);
    for (const a of answers.filter((x) => x.statusCode === 201)) expect(a.json().data.id).toBe(ids[0]);
    expect(await photoRows(ids[0])).toHaveLength(1);
    // Once the first has finished, a retry gets its answer.
    const late = await createDefect('race-key', 'Blocked drain in the canteen', 1);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(late.json().data.id).toBe(ids[0]);
  });

  it("keeps keys per user: another user's same key runs as their own write", async () => {
    const mine = await createDefect('shared-key', 'Broken window latch');
    const theirs = await createDefect('shared-key', 'Broken window latch', 0, tc2);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(await defectsNamed('Broken window latch')).toHaveLength(2);
  });

  it('does not keep a server error: the retry with the same key runs again', async () => {
    // The inspections bucket a plain file: storing the photo fails (503, the server's fault).
    const bucket = path.join(t.dataDir, 'files', 'inspections');
    const aside = `${bucket}.aside`;
    if (fs.existsSync(bucket)) fs.renameSync(bucket, aside);
    fs.mkdirSync(path.dirname(bucket), { recursive: true });
    fs.writeFileSync(bucket, 'not a folder');
    try {
      const failed = await createDefect('fail-key', 'Water stain on the ceiling', 1);
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      fs.rmSync(bucket);
      if (fs.existsSync(aside)) fs.renameSync(aside, bucket);
    }
    expect(await defectsNamed('Water stain on the ceiling')).toEqual([]);
    const retry = await createDefect('fail-key', 'Water stain on the ceiling', 1);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await defectsNamed('Water stain on the ceiling')).toHaveLength(1);
  });

  it('forgets keys after 24 hours: the retention sweep prunes them and an old key runs anew', async () => {
    const first = await createDefect('old-key', 'Faded exit sign');
    expect(first.statusCode).toBe(201);
    await t.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('idempotency_key', '=', 'old-key')
      .execute();
    const removed = await t.app.retention.sweep();
    expect(removed['idempotency-keys']).toBeGreaterThanOrEqual(1);
    expect(
      await t.db.selectFrom('idempotency_keys').select('id').where('idempotency_key', '=', 'old-key').execute(),
    ).toEqual([]);
    // A key younger than a day stays.
    expect(
      await t.db.selectFrom('idempotency_keys').select('id').where('idempotency_key', '=', 'defect-key-1').execute(),
    ).toHaveLength(1);
    const again = await createDefect('old-key', 'Faded exit sign');
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await defectsNamed('Faded exit sign')).toHaveLength(2);
  });

  it('holds for an API token as for a session: the replay is the token user’s own', async () => {
    const admin = await t.loginAs('ADMIN');
    const demo = await t.db
      .selectFrom('users')
      .select(['role_id', 'contractor', 'zone_in_charge'])
      .where('email', '=', 'term-contractor@caretaker.test')
      .executeTakeFirstOrThrow();
    const account = await userOfRole(t, demo.role_id!, 'svc-outbox@caretaker.test', {
      contractor: demo.contractor,
      zone_in_charge: JSON.parse(demo.zone_in_charge) as string[],
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-tokens',
      headers: bearer(admin),
      payload: { name: 'outbox', user_id: account.userId, expires_in_days: 30 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const apiToken = created.json().data.token as string;
    const first = await createDefect('token-key', 'Flickering corridor light', 0, apiToken);
    expect(first.statusCode, first.body).toBe(201);
    const again = await createDefect('token-key', 'Flickering corridor light', 0, apiToken);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await defectsNamed('Flickering corridor light')).toHaveLength(1);
  });

  it('is described on every signed-in write of the OpenAPI document, and on no read', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; security?: unknown[] }>>;
    };
    const hasKey = (op: { parameters?: { in: string; name: string }[] }) =>
      (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    const ops = Object.values(doc.paths).flatMap((byMethod) => Object.entries(byMethod));
    const signedIn = (op: { security?: unknown[] }) => op.security === undefined || op.security.length > 0;
    const writes = ops.filter(([m, op]) => ['post', 'put', 'patch', 'delete'].includes(m) && signedIn(op));
    expect(writes.length).toBeGreaterThan(50);
    expect(writes.filter(([, op]) => !hasKey(op))).toEqual([]);
    expect(ops.filter(([m, op]) => m === 'get' && hasKey(op))).toEqual([]);
    expect(hasKey(doc.paths['/api/inspection-schedule/{id}/defect'].post)).toBe(true);
  });

  it('ignores the key on reads', async () => {
    const res = await t.app.inject({
      url: `/api/inspection-schedule/${inspectionId}`,
      headers: { ...bearer(tc), 'idempotency-key': 'a b' },
    });
    expect(res.statusCode).toBe(200);
  });
});
