import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}
const inbox: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), PUBLIC_URL: 'https://caretaker.example' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Undoes quoted-printable soft breaks and escapes so the link can be read from the raw message. */
const decodeQp = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
function resetLink(raw: string) {
  const m = /https:\/\/caretaker\.example\/reset-password\/([A-Za-z0-9_-]+)\/([^\s"<>]+)/.exec(decodeQp(raw));
  if (!m) throw new Error(`no reset link in:\n${raw}`);
  return { token: m[1], email: decodeURIComponent(m[2]) };
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const EMAIL = 'technician@caretaker.test';
const NEW = 'Fresh#Start2026';

describe('password reset by e-mail through a real SMTP peer', () => {
  let link: { token: string; email: string };

  it('delivers a message with a one-time link to the account holder', async () => {
    const res = await post('/api/forgot-password', { email: 'Technician@Caretaker.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(MSG.resetLinkSent);
    expect(inbox).toHaveLength(1);
    const msg = inbox[0];
    expect(msg.to).toEqual([EMAIL]);
    expect(msg.from).toBe('no-reply@caretaker.test');
    expect(msg.raw).toMatch(/^Subject: .*reset your password/m);
    link = resetLink(msg.raw);
    expect(link.email).toBe(EMAIL);
    expect(link.token.length).toBeGreaterThan(30);
    // Only a hash of the token is stored.
    const stored = await t.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(link.token);
  });

  it('answers the same to an unknown e-mail and sends nothing', async () => {
    const res = await post('/api/forgot-password', { email: 'nobody-here@caretaker.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: MSG.resetLinkSent } });
    expect(inbox).toHaveLength(1);
  });

  it('refuses an invalid e-mail with the sign-in form message', async () => {
    const res = await post('/api/forgot-password', { email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([MSG.invalidEmail]);
  });

  it('enforces the password rule and the confirmation before touching anything', async () => {
    const weak = await post('/api/reset-password', {
      ...link,
      password: 'weakpassword',
      password_confirmation: 'weakpassword',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([PASSWORD_RULE_MESSAGE]);
    const mismatch = await post('/api/reset-password', { ...link, password: NEW, password_confirmation: `${NEW}!` });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([MSG.passwordMismatch]);
    const otherEmail = await post('/api/reset-password', {
      ...link,
      email: 'admin@caretaker.test',
      password: NEW,
      password_confirmation: NEW,
    });
    expect(otherEmail.statusCode).toBe(422);
    expect(otherEmail.json().message).toBe(MSG.resetInvalid);
    // The old password still works.
    expect(await t.login(EMAIL)).toBeTruthy();
  });

  it('sets the new password, ends existing sessions, and cannot be used twice', async () => {
    const session = await t.login(EMAIL);
    const ok = await post('/api/reset-password', { ...link, password: NEW, password_confirmation: NEW });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe(MSG.resetDone);
    expect(await t.login(EMAIL, NEW)).toBeTruthy();
    const old = await post('/api/auth/login', { email: EMAIL, password: 'Caretaker#2026' });
    expect(old.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    const again = await post('/api/reset-password', {
      ...link,
      password: 'Another#Pass2026',
      password_confirmation: 'Another#Pass2026',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([MSG.resetInvalid]);
    expect(await t.login(EMAIL, NEW)).toBeTruthy();
    const log = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'user.password_reset')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('refuses an expired link and a made-up token', async () => {
    await post('/api/forgot-password', { email: 'admin@caretaker.test' });
    expect(inbox).toHaveLength(2);
    const fresh = resetLink(inbox[1].raw);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const expired = await post('/api/reset-password', { ...fresh, password: NEW, password_confirmation: NEW });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(MSG.resetInvalid);
    const madeUp = await post('/api/reset-password', {
      email: 'admin@caretaker.test',
      token: 'x'.repeat(43),
      password: NEW,
      password_confirmation: NEW,
    });
    expect(madeUp.statusCode).toBe(422);
    expect(await t.login('admin@caretaker.test')).toBeTruthy();
  });
});

describe('without SMTP configured', () => {
  it('writes the message to DATA_DIR/outbox as an .eml file whose link works', async () => {
    const local = await createTestApp({ env: { SMTP_HOST: '', PUBLIC_URL: 'https://caretaker.example' } });
    try {
      expect(local.config.smtp).toBeUndefined();
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'admin@caretaker.test' },
      });
      expect(res.statusCode).toBe(200);
      const outbox = path.join(local.dataDir, 'outbox');
      const files = fs.readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
      expect(raw).toMatch(/^To: admin@caretaker\.test$/m);
      const link = resetLink(raw);
      const done = await local.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { ...link, password: NEW, password_confirmation: NEW },
      });
      expect(done.statusCode).toBe(200);
      expect(await local.login('admin@caretaker.test', NEW)).toBeTruthy();
      // Unknown e-mail: nothing more written.
      await local.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'ghost@caretaker.test' },
      });
      expect(fs.readdirSync(outbox)).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});
