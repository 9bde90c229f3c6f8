/**
 * "Keep original photos" (settings, per user on the device) holds for every area that takes photos offline: the tree
 * inspection's and the WSO's photos are kept as taken when it is on, and made smaller (the image decoded first) when
 * it is off. Real IndexedDB implementation (fake-indexeddb) and Web Crypto; the browser's image decoder is the one
 * thing played, since jsdom has none.
 */
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TreeInspection } from '../../../custom-pages/trees/api.js';
import { keepPhotos } from '../../../custom-pages/trees/offlineRecord.js';
import type { Wso } from '../../../custom-pages/wso/api.js';
import { queueSave } from '../../../custom-pages/wso/offlineRecord.js';
import { fetchKey } from '../../../src/offline/keyring.js';
import { readWrites } from '../../../src/offline/outbox.js';
import { setOfflineSettings } from '../../../src/offline/settings.js';
import { offlineDb } from '../../../src/offline/store.js';
import { getFile } from '../../../src/offline/vault.js';
import { clearSession, saveSession } from '../../../src/session.js';

const KEY = Buffer.alloc(32, 6).toString('base64url');
const decoded = vi.fn(() => Promise.reject(new Error('no decoder here')));

// node's Blob underneath: jsdom's answers arrayBuffer() from another realm, which Node's Web Crypto refuses
const photo = (name: string) =>
  Object.assign(new NodeBlob([`original bytes of ${name}`], { type: 'image/png' }), {
    name,
    lastModified: 0,
  }) as unknown as File;

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ data: { key: KEY, user_id: 7 } }))),
  );
  vi.stubGlobal('createImageBitmap', decoded);
  decoded.mockClear();
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
  localStorage.clear();
  saveSession({ token: 't7', uid: 7, loginId: 'l' });
  await fetchKey();
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const tree = { id: 3, version: 1, tree_checklist_items: [] } as unknown as TreeInspection;
const wso = { id: 4, version: 1, status: 'DRAFT' } as unknown as Wso;

async function keptTreePhoto() {
  const queued = await keepPhotos(tree, 11, {
    before_photos: [photo('tree.png')],
    after_photos: [],
    inspect_photos: [],
  });
  const key = (queued![0].payload as { key: string }).key;
  return (await getFile(key))!;
}

async function keptWsoPhoto() {
  expect(await queueSave(wso, {}, 'DRAFT', undefined, [{ field: 'before_photos', file: photo('wso.png') }])).toBe(true);
  const write = (await readWrites()).find((w) => w.kind === 'wso.photo')!;
  return (await getFile((write.payload as { key: string }).key))!;
}

describe('keep original photos', () => {
  it('keeps tree and WSO photos as taken when chosen: never decoded to be made smaller', async () => {
    setOfflineSettings({ keepOriginals: true });
    for (const kept of [await keptTreePhoto(), await keptWsoPhoto()]) {
      expect(kept.type).toBe('image/png');
      expect(Buffer.from(await kept.arrayBuffer()).toString()).toMatch(/^original bytes of (tree|wso)\.png$/);
    }
    expect(decoded).not.toHaveBeenCalled();
  });

  it('makes them smaller otherwise (each decoded first)', async () => {
    await keptTreePhoto();
    await keptWsoPhoto();
    expect(decoded).toHaveBeenCalledTimes(2);
  });
});
