import type { Kysely } from 'kysely';
import { withId } from '../columns.js';

/**
 * Two-factor sign-in (docs/two-factor.md):
 * - `user_two_factor`: one row per user with a TOTP factor. `secret_enc` is the secret encrypted (AES-256-GCM);
 *   `confirmed_at` is null while an enrolment waits for its first code; `last_step` is the last TOTP time step
 *   accepted, so the same code is never accepted twice.
 * - `two_factor_recovery_codes`: the one-time recovery codes, kept only as SHA-256; `used_at` spends one.
 * - `sign_in_challenges`: the short-lived step between the password and the session (`purpose` 'verify' or 'enrol'),
 *   found by the SHA-256 of its token and spent once (`used_at`).
 * - `roles.requires_two_factor`: users of such a role enrol on their next sign-in.
 * - `two_factor_keys`: the encryption key of the secrets when TWO_FACTOR_KEY is not set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_enc', 'varchar(255)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('two_factor_recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_codes_user_idx')
    .on('two_factor_recovery_codes')
    .column('user_id')
    .execute();
  await withId(db, db.schema.createTable('sign_in_challenges'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('two_factor_keys')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(255)', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('requires_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('roles').dropColumn('requires_two_factor').execute();
  for (const t of ['two_factor_keys', 'sign_in_challenges', 'two_factor_recovery_codes', 'user_two_factor'])
    await db.schema.dropTable(t).execute();
}
