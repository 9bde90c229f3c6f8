/**
 * Four servers started at once on one empty database all serve (README "Running in production", Several servers):
 * migrations and seeds run under the startup lock (PostgreSQL advisory lock, SQLite BEGIN IMMEDIATE on a lock file), so
 * none crashes on a duplicate role or table, and the seeds ran once — one row per role, one per demo account.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_SLUGS } from '../../domain/roles.js';
import { createDb, type Db } from '../../server/db/index.js';
import {
  PG_URL,
  dropSchema,
  schemaUrl,
  spawnServer,
  stopServer,
  untilServing,
  withPg,
  type ServerProcess,
} from '../support/serverProcess.js';

let dataDir: string;
let schema: string | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-concurrent-'));
  if (PG_URL) {
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    await withPg((c) => c.query(`create schema ${schema}`));
  }
});
afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  if (schema) await dropSchema(schema);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('several servers starting together on an empty database', () => {
  it('all four serve, and the migrations and seeds ran once', async () => {
    const env = { DATA_DIR: dataDir, SEED: 'demo', ...(schema ? { DATABASE_URL: schemaUrl(schema) } : {}) };
    servers.push(...(await Promise.all([1, 2, 3, 4].map(() => spawnServer(env)))));
    await Promise.all(servers.map((s) => untilServing(s, 150_000)));
    for (const s of servers) expect(s.child.exitCode, s.output()).toBeNull();
    // Every line they wrote is a JSON log record (the banner too; no schema compiler warnings).
    for (const s of servers)
      for (const line of s.output().split('\n').filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow();

    const db: Db = createDb({ databaseUrl: env.DATABASE_URL, sqlitePath: path.join(dataDir, 'caretaker.sqlite') });
    try {
      const roles = await db.selectFrom('roles').select('slug').execute();
      expect(roles.map((r) => r.slug).sort()).toEqual([...ROLE_SLUGS].sort());
      const users = await db.selectFrom('users').select('email').execute();
      expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
      const admins = users.filter((u) => u.email === 'admin@caretaker.test');
      expect(admins).toHaveLength(1);
    } finally {
      await db.destroy();
    }
    // Each of them answers a signed-in request.
    for (const s of servers) {
      const res = await fetch(`${s.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@caretaker.test', password: 'Caretaker#2026' }),
      });
      expect(res.status).toBe(200);
    }
  }, 240_000);
});
