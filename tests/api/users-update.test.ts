import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
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
