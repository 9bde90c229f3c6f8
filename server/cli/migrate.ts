import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createDb, migrate, migrator, MIGRATIONS_DIR, type Db } from '../db/index.js';
import { migrationStatus, unknownMigrationsMessage } from '../db/migrationStatus.js';

/**
 * `npm run migrate -- status | up | down [n]`: the database's migrations, for upgrades and rollbacks (README "Running in
 * production"). `status` exits 1 when the database has migrations this code does not know, so a deploy script can stop.
 */
const USAGE = 'Usage: npm run migrate -- status | up | down [n]';

async function status(db: Db): Promise<number> {
  const s = await migrationStatus(db, [MIGRATIONS_DIR]);
  for (const m of s.known)
    console.log(`${m.appliedAt ? 'applied' : 'pending'}  ${m.name}${m.appliedAt ? `  (${m.appliedAt})` : ''}`);
  for (const name of s.unknown) console.log(`UNKNOWN  ${name}`);
  if (s.unknown.length) {
    console.error(unknownMigrationsMessage(s.unknown));
    return 1;
  }
  console.log(s.pending.length ? `${s.pending.length} pending: npm run migrate -- up` : 'The database is up to date.');
  return 0;
}

async function down(db: Db, count: number): Promise<number> {
  const m = await migrator(db);
  for (let i = 0; i < count; i++) {
    const { error, results } = await m.migrateDown();
    const done = results?.[0];
    if (error) {
      console.error(
        `Rolling back ${done?.migrationName ?? 'the last migration'} failed: ${String((error as Error).message ?? error)}`,
      );
      return 1;
    }
    if (!done) {
      console.log('No migration left to roll back.');
      break;
    }
    console.log(`rolled back  ${done.migrationName}`);
  }
  return 0;
}

async function main(args: string[]): Promise<number> {
  const [command, n] = args;
  const count = n === undefined ? 1 : Number(n);
  if (!['status', 'up', 'down'].includes(command ?? '') || !Number.isSafeInteger(count) || count < 1) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const sqlitePath = path.join(config.dataDir, 'caretaker.sqlite');
  // Reading or rolling back a database that is not there would create an empty one (a mistyped DATA_DIR then reads
  // as "everything pending"); only `up` may start a new installation.
  if (!config.databaseUrl && command !== 'up' && !fs.existsSync(sqlitePath)) {
    console.error(`No database at ${sqlitePath}: check DATA_DIR (or DATABASE_URL for PostgreSQL).`);
    return 1;
  }
  const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath });
  try {
    if (command === 'status') return await status(db);
    if (command === 'down') return await down(db, count);
    const before = (await migrationStatus(db, [MIGRATIONS_DIR])).pending;
    await migrate(db);
    for (const name of before) console.log(`applied  ${name}`);
    console.log('The database is up to date.');
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
