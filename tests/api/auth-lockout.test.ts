import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

/**
 * Lockout is not a denial of service: failures count per (account, client IP); the account as a whole only slows
 * down (doubling waits, capped) for IPs it has not signed in from; one IP spraying many accounts is limited too.
 * Client IPs come from inject's remoteAddress (no proxy is trusted by default).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOGIN_RATE_MAX: '3',
      LOGIN_RATE_ACCOUNT_MAX: '4',
      LOGIN_RATE_DELAY_MS: '60000',
      LOGIN_RATE_DELAY_CAP_MS: '240000',
      LOGIN_RATE_IP_MAX: '6',
    },
  });
});
afterAll(async () => t.close());

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
/** Lets the account's current wait pass, as if its time had come. */
const waitPasses = (email: string) =>
  t.db.updateTable('login_throttle').set({ next_at_ms: 0 }).where('bucket', '=', `signin-account:${email}`).execute();
const storedDelay = async (email: string) =>
  Number(
    (
      await t.db
        .selectFrom('login_throttle')
        .select('delay_ms')
        .where('bucket', '=', `signin-account:${email}`)
        .executeTakeFirstOrThrow()
    ).delay_ms,
  );
/** Retry-After counts down from the wait set when the last attempt was admitted (a slow machine may have used a few seconds). */
const near = (seconds: number) => (value: number) => value <= seconds && value > seconds - 10;

describe('per-account limit: doubling waits instead of a hard lock', () => {
  const email = 'admin@caretaker.test';
  let stranger = 0;
  const strangerIp = () => `203.0.113.${++stranger}`;

  it('signs the owner in from a known IP while a stranger guesses from other IPs', async () => {
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200); // the owner's office: now a known IP
    // Four free attempts on the account, each from another IP, then the fifth is admitted and starts a 60 s wait.
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'guess', strangerIp())).statusCode).toBe(401);
    for (const seconds of [60, 120, 240, 240]) {
      // doubles per further failure, capped at LOGIN_RATE_DELAY_CAP_MS
      expect(await storedDelay(email)).toBe(seconds * 1000);
      const refused = await signIn(email, 'guess', strangerIp());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: 'ERROR', message: MSG.loginThrottled });
      expect(Number(refused.headers['retry-after'])).toSatisfy(near(seconds));
      await waitPasses(email);
      expect((await signIn(email, 'guess', strangerIp())).statusCode).toBe(401);
    }
    // The right password from an unknown IP waits like everyone else...
    const newDevice = await signIn(email, DEMO_PASSWORD, '198.51.100.99');
    expect(newDevice.statusCode).toBe(429);
    expect(Number(newDevice.headers['retry-after'])).toSatisfy(near(240));
    // ...but the owner at the known IP is not locked out.
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    const known = await t.db
      .selectFrom('login_known_ips')
      .innerJoin('users', 'users.id', 'login_known_ips.user_id')
      .select('login_known_ips.ip')
      .where('users.email', '=', email)
      .execute();
    expect(known.map((k) => k.ip)).toEqual(['198.51.100.7']);
  });

  it('still limits guesses from the known IP per (account, IP)', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(email, 'guess', '198.51.100.7')).statusCode).toBe(401);
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(429);
  });

  it('forgets a known IP after 30 days', async () => {
    const owner = 'scd@caretaker.test';
    expect((await signIn(owner, DEMO_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(owner, 'guess', strangerIp())).statusCode).toBe(401);
    expect((await signIn(owner, 'guess', strangerIp())).statusCode).toBe(429);
    await t.db
      .updateTable('login_known_ips')
      .set({ last_success_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('ip', '=', '198.51.100.8')
      .execute();
    expect((await signIn(owner, DEMO_PASSWORD, '198.51.100.8')).statusCode).toBe(429);
  });
});

describe('per-IP limit across accounts (spraying)', () => {
  it('slows one IP down after six accounts (a wait, not the window) while other IPs carry on', async () => {
    const sprayer = '192.0.2.50';
    const victims = [
      'technician',
      'horticulturist',
      'managing-agent',
      'ma-qs',
      'maintenance-team',
      'term-contractor',
      'arborist-north-east',
      'arborist-south',
    ];
    // Six free attempts, and the seventh is admitted but sets the IP's first wait (LOGIN_RATE_DELAY_MS).
    for (const v of victims.slice(0, 7))
      expect((await signIn(`${v}@caretaker.test`, 'Spring2026!', sprayer)).statusCode).toBe(401);
    const eighth = await signIn(`${victims[7]}@caretaker.test`, 'Spring2026!', sprayer);
    expect(eighth.statusCode).toBe(429);
    expect(Number(eighth.headers['retry-after'])).toSatisfy(near(60));
    // Unknown e-mails count too, and the refused attempt left no trace on the victim's own keys.
    expect((await signIn('nobody@caretaker.test', 'x', sprayer)).statusCode).toBe(429);
    expect(
      await t.db.selectFrom('login_throttle').select('bucket').where('bucket', 'like', '%arborist-south%').execute(),
    ).toEqual([]);
    expect((await signIn(`${victims[7]}@caretaker.test`, DEMO_PASSWORD, '192.0.2.51')).statusCode).toBe(200);
    // Once the wait has passed, the IP is admitted again: slowed down, never locked for the window.
    await t.db
      .updateTable('login_throttle')
      .set({ next_at_ms: 0 })
      .where('bucket', '=', `signin-ip:${sprayer}`)
      .execute();
    expect((await signIn(`${victims[7]}@caretaker.test`, DEMO_PASSWORD, sprayer)).statusCode).toBe(200);
  });
});

describe('password reset requests', () => {
  it('are limited per e-mail with a Retry-After', async () => {
    const ask = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'nobody@caretaker.test' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await ask(`192.0.2.${100 + i}`)).statusCode).toBe(200);
    const refused = await ask('192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.loginThrottled);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
