import type { Kysely } from 'kysely';

/**
 * Sign-in throttle state lives in the database so a restart does not clear it and every server process on the
 * database shares it. `login_throttle` holds one row per key (account + IP, account, IP, reset-request keys); an
 * attempt is admitted by one upsert that tests and counts in the same statement (server/lib/rateLimit.ts).
 * Times are epoch milliseconds so the statement can compare and add them on both SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('bucket', 'varchar(320)', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_at_ms', 'bigint', (c) => c.notNull())
    .addColumn('next_at_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('delay_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('login_throttle_last_at_idx').on('login_throttle').column('last_at_ms').execute();

  // IPs an account signed in from recently: a stranger's failures elsewhere do not slow the owner down there.
  await db.schema
    .createTable('login_known_ips')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_success_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_known_ips_pk', ['user_id', 'ip'])
    .execute();
  await db.schema
    .createIndex('login_known_ips_last_success_idx')
    .on('login_known_ips')
    .column('last_success_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_known_ips').execute();
  await db.schema.dropTable('login_throttle').execute();
}
