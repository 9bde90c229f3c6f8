/**
 * A stored photo deleted without signal (src/offline/photoDelete.ts and each area's `photoDelete` kind), through the real
 * outbox and sync on a real IndexedDB implementation (fake-indexeddb) and real Web Crypto. The server is played by a
 * fetch that answers the delete routes as the real ones do: deleted (a WSO's and a tree inspection's version moves on,
 * a defect's does not), already gone (404), or refused by the record's state (409). The browser end to end runs in
 * tests/e2e/offline-photo-delete.test.ts.
 */
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wso } from '../../../custom-pages/wso/api.js';
import { keptWso, queuePhotoDelete, queueSave } from '../../../custom-pages/wso/offlineRecord.js';
import type { Inspection } from '../../../custom-pages/inspections/api.js';
import {
  queuePhotoDelete as queueDefectPhotoDelete,
  withoutDeletedPhotos,
} from '../../../custom-pages/inspections/offlineRecord.js';
import type { TreeInspection } from '../../../custom-pages/trees/api.js';
import { keepTreeInspection, keptTreeInspection, queueTreeWrites } from '../../../custom-pages/trees/offlineRecord.js';
import { fetchKey } from '../../../src/offline/keyring.js';
import { enqueue, readWrites } from '../../../src/offline/outbox.js';
import { dropQueuedPhoto } from '../../../src/offline/photoDelete.js';
import { registerOfflineKinds } from '../../../src/offline/registry.js';
import { offlineDb } from '../../../src/offline/store.js';
import { syncNow } from '../../../src/offline/sync.js';
import { getFile, putFile } from '../../../src/offline/vault.js';
import { clearSession, saveSession } from '../../../src/session.js';

registerOfflineKinds('wso.', () => import('../../../custom-pages/wso/offlineKinds.js'));
registerOfflineKinds('inspection.', () => import('../../../custom-pages/inspections/offlineKinds.js'));
registerOfflineKinds('tree.', () => import('../../../custom-pages/trees/offlineKinds.js'));

const photo = (id: number) => ({ id, name: `p${id}.jpg`, thumbnail_url: null, url: `/f/${id}`, can_delete: true });

/** What the "server" holds: each record's version and status, and the stored photos by id. */
let server: { wsoVersion: number; wsoStatus: string; treeVersion: number; photos: Set<number> };
/** The writes it was sent: method, path, Idempotency-Key, body. */
let sent: { method: string; path: string; key: string | null; body?: Record<string, unknown> }[];

const wso = (): Wso =>
  ({
    id: 5,
    version: server.wsoVersion,
    status: server.wsoStatus,
    display_status: server.wsoStatus === 'PENDING' ? 'PENDING FOR MA APPROVAL' : server.wsoStatus,
    actions: server.wsoStatus === 'DRAFT' ? ['submit', 'draft', 'upload_photo', 'delete_photo'] : [],
    remark: null,
    attachements: {
      before_photos: [101, 102].filter((id) => server.photos.has(id)).map(photo),
      after_photos: [],
    },
  }) as unknown as Wso;

const tree = (): TreeInspection =>
  ({
    id: 1,
    status: 'DRAFT',
    tree_checklist_items: [{ id: 11, sequence: 1, fields: [], defect: false, remarks: null }],
    attachments: {
      s11: {
        before_photos: [301, 302].filter((id) => server.photos.has(id)).map(photo),
        after_photos: [],
        inspect_photo: [],
      },
    },
    actions: ['save', 'submit', 'evidence'],
    version: server.treeVersion,
  }) as unknown as TreeInspection;

const inspection = { id: 1, version: 3, checklist_items: [], actions: ['save'] } as unknown as Inspection;

/** A delete the record's state no longer allows, per photo id; photos absent from `server.photos` answer 404. */
let refused: Set<number>;
const REFUSAL = (id: number) =>
  id < 200
    ? 'This work service order cannot be changed this way.'
    : id < 300
      ? 'A repaired defect can no longer be changed.'
      : 'This tree inspection has been submitted and can no longer be changed.';

