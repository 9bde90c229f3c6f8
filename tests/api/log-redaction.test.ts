/**
 * What the server log holds: with the logger on at info level, requests carrying a session token, a signed-link
 * ticket or a stream ticket (in the URL or the Authorization header) leave none of those values in the log.
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

let t: TestApp;
let log = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  t = await createTestApp({ logStream: stream, env: { LOG_LEVEL: 'info' } });
});
afterAll(async () => t.close());

describe('server log redaction', () => {
  it('logs request URLs with every token and ticket value replaced by [redacted], and no Authorization header', async () => {
    const token = await t.loginAs('ADMIN');
    const signed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/file-tickets',
        headers: bearer(token),
        payload: { url: '/api/quotations/1/report' },
      })
    ).json().data.url as string;
    const ticket = new URL(signed, 'http://x').searchParams.get('ticket')!;
    const stream = (
      await t.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket', headers: bearer(token) })
    ).json().data.ticket as string;

    await t.app.inject({ url: signed });
    await t.app.inject({ url: `/api/notifications/stream?ticket=${stream}` });
    await t.app.inject({ url: `/api/auth/me?token=${token}&x=1` });
    await t.app.inject({ url: `/api/download?bucket=a&file_path=b&TOKEN=${token}&Ticket=${ticket}` });
    await t.app.inject({ url: `/api/no-such-route?token=${token}` });
    await t.app.inject({ url: `/reset-password?token=${token}&email=a@b.c` });
    await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });

    // The requests were logged, with their URLs…
    expect(log).toContain('"url":"/api/auth/me?token=[redacted]&x=1"');
    expect(log).toContain('"url":"/api/notifications/stream?ticket=[redacted]"');
    expect(log).toContain('TOKEN=[redacted]&Ticket=[redacted]');
    expect(log).toContain('/api/no-such-route?token=[redacted]');
    expect(log.split('\n').filter((l) => l.includes('"incoming request"')).length).toBeGreaterThanOrEqual(8);
    // …but none of the secrets, nor the header that carried the session token.
    for (const secret of [token, ticket, stream, encodeURIComponent(token)]) expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain('bearer');
    expect(log.toLowerCase()).not.toContain('authorization');
  });

  it("keeps a single sign-on callback's authorization code and state out of the log", async () => {
    const code = 'AuthC0de' + 'q'.repeat(40);
    const state = 'St4te' + 'w'.repeat(40);
    await t.app.inject({ url: `/api/auth/sso/ministry/callback?code=${code}&state=${state}&iss=https%3A%2F%2Fidp` });
    expect(log).toContain('/api/auth/sso/ministry/callback?code=[redacted]&state=[redacted]&iss=');
    expect(log).not.toContain(code);
    expect(log).not.toContain(state);
  });

  it('keeps password-reset tokens and e-mail addresses out of every log line', async () => {
    const resetToken = 'Rst0ken' + 'x'.repeat(36);
    const email = 'technician@caretaker.test';
    const before = log.length;
    await t.app.inject({ url: `/reset-password/${resetToken}/${encodeURIComponent(email)}` });
    await t.app.inject({ url: `/reset-password/${resetToken}/${email}` });
    await t.app.inject({ url: `/reset-password/${resetToken}/${email}/more?email=${encodeURIComponent(email)}` });
    await t.app.inject({ url: `/api/no-such-route?email=${encodeURIComponent(email)}` });
    await t.app.inject({ url: `/api/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}` });
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email, token: resetToken, password: 'Fresh#Start2026', password_confirmation: 'Fresh#Start2026' },
    });
    const written = log.slice(before);
    // The requests were logged…
    expect(written).toContain('/reset-password/[redacted]');
    expect(written.split('\n').filter((l) => l.includes('"incoming request"')).length).toBeGreaterThanOrEqual(7);
    // …without the token or the address, in any spelling.
    expect(written).not.toContain(resetToken);
    expect(written.toLowerCase()).not.toContain('technician');
    expect(written).not.toMatch(/[\w.+-]+(@|%40|%2540)[\w-]+\.[\w.-]+/i);
  });
});
