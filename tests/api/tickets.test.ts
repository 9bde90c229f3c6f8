/**
 * No session token in any URL: the routes a browser opens by itself take a signed, five-minute ticket bound to
 * one URL and one session (POST /api/file-tickets), never `?token=`; the ticket stands in for the bearer header only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUrl, verifyUrl } from '../../server/lib/tickets.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, onePixelPng, userWithPermissions } from './helpers.js';

const SECRET = 'test-ticket-secret-of-this-file';
let t: TestApp;
let admin: string;
let adminId: number;
let png: { url: string; full_path: string };
let pdf: { url: string };

beforeAll(async () => {
  t = await createTestApp({ env: { TICKET_SECRET: SECRET } });
  admin = await t.loginAs('ADMIN');
  adminId = (await t.app.inject({ url: '/api/auth/me', headers: bearer(admin) })).json().data.id;
  const f = new FormData();
  f.append('name', 'Ticketed files');
  f.append('category', '["south"]');
  f.append('bucket', 'north_east');
  f.append('file[]', new Blob([new Uint8Array(onePixelPng())]), 'pixel.png');
  f.append('file[]', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), 'plan.pdf');
  const body = await multipart(f);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...bearer(admin), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  [png, pdf] = res.json().data.attachments;
});
afterAll(async () => t.close());

const sign = (url: string, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/file-tickets', headers: bearer(token), payload: { url } });
const open = (url: string) => t.app.inject({ url });

describe('signed links', () => {
  it('signs a download link for five minutes at most; the link works without any header and carries no session token', async () => {
    const before = Date.now();
    const res = await sign(`${pdf.url}&name=Plan.pdf`);
    const after = Date.now();
    expect(res.statusCode, res.body).toBe(200);
    const { url, expires_at } = res.json().data;
    expect(url.startsWith(`${pdf.url}&name=Plan.pdf&ticket=`)).toBe(true);
    expect(url).not.toContain(admin);
    // five minutes from the moment of signing, which lies between `before` and `after` (the expiry is in whole
    // seconds: measured from `before` alone, a signing just past a second's turn looked a millisecond too long)
    expect(Date.parse(expires_at)).toBeLessThanOrEqual(after + 300_000);
    expect(Date.parse(expires_at) - before).toBeGreaterThan(60_000);
    const file = await open(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Plan.pdf"/);
    // Reusable within its life (a PDF viewer asks again for ranges).
    expect((await open(url)).statusCode).toBe(200);
  });

  it('binds the ticket to its URL: another file, another name or a changed ticket is refused', async () => {
    const { url } = (await sign(pdf.url)).json().data;
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    expect((await open(`${png.url}&ticket=${ticket}`)).statusCode).toBe(401);
    expect((await open(`${pdf.url}&name=other.pdf&ticket=${ticket}`)).statusCode).toBe(401);
    expect((await open(`${pdf.url}&ticket=${ticket.slice(0, -2)}AA`)).statusCode).toBe(401);
    expect((await open(`${pdf.url}&ticket=garbage`)).statusCode).toBe(401);
    // The same parameters in another order are the same URL.
    const p = new URL(url, 'http://x').searchParams;
    expect(
      (
        await open(
          `/api/download?file_path=${encodeURIComponent(p.get('file_path')!)}&ticket=${ticket}&bucket=${p.get('bucket')}`,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses an expired ticket, one signed with another secret, and one that claims more than five minutes', async () => {
    const session = await t.db
      .selectFrom('sessions')
      .select(['id', 'user_id'])
      .where('user_id', '=', adminId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const holder = { userId: session.user_id, sessionId: session.id };
    const key = Buffer.from(SECRET);
    const fresh = signUrl(key, pdf.url, holder);
    expect((await open(fresh.url)).statusCode).toBe(200);
    const expired = signUrl(key, pdf.url, holder, 300, Date.now() - 301_000);
    expect((await open(expired.url)).statusCode).toBe(401);
    expect((await open(signUrl(Buffer.from('another secret'), pdf.url, holder).url)).statusCode).toBe(401);
    // A forged expiry a day ahead (even with a valid MAC) is out of bounds.
    const ticket = new URL(
      signUrl(key, pdf.url, holder, 300, Date.now() + 86_400_000).url,
      'http://x',
    ).searchParams.get('ticket')!;
    expect(verifyUrl(key, pdf.url, ticket)).toBeNull();
  });

  it('dies with its session: a ticket of a signed-out session is refused', async () => {
    const token = await t.loginAs('ADMIN');
    const { url } = (await sign(pdf.url, token)).json().data;
    expect((await open(url)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBeLessThan(300);
    expect((await open(url)).statusCode).toBe(401);
  });

  it('only stands in for the header: the route still checks access, and routes that take no ticket refuse it', async () => {
    const nobody = await userWithPermissions(t, [], 'ticketnobody');
    const { url } = (await sign(pdf.url, nobody.token)).json().data;
    expect((await open(url)).statusCode).toBe(404);
    const me = signUrl(Buffer.from(SECRET), '/api/auth/me', { userId: adminId, sessionId: 1 });
    expect((await open(me.url)).statusCode).toBe(401);
  });

  it('signs only links of routes that take a ticket; 422 on the field otherwise, 401 without a session', async () => {
    for (const url of [
      '/api/user',
      '/api/auth/me',
      '/api/notifications/stream',
      '/api/quotations/1/preview',
      `${pdf.url}&ticket=x`,
    ]) {
      const res = await sign(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.url).toEqual(['This link cannot be signed.']);
    }
    expect((await sign('https://evil.example/api/download')).statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/file-tickets', payload: { url: pdf.url } })).statusCode,
    ).toBe(401);
    expect((await sign('/api/quotations/7/report')).statusCode).toBe(200);
    expect((await sign('/api/quotations/7/files/3?download=1')).statusCode).toBe(200);
  });

  it('accepts the session token in no URL, on any route', async () => {
    const sig = '/api/user/1/signatures/1';
    for (const url of [
      pdf.url,
      '/api/quotations/1/report',
      '/api/quotations/1/files/1',
      '/api/quotations/1/preview',
      sig,
      '/api/auth/me',
      '/api/notifications/unread/all',
    ]) {
      const res = await open(`${url}${url.includes('?') ? '&' : '?'}token=${admin}`);
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('uploaded HTML and SVG polyglots are never rendered as pages', () => {
  const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

  async function upload(name: string, data: Buffer) {
    const f = new FormData();
    f.append('name', `Polyglot ${name}`);
    f.append('category', '["south"]');
    f.append('bucket', 'north_east');
    f.append('file[]', new Blob([new Uint8Array(data)], { type: 'text/html' }), name);
    const body = await multipart(f);
    return t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
  }
  const get = (url: string) => t.app.inject({ url, headers: bearer(admin) });

  it('serves a PNG with HTML inside as image/png, nosniff, a download unless previewed as an image', async () => {
    const res = await upload('page.html', Buffer.concat([onePixelPng(), Buffer.from(HTML)]));
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json().data.attachments[0];
    expect(a.mime).toBe('image/png');
    const plain = await get(a.url);
    expect(plain.headers['content-type']).toBe('image/png');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-disposition']).toMatch(/^attachment;/);
    const preview = await get(`${a.url}&preview=1`);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('serves HTML or SVG uploaded as text as text/plain, nosniff and always as a download, preview or not', async () => {
    for (const [name, text] of [
      ['page.txt', HTML],
      ['drawing.txt', SVG],
      ['sheet.csv', `a,b\n${SVG}`],
    ] as const) {
      const res = await upload(name, Buffer.from(text));
      expect(res.statusCode, res.body).toBe(201);
      const a = res.json().data.attachments[0];
      expect(a.mime, name).toMatch(/^text\/(plain|csv)$/);
      for (const url of [a.url, `${a.url}&preview=1`]) {
        const r = await get(url);
        expect(r.headers['content-type'], url).toMatch(/^text\/(plain|csv)/);
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        expect(r.headers['content-disposition'], url).toMatch(/^attachment;/);
        expect(r.body).toBe(text);
      }
    }
  });

  it('refuses a bare .html or .svg upload (no known type), storing nothing', async () => {
    const before = (await t.db.selectFrom('attachments').select('id').execute()).length;
    for (const [name, text] of [
      ['page.html', HTML],
      ['drawing.svg', SVG],
    ]) {
      const res = await upload(name, Buffer.from(text));
      expect(res.statusCode, name).toBe(422);
    }
    expect((await t.db.selectFrom('attachments').select('id').execute()).length).toBe(before);
  });
});
