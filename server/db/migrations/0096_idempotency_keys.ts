import type { Kysely } from 'kysely';
import { withId } from '../columns.js';

/**
 * Idempotency keys (docs/offline-sync.md): the first answer to a write sent with an `Idempotency-Key`, kept 24 hours so
 * a retry of the same write (an offline outbox that never read its answer) gets that answer back instead of running
 * again. One row per user and key; the unique constraint is the lock two concurrent retries race for.
 * - `request_hash`: SHA-256 of method, URL and body (for a streamed body its type and length), so the same key for
 *   another request is refused.
 * - `status_code`/`response_headers`/`response_body`: the stored answer (headers a replay repeats, as JSON); null while `completed` is 0 (still running).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status_code', 'integer')
    .addColumn('response_headers', 'text')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_user_key_unique', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
