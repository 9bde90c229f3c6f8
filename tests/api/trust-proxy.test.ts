import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

/**
 * X-Forwarded-For decides the client IP (throttle keys, audit_logs.ip, sessions.ip) only from a proxy that
 * TRUST_PROXY names. inject's socket address is 127.0.0.1 unless a test says otherwise.
 */
// A wait longer than any step of a test on a loaded machine: the fourth attempt meets it whatever the pace.
const limits = { LOGIN_RATE_MAX: '3', LOGIN_RATE_IP_MAX: '3', LOGIN_RATE_DELAY_MS: '60000' };
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});
async function appWith(env: Record<string, string>) {
  const a = await createTestApp({ env: { ...limits, ...env } });
  apps.push(a);
  return a;
}

const signIn = (t: TestApp, email: string, password: string, forwardedFor: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

async function recordedIps(t: TestApp, email: string) {
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const session = await t.db
    .selectFrom('sessions')
    .select('ip')
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const entry = await t.db
    .selectFrom('audit_logs')
    .select('ip')
    .where('action', '=', 'login.success')
    .where('actor_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { session: session.ip, audit: entry.ip };
}

const victims = ['technician', 'horticulturist', 'managing-agent', 'ma-qs', 'maintenance-team'].map(
  (v) => `${v}@caretaker.test`,
);

describe('without TRUST_PROXY (the default) no proxy header is believed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: '' });
  });

  it('records the socket address, not a forged X-Forwarded-For', async () => {
    expect((await signIn(t, 'admin@caretaker.test', DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(200);
    expect(await recordedIps(t, 'admin@caretaker.test')).toEqual({ session: '127.0.0.1', audit: '127.0.0.1' });
  });

  it('keeps counting one IP however the header rotates', async () => {
    // Three free attempts, a fourth that starts the wait, then the IP's key slows the fifth down.
    for (let i = 0; i < 4; i++)
      expect((await signIn(t, victims[i], 'Spring2026!', `10.9.0.${i}`)).statusCode).toBe(401);
    expect((await signIn(t, victims[4], 'Spring2026!', '10.9.0.77')).statusCode).toBe(429);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it('takes the client IP from X-Forwarded-For sent by 127.0.0.1', async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.1' });
    for (let i = 0; i < 5; i++)
      expect((await signIn(t, victims[i], 'Spring2026!', `10.9.0.${i}`)).statusCode).toBe(401);
    expect((await signIn(t, 'admin@caretaker.test', DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(200);
    expect(await recordedIps(t, 'admin@caretaker.test')).toEqual({ session: '10.9.9.9', audit: '10.9.9.9' });
    // A peer that is not the named proxy cannot forge it.
    expect((await signIn(t, 'scd@caretaker.test', DEMO_PASSWORD, '10.9.9.10', '192.0.2.1')).statusCode).toBe(200);
    expect(await recordedIps(t, 'scd@caretaker.test')).toEqual({ session: '192.0.2.1', audit: '192.0.2.1' });
  });

  it('trusts as many hops as a count says', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    expect((await signIn(t, 'admin@caretaker.test', DEMO_PASSWORD, '10.1.1.1, 10.2.2.2')).statusCode).toBe(200);
    expect(await recordedIps(t, 'admin@caretaker.test')).toEqual({ session: '10.2.2.2', audit: '10.2.2.2' });
  });
});
