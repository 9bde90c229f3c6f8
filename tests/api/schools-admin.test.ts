/** Schools as records an administrator creates, edits and deletes — what a clean installation is filled with first. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

const NEW_SCHOOL = {
  name: 'Woodlands Ring Primary School',
  zone: 'NORTH',
  sub_zone: 'N2',
  address: '11 Woodlands Ring Road',
  school_type: 'Primary',
  telephone: '6362 0000',
  fax: null,
  less_percent: 31.5,
  star_rate: 1.25,
};

describe('POST /api/school', () => {
  it('creates a school with a slug made from its name and answers it as the list does', async () => {
    const res = await send('POST', '/api/school', NEW_SCHOOL);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Successfully created school');
    expect(body.data).toMatchObject({
      ...NEW_SCHOOL,
      slug: 'woodlands-ring-primary-school',
      oms: [],
      mas: [],
    });
    const row = await t.db.selectFrom('schools').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row.less_percent_bp).toBe(3150);
    expect(row.star_rate_bp).toBe(125);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entity', '=', 'school')
      .where('entity_id', '=', String(body.data.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['school.create']);
    const listed = (await t.app.inject({ url: '/api/school?school=woodlands ring', headers: bearer(admin) })).json();
    expect(listed.data.map((s: { id: number }) => s.id)).toContain(body.data.id);
  });

  it('refuses a taken name or slug, a sub-zone of another zone and more than two decimals, all fields at once', async () => {
    const existing = await t.db.selectFrom('schools').select(['name', 'slug']).orderBy('id').executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('schools').select('id').execute();
    const res = await send('POST', '/api/school', {
      name: existing.name.toUpperCase(),
      slug: existing.slug,
      zone: 'SOUTH',
      sub_zone: 'N1',
      less_percent: 1.234,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name has already been taken.'],
      slug: ['The slug has already been taken.'],
      sub_zone: [expect.stringContaining('for this zone')],
      less_percent: ['Must be a number with at most 2 decimals.'],
    });
    expect(await t.db.selectFrom('schools').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a missing name or zone and a slug that is not lower-case words joined by hyphens', async () => {
    const res = await send('POST', '/api/school', { slug: 'Not A Slug' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['This field is required.'],
      zone: ['This field is required.'],
      slug: ['The format is invalid.'],
    });
  });

  it('is the administrator’s: a managing agent and an operations manager are refused', async () => {
    for (const role of ['MANAGING-AGENT', 'OPERATIONS-MANAGER', 'SCD']) {
      const token = await t.loginAs(role);
      const res = await send('POST', '/api/school', { ...NEW_SCHOOL, name: `${role} school` }, token);
      expect(res.statusCode, role).toBe(403);
    }
    const names = ['MANAGING-AGENT', 'OPERATIONS-MANAGER', 'SCD'].map((r) => `${r} school`);
    expect(await t.db.selectFrom('schools').select('id').where('name', 'in', names).execute()).toHaveLength(0);
  });
});

describe('PUT /api/school/{id}', () => {
  it('edits the fields sent, keeps the slug when the name changes, and audits before and after', async () => {
    const made = (await send('POST', '/api/school', { name: 'Sembawang Hill School', zone: 'NORTH' })).json().data;
    const res = await send('PUT', `/api/school/${made.id}`, {
      ...made,
      name: 'Sembawang Hills School',
      zone: 'NORTH_EAST',
      sub_zone: 'NE1',
      star_rate: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Sembawang Hills School',
      slug: 'sembawang-hill-school',
      zone: 'NORTH_EAST',
      sub_zone: 'NE1',
      star_rate: null,
    });
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'school')
      .where('entity_id', '=', String(made.id))
      .where('action', '=', 'school.update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!).name).toBe('Sembawang Hill School');
    expect(JSON.parse(audit.after!).name).toBe('Sembawang Hills School');
  });

  it('checks a new sub-zone against the stored zone, and answers 404 for a school that does not exist', async () => {
    const made = (await send('POST', '/api/school', { name: 'Tampines Meadow School', zone: 'EAST' })).json().data;
    const res = await send('PUT', `/api/school/${made.id}`, { sub_zone: 'W1' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['sub_zone']);
    expect((await send('PUT', '/api/school/999999', { name: 'Nowhere' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/school/{id}', () => {
  it('deletes a school nothing refers to, with its contracts and assignments', async () => {
    const made = (await send('POST', '/api/school', { name: 'Short Lived School', zone: 'WEST' })).json().data;
    const now = new Date().toISOString();
    await t.db
      .insertInto('school_contracts')
      .values({ school_id: made.id, contract_year: 1, created_at: now, updated_at: now } as never)
      .execute();
    const res = await send('DELETE', `/api/school/${made.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully deleted school');
    expect(await t.db.selectFrom('schools').select('id').where('id', '=', made.id).executeTakeFirst()).toBeUndefined();
    expect(
      await t.db.selectFrom('school_contracts').select('id').where('school_id', '=', made.id).execute(),
    ).toHaveLength(0);
  });

  it('refuses a school with quotations and users (409 naming them) and keeps it', async () => {
    const school = await t.db
      .selectFrom('schools')
      .innerJoin('quotations', 'quotations.school_id', 'schools.id')
      .select(['schools.id', 'schools.name'])
      .executeTakeFirstOrThrow();
    const res = await send('DELETE', `/api/school/${school.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`^${school.name} cannot be deleted: it has .*\\d+ quotations?`));
    expect(res.json().message).toMatch(/\d+ users?/);
    expect(await t.db.selectFrom('schools').select('id').where('id', '=', school.id).executeTakeFirst()).toBeDefined();
  });

  it('is the administrator’s', async () => {
    const made = (await send('POST', '/api/school', { name: 'Kept School', zone: 'WEST' })).json().data;
    const res = await send('DELETE', `/api/school/${made.id}`, undefined, await t.loginAs('SCD'));
    expect(res.statusCode).toBe(403);
  });
});

describe('an installation that predates school creation', () => {
  it('gives the new permissions to the administrator role when access control is seeded again', async () => {
    const { seedAccessControl } = await import('../../server/db/seed.js');
    const perm = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('slug', '=', 'school.create')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('role_permissions').where('permission_id', '=', perm.id).execute();
    await t.db.deleteFrom('permissions').where('id', '=', perm.id).execute();
    await seedAccessControl(t.db);
    const holders = await t.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .select('roles.slug')
      .where('permissions.slug', '=', 'school.create')
      .execute();
    expect(holders.map((h) => h.slug)).toEqual(['ADMIN']);
  });
});
