/** Sealed records of the signed-in user in the device store: JSON values and files (photos, thumbnails). */
import { seal, sealJson, unseal, unsealJson } from './crypto.js';
import { currentKey } from './keyring.js';
import { readWrites } from './outbox.js';
import { offlineDb } from './store.js';

const rowId = (userId: number, kind: string, key: string | number) => `${userId}:${kind}:${key}`;

export async function putRecord(kind: string, key: string | number, value: unknown): Promise<boolean> {
  const owner = await currentKey();
  if (!owner) return false;
  const sealed = await sealJson(owner.key, value);
  await offlineDb.records.put({
    id: rowId(owner.userId, kind, key),
    userId: owner.userId,
    kind,
    ...sealed,
    bytes: sealed.data.byteLength,
    storedAt: new Date().toISOString(),
  });
  return true;
}

export async function getRecord<T>(kind: string, key: string | number): Promise<T | null> {
  const owner = await currentKey();
  if (!owner) return null;
  const row = await offlineDb.records.get(rowId(owner.userId, kind, key));
  if (!row) return null;
  try {
    return await unsealJson<T>(owner.key, row);
  } catch {
    return null;
  }
}

export async function deleteRecord(kind: string, key: string | number): Promise<void> {
  const userId = (await currentKey())?.userId;
  if (userId !== undefined) await offlineDb.records.delete(rowId(userId, kind, key));
}

/** Keeps a file; answers its key (`file` records), or null without a key. */
export async function putFile(blob: Blob, key: string = crypto.randomUUID()): Promise<string | null> {
  const owner = await currentKey();
  if (!owner) return null;
  const sealed = await seal(owner.key, await blob.arrayBuffer());
  await offlineDb.records.put({
    id: rowId(owner.userId, 'file', key),
    userId: owner.userId,
    kind: `file:${blob.type}`,
    ...sealed,
    bytes: sealed.data.byteLength,
    storedAt: new Date().toISOString(),
  });
  return key;
}

export async function getFile(key: string): Promise<Blob | null> {
  const owner = await currentKey();
  if (!owner) return null;
  const row = await offlineDb.records.get(rowId(owner.userId, 'file', key));
  if (!row) return null;
  try {
    return new Blob([await unseal(owner.key, row)], { type: row.kind.slice('file:'.length) });
  } catch {
    return null;
  }
}

export const deleteFile = (key: string) => deleteRecord('file', key);

/** The bytes the signed-in user's prepared records take on this device. */
export async function storedBytes(): Promise<number> {
  const userId = (await currentKey())?.userId;
  if (userId === undefined) return 0;
  let total = 0;
  await offlineDb.records
    .where('userId')
    .equals(userId)
    .each((r) => (total += r.bytes));
  return total;
}

export const KEEP_DAYS = 30;

/** A kept file no write names is an orphan once this old (a form keeps its photos before its write is queued). */
const ORPHAN_AFTER_MS = 3_600_000;

/**
 * Drops the user's kept records not refreshed for `KEEP_DAYS` (a record follows the server each time it is opened
 * online); photos waiting in the outbox stay until they are sent. A kept file that no write of the user names (its
 * write could not be queued, or was dismissed before its file went) is dropped after an hour.
 */
export async function sweepStale(now = Date.now()): Promise<number> {
  const userId = (await currentKey())?.userId;
  if (userId === undefined) return 0;
  const cutoff = new Date(now - KEEP_DAYS * 86_400_000).toISOString();
  const orphanCutoff = new Date(now - ORPHAN_AFTER_MS).toISOString();
  const prefix = `${userId}:file:`;
  const queued = (id: string) => id.startsWith(prefix) && !id.startsWith(`${prefix}thumb:`);
  const named = new Set((await readWrites()).flatMap((w) => (w.files ?? []).map((f) => `${prefix}${f}`)));
  return offlineDb.records
    .where('userId')
    .equals(userId)
    .filter((r) => (queued(r.id) ? r.storedAt < orphanCutoff && !named.has(r.id) : r.storedAt < cutoff))
    .delete();
}
