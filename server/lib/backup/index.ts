/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir>` (README "Backup and restore"): one folder holding a consistent
 * snapshot of the database, the data folder's files and `manifest.json` (versions, the last migration, every file's
 * size and SHA-256). The database is snapshotted first, then the files copied: a record in the snapshot never points at
 * a file written after it; a file uploaded in between is kept as an unreferenced extra.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config.js';
import { createDb, MIGRATIONS_DIR } from '../../db/index.js';
import { migrationStatus, shippedMigrations } from '../../db/migrationStatus.js';
import { copyDataFiles, damaged, isDatabaseFile, isHousekeeping, listFiles, sha256, type FileEntry } from './files.js';
import { dumpPostgres, pgInfo, pgTableCount, restorePostgres, snapshotSqlite, SQLITE_FILE } from './database.js';

export const MANIFEST = 'manifest.json';
const FORMAT = 'caretaker-backup/1';
const FILES_DIR = 'files';
const PG_DUMP = 'database.pgdump';
const SQLITE_DUMP = 'database.sqlite';

export interface Manifest {
  format: typeof FORMAT;
  created_at: string;
  app: { name: string; version: string };
  node: string;
  database: {
    kind: 'sqlite' | 'postgres';
    file: string;
    size: number;
    sha256: string;
    /** PostgreSQL: the schema dumped and the server's version. */
    schema?: string;
    server_version?: string;
    /** The last migration applied, and how many were. */
    migration: string | null;
    migrations: number;
  };
  files: FileEntry[];
}

/** A refusal the operator can act on: the command prints the message and exits 1, no stack trace. */
export class BackupRefused extends Error {}

function appVersion(): { name: string; version: string } {
  const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');
  const { name, version } = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name: string; version: string };
  return { name, version };
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

export async function backup(config: Config, dir: string): Promise<Manifest> {
  const target = path.resolve(dir);
  if (!isEmptyDir(target)) throw new BackupRefused(`${target} is not empty: back up into a new folder.`);
  if ((target + path.sep).startsWith(config.dataDir + path.sep))
    throw new BackupRefused(`${target} lies inside DATA_DIR (${config.dataDir}): back up elsewhere.`);
  await fsp.mkdir(target, { recursive: true });

  const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath: path.join(config.dataDir, SQLITE_FILE) });
  let status;
  try {
    status = await migrationStatus(db, [MIGRATIONS_DIR]);
  } finally {
    await db.destroy();
  }
  const applied = status.known.filter((m) => m.appliedAt).map((m) => m.name);
  let pgSide: { schema: string; server_version: string } | undefined;
  if (config.databaseUrl) {
    const info = await pgInfo(config.databaseUrl);
    if (!info.schema) throw new BackupRefused('DATABASE_URL reaches no schema of its search path: nothing to back up.');
    await dumpPostgres(config.databaseUrl, info.schema, path.join(target, PG_DUMP));
    pgSide = { schema: info.schema, server_version: info.version };
  } else {
    await snapshotSqlite(path.join(config.dataDir, SQLITE_FILE), path.join(target, SQLITE_DUMP));
  }
  const file = pgSide ? PG_DUMP : SQLITE_DUMP;
  const database: Manifest['database'] = {
    kind: pgSide ? 'postgres' : 'sqlite',
    file,
    size: (await fsp.stat(path.join(target, file))).size,
    sha256: await sha256(path.join(target, file)),
    ...pgSide,
    migration: [...applied, ...status.unknown].sort().at(-1) ?? null,
    migrations: applied.length + status.unknown.length,
  };
  const files = await copyDataFiles(config.dataDir, path.join(target, FILES_DIR));
  const manifest: Manifest = {
    format: FORMAT,
    created_at: new Date().toISOString(),
    app: appVersion(),
    node: process.version,
    database,
    files,
  };
  await fsp.writeFile(path.join(target, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

export async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(path.resolve(dir), MANIFEST);
  if (!fs.existsSync(file)) throw new BackupRefused(`${file} not found: is this a Caretaker backup folder?`);
  const manifest = JSON.parse(await fsp.readFile(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new BackupRefused(`Unknown backup format '${String(manifest.format)}'.`);
  return manifest;
}

/** What already lives in the target installation (empty: nothing). */
async function occupied(config: Config, schema: string | undefined): Promise<string[]> {
  const found: string[] = [];
  const inDataDir = await listFiles(config.dataDir, isHousekeeping);
  if (inDataDir.some(isDatabaseFile)) found.push(`a database in ${config.dataDir}`);
  const files = inDataDir.filter((rel) => !isDatabaseFile(rel));
  if (files.length) found.push(`${files.length} file(s) in ${config.dataDir}`);
  if (config.databaseUrl && schema && (await pgTableCount(config.databaseUrl, schema)))
    found.push(`tables in the PostgreSQL schema ${schema}`);
  return found;
}

export async function restore(config: Config, dir: string, opts: { force?: boolean } = {}): Promise<Manifest> {
  const source = path.resolve(dir);
  const manifest = await readManifest(source);
  const { database } = manifest;
  if ((database.kind === 'postgres') !== !!config.databaseUrl)
    throw new BackupRefused(
      `This backup holds a ${database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'} database; ` +
        `this installation uses ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'SQLite'}.`,
    );
  if (database.migration && !shippedMigrations([MIGRATIONS_DIR]).includes(database.migration))
    throw new BackupRefused(
      `The backup's database is at migration ${database.migration}, which this version of Caretaker does not know: ` +
        `restore it with release ${manifest.app.version} or newer.`,
    );
  const bad = await damaged(source, [
    { path: database.file, size: database.size, sha256: database.sha256 },
    ...manifest.files.map((f) => ({ ...f, path: `${FILES_DIR}/${f.path}` })),
  ]);
  if (bad.length) throw new BackupRefused(`The backup is damaged (missing or changed): ${bad.join(', ')}.`);

  // The dump recreates its own schema: DATABASE_URL must work in that one, or the server would not find the tables.
  if (config.databaseUrl && !(await pgInfo(config.databaseUrl)).searchPath.includes(database.schema!))
    throw new BackupRefused(
      `The backup holds the PostgreSQL schema ${database.schema}, which is not in DATABASE_URL's search path: ` +
        `restore into a database whose search path names it (options=-c search_path=${database.schema}).`,
    );
  const present = await occupied(config, database.schema);
  if (present.length && !opts.force)
    throw new BackupRefused(
      `The installation is not empty (${present.join('; ')}): restore into an empty one, or add --force to replace it.`,
    );

  // --force: the old data goes first, so nothing of it mixes with the restored installation.
  for (const rel of await listFiles(config.dataDir)) await fsp.rm(path.join(config.dataDir, rel), { force: true });
  await fsp.mkdir(config.dataDir, { recursive: true });
  if (database.kind === 'postgres') {
    await restorePostgres(config.databaseUrl!, database.schema!, path.join(source, database.file));
  } else {
    await fsp.copyFile(path.join(source, database.file), path.join(config.dataDir, SQLITE_FILE));
  }
  for (const f of manifest.files) {
    const to = path.join(config.dataDir, f.path);
    await fsp.mkdir(path.dirname(to), { recursive: true });
    await fsp.copyFile(path.join(source, FILES_DIR, f.path), to);
  }
  return manifest;
}
