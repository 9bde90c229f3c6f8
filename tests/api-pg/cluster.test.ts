/**
 * README "Running more than one server" (issue 12), proven on PostgreSQL: two app instances on one database and one
 * data folder. A session made on one works on the other; a stream ticket issued by one opens the stream on the other,
 * where a notification raised on the first arrives; a role's permissions changed on one are re-read by the other; a
 * link signed by one is honoured by the other; jobs enqueued on one run exactly once across both; the sign-in throttle
 * counts attempts made on either.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { Db } from '../../server/db/index.js';
import { DEMO_PASSWORD, demoEmail } from '../../server/db/seed.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { userWithPermissions } from '../api/helpers.js';

let t: TestApp;
let other: FastifyInstance;
let otherDb: Db;
const A = () => t.app;
const B = () => other;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('This suite runs on PostgreSQL (npm test runs it with DATABASE_URL).');
  const env = { LOGIN_RATE_MAX: '3', TICKET_SECRET: 'shared-by-both-instances', JOB_POLL_MS: '200' };
  t = await createTestApp({ env });
  otherDb = t.openDb();
  other = await buildApp({ config: t.config, db: otherDb });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await otherDb?.destroy();
  await t?.close();
});

describe('two servers, one database', () => {
  it('accepts on one server the session made on the other', async () => {
    const token = await t.loginAs('ADMIN');
    const me = await B().inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(demoEmail('ADMIN'));
    await B().inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await A().inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('opens on one server the stream whose ticket the other issued, and delivers there what the other raised', async () => {
    const token = await t.loginAs('OPERATIONS-MANAGER');
    const me = (await A().inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().data;
    const ticket = (
      await A().inject({ method: 'POST', url: '/api/notifications/stream-ticket', headers: bearer(token) })
    ).json().data.url;
    await B().listen({ port: 0, host: '127.0.0.1' });
    const { port } = B().server.address() as { port: number };
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${ticket}`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = new TextDecoder().decode((await reader.read()).value);
    await A().notify([me.id], { type: 'important', title: 'Raised on server A' });
    while (!text.includes('Raised on server A')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    expect(text).toContain('event: notification');
    expect(text).toContain('Raised on server A');
    // One ticket, one connection: used on B, it is gone for A too.
    const again = await A().inject({ method: 'GET', url: ticket, headers: { accept: 'text/event-stream' } });
    expect(again.statusCode).toBe(401);
  });

  it("re-reads on one server a role's permissions changed on the other", async () => {
    const user = await userWithPermissions(t, ['excel-export.view']);
    expect((await B().inject({ method: 'GET', url: '/api/tasks', headers: bearer(user.token) })).statusCode).toBe(200);
    const admin = await t.loginAs('ADMIN');
    const changed = await A().inject({
      method: 'PUT',
      url: `/api/role/${user.roleId}`,
      headers: bearer(admin),
      payload: { permission_ids: [] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expect
      .poll(
        async () => (await B().inject({ method: 'GET', url: '/api/tasks', headers: bearer(user.token) })).statusCode,
      )
      .toBe(403);
  });

  it('runs each job exactly once across both servers, and serves the export on either', async () => {
    const runs = new Map<number, string[]>();
    for (const [name, app] of [
      ['A', A()],
      ['B', B()],
    ] as const) {
      app.jobs.register('test-count', {
        handler: async (ctx) => {
          runs.set(ctx.id, [...(runs.get(ctx.id) ?? []), name]);
          await new Promise((r) => setTimeout(r, 150));
          await ctx.report(1, 1);
        },
      });
    }
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await A().jobs.enqueue('test-count', { i }, { userId: null })).id);
    await expect
      .poll(
        async () =>
          (await t.db.selectFrom('jobs').select('id').where('id', 'in', ids).where('status', '=', 'SUCCESS').execute())
            .length,
        { timeout: 30_000, interval: 200 },
      )
      .toBe(12);
    expect(ids.map((id) => runs.get(id)?.length)).toEqual(ids.map(() => 1));
    const attempts = await t.db.selectFrom('jobs').select('attempts').where('id', 'in', ids).execute();
    expect(attempts.every((r) => r.attempts === 1)).toBe(true);

    // An export made through A, its link signed by A, downloaded from B (shared data folder and ticket secret).
    const admin = await t.loginAs('ADMIN');
    const task = await A().inject({
      method: 'POST',
      url: '/api/tasks',
      headers: bearer(admin),
      payload: { module: 'WSO', properties: {} },
    });
    expect(task.statusCode).toBe(201);
    let done: { status: string; report_url: string } | undefined;
    await expect
      .poll(
        async () => {
          const list = await B().inject({ method: 'GET', url: '/api/tasks', headers: bearer(admin) });
          done = list.json().data.find((x: { id: number }) => x.id === task.json().data.id);
          return done?.status;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe('SUCCESS');
    const signed = await A().inject({
      method: 'POST',
      url: '/api/file-tickets',
      headers: bearer(admin),
      payload: { url: done!.report_url },
    });
    const file = await B().inject({ method: 'GET', url: signed.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('counts sign-in attempts made on either server against one limit', async () => {
    const email = demoEmail('TECHNICIAN');
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect((await attempt(A(), 'wrong-1')).statusCode).toBe(401);
    expect((await attempt(B(), 'wrong-2')).statusCode).toBe(401);
    expect((await attempt(A(), 'wrong-3')).statusCode).toBe(401);
    expect((await attempt(B(), DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
