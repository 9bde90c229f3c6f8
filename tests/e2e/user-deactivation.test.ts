/**
 * An administrator deactivates a user from the user's edit screen: the user's open session ends, their sign-in is
 * refused with the deactivation message, the users list shows and filters the status, and Reactivate lets them back
 * in. The edit screen and the filtered list pass axe and fit a phone.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { checkScreen } from './checks.js';
import { DEMO_PASSWORD, signIn, startE2E, visible, type E2E } from './support.js';

let e2e: E2E;
const EMAIL = 'technician@caretaker.test';

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

it('deactivates and reactivates a user from the edit screen', async () => {
  const id = (await e2e.db.selectFrom('users').select('id').where('email', '=', EMAIL).executeTakeFirstOrThrow()).id;
  // The technician is signed in (through the API) before the deactivation.
  const login = await fetch(`${e2e.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }),
  });
  const session = ((await login.json()) as { data: { token: string } }).data.token;
  const me = () => fetch(`${e2e.url}/api/auth/me`, { headers: { authorization: `Bearer ${session}` } });
  expect((await me()).status).toBe(200);

  const page = await e2e.newPage();
  await signIn(page, 'admin@caretaker.test');
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await page.goto(`/settings/users/${id}`);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog');
  await visible(dialog.getByText(/signed out everywhere at once/));
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await visible(page.getByText('This user is deactivated: they cannot sign in.'));
  await checkScreen(page);
  expect((await me()).status).toBe(401);

  await page.goto(`/settings/users?filter=${encodeURIComponent(JSON.stringify({ status: 'deactivated' }))}`);
  const row = page.getByRole('row', { name: /technician@caretaker\.test/i });
  await visible(row.getByText('Deactivated'));
  expect(await page.getByRole('row', { name: /admin@caretaker\.test/i }).count()).toBe(0);
  await checkScreen(page);

  const other = await e2e.newPage();
  await signIn(other, EMAIL);
  await visible(other.getByText(MSG.accountDeactivated));
  expect(new URL(other.url()).pathname).toBe('/auth/sign-in');

  await page.goto(`/settings/users/${id}`);
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await visible(page.getByRole('button', { name: 'Deactivate' }));
  await signIn(other, EMAIL);
  await other.waitForURL((u) => !u.pathname.startsWith('/auth'));
});
