import type { Kysely } from 'kysely';

/**
 * Deactivation as a state of a user (docs/provisioning.md):
 * - `users.deactivated_at`: set when an administrator or the directory (SCIM) deactivates the user; null while active.
 *   A deactivated user keeps their row, because records name them (quotations, inspections, audit entries), but cannot
 *   sign in, and no session, ticket or API token of theirs authenticates.
 * - `users.external_id`: the directory's own id for the user (SCIM `externalId`), so a directory can find the user it
 *   created by its own key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('external_id', 'varchar(191)').execute();
  await db.schema.createIndex('users_external_id_idx').on('users').column('external_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_external_id_idx').execute();
  await db.schema.alterTable('users').dropColumn('external_id').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
