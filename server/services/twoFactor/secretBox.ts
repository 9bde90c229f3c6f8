import crypto from 'node:crypto';
import type { Db } from '../../db/index.js';

/**
 * Encryption of TOTP secrets at rest (AES-256-GCM, `v1.<iv>.<tag>.<ciphertext>` in base64url). The key is SHA-256 of
 * TWO_FACTOR_KEY when the operator sets it (recommended: then a copy of the database alone does not reveal the
 * secrets); otherwise a random key kept in `two_factor_keys`, made by the first instance that needs it.
 */
const keys = new WeakMap<Db, Promise<Buffer>>();

async function storedKey(db: Db): Promise<Buffer> {
  await db
    .insertInto('two_factor_keys')
    .values({ name: 'totp', value: crypto.randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('two_factor_keys')
    .select('value')
    .where('name', '=', 'totp')
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

function keyOf(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(crypto.createHash('sha256').update(configured).digest());
  let key = keys.get(db);
  if (!key) {
    key = storedKey(db);
    // A failed read is tried again next time rather than cached.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export async function sealSecret(db: Db, configured: string | undefined, secret: string): Promise<string> {
  const key = await keyOf(db, configured);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or null when it cannot be opened (another key): such a factor accepts no code. */
export async function openSecret(db: Db, configured: string | undefined, sealed: string): Promise<string | null> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const key = await keyOf(db, configured);
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
