/**
 * An administrator opens Settings → API tokens, creates a token for a service account and sees it once; the token then
 * works against the API as that user, and is refused after the administrator revokes it. The screen and its dialog pass
 * axe and fit a phone.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkScreen, overflow, seriousAxe } from './checks.js';
import { openAs, startE2E, visible, type E2E } from './support.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

it('creates a token shown once, which works until it is revoked', async () => {
  const page = await e2e.newPage();
  await openAs(page, 'admin@caretaker.test', '/settings/api-tokens', 'API tokens');
  await checkScreen(page);

  // The token is created on a phone: the dialogs must fit 375 px.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.locator('#main-content').getByRole('heading', { name: 'API tokens' }).waitFor();
  await page.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('finance-system');
  await dialog.getByRole('combobox', { name: 'Service account' }).fill('Invoice');
  await page.getByRole('option').first().click();
  expect(await seriousAxe(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'New token' }).click();

  const field = dialog.getByRole('textbox', { name: /Token/ });
  await visible(field);
  const token = await field.inputValue();
  expect(token).toMatch(/^ctk_[0-9A-Za-z]{54}$/);
  await visible(dialog.getByText(/It will not be shown again/));
  expect(await seriousAxe(page)).toEqual([]);
  await visible(dialog.getByRole('button', { name: 'Copy token' }));
  expect((await overflow(page)).culprits).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.setViewportSize(size);

  const row = page.getByRole('row', { name: /finance-system/ });
  await visible(row.getByText('Active'));
  // The list never shows the secret again.
  expect(await page.locator('#main-content').innerText()).not.toContain(token);

  const me = await fetch(`${e2e.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(200);

  await row.getByRole('button', { name: 'Revoke token finance-system' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await visible(row.getByText('Revoked'));
  const after = await fetch(`${e2e.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(after.status).toBe(401);
  expect(e2e.serverLog()).not.toContain(token);
  await page.context().close();
});
