/**
 * Single sign-on end to end in Chromium (docs/single-sign-on.md) against a real OpenID provider running in this process
 * on 127.0.0.1 (oidc-provider): "Sign in with <organisation>" on the sign-in page, the provider's login page, the home
 * page; a user the organisation's groups give no role is refused with a clear message; signing out ends the
 * provider's session too and comes back to the sign-in page. Each of our screens passes axe and fits 375 px.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { providerConfig } from '../api/sso.support.js';
import { startTestProvider, type TestProvider } from '../support/oidcProvider.js';
import { checkScreen } from './checks.js';
import { startE2E, visible, type E2E } from './support.js';

let op: TestProvider;
let e2e: E2E;
let page: Page;
beforeAll(async () => {
  op = await startTestProvider();
  e2e = await startE2E({ OIDC_PROVIDERS: JSON.stringify([providerConfig(op)]) });
  op.register([`${e2e.url}/api/auth/sso/test/callback`], [`${e2e.url}/auth/sign-in`]);
  op.accounts.set('tech', {
    sub: 'tech',
    email: 'ada.field@organisation.test',
    name: 'Ada Field',
    groups: ['caretaker-technicians'],
  });
  op.accounts.set('stranger', { sub: 'stranger', email: 'stranger@organisation.test', groups: ['visitors'] });
  page = await e2e.newPage();
  // the session answered to the SSO handoff joins the run's check that no token reaches a log or an address
  await page.context().route('**/api/auth/sso/complete', async (route) => {
    const response = await route.fetch();
    const json = (await response.json().catch(() => ({}))) as { data?: { token?: string } };
    if (json.data?.token) e2e.sessionTokens.add(json.data.token);
    await route.fulfill({ response });
  });
});
afterAll(async () => {
  await page?.context().close();
  await e2e?.close();
  await op?.close();
});

/** From the sign-in page through the provider's login page as this e-mail. */
async function signInWithProvider(email: string) {
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Sign in with Test Organisation' }).click();
  await visible(page.getByRole('heading', { name: 'Test provider sign-in' }));
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('single sign-on', () => {
  it('shows the organisation’s button under the form', async () => {
    await page.goto('/auth/sign-in');
    await visible(page.getByRole('link', { name: 'Sign in with Test Organisation' }));
    await checkScreen(page);
  });

  it('signs a mapped user in from the button to the home page, creating the account', async () => {
    await signInWithProvider('ada.field@organisation.test');
    await page.waitForURL((u) => u.pathname === '/');
    await visible(page.getByText('Welcome, Ada Field'));
    expect((await page.context().cookies()).some((c) => c.name === 'authToken')).toBe(true);
    // the handoff cookie is spent and gone; no token in the address bar at any step
    expect((await page.context().cookies()).some((c) => c.name === 'ct_sso_handoff')).toBe(false);
    const user = await e2e.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['roles.slug', 'users.zone_in_charge'])
      .where('users.email', '=', 'ada.field@organisation.test')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ slug: 'TECHNICIAN', zone_in_charge: '["NORTH","EAST"]' });
  });

  it('signs out of Caretaker and of the provider, back to the sign-in page', async () => {
    await page.getByRole('button', { name: 'Ada Field' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((u) => u.href.startsWith(op.issuer));
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((u) => u.href.startsWith(e2e.url) && u.pathname === '/auth/sign-in');
    expect((await page.context().cookies()).some((c) => c.name === 'authToken')).toBe(false);
    // the provider's session is over too: the next sign-in asks who it is again
    await page.getByRole('link', { name: 'Sign in with Test Organisation' }).click();
    await visible(page.getByRole('heading', { name: 'Test provider sign-in' }));
  });

  it('refuses a user whose groups map to no role, with a clear message on the sign-in page', async () => {
    await page.context().clearCookies();
    await signInWithProvider('stranger@organisation.test');
    await page.waitForURL((u) => u.pathname === '/auth/sign-in');
    await visible(page.getByRole('alert').getByText(MSG.ssoNotMapped));
    await checkScreen(page);
    const created = await e2e.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'stranger@organisation.test')
      .execute();
    expect(created).toEqual([]);
  });
});
