import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { createDb, migrate, type Db } from '../../server/db/index.js';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../../server/db/seed.js';
import { hashPassword } from '../../server/lib/tokens.js';
import { ResponseContract } from './responseContract.js';

export const dialect = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
let demoHash: Promise<string> | undefined;

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
 * A real app on a real database: SQLite in memory, or — when DATABASE_URL is set — a fresh PostgreSQL
 * schema of its own, dropped afterwards. Demo data is seeded; nothing is mocked.
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
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-test-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOGIN_RATE_MAX: '1000',
    COP_AUTO_GENERATE: 'false',
    ...opts.env,
  });
  let pgSchema: string | undefined;
  if (config.databaseUrl) {
    pgSchema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query(`create schema ${pgSchema}`);
    await client.end();
  }
  const sqlitePath = opts.sqliteFile ? path.join(dataDir, 'test.sqlite') : ':memory:';
  const connect = () => createDb({ databaseUrl: config.databaseUrl, sqlitePath, pgSchema });
  const db = connect();
  const openDb = () => {
    if (sqlitePath === ':memory:' && !config.databaseUrl)
      throw new Error('openDb needs createTestApp({ sqliteFile: true }) on SQLite');
    return connect();
  };
  await migrate(db, opts.migrationDirs, pgSchema);
  if (opts.seed !== false) await seedDemo(db, { passwordHash: await (demoHash ??= hashPassword(DEMO_PASSWORD)) });
  const app = await buildApp({ config, db, schemaDirs: opts.schemaDirs, uiDir: opts.uiDir, logStream: opts.logStream });
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
      if (pgSchema) {
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
