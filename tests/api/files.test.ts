import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../../server/routes/files/index.js';
import { isSafeKey, LocalDiskStorage, newKey } from '../../server/plugins/storage.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import { multipart, onePixelPng, userWithPermissions } from './helpers.js';

let t: TestApp;
let admin: string;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => t.close());

const PDF_HEAD = Buffer.from('%PDF-1.7\n');

interface Att {
  id: number;
  full_path: string;
  thumbnail: string | null;
  url: string;
  thumbnail_url: string | null;
  name: string;
}

async function createDocument(files: [string, Buffer][], token = admin): Promise<{ id: number; attachments: Att[] }> {
  const f = new FormData();
  f.append('name', `Doc ${crypto.randomUUID()}`);
  f.append('category', '["south"]');
  f.append('bucket', 'north_east');
  for (const [name, buf] of files) f.append('file[]', new Blob([new Uint8Array(buf)]), name);
  const res = await fetch(`${base}/api/documents`, { method: 'POST', body: f, headers: bearer(token) });
  expect(res.status, await res.clone().text()).toBe(201);
  // the stored state once the thumbnails are made (after the answer)
  await thumbnailsMade(t.app);
  const { id } = (await res.json()).data as { id: number };
  return (await t.app.inject({ url: `/api/documents/${id}`, headers: bearer(token) })).json().data;
}

