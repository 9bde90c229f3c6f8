import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password.js';
import type { TestApp } from '../support/testApp.js';
import { STRONG, usersFixture } from './users.support.js';

const fx = usersFixture();
const { api, createUser, userIdOf } = fx;
let t: TestApp;
let admin: string;
let roleId: Record<string, number>;
let schoolId: number;
beforeAll(() => {
  ({ t, admin, roleId, schoolId } = fx);
});

describe('user list', () => {
  beforeAll(async () => {
    for (const [full_name, email, role, contractor] of [
      ['Zebra Alpha', 'zebra.alpha@list.test', 'TECHNICIAN', 'TTK'],
      ['zebra beta', 'zebra.beta@list.test', 'TERM-CONTRACTOR', 'SP'],
      ['Percent 50% Guy', 'percent@list.test', 'ADMIN', null],
      ['Percent 500 Decoy', 'decoy500@list.test', 'ADMIN', null],
      ['Under_score Guy', 'under@list.test', 'ADMIN', null],
      ['Underxscore Decoy', 'underx@list.test', 'ADMIN', null],
    ] as const)
      await createUser({ full_name, email, role_id: roleId[role], ...(contractor ? { contractor } : {}) });
  });

  it('answers the Laravel paged envelope with correct numbers', async () => {
    const total = Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThan(12);
    const res = await api('GET', '/api/user?page=2&per_page=5', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(5);
    expect(body.meta).toMatchObject({
      current_page: 2,
      from: 6,
      to: 10,
      per_page: 5,
      total,
      last_page: Math.ceil(total / 5),
      path: '/api/user',
    });
    expect(Array.isArray(body.meta.links)).toBe(true);
    expect(body.links.prev).toBe('/api/user?page=1');
    expect(body.links.next).toBe('/api/user?page=3');
    expect(body.data[0]).not.toHaveProperty('password_hash');
    expect(body.data[0]).not.toHaveProperty('password');

    const first = (await api('GET', '/api/user', admin)).json();
    expect(first.meta.per_page).toBe(25);
    expect(first.meta.current_page).toBe(1);
    expect(first.links.prev).toBeNull();

    const last = (await api('GET', `/api/user?page=${Math.ceil(total / 5)}&per_page=5`, admin)).json();
    expect(last.links.next).toBeNull();
    expect(last.meta.to).toBe(total);

    const past = (await api('GET', '/api/user?page=999&per_page=5', admin)).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(total);
    expect(past.meta.from).toBeNull();
  });

  it('pages through every user exactly once', async () => {
    const seen: number[] = [];
    for (let p = 1; ; p++) {
      const body = (await api('GET', `/api/user?page=${p}&per_page=7`, admin)).json();
      seen.push(...body.data.map((u: { id: number }) => u.id));
      if (!body.links.next) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(
      Number(
        (
          await t.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });

  it('pages a filtered list: each match once, in order, with the filtered total', async () => {
    const expected = (
      await t.db
        .selectFrom('users')
        .select(['id', 'full_name'])
        .where(sql<boolean>`lower(full_name) like '%e%'`)
        .orderBy('full_name')
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(6);
    const seen: number[] = [];
    for (let p = 1; ; p++) {
      const body = (await api('GET', `/api/user?full_name=E&per_page=4&page=${p}`, admin)).json();
      expect(body.meta.total).toBe(expected.length);
      seen.push(...body.data.map((u: { id: number }) => u.id));
      if (!body.links.next) break;
    }
    expect(seen).toEqual(expected);
    const past = (await api('GET', '/api/user?full_name=E&per_page=4&page=99', admin)).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(expected.length);
  });

  const names = async (qs: string) =>
    (await api('GET', `/api/user?${qs}`, admin)).json().data.map((u: { full_name: string }) => u.full_name);

  it('filters full_name by case-insensitive contains', async () => {
    expect((await names('full_name=ZEBRA')).sort()).toEqual(['Zebra Alpha', 'zebra beta']);
    expect(await names('full_name=bEtA')).toEqual(['zebra beta']);
    expect(await names('full_name=no-such-person')).toEqual([]);
  });

  it('treats LIKE wildcards in the filter as text', async () => {
    expect(await names(`full_name=${encodeURIComponent('50%')}`)).toEqual(['Percent 50% Guy']);
    expect(await names('full_name=under_')).toEqual(['Under_score Guy']);
    expect(await names(`full_name=${encodeURIComponent('%')}`)).toEqual(['Percent 50% Guy']);
  });

  it('filters by email, role_id and contractor', async () => {
    expect((await names('email=zebra.')).sort()).toEqual(['Zebra Alpha', 'zebra beta']);
    expect(await names('email=ZEBRA.BETA@LIST')).toEqual(['zebra beta']);
    const techs = (await api('GET', `/api/user?role_id=${roleId.TECHNICIAN}&all=1`, admin)).json().data;
    expect(techs.length).toBeGreaterThan(1);
    expect(techs.every((u: { role: { slug: string } }) => u.role.slug === 'TECHNICIAN')).toBe(true);
    const two = (
      await api('GET', `/api/user?role_id[]=${roleId.TECHNICIAN}&role_id[]=${roleId['TERM-CONTRACTOR']}&all=1`, admin)
    ).json().data;
    expect(new Set(two.map((u: { role: { slug: string } }) => u.role.slug))).toEqual(
      new Set(['TECHNICIAN', 'TERM-CONTRACTOR']),
    );
    expect(await names('contractor=TTK')).toEqual(['Zebra Alpha']);
    expect(await names('contractor=SP&full_name=zebra')).toEqual(['zebra beta']);
  });

  it('sorts by full_name by default and by a chosen column and direction', async () => {
    // Compared with the database's own ordering, so the test holds under any collation.
    const byName = (
      await t.db.selectFrom('users').select(['full_name', 'id']).orderBy('full_name').orderBy('id').execute()
    ).map((r) => r.full_name);
    const byId = (await t.db.selectFrom('users').select('full_name').orderBy('id').execute()).map((r) => r.full_name);
    expect(byName).not.toEqual(byId);
    expect(await names('all=1')).toEqual(byName);
    expect(await names('per_page=500')).toEqual(byName);
    const emailsDesc = (
      await t.db.selectFrom('users').select('email').orderBy('email', 'desc').orderBy('id', 'desc').execute()
    ).map((r) => r.email);
    const emails = (await api('GET', '/api/user?sort=email&order=desc&per_page=100', admin))
      .json()
      .data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(emailsDesc);
    // An unknown sort column is refused, not silently replaced by the default order.
    const refused = await api('GET', '/api/user?sort=password_hash&per_page=500', admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.sort[0]).toContain('full_name');
  });
});

describe('creating users', () => {
  it('keeps the school for an operations manager and drops contractor and zones', async () => {
    const res = await api('POST', '/api/user', admin, {
      full_name: 'New OM',
      email: 'New.OM@Example.test',
      password: STRONG,
      role_id: roleId['OPERATIONS-MANAGER'],
      school_id: schoolId,
      contractor: 'SH',
      zone_in_charge: ['NORTH'],
      designation: 'Operations manager',
      mobile_no: '+65 1234 5678',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MSG.userCreated);
    const u = res.json().data;
    expect(u).toMatchObject({
      email: 'new.om@example.test',
      school_id: schoolId,
      contractor: null,
      zone_in_charge: [],
      role: { slug: 'OPERATIONS-MANAGER' },
    });
    expect(u.school.name).toBeTruthy();
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ school_id: schoolId, contractor: null, zone_in_charge: '[]' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    // The new account signs in with its password.
    expect(await t.login('new.om@example.test', STRONG)).toBeTruthy();
  });

  it('keeps contractor and zones for a term contractor and drops the school', async () => {
    const u = await createUser({
      full_name: 'New TC',
      email: 'new.tc@example.test',
      role_id: roleId['TERM-CONTRACTOR'],
      school_id: schoolId,
      contractor: 'LIKO',
      zone_in_charge: ['EAST', 'WEST'],
    });
    expect(u).toMatchObject({ school_id: null, school: null, contractor: 'LIKO', zone_in_charge: ['EAST', 'WEST'] });
  });

  it('keeps zones but no contractor for a managing agent, and nothing for an admin', async () => {
    const ma = await createUser({
      full_name: 'New MA',
      email: 'new.ma@example.test',
      role_id: roleId['MANAGING-AGENT'],
      contractor: 'SH',
      zone_in_charge: ['SOUTH'],
      school_id: schoolId,
    });
    expect(ma).toMatchObject({ school_id: null, contractor: null, zone_in_charge: ['SOUTH'] });
    const ad = await createUser({
      full_name: 'New Admin',
      email: 'new.admin@example.test',
      role_id: roleId.ADMIN,
      contractor: 'SH',
      zone_in_charge: ['SOUTH'],
      school_id: schoolId,
    });
    expect(ad).toMatchObject({ school_id: null, contractor: null, zone_in_charge: [] });
  });

  it.each([
    ['too short', 'Ab1#short'],
    ['no digit', 'Abcdefghijk#'],
    ['no special character', 'Abcdefghijk1'],
    ['no letter', '123456789012#'],
    ['special outside @$!%*#?&', 'Abcdefghij1~'],
    ['eleven characters', 'Abcdefgh1#x'],
  ])('refuses a password with %s and gives the rule message', async (_label, password) => {
    const res = await api('POST', '/api/user', admin, {
      full_name: 'Weak',
      email: `weak.${password.length}.${Math.random()}@example.test`.replace(/0\./, ''),
      password,
      role_id: roleId.ADMIN,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([PASSWORD_RULE_MESSAGE]);
  });

  it('accepts a twelve-character password with a letter, a digit and a special character', async () => {
    const u = await createUser({ full_name: 'Exactly Twelve', email: 'twelve@example.test', password: 'abcdefghij1&' });
    expect(u.id).toBeGreaterThan(0);
    expect(await t.login('twelve@example.test', 'abcdefghij1&')).toBeTruthy();
  });

  it('refuses a taken e-mail, whatever its case', async () => {
    for (const email of ['admin@caretaker.test', 'ADMIN@Caretaker.TEST', ' admin@caretaker.test']) {
      const res = await api('POST', '/api/user', admin, {
        full_name: 'Dup',
        email: email.trim(),
        password: STRONG,
        role_id: roleId.ADMIN,
      });
      expect(res.statusCode, email).toBe(422);
      expect(res.json().errors.email).toEqual([MSG.emailTaken]);
    }
  });

  it('refuses an invalid e-mail with the user form message', async () => {
    const res = await api('POST', '/api/user', admin, {
      full_name: 'Bad',
      email: 'not-an-email',
      password: STRONG,
      role_id: roleId.ADMIN,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Invalid email address']);
  });

  it('refuses missing required fields, an unknown role and an unknown school', async () => {
    const missing = await api('POST', '/api/user', admin, {});
    expect(missing.statusCode).toBe(422);
    for (const f of ['full_name', 'email', 'role_id', 'password'])
      expect(missing.json().errors[f], f).toEqual([MSG.required]);
    const role = await api('POST', '/api/user', admin, {
      full_name: 'X',
      email: 'x.role@example.test',
      password: STRONG,
      role_id: 99999,
    });
    expect(role.statusCode).toBe(422);
    expect(role.json().errors.role_id).toBeDefined();
    const school = await api('POST', '/api/user', admin, {
      full_name: 'X',
      email: 'x.school@example.test',
      password: STRONG,
      role_id: roleId['OPERATIONS-MANAGER'],
      school_id: 99999,
    });
    expect(school.statusCode).toBe(422);
    expect(school.json().errors.school_id).toBeDefined();
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', 'in', ['x.role@example.test', 'x.school@example.test'])
        .execute(),
    ).toEqual([]);
  });

  it('is refused to a role without user.create', async () => {
    const res = await api('POST', '/api/user', await t.loginAs('TECHNICIAN'), {
      full_name: 'X',
      email: 'x.tech@example.test',
      password: STRONG,
      role_id: roleId.ADMIN,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('updating and deleting users', () => {
  it('updates fields and re-applies the role rules when the role changes', async () => {
    const u = await createUser({
      full_name: 'Change Me',
      email: 'change.me@example.test',
      role_id: roleId['TERM-CONTRACTOR'],
      contractor: 'SH',
      zone_in_charge: ['NORTH'],
    });
    const res = await api('PUT', `/api/user/${u.id}`, admin, {
      full_name: 'Changed',
      role_id: roleId['OPERATIONS-MANAGER'],
      school_id: schoolId,
      contractor: 'SH',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.userUpdated);
    expect(res.json().data).toMatchObject({
      full_name: 'Changed',
      school_id: schoolId,
      contractor: null,
      zone_in_charge: [],
      role: { slug: 'OPERATIONS-MANAGER' },
    });
    const got = (await api('GET', `/api/user/${u.id}`, admin)).json().data;
    expect(got.full_name).toBe('Changed');
    expect(got.signatures).toEqual([]);
    // Saving the record back as the client got it works (read-only keys are ignored).
    const back = await api('PATCH', `/api/user/${u.id}`, admin, { ...got, mobile_no: '999' });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.mobile_no).toBe('999');
  });

  it('refuses to take another user\u2019s e-mail on update, and keeps one\u2019s own', async () => {
    const u = await createUser({ full_name: 'Mail Keeper', email: 'mail.keeper@example.test' });
    const clash = await api('PUT', `/api/user/${u.id}`, admin, { email: 'admin@caretaker.test' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.email).toEqual([MSG.emailTaken]);
    const same = await api('PUT', `/api/user/${u.id}`, admin, { email: 'MAIL.KEEPER@example.test' });
    expect(same.statusCode).toBe(200);
    const bad = await api('PUT', `/api/user/${u.id}`, admin, { email: 'nope' });
    expect(bad.json().errors.email).toEqual(['Invalid email address']);
  });

  it('lets a technician edit their own name and mobile but not their role, nor read or edit others', async () => {
    const tech = await t.loginAs('TECHNICIAN');
    const me = (await api('GET', '/api/auth/me', tech)).json().data;
    const res = await api('PUT', `/api/user/${me.id}`, tech, {
      full_name: 'Tech Renamed',
      mobile_no: '81234567',
      role_id: roleId.ADMIN,
      contractor: 'SP',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      full_name: 'Tech Renamed',
      mobile_no: '81234567',
      role: { slug: 'TECHNICIAN' },
      contractor: me.contractor,
    });
    const stored = await t.db
      .selectFrom('users')
      .select(['role_id', 'full_name'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ role_id: roleId.TECHNICIAN, full_name: 'Tech Renamed' });
    // Still a technician: the admin-only list stays closed.
    expect((await api('GET', '/api/user', tech)).statusCode).toBe(403);
    const adminId = await userIdOf('admin@caretaker.test');
    expect((await api('GET', `/api/user/${adminId}`, tech)).statusCode).toBe(403);
    expect((await api('PUT', `/api/user/${adminId}`, tech, { full_name: 'Hacked' })).statusCode).toBe(403);
    expect(
      (await t.db.selectFrom('users').select('full_name').where('id', '=', adminId).executeTakeFirstOrThrow())
        .full_name,
    ).not.toBe('Hacked');
  });

  it('deletes a user, but never one\u2019s own account', async () => {
    const u = await createUser({ full_name: 'Delete Me', email: 'delete.me@example.test' });
    const victimToken = await t.login('delete.me@example.test', STRONG);
    const res = await api('DELETE', `/api/user/${u.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(MSG.userDeleted);
    expect((await api('GET', `/api/user/${u.id}`, admin)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/user/${u.id}`, admin)).statusCode).toBe(404);
    // The deleted user's session is gone with them.
    expect((await api('GET', '/api/auth/me', victimToken)).statusCode).toBe(401);
    const adminId = await userIdOf('admin@caretaker.test');
    const self = await api('DELETE', `/api/user/${adminId}`, admin);
    expect(self.statusCode).toBe(422);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', adminId).executeTakeFirst()).toBeTruthy();
  });
});
