/**
 * The signed-in user's key of the device store. It is fetched from the server after sign-in (when online) and kept in
 * IndexedDB as a non-extractable CryptoKey only while the session lasts, so a reload without signal can still read
 * what was prepared; sign-out and a 401 forget it, and what waits stays sealed until the same user signs in again.
 */
import { api } from '../http.js';
import { getSession } from '../session.js';
import { importOfflineKey } from './crypto.js';
import { offlineDb } from './store.js';

/** The signed-in user's id, or null when signed out. */
export function sessionUserId(): number | null {
  const uid = Number(getSession()?.uid);
  return Number.isInteger(uid) && uid > 0 ? uid : null;
}

/** The user and their key when both are on the device; null when signed out or the key is not fetched yet. */
export async function currentKey(): Promise<{ userId: number; key: CryptoKey } | null> {
  const userId = sessionUserId();
  if (userId === null) return null;
  // a browser without a usable IndexedDB (some private modes) works online only
  const row = await offlineDb.keys.get(userId).catch(() => undefined);
  return row ? { userId, key: row.key } : null;
}

/** Fetches the user's key from the server and keeps it; null when there is no session or no connection. */
export async function fetchKey(): Promise<{ userId: number; key: CryptoKey } | null> {
  if (sessionUserId() === null) return null;
  try {
    const { data } = await api<{ data: { key: string; user_id: number } }>('/auth/offline-key');
    // another user's session may have started while the request was on its way
    if (data.user_id !== sessionUserId()) return null;
    const key = await importOfflineKey(data.key);
    await offlineDb.keys.put({ userId: data.user_id, key });
    return { userId: data.user_id, key };
  } catch {
    return null;
  }
}

/** The key on the device, else from the server. */
export async function ensureKey(): Promise<{ userId: number; key: CryptoKey } | null> {
  return (await currentKey()) ?? fetchKey();
}

/** Sign-out, an ended session: no key stays on the device. */
export async function forgetKeys(): Promise<void> {
  await offlineDb.keys.clear();
}
