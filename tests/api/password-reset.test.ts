import fs from 'node:fs';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password.js';
import { hashToken, newToken } from '../../server/lib/tokens.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';

let smtp: SmtpPeer;
let inbox: SmtpPeer['inbox'];
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  inbox = smtp.inbox;
  t = await createTestApp({
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), PUBLIC_URL: 'https://caretaker.example' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const decodeQp = decodeQuotedPrintable;
function resetLink(raw: string) {
  const m = /https:\/\/caretaker\.example\/reset-password\/([A-Za-z0-9_-]+)\/([^\s"<>]+)/.exec(decodeQp(raw));
  if (!m) throw new Error(`no reset link in:\n${raw}`);
  return { token: m[1], email: decodeURIComponent(m[2]) };
}

/** Mail leaves through the job queue: wait (a few seconds at most) until `ready` holds. */
async function until(ready: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
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
    await until(() => inbox.length === 1, 'the reset mail');
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
    // Nothing queued for it, so nothing can arrive later either.
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'mail').execute()).toHaveLength(1);
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
    await until(() => inbox.length === 2, 'the second reset mail');
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
      const messages = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []);
      await until(() => messages().length > 0, 'the .eml file');
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
      await local.app.jobs.idle();
      expect(fs.readdirSync(outbox)).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});

describe('a reset link under concurrency', () => {
  it('lets exactly one of 20 parallel resets with one token through', async () => {
    const email = 'scd@caretaker.test';
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const token = newToken();
    const now = Date.now();
    await t.db
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + 3600_000).toISOString(),
        used_at: null,
      })
      .execute();
    const passwords = Array.from({ length: 20 }, (_, i) => `Parallel#Reset${i}x`);
    const answers = await Promise.all(
      passwords.map((p) => post('/api/reset-password', { email, token, password: p, password_confirmation: p })),
    );
    const winners = answers.flatMap((a, i) => (a.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(19);
    // The password that won is the one that works.
    expect(await t.login(email, passwords[winners[0]])).toBeTruthy();
    const audits = await t.db
      .selectFrom('audit_logs')
      .select('id')
      .where('action', '=', 'user.password_reset')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(audits).toHaveLength(1);
  });
});

describe('with the mail server down', () => {
  /** A port nothing listens on (yet). */
  async function freePort() {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }
  function smtpPeer(received: string[]) {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
  }
  const mailJobs = (app: TestApp) => app.db.selectFrom('jobs').selectAll().where('kind', '=', 'mail').execute();

  it('answers a known and an unknown address alike, and delivers the mail once the server is back', async () => {
    const port = await freePort();
    const app = await createTestApp({
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        PUBLIC_URL: 'https://caretaker.example',
        JOB_RETRY_SECONDS: '1',
        JOB_POLL_MS: '100',
      },
    });
    const received: string[] = [];
    const peer = smtpPeer(received);
    try {
      const ask = (email: string) =>
        app.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
      const known = await ask(EMAIL);
      const unknown = await ask('nobody-at-all@caretaker.test');
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);
      // The first attempt fails and is kept for a retry, its reason on the job row; no link of it stays valid.
      await until(async () => (await mailJobs(app))[0]?.error != null, 'the failed first attempt');
      const [job] = await mailJobs(app);
      expect(job).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(await app.db.selectFrom('password_resets').select('id').execute()).toEqual([]);
      // The mail server comes back on its address: a retry delivers the link, and the link works.
      await new Promise<void>((resolve) => peer.listen(port, '127.0.0.1', resolve));
      await until(() => received.length === 1, 'the retried mail', 30_000);
      const link = resetLink(received[0]);
      expect(link.email).toBe(EMAIL);
      const done = await app.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { ...link, password: NEW, password_confirmation: NEW },
      });
      expect(done.statusCode).toBe(200);
      await until(async () => (await mailJobs(app))[0]?.status === 'SUCCESS', 'the job to be done');
      expect((await mailJobs(app))[0].attempts).toBeGreaterThan(1);
    } finally {
      await app.close();
      await new Promise<void>((resolve) => peer.close(() => resolve()));
    }
  }, 60_000);

  it('leaves a mail that never goes out as a FAILED job with its reason, logged as an error', async () => {
    const port = await freePort();
    let log = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    const app = await createTestApp({
      logStream: stream,
      env: {
        LOG_LEVEL: 'warn',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        JOB_RETRY_SECONDS: '1',
        JOB_POLL_MS: '100',
      },
    });
    try {
      const user = await app.db.selectFrom('users').select('id').where('email', '=', EMAIL).executeTakeFirstOrThrow();
      // The reset route's own job, with fewer attempts so the test need not wait through the whole backoff.
      await app.app.jobs.enqueue(
        'mail',
        { template: 'password-reset', user_id: user.id },
        { userId: null, maxAttempts: 2 },
      );
      await until(async () => (await mailJobs(app))[0]?.status === 'FAILED', 'the job to fail for good', 30_000);
      const [job] = await mailJobs(app);
      expect(job.attempts).toBe(2);
      expect(job.error).toMatch(/ECONNREFUSED|connect/i);
      const line = log.split('\n').find((l) => l.includes('job failed for good'));
      expect(line).toBeDefined();
      expect(JSON.parse(line!)).toMatchObject({ level: 50, kind: 'mail', job: job.id });
      expect(log).not.toContain(EMAIL);
      expect(await app.db.selectFrom('password_resets').select('id').execute()).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);
});
