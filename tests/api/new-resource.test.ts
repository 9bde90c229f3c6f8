/**
 * `npm run new:resource -- <name>` (issue 9 §1): the skeleton it writes is a working resource with nothing else
 * edited — CRUD, the unique index of its x-unique field, and its menu entry.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

let dir: string;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-new-resource-'));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/newResource.ts', 'vendor', '--dir', dir], {
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  t = await createTestApp({
    schemaDirs: [path.join(dir, 'schemas')],
    migrationDirs: [path.join(dir, 'migrations')],
  });
  admin = await t.loginAs('ADMIN');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run new:resource', () => {
  it('writes a schema and a migration that make a working resource', async () => {
    expect(fs.readdirSync(path.join(dir, 'schemas'))).toEqual(['vendor.ts']);
    expect(fs.readdirSync(path.join(dir, 'migrations'))).toEqual(['0100_vendor.ts']);
    const post = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/vendor', headers: bearer(admin), payload: { name } });
    const created = await post('Acme Pumps');
    expect(created.statusCode, created.body).toBe(201);
    // Left out of the body, `active` takes the schema's default.
    expect(created.json().data.active).toBe(true);
    const again = await post('Acme Pumps');
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['name']);
    const list = await t.app.inject({ url: '/api/vendor', headers: bearer(admin) });
    expect(list.json().data.map((v: { name: string }) => v.name)).toEqual(['Acme Pumps']);
    const menu = (await t.app.inject({ url: '/api/config/menu', headers: bearer(admin) })).json().data;
    const settings = menu.find((e: { key: string }) => e.key === 'menu.settings');
    expect(settings.children.map((c: { key: string }) => c.key)).toContain('menu.resource_vendor');
  });

  it('has permissions of its own, granted to the administrator only (nobody else reads it until a role is given them)', async () => {
    const perms = await t.db
      .selectFrom('permissions')
      .select(['slug', 'category'])
      .where('slug', 'like', 'vendor.%')
      .orderBy('slug')
      .execute();
    expect(perms).toEqual(
      ['vendor.create', 'vendor.delete', 'vendor.edit', 'vendor.view'].map((slug) => ({ slug, category: 'VENDOR' })),
    );
    const holders = await t.db
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select('roles.slug')
      .distinct()
      .where('permissions.slug', 'like', 'vendor.%')
      .execute();
    expect(holders.map((h) => h.slug)).toEqual(['ADMIN']);
    // the school permissions it borrowed before let technicians and operations managers read it
    for (const role of ['TECHNICIAN', 'OPERATIONS-MANAGER', 'TERM-CONTRACTOR'] as const) {
      const token = await t.loginAs(role);
      const res = await t.app.inject({ url: '/api/vendor', headers: bearer(token) });
      expect(res.statusCode, role).toBe(403);
    }
    const menu = (
      await t.app.inject({ url: '/api/config/menu', headers: bearer(await t.loginAs('TECHNICIAN')) })
    ).json().data as { key: string; children?: { key: string }[] }[];
    expect(menu.flatMap((e) => [e.key, ...(e.children ?? []).map((c) => c.key)])).not.toContain('menu.resource_vendor');
  });

  it('names itself in the singular and plural in every language, as the i18n check requires', async () => {
    const { vendorSchema } = (await import(path.join(dir, 'schemas', 'vendor.ts'))) as {
      vendorSchema: { 'x-i18n': Record<string, string> };
    };
    for (const locale of ['fr', 'de', 'nl']) expect(vendorSchema['x-i18n'][locale]).toBe('Vendor |||| Vendors');
  });

  it('refuses a name that is not a plain identifier, and an existing resource', () => {
    const bad = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/newResource.ts', 'Bad-Name', '--dir', dir], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    const twice = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/newResource.ts', 'vendor', '--dir', dir], {
      encoding: 'utf8',
    });
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain('exists already');
  });
});
