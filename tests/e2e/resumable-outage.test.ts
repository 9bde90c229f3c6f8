/**
 * A resumable upload through an outage, in Chromium against the real API: the connection goes while the second 32 MB
 * part is on its way; the slot says it waits for the connection (no raw tus error); when the browser is online again
 * the upload asks the server's offset and sends only the rest, at once — not after a back-off delay — and the stored
 * file is the one chosen, byte for byte, without choosing it again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERABLE_SLOTS } from '../../domain/deliverables.js';
import { openDeliverableToSign, startE2E, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const PART = 32 * 1024 * 1024;

/** A 40 MB PDF: two parts, the second cut by the outage. */
function bigPdf(): Buffer {
  const body = Buffer.alloc(PART + 8 * 1024 * 1024, 0x30);
  Buffer.from('%PDF-1.4\n% outage\n').copy(body, 0);
  Buffer.from('\n%%EOF\n').copy(body, body.length - 7);
  return body;
}

describe('a resumable upload during an outage', () => {
  it('waits for the connection and resumes where the server stopped as soon as the browser is online', async () => {
    const page = await e2e.newPage();
    const context = page.context();
    try {
      await openDeliverableToSign(page, 'April');

      // The second part never arrives: the network goes down as it is sent.
      const offsets: string[] = [];
      let patches = 0;
      await page.route('**/api/uploads/**', async (route) => {
        const request = route.request();
        if (request.method() === 'PATCH') {
          offsets.push((await request.headerValue('upload-offset')) ?? '');
          patches += 1;
          if (patches === 2) {
            await context.setOffline(true);
            await route.abort('internetdisconnected');
            return;
          }
        }
        await route.continue();
      });

      const file = bigPdf();
      const slot = DELIVERABLE_SLOTS.BM[0];
      const section = page
        .locator('section', { has: page.getByRole('heading', { name: slot.title, exact: false }) })
        .last();
      // from disk: 40 MB through the protocol as a buffer would take longer than the outage
      const onTmp = path.join(e2e.dataDir, 'outage.pdf');
      fs.writeFileSync(onTmp, file);
      await section.locator('input[type=file]').setInputFiles(onTmp);
      await page.getByText('Waiting for the connection…').waitFor({ timeout: 30000 });
      // the waiting lasts: nothing gives up meanwhile, and no tus error reaches the page
      await page.waitForTimeout(3000);
      expect(await page.getByText(/tus:|ProgressEvent/).count()).toBe(0);
      expect(await page.getByText('Waiting for the connection…').count()).toBe(1);

      const back = Date.now();
      await context.setOffline(false);
      // done: the progress bar gives way to the file in the slot's list
      await section.getByRole('progressbar').waitFor({ state: 'detached', timeout: 30000 });
      await section.getByText('outage.pdf').first().waitFor();
      // resumed at once (tus-js-client's back-off alone would wait 10–20 s here)
      expect(Date.now() - back).toBeLessThan(10000);
      expect(await page.getByText('Waiting for the connection…').count()).toBe(0);
      expect(await page.getByText(/tus:|ProgressEvent/).count()).toBe(0);
      // only the rest was sent after the outage
      expect(offsets[0]).toBe('0');
      expect(offsets.at(-1)).toBe(String(PART));

      const stored = await e2e.db
        .selectFrom('attachments')
        .select(['bucket', 'full_path', 'size'])
        .where('name', '=', 'outage.pdf')
        .executeTakeFirstOrThrow();
      expect(Number(stored.size)).toBe(file.length);
      const onDisk = fs.readFileSync(path.join(e2e.dataDir, 'files', stored.bucket, stored.full_path));
      expect(onDisk.equals(file)).toBe(true);
    } finally {
      await page.close();
    }
  });
});
