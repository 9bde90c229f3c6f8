/**
 * An online save whose answer is lost (Chromium, 375 px, the real API): the request reaches the server and is stored,
 * but the connection drops before its answer comes back, so the screen keeps the change in the outbox. When the outbox
 * is sent, the save is stored exactly once — one defect, one attachment row per photo — for a new checklist defect with
 * two photos, a tree's evidence with photos and a work service order's Draft with photos.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFiftyItemTemplate, answer, card, prepareOffline } from './offlineSupport.js';
import { arboristToken, newTreeInspection, prepareTree } from './offlineTreeSupport.js';
import { bigPhoto, draftWso, prepareWso, wsoPhotos } from './offlineWsoSupport.js';
import { startE2E, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await addFiftyItemTemplate(e2e);
});
afterAll(async () => {
  await e2e?.close();
});

/**
 * The first POST to `pattern` reaches the server, which stores it, and its answer is lost on the way back; the ones
 * after it pass. Answers how many were lost.
 */
async function loseFirstAnswer(context: BrowserContext, pattern: string): Promise<{ lost: number }> {
  const seen = { lost: 0 };
  await context.route(pattern, async (route) => {
    if (route.request().method() !== 'POST' || seen.lost) return route.fallback();
    seen.lost++;
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  return seen;
}

/** The writes in the device's outbox. */
const outboxCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('caretaker-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );

/** Sends the outbox now (as when the connection comes back) and waits until it is empty: every write done. */
async function syncAll(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => outboxCount(page), { timeout: 30_000, interval: 250 }).toBe(0);
}

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

/** A record's stored photos of the given kinds, in the order they were stored: [kind, file name]. */
async function storedPhotos(ownerId: number, kinds: string[]) {
  const rows = await e2e.db
    .selectFrom('attachments')
    .select(['owner_type', 'name'])
    .where('owner_id', '=', ownerId)
    .where('owner_type', 'in', kinds)
    .orderBy('id')
    .execute();
  return rows.map((p) => [p.owner_type, p.name]);
}

describe('an online save whose answer is lost', () => {
  it('stores a checklist answer once: sent again with its key and bytes, and the next answer on the version it made', async () => {
    const page = await e2e.newPage();
    try {
      const id = await prepareOffline(page);
      const version = async () =>
        (await e2e.db.selectFrom('inspections').select('version').where('id', '=', id).executeTakeFirstOrThrow())
          .version;
      const before = await version();
      const sent: { key: string | null; body: string | null }[] = [];
      await page.context().route('**/api/inspection-schedule/*/items/*', async (route) => {
        const request = route.request();
        if (request.method() !== 'PATCH') return route.fallback();
        sent.push({ key: await request.headerValue('idempotency-key'), body: request.postData() });
        if (sent.length > 1) return route.fallback();
        await route.fetch();
        await route.abort('internetdisconnected');
      });
      await answer(page, '1.1', 'Yes');
      await page.getByText('Kept on this device; sent when the connection is back').first().waitFor();
      // stored, though the screen never heard so
      expect(await version()).toBe(before + 1);
      await answer(page, '1.2', 'No');

      await syncAll(page);
      await expect
        .poll(async () =>
          (
            await e2e.db
              .selectFrom('inspection_sub_items')
              .select(['serial_no', 'status'])
              .where('inspection_id', '=', id)
              .where('serial_no', 'in', ['1.1', '1.2'])
              .orderBy('serial_no')
              .execute()
          ).map((i) => [i.serial_no, i.status]),
        )
        .toEqual([
          ['1.1', 'yes'],
          ['1.2', 'no'],
        ]);
      // the lost request went again as it was (its key, its body); the answer was never sent under another key
      const [lost, ...after] = sent;
      expect(lost.key).toBeTruthy();
      expect(after.filter((r) => r.key === lost.key)).toEqual([lost]);
      expect(after.filter((r) => r.key !== lost.key && r.body?.includes('"yes"'))).toEqual([]);
      // two changes, two versions
      expect(await version()).toBe(before + 2);
    } finally {
      await page.context().unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  }, 300_000);

  it('stores a new checklist defect with its two photos once', async () => {
    const page = await e2e.newPage();
    try {
      const id = await prepareOffline(page);
      const seen = await loseFirstAnswer(page.context(), '**/api/inspection-schedule/*/defect');
      await card(page, '1.1').getByRole('button', { name: 'Add defect: 1.1 Point 1.1' }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('radio', { name: 'Yes' }).check();
      await form.getByLabel('Location').fill('Room 1.1');
      await form.getByLabel('Description').fill('Crack found at 1.1');
      await form
        .locator('input[type=file]')
        .first()
        .setInputFiles([png('before-a.png', await bigPhoto(10)), png('before-b.png', await bigPhoto(60))]);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Defect kept on this device').first().waitFor();
      await form.waitFor({ state: 'detached' });
      expect(seen.lost).toBe(1);

      await syncAll(page);
      const defects = await e2e.db.selectFrom('defects').select('id').where('inspection_id', '=', id).execute();
      expect(defects).toHaveLength(1);
      expect(await storedPhotos(defects[0].id, ['defect_before', 'defect_after'])).toEqual([
        ['defect_before', 'before-a.png'],
        ['defect_before', 'before-b.png'],
      ]);
    } finally {
      await page.context().unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  }, 300_000);

  it("stores a tree's evidence and its photos once", async () => {
    const page = await e2e.newPage();
    try {
      const { id, items } = await newTreeInspection(e2e, await arboristToken(e2e), 2);
      await prepareTree(page, id);
      const seen = await loseFirstAnswer(page.context(), '**/api/tree-inspection/update-tree-inspection/*');
      await page.goto(`/inspection-checklist/tree-inspections/${id}/${items[0].id}/create-evidence`);
      await page.getByRole('heading', { name: /^Evidence — 1\./ }).waitFor();
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByLabel('Remarks').fill('Cavity at the base');
      await page
        .locator('input[type=file]')
        .nth(0)
        .setInputFiles([png('inspect-a.png', await bigPhoto(10)), png('inspect-b.png', await bigPhoto(60))]);
      await page.getByRole('button', { name: 'Save evidence' }).click();
      await page.getByText('Evidence kept on this device').first().waitFor();
      expect(seen.lost).toBe(1);

      await syncAll(page);
      const item = await e2e.db
        .selectFrom('tree_inspection_items')
        .select(['defect', 'remarks'])
        .where('id', '=', items[0].id)
        .executeTakeFirstOrThrow();
      expect(item).toEqual({ defect: 1, remarks: 'Cavity at the base' });
      expect(await storedPhotos(items[0].id, ['tree_inspect', 'tree_before', 'tree_after'])).toEqual([
        ['tree_inspect', 'inspect-a.png'],
        ['tree_inspect', 'inspect-b.png'],
      ]);
    } finally {
      await page.context().unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  }, 300_000);

  it("stores a work service order's Draft and its photos once", async () => {
    const page = await e2e.newPage();
    try {
      const id = await draftWso(e2e, 'FC-LOST-1');
      await prepareWso(page, id);
      const seen = await loseFirstAnswer(page.context(), `**/api/work-service-order/${id}`);
      await page.locator('#wso-remark').fill('Seal from stock');
      await page
        .locator('input[type=file]')
        .nth(0)
        .setInputFiles([png('before-a.png', await bigPhoto(20)), png('before-b.png', await bigPhoto(90))]);
      await page.getByRole('button', { name: 'Draft' }).click();
      await page.getByText('Kept on this device;').first().waitFor();
      expect(seen.lost).toBe(1);

      await syncAll(page);
      const row = await e2e.db
        .selectFrom('work_service_orders')
        .select(['status', 'remark'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'DRAFT', remark: 'Seal from stock' });
      expect((await wsoPhotos(e2e, id)).map((p) => [p.owner_type, p.name])).toEqual([
        ['wso_before', 'existing.png'],
        ['wso_before', 'before-a.png'],
        ['wso_before', 'before-b.png'],
      ]);
    } finally {
      await page.context().unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  }, 300_000);
});
