import type { Kysely } from 'kysely';
import { withId } from '../columns.js';

/**
 * Background jobs (issue 12): one row per job of any kind — the Excel export tasks of spec part 2 §7 are the jobs of kind
 * `excel-export` — with its owner, progress, result file and failure. On SQLite the in-process worker pool claims rows
 * from this table with a lease; on PostgreSQL pg-boss delivers the job ids and this row keeps what the UI shows.
 * Stream tickets move here from memory so that a ticket issued by one server opens the stream on another.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('subject', 'varchar(40)')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('run_after', 'varchar(32)', (c) => c.notNull())
    .addColumn('lease_owner', 'varchar(64)')
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result_bucket', 'varchar(64)')
    .addColumn('result_key', 'varchar(512)')
    .addColumn('result_name', 'varchar(255)')
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  // The SQLite pool's claim query, and a user's task list (kind, owner, newest first).
  await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['status', 'run_after']).execute();
  await db.schema.createIndex('jobs_owner_idx').on('jobs').columns(['user_id', 'kind', 'id']).execute();
  await db.schema.createIndex('jobs_result_idx').on('jobs').columns(['result_key']).execute();

  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stream_tickets').execute();
  await db.schema.dropTable('jobs').execute();
}
