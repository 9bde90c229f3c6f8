/**
 * How a work service order's queued writes are sent (custom-pages/wso/offlineKinds.ts), on a real IndexedDB
 * implementation (fake-indexeddb) and real Web Crypto for the device's base; the server is played by a small order that
 * answers as the real one does (a save on a stale version: 409 with the version; a step its state does not take: 409
 * without; a filed photo moves the version on). The browser end to end runs in tests/e2e/offline-wso.test.ts.
 */
import 'fake-indexeddb/auto';
import { HttpError } from 'ra-core';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kinds } from '../../../custom-pages/wso/offlineKinds.js';
import { BASE, type PhotoPayload, type SavePayload } from '../../../custom-pages/wso/offlineRecord.js';
import type { Wso } from '../../../custom-pages/wso/api.js';
import { fetchKey } from '../../../src/offline/keyring.js';
import type { QueuedWrite } from '../../../src/offline/outbox.js';
import type { SyncContext } from '../../../src/offline/registry.js';
import { offlineDb } from '../../../src/offline/store.js';
import { putRecord } from '../../../src/offline/vault.js';
import { clearSession, saveSession } from '../../../src/session.js';

const FIELDS = { work_description: 'base work', remark: null as string | null, fault_call_location: 'Block A' };

/** The order on the "server". */
let server: { version: number; status: string; fields: Record<string, string | null>; photos: string[] };
let posts: Record<string, unknown>[];
/** How often the order was read back (after a 409). */
let reads: number;

const actionsOf = (status: string) =>
  status === 'DRAFT' ? ['submit', 'draft', 'upload_photo'] : status === 'REJECTED' ? ['submit', 'upload_photo'] : [];
const record = (): Wso =>
  ({
    id: 5,
    version: server.version,
    status: server.status,
    display_status: server.status === 'PENDING' ? 'PENDING FOR MA APPROVAL' : server.status,
    actions: actionsOf(server.status),
    ...server.fields,
  }) as unknown as Wso;

function context(): SyncContext {
  return {
    state: {},
    async send<T>(path: string, options: { method?: string; body?: unknown } = {}) {
      if ((options.method ?? 'GET') === 'GET') {
        reads += 1;
        return { data: record() } as T;
      }
      const body = options.body as Record<string, unknown>;
      const step = body.status === 'PENDING' ? 'submit' : 'draft';
      if (!actionsOf(server.status).includes(step))
        throw new HttpError(`This work service order cannot be changed this way while it is ${server.status}.`, 409, {
          message: 'x',
        });
      if (body.version !== server.version)
        throw new HttpError('This work service order was changed by someone else.', 409, { version: server.version });
      posts.push(body);
      for (const k of Object.keys(FIELDS)) if (k in body) server.fields[k] = body[k] as string | null;
      server.status = String(body.status);
      server.version += 1;
      return { message: 'ok', data: { id: 5, status: server.status } } as T;
    },
    serverId: async () => null,
    mapId: async () => undefined,
    file: async () => null,
    async upload(key) {
      if (!actionsOf(server.status).includes('upload_photo'))
        throw new HttpError('This work service order cannot be changed this way while it is PENDING.', 409, {});
      server.photos.push(key);
      server.version += 1;
    },
  };
}

const write = <P>(kind: string, payload: P): QueuedWrite<P> => ({
  uuid: crypto.randomUUID(),
  kind,
  scope: 'wso:5',
  payload,
  createdAt: new Date().toISOString(),
});
const photo = (key: string) =>
  write<PhotoPayload>('wso.photo', { wsoId: 5, field: 'before_photos', key, name: `${key}.jpg` });
const save = (change: SavePayload['change'], status: SavePayload['status'] = 'DRAFT', extra: object = {}) =>
  write<SavePayload>('wso.save', { wsoId: 5, status, change, ...extra });

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { key: Buffer.alloc(32, 3).toString('base64url'), user_id: 3 } })),
  );
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
  saveSession({ token: 't3', uid: 3, loginId: 'l' });
  await fetchKey();
  server = { version: 4, status: 'DRAFT', fields: { ...FIELDS }, photos: [] };
  posts = [];
  reads = 0;
  // the device prepared the order at version 4
  await putRecord(BASE, 5, record());
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('a WSO written without signal, sent when the signal is back', () => {
  it('files the photos, then submits with the signature on the version the photos moved the order to', async () => {
    const ctx = context();
    expect(await kinds['wso.photo'].send(photo('a'), ctx)).toEqual({ sent: true });
    expect(await kinds['wso.photo'].send(photo('b'), ctx)).toEqual({ sent: true });
    const signature = { signature: 'data:image/png;base64,AA', signature_options: 'new_signature' };
    expect(await kinds['wso.save'].send(save({ remark: 'done' }, 'PENDING', { signature }), ctx)).toEqual({
      sent: true,
    });
    expect(server.photos).toEqual(['a', 'b']);
    expect(posts).toEqual([{ remark: 'done', status: 'PENDING', version: 6, ...signature }]);
    // the version ran through the photos: no 409, no read back
    expect(reads).toBe(0);
  });

  it('after a 409, sends again on the new version what only the device changed; theirs stays', async () => {
    server.fields.fault_call_location = 'Theirs: Block B';
    server.version = 5;
    const outcome = await kinds['wso.save'].send(save({ remark: 'mine', work_description: 'mine work' }), context());
    expect(outcome).toEqual({ sent: true });
    expect(posts).toEqual([{ remark: 'mine', work_description: 'mine work', status: 'DRAFT', version: 5 }]);
    expect(server.fields).toEqual({
      work_description: 'mine work',
      remark: 'mine',
      fault_call_location: 'Theirs: Block B',
    });
  });

  it('keeps a field both changed for the user, with the rest of the save, and sends nothing meanwhile', async () => {
    server.fields.work_description = 'theirs work';
    server.version = 5;
    const outcome = await kinds['wso.save'].send(save({ remark: 'mine', work_description: 'mine work' }), context());
    expect(outcome).toEqual({
      conflicts: [{ field: 'work_description', base: 'base work', mine: 'mine work', theirs: 'theirs work' }],
      payload: { wsoId: 5, status: 'DRAFT', change: { remark: 'mine', work_description: 'mine work' } },
    });
    expect(posts).toEqual([]);
    // the user kept theirs for the description: the save goes without it, on the version the server has then
    const chosen = save({ remark: 'mine' }, 'DRAFT', { force: true });
    expect(await kinds['wso.save'].send(chosen, context())).toEqual({ sent: true });
    expect(server.fields).toMatchObject({ work_description: 'theirs work', remark: 'mine' });
  });

  it('reports a step and a photo the workflow no longer takes, with the order’s state, and changes nothing', async () => {
    server.status = 'PENDING';
    server.version = 7;
    const ctx = context();
    const refusedPhoto = await kinds['wso.photo'].send(photo('c'), ctx);
    const refusedSave = await kinds['wso.save'].send(save({ remark: 'late' }), ctx);
    expect(refusedPhoto).toEqual({
      refused: 'PENDING FOR MA APPROVAL: This work service order cannot be changed this way while it is PENDING.',
    });
    expect(refusedSave).toEqual({
      refused: 'PENDING FOR MA APPROVAL: This work service order cannot be changed this way while it is PENDING.',
    });
    expect([server.photos, posts, server.version]).toEqual([[], [], 7]);
  });
});
