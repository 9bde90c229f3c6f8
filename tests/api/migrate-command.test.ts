/** `npm run migrate -- status | up | down [n]` on a real installation, and older code meeting a newer database. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MIGRATIONS_DIR, migrate, type Db } from '../../server/db/index.js';
import { shippedMigrations } from '../../server/db/migrationStatus.js';
import { seedAccessControl } from '../../server/db/seed.js';
import { newInstallation, runCommand, type Installation } from '../support/installation.js';

let inst: Installation;
let db: Db;
const shipped = shippedMigrations([MIGRATIONS_DIR]);
const migrateCmd = (...args: string[]) => runCommand('migrate', args, inst.env);

beforeAll(async () => {
  inst = await newInstallation();
  db = inst.open();
});
afterAll(async () => {
  await db?.destroy();
  await inst?.remove();
});

describe('npm run migrate', () => {
  it('lists every migration as pending on an empty database, then applies them all with up', async () => {
    const before = await migrateCmd('status');
    expect(before.code).toBe(0);
    for (const name of shipped) expect(before.stdout).toContain(`pending  ${name}`);
    expect(before.stdout).toContain(`${shipped.length} pending`);

    const up = await migrateCmd('up');
    expect(up.code, up.stderr).toBe(0);
    const after = await migrateCmd('status');
    expect(after.stdout).not.toContain('pending  ');
    expect(after.stdout).toContain('The database is up to date.');
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('rolls back the last n migrations with down n, and up applies them again', async () => {
    const [secondLast, last] = shipped.slice(-2);
    const down = await migrateCmd('down', '2');
    expect(down.code, down.stderr).toBe(0);
    expect(down.stdout).toContain(`rolled back  ${last}`);
    expect(down.stdout).toContain(`rolled back  ${secondLast}`);
    const status = await migrateCmd('status');
    expect(status.stdout).toContain(`pending  ${last}`);
    expect(status.stdout).toContain(`pending  ${secondLast}`);
    expect(status.stdout).toContain('2 pending');
    expect((await migrateCmd('up')).code).toBe(0);
    expect((await migrateCmd('status')).stdout).toContain('The database is up to date.');
  });

  it.each([
    ['0065_job_permissions', 'job.%', ['job.edit', 'job.view']],
    ['0071_api_token_permissions', 'api-token.%', ['api-token.create', 'api-token.delete', 'api-token.view']],
    ['0075_webhooks', 'webhook.%', ['webhook.manage', 'webhook.view']],
  ])(
    "grants an existing installation's administrators the permissions a new release adds (%s)",
    async (migration, like, slugs) => {
      await seedAccessControl(db);
      const adminHas = async () =>
        (
          await db
            .selectFrom('role_permissions')
            .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
            .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
            .select('permissions.slug')
            .where('roles.slug', '=', 'ADMIN')
            .where('permissions.slug', 'like', like)
            .execute()
        )
          .map((r) => r.slug)
          .sort();
      expect(await adminHas()).toEqual(slugs);
      // Back to just before this migration (later ones roll back with it), then up again.
      const back = shipped.length - shipped.indexOf(migration);
      expect((await migrateCmd('down', String(back))).stdout).toContain(`rolled back  ${migration}`);
      expect(await adminHas()).toEqual([]);
      expect((await migrateCmd('up')).code).toBe(0);
      expect(await adminHas()).toEqual(slugs);
    },
  );

  it('says there is no database at a DATA_DIR without one, and creates none (a mistyped folder is not an empty database)', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-no-db-'));
    // the embedded database's case, whichever database this run's installation uses
    const env: Record<string, string> = { ...inst.env, DATA_DIR: empty };
    delete env.DATABASE_URL;
    try {
      for (const args of [['status'], ['down', '1']]) {
        const res = await runCommand('migrate', args, env);
        expect(res.code, args.join(' ')).toBe(1);
        expect(res.stderr).toContain(`No database at ${path.join(empty, 'caretaker.sqlite')}: check DATA_DIR`);
      }
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses an unknown command or count with the usage line', async () => {
    for (const args of [['sideways'], ['down', 'two']]) {
      const res = await migrateCmd(...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain('Usage: npm run migrate -- status | up | down [n]');
    }
  });
});

describe('older code on a database a newer release migrated', () => {
  const future = '9990_from_a_newer_release';
  beforeAll(async () => {
    await sql`insert into kysely_migration (name, timestamp) values (${future}, ${new Date().toISOString()})`.execute(
      db,
    );
  });
  afterAll(async () => {
    await sql`delete from kysely_migration where name = ${future}`.execute(db);
  });

  it('says in status which migration it does not know, and exits 1', async () => {
    const res = await migrateCmd('status');
    expect(res.code).toBe(1);
    expect(res.stdout).toContain(`UNKNOWN  ${future}`);
    expect(res.stderr).toContain(`does not know: ${future}`);
  });

  it('refuses up, and the migrator, naming the migration', async () => {
    const res = await migrateCmd('up');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`does not know: ${future}`);
    await expect(migrate(db)).rejects.toThrow(`does not know: ${future}`);
  });

  it('refuses to start with one log line naming it (no stack trace)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...inst.env, PORT: '0' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    // Every line the server writes is one JSON record (README "Logs"); the refusal is the fatal one.
    const fatal = output
      .split('\n')
      .filter((l) => l.includes(`does not know: ${future}`))
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(fatal).toHaveLength(1);
    expect(fatal[0].level).toBe(60);
    expect(fatal[0].msg).toContain(
      `cannot start: The database has a migration this version of Caretaker does not know`,
    );
    // No stack trace, neither as lines of its own nor inside the record.
    expect(output).not.toMatch(/\n\s+at /);
    expect(JSON.stringify(fatal[0])).not.toMatch(/\\n\s+at /);
  });
});
