/**
 * Phone layout (issue 8 item 21; spec part 1: mobile below 768 px): at 375 px every screen of the admin's and
 * a term contractor's menu, and the forms their lists lead to, fit the width — nothing scrolls sideways.
 * With SCREENSHOTS=1 it also writes the README's phone screenshots to docs/screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflow } from './checks.js';
import { menuPaths, sweep, trackRequests } from './screens.js';
import { signIn, startE2E, type E2E } from './support.js';

const PHONE = { width: 375, height: 740 };
const SHOTS_DIR = path.resolve('docs/screenshots');
/** README screenshots: screen address -> file name. */
const SHOTS: Record<string, string> = {
  '/works-order/quotation-list': 'phone-quotation-list.png',
  '/works-order/quotation-list/create': 'phone-quotation-form.png',
  '/settings/users': 'phone-users.png',
};

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

async function phonePage(email: string): Promise<Page> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.url,
    viewport: PHONE,
    locale: 'en-GB',
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  trackRequests(page);
  await signIn(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  return page;
}

async function sweepRole(email: string) {
  const page = await phonePage(email);
  const paths = await menuPaths(e2e, email);
  const wide: string[] = [];
  const visited = await sweep(page, paths, async (screen) => {
    const { over, culprits } = await overflow(page);
    if (over > 0) wide.push(`${screen}: ${over}px too wide (${culprits.join(', ')})`);
    const shot = SHOTS[screen];
    if (shot && process.env.SCREENSHOTS === '1') {
      fs.mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS_DIR, shot), type: 'png' });
    }
  });
  await page.context().close();
  return { visited, wide };
}

describe('phone layout at 375 px', () => {
  it('fits every screen of the admin to the width', async () => {
    const { visited, wide } = await sweepRole('admin@caretaker.test');
    expect(visited.length).toBeGreaterThan(8);
    expect(visited).toContain('/settings/users/create');
    expect(wide).toEqual([]);
  }, 600000);

  it('fits every screen of a term contractor to the width, the quotation form included', async () => {
    const { visited, wide } = await sweepRole('term-contractor@caretaker.test');
    expect(visited).toContain('/works-order/quotation-list/create');
    expect(wide).toEqual([]);
  }, 600000);
});
