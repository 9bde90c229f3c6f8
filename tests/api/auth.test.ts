import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('sign-in', () => {
  it('answers the contract shape and a working token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ADMIN@caretaker.test', password: 'Caretaker#2026' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('SUCCESS');
    expect(body.message).toBe(MSG.loginSuccess);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(typeof body.data.login_id).toBe('string');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.data.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.role.slug).toBe('ADMIN');
    expect(me.json().data.permissions).toContain('user.view');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@caretaker.test', password: 'nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@caretaker.test', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().status).toBe('ERROR');
  });

  it('stores only a hash of the token and revokes it on sign-out', async () => {
    const token = await t.loginAs('ADMIN');
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === token)).toBe(false);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token), payload: {} });
    expect(out.json().message).toBe(MSG.logout);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MSG.unauthorized);
  });

  it('refuses an expired session', async () => {
    const token = await t.loginAs('TECHNICIAN');
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('records successful and failed sign-ins in the audit log', async () => {
    const rows = await t.db.selectFrom('audit_logs').select(['action']).where('entity', '=', 'auth').execute();
    const actions = rows.map((r) => r.action);
    expect(actions).toContain('login.success');
    expect(actions).toContain('login.failure');
  });
});

describe('rate limiting', () => {
  it('answers 429 after too many failures for one e-mail', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_MAX: '3' }, seed: true });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'admin@caretaker.test', password: 'wrong-password' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(MSG.loginThrottled);
      // Even the right password waits out the window.
      const right = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@caretaker.test', password: 'Caretaker#2026' },
      });
      expect(right.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
