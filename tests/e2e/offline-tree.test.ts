/**
 * Tree inspections without signal on a phone (375 px) in Chromium against the real API:
 * - an arborist makes an inspection of three trees available offline, loses the connection, answers the trees, writes
 *   the evidence of two of them with photos (made smaller on the device), signs and submits, reloads while still offline
 *   (nothing is lost, nothing reached the server), and once the connection is back everything is on the server exactly
 *   once within 30 s — the answers, the evidence, the photos (rows, files and bytes), the signature, the submission;
 * - a value both sides changed meanwhile is shown to choose while what only one side changed merges;
 * - evidence written offline on an inspection submitted elsewhere meanwhile is reported with what the device kept.
 */
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, seriousAxe } from './checks.js';
import {
  arboristToken,
  elsewhere,
  newTreeInspection,
  prepareTree,
  signature,
  storedPhoto,
  treeItems,
  trees,
  valueIn,
} from './offlineTreeSupport.js';
import { drawSignature, startE2E, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** A camera-sized picture: the device must make it 1600 px wide before keeping it. */
const bigPhoto = (shade: number) =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: shade, g: 140, b: 60 } } })
    .png()
    .toBuffer();

const inspectionRow = (id: number) =>
  e2e.db.selectFrom('tree_inspections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function photosOf(itemIds: number[]) {
  return e2e.db
    .selectFrom('attachments')
    .select(['owner_id', 'owner_type', 'bucket', 'full_path', 'mime', 'name'])
    .where('owner_type', 'in', ['tree_inspect', 'tree_before', 'tree_after'])
    .where('owner_id', 'in', itemIds)
    .orderBy('id')
    .execute();
}

