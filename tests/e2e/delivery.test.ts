/**
 * Delivery in Chromium against the production build: the Content-Security-Policy holds (and its violations are seen),
 * the sign-in page paints without the shell and fetches it once the user types, in the chosen language, the API docs
 * run under their own policy, and the service worker paints a second visit from its cache and serves a new deploy
 * at the next load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_TEXTS } from '../../src/pages/auth/i18n.js';
import { compressDir } from '../../scripts/vite/compressAssets.js';
import { DEMO_PASSWORD, signIn, startE2E, type E2E, visible } from './support.js';

let e2e: E2E;
let uiDir: string;

beforeAll(async () => {
  // a copy of the build, so that the test can deploy a new version into it
  uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-ui-'));
  fs.cpSync(path.resolve('dist'), uiDir, { recursive: true });
  e2e = await startE2E({}, { uiDir });
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(uiDir, { recursive: true, force: true });
});

const chunk = (source: string) =>
  JSON.parse(fs.readFileSync(path.join(uiDir, '.vite', 'manifest.json'), 'utf8'))[source].file as string;
const shellChunk = () => chunk('src/App.tsx');

/** The files a module needs before it runs (its chunk and its static imports, recursively), read from the build. */
function staticFiles(sources: string[]): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(uiDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...files];
}
const translationsChunk = () => chunk('src/i18n/translations.ts');

function scriptsLoaded(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') loaded.push(new URL(r.url()).pathname);
  });
  return loaded;
}

