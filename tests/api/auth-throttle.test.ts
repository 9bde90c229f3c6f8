import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { buildApp } from '../../server/app.js';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { passwordChecks } from '../../server/lib/tokens.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

/**
 * The sign-in throttle under concurrency, on the real route and the real database: an attempt is counted in the
 * database before argon2 runs, so a parallel burst cannot get more than LOGIN_RATE_MAX guesses past it.
 * `passwordChecks` counts calls of the real verifyPassword.
 */
const MAX = 10;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_MAX: String(MAX) }, sqliteFile: true });
});
afterAll(async () => t.close());

const signIn = (app: FastifyInstance, email: string, password: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

function tally(responses: { statusCode: number }[]) {
  const by = (code: number) => responses.filter((r) => r.statusCode === code).length;
  return { ok: by(200), denied: by(401), throttled: by(429), other: responses.length - by(200) - by(401) - by(429) };
}

async function failuresRecorded(email: string) {
  const rows = await t.db.selectFrom('audit_logs').select('after').where('action', '=', 'login.failure').execute();
  return rows.filter((r) => r.after?.includes(email)).length;
}

describe('sign-in throttle under parallel attempts', () => {
  it('lets at most LOGIN_RATE_MAX of 100 parallel wrong passwords reach the password check', async () => {
    const email = 'admin@caretaker.test';
    const before = passwordChecks.count;
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(t.app, email, `wrong-${i}`)));
    const checks = passwordChecks.count - before;
    const counts = tally(responses);
    expect(checks).toBeLessThanOrEqual(MAX);
    expect(counts).toEqual({ ok: 0, denied: checks, throttled: 100 - checks, other: 0 });
    expect(await failuresRecorded(email)).toBe(checks);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ status: 'ERROR', message: MSG.loginThrottled });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(t.config.loginRateLimit.windowMs / 1000);
  });

  it('does not sign in with the right password sent last in a 60-guess parallel burst', async () => {
    const email = 'technician@caretaker.test';
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const before = passwordChecks.count;
    const guesses = [...Array.from({ length: 59 }, (_, i) => `guess-${i}`), DEMO_PASSWORD];
    const responses = await Promise.all(guesses.map((p) => signIn(t.app, email, p)));
    expect(passwordChecks.count - before).toBeLessThanOrEqual(MAX);
    expect(responses[59].statusCode).toBe(429);
    expect(tally(responses).ok).toBe(0);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    // Still refused one by one until the keys have been quiet for a window; then the password works. The IP's and the
    // account's keys only slow down, but after this burst (and the one before, from the same IP) they are slowing it.
    expect((await signIn(t.app, email, DEMO_PASSWORD)).statusCode).toBe(429);
    const windowAgo = Date.now() - t.config.loginRateLimit.windowMs - 1;
    await t.db
      .updateTable('login_throttle')
      .set({ last_at_ms: windowAgo })
      .where('bucket', 'in', [`signin:${email}|127.0.0.1`, 'signin-ip:127.0.0.1', `signin-account:${email}`])
      .execute();
    expect((await signIn(t.app, email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('gives the (account, IP) key a fresh start after a successful sign-in', async () => {
    const email = 'horticulturist@caretaker.test';
    for (let i = 0; i < MAX - 1; i++) expect((await signIn(t.app, email, 'wrong')).statusCode).toBe(401);
    expect((await signIn(t.app, email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('login_throttle')
        .select('bucket')
        .where('bucket', '=', `signin:${email}|127.0.0.1`)
        .execute(),
    ).toEqual([]);
    for (let i = 0; i < MAX; i++) expect((await signIn(t.app, email, 'wrong')).statusCode).toBe(401);
    expect((await signIn(t.app, email, 'wrong')).statusCode).toBe(429);
  });
});

describe('throttle state in the database', () => {
  it('is shared by two server instances on one database and survives a restart', async () => {
    const email = 'scd@caretaker.test';
    const second = t.openDb();
    const other = await buildApp({ config: t.config, db: second });
    await other.ready();
    const before = passwordChecks.count;
    try {
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) => signIn(i % 2 ? other : t.app, email, `wrong-${i}`)),
      );
      expect(passwordChecks.count - before).toBeLessThanOrEqual(MAX);
      expect(tally(responses)).toMatchObject({ ok: 0, denied: MAX, throttled: 60 - MAX });
    } finally {
      await other.close();
      await second.destroy();
    }
    // A server started afresh on the same database (a restart) still refuses, even the right password.
    const third = t.openDb();
    const restarted = await buildApp({ config: t.config, db: third });
    await restarted.ready();
    try {
      const res = await signIn(restarted, email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await restarted.close();
      await third.destroy();
    }
  });
});

describe('the client-IP key (many people behind one address)', () => {
  const IP = '10.9.8.7';
  let n: TestApp;
  beforeAll(async () => {
    n = await createTestApp({
      env: {
        LOGIN_RATE_MAX: '3',
        LOGIN_RATE_IP_MAX: '5',
        LOGIN_RATE_DELAY_MS: '200',
        LOGIN_RATE_DELAY_CAP_MS: '1000',
      },
    });
  });
  afterAll(async () => n.close());

  it('lets a known (account, IP) pair sign in, and only slows down others, after 100 wrong passwords from the IP', async () => {
    const known = 'admin@caretaker.test';
    const stranger = 'technician@caretaker.test';
    expect((await signIn(n.app, known, DEMO_PASSWORD, IP)).statusCode).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(n.app, `nobody-${i}@caretaker.test`, 'wrong', IP)),
    );
    expect(tally(burst).other).toBe(0);
    expect(tally(burst).throttled).toBeGreaterThan(50);
    // The school's known user is not refused by the address's key.
    expect((await signIn(n.app, known, DEMO_PASSWORD, IP)).statusCode).toBe(200);
    // Someone who never signed in from there waits a moment (not the 15-minute window), then gets in.
    const slowed = await signIn(n.app, stranger, DEMO_PASSWORD, IP);
    if (slowed.statusCode === 429) {
      const wait = Number(slowed.headers['retry-after']);
      expect(wait).toBeLessThanOrEqual(1);
      await new Promise((r) => setTimeout(r, wait * 1000 + 100));
    }
    expect((await signIn(n.app, stranger, DEMO_PASSWORD, IP)).statusCode).toBe(200);
  });

  it('keeps the per-account lockout for a known pair', async () => {
    const email = 'scd@caretaker.test';
    const ip = '10.9.8.6';
    expect((await signIn(n.app, email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn(n.app, email, 'wrong', ip)).statusCode).toBe(401);
    expect((await signIn(n.app, email, DEMO_PASSWORD, ip)).statusCode).toBe(429);
  });
});

describe('wrong current password on change-password', () => {
  it('is counted like a sign-in attempt: 30 parallel guesses get at most LOGIN_RATE_MAX password checks', async () => {
    const email = 'term-contractor@caretaker.test';
    const token = await t.login(email);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const before = passwordChecks.count;
    const NEW = 'N3w&Better-pass';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/user/change-password/${user.id}`,
          headers: { authorization: `Bearer ${token}` },
          payload: { current_password: `guess-${i}`, new_password: NEW, confirm_password: NEW },
        }),
      ),
    );
    expect(passwordChecks.count - before).toBeLessThanOrEqual(MAX);
    const throttled = answers.filter((a) => a.statusCode === 429);
    expect(throttled.length).toBeGreaterThanOrEqual(30 - MAX);
    expect(answers.filter((a) => a.statusCode === 422).length).toBe(30 - throttled.length);
    expect(throttled[0].json().message).toBe(MSG.loginThrottled);
    // The guesses count for sign-in too: the same (account, IP) key now refuses the right password.
    expect((await signIn(t.app, email, DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