describe('a tree inspection without signal', () => {
  it('is filled in offline, survives a reload, and reaches the server exactly once when the signal is back', async () => {
    const page = await e2e.newPage();
    try {
      const token = await arboristToken(e2e);
      const { id, items } = await newTreeInspection(e2e, token, 3);
      const itemIds = items.map((i) => i.id);
      await storedPhoto(
        e2e,
        token,
        id,
        itemIds[0],
        await sharp(await bigPhoto(5))
          .resize(300)
          .png()
          .toBuffer(),
      );
      await prepareTree(page, id);
      const prepared = await inspectionRow(id);
      await page.context().setOffline(true);
      await page.getByText('You are offline').first().waitFor();

      const t = trees(page);
      await t.nth(0).getByLabel('Tree ID').fill('T-001');
      await t.nth(0).getByLabel('Tree name').fill('Rain tree');
      await t.nth(0).getByRole('radio', { name: 'Good' }).check();
      await t.nth(0).getByRole('checkbox', { name: 'Cavity' }).check();
      await t.nth(1).getByLabel('Tree ID').fill('T-002');
      await t.nth(1).getByRole('radio', { name: 'Poor' }).check();
      await t.nth(2).getByLabel('Tree ID').fill('T-003');
      await t.nth(2).getByLabel('Girth (m)').fill('1.2');
      await page.getByRole('button', { name: 'Check all' }).click();
      await page.getByLabel('Inspection date').fill('2026-11-20');

      // the first tree's evidence: the answers are kept on the way, then defect, remarks and three photos
      await page.getByRole('button', { name: /^Evidence — T-001/ }).click();
      await page.getByRole('heading', { name: /Evidence — 1\. T-001 — Rain tree/ }).waitFor();
      // the photo stored before the signal dropped shows from its kept thumbnail
      await page.getByRole('img', { name: 'stored.png' }).waitFor();
      await checkScreen(page);
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByLabel('Remarks').fill('Cavity at the base');
      const inputs = page.locator('input[type=file]');
      await inputs.nth(0).setInputFiles([
        { name: 'inspect-a.png', mimeType: 'image/png', buffer: await bigPhoto(10) },
        { name: 'inspect-b.png', mimeType: 'image/png', buffer: await bigPhoto(60) },
      ]);
      await inputs.nth(1).setInputFiles({ name: 'before-a.png', mimeType: 'image/png', buffer: await bigPhoto(110) });
      await page.getByRole('button', { name: 'Save evidence' }).click();
      await page.getByRole('heading', { name: /1\. T-001 — Rain tree/ }).waitFor();

      await page.getByRole('button', { name: /^Evidence — T-003/ }).click();
      await page.getByRole('heading', { name: /Evidence — 3\. T-003/ }).waitFor();
      await page.getByLabel('Remarks').fill('Leaning slightly');
      await inputs.nth(2).setInputFiles({ name: 'after-a.png', mimeType: 'image/png', buffer: await bigPhoto(160) });
      await page.getByRole('button', { name: 'Save evidence' }).click();
      await page.getByRole('heading', { name: /3\. T-003/ }).waitFor();

      await drawSignature(page, /Signature pad: Certificate by/);
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: 'Submit' }).click();
      // the answers, two evidences, four photos and the submission wait on the device; the top bar counts them
      await page.getByText('8 changes waiting to be sent').waitFor();
      expect(await page.getByTestId('offline-status').textContent()).toBe('8');

      await page.reload();
      await page.getByRole('heading', { name: /1\. T-001 — Rain tree/ }).waitFor();
      await page.getByText('8 changes waiting to be sent').waitFor();
      await page.getByText('You are offline').first().waitFor();
      expect(await trees(page).nth(1).getByLabel('Tree ID').inputValue()).toBe('T-002');
      expect(await trees(page).nth(2).getByLabel('Girth (m)').inputValue()).toBe('1.2');
      await trees(page).nth(0).getByText('Inspection photos: 3 photos').waitFor();
      expect(await page.getByLabel('Inspection date').inputValue()).toBe('2026-11-20');
      // the offline banner, the waiting count and the top bar's counter pass axe and fit the phone
      await checkScreen(page);
      // nothing reached the server while offline
      expect(await inspectionRow(id)).toEqual(prepared);
      expect(await photosOf(itemIds)).toHaveLength(1);

      const started = Date.now();
      await page.context().setOffline(false);
      await expect
        .poll(async () => (await inspectionRow(id)).status, { timeout: 30_000, interval: 250 })
        .toBe('SUBMITTED');
      expect(Date.now() - started).toBeLessThan(30_000);
      await expect.poll(() => page.getByTestId('offline-status').count(), { timeout: 10_000 }).toBe(0);

      const row = await inspectionRow(id);
      expect(row.tree_inspected_at).toBe('2026-11-20');
      expect(row.prepare_signature_id).not.toBeNull();
      const [one, two, three] = await treeItems(e2e, id);
      expect([valueIn(one, 'tree_identity', 'tree_id'), valueIn(one, 'tree_identity', 'tree_name')]).toEqual([
        'T-001',
        'Rain tree',
      ]);
      expect([valueIn(one, 'condition'), valueIn(one, 'defects'), valueIn(one, 'crown_checked')]).toEqual([
        'Good',
        ['Cavity'],
        'yes',
      ]);
      expect([valueIn(two, 'tree_identity', 'tree_id'), valueIn(two, 'condition')]).toEqual(['T-002', 'Poor']);
      expect([valueIn(three, 'girth'), valueIn(three, 'root_zone_checked')]).toEqual(['1.2', 'yes']);
      expect([one.defect, one.remarks, three.defect, three.remarks]).toEqual([
        1,
        'Cavity at the base',
        0,
        'Leaning slightly',
      ]);
      const photos = await photosOf(itemIds);
      expect(photos.map((p) => [p.owner_id, p.owner_type, p.name]).sort()).toEqual(
        [
          [itemIds[0], 'tree_inspect', 'stored.png'],
          [itemIds[0], 'tree_inspect', 'inspect-a.jpg'],
          [itemIds[0], 'tree_inspect', 'inspect-b.jpg'],
          [itemIds[0], 'tree_before', 'before-a.jpg'],
          [itemIds[2], 'tree_after', 'after-a.jpg'],
        ].sort(),
      );
      for (const p of photos.filter((p) => p.name !== 'stored.png')) {
        const bytes = await buffer(await e2e.app.storage.get(p.bucket, p.full_path));
        const meta = await sharp(bytes).metadata();
        expect([p.mime, meta.format, meta.width, meta.height]).toEqual(['image/jpeg', 'jpeg', 1600, 800]);
      }
    } finally {
      await page.close();
    }
  }, 300_000);

  it('merges what does not overlap and lets the arborist choose where both changed the same value', async () => {
    const page = await e2e.newPage();
    try {
      const token = await arboristToken(e2e);
      const { id, items } = await newTreeInspection(e2e, token, 2);
      await prepareTree(page, id);
      await page.context().setOffline(true);
      await trees(page).nth(0).getByLabel('Tree name').fill('Mine: Rain tree');
      await trees(page).nth(1).getByLabel('Girth (m)').fill('2.0');
      await page.getByRole('button', { name: 'Save as draft' }).click();
      await page.getByText('1 change waiting to be sent').waitFor();

      // elsewhere meanwhile: the first tree's name (the same value) and the second tree's condition (another one)
      await elsewhere(e2e, token, id, {
        status: 'DRAFT',
        tree_checklist_items: [
          {
            id: items[0].id,
            fields: [{ name: 'tree_identity', inputs: [{ name: 'tree_name', value: 'Theirs: Angsana' }] }],
          },
          { id: items[1].id, fields: [{ name: 'condition', value: 'Fair' }] },
        ],
      });

      await page.context().setOffline(false);
      const alert = page.getByRole('alert').filter({ hasText: '1 change could not be sent as it was' });
      await alert.waitFor({ timeout: 30_000 });
      await alert.getByRole('button', { name: 'Review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Changes to check' });
      const row = dialog.getByRole('row', { name: /Tree name/ });
      await row.waitFor();
      expect(await seriousAxe(page)).toEqual([]);
      expect((await row.getByRole('cell').allTextContents()).slice(1)).toEqual(['Theirs: Angsana', 'Mine: Rain tree']);
      // merged meanwhile: the device's girth and their condition are both on the server
      const [first, second] = await treeItems(e2e, id);
      expect([
        valueIn(first, 'tree_identity', 'tree_name'),
        valueIn(second, 'girth'),
        valueIn(second, 'condition'),
      ]).toEqual(['Theirs: Angsana', '2.0', 'Fair']);

      await dialog.getByRole('button', { name: 'Use mine' }).click();
      await expect
        .poll(async () => valueIn((await treeItems(e2e, id))[0], 'tree_identity', 'tree_name'), { timeout: 30_000 })
        .toBe('Mine: Rain tree');
      await expect.poll(() => page.getByTestId('offline-status').count(), { timeout: 10_000 }).toBe(0);
    } finally {
      await page.close();
    }
  }, 240_000);

  it('reports evidence the workflow refuses once the inspection was submitted elsewhere, with what was kept', async () => {
    const page = await e2e.newPage();
    try {
      const token = await arboristToken(e2e);
      const { id, items } = await newTreeInspection(e2e, token, 1);
      await prepareTree(page, id);
      await page.context().setOffline(true);
      await page.getByRole('button', { name: /^Evidence — Tree 1/ }).click();
      await page.getByRole('heading', { name: /Evidence — 1\. Tree 1/ }).waitFor();
      await page.getByLabel('Remarks').fill('Split trunk');
      await page.getByRole('button', { name: 'Save evidence' }).click();
      await page.getByText('1 change waiting to be sent').waitFor();

      await elsewhere(e2e, token, id, {
        status: 'SUBMITTED',
        tree_inspected_at: '2026-11-20',
        signature,
        tree_checklist_items: [{ id: items[0].id }],
      });

      await page.context().setOffline(false);
      const alert = page.getByRole('alert').filter({ hasText: '1 change could not be sent as it was' });
      await alert.waitFor({ timeout: 30_000 });
      await alert.getByRole('button', { name: 'Review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Changes to check' });
      await dialog.getByText('Not sent: Evidence of 1. Tree 1.').waitFor();
      await dialog.getByText('Kept on this device: Remarks: Split trunk').waitFor();
      expect((await inspectionRow(id)).status).toBe('SUBMITTED');
      expect((await treeItems(e2e, id))[0].remarks).toBeNull();
    } finally {
      await page.close();
    }
  }, 240_000);
});
