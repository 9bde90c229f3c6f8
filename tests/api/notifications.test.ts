import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { MSG } from '../../domain/messages.js';
import { MAX_STREAMS_PER_USER } from '../../server/routes/notifications/index.js';
import { userWithPermissions } from './helpers.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => t.close());

interface SseEvent {
  event?: string;
  id?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/** A one-time stream ticket, as the UI gets it before opening EventSource. */
async function streamTicket(token: string): Promise<{ ticket: string; url: string; expires_in: number }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Opens the event stream with fetch (as EventSource would: a one-time ticket in the URL) and collects parsed events. */
async function openStream(token: string, headers: Record<string, string> = {}) {
  const ctrl = new AbortController();
  const { url } = await streamTicket(token);
  const res = await fetch(`${base}${url}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: ctrl.signal,
  });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const done = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        buf += decoder.decode(value, { stream: true });
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const ev: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) ev.comment = line.slice(1).trim();
            else {
              const [k, ...rest] = line.split(':');
              (ev as Record<string, string>)[k] = rest.join(':').trimStart();
            }
          }
          events.push(ev);
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      /* aborted */
    }
  })();
  const notifications = () => events.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data!));
  return {
    res,
    events,
    notifications,
    async waitFor(pred: () => boolean, ms = 2000) {
      const until = Date.now() + ms;
      while (!pred() && Date.now() < until)
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      return pred();
    },
    /** Settles when the server ends the response. */
    closed: done,
    async close() {
      ctrl.abort();
      await done;
    },
  };
}

describe('live notifications over server-sent events', () => {
  it('pushes a notification to its user only', async () => {
    const a = await userWithPermissions(t, [], 'ssea');
    const b = await userWithPermissions(t, [], 'sseb');
    const sa = await openStream(a.token);
    const sb = await openStream(b.token);
    try {
      expect(sa.res.status).toBe(200);
      expect(sa.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(await sa.waitFor(() => sa.events.some((e) => e.retry === '3000'))).toBe(true);
      await sb.waitFor(() => sb.events.length > 0);
      expect(t.app.notificationBus.listenerCount(`user:${a.userId}`)).toBe(1);

      await t.app.notify([a.userId], {
        type: 'request',
        title: 'Quotation Q-0001 waits for your verification',
        description: 'Ang Mo Kio Primary School',
        url: '/quotations',
        refId: 42,
      });
      expect(await sa.waitFor(() => sa.notifications().length === 1)).toBe(true);
      const [n] = sa.notifications();
      expect(n).toEqual({
        id: expect.any(Number),
        data: {
          type: 'request',
          title: 'Quotation Q-0001 waits for your verification',
          description: 'Ang Mo Kio Primary School',
          time: expect.any(String),
          url: '/quotations',
          id: '42',
        },
      });
      expect(sa.events.find((e) => e.event === 'notification')!.id).toBe(String(n.id));
      // B receives nothing within 500 ms.
      await new Promise((r) => setTimeout(r, 500));
      expect(sb.notifications()).toEqual([]);

      // The unread list has it, in the contract shape; marking it read removes it.
      const unread = (await t.app.inject({ url: '/api/notifications/unread/all', headers: bearer(a.token) })).json()
        .data;
      expect(unread).toEqual([n]);
      const read = await t.app.inject({
        url: `/api/notifications/markasread/single/${n.id}`,
        headers: bearer(a.token),
      });
      expect(read.statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: '/api/notifications/unread/all', headers: bearer(a.token) })).json().data,
      ).toEqual([]);
      // Nobody marks another user's notification.
      expect(
        (await t.app.inject({ url: `/api/notifications/markasread/single/${n.id}`, headers: bearer(b.token) }))
          .statusCode,
      ).toBe(404);
    } finally {
      await sa.close();
      await sb.close();
    }
    // Listeners are cleaned up when the browser goes away.
    const gone = Date.now() + 2000;
    while (t.app.notificationBus.listenerCount(`user:${a.userId}`) > 0 && Date.now() < gone)
      await new Promise((r) => setTimeout(r, 20));
    expect(t.app.notificationBus.listenerCount(`user:${a.userId}`)).toBe(0);
  });

  it('replays unread notifications missed while reconnecting (Last-Event-ID)', async () => {
    const a = await userWithPermissions(t, [], 'ssec');
    const [first] = await t.app.notify([a.userId], { type: 'others', title: 'one' });
    await t.app.notify([a.userId], { type: 'important', title: 'two' });
    const s = await openStream(a.token, { 'last-event-id': String(first.id) });
    try {
      expect(await s.waitFor(() => s.notifications().length === 1)).toBe(true);
      expect(s.notifications()[0].data.title).toBe('two');
    } finally {
      await s.close();
    }
  });

  it('sends several users the same event, one stream per tab', async () => {
    const a = await userWithPermissions(t, [], 'ssed');
    const tab1 = await openStream(a.token);
    const tab2 = await openStream(a.token);
    try {
      await tab1.waitFor(() => tab1.events.length > 0);
      await tab2.waitFor(() => tab2.events.length > 0);
      await t.app.notify([a.userId, a.userId], { type: 'login', title: 'New sign-in' });
      expect(await tab1.waitFor(() => tab1.notifications().length === 1)).toBe(true);
      expect(await tab2.waitFor(() => tab2.notifications().length === 1)).toBe(true);
    } finally {
      await tab1.close();
      await tab2.close();
    }
  });

  it('refuses the stream without a valid ticket, with the session token in the URL, and without Accept: text/event-stream', async () => {
    const token = await t.loginAs('ADMIN');
    expect((await fetch(`${base}/api/notifications/stream`, { headers: { accept: 'text/event-stream' } })).status).toBe(
      401,
    );
    expect(
      (await fetch(`${base}/api/notifications/stream?ticket=forged`, { headers: { accept: 'text/event-stream' } }))
        .status,
    ).toBe(401);
    expect(
      (
        await fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(token)}`, {
          headers: { accept: 'text/event-stream' },
        })
      ).status,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/notifications/stream', headers: bearer(token) })).statusCode).toBe(406);
  });

  it('takes a stream ticket once: a second connection with it (or a forged one) is refused', async () => {
    const token = await t.loginAs('ADMIN');
    const { url, ticket, expires_in } = await streamTicket(token);
    expect(url).toBe(`/api/notifications/stream?ticket=${ticket}`);
    expect(url).not.toContain(token);
    expect(expires_in).toBeLessThanOrEqual(300);
    const ctrl = new AbortController();
    const first = await fetch(`${base}${url}`, { headers: { accept: 'text/event-stream' }, signal: ctrl.signal });
    try {
      expect(first.status).toBe(200);
      const again = await fetch(`${base}${url}`, { headers: { accept: 'text/event-stream' } });
      expect(again.status).toBe(401);
      expect((await again.json()).message).toBe(MSG.unauthorized);
    } finally {
      ctrl.abort();
    }
    // A ticket of a session signed out before it is used is worthless.
    const late = await streamTicket(token);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await fetch(`${base}${late.url}`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket' })).statusCode).toBe(401);
  });

  it('ends a user’s open streams at once when an administrator deactivates them; others’ stay', async () => {
    const a = await userWithPermissions(t, [], 'ssedeact');
    const other = await userWithPermissions(t, [], 'ssedeactother');
    const admin = await t.loginAs('ADMIN');
    const mine = await openStream(a.token);
    const theirs = await openStream(other.token);
    try {
      expect(await mine.waitFor(() => mine.events.length > 0)).toBe(true);
      expect(await theirs.waitFor(() => theirs.events.length > 0)).toBe(true);
      let ended = false;
      void mine.closed.then(() => {
        ended = true;
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/${a.userId}/deactivate`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      const until = Date.now() + 3000;
      while (!ended && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(ended).toBe(true);
      expect(t.app.notificationBus.listenerCount(`user:${a.userId}`)).toBe(0);
      await t.app.notify([a.userId, other.userId], { type: 'others', title: 'After the deactivation' });
      expect(await theirs.waitFor(() => theirs.notifications().length === 1)).toBe(true);
      expect(mine.notifications()).toEqual([]);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user: opening one more closes the oldest`, async () => {
    const a = await userWithPermissions(t, [], 'ssecap');
    const other = await userWithPermissions(t, [], 'ssecapother');
    const streams = [];
    const bystander = await openStream(other.token);
    try {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
        const s = await openStream(a.token);
        expect(await s.waitFor(() => s.events.length > 0)).toBe(true);
        streams.push(s);
      }
      expect(t.app.notificationBus.listenerCount(`user:${a.userId}`)).toBe(MAX_STREAMS_PER_USER);
      let oldestEnded = false;
      const oldest = streams[0];
      void oldest.closed.then(() => {
        oldestEnded = true;
      });
      const sixth = await openStream(a.token);
      streams.push(sixth);
      expect(await sixth.waitFor(() => sixth.events.length > 0)).toBe(true);
      // The server ends the oldest response; the others, and other users' streams, stay open.
      const until = Date.now() + 3000;
      while (!oldestEnded && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(oldestEnded).toBe(true);
      expect(t.app.notificationBus.listenerCount(`user:${a.userId}`)).toBe(MAX_STREAMS_PER_USER);
      expect(t.app.notificationBus.listenerCount(`user:${other.userId}`)).toBe(1);
      await t.app.notify([a.userId, other.userId], { type: 'others', title: 'After the cap' });
      for (const s of streams.slice(1)) expect(await s.waitFor(() => s.notifications().length === 1)).toBe(true);
      expect(oldest.notifications()).toEqual([]);
      expect(await bystander.waitFor(() => bystander.notifications().length === 1)).toBe(true);
    } finally {
      for (const s of streams) await s.close();
      await bystander.close();
    }
  });

  it('e-mails users whose organisation settings ask for it, and only them', async () => {
    const outbox = path.join(t.dataDir, 'outbox');
    const count = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0);
    const ma = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'managing-agent@caretaker.test')
      .executeTakeFirstOrThrow();
    const tech = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'technician@caretaker.test')
      .executeTakeFirstOrThrow();
    const before = count();
    await t.app.notify([ma.id, tech.id], {
      type: 'request',
      title: 'Claim C-0007 waits for your approval',
      url: '/claims',
      refId: 7,
    });
    const until = Date.now() + 3000;
    while (count() === before && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 100));
    const files = fs.readdirSync(outbox);
    expect(files.length - before).toBe(1);
    const mail = fs.readFileSync(path.join(outbox, files.sort().at(-1)!), 'utf8');
    expect(mail).toContain('To: managing-agent@caretaker.test');
    expect(mail).toContain('Claim C-0007 waits for your approval');
    // Switching the e-mail flag off stops the mails.
    await t.db.updateTable('school_assignments').set({ is_send_email: 0 }).where('user_id', '=', ma.id).execute();
    await t.app.notify([ma.id], { type: 'request', title: 'Another' });
    await new Promise((r) => setTimeout(r, 300));
    expect(count() - before).toBe(1);
  });
});
