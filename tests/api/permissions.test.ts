import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { PERMISSIONS } from '../../domain/permissions.js';
import type { TestApp } from '../support/testApp.js';
import { userWithPermissions } from './helpers.js';
import { rolesFixture } from './roles-permissions.support.js';

const fx = rolesFixture();
const { api } = fx;
let t: TestApp;
let admin: string;
let permId: Record<string, number>;
beforeAll(() => {
  ({ t, admin, permId } = fx);
});

describe('permissions (generic CRUD from the schema)', () => {
  it('lists with filters on name, slug and category, paged or all', async () => {
    const slugs = async (qs: string) =>
      (await api('GET', `/api/permission?${qs}`))
        .json()
        .data.map((p: { slug: string }) => p.slug)
        .sort();
    expect(await slugs('category=audit')).toEqual(['audit.view']);
    expect(await slugs('slug=role.')).toEqual(['role.create', 'role.delete', 'role.edit', 'role.view']);
    expect(await slugs('name=schedule%20of%20rates&per_page=100')).toEqual([
      'fsr.create',
      'fsr.delete',
      'fsr.edit',
      'fsr.view',
    ]);
    const page = (await api('GET', '/api/permission')).json();
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 25, total: PERMISSIONS.length });
    // Default sort is category ascending.
    const cats = page.data.map((p: { category: string }) => p.category);
    const dbCats = (
      await t.db.selectFrom('permissions').select('category').orderBy('category').orderBy('id').limit(25).execute()
    ).map((r) => r.category);
    expect(cats).toEqual(dbCats);
    const all = (await api('GET', '/api/permission?all=1')).json();
    expect(all.data).toHaveLength(PERMISSIONS.length);
    expect(all.meta).toBeUndefined();
  });

  it('answers the categories for the select', async () => {
    const res = await api('GET', '/api/permission/config');
    expect(res.statusCode).toBe(200);
    const cats = res.json().data;
    expect(cats).toEqual([...new Set(cats)]);
    for (const c of ['USER', 'ROLE', 'PERMISSION', 'AUDIT']) expect(cats).toContain(c);
    expect(cats).toEqual([...cats].sort());
  });

  it('creates, shows, updates and deletes with the spec messages and audit entries', async () => {
    const created = await api('POST', '/api/permission', admin, {
      name: 'View gardens',
      slug: 'garden.view',
      category: 'GARDEN',
      description: 'Look at gardens',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(MSG.permissionCreated);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({
      name: 'View gardens',
      slug: 'garden.view',
      category: 'GARDEN',
      description: 'Look at gardens',
    });
    expect((await api('GET', `/api/permission/${id}`)).json().data.slug).toBe('garden.view');
    expect((await api('GET', '/api/permission/config')).json().data).toContain('GARDEN');

    const updated = await api('PUT', `/api/permission/${id}`, admin, { name: 'See gardens', category: 'GARDENS' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(MSG.permissionUpdated);
    expect(updated.json().data).toMatchObject({ name: 'See gardens', slug: 'garden.view', category: 'GARDENS' });

    const deleted = await api('DELETE', `/api/permission/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(MSG.permissionDeleted);
    expect((await api('GET', `/api/permission/${id}`)).statusCode).toBe(404);

    const log = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('entity', '=', 'permission')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['permission.create', 'permission.update', 'permission.delete']);
    expect(JSON.parse(log[1].before!)).toMatchObject({ name: 'View gardens' });
    expect(JSON.parse(log[1].after!)).toMatchObject({ name: 'See gardens' });
    expect(JSON.parse(log[2].before!)).toMatchObject({ slug: 'garden.view' });
    expect(log.every((l) => l.actor_name === 'Demo Admin')).toBe(true);
  });

  it('refuses a taken slug, a malformed slug and missing fields', async () => {
    const taken = await api('POST', '/api/permission', admin, { name: 'Dup', slug: 'user.view', category: 'USER' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual([MSG.slugTaken]);
    const malformed = await api('POST', '/api/permission', admin, { name: 'Bad', slug: 'has spaces', category: 'X' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.slug).toBeDefined();
    const missing = await api('POST', '/api/permission', admin, { name: 'Only a name' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['category', 'slug']);
    const own = await api('PUT', `/api/permission/${permId['dashboard.view']}`, admin, { slug: 'user.view' });
    expect(own.statusCode).toBe(422);
    const blank = await api('PUT', `/api/permission/${permId['dashboard.view']}`, admin, { name: '' });
    expect(blank.statusCode).toBe(422);
    expect((await api('PUT', '/api/permission/99999', admin, { name: 'x' })).statusCode).toBe(404);
  });
});

// Last, because it removes a permission the admin holds too.
describe('renaming or deleting a permission', () => {
  it('applies a renamed slug at once to a signed-in holder', async () => {
    const { token } = await userWithPermissions(t, ['role.view'], 'renamed');
    expect((await api('GET', '/api/role', token)).statusCode).toBe(200);
    expect(
      (await api('PUT', `/api/permission/${permId['role.view']}`, admin, { slug: 'role.view-renamed' })).statusCode,
    ).toBe(200);
    expect((await api('GET', '/api/role', token)).statusCode).toBe(403);
    expect((await api('PUT', `/api/permission/${permId['role.view']}`, admin, { slug: 'role.view' })).statusCode).toBe(
      200,
    );
    expect((await api('GET', '/api/role', token)).statusCode).toBe(200);
  });

  it('takes a deleted permission away from a signed-in user at once', async () => {
    const { token } = await userWithPermissions(t, ['audit.view'], 'loser');
    expect((await api('GET', '/api/audit-log', token)).statusCode).toBe(200);
    // Deleting the granted permission row must revoke it for the holder straight away.
    expect((await api('DELETE', `/api/permission/${permId['audit.view']}`)).statusCode).toBe(200);
    expect((await api('GET', '/api/audit-log', token)).statusCode).toBe(403);
    expect((await api('GET', '/api/auth/me', token)).json().data.permissions).toEqual([]);
  });
});
