/**
 * OpenID Connect sign-in against a real provider (oidc-provider, in this process on 127.0.0.1): the code flow with
 * PKCE, state and nonce; accounts linked by e-mail or created from a group mapping; refusals (unmapped, replayed
 * state, wrong nonce, another browser, a provider that cannot be reached); the one-time handoff; sign-out; and roles
 * whose users may not sign in with a password.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { forgetConfigurations } from '../../server/services/sso/client.js';
import { FLOWS_PER_CLIENT } from '../../server/services/sso/flow.js';
import { startTestProvider, type TestProvider } from '../support/oidcProvider.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { atProvider, Browser, callback, complete, providerConfig, signInAs, start } from './sso.support.js';

let op: TestProvider;
let t: TestApp;
const log: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    log.push(String(chunk));
    done();
  },
});
const logged = (msg: string) => log.map((l) => JSON.parse(l)).filter((l) => l.msg === msg);
beforeAll(async () => {
  op = await startTestProvider();
  forgetConfigurations();
  const down = { ...providerConfig(op), id: 'down', name: 'Down', issuer: 'http://127.0.0.1:9' };
  t = await createTestApp({ env: { OIDC_PROVIDERS: JSON.stringify([providerConfig(op), down]) }, logStream });
  const base = t.config.publicUrl;
  op.register([`${base}/api/auth/sso/test/callback`], [`${base}/auth/sign-in`]);
  const accounts = [
    { sub: 'known-1', email: 'Maintenance-Team@caretaker.test', email_verified: true, name: 'Someone' },
    { sub: 'new-tech', email: 'new.tech@organisation.test', name: 'New Technician', groups: ['caretaker-technicians'] },
    { sub: 'new-om', email: 'new.om@organisation.test', groups: ['visitors', 'caretaker-om'] },
    { sub: 'stranger', email: 'stranger@organisation.test', groups: ['visitors'] },
    { sub: 'unverified', email: 'technician@caretaker.test', email_verified: false },
    { sub: 'no-mail', name: 'No Mail' },
    { sub: 'plain', email: 'horticulturist@caretaker.test' },
  ];
  for (const a of accounts) op.accounts.set(a.sub, a);
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const userByEmail = (email: string) =>
  t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('the sign-in page', () => {
  it('lists the providers in the public configuration, without issuer or secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data.sso_providers).toEqual([
      { id: 'test', name: 'Test Organisation' },
      { id: 'down', name: 'Down' },
    ]);
    expect(res.body).not.toContain(op.clientSecret);
  });

  it('starts with PKCE S256, state and nonce, keeping only hashes of the state and browser', async () => {
    const browser = new Browser();
    const res = await start(t, browser);
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin + url.pathname).toBe(`${op.issuer}/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/auth/sso/test/callback`);
    const state = url.searchParams.get('state')!;
    expect(state.length).toBeGreaterThan(20);
    expect(url.searchParams.get('nonce')!.length).toBeGreaterThan(20);
    const flow = browser.cookies.get('ct_sso_flow')!;
    expect(res.headers['set-cookie']).toMatch(/Path=\/api\/auth\/sso; .*HttpOnly; SameSite=Lax/);
    const stored = await t.db.selectFrom('sso_flows').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(state);
    expect(JSON.stringify(stored)).not.toContain(flow);
  });

  it('answers 404 for a provider that is not configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sso/nobody/start' })).statusCode).toBe(404);
  });

  it('sends the user back with "unavailable" when the provider cannot be reached', async () => {
    const res = await start(t, new Browser(), 'down');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/sign-in?sso_error=unavailable');
    // one JSON line for the operator, naming the provider
    expect(logged('identity provider unavailable')).toMatchObject([{ level: 50, provider: 'down' }]);
  });
});

describe('a client starting too many sign-ins', () => {
  it('is sent back with the throttle message once it has FLOWS_PER_CLIENT flows open', async () => {
    const from = (ip: string) => t.app.inject({ method: 'GET', url: '/api/auth/sso/test/start', remoteAddress: ip });
    for (let i = 0; i < FLOWS_PER_CLIENT; i++) expect((await from('203.0.113.7')).headers.location).toMatch(/^http/);
    expect((await from('203.0.113.7')).headers.location).toBe('/auth/sign-in?sso_error=throttled');
    // another client is not held up
    expect((await from('203.0.113.8')).headers.location).toMatch(/^http/);
  });
});

describe('accounts', () => {
  it('links a known e-mail at the first sign-in and opens the usual 3-hour session', async () => {
    const { location, session } = await signInAs(t, op, 'known-1');
    expect(location).toBe('/auth/sso');
    expect(session!.statusCode).toBe(200);
    const body = session!.json();
    expect(body.status).toBe('SUCCESS');
    expect(body.message).toBe(MSG.loginSuccess);
    const user = (await userByEmail('maintenance-team@caretaker.test'))!;
    expect(body.data.uid).toBe(user.id);
    const hours = (Date.parse(body.data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(2.9);
    expect(hours).toBeLessThanOrEqual(3);
    expect((await me(body.data.token)).json().data.email).toBe('maintenance-team@caretaker.test');
    const links = await t.db.selectFrom('user_identities').selectAll().where('user_id', '=', user.id).execute();
    expect(links).toMatchObject([{ provider: 'test', subject: 'known-1' }]);
  });

  it('finds a linked account by its subject even when the provider changes its e-mail', async () => {
    op.accounts.set('known-1', { ...op.accounts.get('known-1')!, email: 'renamed@organisation.test' });
    const { session } = await signInAs(t, op, 'known-1');
    const user = (await userByEmail('maintenance-team@caretaker.test'))!;
    expect(session!.json().data.uid).toBe(user.id);
    expect(await userByEmail('renamed@organisation.test')).toBeUndefined();
  });

  it('asks no second factor of ours: the provider handles its own', async () => {
    await t.db.updateTable('roles').set({ requires_two_factor: 1 }).where('slug', '=', 'MAINTENANCE-TEAM').execute();
    const { session } = await signInAs(t, op, 'known-1');
    expect(session!.json().status).toBe('SUCCESS');
    await t.db.updateTable('roles').set({ requires_two_factor: 0 }).where('slug', '=', 'MAINTENANCE-TEAM').execute();
  });

  it('creates an unknown user whose groups map to a role, with the mapping’s zones, and audits it', async () => {
    const { session } = await signInAs(t, op, 'new-tech');
    expect(session!.json().status).toBe('SUCCESS');
    const user = (await userByEmail('new.tech@organisation.test'))!;
    expect(user.full_name).toBe('New Technician');
    expect(JSON.parse(user.zone_in_charge)).toEqual(['NORTH', 'EAST']);
    const role = await t.db.selectFrom('roles').select('slug').where('id', '=', user.role_id!).executeTakeFirst();
    expect(role!.slug).toBe('TECHNICIAN');
    const profile = (await me(session!.json().data.token)).json().data;
    expect(profile.zone_in_charge).toEqual(['NORTH', 'EAST']);
    const audited = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'user.sso_create')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(audited).toHaveLength(1);
  });

  it('creates one account when the same new user’s two first sign-ins arrive at once', async () => {
    op.accounts.set('twin', { sub: 'twin', email: 'twin@organisation.test', groups: ['caretaker-technicians'] });
    const walks = await Promise.all(
      [new Browser(), new Browser()].map(async (browser) => {
        const started = await start(t, browser);
        return { browser, back: await atProvider(op, browser, started.headers.location as string, 'twin') };
      }),
    );
    const answers = await Promise.all(walks.map((w) => callback(t, w.browser, w.back)));
    expect(answers.map((a) => a.headers.location)).toEqual(['/auth/sso', '/auth/sso']);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', 'twin@organisation.test').execute();
    expect(users).toHaveLength(1);
  });

  it('gives a mapped operations manager the mapping’s school', async () => {
    const { session } = await signInAs(t, op, 'new-om');
    expect(session!.json().status).toBe('SUCCESS');
    const user = (await userByEmail('new.om@organisation.test'))!;
    const school = await t.db.selectFrom('schools').select('slug').where('id', '=', user.school_id!).executeTakeFirst();
    expect(school!.slug).toBe('admiralty-primary-school');
  });

  it('refuses an unknown user whose groups map to no role, and creates nobody', async () => {
    const { location, session } = await signInAs(t, op, 'stranger');
    expect(location).toBe('/auth/sign-in?sso_error=not_mapped');
    expect(session).toBeUndefined();
    expect(await userByEmail('stranger@organisation.test')).toBeUndefined();
  });

  it('refuses an e-mail the provider says is not verified, and a provider answer without e-mail', async () => {
    expect((await signInAs(t, op, 'unverified')).location).toBe('/auth/sign-in?sso_error=email_unverified');
    expect((await signInAs(t, op, 'no-mail')).location).toBe('/auth/sign-in?sso_error=no_email');
    const tech = (await userByEmail('technician@caretaker.test'))!;
    expect(await t.db.selectFrom('user_identities').select('id').where('user_id', '=', tech.id).execute()).toEqual([]);
  });

  it('refuses a deactivated account, linked or not, and links nothing to it', async () => {
    const deactivate = (email: string, at: string | null) =>
      t.db.updateTable('users').set({ deactivated_at: at }).where('email', '=', email).execute();
    // linked earlier by its subject
    await deactivate('maintenance-team@caretaker.test', new Date().toISOString());
    expect((await signInAs(t, op, 'known-1')).location).toBe('/auth/sign-in?sso_error=deactivated');
    // not linked yet: found by its e-mail
    op.accounts.set('closed', { sub: 'closed', email: 'invoice_team@caretaker.test', email_verified: true });
    await deactivate('invoice_team@caretaker.test', new Date().toISOString());
    expect((await signInAs(t, op, 'closed')).location).toBe('/auth/sign-in?sso_error=deactivated');
    expect(await t.db.selectFrom('user_identities').select('id').where('subject', '=', 'closed').execute()).toEqual([]);
    // reactivated, the same sign-in opens a session again
    await deactivate('maintenance-team@caretaker.test', null);
    await deactivate('invoice_team@caretaker.test', null);
    expect((await signInAs(t, op, 'known-1')).session!.json().status).toBe('SUCCESS');
  });
});

describe('refusals of the flow', () => {
  it('refuses a replayed state: the callback works once', async () => {
    const browser = new Browser();
    const started = await start(t, browser);
    const back = await atProvider(op, browser, started.headers.location as string, 'plain');
    const flowCookie = browser.cookies.get('ct_sso_flow')!;
    expect((await callback(t, browser, back)).headers.location).toBe('/auth/sso');
    browser.cookies.set('ct_sso_flow', flowCookie);
    const again = await callback(t, browser, back);
    expect(again.headers.location).toBe('/auth/sign-in?sso_error=expired');
  });

  it('refuses an answer whose ID token carries another nonce than the flow’s', async () => {
    const browser = new Browser();
    const started = await start(t, browser);
    const back = await atProvider(op, browser, started.headers.location as string, 'plain');
    await t.db.updateTable('sso_flows').set({ nonce: 'not-the-nonce-sent' }).where('used_at', 'is', null).execute();
    const res = await callback(t, browser, back);
    expect(res.headers.location).toBe('/auth/sign-in?sso_error=refused');
    expect(browser.cookies.has('ct_sso_handoff')).toBe(false);
    expect(logged('SSO sign-in refused').at(-1)).toMatchObject({ claim: 'nonce' });
  });

  it('refuses a callback brought to another browser (login CSRF)', async () => {
    const browser = new Browser();
    const started = await start(t, browser);
    const back = await atProvider(op, browser, started.headers.location as string, 'plain');
    const res = await callback(t, new Browser(), back);
    expect(res.headers.location).toBe('/auth/sign-in?sso_error=expired');
  });

  it('refuses an unknown state, and the provider’s own refusal', async () => {
    const res = await callback(
      t,
      new Browser(),
      `${t.config.publicUrl}/api/auth/sso/test/callback?state=made-up&code=x`,
    );
    expect(res.headers.location).toBe('/auth/sign-in?sso_error=expired');
    const browser = new Browser();
    const started = await start(t, browser);
    const state = new URL(started.headers.location as string).searchParams.get('state')!;
    const denied = await callback(
      t,
      browser,
      `${t.config.publicUrl}/api/auth/sso/test/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(op.issuer)}`,
    );
    expect(denied.headers.location).toBe('/auth/sign-in?sso_error=refused');
  });

  it('spends the handoff once, and keeps it in an HttpOnly cookie of the SSO path only', async () => {
    const browser = new Browser();
    const started = await start(t, browser);
    const back = await atProvider(op, browser, started.headers.location as string, 'plain');
    const answered = await callback(t, browser, back);
    expect(answered.headers['set-cookie']).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ct_sso_handoff=.+; Path=\/api\/auth\/sso; Max-Age=60; HttpOnly/),
      ]),
    );
    const handoff = browser.cookies.get('ct_sso_handoff')!;
    expect((await complete(t, browser)).statusCode).toBe(200);
    browser.cookies.set('ct_sso_handoff', handoff);
    const again = await complete(t, browser);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MSG.ssoExpired);
  });
});

describe('sign-out', () => {
  it('ends our session and gives the provider’s sign-out address (client_id, no ID token)', async () => {
    const { session, browser } = await signInAs(t, op, 'plain');
    const token = session!.json().data.token;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token), payload: {} });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().end_session_url);
    expect(url.origin + url.pathname).toBe(`${op.issuer}/session/end`);
    expect(url.searchParams.get('client_id')).toBe(op.clientId);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${t.config.publicUrl}/auth/sign-in`);
    expect(url.searchParams.has('id_token_hint')).toBe(false);
    expect((await me(token)).statusCode).toBe(401);
    // the provider accepts it: its confirmation page for the session the browser has there, not an error
    const page = await fetch(url, { redirect: 'manual', headers: { cookie: browser.header() } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Yes, sign me out');
  });

  it('answers a password user as before', async () => {
    const token = await t.loginAs('ADMIN');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token), payload: {} });
    expect(res.json()).toEqual({ message: MSG.logout });
  });
});

describe('password sign-in turned off for a role', () => {
  const email = 'horticulturist@caretaker.test';
  it('refuses the password (after checking it) with a message naming the organisation sign-in', async () => {
    const admin = await t.loginAs('ADMIN');
    const role = await t.db.selectFrom('roles').select('id').where('slug', '=', 'HORTICULTURIST').executeTakeFirst();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/role/${role!.id}`,
      headers: bearer(admin),
      payload: { password_sign_in: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.password_sign_in).toBe(false);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(MSG.passwordSignInOff);
    expect(right.json().data).toBeUndefined();
  });

  it('sends such users no password reset link', async () => {
    const mails = async () => (await t.db.selectFrom('jobs').select('id').where('kind', '=', 'mail').execute()).length;
    const before = await mails();
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    expect(res.json().data.message).toBe(MSG.resetLinkSent);
    expect(await mails()).toBe(before);
  });

  it('still lets them in through the provider, and other roles keep their password', async () => {
    const { session } = await signInAs(t, op, 'plain');
    expect(session!.json().status).toBe('SUCCESS');
    expect(await t.loginAs('TECHNICIAN')).toBeTruthy();
  });
});

// last: it stops the provider
describe('a provider that goes away during a sign-in', () => {
  it('sends the user back with "unavailable" when the token endpoint cannot be reached', async () => {
    const browser = new Browser();
    const started = await start(t, browser);
    const back = await atProvider(op, browser, started.headers.location as string, 'plain');
    await op.close();
    const res = await callback(t, browser, back);
    expect(res.headers.location).toBe('/auth/sign-in?sso_error=unavailable');
  });
});