function serve(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input), 'http://x').pathname.replace(/^\/api/, '');
  const method = init?.method ?? 'GET';
  const headers = new Headers(init?.headers);
  if (path === '/auth/offline-key')
    return Promise.resolve(Response.json({ data: { key: Buffer.alloc(32, 3).toString('base64url'), user_id: 3 } }));
  if (method === 'GET') {
    if (path === '/work-service-order/5') return Promise.resolve(Response.json({ data: wso() }));
    if (path === '/tree-inspection/1') return Promise.resolve(Response.json({ data: tree() }));
    if (path === '/inspection-schedule/1') return Promise.resolve(Response.json({ data: inspection }));
    return Promise.resolve(Response.json({ message: 'File not found.' }, { status: 404 }));
  }
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
  sent.push({ method, path, key: headers.get('Idempotency-Key'), ...(body ? { body } : {}) });
  const deleted = /^\/(?:attachments|defect\/\d+\/photos)\/(\d+)$/.exec(path);
  if (method === 'DELETE' && deleted) {
    const id = Number(deleted[1]);
    if (!server.photos.has(id)) return Promise.resolve(Response.json({ message: 'File not found.' }, { status: 404 }));
    if (refused.has(id)) return Promise.resolve(Response.json({ message: REFUSAL(id) }, { status: 409 }));
    server.photos.delete(id);
    // as the server's area rules: a WSO's and a tree inspection's photo moves its version on, a defect's does not
    if (id < 200) server.wsoVersion += 1;
    else if (id >= 300) server.treeVersion += 1;
    return Promise.resolve(Response.json({ message: 'Successfully deleted file' }));
  }
  if (path === '/work-service-order/5') {
    if (body?.version !== server.wsoVersion)
      return Promise.resolve(Response.json({ message: 'Changed.', version: server.wsoVersion }, { status: 409 }));
    server.wsoVersion += 1;
    return Promise.resolve(Response.json({ message: 'ok', data: { id: 5 } }));
  }
  if (path === '/tree-inspection/update-tree-inspection/1') {
    if (body?.version !== server.treeVersion)
      return Promise.resolve(Response.json({ message: 'Changed.', version: server.treeVersion }, { status: 409 }));
    server.treeVersion += 1;
    return Promise.resolve(Response.json({ message: 'ok', data: tree() }));
  }
  return Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }));
}

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(serve));
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
  saveSession({ token: 't3', uid: 3, loginId: 'l' });
  await fetchKey();
  server = { wsoVersion: 4, wsoStatus: 'DRAFT', treeVersion: 1, photos: new Set([101, 102, 201, 202, 301, 302]) };
  sent = [];
  refused = new Set();
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const deletes = () => sent.filter((s) => s.method === 'DELETE').map((s) => s.path);

describe('a WSO photo deleted without signal', () => {
  it('is gone from the kept order at once, then deleted with its key, and the save after it goes on the next version', async () => {
    await putFile(new NodeBlob(['thumbnail'], { type: 'image/jpeg' }) as Blob, 'thumb:wso-101');
    expect(await queuePhotoDelete(wso(), 'before_photos', photo(101))).toBe(true);
    expect(await queueSave(wso(), { remark: 'done' }, 'DRAFT', undefined, [], ['remark'])).toBe(true);
    expect((await keptWso(5))!.attachements.before_photos.map((p) => p.id)).toEqual([102]);

    await syncNow();
    expect(deletes()).toEqual(['/attachments/101']);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    // the delete moved the order to 5: the save goes on it, no 409
    expect(sent[1]).toMatchObject({ path: '/work-service-order/5', body: { remark: 'done', version: 5 } });
    expect([...server.photos].filter((id) => id < 200)).toEqual([102]);
    expect(await readWrites()).toEqual([]);
    // the thumbnail kept for work without signal went with the photo
    expect(await getFile('thumb:wso-101')).toBeNull();
  });

  it('is done when the photo is already gone (404), and the save after it goes on the version the server has', async () => {
    server.photos.delete(101);
    server.wsoVersion = 6;
    await queuePhotoDelete(wso(), 'before_photos', photo(101));
    await queueSave(wso(), { remark: 'done' }, 'DRAFT', undefined, [], ['remark']);
    server.wsoVersion = 7;
    await syncNow();
    expect(deletes()).toEqual(['/attachments/101']);
    expect(sent[1]).toMatchObject({ body: { remark: 'done', version: 7 } });
    expect(await readWrites()).toEqual([]);
  });

  it('is reported with the order’s state when the order no longer allows it (409), and the photo shows again', async () => {
    await queuePhotoDelete(wso(), 'before_photos', photo(101));
    server.wsoStatus = 'PENDING';
    refused.add(101);
    await syncNow();
    const [kept] = await readWrites();
    expect(kept).toMatchObject({ kind: 'wso.photoDelete', state: 'refused' });
    expect(kept.problem?.message).toBe('PENDING FOR MA APPROVAL: This work service order cannot be changed this way.');
    expect(server.photos.has(101)).toBe(true);
    expect((await keptWso(5))!.attachements.before_photos.map((p) => p.id)).toEqual([101, 102]);
  });

  it('a photo taken offline and not sent yet simply leaves the outbox, with its kept file', async () => {
    const key = (await putFile(new NodeBlob(['x'], { type: 'image/jpeg' }) as Blob))!;
    await enqueue({ kind: 'wso.photo', scope: 'wso:5', payload: { wsoId: 5, key }, files: [key] });
    expect(await dropQueuedPhoto('wso:5', key)).toBe(true);
    expect(await readWrites()).toEqual([]);
    expect(await getFile(key)).toBeNull();
    expect(await dropQueuedPhoto('wso:5', key)).toBe(false);
  });
});

