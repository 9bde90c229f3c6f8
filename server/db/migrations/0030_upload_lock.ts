import type { Kysely } from 'kysely';

/**
 * A resumable upload's lock lives with the upload: the PATCH that is writing it holds `lock_owner` until `lock_until`
 * (renewed while bytes arrive), so a second PATCH is refused whichever server instance it reaches — a lock in one
 * process's memory let two instances both append at the same offset.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('upload_sessions').addColumn('lock_owner', 'varchar(64)').execute();
  await db.schema.alterTable('upload_sessions').addColumn('lock_until', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['lock_until', 'lock_owner']) await db.schema.alterTable('upload_sessions').dropColumn(c).execute();
}