describe('streamed upload and download over HTTP', () => {
  let big: Buffer;
  let att: Att;
  let png: Att;

  beforeAll(async () => {
    big = Buffer.concat([PDF_HEAD, crypto.randomBytes(20 * 1024 * 1024)]);
    const doc = await createDocument([
      ['big report.pdf', big],
      ['pixel.png', onePixelPng([0, 128, 255, 255])],
    ]);
    [att, png] = doc.attachments;
  });

  it('downloads exactly the bytes uploaded (20 MB through a real socket)', async () => {
    const res = await fetch(`${base}${att.url}`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(big.length));
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="big report.pdf"/);
    const got = Buffer.from(await res.arrayBuffer());
    expect(crypto.createHash('sha256').update(got).digest('hex')).toBe(
      crypto.createHash('sha256').update(big).digest('hex'),
    );
  });

  it('serves inline with preview=1 and honours the name parameter', async () => {
    const res = await fetch(`${base}${png.url}&preview=1`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="pixel.png"/);
    const named = await t.app.inject({
      url: `${att.url}&name=${encodeURIComponent('Relatório final.pdf')}`,
      headers: bearer(admin),
    });
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="Relat_rio final.pdf"; filename*=UTF-8''${encodeURIComponent('Relatório final.pdf')}`,
    );
  });

  it('serves the png thumbnail as a 320px-wide-or-smaller JPEG', async () => {
    expect(png.thumbnail_url).toBeTruthy();
    const res = await t.app.inject({ url: png.thumbnail_url!, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('answers byte ranges with 206 and Content-Range, and 416 outside the file', async () => {
    const r1 = await fetch(`${base}${att.url}`, { headers: { ...bearer(admin), range: 'bytes=100-1099' } });
    expect(r1.status).toBe(206);
    expect(r1.headers.get('content-range')).toBe(`bytes 100-1099/${big.length}`);
    expect(Buffer.from(await r1.arrayBuffer())).toEqual(big.subarray(100, 1100));
    const suffix = await t.app.inject({ url: att.url, headers: { ...bearer(admin), range: 'bytes=-10' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload).toEqual(big.subarray(big.length - 10));
    const open = await t.app.inject({ url: att.url, headers: { ...bearer(admin), range: `bytes=${big.length - 5}-` } });
    expect(open.rawPayload).toEqual(big.subarray(big.length - 5));
    const outside = await t.app.inject({ url: att.url, headers: { ...bearer(admin), range: `bytes=${big.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${big.length}`);
    expect(parseRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-99', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('items=0-1', 10)).toBeNull();
    expect(parseRange('bytes=0-1,3-4', 10)).toBeNull();
  });

  it('answers 413 over a real socket while the client is still sending, and keeps nothing', async () => {
    const limit = t.app.uploadLimits.documents;
    const before = await t.db.selectFrom('attachments').select('id').execute();
    t.app.uploadLimits.documents = 64 * 1024;
    try {
      const f = new FormData();
      f.append('name', 'Too big');
      f.append('category', '["south"]');
      f.append(
        'file[]',
        new Blob([new Uint8Array(Buffer.concat([PDF_HEAD, crypto.randomBytes(8 * 1024 * 1024)]))]),
        'big.pdf',
      );
      const res = await fetch(`${base}/api/documents`, { method: 'POST', body: f, headers: bearer(admin) });
      expect(res.status).toBe(413);
      expect((await res.json()).message).toMatch(/may not be larger than/);
    } finally {
      t.app.uploadLimits.documents = limit;
    }
    expect(await t.db.selectFrom('attachments').select('id').execute()).toEqual(before);
  });

  it('answers 401 without a valid token (the session token in the URL counts as none), and 404 to users who may not see the owner', async () => {
    expect((await fetch(`${base}${att.url}`)).status).toBe(401);
    expect((await fetch(`${base}${att.url}&token=forged`)).status).toBe(401);
    expect((await fetch(`${base}${att.url}&token=${admin}`)).status).toBe(401);
    const nobody = await userWithPermissions(t, []);
    const res = await t.app.inject({ url: att.url, headers: bearer(nobody.token) });
    expect(res.statusCode).toBe(404);
  });
});

describe('the download never leaves the storage root', () => {
  let secret: string;
  beforeAll(() => {
    secret = path.join(t.dataDir, 'secret.txt');
    fs.writeFileSync(secret, 'TOP-SECRET-CONTENT');
  });

  const attempts = [
    ['../secret.txt', 'north_east'],
    ['../../secret.txt', 'north_east'],
    ['2026/../../secret.txt', 'north_east'],
    ['..%2fsecret.txt', 'north_east'],
    ['%2e%2e/secret.txt', 'north_east'],
    ['%2e%2e%2f%2e%2e%2fsecret.txt', 'north_east'],
    ['/etc/passwd', 'north_east'],
    ['etc/passwd', '..'],
    ['secret.txt', '..'],
    ['x', '../..'],
    ['a.pdf%00.png', 'north_east'],
    ['..\\..\\secret.txt', 'north_east'],
    ['%252e%252e/secret.txt', 'north_east'],
  ];

  it.each(attempts)('refuses file_path=%s bucket=%s', async (filePath, bucket) => {
    const url = `/api/download?bucket=${encodeURIComponent(bucket)}&file_path=${filePath.includes('%') ? filePath : encodeURIComponent(filePath)}`;
    const res = await t.app.inject({ url, headers: bearer(admin) });
    expect([400, 404, 422]).toContain(res.statusCode);
    expect(res.body).not.toContain('TOP-SECRET');
    expect(res.body).not.toContain('root:');
  });

  it('refuses a symlink inside the root that points outside, even with an attachment row', async () => {
    const dir = path.join(t.dataDir, 'files', 'north_east', '2026', '01');
    fs.mkdirSync(dir, { recursive: true });
    fs.symlinkSync(secret, path.join(dir, 'link.pdf'));
    const doc = await createDocument([['x.pdf', Buffer.concat([PDF_HEAD, Buffer.from('x')])]]);
    await t.db
      .updateTable('attachments')
      .set({ full_path: '2026/01/link.pdf' })
      .where('id', '=', doc.attachments[0].id)
      .execute();
    const res = await t.app.inject({
      url: '/api/download?bucket=north_east&file_path=2026%2F01%2Flink.pdf',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('TOP-SECRET');
  });

  it('checks keys and roots in the storage adapter itself', async () => {
    expect(isSafeKey('north_east', '2026/01/abc.pdf')).toBe(true);
    for (const bad of ['../x', '/abs', 'a//b', 'a/./b', 'a\\b', 'a\0b', '', '.hidden', 'a/..'])
      expect(isSafeKey('north_east', bad), bad).toBe(false);
    expect(isSafeKey('../x', 'a')).toBe(false);
    expect(isSafeKey('UPPER', 'a')).toBe(false);
    expect(newKey('PDF', new Date('2026-03-04T00:00:00Z'))).toMatch(/^2026\/03\/[0-9a-f-]{36}\.pdf$/);
    const store = new LocalDiskStorage(path.join(t.dataDir, 'adapter-root'));
    await expect(store.get('b', '../../secret.txt')).rejects.toMatchObject({ statusCode: 404 });
    expect(await store.stat('b', 'missing.txt')).toBeNull();
  });
});

describe('DELETE /api/attachments/{id}', () => {
  it('needs the edit permission of the owner, removes the file and its thumbnail', async () => {
    const doc = await createDocument([
      ['a.png', onePixelPng()],
      ['b.pdf', Buffer.concat([PDF_HEAD, Buffer.from('b')])],
    ]);
    const [a] = doc.attachments;
    const viewer = await t.loginAs('TECHNICIAN');
    const denied = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${a.id}`, headers: bearer(viewer) });
    expect(denied.statusCode).toBe(403);
    const nobody = await userWithPermissions(t, []);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/attachments/${a.id}`, headers: bearer(nobody.token) }))
        .statusCode,
    ).toBe(404);
    const ok = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${a.id}`, headers: bearer(admin) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Successfully deleted file' });
    const root = path.join(t.dataDir, 'files', 'north_east');
    expect(fs.existsSync(path.join(root, a.full_path))).toBe(false);
    expect(fs.existsSync(path.join(root, a.thumbnail!))).toBe(false);
    const left = (await t.app.inject({ url: `/api/documents/${doc.id}`, headers: bearer(admin) })).json().data
      .attachments;
    expect(left.map((x: Att) => x.name)).toEqual(['b.pdf']);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/attachments/${a.id}`, headers: bearer(admin) })).statusCode,
    ).toBe(404);
  });
});

describe('signatures through /api/download', () => {
  it('lets only the owner download a stored signature: administrators, managing agents and SCD get 404', async () => {
    const me = await userWithPermissions(t, []);
    const f = new FormData();
    f.append('name', 'Me');
    f.append('signature_details', 'Signed');
    f.append('signature_options', 'upload_signature');
    f.append('signature', new Blob([new Uint8Array(onePixelPng())], { type: 'image/png' }), 'sig.png');
    const { payload, headers } = await multipart(f);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/user/create-signature/${me.userId}`,
      payload,
      headers: { ...headers, ...bearer(me.token) },
    });
    expect(up.statusCode, up.body).toBe(200);
    const sig = await t.db
      .selectFrom('signatures')
      .select('path')
      .where('user_id', '=', me.userId)
      .executeTakeFirstOrThrow();
    const url = `/api/download?bucket=signatures&file_path=${encodeURIComponent(sig.path)}`;
    expect((await t.app.inject({ url, headers: bearer(me.token) })).statusCode).toBe(200);
    const other = await userWithPermissions(t, []);
    for (const token of [admin, other.token, await t.loginAs('MANAGING-AGENT'), await t.loginAs('SCD')]) {
      expect((await t.app.inject({ url, headers: bearer(token) })).statusCode).toBe(404);
      const own = `/api/user/${me.userId}/signatures/${up.json().data.id}`;
      expect((await t.app.inject({ url: own, headers: bearer(token) })).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ url: `/api/user/${me.userId}/signatures/${up.json().data.id}`, headers: bearer(me.token) }))
        .statusCode,
    ).toBe(200);
  });
});
