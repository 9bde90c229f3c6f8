/**
 * What the database has applied against what this code ships: the readiness check, `npm run migrate -- status` and the
 * start all read it, so an older release started on a database a newer one upgraded says which migrations it does not
 * know instead of failing deep inside Kysely's migrator.
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import { isPostgres } from './columns.js';
import type { Db } from './index.js';

const MIGRATION_FILE = /^\d{4}_.+\.(ts|js)$/;

export interface MigrationStatus {
  /** Shipped with this code, in order, with when each was applied (null: pending). */
  known: { name: string; appliedAt: string | null }[];
  pending: string[];
  /** Applied to the database but absent from this code: a newer release migrated it. */
  unknown: string[];
}

/** Migration names in the folders (the same files the migrator loads). */
export function shippedMigrations(dirs: string[]): string[] {
  const names = new Set<string>();
  for (const dir of dirs)
    for (const file of fs.readdirSync(dir))
      if (MIGRATION_FILE.test(file) && !file.endsWith('.d.ts')) names.add(file.replace(/\.(ts|js)$/, ''));
  return [...names].sort();
}

/** Applied migrations, by name, from Kysely's bookkeeping table (none when the database was never migrated). */
export async function appliedMigrations(db: Db): Promise<Map<string, string>> {
  const table = isPostgres(db)
    ? await sql<{ t: string | null }>`select to_regclass('kysely_migration')::text as t`.execute(db)
    : await sql<{
        t: string | null;
      }>`select name as t from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db);
  if (!table.rows[0]?.t) return new Map();
  const rows = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration`.execute(db);
  return new Map(rows.rows.map((r) => [r.name, String(r.timestamp)]));
}

export async function migrationStatus(db: Db, dirs: string[]): Promise<MigrationStatus> {
  const shipped = shippedMigrations(dirs);
  const applied = await appliedMigrations(db);
  const shippedSet = new Set(shipped);
  return {
    known: shipped.map((name) => ({ name, appliedAt: applied.get(name) ?? null })),
    pending: shipped.filter((n) => !applied.has(n)),
    unknown: [...applied.keys()].filter((n) => !shippedSet.has(n)).sort(),
  };
}

/** The operator's sentence for a database ahead of this code. */
export const unknownMigrationsMessage = (unknown: string[]) =>
  `The database has ${unknown.length === 1 ? 'a migration' : 'migrations'} this version of Caretaker does not know: ` +
  `${unknown.join(', ')}. A newer release upgraded it: run that release, or roll the database back with its ` +
  '`npm run migrate -- down` before starting this one.';

/** A start refused because the database is ahead of this code: the operator's refusal, logged without a stack trace. */
export class UnknownMigrations extends Error {
  constructor(readonly names: string[]) {
    super(unknownMigrationsMessage(names));
    this.name = 'UnknownMigrations';
  }
}
