import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, sql, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './types.js';
import { isPostgres } from './columns.js';

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
}

export function createDb(opts: DbOptions): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = opts.sqlitePath ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
  if (!pgSchema && isPostgres(db))
    pgSchema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s;
  const migrator = new Migrator({
    db,
    provider: new FolderMigrationProvider([MIGRATIONS_DIR, ...extraDirs]),
    allowUnorderedMigrations: true,
    // Kysely looks for its bookkeeping tables in every schema; pin them to ours.
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`);
  }
}
