import fs from 'node:fs';
import { expect } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createDb, migrate, type Db } from '../../server/db/index.js';
import { seedDemo, DEMO_PASSWORD } from '../../server/db/seed.js';

export { DEMO_PASSWORD };

export interface E2E {
  url: string;
  app: FastifyInstance;
  db: Db;
  browser: Browser;
  dataDir: string;
  /** The server log of this run (info level, JSON lines), kept in the data folder. */
  logFile: string;
  serverLog(): string;
  /** Session tokens the browser received from sign-in, and every URL it requested (for the no-token-in-URLs check). */
  sessionTokens: Set<string>;
  requestedUrls: string[];
  /** Content-Security-Policy violations seen in any page or frame so far; close() fails the file when there is one. */
  cspViolations: CspViolation[];
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Runs in every page and frame before its scripts: reports each CSP violation to the test process. */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    const report = (window as unknown as { __cspViolation?: (v: unknown) => void }).__cspViolation;
    report?.({
      page: location.href,
      directive: e.violatedDirective,
      blocked: e.blockedURI,
      source: `${e.sourceFile}:${e.lineNumber}`,
      sample: e.sample,
    });
  });
}

/** The built UI (dist/) and the real API on a fresh SQLite database, driven by Debian's headless Chromium. */
export async function startE2E(env: Record<string, string> = {}, opts: { uiDir?: string } = {}): Promise<E2E> {
  const uiDir = path.resolve(opts.uiDir ?? 'dist');
  if (!fs.existsSync(path.join(uiDir, 'index.html')))
    throw new Error('Build the UI first (npm run build); npm test does it for you.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-e2e-'));
  const config = loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });
  // Appended synchronously, so what a test reads is everything logged so far.
  const logFile = path.join(dataDir, 'server.log');
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      fs.appendFileSync(logFile, chunk);
      done();
    },
  });
  const db = createDb({ sqlitePath: path.join(dataDir, 'caretaker.sqlite') });
  await migrate(db);
  await seedDemo(db);
  const app = await buildApp({ config, db, uiDir, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  (config as { publicUrl: string }).publicUrl = url;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const cspViolations: CspViolation[] = [];
  const sessionTokens = new Set<string>();
  const requestedUrls: string[] = [];
  const serverLog = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
  return {
    url,
    app,
    db,
    browser,
    dataDir,
    logFile,
    serverLog,
    sessionTokens,
    requestedUrls,
    cspViolations,
    async newPage() {
      const context = await browser.newContext({
        baseURL: url,
        viewport: { width: 1400, height: 900 },
        locale: 'en-GB',
      });
      context.on('request', (request) => {
        requestedUrls.push(request.url());
      });
      // The token is read from the login answer before the browser gets it: a listener on 'response' may find the
      // body already gone once the app navigates, and the leak check would then miss a token.
      await context.route('**/api/auth/login', async (route) => {
        const response = await route.fetch();
        if (response.status() === 200) {
          const json = (await response.json().catch(() => ({}))) as { data?: { token?: string } };
          if (json.data?.token) sessionTokens.add(json.data.token);
        }
        await route.fulfill({ response });
      });
      await context.exposeFunction('__cspViolation', (v: CspViolation) => void cspViolations.push(v));
      await context.addInitScript(reportCspViolations);
      const page = await context.newPage();
      page.setDefaultTimeout(15000);
      return page;
    },
    async close() {
      await browser.close();
      await app.close();
      // Every e2e run ends with the check of issue 7: no session token in the server log nor in any URL the browser asked for.
      const log = serverLog();
      const leaks = [...sessionTokens].filter(
        (token) =>
          log.includes(token) || requestedUrls.some((u) => u.includes(token) || u.includes(encodeURIComponent(token))),
      );
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (leaks.length) throw new Error(`${leaks.length} session token(s) found in the server log or in a request URL`);
      if (cspViolations.length)
        throw new Error(
          `Content-Security-Policy violations:\n${cspViolations.map((v) => JSON.stringify(v)).join('\n')}`,
        );
    },
  };
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/sign-in');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Waits until the first match is visible (Playwright's own waiting; assertions stay vitest's). */
export const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

/** Draws a stroke on the signature pad with the mouse. */
export async function drawSignature(page: Page, name: RegExp) {
  // a closing dialog's backdrop would take the strokes
  await expect.poll(() => page.locator('.MuiDialog-root').count()).toBe(0);
  const canvas = page.getByRole('img', { name });
  // centre it: at the top edge the fixed app bar would take the first strokes
  await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(200);
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 30 + i * 20, box.y + 100 + (i % 2 ? -40 : 40), { steps: 3 });
  await page.mouse.up();
}

/**
 * Waits until the service worker controls the page, so that a reload offline finds the app, and then for `ready` (what
 * the page shows once it has rendered). The worker registers once the page has loaded and precaches the shell first;
 * on a loaded machine the page can end up uncontrolled (the install failed, or the worker became active while the page
 * was still loading) and the browser tries again only at the next load — as for a user, the page is loaded again, and
 * its content awaited again.
 */
export async function controlledByServiceWorker(page: Page, ready: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
      break;
    } catch (e) {
      const state = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return r ? { installing: !!r.installing, waiting: !!r.waiting, active: r.active?.state ?? null } : null;
      });
      if (attempt === 3) throw new Error(`No service worker controls the page: ${JSON.stringify(state)}`, { cause: e });
      console.warn(`service worker not in control after ${attempt * 30} s (${JSON.stringify(state)}): loading again`);
      await page.reload();
    }
  }
  await ready.first().waitFor({ timeout: 60_000 });
}

