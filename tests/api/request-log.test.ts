/**
 * Logs an operator can ship (README "Running in production", Logs): every line is JSON; each request has an id —
 * the `X-Request-Id` a trusted proxy sent, or a new UUID — returned on the answer and carried by every line of that
 * request; the lines of a signed-in request name the user.
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

let t: TestApp;
let log = '';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (c: Buffer) => (log += c.toString()));
  t = await createTestApp({ logStream, env: { TRUST_PROXY: '10.0.0.0/8' } });
});
afterAll(async () => t.close());

type Line = { reqId?: string; userId?: number; msg: string; res?: { statusCode: number } };
const lines = (): Line[] =>
  log
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
const linesOf = (id: string) => lines().filter((l) => l.reqId === id);

describe('request ids and log lines', () => {
  it('gives each request a new UUID, returns it and logs every line of the request under it', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/config' });
    const b = await t.app.inject({ method: 'GET', url: '/api/config' });
    const id = a.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).not.toBe(id);
    expect(linesOf(id).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("takes a trusted proxy's X-Request-Id, and ignores one from anybody else or one that is not a plain token", async () => {
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      remoteAddress: '10.1.2.3',
      headers: { 'x-request-id': 'lb-7f3a9c' },
    });
    expect(proxied.headers['x-request-id']).toBe('lb-7f3a9c');
    expect(linesOf('lb-7f3a9c')).toHaveLength(2);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      remoteAddress: '192.0.2.9',
      headers: { 'x-request-id': 'forged-1' },
    });
    expect(forged.headers['x-request-id']).toMatch(UUID);
    expect(linesOf('forged-1')).toHaveLength(0);
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      remoteAddress: '10.1.2.3',
      headers: { 'x-request-id': 'two words' },
    });
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('returns the id on errors too, and names the signed-in user on the lines after sign-in', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['x-request-id']).toMatch(UUID);
    const token = await t.loginAs('TECHNICIAN');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const userId = me.json().data.id as number;
    const completed = linesOf(me.headers['x-request-id'] as string).find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({ userId, res: { statusCode: 200 } });
  });
});
