/**
 * Defect photos taken without signal (Chromium, 375 px, the real API): they go as resumable uploads after the
 * defect's fields, each stored exactly once even when the answer to an upload's creation is lost and an upload is cut
 * halfway (it resumes from the server's offset); photos added offline to a defect made offline, and to one already on
 * the server, arrive on the right defect. The profile's "Work without signal" settings keep the user's open checklist
 * on the device without "Make available offline", and "Keep original photos" sends the picture as taken.
 */
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFiftyItemTemplate, card, TEMPLATE } from './offlineSupport.js';
import { checkScreen } from './checks.js';
import { controlledByServiceWorker, makeAvailableOffline, startE2E, startInspection, type E2E } from './support.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
  await addFiftyItemTemplate(e2e);
});
afterAll(async () => {
  await e2e?.close();
});

/** A camera-sized picture: the device makes it 1600 px wide before keeping it, unless originals are kept. */
const bigPhoto = (shade: number) =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .png()
    .toBuffer();

async function addDefect(page: Page, serial: string, before: Buffer[]) {
  await card(page, serial)
    .getByRole('button', { name: `Add defect: ${serial} Point ${serial}` })
    .click();
  const form = page.getByRole('dialog');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('Location').fill(`Room ${serial}`);
  await form.getByLabel('Description').fill(`Crack found at ${serial}`);
  if (before.length)
    await form
      .locator('input[type=file]')
      .first()
      .setInputFiles(before.map((buffer, i) => ({ name: `before-${serial}-${i}.png`, mimeType: 'image/png', buffer })));
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'detached' });
  await card(page, serial).getByRole('button', { name: 'Follow up' }).waitFor();
}

/** The defect's stored pictures by kind, each read in full from storage. */
async function storedPhotos(defectId: number) {
  const rows = await e2e.db
    .selectFrom('attachments')
    .select(['owner_type', 'bucket', 'full_path', 'mime'])
    .where('owner_id', '=', defectId)
    .where('owner_type', 'in', ['defect_before', 'defect_after'])
    .execute();
  return Promise.all(
    rows.map(async (r) => {
      const bytes = await buffer(await e2e.app.storage.get(r.bucket, r.full_path));
      // decoded to the last pixel: a picture stored from a cut upload would fail here
      const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      return { kind: r.owner_type, mime: r.mime, width: info.width, height: info.height };
    }),
  );
}

const inspectionDefects = (id: number) =>
  e2e.db.selectFrom('defects').select(['id', 'location']).where('inspection_id', '=', id).orderBy('id').execute();

