/** Security headers (helmet) on every kind of answer: the UI, the API, the API docs and the quotation preview. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, type TestApp } from '../support/testApp.js';
import { actors, quotationInState } from './quotations.support.js';

let t: TestApp;
let uiDir: string;

beforeAll(async () => {
  uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-ui-'));
  fs.mkdirSync(path.join(uiDir, 'assets'));
  fs.writeFileSync(
    path.join(uiDir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app-1.js"></script>',
  );
  fs.writeFileSync(path.join(uiDir, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({ uiDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uiDir, { recursive: true, force: true });
});

/** The policy as directive name -> sources. */
function csp(header: unknown): Map<string, string[]> {
  expect(typeof header, 'content-security-policy').toBe('string');
  const out = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  it('gives the UI a strict policy: own scripts only, framed by its own pages only', async () => {
    for (const url of ['/', '/auth/sign-in', '/assets/app-1.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectCommonHeaders(res.headers);
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('sends the same headers with API answers, errors included', async () => {
    const token = await t.loginAs('ADMIN');
    for (const [url, status] of [
      ['/api/auth/me', 200],
      ['/api/user', 200],
      ['/api/no-such-thing', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(status);
      expectCommonHeaders(res.headers);
      expect(csp(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(refused.statusCode).toBe(401);
    expectCommonHeaders(refused.headers);
  });

  it('lets the API docs run their own scripts and styles, nothing from elsewhere', async () => {
    let page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (page.statusCode === 302)
      page = await t.app.inject({
        method: 'GET',
        url: new URL(String(page.headers.location), 'http://x/api/docs/').pathname,
      });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expectCommonHeaders(page.headers);
    const policy = csp(page.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    // the page loads only scripts the policy allows: files of the same origin
    const scripts = [...page.body.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toMatch(/src="\/api\/docs\//);
  });

  it('gives the quotation preview its own stricter policy: no script, no request, only its own stylesheet', async () => {
    const a = await actors(t, ['MANAGING-AGENT', 'TERM-CONTRACTOR']);
    const id = await quotationInState(t, a, 'DRAFT');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/quotations/${id}/preview`,
      headers: bearer(a.tokens['TERM-CONTRACTOR']),
    });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(policy.get('img-src')).toEqual(['data:']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    // the one stylesheet of the page is the one the policy's hash names, and no element carries its own style
    const [hash] = policy.get('style-src')!;
    const style = res.body.match(/<style>([\s\S]*?)<\/style>/)![1];
    expect(hash).toBe(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(res.body).not.toMatch(/\sstyle="/);
  });
});
