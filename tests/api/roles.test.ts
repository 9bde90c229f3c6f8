import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { PERMISSIONS } from '../../domain/permissions.js';
import { ROLE, ROLE_SLUGS } from '../../domain/roles.js';
import type { TestApp } from '../support/testApp.js';
import { userWithPermissions } from './helpers.js';
import { rolesFixture } from './roles-permissions.support.js';

const fx = rolesFixture();
const { api, createRole } = fx;
let t: TestApp;
let admin: string;
let permId: Record<string, number>;
beforeAll(() => {
  ({ t, admin, permId } = fx);
});

describe('roles', () => {
  it('lists roles with filters on name, slug and description', async () => {
    await createRole({ name: 'Night Shift Crew', slug: 'NIGHT_SHIFT', description: 'Works after hours' });
    await createRole({ name: 'Day Shift Crew', slug: 'DAY_SHIFT', description: 'Office hours only' });
    const names = async (qs: string) =>
      (await api('GET', `/api/role?${qs}`))
        .json()
        .data.map((r: { name: string }) => r.name)
        .sort();
    expect(await names('name=shift')).toEqual(['Day Shift Crew', 'Night Shift Crew']);
    expect(await names('slug=night_')).toEqual(['Night Shift Crew']);
    expect(await names('description=OFFICE')).toEqual(['Day Shift Crew']);
    expect(await names('name=technician')).toEqual(['Technician']);
    const page = (await api('GET', '/api/role?per_page=5')).json();
    expect(page.meta.per_page).toBe(5);
    expect(page.meta.total).toBe(15);
    expect(page.data).toHaveLength(5);
    const all = (await api('GET', '/api/role?all=1')).json();
    expect(all.data).toHaveLength(15);
    expect(all.meta).toBeUndefined();
  });

  it('shows a role with every permission and a checked flag for the granted ones', async () => {
    const techId = (
      await t.db.selectFrom('roles').select('id').where('slug', '=', 'TECHNICIAN').executeTakeFirstOrThrow()
    ).id;
    const role = (await api('GET', `/api/role/${techId}`)).json().data;
    expect(role).toMatchObject({ id: techId, slug: 'TECHNICIAN', name: 'Technician' });
    expect(role.permissions).toHaveLength(PERMISSIONS.length);
    for (const p of role.permissions)
      expect(Object.keys(p).sort()).toEqual(['category', 'checked', 'id', 'name', 'slug']);
    const checked = role.permissions
      .filter((p: { checked: boolean }) => p.checked)
      .map((p: { slug: string }) => p.slug)
      .sort();
    const granted = (
      await t.db
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select('permissions.slug')
        .where('role_id', '=', techId)
        .execute()
    )
      .map((r) => r.slug)
      .sort();
    expect(checked).toEqual(granted);
    expect(checked).toContain('wso.edit');
    expect(checked).not.toContain('user.view');
    expect(role.permission_ids.sort()).toEqual(granted.map((s) => permId[s]).sort());
    expect((await api('GET', '/api/role/99999')).statusCode).toBe(404);
  });

  it('creates a role with its permission ids and records it in the audit log', async () => {
    const res = await api('POST', '/api/role', admin, {
      name: 'Auditors',
      slug: 'AUDITORS',
      description: 'Read the audit log',
      permission_ids: [permId['audit.view'], permId['user.view'], permId['audit.view']],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MSG.roleCreated);
    const role = res.json().data;
    expect(role.permission_ids.sort()).toEqual([permId['audit.view'], permId['user.view']].sort());
    expect(
      role.permissions
        .filter((p: { checked: boolean }) => p.checked)
        .map((p: { slug: string }) => p.slug)
        .sort(),
    ).toEqual(['audit.view', 'user.view']);
    const log = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'role.create')
      .where('entity_id', '=', String(role.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.after!)).toMatchObject({ slug: 'AUDITORS' });
  });

  it('refuses unknown permission ids, a taken slug and missing fields, writing nothing', async () => {
    const before = await t.db.selectFrom('roles').select('id').execute();
    const bad = await api('POST', '/api/role', admin, {
      name: 'Ghost',
      slug: 'GHOST',
      permission_ids: [permId['user.view'], 987654],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.permission_ids).toBeDefined();
    const taken = await api('POST', '/api/role', admin, { name: 'Another admin', slug: 'ADMIN' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual([MSG.slugTaken]);
    const missing = await api('POST', '/api/role', admin, { description: 'no name' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name).toEqual([MSG.required]);
    expect(missing.json().errors.slug).toEqual([MSG.required]);
    expect(await t.db.selectFrom('roles').select('id').execute()).toEqual(before);
    const role = await createRole({ name: 'Slug Keeper', slug: 'SLUG_KEEPER' });
    const clash = await api('PATCH', `/api/role/${role.id}`, admin, { slug: 'TECHNICIAN' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.slug).toEqual([MSG.slugTaken]);
    const badIds = await api('PATCH', `/api/role/${role.id}`, admin, { permission_ids: [123456] });
    expect(badIds.statusCode).toBe(422);
    expect(
      (await api('PATCH', `/api/role/${role.id}`, admin, { slug: 'SLUG_KEEPER', name: 'Renamed keeper' })).statusCode,
    ).toBe(200);
  });

  it('applies a permission change at once to a signed-in user of that role', async () => {
    const { roleId, token } = await userWithPermissions(t, [], 'grantee');
    expect((await api('GET', '/api/user', token)).statusCode).toBe(403);
    expect(
      (await api('GET', '/api/config/menu', token)).json().data.some((e: { title: string }) => e.title === 'Settings'),
    ).toBe(false);

    const grant = await api('PATCH', `/api/role/${roleId}`, admin, { permission_ids: [permId['user.view']] });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().message).toBe(MSG.roleUpdated);
    expect((await api('GET', '/api/user', token)).statusCode).toBe(200);
    const settings = (await api('GET', '/api/config/menu', token))
      .json()
      .data.find((e: { title: string }) => e.title === 'Settings');
    expect(settings.children.map((c: { title: string }) => c.title)).toEqual(['Users']);

    // The spec's PATCH body names the list `permissions`.
    const swap = await api('PATCH', `/api/role/${roleId}`, admin, { permissions: [permId['role.view']] });
    expect(swap.statusCode).toBe(200);
    expect((await api('GET', '/api/user', token)).statusCode).toBe(403);
    expect((await api('GET', '/api/role', token)).statusCode).toBe(200);

    const revoke = await api('PUT', `/api/role/${roleId}`, admin, { permission_ids: [] });
    expect(revoke.statusCode).toBe(200);
    expect((await api('GET', '/api/role', token)).statusCode).toBe(403);
    const log = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'role.update')
      .where('entity_id', '=', String(roleId))
      .orderBy('id')
      .execute();
    expect(log).toHaveLength(3);
    expect(JSON.parse(log[0].before!).permission_ids).toEqual([]);
    expect(JSON.parse(log[0].after!).permission_ids).toEqual([permId['user.view']]);
  });

  it('refuses to delete a role while users hold it, then deletes it', async () => {
    const { roleId, userId } = await userWithPermissions(t, ['user.view'], 'holder');
    const refused = await api('DELETE', `/api/role/${roleId}`);
    expect(refused.statusCode).toBe(409);
    expect(await t.db.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst()).toBeTruthy();
    await t.db.deleteFrom('users').where('id', '=', userId).execute();
    const ok = await api('DELETE', `/api/role/${roleId}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MSG.roleDeleted);
    expect((await api('GET', `/api/role/${roleId}`)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', roleId).execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom('audit_logs')
        .select('id')
        .where('action', '=', 'role.delete')
        .where('entity_id', '=', String(roleId))
        .executeTakeFirst(),
    ).toBeTruthy();
  });

  it('keeps the slug of every built-in role the workflows name, while its name and description stay editable', async () => {
    for (const slug of ROLE_SLUGS) {
      const role = await t.db.selectFrom('roles').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
      for (const method of ['PATCH', 'PUT']) {
        const res = await api(method, `/api/role/${role.id}`, admin, { slug: `${slug}-RENAMED`, name: 'Renamed' });
        expect(res.statusCode, `${method} ${slug}`).toBe(422);
        expect(res.json().errors.slug).toEqual([MSG.roleSlugBuiltIn]);
      }
      expect(
        (await t.db.selectFrom('roles').select(['slug', 'name']).where('id', '=', role.id).executeTakeFirstOrThrow())
          .slug,
      ).toBe(slug);
    }
    const om = await t.db
      .selectFrom('roles')
      .select(['id', 'description'])
      .where('slug', '=', ROLE.OPERATIONS_MANAGER)
      .executeTakeFirstOrThrow();
    // The same slug sent back (as a form does) is no change; name and description are saved.
    const edit = await api('PATCH', `/api/role/${om.id}`, admin, {
      slug: ROLE.OPERATIONS_MANAGER,
      name: 'School operations manager',
      description: 'Runs a school',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({
      slug: ROLE.OPERATIONS_MANAGER,
      name: 'School operations manager',
      description: 'Runs a school',
    });
    // A role an administrator made keeps an editable slug.
    const own = await createRole({ name: 'Own role', slug: 'OWN_ROLE' });
    const renamed = await api('PATCH', `/api/role/${own.id}`, admin, { slug: 'OWN_ROLE_2' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.slug).toBe('OWN_ROLE_2');
  });

  it('is closed to roles without the role permissions', async () => {
    const tech = await t.loginAs('TECHNICIAN');
    expect((await api('GET', '/api/role', tech)).statusCode).toBe(403);
    expect((await api('POST', '/api/role', tech, { name: 'X', slug: 'X' })).statusCode).toBe(403);
  });

  it("lets every role that may list users read the role list (the Users screen's Role filter), and nothing more", async () => {
    for (const slug of ['MANAGING-AGENT', 'SCD']) {
      const token = await t.loginAs(slug);
      const list = await api('GET', '/api/role?per_page=100', token);
      expect(list.statusCode, slug).toBe(200);
      expect(list.json().data.map((r: { slug: string }) => r.slug)).toContain('ADMIN');
      expect((await api('GET', `/api/role/${list.json().data[0].id}`, token)).statusCode, slug).toBe(403);
      expect((await api('POST', '/api/role', token, { name: 'X', slug: 'X' })).statusCode, slug).toBe(403);
    }
  });
});

describe('menu per role', () => {
  const titles = (entries: { title: string; children?: unknown[] }[]) => entries.map((e) => e.title);
  it('gives an admin the Settings group with Users, Roles and Permissions', async () => {
    const menu = (await api('GET', '/api/config/menu')).json().data;
    const settings = menu.find((e: { title: string }) => e.title === 'Settings');
    expect(titles(settings.children)).toEqual(expect.arrayContaining(['Users', 'Roles', 'Permissions', 'Audit log']));
    for (const c of settings.children) expect(c.href).toMatch(/^\/settings\//);
    const help = menu.find((e: { title: string }) => e.title === 'Help');
    expect(help.href).toBe('mailto:support@caretaker.test');
    expect(help.external).toBe(true);
  });

  it('gives a technician none of the administration entries, and differs from the admin menu', async () => {
    const tech = (await api('GET', '/api/config/menu', await t.loginAs('TECHNICIAN'))).json().data;
    const adminMenu = (await api('GET', '/api/config/menu')).json().data;
    const all = (entries: { title: string; children?: unknown[] }[]): string[] =>
      entries.flatMap((e) => [e.title, ...all((e.children ?? []) as { title: string; children?: unknown[] }[])]);
    for (const title of ['Users', 'Roles', 'Permissions', 'Audit log', 'Schools'])
      expect(all(tech)).not.toContain(title);
    expect(titles(tech)).not.toContain('Settings');
    expect(tech).not.toEqual(adminMenu);
    expect(titles(tech)).toContain('Dashboard');
    const none = (await api('GET', '/api/config/menu', (await userWithPermissions(t, [], 'nomenu')).token)).json().data;
    expect(titles(none)).toEqual(['Help']);
  });
});
