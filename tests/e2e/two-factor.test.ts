/**
 * Two-factor sign-in end to end in Chromium (docs/two-factor.md): a user turns it on from My profile — the test reads
 * the key shown under the QR code and computes the authenticator's code with otplib — and signs in again with a code;
 * a user whose role requires it enrols during sign-in. Each screen passes axe and fits a 375 px phone.
 */
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen } from './checks.js';
import { signIn, startE2E, visible, type E2E } from './support.js';

let e2e: E2E;
let page: Page;
beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
});
afterAll(async () => {
  await page?.context().close();
  await e2e?.close();
});

/** The authenticator's code `offset` time steps from now. */
const codeAt = (secret: string, offset = 0) =>
  generate({ secret, epoch: (Math.floor(Date.now() / 30_000) + offset) * 30 });

const inShell = () => page.waitForURL((u) => !u.pathname.startsWith('/auth'));

describe('two-factor sign-in', () => {
  it('is turned on from My profile, then asked for at the next sign-in', async () => {
    const email = 'maintenance-team@caretaker.test';
    await signIn(page, email);
    await inShell();
    await page.getByRole('button', { name: /profile|maintenance/i }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await page.getByRole('tab', { name: 'Two-factor sign-in' }).click();
    await page.getByRole('button', { name: 'Set up' }).click();
    await visible(page.getByRole('img', { name: 'QR code for your authenticator app' }));
    await checkScreen(page);
    const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel(/^Code/).fill(await codeAt(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await visible(codes);
    expect(await codes.count()).toBe(10);
    await checkScreen(page);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await visible(page.getByText('Two-factor sign-in is on. Recovery codes left: 10.'));

    // signed out, the password alone no longer opens the application
    await page.context().clearCookies();
    await signIn(page, email);
    await visible(page.getByRole('heading', { name: 'Two-factor sign-in' }));
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
    expect((await page.context().cookies()).some((c) => c.name === 'authToken')).toBe(false);
    await checkScreen(page);
    // the confirming code's step is spent: the next one signs in
    await page.getByLabel(/^Code/).fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await inShell();
    expect((await page.context().cookies()).some((c) => c.name === 'authToken')).toBe(true);
  });

  it('leads a user whose role requires it through the enrolment at sign-in', async () => {
    await e2e.db.updateTable('roles').set({ requires_two_factor: 1 }).where('slug', '=', 'INVOICE_TEAM').execute();
    await page.context().clearCookies();
    await signIn(page, 'invoice_team@caretaker.test');
    await visible(page.getByRole('heading', { name: 'Set up two-factor sign-in' }));
    await visible(page.getByRole('img', { name: 'QR code for your authenticator app' }));
    await checkScreen(page);
    const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    await page.getByLabel(/^Code/).fill(await codeAt(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByRole('heading', { name: 'Your recovery codes' }));
    expect(await page.getByTestId('recovery-codes').getByRole('listitem').count()).toBe(10);
    await checkScreen(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await inShell();
  });
});
