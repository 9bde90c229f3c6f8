/**
 * The screens a role can reach, as its users meet them: every entry of its server menu
 * (`GET /api/config/menu`), plus the create form and the first record's edit/show page each list offers.
 * Shared by the phone-layout and accessibility sweeps.
 */
import type { Page } from 'playwright-core';
import type { MenuEntry } from '../../domain/menu.js';
import { DEMO_PASSWORD, type E2E } from './support.js';

/** The in-app addresses of a user's menu, asked of the server as that user. */
export async function menuPaths(e2e: E2E, email: string): Promise<string[]> {
  const login = await e2e.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const menu = await e2e.app.inject({
    method: 'GET',
    url: '/api/config/menu',
    headers: { authorization: `Bearer ${token}` },
  });
  await e2e.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
  const out: string[] = [];
  const walk = (entries: MenuEntry[]) => {
    for (const e of entries) {
      if (e.href && !e.external && e.href.startsWith('/')) out.push(e.href);
      walk(e.children ?? []);
    }
  };
  walk((menu.json() as { data: MenuEntry[] }).data);
  return [...new Set(out)];
}

/** Opens an in-app address without reloading the app (react-router follows popstate), then waits for it to draw. */
export async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // a screen may redirect (a 403 page, a default tab): settle wherever it lands
  await page.waitForURL((u) => u.pathname === path, { timeout: 3000 }).catch(() => undefined);
  await settle(page);
}

const inflight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's API requests in flight (the notification stream stays open, so it does not count). */
export function trackRequests(page: Page) {
  const open = new Set<unknown>();
  inflight.set(page, open);
  page.on('request', (r) => {
    if (!r.url().includes('/notifications/stream')) open.add(r);
  });
  const done = (r: unknown) => open.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits until the screen has drawn: no request in flight and no progress indicator for a quiet moment. */
export async function settle(page: Page) {
  await page.locator('.RaLayout-content').first().waitFor({ state: 'visible' });
  // lazily loaded screens draw nothing until their code arrives: wait for the screen's own content
  await page
    .waitForFunction(
      () =>
        !!document.querySelector(
          '.RaLayout-content :is(form, table, h1, h2, h3, h4, h5, h6, ul, [role="tabpanel"], .MuiCard-root)',
        ),
      undefined,
      { timeout: 15000 },
    )
    .catch(() => undefined);
  const open = inflight.get(page);
  const until = Date.now() + 15000;
  let quietSince = 0;
  while (Date.now() < until) {
    const busy =
      (open?.size ?? 0) > 0 ||
      (await page.locator('.RaLayout-content .MuiCircularProgress-root, .RaLayout-content .MuiSkeleton-root').count()) >
        0;
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) return;
    await page.waitForTimeout(50);
  }
}

/**
 * On a list screen: the addresses of its create form and of the first record (edit or show), when the
 * screen offers them to this user. Links are read from the page; a row that opens on click is clicked.
 */
export async function formsOf(page: Page, listPath: string): Promise<string[]> {
  const found = await page.evaluate((base) => {
    const content = document.querySelector('.RaLayout-content');
    if (!content) return [];
    const hrefs = [...content.querySelectorAll('a[href]')].map((a) => new URL((a as HTMLAnchorElement).href).pathname);
    const mine = hrefs.filter((h) => h.startsWith(`${base}/`));
    const create = mine.find((h) => /\/(create|add)$/.test(h));
    const record = mine.find((h) => !/\/(create|add)$/.test(h));
    return [create, record].filter((h): h is string => !!h);
  }, listPath);
  if (found.some((h) => !/\/(create|add)$/.test(h))) return found;
  // rows without links (rowClick): open the first one and come back
  const row = page
    .locator('.RaLayout-content tbody tr.RaDatagrid-clickableRow, .RaLayout-content tbody tr.RaDataTable-clickableRow')
    .first();
  if ((await row.count()) === 0) return found;
  await row.locator('td').first().click();
  await page.waitForURL((u) => u.pathname !== listPath, { timeout: 3000 }).catch(() => undefined);
  const opened = new URL(page.url()).pathname;
  return opened !== listPath ? [...found, opened] : found;
}

/** Every screen of a role: menu entries first, then the forms they lead to (each once). */
/**
 * Visits every list of `paths` and the forms each leads to. `formsSeen`, shared between the roles of a sweep, visits a
 * form once per run: a create, edit or show screen is built from its schema the same way for every role, while the
 * lists (what a role sees and may do) are checked for each role.
 */
export async function sweep(
  page: Page,
  paths: string[],
  visit: (path: string) => Promise<void>,
  formsSeen: Set<string> = new Set(),
) {
  const seen = new Set<string>();
  for (const listPath of paths) {
    await open(page, listPath);
    await visit(listPath);
    seen.add(listPath);
    for (const form of await formsOf(page, listPath)) {
      if (seen.has(form) || formsSeen.has(form)) continue;
      seen.add(form);
      formsSeen.add(form);
      await open(page, form);
      await visit(form);
    }
  }
  return [...seen];
}
