/**
 * Issue 7 "Tokens never in URLs", end to end in Chromium: signed in, the admin opens a document's files (thumbnail,
 * image preview, PDF download), their stored signature and the live bell; then the session token (read from the
 * browser's cookie) appears neither in the server log of the run nor in any URL the browser requested.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startE2E, visible, type E2E } from './support.js';

let e2e: E2E;
let page: Page;
let token: string;
const requests: string[] = [];

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  page.on('request', (r) => {
    requests.push(r.url());
  });
  await signIn(page, 'admin@caretaker.test');
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'authToken')!.value);
});
afterAll(async () => {
  await page?.context().close();
  await e2e?.close();
});

const api = (p: string, init: RequestInit = {}) =>
  fetch(`${e2e.url}${p}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
  });

describe('no session token in any URL or log line', () => {
  it('shows files, a signature and live notifications, downloads a file, and leaks the token nowhere', async () => {
    expect(token.length).toBeGreaterThan(20);
    const png = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

    // A document with an image and a PDF, and a stored signature, made through the API (header only).
    const form = new FormData();
    form.append('name', 'Token check');
    form.append('category', '["north"]');
    form.append('bucket', 'north_east');
    form.append('file[]', new Blob([new Uint8Array(png)]), 'photo.png');
    form.append('file[]', new Blob([new Uint8Array(pdf)]), 'plan.pdf');
    const doc = await api('/api/documents', { method: 'POST', body: form });
    expect(doc.status, await doc.clone().text()).toBe(201);
    const docId = (await doc.json()).data.id;
    const me = (await (await api('/api/auth/me')).json()).data;
    const sig = new FormData();
    sig.append('name', 'My signature');
    sig.append('signature_details', 'Administrator');
    sig.append('signature_options', 'new_signature');
    sig.append('signature', `data:image/png;base64,${png.toString('base64')}`);
    expect((await api(`/api/user/create-signature/${me.id}`, { method: 'POST', body: sig })).status).toBe(200);

    // The files: thumbnail and preview shown, the PDF downloaded through the browser's own download.
    await page.goto(`/document-repository/${docId}`);
    await visible(page.getByText('Uploaded files'));
    const thumb = page.getByTestId('attachment').first().getByRole('img', { name: 'photo.png' });
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Preview photo.png' }).click();
    const preview = page.getByRole('dialog').getByRole('img', { name: 'photo.png' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download plan.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('plan.pdf');
    expect(download.url()).toMatch(/\/api\/download\?.*ticket=/);
    const saved = path.join(e2e.dataDir, 'plan-downloaded.pdf');
    await download.saveAs(saved);
    expect(fs.readFileSync(saved).equals(pdf)).toBe(true);

    // The stored signature on the profile.
    await page.getByRole('button', { name: /profile|demo admin/i }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await page.getByRole('tab', { name: 'Signature' }).click();
    const signature = page.getByRole('img', { name: 'My signature' });
    await expect
      .poll(() => signature.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10000 })
      .toBe(200);

    // The bell's live stream.
    const bell = page.getByRole('button', { name: 'Notifications' });
    const count = async () => Number((await bell.innerText()).replace(/\D/g, '') || 0);
    await expect.poll(() => requests.some((u) => u.includes('/api/notifications/stream?ticket='))).toBe(true);
    await page.waitForTimeout(500); // the stream is connected
    const before = await count();
    await e2e.app.notify([me.id], { type: 'important', title: 'Token check notification' });
    await expect.poll(count, { timeout: 10000 }).toBe(before + 1);

    // The check itself: the server log of this run is there, names the requests, and holds no session token.
    const log = e2e.serverLog();
    expect(log).toContain('/api/notifications/stream?ticket=[redacted]');
    expect(log).toContain('/api/download?');
    expect(log.split(token).length - 1).toBe(0);
    expect(log.split(encodeURIComponent(token)).length - 1).toBe(0);
    // No URL the browser asked for carries it either (and the token was really in use).
    expect(requests.length).toBeGreaterThan(20);
    expect(requests.filter((u) => u.includes(token) || u.includes(encodeURIComponent(token)))).toEqual([]);
    expect(e2e.sessionTokens.has(token)).toBe(true);
  });
});
