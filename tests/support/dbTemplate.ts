/**
 * Seeded template databases for the test apps. Migrating and seeding the demo data is most of what a test app costs
 * (bench/testApp.ts), and every test app starts from the same rows; so a run migrates and seeds once (vitest's
 * globalSetup, tests/support/templateSetup.ts) and each test app starts from a copy:
 * - SQLite: the template is an in-memory database serialized to a file; a test app deserializes it (in memory) or
 *   writes it as its database file (`sqliteFile`).
 * - PostgreSQL: the template is a database of its own; a test app gets `CREATE DATABASE … TEMPLATE` (a file-level copy:
 *   the same rows, ids and sequence positions), dropped when the app closes.
 * No vitest import here: bench/testApp.ts measures the same functions outside a test run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../server/db/types.js';
import { createDb, migrate, type Db } from '../../server/db/index.js';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed.js';
import { hashPassword } from '../../server/lib/tokens.js';

/** `seeded`: migrated and demo data; `bare`: migrated only (`createTestApp({ seed: false })`). */
export type TemplateKind = 'seeded' | 'bare';

/** What globalSetup hands the test workers (through vitest's provide/inject: plain JSON). */
export interface Templates {
  /** The DATABASE_URL the templates were made for ('' for SQLite); another one makes them inapplicable. */
  databaseUrl: string;
  /** SQLite: the serialized template file of each kind. */
  sqlite?: Record<TemplateKind, string>;
  /** PostgreSQL: the template database of each kind, and the schema the tables live in (the same in every copy). */
  pg?: { runId: string; schema: string; databases: Record<TemplateKind, string> };
}

/** Names of everything a run creates start with this and the run's start time, for the stale sweep. */
const PREFIX = 'ct_';
/** Left behind by a killed run: anything older is dropped when a run starts (no run lasts anywhere near this long). */
const STALE_MS = 3 * 3600_000;
const PG_SCHEMA = 't_template';

let demoHash: Promise<string> | undefined;
/** The demo password's hash (scrypt, ~50 ms): computed once per process, not per seeding. */
export const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

/**
 * An in-memory SQLite database, empty or deserialized from a template, with the connection settings of
 * server/db createDb (which opens by path only; journal_mode WAL does not apply in memory).
 */
export function openSqliteMemory(template?: Buffer): Db {
  const sqlite = new SQLite(template ?? ':memory:');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  sqliteHandles.set(db, sqlite);
  return db;
}
const sqliteHandles = new WeakMap<Db, SQLite.Database>();

