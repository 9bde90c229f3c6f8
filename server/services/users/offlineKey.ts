/**
 * The key that encrypts what a user's devices keep for field work without signal (docs/architecture.md "Offline field
 * work"). It lives on the server so that a device holds nothing it can read once the user is signed out: the browser
 * keeps the imported key only while signed in, and gets it again from here after the next sign-in. Deactivation clears
 * it, so the outbox a device kept for a deactivated user stays unreadable for good.
 */
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

type Trx = Transaction<Database> | Kysely<Database>;

/** The user's key, made on first use; two first requests at once agree on the one written first. */
export async function offlineKeyOf(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('offline_key').where('id', '=', userId).executeTakeFirstOrThrow();
  if (row.offline_key) return row.offline_key;
  await db
    .updateTable('users')
    .set({ offline_key: crypto.randomBytes(32).toString('base64url') })
    .where('id', '=', userId)
    .where('offline_key', 'is', null)
    .execute();
  const made = await db.selectFrom('users').select('offline_key').where('id', '=', userId).executeTakeFirstOrThrow();
  return made.offline_key!;
}

/** Forgets the user's key: whatever their devices keep encrypted with it cannot be read any more. */
export async function clearOfflineKey(trx: Trx, userId: number): Promise<void> {
  await trx.updateTable('users').set({ offline_key: null }).where('id', '=', userId).execute();
}
