import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../columns.js';

/**
 * The users list at 100,000 users (bench/users.ts): sorted pages walk one (full_name, id, email) index (it also answers
 * the e-mail filter without visiting the table on SQLite), and on PostgreSQL the
 * case-insensitive "contains" filters on name and e-mail use trigram indexes when pg_trgm can be installed.
 * Without pg_trgm the filters still work, by scanning.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_full_name_id_idx').on('users').columns(['full_name', 'id', 'email']).execute();
  await db.schema.dropIndex('users_full_name_idx').execute();
  if (!isPostgres(db)) return;
  const trgmSchema = async () =>
    (
      await sql<{
        s: string;
      }>`select n.nspname as s from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.s;
  let schema = await trgmSchema();
  if (!schema) {
    const available =
      (await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db)).rows.length > 0;
    if (!available) return;
    // Migrations run in one transaction: a refused CREATE EXTENSION (no privilege, or a concurrent install) must not abort it.
    await sql`savepoint pg_trgm_install`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm schema public`.execute(db);
      await sql`release savepoint pg_trgm_install`.execute(db);
      schema = await trgmSchema();
    } catch {
      await sql`rollback to savepoint pg_trgm_install`.execute(db);
      return;
    }
  }
  if (!schema) return;
  const ops = sql.raw(`${JSON.stringify(schema)}.gin_trgm_ops`);
  await sql`create index users_full_name_trgm_idx on users using gin (lower(full_name) ${ops})`.execute(db);
  await sql`create index users_email_trgm_idx on users using gin (lower(email) ${ops})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists users_full_name_trgm_idx`.execute(db);
    await sql`drop index if exists users_email_trgm_idx`.execute(db);
  }
  await db.schema.createIndex('users_full_name_idx').on('users').column('full_name').execute();
  await db.schema.dropIndex('users_full_name_id_idx').execute();
}
