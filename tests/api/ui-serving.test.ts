/** The server hands out the built UI: the single-page app for page paths, files for assets, JSON for the API. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.js';

let t: TestApp;
let uiDir: string;

beforeAll(async () => {
  uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-ui-'));
  fs.mkdirSync(path.join(uiDir, 'assets'));
  fs.writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><script src="/assets/app-1.js"></script>');
  fs.writeFileSync(path.join(uiDir, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({ uiDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uiDir, { recursive: true, force: true });
});

describe('serving the UI', () => {
  it('answers the page shell for / and for every client route, never cached', async () => {
    for (const url of ['/', '/settings/users', '/works-order/quotation-list/12', '/auth/sign-in?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('/assets/app-1.js');
    }
  });

  it('serves assets as files and answers 404 for missing ones rather than the page shell', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.body).toBe('console.log(1)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-0.js' })).statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('serves a rebuilt UI without a restart', async () => {
    fs.writeFileSync(path.join(uiDir, 'assets', 'app-2.js'), 'console.log(2)');
    fs.writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><script src="/assets/app-2.js"></script>');
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('/assets/app-2.js');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-2.js' })).body).toBe('console.log(2)');
  });
});

describe('delivering the UI fast', () => {
  it("sends the build's pre-compressed file the browser accepts, and the plain file to others", async () => {
    const js = 'export const big = "' + 'caretaker '.repeat(500) + '";';
    fs.writeFileSync(path.join(uiDir, 'assets', 'big-1.js'), js);
    fs.writeFileSync(path.join(uiDir, 'assets', 'big-1.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(uiDir, 'assets', 'big-1.js.gz'), zlib.gzipSync(js));
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/big-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('caches content-hashed assets for a year and makes the browser ask again for everything else', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    fs.writeFileSync(path.join(uiDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    for (const url of ['/', '/settings/users', '/sw.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses API JSON above 1 KB on the fly, and leaves small answers alone', async () => {
    const token = await t.login('admin@caretaker.test');
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/permission?per_page=100',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).data.length).toBeGreaterThan(10);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ message: 'Not found.' });
  });
});