describe('defect photos without signal', () => {
  it('go through resumable uploads exactly once, also to a defect made offline and to one on the server', async () => {
    const page = await e2e.newPage();
    try {
      const id = Number((await startInspection(page, TEMPLATE)).split('/').pop());
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await page.locator('#main-content').getByRole('heading', { name: TEMPLATE }).first().waitFor();
      // a defect made while the signal is there, before the checklist is kept on the device
      await addDefect(page, '1.2', []);
      await makeAvailableOffline(page);

      // the network loses the answer to the first upload's creation, and cuts the first upload halfway
      const seen = { lostCreation: 0, cut: 0, resumedAt: [] as number[] };
      await page.context().route('**/api/uploads', async (route) => {
        if (route.request().method() !== 'POST' || seen.lostCreation) return route.fallback();
        seen.lostCreation++;
        await route.fetch();
        await route.abort('failed');
      });
      await page.context().route('**/api/uploads/*', async (route) => {
        const request = route.request();
        if (request.method() !== 'PATCH') return route.fallback();
        const offset = Number(request.headers()['upload-offset']);
        if (offset > 0) seen.resumedAt.push(offset);
        if (seen.cut) return route.fallback();
        seen.cut++;
        const body = request.postDataBuffer()!;
        const headers = { ...request.headers() };
        delete headers['content-length'];
        await route.fetch({ headers, postData: body.subarray(0, Math.floor(body.length / 2)) });
        await route.abort('failed');
      });

      await page.context().setOffline(true);
      await page.getByText('You are offline').waitFor();
      await addDefect(page, '1.1', [await bigPhoto(10), await bigPhoto(60)]);

      // an after picture for the defect made offline, not on the server yet
      await card(page, '1.1').getByRole('button', { name: 'Follow up' }).click();
      let form = page.getByRole('dialog');
      await form.getByText('the pictures you add are kept on this device').waitFor();
      await form
        .locator('input[type=file]')
        .nth(1)
        .setInputFiles([{ name: 'after.png', mimeType: 'image/png', buffer: await bigPhoto(120) }]);
      await checkScreen(page);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });

      // a before picture for the defect already on the server, read from the device
      await card(page, '1.2').getByRole('button', { name: 'Follow up' }).click();
      form = page.getByRole('dialog');
      await form.getByText('Room 1.2').waitFor();
      await form
        .locator('input[type=file]')
        .first()
        .setInputFiles([{ name: 'more.png', mimeType: 'image/png', buffer: await bigPhoto(200) }]);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByText('3 changes waiting to be sent').waitFor();
      const sessionsBefore = await e2e.db.selectFrom('upload_sessions').select('id').execute();

      await page.context().setOffline(false);
      await expect.poll(() => page.getByTestId('offline-status').count(), { timeout: 30_000 }).toBe(0);

      const [onServer, madeOffline] = await inspectionDefects(id);
      expect([onServer.location, madeOffline.location]).toEqual(['Room 1.2', 'Room 1.1']);
      const small = { mime: 'image/jpeg', width: 1600, height: 800 };
      expect(await storedPhotos(madeOffline.id)).toEqual(
        expect.arrayContaining([
          { kind: 'defect_before', ...small },
          { kind: 'defect_before', ...small },
          { kind: 'defect_after', ...small },
        ]),
      );
      expect(await storedPhotos(madeOffline.id)).toHaveLength(3);
      expect(await storedPhotos(onServer.id)).toEqual([{ kind: 'defect_before', ...small }]);
      // one upload per photo: the lost creation was answered again, the cut upload resumed where the server stood
      const sessions = await e2e.db.selectFrom('upload_sessions').select('id').execute();
      expect(sessions.length - sessionsBefore.length).toBe(4);
      expect(seen.lostCreation).toBe(1);
      expect(seen.cut).toBe(1);
      expect(seen.resumedAt).toHaveLength(1);
      expect(seen.resumedAt[0]).toBeGreaterThan(0);
    } finally {
      await page.context().unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  }, 300_000);

  it("keeps the user's open checklist on the device without asking, and sends original photos when chosen", async () => {
    const page = await e2e.newPage();
    try {
      const path = await startInspection(page, TEMPLATE);
      const id = Number(path.split('/').pop());
      // the service worker controls the page from its next load, so the page opens again offline
      await page.reload();
      await page.locator('#main-content').getByRole('heading', { name: TEMPLATE }).first().waitFor();
      await controlledByServiceWorker(page, page.getByRole('button', { name: /profile|term contractor/i }));
      await page.getByRole('button', { name: /profile|term contractor/i }).click();
      await page.getByRole('menuitem', { name: 'My profile' }).click();
      await page.getByRole('tab', { name: 'Work without signal' }).click();
      await page.getByRole('switch', { name: 'Keep original photos' }).check();
      await page.getByRole('button', { name: 'Prepare now' }).click();
      await page.getByText(/^Last preparation at /).waitFor();
      await expect.poll(() => page.getByTestId('offline-storage').textContent()).toMatch(/used of 200 MB/);
      expect(await page.getByTestId('offline-storage').textContent()).toMatch(/^[1-9]\d* kB used/);
      await checkScreen(page);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.context().setOffline(true);
      await page.goto(path);
      await page.locator('#main-content').getByRole('heading', { name: TEMPLATE }).first().waitFor();
      await page.getByText('You are offline').waitFor();
      await addDefect(page, '1.3', [await bigPhoto(30)]);
      await page.context().setOffline(false);
      await expect.poll(() => page.getByTestId('offline-status').count(), { timeout: 30_000 }).toBe(0);
      const [defect] = await inspectionDefects(id);
      expect(await storedPhotos(defect.id)).toEqual([
        { kind: 'defect_before', mime: 'image/png', width: 2400, height: 1200 },
      ]);
    } finally {
      await page.close();
    }
  }, 300_000);
});
