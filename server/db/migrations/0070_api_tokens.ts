import type { Kysely } from 'kysely';
import { withId } from '../columns.js';

/**
 * API tokens of service accounts (README "Integrating → API tokens"): a token acts as its user — that user's role,
 * permissions and row scope — without a session. The secret is kept only as its SHA-256 (`token_hash`); `lookup_id`
 * is the public part of the token that finds the row. The per-token rate limit counts in this row (a fixed window of
 * one minute: `window_started_ms`, `window_count`), so every server process on the database shares it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('api_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('lookup_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('window_started_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('window_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
