import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password.js';
import type { TestApp } from '../support/testApp.js';
import { STRONG, usersFixture } from './users.support.js';

const fx = usersFixture();
const { api, createUser } = fx;
let t: TestApp;
let admin: string;
let roleId: Record<string, number>;
let schoolId: number;
beforeAll(() => {
  ({ t, admin, roleId, schoolId } = fx);
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
