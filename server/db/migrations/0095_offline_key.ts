import type { Kysely } from 'kysely';

/**
 * `users.offline_key`: the user's random key (32 bytes, base64url) that encrypts what the browser keeps for field work
 * without signal (docs/architecture.md "Offline field work"). Made on the user's first request for it; cleared when the
 * user is deactivated, so what a device still holds of theirs can no longer be read there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('offline_key', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('offline_key').execute();
}