describe('a defect picture deleted without signal', () => {
  const defect = () => ({
    id: 7,
    before_photos: [201, 202].map(photo),
    after_photos: [],
    supporting_photos: [],
  });

  it('is gone from the defect at once and deleted when the signal is back', async () => {
    expect(await queueDefectPhotoDelete(inspection, 3, 7, photo(201))).toBe(true);
    expect((await withoutDeletedPhotos(defect())).before_photos.map((p) => p.id)).toEqual([202]);
    await syncNow();
    expect(deletes()).toEqual(['/defect/7/photos/201']);
    expect([...server.photos].filter((id) => id >= 200 && id < 300)).toEqual([202]);
    expect(await readWrites()).toEqual([]);
    expect((await withoutDeletedPhotos(defect())).before_photos.map((p) => p.id)).toEqual([201, 202]);
  });

  it('is done when the picture is already gone (404)', async () => {
    server.photos.delete(201);
    await queueDefectPhotoDelete(inspection, 3, 7, photo(201));
    await syncNow();
    expect(deletes()).toEqual(['/defect/7/photos/201']);
    expect(await readWrites()).toEqual([]);
  });

  it('is reported with the server’s words when the defect no longer allows it (409)', async () => {
    await queueDefectPhotoDelete(inspection, 3, 7, photo(201));
    refused.add(201);
    await syncNow();
    const [kept] = await readWrites();
    expect(kept).toMatchObject({ kind: 'inspection.photoDelete', state: 'refused' });
    expect(kept.problem?.message).toBe('A repaired defect can no longer be changed.');
    expect(server.photos.has(201)).toBe(true);
  });
});

describe('a tree photo deleted without signal', () => {
  beforeEach(async () => {
    await keepTreeInspection(tree());
  });
  const remove = (id: number) =>
    queueTreeWrites(tree(), [
      { kind: 'photoDelete', payload: { inspectionId: 1, itemId: 11, photoId: id, name: `p${id}.jpg` } },
    ]);

  it('is gone from the kept tree at once, deleted, and the evidence after it reads the new version first', async () => {
    await remove(301);
    await queueTreeWrites(tree(), [
      { kind: 'evidence', payload: { inspectionId: 1, itemId: 11, change: { remarks: 'Split trunk' } } },
    ]);
    expect((await keptTreeInspection(1))!.attachments.s11.before_photos.map((p) => p.id)).toEqual([302]);
    await syncNow();
    expect(deletes()).toEqual(['/attachments/301']);
    expect(sent[1]).toMatchObject({ body: { remarks: 'Split trunk', version: 2 } });
    expect(await readWrites()).toEqual([]);
  });

  it('is done when the photo is already gone (404), and reported when the inspection refuses it (409)', async () => {
    server.photos.delete(301);
    await remove(301);
    await remove(302);
    refused.add(302);
    await syncNow();
    expect(deletes()).toEqual(['/attachments/301', '/attachments/302']);
    const writes = await readWrites();
    expect(writes.map((w) => [w.kind, w.state, (w.payload as { photoId: number }).photoId])).toEqual([
      ['tree.photoDelete', 'refused', 302],
    ]);
    expect((await keptTreeInspection(1))!.attachments.s11.before_photos.map((p) => p.id)).toEqual([302]);
  });
});
