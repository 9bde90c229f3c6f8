/**
 * What a start refuses, seen on real processes (`server/main.ts`, `create-admin`): a setting the server cannot run with
 * is one JSON line naming the variable, no stack trace, exit code 1; a data folder that cannot take files is refused
 * before anything is served. `create-admin` on an existing e-mail signs that user out everywhere.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createDb } from '../../server/db/index.js';
import { PG_URL, dropSchema, schemaUrl, spawnServer, withPg } from '../support/serverProcess.js';

let dataDir: string;
let schema: string | undefined;
const dbEnv = (): Record<string, string> => (schema ? { DATABASE_URL: schemaUrl(schema) } : {});

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-startup-'));
  if (PG_URL) {
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    await withPg((c) => c.query(`create schema ${schema}`));
  }
});
afterAll(async () => {
  if (schema) await dropSchema(schema);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs main with the environment and answers its exit code and the lines it wrote. */
async function refusedStart(env: Record<string, string>) {
  const server = await spawnServer({ DATA_DIR: dataDir, ...dbEnv(), ...env });
  const code = await server.exited;
  return { code, lines: server.output().split('\n').filter(Boolean) };
}

describe('a start with a setting it cannot use', () => {
  it('refuses with one JSON line naming the variable, without a stack trace', async () => {
    const file = path.join(dataDir, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const cases: [Record<string, string>, string, string][] = [
      [{ SEED: 'None' }, 'SEED', "'None'"],
      [{ PORT: '80a' }, 'PORT', "'80a'"],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', "'loud'"],
      [{ JOB_CONCURRENCY: '-2' }, 'JOB_CONCURRENCY', "'-2'"],
      [{ DATA_DIR: file }, 'DATA_DIR', file],
    ];
    const results = await Promise.all(cases.map(([env]) => refusedStart(env)));
    for (const [i, { code, lines }] of results.entries()) {
      const [, variable, shown] = cases[i];
      expect(code, lines.join('\n')).toBe(1);
      expect(lines, lines.join('\n')).toHaveLength(1);
      const record = JSON.parse(lines[0]) as { level: number; msg: string; variable: string };
      expect(record.level).toBe(60);
      expect(record.variable).toBe(variable);
      expect(record.msg).toContain(`${variable}: `);
      expect(record.msg).toContain(shown);
      expect(lines[0]).not.toMatch(/\n|\s+at\s/);
    }
    // Nothing was created in the database by a refused start.
    if (!schema) expect(fs.existsSync(path.join(dataDir, 'caretaker.sqlite'))).toBe(false);
  }, 180_000);
});

describe('create-admin', () => {
  const createAdmin = (password: string) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/createAdmin.ts', '--email', 'Boss@Example.com', '--password', password],
      { env: { ...process.env, DATA_DIR: dataDir, SEED: 'none', ...(schema ? dbEnv() : { DATABASE_URL: '' }) } },
    );

  it("on an existing e-mail sets the new password and signs that user's sessions out", async () => {
    const first = createAdmin('First#Password-2026');
    expect(first.status, first.stderr.toString()).toBe(0);
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, ...(schema ? dbEnv() : { DATABASE_URL: '' }) });
    const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath: path.join(dataDir, 'caretaker.sqlite') });
    const app = await buildApp({ config, db });
    try {
      const login = (password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'boss@example.com', password } });
      const signedIn = await login('First#Password-2026');
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const headers = { authorization: `Bearer ${signedIn.json().data.token as string}` };
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);

      const second = createAdmin('Second#Password-2026');
      expect(second.status, second.stderr.toString()).toBe(0);
      expect(second.stdout.toString()).toContain('1 session(s) signed out');
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
      expect((await login('Second#Password-2026')).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.destroy();
    }
  }, 180_000);
});