const newRunId = () => `${PREFIX}${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
/** The start time a run id (and so every name derived from it) carries; undefined for foreign names. */
function runStart(name: string): number | undefined {
  const m = new RegExp(`^${PREFIX}([0-9a-z]+)_[0-9a-f]{6}`).exec(name);
  return m ? parseInt(m[1], 36) : undefined;
}
const isStale = (name: string, now: number) => {
  const t = runStart(name);
  return t !== undefined && now - t > STALE_MS;
};

/** A URL for the same server as `baseUrl`, on `database`. */
export function databaseUrlOf(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(baseUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function seedInto(db: Db, kind: TemplateKind, pgSchema?: string) {
  await migrate(db, [], pgSchema);
  if (kind === 'seeded') await seedDemo(db, { passwordHash: await demoPasswordHash() });
}

/** Drops what killed runs left behind: template files, template and test-app databases older than STALE_MS. */
export async function sweepStale(databaseUrl: string | undefined, now = Date.now()): Promise<string[]> {
  const swept: string[] = [];
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (!entry.startsWith(`caretaker-template-${PREFIX}`) || !isStale(entry.slice('caretaker-template-'.length), now))
      continue;
    fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
    swept.push(entry);
  }
  if (!databaseUrl) return swept;
  const { rows } = await admin(databaseUrl, (c) =>
    c.query<{ datname: string }>(`select datname from pg_database where datname like '${PREFIX}%'`),
  );
  const stale = rows.map((r) => r.datname).filter((name) => isStale(name, now));
  await dropAll(databaseUrl, stale);
  return [...swept, ...stale];
}

/** Migrates and seeds the templates of a run (both kinds) for the database of `databaseUrl` (SQLite without). */
export async function createTemplates(databaseUrl: string | undefined): Promise<Templates> {
  const runId = newRunId();
  if (!databaseUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `caretaker-template-${runId}-`));
    const files = {} as Record<TemplateKind, string>;
    for (const kind of ['bare', 'seeded'] as const) {
      const db = openSqliteMemory();
      await seedInto(db, kind);
      files[kind] = path.join(dir, `${kind}.sqlite`);
      fs.writeFileSync(files[kind], serialize(db));
      await db.destroy();
    }
    return { databaseUrl: '', sqlite: files };
  }
  const databases = { bare: `${runId}_tpl_bare`, seeded: `${runId}_tpl_seeded` };
  await admin(databaseUrl, async (c) => {
    for (const name of Object.values(databases)) await c.query(`create database "${name}"`);
  });
  await Promise.all(
    (['bare', 'seeded'] as const).map(async (kind) => {
      const url = databaseUrlOf(databaseUrl, databases[kind]);
      await admin(url, (c) => c.query(`create schema ${PG_SCHEMA}`));
      const db = createDb({ databaseUrl: url, pgSchema: PG_SCHEMA });
      try {
        await seedInto(db, kind, PG_SCHEMA);
      } finally {
        // A template must have no open connection, or CREATE DATABASE … TEMPLATE refuses it.
        await db.destroy();
      }
    }),
  );
  return { databaseUrl, pg: { runId, schema: PG_SCHEMA, databases } };
}

/** Drops the run's templates and any test-app database of the run that was not closed. */
export async function dropTemplates(t: Templates): Promise<void> {
  if (t.sqlite) fs.rmSync(path.dirname(t.sqlite.seeded), { recursive: true, force: true });
  if (t.pg) {
    const { runId } = t.pg;
    const { rows } = await admin(t.databaseUrl, (c) =>
      c.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${runId}\\_%`]),
    );
    await dropAll(
      t.databaseUrl,
      rows.map((r) => r.datname),
    );
  }
}

/**
 * DROP DATABASE waits for a checkpoint (0.5 to several seconds on a busy machine); checkpoints requested together are
 * shared, so the drops run side by side, a few connections at a time.
 */
async function dropAll(baseUrl: string, names: string[]) {
  const queue = [...names];
  const worker = () =>
    admin(baseUrl, async (c) => {
      for (let name = queue.shift(); name; name = queue.shift())
        await c.query(`drop database if exists "${name}" with (force)`);
    });
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
}

/** better-sqlite3's serialize() of the connection under a Kysely SQLite Db opened by openSqliteMemory. */
function serialize(db: Db): Buffer {
  const sqlite = sqliteHandles.get(db);
  if (!sqlite) throw new Error('not a database of openSqliteMemory');
  return sqlite.serialize();
}

/** A test app's PostgreSQL database: a copy of the template of `kind`; `drop` removes it. */
export async function clonePg(
  t: Templates,
  kind: TemplateKind,
): Promise<{ databaseUrl: string; pgSchema: string; drop(): Promise<void> }> {
  if (!t.pg) throw new Error('no PostgreSQL template');
  const name = `${t.pg.runId}_${crypto.randomBytes(6).toString('hex')}`;
  await admin(t.databaseUrl, (c) => c.query(`create database "${name}" template "${t.pg!.databases[kind]}"`));
  return {
    databaseUrl: databaseUrlOf(t.databaseUrl, name),
    pgSchema: t.pg.schema,
    drop: () => dropAll(t.databaseUrl, [name]),
  };
}

/** A test app's SQLite database from the template of `kind`: in memory, or written as `file`. */
const templateBytes = new Map<string, Buffer>();
export function cloneSqlite(t: Templates, kind: TemplateKind, file?: string): Db {
  const source = t.sqlite![kind];
  let bytes = templateBytes.get(source);
  if (!bytes) templateBytes.set(source, (bytes = fs.readFileSync(source)));
  if (!file) return openSqliteMemory(bytes);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  return createDb({ sqlitePath: file });
}
