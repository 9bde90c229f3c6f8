import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { userWithPermissions } from './helpers.js';
import { codeAt, enrolFromProfile, passwordStep, post } from './two-factor.support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const status = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/two-factor', headers: bearer(token) })).json().data;
const sessionCount = async (userId: number) =>
  (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

describe('enrolment from My profile', () => {
  it('shows the secret and QR code once, confirms with a code, answers ten recovery codes', async () => {
    const u = await userWithPermissions(t, [], 'tfenrol');
    expect(await status(u.token)).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    const setup = await post(t, '/api/user/two-factor/setup', {}, u.token);
    const { secret, otpauth_url, qr_code } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    // stored encrypted, not as the secret
    const row = await t.db
      .selectFrom('user_two_factor')
      .selectAll()
      .where('user_id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(secret);
    expect(row.confirmed_at).toBeNull();

    const wrong = await post(t, '/api/user/two-factor/confirm', { code: '000000' }, u.token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([MSG.secondFactorWrong]);
    expect((await status(u.token)).enabled).toBe(false);

    const confirm = await post(t, '/api/user/two-factor/confirm', { code: await codeAt(secret) }, u.token);
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await status(u.token)).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    // recovery codes kept only as hashes; nothing of the secret in the audit log
    const hashes = await t.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', u.userId)
      .execute();
    expect(hashes.map((h) => h.code_hash)).not.toContain(codes[0]);
    const audits = await t.db.selectFrom('audit_logs').selectAll().where('entity_id', '=', String(u.userId)).execute();
    expect(audits.map((a) => a.action)).toContain('user.two_factor_enable');
    expect(JSON.stringify(audits)).not.toContain(secret);
    // enrolled: no second secret is handed out
    expect((await post(t, '/api/user/two-factor/setup', {}, u.token)).statusCode).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge instead of a session, then the session for the right code', async () => {
    const u = await userWithPermissions(t, [], 'tfsignin');
    const { secret } = await enrolFromProfile(t, u.token);
    const before = await sessionCount(u.userId);
    const first = await passwordStep(t, u.email);
    expect(first.status).toBe('SECOND_FACTOR');
    expect(first.message).toBe(MSG.secondFactorNeeded);
    expect(first.data.token).toBeUndefined();
    expect(await sessionCount(u.userId)).toBe(before);
    // the challenge is not a session
    expect((await me(first.data.challenge!)).statusCode).toBe(401);

    const wrong = await post(t, '/api/auth/login/second-factor', { challenge: first.data.challenge, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MSG.secondFactorWrong);

    const code = await codeAt(secret);
    const ok = await post(t, '/api/auth/login/second-factor', { challenge: first.data.challenge, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('SUCCESS');
    expect((await me(ok.json().data.token)).json().data.id).toBe(u.userId);

    // the challenge is single-use
    const again = await post(t, '/api/auth/login/second-factor', {
      challenge: first.data.challenge,
      code: await codeAt(secret, 1),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MSG.signInChallengeInvalid);

    // the same code is not accepted twice, even with a new challenge
    const second = await passwordStep(t, u.email);
    const replay = await post(t, '/api/auth/login/second-factor', { challenge: second.data.challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MSG.secondFactorWrong);
    const next = await post(t, '/api/auth/login/second-factor', {
      challenge: second.data.challenge,
      code: await codeAt(secret, 1),
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses an expired challenge', async () => {
    const u = await userWithPermissions(t, [], 'tfexpired');
    const { secret } = await enrolFromProfile(t, u.token);
    const first = await passwordStep(t, u.email);
    await t.db
      .updateTable('sign_in_challenges')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', u.userId)
      .execute();
    const res = await post(t, '/api/auth/login/second-factor', {
      challenge: first.data.challenge,
      code: await codeAt(secret),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.signInChallengeInvalid);
  });

  it('accepts each recovery code once', async () => {
    const u = await userWithPermissions(t, [], 'tfrecovery');
    const { recoveryCodes } = await enrolFromProfile(t, u.token);
    const first = await passwordStep(t, u.email);
    // typed in lower case without the dash: still the code
    const typed = recoveryCodes[3].toLowerCase().replace('-', '');
    const ok = await post(t, '/api/auth/login/second-factor', { challenge: first.data.challenge, code: typed });
    expect(ok.statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('after')
      .where('action', '=', 'login.success')
      .where('entity_id', '=', String(u.userId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toEqual({ second_factor: 'recovery' });
    expect((await status(u.token)).recovery_codes_left).toBe(9);

    const second = await passwordStep(t, u.email);
    const reused = await post(t, '/api/auth/login/second-factor', {
      challenge: second.data.challenge,
      code: recoveryCodes[3],
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(MSG.secondFactorWrong);
  });

  it('locks the second step after five wrong codes (429 with Retry-After), whatever the next code', async () => {
    const u = await userWithPermissions(t, [], 'tfthrottle');
    const { secret } = await enrolFromProfile(t, u.token);
    const { data } = await passwordStep(t, u.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await post(t, '/api/auth/login/second-factor', { challenge: data.challenge, code: '000000' });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await post(t, '/api/auth/login/second-factor', {
      challenge: data.challenge,
      code: await codeAt(secret),
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toBe(MSG.secondFactorThrottled);
    // a fresh password step does not unlock it
    const again = await passwordStep(t, u.email);
    const still = await post(t, '/api/auth/login/second-factor', {
      challenge: again.data.challenge,
      code: await codeAt(secret),
    });
    expect(still.statusCode).toBe(429);
    const failures = await t.db
      .selectFrom('audit_logs')
      .select('id')
      .where('action', '=', 'login.second_factor_failure')
      .where('entity_id', '=', String(u.userId))
      .execute();
    expect(failures).toHaveLength(5);
  });

  it('leaves sign-in unchanged for a user without a second factor', async () => {
    const u = await userWithPermissions(t, [], 'tfnone');
    const body = await passwordStep(t, u.email);
    expect(body.status).toBe('SUCCESS');
    expect((await me(body.data.token!)).statusCode).toBe(200);
  });
});

describe('a role that requires two-factor sign-in', () => {
  it('makes its users enrol on their next sign-in before any session', async () => {
    const admin = await t.loginAs('ADMIN');
    const u = await userWithPermissions(t, [], 'tfrequired');
    const role = await t.app.inject({
      method: 'PATCH',
      url: `/api/role/${u.roleId}`,
      headers: bearer(admin),
      payload: { requires_two_factor: true },
    });
    expect(role.statusCode).toBe(200);
    expect(role.json().data.requires_two_factor).toBe(true);

    const first = await passwordStep(t, u.email);
    expect(first.status).toBe('ENROL_SECOND_FACTOR');
    expect(first.data.token).toBeUndefined();
    // an enrolment challenge does not pass the code step
    const misuse = await post(t, '/api/auth/login/second-factor', { challenge: first.data.challenge, code: '000000' });
    expect(misuse.statusCode).toBe(401);

    const enrol = await post(t, '/api/auth/login/enrol', { challenge: first.data.challenge });
    expect(enrol.statusCode).toBe(200);
    const secret = enrol.json().data.secret;
    const wrong = await post(t, '/api/auth/login/enrol/confirm', { challenge: first.data.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const done = await post(t, '/api/auth/login/enrol/confirm', {
      challenge: first.data.challenge,
      code: await codeAt(secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.recovery_codes).toHaveLength(10);
    const token = done.json().data.token;
    expect((await me(token)).statusCode).toBe(200);
    // the enrolment is spent: it cannot hand out another secret
    expect((await post(t, '/api/auth/login/enrol', { challenge: first.data.challenge })).statusCode).toBe(401);

    expect((await passwordStep(t, u.email)).status).toBe('SECOND_FACTOR');
    expect(await status(token)).toMatchObject({ enabled: true, required: true });
    // required by the role: it cannot be turned off
    const off = await post(t, '/api/user/two-factor/disable', { current_password: DEMO_PASSWORD }, token);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(MSG.twoFactorRequiredByRole);
  });
});

describe('turning it off and resetting it', () => {
  it('needs the current password to turn it off', async () => {
    const u = await userWithPermissions(t, [], 'tfdisable');
    await enrolFromProfile(t, u.token);
    const wrong = await post(t, '/api/user/two-factor/disable', { current_password: 'not-the-password' }, u.token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([MSG.currentPasswordWrong]);
    expect((await status(u.token)).enabled).toBe(true);
    const off = await post(t, '/api/user/two-factor/disable', { current_password: DEMO_PASSWORD }, u.token);
    expect(off.statusCode).toBe(200);
    expect(await status(u.token)).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect((await passwordStep(t, u.email)).status).toBe('SUCCESS');
  });

  it("lets an administrator reset a user's second factor: audited, the user's sessions ended", async () => {
    const admin = await t.loginAs('ADMIN');
    const u = await userWithPermissions(t, [], 'tfreset');
    await enrolFromProfile(t, u.token);
    const res = await post(t, `/api/user/${u.userId}/two-factor/reset`, {}, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.twoFactorReset);
    expect((await me(u.token)).statusCode).toBe(401);
    const entry = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'user.two_factor_reset')
      .where('entity_id', '=', String(u.userId))
      .executeTakeFirstOrThrow();
    expect(entry.actor_name).toBeTruthy();
    expect(entry.actor_id).not.toBe(u.userId);
    expect((await passwordStep(t, u.email)).status).toBe('SUCCESS');
    // nothing left to reset
    expect((await post(t, `/api/user/${u.userId}/two-factor/reset`, {}, admin)).statusCode).toBe(409);
  });

  it('refuses the reset to a user without the permission to edit users', async () => {
    const u = await userWithPermissions(t, [], 'tfvictim');
    await enrolFromProfile(t, u.token);
    const other = await userWithPermissions(t, ['user.view'], 'tfnosy');
    const res = await post(t, `/api/user/${u.userId}/two-factor/reset`, {}, other.token);
    expect(res.statusCode).toBe(403);
    expect((await status(u.token)).enabled).toBe(true);
    // nor can a user reset their own without the password
    expect((await post(t, `/api/user/${u.userId}/two-factor/reset`, {}, u.token)).statusCode).toBe(403);
  });

  it("refuses an administrator's reset of their own second factor (turning it off needs the password), keeping it and the sessions", async () => {
    const self = await userWithPermissions(t, ['user.edit', 'user.view'], 'tfself');
    await enrolFromProfile(t, self.token);
    const before = await sessionCount(self.userId);
    const res = await post(t, `/api/user/${self.userId}/two-factor/reset`, {}, self.token);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(MSG.twoFactorResetOwn);
    expect((await status(self.token)).enabled).toBe(true);
    expect(await sessionCount(self.userId)).toBe(before);
    expect((await me(self.token)).statusCode).toBe(200);
  });

  it('takes no body but an empty one on the setup and reset steps (text or a list is 400)', async () => {
    const u = await userWithPermissions(t, [], 'tfbody');
    for (const url of ['/api/user/two-factor/setup', `/api/user/${u.userId}/two-factor/reset`]) {
      for (const [payload, type] of [
        ['hello', 'text/plain'],
        ['[1,2]', 'application/json'],
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...bearer(u.token), 'content-type': type },
        });
        expect(res.statusCode, `${url} ${type}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${type}: ${res.body}`).toBeLessThan(500);
      }
    }
    expect((await status(u.token)).enabled).toBe(false);
  });
});