/**
 * "Make available offline" on the record's page, once the service worker controls it. The automatic preparation may
 * have kept the user's open record already: the button then says "Available offline" (a moment after the page shows it
 * as not kept, while the device is read), and there is nothing to click.
 */
export async function makeAvailableOffline(page: Page): Promise<void> {
  const make = page.getByRole('button', { name: 'Make available offline' });
  // exact: the name 'Make available offline' holds it too
  const kept = page.getByRole('button', { name: 'Available offline', exact: true });
  await controlledByServiceWorker(page, make.or(kept));
  try {
    await make.click({ timeout: 5_000 });
  } catch (e) {
    if (!(await kept.isVisible())) throw e;
  }
  await kept.waitFor();
}

/** Signs in afresh as `email`, opens `url` and waits for its heading in the main content. */
export async function openAs(page: Page, email: string, url: string, heading: string | RegExp) {
  await page.context().clearCookies();
  await signIn(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await page.goto(url);
  await page.locator('#main-content').getByRole('heading', { name: heading }).first().waitFor();
}

/**
 * Records, from the next document's first paint, what of the page's content a layout shift moved (an element's start
 * tag); `movedContent` reads it. The frame's footer, pushed down as any page's content arrives, is not the page's.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { movedContent: string[] };
    w.movedContent = [];
    type Shift = PerformanceEntry & { hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[])
        for (const { node } of e.hadRecentInput ? [] : e.sources)
          if (node instanceof Element && node.closest('#main-content') && !node.closest('.ct-footer'))
            w.movedContent.push(node.outerHTML.slice(0, 80));
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const movedContent = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { movedContent: string[] }).movedContent);

/** As the term contractor, opens the building-maintenance deliverable of `month` 2025 (North East) to sign; its id. */
export async function openDeliverableToSign(page: Page, month: string): Promise<number> {
  await openAs(
    page,
    'term-contractor@caretaker.test',
    '/deliverables/building-maintenance',
    'Building maintenance deliverables',
  );
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: '2025' }).click();
  await page.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: month }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Sign ${month} 2025 North East` }).click();
  await page.waitForURL((u) => /\/deliverables\/building-maintenance\/\d+$/.test(u.pathname));
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('heading', { name: new RegExp(`${month} 2025`) }).waitFor();
  return id;
}

/**
 * As the term contractor, starts an inspection of Ang Mo Kio Primary School from a BM & TP checklist template, with the
 * demo technician, checked in on 2 November 2026; waits for the checklist and returns its address.
 */
export async function startInspection(page: Page, template: string): Promise<string> {
  await openAs(page, 'term-contractor@caretaker.test', '/checklist/bm-tp-checklist', 'BM & TP checklists');
  await page
    .getByRole('row', { name: new RegExp(template) })
    .getByRole('button', { name: 'Create inspection' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'School' }).fill('Ang Mo Kio');
  await page.getByRole('option', { name: 'Ang Mo Kio Primary School' }).click();
  await dialog.getByRole('combobox', { name: 'Members' }).fill('Demo Technician');
  await page.getByRole('option', { name: 'Demo Technician' }).click();
  // November: the quarterly and half-yearly items of the safety audit are not due, so three checked items are enough.
  await dialog.getByLabel('Check-in').fill('2026-11-02T08:00');
  await dialog.getByRole('button', { name: 'Create inspection' }).click();
  await page.locator('#main-content').getByRole('heading', { name: template }).first().waitFor();
  return new URL(page.url()).pathname;
}
