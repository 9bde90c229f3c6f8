/**
 * Field work without signal (docs/architecture.md "Offline field work"), in headless Chromium at 375 px against the
 * production build. Run by hand after `npm run build`: `npx tsx bench/offline-sync.ts`. Prints
 * - the device storage of one prepared 50-item inspection, and of its outbox once 50 answers and 4 defects with 20
 *   photos (2400×1200 PNGs, kept as 1600 px JPEGs) wait;
 * - the sync time of that outbox once the connection is back;
 * - over 20 cut-and-reconnect cycles during a second sync (the connection back for 100–700 ms each time), the rows
 *   lost or duplicated on the server.
 */
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { addFiftyItemTemplate, answer, card, ELEMENTS, prepareOffline } from '../tests/e2e/offlineSupport.js';
import { startE2E } from '../tests/e2e/support.js';

const e2e = await startE2E();
const photo = (shade: number) =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: shade, g: 90, b: 40 } } })
    .png()
    .toBuffer();

/** Bytes of the kept records and of the outbox in the page's IndexedDB. */
const stored = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ records: number; outbox: number }>((resolve) => {
        const open = indexedDB.open('caretaker-offline');
        open.onsuccess = () => {
          const tx = open.result.transaction(['records', 'outbox']);
          const out = { records: 0, outbox: 0 };
          const sum = (store: 'records' | 'outbox') => {
            tx.objectStore(store).openCursor().onsuccess = (e) => {
              const c = (e.target as IDBRequest<IDBCursorWithValue | null>).result;
              if (!c) return;
              out[store] += (c.value as { data: ArrayBuffer }).data.byteLength;
              c.continue();
            };
          };
          sum('records');
          sum('outbox');
          tx.oncomplete = () => resolve(out);
        };
      }),
  );

async function fillOffline(page: Page) {
  await page.context().setOffline(true);
  for (const [i, element] of ELEMENTS.entries()) {
    if (i > 0) await page.getByRole('button', { name: element }).click();
    for (let n = 1; n <= 10; n++) await answer(page, `${i + 1}.${n}`, 'Yes');
  }
  for (let d = 1; d <= 4; d++) {
    const serial = `1.${d}`;
    await card(page, serial)
      .getByRole('button', { name: `Add defect: ${serial} Point ${serial}` })
      .click();
    const form = page.getByRole('dialog');
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByLabel('Location').fill(`Room ${serial}`);
    await form.getByLabel('Description').fill(`Defect ${serial}`);
    const files = await Promise.all(
      [0, 1, 2, 3, 4].map(async (k) => ({
        name: `p${d}-${k}.png`,
        mimeType: 'image/png',
        buffer: await photo(d * 40 + k),
      })),
    );
    await form.locator('input[type=file]').first().setInputFiles(files);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
  }
  await page.getByText('54 changes waiting to be sent').waitFor({ timeout: 60_000 });
}

async function onServer(id: number) {
  const yes = (
    await e2e.db.selectFrom('inspection_sub_items').select('status').where('inspection_id', '=', id).execute()
  ).filter((s) => s.status === 'yes').length;
  const defects = await e2e.db.selectFrom('defects').select('id').where('inspection_id', '=', id).execute();
  const photos = defects.length
    ? (
        await e2e.db
          .selectFrom('attachments')
          .select('id')
          .where('owner_type', '=', 'defect_before')
          .where(
            'owner_id',
            'in',
            defects.map((d) => d.id),
          )
          .execute()
      ).length
    : 0;
  return { yes, defects: defects.length, photos };
}

const emptied = (page: Page) => page.getByTestId('offline-status').waitFor({ state: 'detached', timeout: 180_000 });

try {
  await addFiftyItemTemplate(e2e);
  const page = await e2e.newPage();
  const id = await prepareOffline(page);
  const prepared = await stored(page);
  await fillOffline(page);
  const waiting = await stored(page);
  const t0 = Date.now();
  await page.context().setOffline(false);
  await emptied(page);
  const syncMs = Date.now() - t0;
  const clean = await onServer(id);
  await page.close();

  const page2 = await e2e.newPage();
  const id2 = await prepareOffline(page2);
  await fillOffline(page2);
  for (let cycle = 0; cycle < 20; cycle++) {
    await page2.context().setOffline(false);
    await page2.waitForTimeout(100 + Math.floor(Math.random() * 600));
    await page2.context().setOffline(true);
    await page2.waitForTimeout(200);
  }
  await page2.context().setOffline(false);
  await emptied(page2);
  const cycled = await onServer(id2);
  await page2.close();

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`prepared 50-item inspection on the device: ${kb(prepared.records)}`);
  console.log(`waiting: outbox ${kb(waiting.outbox)}, kept records with queued photos ${kb(waiting.records)}`);
  console.log(`sync of 50 answers + 4 defects with 20 photos + nothing else: ${(syncMs / 1000).toFixed(1)} s`);
  console.log(`on the server after the clean sync: ${JSON.stringify(clean)} (expected 50 yes, 4 defects, 20 photos)`);
  console.log(`after 20 cut-and-reconnect cycles: ${JSON.stringify(cycled)} (expected 50 yes, 4 defects, 20 photos)`);
} finally {
  await e2e.close();
}