describe('delivery', () => {
  it('reports a script the policy refuses (the listener every e2e file relies on)', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth/sign-in');
    await visible(page.getByRole('button', { name: /sign in/i }));
    const before = e2e.cspViolations.length;
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.injected = true';
      document.body.append(s);
    });
    await expect.poll(() => e2e.cspViolations.length).toBe(before + 1);
    expect(e2e.cspViolations[before].directive).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    e2e.cspViolations.splice(before, 1);
    await page.context().close();
  });

  it('paints the sign-in page without the shell, fetches the shell while the user types, and speaks the chosen language', async () => {
    const page = await e2e.newPage();
    const loaded = scriptsLoaded(page);
    await page.goto('/auth/sign-in');
    await visible(page.getByRole('button', { name: /sign in/i }));
    await page.waitForLoadState('networkidle');
    expect(loaded).not.toContain(`/${shellChunk()}`);
    const fr = PUBLIC_TEXTS.fr;
    await page.getByLabel(PUBLIC_TEXTS.en.auth.language).selectOption('fr');
    await visible(page.getByRole('heading', { name: fr.auth.sign_in_title }));
    await page.getByLabel(new RegExp(fr.auth.email)).fill('admin@caretaker.test');
    await expect.poll(() => loaded).toContain(`/${shellChunk()}`);
    await page.getByLabel(new RegExp(`^${fr.auth.password}`)).fill('wrong-password-1!');
    await page.getByRole('button', { name: fr.auth.sign_in }).click();
    await visible(page.getByText(fr.msg.loginFailed));
    await page.getByLabel(new RegExp(`^${fr.auth.password}`)).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: fr.auth.sign_in }).click();
    await page.waitForURL(/\/$/);
    await visible(page.getByText(fr.msg.loginSuccess));
    // the shell follows: its menu in French, from the translations loaded on demand
    await visible(page.getByRole('menuitem', { name: 'Tableau de bord' }).first());
    expect(loaded).toContain(`/${translationsChunk()}`);
    await page.context().close();
  });

  it('loads French, German and Dutch only for a user who reads them, before the shell paints', async () => {
    const page = await e2e.newPage();
    const loaded = scriptsLoaded(page);
    await signIn(page, 'admin@caretaker.test');
    await visible(page.getByRole('menuitem', { name: 'Dashboard', exact: true }));
    await page.waitForLoadState('networkidle');
    expect(loaded).toContain(`/${shellChunk()}`);
    expect(loaded).not.toContain(`/${translationsChunk()}`);
    // the language is remembered: the next visit paints in German at once, never in English first
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('de')));
    await page.addInitScript(() => {
      const w = window as unknown as { sawEnglish?: boolean };
      new MutationObserver(() => {
        const items = document.querySelectorAll('[role="menuitem"]');
        if ([...items].some((item) => item.textContent?.trim() === 'Dashboard')) w.sawEnglish = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();
    await visible(page.getByRole('menuitem', { name: 'Übersicht' }));
    expect(await page.evaluate(() => (window as unknown as { sawEnglish?: boolean }).sawEnglish)).toBeUndefined();
    expect(loaded).toContain(`/${translationsChunk()}`);
    await page.context().close();
  });

  it('paints the frame and the welcome before the shell arrives, which takes over in place and asks nothing twice', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@caretaker.test');
    await visible(page.getByRole('menuitem', { name: 'Dashboard', exact: true }));
    // the next visit must load the shell from the network, where the test can hold it back
    await page.evaluate(async () => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${shellChunk()}`, async (route) => {
      await held;
      await route.continue();
    });
    const askedWho: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/me') askedWho.push(r.url());
    });
    const heading = (selector: string) =>
      page.locator(selector).evaluate((e) => {
        const r = e.getBoundingClientRect();
        return [r.left, r.top, r.width, r.height];
      });

    await page.goto('/');
    const skeleton = page.getByTestId('shell-skeleton');
    await visible(skeleton.getByText('Welcome, Demo Admin'));
    const painted = await heading('.ct-skeleton-h5');
    expect(await page.getByRole('menuitem').count()).toBe(0);
    release();
    await visible(page.getByRole('menuitem', { name: 'Dashboard', exact: true }));
    await visible(page.getByRole('heading', { name: 'Welcome, Demo Admin' }));
    await expect.poll(() => skeleton.count()).toBe(0);
    // the shell's welcome sits exactly where the skeleton's was
    expect(await heading('h1.MuiTypography-h5')).toEqual(painted);
    expect(askedWho).toHaveLength(1);
    await page.context().close();
  });

  it('keeps the device store and resumable uploads out of the files the home page and the lists start with', () => {
    const start = staticFiles(['index.html', 'src/App.tsx', 'src/layout/Layout.tsx', 'src/pages/Home.tsx']);
    const list = staticFiles(['custom-pages/quotations/QuotationList.tsx']);
    expect(start.length).toBeGreaterThan(3);
    const holding = (mark: string) =>
      [...new Set([...start, ...list])].filter((f) => fs.readFileSync(path.join(uiDir, f), 'utf8').includes(mark));
    // Dexie's own error name, and the header every tus request carries
    expect(holding('DatabaseClosedError')).toEqual([]);
    expect(holding('Tus-Resumable')).toEqual([]);
    // both are in the build, with the field screens
    const all = fs.readdirSync(path.join(uiDir, 'assets')).filter((f) => f.endsWith('.js'));
    expect(
      all.some((f) => fs.readFileSync(path.join(uiDir, 'assets', f), 'utf8').includes('DatabaseClosedError')),
    ).toBe(true);
  });

  it('starts the home page and the lists with the shared code they evaluate, not the forms’', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(uiDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const stage = (file: string) => /assets\/(?:framework|common)(-list|-more)?-[\w-]+\.js$/.exec(file)?.[1] ?? null;
    const shared = Object.values(manifest).filter((e) => /assets\/(?:framework|common)/.test(e.file));
    // the shared code in three stages, each only importing its own or an earlier one (scripts/vite/startChunks.ts)
    expect(new Set(shared.map((e) => stage(e.file) ?? 'start'))).toEqual(new Set(['start', '-list', '-more']));
    const order = (s: string | null) => (s === null ? 0 : s === '-list' ? 1 : 2);
    for (const e of shared)
      for (const imported of e.imports ?? [])
        expect(order(stage(manifest[imported]?.file ?? '')), `${e.file} imports ${imported}`).toBeLessThanOrEqual(
          order(stage(e.file)),
        );
    const home = staticFiles(['index.html', 'src/App.tsx', 'src/layout/Layout.tsx', 'src/pages/Home.tsx']);
    const list = staticFiles([
      'index.html',
      'src/App.tsx',
      'src/layout/Layout.tsx',
      'custom-pages/quotations/QuotationList.tsx',
    ]);
    expect(home.filter((f) => stage(f))).toEqual([]);
    expect(list.filter((f) => stage(f) === '-more')).toEqual([]);
    expect(list.some((f) => stage(f) === '-list')).toBe(true);
  });

  it('shows the API docs under their own policy', async () => {
    const page = await e2e.newPage();
    await page.goto('/api/docs');
    await visible(page.locator('.swagger-ui .info .title'));
    await visible(page.getByText('/api/auth/login').first());
    await page.context().close();
  });

  it(
    "paints a second visit from the service worker's cache and serves a new deploy at the next load",
    { timeout: 240000 },
    async () => {
      const page = await e2e.newPage();
      await page.goto('/auth/sign-in');
      // the worker registers once the page has loaded, precaches the shell, then becomes active
      const active = () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active);
      await expect.poll(active, { timeout: 90000, interval: 500 }).toBe(true);
      const cached = await page.evaluate(async () => {
        const keys = await caches.keys();
        const cache = await caches.open(keys.find((k) => k.startsWith('caretaker-shell-'))!);
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      });
      expect(cached).toContain('/');
      expect(cached).toContain(`/${shellChunk()}`);
      expect(cached.some((p) => p.endsWith('.js') && p.startsWith('/assets/'))).toBe(true);

      // offline: the shell still paints from the cache
      await page.context().setOffline(true);
      await page.reload();
      await visible(page.getByRole('button', { name: /sign in/i }));
      await page.context().setOffline(false);

      // a new deploy: a new asset and an index.html that loads it (and their compressed copies, as the build writes them)
      fs.writeFileSync(path.join(uiDir, 'assets', 'deploy-2.js'), 'document.documentElement.dataset.deploy = "2";');
      const index = fs.readFileSync(path.join(uiDir, 'index.html'), 'utf8');
      fs.writeFileSync(
        path.join(uiDir, 'index.html'),
        index.replace('</head>', '<script type="module" src="/assets/deploy-2.js"></script></head>'),
      );
      await compressDir(uiDir);
      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.deploy)).toBe('2');
      await visible(page.getByRole('button', { name: /sign in/i }));
      await page.context().close();
    },
  );
});
