/**
 * Service accounts' API tokens: an administrator creates one (the token answered once, stored only as its hash),
 * lists and revokes it; the token acts exactly as its user (permissions and row scope), is refused when revoked,
 * expired or wrong, never reaches the sign-in throttle, is rate limited per token across instances, never appears in
 * the log, and its use is audited under its name.
 */
import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { MSG } from '../../domain/messages.js';
import { hashApiToken, lookupIdOf, tokenOf } from '../../server/lib/apiTokens.js';
import { passwordChecks } from '../../server/lib/tokens.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { tableCounts, userOfRole } from './helpers.js';
import { actors, quotationInState, type Actors } from './quotations.support.js';

let t: TestApp;
let admin: string;
let a: Actors;
let log = '';
const RATE = 5;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  t = await createTestApp({
    logStream: stream,
    sqliteFile: true,
    env: { LOG_LEVEL: 'info', API_TOKEN_RATE_PER_MINUTE: String(RATE) },
  });
  admin = await t.loginAs('ADMIN');
  a = await actors(t, ['TERM-CONTRACTOR', 'OPERATIONS-MANAGER']);
});
afterAll(async () => t.close());

const roleId = async (slug: string) =>
  (await t.db.selectFrom('roles').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

/** A service account of a role (optionally at a school) and a token for it, created through the API. */
async function serviceAccount(slug: string, name: string, schoolId: number | null = null) {
  const account = await userOfRole(t, await roleId(slug), `svc-${name}@caretaker.test`);
  await t.db.updateTable('users').set({ school_id: schoolId }).where('id', '=', account.userId).execute();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-tokens',
    headers: bearer(admin),
    payload: { name, user_id: account.userId, expires_in_days: 30 },
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { id: number; token: string; prefix: string };
  return { ...account, tokenId: data.id, apiToken: data.token, prefix: data.prefix };
}

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

describe('creating, listing and revoking', () => {
  it('answers the token once, in the recognisable format, and stores only its hash', async () => {
    const svc = await serviceAccount('ADMIN', 'finance-sync');
    expect(svc.apiToken).toMatch(/^ctk_[0-9A-Za-z]{54}$/);
    expect(svc.prefix).toBe(`ctk_${lookupIdOf(svc.apiToken)}`);
    const row = await t.db.selectFrom('api_tokens').selectAll().where('id', '=', svc.tokenId).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(crypto.createHash('sha256').update(svc.apiToken).digest('hex'));
    expect(row.name).toBe('finance-sync');
    expect(row.created_by).not.toBeNull();
    // Nowhere in the database in clear: not in the row, not in the audit entry of its creation.
    const secret = svc.apiToken.slice(16);
    for (const table of ['api_tokens', 'audit_logs'] as const) {
      const rows = await t.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(secret);
    }
    const list = (await get('/api/api-tokens', admin)).json().data as Record<string, unknown>[];
    const listed = list.find((r) => r.id === svc.tokenId)!;
    expect(listed).toMatchObject({ name: 'finance-sync', status: 'active', prefix: svc.prefix });
    expect(JSON.stringify(list)).not.toContain(secret);
    expect(listed).not.toHaveProperty('token');
  });

  it('refuses a duplicate name, a missing user and a life beyond two years (422), storing nothing', async () => {
    const before = (await tableCounts(t)).api_tokens;
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/api-tokens', headers: bearer(admin), payload });
    const dup = await post({ name: 'FINANCE-SYNC', user_id: 1, expires_in_days: 5 });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(['An API token with this name already exists.']);
    const noUser = await post({ name: 'x', user_id: 999999, expires_in_days: 5 });
    expect(noUser.json().errors.user_id).toEqual(['The selected user does not exist.']);
    expect((await post({ name: 'y', user_id: 1, expires_in_days: 731 })).statusCode).toBe(422);
    expect((await tableCounts(t)).api_tokens).toBe(before);
  });

  it('is for administrators: a user without the api-token permissions gets 403', async () => {
    const tc = a.tokens['TERM-CONTRACTOR'];
    expect((await get('/api/api-tokens', tc)).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api-tokens',
      headers: bearer(tc),
      payload: { name: 'sneaky', user_id: a.ids['TERM-CONTRACTOR'], expires_in_days: 1 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a token acts as its user', () => {
  it('lists the quotations its user would, and nothing outside that user’s school', async () => {
    const mine = { id: await quotationInState(t, a, 'APPROVED') };
    const otherSchool = await t.db
      .selectFrom('schools')
      .select('id')
      .where('id', '!=', a.schoolId)
      .executeTakeFirstOrThrow();
    const theirs = { id: await quotationInState(t, { ...a, schoolId: otherSchool.id }, 'APPROVED') };
    const svc = await serviceAccount('OPERATIONS-MANAGER', 'school-portal', a.schoolId);

    const byToken = await get('/api/quotations?per_page=100', svc.apiToken);
    expect(byToken.statusCode).toBe(200);
    const ids = (byToken.json().data as { id: number; school_id: number }[]).map((q) => q.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const bySession = (await get('/api/quotations?per_page=100', svc.token)).json().data as { id: number }[];
    expect(ids).toEqual(bySession.map((q) => q.id));
    expect((await get(`/api/quotations/${theirs.id}`, svc.apiToken)).statusCode).toBe(404);
    // …and with its role's permissions: an operations manager may not list users.
    expect((await get('/api/user', svc.apiToken)).statusCode).toBe(403);
    const me = (await get('/api/auth/me', svc.apiToken)).json().data;
    expect(me.id ?? me.user?.id).toBe(svc.userId);
  });
});

describe('refusals', () => {
  it('answers 401 to a revoked token, an expired one, and a right prefix with a wrong secret', async () => {
    const svc = await serviceAccount('ADMIN', 'short-lived');
    expect((await get('/api/api-tokens', svc.apiToken)).statusCode).toBe(200);

    // A wrong secret under the right lookup id, with a valid checksum (so it reaches the hash comparison).
    const lookup = lookupIdOf(svc.apiToken)!;
    const forged = tokenOf(lookup, 'A'.repeat(36));
    const wrong = await get('/api/api-tokens', forged);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MSG.unauthorized);
    // A mistyped token (its checksum no longer fits) and a token of the right shape that was never issued.
    // (its last character changed for another one: a token that already ended in 'x' stayed itself and answered 200)
    const mistyped = svc.apiToken.slice(0, -1) + (svc.apiToken.endsWith('x') ? 'y' : 'x');
    expect((await get('/api/api-tokens', mistyped)).statusCode).toBe(401);
    expect((await get('/api/api-tokens', tokenOf('B'.repeat(12), 'C'.repeat(36)))).statusCode).toBe(401);

    await t.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', svc.tokenId)
      .execute();
    const expired = await get('/api/api-tokens', svc.apiToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This API token has expired.');

    const other = await serviceAccount('ADMIN', 'to-revoke');
    expect((await get('/api/api-tokens', other.apiToken)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-tokens/${other.tokenId}`,
      headers: bearer(admin),
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().data.status).toBe('revoked');
    const revoked = await get('/api/api-tokens', other.apiToken);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('This API token has been revoked.');
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/api-tokens/999999', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
  });

  it('never touches the sign-in throttle, however many wrong tokens arrive', async () => {
    const svc = await serviceAccount('ADMIN', 'throttle-check');
    const throttle = () => t.db.selectFrom('login_throttle').selectAll().orderBy('bucket').execute();
    const before = await throttle();
    const checks = passwordChecks.count;
    const lookup = lookupIdOf(svc.apiToken)!;
    for (let i = 0; i < 20; i++) {
      const res = await get('/api/auth/me', tokenOf(lookup, crypto.randomBytes(18).toString('hex')));
      expect(res.statusCode).toBe(401);
    }
    expect(await throttle()).toEqual(before);
    expect(passwordChecks.count).toBe(checks);
    // The right token still works at once: nothing was locked out.
    expect((await get('/api/auth/me', svc.apiToken)).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it(`answers 429 with Retry-After past ${RATE} requests a minute, counted across instances`, async () => {
    const svc = await serviceAccount('ADMIN', 'busy-poller');
    const second = await buildApp({ config: t.config, db: t.openDb() });
    await second.ready();
    try {
      const apps = [t.app, second];
      for (let i = 0; i < RATE; i++) {
        const res = await apps[i % 2].inject({ url: '/api/auth/me', headers: bearer(svc.apiToken) });
        expect(res.statusCode, `request ${i + 1}`).toBe(200);
      }
      for (const app of apps) {
        const res = await app.inject({ url: '/api/auth/me', headers: bearer(svc.apiToken) });
        expect(res.statusCode).toBe(429);
        expect(res.json().message).toBe('Too many requests with this API token; try again in a minute.');
        const retry = Number(res.headers['retry-after']);
        expect(retry).toBeGreaterThanOrEqual(1);
        expect(retry).toBeLessThanOrEqual(60);
      }
      // Another token has its own count.
      const calm = await serviceAccount('ADMIN', 'calm-poller');
      expect((await get('/api/auth/me', calm.apiToken)).statusCode).toBe(200);
      // When the window has passed, the token is admitted again.
      await t.db
        .updateTable('api_tokens')
        .set({ window_started_ms: Date.now() - 61_000 })
        .where('id', '=', svc.tokenId)
        .execute();
      expect((await get('/api/auth/me', svc.apiToken)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('audit and log', () => {
  it('records every write and each minute of reads under the token’s name, and stamps last use', async () => {
    const svc = await serviceAccount('ADMIN', 'asset-register');
    expect((await get('/api/api-tokens', svc.apiToken)).statusCode).toBe(200);
    expect((await get('/api/api-tokens', svc.apiToken)).statusCode).toBe(200);
    const school = await t.app.inject({
      method: 'POST',
      url: '/api/school',
      headers: bearer(svc.apiToken),
      payload: { name: 'Token Valley Primary', zone: 'NORTH' },
    });
    expect(school.statusCode, school.body).toBe(201);

    const entries = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('actor_id', '=', svc.userId)
      .orderBy('id')
      .execute();
    const uses = entries.filter((e) => e.entity === 'api_token');
    // Two reads in one minute: one entry; the write: one entry of its own.
    expect(uses.map((e) => e.action)).toEqual(['api_token.read', 'api_token.write']);
    expect(JSON.parse(uses[1].after!)).toMatchObject({
      token_name: 'asset-register',
      method: 'POST',
      route: '/api/school',
      status: 201,
    });
    // The school's own audit entry names the token as how its user acted.
    const created = entries.find((e) => e.entity === 'school')!;
    expect(created.actor_name).toBe(`User svc-asset-register (API token "asset-register")`);
    const row = await t.db
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('id', '=', svc.tokenId)
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_used_at!)).toBeLessThan(60_000);
  });

  it('leaves no token in the server log', async () => {
    const svc = await serviceAccount('ADMIN', 'log-check');
    await get('/api/auth/me', svc.apiToken);
    await get(`/api/auth/me?token=${svc.apiToken}`, admin);
    expect(log).toContain('"url":"/api/api-tokens"');
    const tokens = (await t.db.selectFrom('api_tokens').select('token_hash').execute()).map((r) => r.token_hash);
    expect(log).not.toContain(svc.apiToken);
    expect(log).not.toContain(svc.apiToken.slice(16));
    for (const h of tokens) expect(log).not.toContain(h);
    expect(hashApiToken(svc.apiToken)).toMatch(/^[0-9a-f]{64}$/);
  });
});
