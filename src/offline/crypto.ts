/**
 * Encryption at rest of what the device keeps for field work without signal: AES-GCM with the user's key from the
 * server (GET /auth/offline-key), imported as a non-extractable CryptoKey so that no script can read it back out.
 */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export function importOfflineKey(base64url: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64Url(base64url), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

export async function seal(key: CryptoKey, bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  return { iv, data: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, bytes) };
}

/** Throws when the key is not the one it was sealed with (another user's row, a forgotten key). */
export function unseal(key: CryptoKey, sealed: Sealed): Promise<ArrayBuffer> {
  return crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
}

export const sealJson = (key: CryptoKey, value: unknown) => seal(key, new TextEncoder().encode(JSON.stringify(value)));

export async function unsealJson<T>(key: CryptoKey, sealed: Sealed): Promise<T> {
  return JSON.parse(new TextDecoder().decode(await unseal(key, sealed))) as T;
}
