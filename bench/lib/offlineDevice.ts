/**
 * What a field device holds, read straight from its IndexedDB (`caretaker-offline`, src/offline/store.ts) in the page:
 * the sealed records' bytes by sort, the outbox by state, the browser's storage estimate, and the photos waiting to be
 * sent, unsealed with the user's key (usable in the page, never extractable) and hashed — what the server must end up
 * with byte for byte, however the app chooses to send them.
 */
import type { Page } from 'playwright-core';

/**
 * tsx compiles functions handed to page.evaluate with esbuild's keep-names helper, which the page does not have: a
 * no-op stand-in, before any script of the page runs.
 */
export async function allowCompiledEvaluate(page: Page): Promise<void> {
  await page.addInitScript('globalThis.__name = (target) => target');
  await page.evaluate('globalThis.__name = (target) => target').catch(() => undefined);
}

export interface DeviceStore {
  /** Sealed bytes of the prepared record (record, base), its defects, its thumbnails, the user, and photos queued. */
  bytes: { record: number; defects: number; thumbnails: number; identity: number; queuedPhotos: number; other: number };
  rows: number;
  thumbnailRows: number;
  outbox: { waiting: number; conflict: number; refused: number; bytes: number };
  /** navigator.storage.estimate(): usage in all, and Chromium's split by store when it gives one. */
  estimate: { usage: number; indexedDB: number | null; caches: number | null };
}

export function readDeviceStore(page: Page): Promise<DeviceStore> {
  return page.evaluate(async () => {
    const names = await indexedDB.databases();
    const est = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: { indexedDB?: number; caches?: number };
    };
    const estimate = {
      usage: est.usage ?? 0,
      indexedDB: est.usageDetails?.indexedDB ?? null,
      caches: est.usageDetails?.caches ?? null,
    };
    const bytes = { record: 0, defects: 0, thumbnails: 0, identity: 0, queuedPhotos: 0, other: 0 };
    const outbox = { waiting: 0, conflict: 0, refused: 0, bytes: 0 };
    // opening a database that is not there would create an empty one under the app's feet
    if (!names.some((d) => d.name === 'caretaker-offline'))
      return { bytes, rows: 0, thumbnailRows: 0, outbox, estimate };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('caretaker-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const all = (store: string) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const req = db.transaction(store).objectStore(store).getAll();
        req.onsuccess = () => resolve(req.result as Record<string, unknown>[]);
        req.onerror = () => reject(req.error);
      });
    const records = await all('records');
    let thumbnailRows = 0;
    for (const r of records) {
      const id = String(r.id);
      const kind = String(r.kind);
      const n = Number(r.bytes);
      if (kind === 'inspection' || kind === 'inspection-base') bytes.record += n;
      else if (kind === 'defect') bytes.defects += n;
      else if (kind === 'me') bytes.identity += n;
      else if (kind.startsWith('file:') && id.includes(':file:thumb:')) {
        bytes.thumbnails += n;
        thumbnailRows++;
      } else if (kind.startsWith('file:')) bytes.queuedPhotos += n;
      else bytes.other += n;
    }
    for (const w of await all('outbox')) {
      const state = String(w.state) as 'waiting' | 'conflict' | 'refused';
      outbox[state] = (outbox[state] ?? 0) + 1;
      outbox.bytes += (w.data as ArrayBuffer).byteLength;
    }
    db.close();
    return { bytes, rows: records.length, thumbnailRows, outbox, estimate };
  });
}

export interface QueuedPhoto {
  /** The device store's row id (`user:file:key`). */
  id: string;
  sha256: string;
  size: number;
}

/** The photos kept to be sent (not thumbnails), unsealed and hashed. */
export function readQueuedPhotos(page: Page): Promise<QueuedPhoto[]> {
  return page.evaluate(async () => {
    const names = await indexedDB.databases();
    if (!names.some((d) => d.name === 'caretaker-offline')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('caretaker-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const all = (store: string) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const req = db.transaction(store).objectStore(store).getAll();
        req.onsuccess = () => resolve(req.result as Record<string, unknown>[]);
        req.onerror = () => reject(req.error);
      });
    const keys = await all('keys');
    const records = await all('records');
    db.close();
    const out: { id: string; sha256: string; size: number }[] = [];
    for (const r of records) {
      const id = String(r.id);
      if (!String(r.kind).startsWith('file:') || id.includes(':file:thumb:')) continue;
      const owner = keys.find((k) => k.userId === r.userId);
      if (!owner) continue;
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: r.iv as Uint8Array<ArrayBuffer> },
        owner.key as CryptoKey,
        r.data as ArrayBuffer,
      );
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', plain));
      out.push({
        id,
        sha256: [...digest].map((b) => b.toString(16).padStart(2, '0')).join(''),
        size: plain.byteLength,
      });
    }
    return out;
  });
}

/** Writes still in the outbox, by state. */
export async function outboxCounts(page: Page): Promise<DeviceStore['outbox']> {
  return (await readDeviceStore(page)).outbox;
}
