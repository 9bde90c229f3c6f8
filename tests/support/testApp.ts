import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { createDb, migrate, type Db } from '../../server/db/index.js';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../../server/db/seed.js';
import { clonePg, cloneSqlite, demoPasswordHash } from './dbTemplate.js';
import { ResponseContract } from './responseContract.js';

export const dialect = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
/** The run's seeded templates (tests/support/templateSetup.ts); absent in a project without that globalSetup. */
const templates = inject('dbTemplates');

/**
 * Every answer of every test app is checked against the OpenAPI document (tests/support/responseContract.ts): the
 * whole API suite is the corpus that proves the document true. A test file with any undocumented answer fails here.
 */
const contracts: ResponseContract[] = [];
afterAll(() => {
  const report = contracts
    .map((c) => c.report())
    .filter(Boolean)
    .join('\n');
  contracts.length = 0;
  if (report) throw new Error(`Answers that do not match the OpenAPI document:\n${report}`);
});

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  /** A second connection (pool) to the same database, e.g. for a second server instance; the caller destroys it. */
  openDb(): Db;
  /** Signs in and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** Signs in as the demo user of a role slug (e.g. 'ADMIN'). */
  loginAs(roleSlug: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real app on a real database: SQLite in memory, or — when DATABASE_URL is set — a PostgreSQL database (or, on
 * the slow path, a schema) of its own, dropped afterwards. Demo data is seeded; nothing is mocked. The database starts
 * as a copy of the run's migrated and seeded template (tests/support/dbTemplate.ts) unless options need more
 * (`migrationDirs`, a DATABASE_URL of its own in `env`, a project without the template set-up): then it is migrated
 * and seeded here.
 */
export async function createTestApp(
  opts: {
    schemaDirs?: string[];
    migrationDirs?: string[];
    env?: Record<string, string>;
    seed?: boolean;
    uiDir?: string;
    logStream?: NodeJS.WritableStream;
    /** SQLite in a file (under the test's data folder) instead of memory, so other connections can open it. */
    sqliteFile?: boolean;
    /** The app's database handle made from the test's (e.g. `db.withPlugin(…)` to see the SQL the app sends). */
    wrapDb?: (db: Db) => Db;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-test-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOGIN_RATE_MAX: '1000', COP_AUTO_GENERATE: 'false', ...opts.env };
  let config = loadConfig(env);
  const sqlitePath = opts.sqliteFile ? path.join(dataDir, 'test.sqlite') : ':memory:';
  // The template holds what migrate + seedDemo make for this database; extra migrations need the slow path.
  const template =
    templates && !opts.migrationDirs?.length && (config.databaseUrl ?? '') === templates.databaseUrl
      ? templates
      : undefined;
  const kind = opts.seed === false ? 'bare' : 'seeded';
  let pgSchema: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let db: Db;
  if (template?.pg) {
    // a database of its own, copied from the template; the app's config points at it
    const copy = await clonePg(template, kind);
    pgSchema = copy.pgSchema;
    dropDatabase = copy.drop;
    config = loadConfig({ ...env, DATABASE_URL: copy.databaseUrl });
    db = createDb({ databaseUrl: config.databaseUrl, pgSchema });
  } else if (template?.sqlite) {
    db = cloneSqlite(template, kind, opts.sqliteFile ? sqlitePath : undefined);
  } else {
    if (config.databaseUrl) {
      pgSchema = `t_${crypto.randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      await client.query(`create schema ${pgSchema}`);
      await client.end();
    }
    db = createDb({ databaseUrl: config.databaseUrl, sqlitePath, pgSchema });
    await migrate(db, opts.migrationDirs, pgSchema);
    if (opts.seed !== false) await seedDemo(db, { passwordHash: await demoPasswordHash() });
  }
  const connect = () => createDb({ databaseUrl: config.databaseUrl, sqlitePath, pgSchema });
  const openDb = () => {
    if (sqlitePath === ':memory:' && !config.databaseUrl)
      throw new Error('openDb needs createTestApp({ sqliteFile: true }) on SQLite');
    return connect();
  };
  const app = await buildApp({
    config,
    db: opts.wrapDb ? opts.wrapDb(db) : db,
    schemaDirs: opts.schemaDirs,
    uiDir: opts.uiDir,
    logStream: opts.logStream,
  });
  contracts.push(new ResponseContract(app).install());
  await app.ready();

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json().data.token as string;
  };
  return {
    app,
    db,
    config,
    dataDir,
    login,
    openDb,
    loginAs: (slug) => login(demoEmail(slug)),
    async close() {
      await app.close();
      await db.destroy();
      // Not awaited: DROP DATABASE waits for a checkpoint (seconds on a busy machine) and nothing after this needs it
      // gone; if the run ends first, its teardown (tests/support/templateSetup.ts) drops what is left.
      if (dropDatabase) void dropDatabase().catch(() => undefined);
      else if (pgSchema) {
        const client = new pg.Client({ connectionString: config.databaseUrl });
        await client.connect();
        await client.query(`drop schema ${pgSchema} cascade`);
        // pg-boss keeps its queue in a schema beside ours (server/plugins/jobs.ts).
        await client.query(`drop schema if exists ${pgSchema}_boss cascade`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
