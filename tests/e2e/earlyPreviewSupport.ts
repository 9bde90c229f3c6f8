/**
 * The early-paint tests' shared steps (earlyPreviews.test.ts, earlyRecordPreviews.test.ts): a signed-in page whose
 * next visit loads the shell from the network, the shell's file held back until released, and a page opened that way
 * with its requests of one address counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn, type E2E } from './support.js';

export type Viewport = { width: number; height: number };

export const shellChunk = () =>
  JSON.parse(fs.readFileSync(path.resolve('dist', '.vite', 'manifest.json'), 'utf8'))['src/App.tsx'].file as string;

/** The shell's file is held back until `release()`: the skeleton is what the page shows meanwhile. */
export async function holdShell(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${shellChunk()}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function signedInAt(e2e: E2E, viewport: Viewport, email: string) {
  const context = await e2e.browser.newContext({ baseURL: e2e.url, viewport, locale: 'en-GB', deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  await signIn(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await expect.poll(() => page.getByTestId('shell-skeleton').count()).toBe(0);
  // the next visit must load the shell from the network, where the test can hold it back
  await page.evaluate(async () => {
    for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
  });
  return page;
}

/**
 * Opens `address` signed in as `email` with the shell held back; `asked` collects the requests of `api` (a path), to
 * check that the page was handed the entry's answer.
 */
export async function openHeld(e2e: E2E, viewport: Viewport, email: string, address: string, api: string) {
  const page = await signedInAt(e2e, viewport, email);
  const release = await holdShell(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === api) asked.push(r.url());
  });
  await page.goto(address);
  return { page, release, asked, skeleton: page.getByTestId('shell-skeleton') };
}
