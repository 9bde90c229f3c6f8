/**
 * `npm run backup` and `npm run restore` on a live installation: records (a user created seconds before the backup
 * included — on SQLite it still sits in the write-ahead log) and files read back byte-identical in a new installation.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { migrate, type Db } from '../../server/db/index.js';
import { withStartupLock } from '../../server/db/startupLock.js';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed.js';
import { listFiles } from '../../server/lib/backup/files.js';
import { bearer, dialect } from '../support/testApp.js';
import { newInstallation, runCommand, type Installation } from '../support/installation.js';
import { multipart, onePixelPng } from './helpers.js';
import { thumbnailsMade } from '../support/thumbnails.js';

let source: Installation;
let target: Installation;
let sourceDb: Db;
let app: FastifyInstance;
let backupDir: string;
let restoredDb: Db | undefined;
let targetDatabase: string | undefined;
const lateEmail = 'late.joiner@caretaker.test';

async function admin(text: string) {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  await c.query(text).finally(() => c.end());
}

/** Every row of every table, in a stable order. */
async function dump(db: Db): Promise<Record<string, string[]>> {
  const tables =
    dialect === 'postgres'
      ? await sql<{
          n: string;
        }>`select table_name as n from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(
          db,
        )
      : await sql<{
          n: string;
        }>`select name as n from sqlite_master where type = 'table' and name not like 'sqlite_%' order by 1`.execute(
          db,
        );
  const out: Record<string, string[]> = {};
  for (const { n } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(n)}`.execute(db);
    out[n] = rows.rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

const fileBytes = async (root: string) =>
  Object.fromEntries(
    await Promise.all(
      (await listFiles(path.join(root, 'files'))).map(async (rel) => [
        rel,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(root, 'files', rel)))
          .digest('hex'),
      ]),
    ),
  );

beforeAll(async () => {
  source = await newInstallation();
  sourceDb = source.open();
  await migrate(sourceDb);
  await seedDemo(sourceDb);
  app = await buildApp({ config: loadConfig(source.env), db: sourceDb });
  await app.ready();
  backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-backup-')), 'snapshot');
  if (dialect === 'postgres') {
    targetDatabase = `restore_${crypto.randomBytes(5).toString('hex')}`;
    await admin(`create database ${targetDatabase}`);
  }
  target = await newInstallation(dialect === 'postgres' ? { database: targetDatabase, schema: source.schema! } : {});
});
afterAll(async () => {
  await app?.close();
  await sourceDb?.destroy();
  await restoredDb?.destroy();
  await source?.remove();
  await target?.remove();
  if (targetDatabase) await admin(`drop database if exists ${targetDatabase} with (force)`);
  if (backupDir) fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('backs up a running installation: records, a user created seconds before, and uploaded files', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@caretaker.test', password: DEMO_PASSWORD },
    });
    const token = login.json().data.token as string;
    const f = new FormData();
    f.append('name', 'Backed-up manual');
    f.append('category', JSON.stringify(['north']));
    f.append('bucket', 'north_east');
    f.append('file[]', new Blob([new Uint8Array(onePixelPng([1, 2, 3, 255]))], { type: 'image/png' }), 'dot.png');
    f.append('file[]', new Blob([crypto.randomBytes(150_000).toString('hex')], { type: 'text/plain' }), 'notes.txt');
    const { payload, headers } = await multipart(f);
    const doc = await app.inject({
      method: 'POST',
      url: '/api/documents',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const role = await sourceDb.selectFrom('roles').select('id').where('slug', '=', 'ADMIN').executeTakeFirstOrThrow();
    const user = await app.inject({
      method: 'POST',
      url: '/api/user',
      headers: bearer(token),
      payload: { full_name: 'Late Joiner', email: lateEmail, role_id: role.id, password: 'Str0ng#Passw0rd!' },
    });
    expect(user.statusCode, user.body).toBeLessThan(300);

    // On SQLite the new user is still in the write-ahead log: a copy of caretaker.sqlite alone would not have it.
    if (dialect === 'sqlite')
      expect(fs.statSync(path.join(source.dataDir, 'caretaker.sqlite-wal')).size).toBeGreaterThan(0);
    // the upload's thumbnail is a job run after the answer: made before the backup, or the source would move on from
    // what was backed up (the job's row and the thumbnail's file) and the restore's comparison race it
    await thumbnailsMade(app);
    // What a start leaves in the data folder beside the data: its lock (on SQLite) and a write probe.
    await withStartupLock(sourceDb, path.join(source.dataDir, 'caretaker.sqlite'), async () => undefined);
    fs.writeFileSync(path.join(source.dataDir, '.write-check-1-0a0b0c0d'), 'caretaker');
    const res = await runCommand('backup', [backupDir], source.env);
    expect(res.code, res.stderr).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.files.map((f: { path: string }) => f.path).filter((p: string) => !p.startsWith('files/'))).toEqual(
      [],
    );
    expect(manifest).toMatchObject({
      format: 'caretaker-backup/1',
      app: { name: 'caretaker' },
      database: { kind: dialect, migration: expect.stringMatching(/^\d{4}_/) },
    });
    expect(manifest.files.length).toBeGreaterThanOrEqual(2);
    for (const file of manifest.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const file of manifest.files)
      expect(fs.readFileSync(path.join(backupDir, 'files', file.path))).toEqual(
        fs.readFileSync(path.join(source.dataDir, file.path)),
      );
  });

  it('restores it into an empty installation where every record and file reads back identical', async () => {
    const res = await runCommand('restore', [backupDir], target.env);
    expect(res.code, res.stderr).toBe(0);
    restoredDb = target.open();
    const [before, after] = [await dump(sourceDb), await dump(restoredDb)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(after.users.some((u) => u.includes(lateEmail))).toBe(true);
    expect(await fileBytes(target.dataDir)).toEqual(await fileBytes(source.dataDir));
    expect(Object.keys(await fileBytes(target.dataDir)).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses to restore over an installation that holds data, unless --force', async () => {
    const res = await runCommand('restore', [backupDir], target.env);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('The installation is not empty');
    expect(res.stderr).toContain('--force');
    await restoredDb!.deleteFrom('sessions').execute();
    const forced = await runCommand('restore', [backupDir, '--force'], target.env);
    expect(forced.code, forced.stderr).toBe(0);
    await restoredDb!.destroy();
    restoredDb = target.open();
    expect((await dump(restoredDb)).sessions).toEqual((await dump(sourceDb)).sessions);
  });

  it('refuses a damaged backup, naming the file, and a folder that is not one', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    const victim = path.join(backupDir, 'files', manifest.files[0].path);
    const original = fs.readFileSync(victim);
    fs.writeFileSync(
      victim,
      Buffer.concat([original.subarray(0, original.length - 1), Buffer.from([original.at(-1)! ^ 1])]),
    );
    try {
      const res = await runCommand('restore', [backupDir, '--force'], target.env);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(`damaged (missing or changed): files/${manifest.files[0].path}`);
    } finally {
      fs.writeFileSync(victim, original);
    }
    const notOne = await runCommand('restore', [os.tmpdir()], target.env);
    expect(notOne.code).toBe(1);
    expect(notOne.stderr).toContain('is this a Caretaker backup folder?');
    const occupied = await runCommand('backup', [backupDir], source.env);
    expect(occupied.code).toBe(1);
    expect(occupied.stderr).toContain('is not empty');
  });
});
