/**
 * The database half of a backup. SQLite: the online backup API, which copies a consistent snapshot including what still
 * sits in the write-ahead log (a plain file copy lost a user created seconds earlier). PostgreSQL: `pg_dump` in its
 * custom format, of our schema only (pg-boss's queue schema is rebuilt at start), restored with `pg_restore`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';

export const SQLITE_FILE = 'caretaker.sqlite';

export async function snapshotSqlite(source: string, dest: string): Promise<void> {
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}: is DATA_DIR right?`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(dest);
  } finally {
    db.close();
  }
}

/** The libpq environment for a DATABASE_URL: the password travels in the environment, not on a command line. */
function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err) =>
      reject(new Error(`${cmd} could not be run (${err.message}): install the PostgreSQL client tools`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function withClient<T>(databaseUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Our schema (the first of DATABASE_URL's search path that exists; null when none does yet), the search path's names,
 * and the server's version.
 */
export const pgInfo = (databaseUrl: string) =>
  withClient(databaseUrl, async (c) => {
    const r = await c.query<{ schema: string | null; path: string; version: string }>(
      "select current_schema() as schema, current_setting('search_path') as path, current_setting('server_version') as version",
    );
    const { schema, path, version } = r.rows[0];
    return { schema, version, searchPath: path.split(',').map((s) => s.trim().replace(/^"|"$/g, '')) };
  });

export async function dumpPostgres(databaseUrl: string, schema: string, dest: string): Promise<void> {
  await run(
    'pg_dump',
    // The extensions too (pg_trgm serves the search indexes): they may live outside our schema, and a new database
    // lacks them.
    ['--format=custom', '--no-owner', '--no-privileges', `--schema=${schema}`, '--extension=*', `--file=${dest}`],
    libpqEnv(databaseUrl),
  );
}

/** Tables in `schema` of the target database (0: an empty installation). */
export const pgTableCount = (databaseUrl: string, schema: string) =>
  withClient(databaseUrl, async (c) => {
    const r = await c.query<{ n: string }>(
      "select count(*)::text as n from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'",
      [schema],
    );
    return Number(r.rows[0].n);
  });

/**
 * Restores a dump of `schema`. The schema is dropped first (it is empty, or the operator said --force): the dump creates
 * it again with everything in it.
 */
export async function restorePostgres(databaseUrl: string, schema: string, file: string): Promise<void> {
  await withClient(databaseUrl, (c) => c.query(`drop schema if exists ${pg.escapeIdentifier(schema)} cascade`));
  const env = libpqEnv(databaseUrl);
  // Without --dbname pg_restore would print SQL instead of restoring; the connection details come from env.
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${env.PGDATABASE}`, file],
    env,
  );
}
