/**
 * A stored photo deleted without signal on a phone (375 px) in Chromium against the real API: on a work service order
 * and on a checklist defect made available offline, one of two stored photos is deleted offline — gone from the form at
 * once, one change waiting, still gone after a reload offline — and once the signal is back the server holds exactly
 * the other photo within 30 s.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePixelPng } from '../api/helpers.js';
import { checkScreen } from './checks.js';
import { addFiftyItemTemplate, card, TEMPLATE } from './offlineSupport.js';
import { draftWso, prepareWso, wsoPhotos } from './offlineWsoSupport.js';
import { makeAvailableOffline, startE2E, startInspection, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await addFiftyItemTemplate(e2e);
});
afterAll(async () => {
  await e2e?.close();
});

/** Waits until the outbox is empty and the server holds `names` (polled: the sync runs when the signal is back). */
async function serverHolds(read: () => Promise<{ name: string }[]>, names: string[]) {
  const started = Date.now();
  await expect.poll(async () => (await read()).map((p) => p.name), { timeout: 30_000, interval: 250 }).toEqual(names);
  expect(Date.now() - started).toBeLessThan(30_000);
}

describe('a stored photo deleted without signal', () => {
  it('on a work service order: gone at once, after a reload, and from the server once the signal is back', async () => {
    const page = await e2e.newPage();
    try {
      const id = await draftWso(e2e, 'FC-DEL-1', ['keep.png', 'drop.png']);
      // photos are deleted by the term contractor (spec §5)
      await prepareWso(page, id, { email: 'term-contractor@caretaker.test' });
      await page.context().setOffline(true);
      await page.reload();
      await page.locator('#main-content').getByRole('heading', { name: 'Edit work service order' }).waitFor();
      await page.getByText('You are offline').waitFor();
      await expect.poll(() => page.getByTestId('wso-photo').count()).toBe(2);

      await page.getByRole('button', { name: 'Delete photo drop.png' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('1 change waiting to be sent').waitFor();
      await expect.poll(() => page.getByTestId('wso-photo').count()).toBe(1);
      await page.getByRole('img', { name: 'keep.png' }).waitFor();
      expect(await page.getByTestId('offline-status').textContent()).toBe('1');
      await checkScreen(page);

      await page.reload();
      await page.locator('#main-content').getByRole('heading', { name: 'Edit work service order' }).waitFor();
      await page.getByText('1 change waiting to be sent').waitFor();
      await expect.poll(() => page.getByTestId('wso-photo').count()).toBe(1);
      expect(await page.getByRole('img', { name: 'drop.png' }).count()).toBe(0);
      // nothing reached the server while offline
      expect((await wsoPhotos(e2e, id)).map((p) => p.name)).toEqual(['keep.png', 'drop.png']);

      await page.context().setOffline(false);
      await serverHolds(() => wsoPhotos(e2e, id), ['keep.png']);
      await expect.poll(() => page.getByTestId('offline-status').count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => page.getByTestId('wso-photo').count()).toBe(1);
    } finally {
      await page.close();
    }
  }, 300_000);

  it('on a checklist defect: gone at once, after a reload, and from the server once the signal is back', async () => {
    const page = await e2e.newPage();
    try {
      const id = Number((await startInspection(page, TEMPLATE)).split('/').pop());
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await page.locator('#main-content').getByRole('heading', { name: TEMPLATE }).first().waitFor();
      // a defect with two pictures, on the server before the checklist is kept on the device
      await card(page, '1.1').getByRole('button', { name: 'Add defect: 1.1 Point 1.1' }).click();
      let form = page.getByRole('dialog');
      await form.getByRole('radio', { name: 'Yes' }).check();
      await form.getByLabel('Location').fill('Room 1.1');
      await form.getByLabel('Description').fill('Crack found at 1.1');
      await form
        .locator('input[type=file]')
        .first()
        .setInputFiles(
          ['keep.png', 'drop.png'].map((name, i) => ({
            name,
            mimeType: 'image/png',
            buffer: onePixelPng([i * 90, 40, 40, 255]),
          })),
        );
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });
      await card(page, '1.1').getByRole('button', { name: 'Follow up' }).waitFor();
      const defect = await e2e.db
        .selectFrom('defects')
        .select('id')
        .where('inspection_id', '=', id)
        .executeTakeFirstOrThrow();
      const stored = () =>
        e2e.db
          .selectFrom('attachments')
          .select('name')
          .where('owner_id', '=', defect.id)
          .where('owner_type', 'in', ['defect_before', 'defect_after', 'defect_supporting'])
          .orderBy('id')
          .execute();
      expect((await stored()).map((p) => p.name)).toEqual(['keep.png', 'drop.png']);
      await makeAvailableOffline(page);

      await page.context().setOffline(true);
      await page.getByText('You are offline').waitFor();
      form = await openDefect(page);
      await expect.poll(() => form.getByTestId('defect-photo').count()).toBe(2);
      page.once('dialog', (d) => void d.accept());
      await form.getByRole('button', { name: 'Delete drop.png' }).click();
      await expect.poll(() => form.getByTestId('defect-photo').count()).toBe(1);
      await form.getByRole('button', { name: 'Open keep.png' }).waitFor();
      await checkScreen(page);
      await form.getByRole('button', { name: 'Close' }).click();
      await page.getByText('1 change waiting to be sent').waitFor();

      await page.reload();
      await page.locator('#main-content').getByRole('heading', { name: TEMPLATE }).first().waitFor();
      await page.getByText('1 change waiting to be sent').waitFor();
      form = await openDefect(page);
      await expect.poll(() => form.getByTestId('defect-photo').count()).toBe(1);
      expect(await form.getByRole('button', { name: 'Open drop.png' }).count()).toBe(0);
      await form.getByRole('button', { name: 'Close' }).click();
      expect((await stored()).map((p) => p.name)).toEqual(['keep.png', 'drop.png']);

      await page.context().setOffline(false);
      await serverHolds(stored, ['keep.png']);
      await expect.poll(() => page.getByTestId('offline-status').count(), { timeout: 10_000 }).toBe(0);
    } finally {
      await page.close();
    }
  }, 300_000);
});

/** The defect of item 1.1, read from the device. */
async function openDefect(page: Page) {
  await card(page, '1.1').getByRole('button', { name: 'Follow up' }).click();
  const form = page.getByRole('dialog');
  await form.getByText('Room 1.1').waitFor();
  return form;
}
