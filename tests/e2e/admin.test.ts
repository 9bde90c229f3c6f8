/**
 * Issue 2's end-to-end promise: an administrator creates a role and a user with it; that user sees only
 * the menu their role allows and gets the 403 page for a screen outside it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startE2E, type E2E, visible } from './support.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

it('admin creates a role and a user; the user sees only their menu and a 403 elsewhere', async () => {
  const page = await e2e.newPage();
  await signIn(page, 'admin@caretaker.test');
  await page.waitForURL(/\/$/);

  // A role that may only read users and open the audit log.
  await page.goto('/settings/roles/create');
  await page.getByLabel(/^Name/).fill('Auditor');
  await page.getByLabel(/^Slug/).fill('AUDITOR');
  await page.getByLabel(/^Description/).fill('Reads users and the audit log');
  await page.getByRole('checkbox', { name: 'View users' }).check();
  await page.getByRole('checkbox', { name: 'View audit log' }).check();
  await page.getByRole('button', { name: /save/i }).click();
  await visible(page.getByText('Successfully created role'));
  await page.waitForURL(/\/settings\/roles(\?|$)/);

  // A user with that role.
  await page.goto('/settings/users/create');
  await page.getByLabel(/^Name/).fill('Alex Auditor');
  await page.getByLabel(/^Email/).fill('alex.auditor@caretaker.test');
  await page.getByLabel(/^Role/).click();
  await page.getByRole('option', { name: 'Auditor' }).click();
  await page.getByLabel(/^Password/).fill('Audit#Trail2026');
  await page.getByRole('button', { name: /save/i }).click();
  await visible(page.getByText('Successfully created user'));
  await page.waitForURL(/\/settings\/users(\?|$)/);
  const stored = await e2e.db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.full_name', 'roles.slug'])
    .where('users.email', '=', 'alex.auditor@caretaker.test')
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ full_name: 'Alex Auditor', slug: 'AUDITOR' });

  // Sign out, sign in as the new user.
  await page.getByRole('button', { name: 'Demo Admin' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/auth\/sign-in$/);
  await signIn(page, 'alex.auditor@caretaker.test', 'Audit#Trail2026');
  await page.waitForURL(/\/$/);

  // Home offers shortcuts to exactly the screens of their menu.
  await visible(page.getByRole('link', { name: 'Users' }));
  expect(await page.getByRole('link', { name: 'Roles' }).count()).toBe(0);

  // Only Settings > Users and Audit log, nothing else of the administration.
  const nav = page.locator('nav, [role="navigation"], .MuiDrawer-root').first();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await visible(page.getByRole('menuitem', { name: 'Users' }));
  await visible(page.getByRole('menuitem', { name: 'Audit log' }));
  expect(await page.getByRole('menuitem', { name: 'Roles' }).count()).toBe(0);
  expect(await page.getByRole('menuitem', { name: 'Permissions' }).count()).toBe(0);
  expect(await nav.getByText('Document repository').count()).toBe(0);

  // The users list opens; the roles screen is forbidden.
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await visible(page.getByRole('cell', { name: 'Alex Auditor' }));
  await page.goto('/settings/roles');
  await visible(page.getByText('We are sorry, but you do not have access to this page.'));
  await page.context().close();
});
