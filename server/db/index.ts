import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, sql, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './types.js';
import { isPostgres } from './columns.js';
import { migrationStatus, UnknownMigrations } from './migrationStatus.js';
import { logLine } from '../lib/logging.js';
import { cachingStatements } from './statementCache.js';

export type Db = Kysely<Database>;

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(here, 'migrations');

// PostgreSQL returns int8 (count(*)) as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DbOptions {
  databaseUrl?: string;
  /** SQLite file; ':memory:' for throwaway databases. */
  sqlitePath?: string;
  /** PostgreSQL schema to work in (tests give each file its own, so files run in parallel). */
  pgSchema?: string;
  /** PostgreSQL connections at most (the server's DATABASE_POOL_MAX; 10 for the command-line tools). */
  poolMax?: number;
}

/** The pg pool behind a PostgreSQL Db, for the metrics of its use. */
const pools = new WeakMap<Db, pg.Pool>();
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

export function createDb(opts: DbOptions): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      // a connection attempt to a database that is away fails fast (the request answers 503) instead of hanging
      connectionTimeoutMillis: 10_000,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    // An idle connection that the database drops (restart, failover, pg_terminate_backend, an idle timeout) is reported
    // here; without a listener it would be an unhandled 'error' and end the process. The pool discards that connection
    // and opens a new one for the next query, so the server recovers by itself once the database is back.
    // A connection lent out (inside a transaction, between two of its queries) has no pool listener: the query that
    // runs next on it fails instead (a 503), and the pool drops it when it comes back.
    pool.on('connect', (client) => client.on('error', () => undefined));
    pool.on('error', (err) =>
      logLine('error', 'Database connection lost; it will be reopened on the next query', {
        err: { type: err.name, message: err.message, code: (err as { code?: string }).code },
      }),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  const file = opts.sqlitePath ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
}

/** Loads every `NNNN_name.ts` file in the migrations folder, so a new resource needs no registration. */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly dirs: string[]) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const dir of this.dirs) {
      for (const file of fs.readdirSync(dir).sort()) {
        if (!/^\d{4}_.+\.(ts|js)$/.test(file) || file.endsWith('.d.ts')) continue;
        const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as Migration;
        out[file.replace(/\.(ts|js)$/, '')] = mod;
      }
    }
    return out;
  }
}

export async function migrate(db: Db, extraDirs: string[] = [], pgSchema?: string): Promise<void> {
  // Older code on a database a newer release upgraded: name the migrations rather than Kysely's "corrupted migrations".
  const { unknown } = await migrationStatus(db, [MIGRATIONS_DIR, ...extraDirs]);
  if (unknown.length) throw new UnknownMigrations(unknown);
  const { error, results } = await (await migrator(db, extraDirs, pgSchema)).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`);
  }
}

/** Kysely's migrator over our folders, its bookkeeping pinned to our schema (`npm run migrate` drives it too). */
export async function migrator(db: Db, extraDirs: string[] = [], pgSchema?: string): Promise<Migrator> {
  if (!pgSchema && isPostgres(db))
    pgSchema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s;
  return new Migrator({
    db,
    provider: new FolderMigrationProvider([MIGRATIONS_DIR, ...extraDirs]),
    allowUnorderedMigrations: true,
    // Kysely looks for its bookkeeping tables in every schema; pin them to ours.
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
}
