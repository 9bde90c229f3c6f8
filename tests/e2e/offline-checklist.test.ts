/**
 * Field work without signal on a phone (375 px) in Chromium against the real API: a term contractor makes a checklist
 * available offline, loses the connection, answers 50 items, records 3 defects with 6 photos, signs and submits, reloads
 * the page while still offline (nothing is lost), and once the connection is back everything is on the server exactly
 * once within 30 s — the answers, the defects, the photos (made smaller on the device), the submission.
 */
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFiftyItemTemplate, answer, card, ELEMENTS, prepareOffline, TEMPLATE } from './offlineSupport.js';
import { checkScreen } from './checks.js';
import { drawSignature, startE2E, type E2E } from './support.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
  await addFiftyItemTemplate(e2e);
});
afterAll(async () => {
  await e2e?.close();
});

/** A camera-sized picture: the device must make it 1600 px wide before keeping it. */
const bigPhoto = (shade: number) =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: shade, g: 120, b: 80 } } })
    .png()
    .toBuffer();

describe('a checklist without signal', () => {
  it('is filled in offline, survives a reload, and reaches the server exactly once when the signal is back', async () => {
    const page = await e2e.newPage();
    try {
      const id = await prepareOffline(page);
      await page.context().setOffline(true);
      await page.getByText('You are offline').waitFor();

      for (const [i, element] of ELEMENTS.entries()) {
        if (i > 0) await page.getByRole('button', { name: element }).click();
        for (let n = 1; n <= 10; n++) {
          await answer(page, `${i + 1}.${n}`, 'Yes');
        }
      }
      for (const [k, serial] of ['1.1', '2.5', '5.10'].entries()) {
        await card(page, serial)
          .getByRole('button', { name: `Add defect: ${serial} Point ${serial}` })
          .click();
        const form = page.getByRole('dialog');
        await form.getByRole('radio', { name: 'Yes' }).check();
        await form.getByLabel('Location').fill(`Room ${serial}`);
        await form.getByLabel('Description').fill(`Crack found at ${serial}`);
        await form
          .locator('input[type=file]')
          .first()
          .setInputFiles([
            { name: `before-${k}-a.png`, mimeType: 'image/png', buffer: await bigPhoto(10 + k) },
            { name: `before-${k}-b.png`, mimeType: 'image/png', buffer: await bigPhoto(100 + k) },
          ]);
        await form.getByRole('button', { name: 'Save' }).click();
        await form.waitFor({ state: 'detached' });
        await card(page, serial).getByRole('button', { name: 'Follow up' }).waitFor();
      }
      await drawSignature(page, /Signature pad: Prepared by/);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      // 50 answers, 3 defects and the submission wait on the device; the top bar counts them
      await page.getByText('54 changes waiting to be sent').waitFor();
      expect(await page.getByTestId('offline-status').textContent()).toBe('54');

      await page.reload();
      await page.locator('#main-content').getByRole('heading', { name: TEMPLATE }).first().waitFor();
      await page.getByText('54 changes waiting to be sent').waitFor();
      await page.getByText('You are offline').waitFor();
      await card(page, '1.1').getByRole('button', { name: 'Follow up' }).waitFor();
      expect(await card(page, '1.10').getByRole('combobox').textContent()).toBe('Yes');
      // the offline banner, the waiting count and the top bar's counter pass axe and fit the phone
      await checkScreen(page);
      // nothing reached the server while offline
      const before = await e2e.db.selectFrom('defects').select('id').where('inspection_id', '=', id).execute();
      expect(before).toHaveLength(0);

      const started = Date.now();
      await page.context().setOffline(false);
      await expect
        .poll(
          async () =>
            (await e2e.db.selectFrom('inspections').select('status').where('id', '=', id).executeTakeFirstOrThrow())
              .status,
          { timeout: 30_000, interval: 250 },
        )
        .toBe('SUBMITTED');
      expect(Date.now() - started).toBeLessThan(30_000);
      await expect.poll(() => page.getByTestId('offline-status').count(), { timeout: 10_000 }).toBe(0);

      const answers = await e2e.db
        .selectFrom('inspection_sub_items')
        .select('status')
        .where('inspection_id', '=', id)
        .execute();
      expect(answers.filter((a) => a.status === 'yes')).toHaveLength(50);
      const defects = await e2e.db
        .selectFrom('defects')
        .select(['id', 'location', 'status'])
        .where('inspection_id', '=', id)
        .orderBy('id')
        .execute();
      expect(defects.map((d) => [d.location, d.status])).toEqual([
        ['Room 1.1', 'Follow up'],
        ['Room 2.5', 'Follow up'],
        ['Room 5.10', 'Follow up'],
      ]);
      const photos = await e2e.db
        .selectFrom('attachments')
        .select(['owner_id', 'bucket', 'full_path', 'mime', 'name'])
        .where('owner_type', '=', 'defect_before')
        .where(
          'owner_id',
          'in',
          defects.map((d) => d.id),
        )
        .execute();
      expect(photos).toHaveLength(6);
      for (const d of defects) expect(photos.filter((p) => p.owner_id === d.id)).toHaveLength(2);
      for (const p of photos) {
        const bytes = await buffer(await e2e.app.storage.get(p.bucket, p.full_path));
        const meta = await sharp(bytes).metadata();
        expect([p.mime, meta.format, meta.width, meta.height]).toEqual(['image/jpeg', 'jpeg', 1600, 800]);
      }
      const signed = await e2e.db
        .selectFrom('inspections')
        .select('prepare_signature_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(signed.prepare_signature_id).not.toBeNull();
    } finally {
      await page.close();
    }
  }, 300_000);
});
