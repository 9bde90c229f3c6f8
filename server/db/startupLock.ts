/**
 * Several servers starting at once on one empty database (a rolling deploy, a scaled service) must not race each
 * other through the migrations and seeds: each start takes one lock for the whole of that work, and the next one in
 * finds it done (the seeds skip what exists).
 *
 * PostgreSQL: a session advisory lock, keyed by the schema, held on one pinned connection while the work runs on the
 * pool; the database drops it when that connection dies with its process. SQLite: a write transaction
 * (`BEGIN IMMEDIATE`) on a small lock database beside the data — SQLite's single writer — that waits while another
 * process holds it; the operating system releases it when that process dies. (Not on the data file itself: this
 * process's own writes would then wait for its own lock.)
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from './index.js';
import { isPostgres } from './columns.js';

const LOCK_WAIT_MS = 10 * 60_000;

export async function withStartupLock<T>(db: Db, sqlitePath: string | undefined, work: () => Promise<T>): Promise<T> {
  if (isPostgres(db)) {
    return db.connection().execute(async (conn) => {
      const key = sql`hashtext('caretaker-startup:' || current_schema())`;
      await sql`select pg_advisory_lock(${key})`.execute(conn);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(conn);
      }
    });
  }
  if (!sqlitePath || sqlitePath === ':memory:') return work();
  const lock = new SQLite(path.join(path.dirname(sqlitePath), `${path.basename(sqlitePath)}.startup-lock`));
  try {
    lock.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);
    lock.exec('create table if not exists startup_lock (id integer primary key)');
    lock.exec('begin immediate');
    try {
      return await work();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}
