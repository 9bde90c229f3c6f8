/**
 * A checklist completed on a phone (375 px, the spec's narrow layout) in Chromium against the real API: each item is a
 * card with its answer, remarks and defect action; a contractor answers, records two defects with pictures (one proposed
 * by a 'No', which leaves its mark on the item), types a remark, signs and submits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePixelPng } from '../api/helpers.js';
import { drawSignature, startE2E, startInspection, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('a checklist on a phone', () => {
  it('a contractor completes it at 375 px with two defects and pictures', async () => {
    const page = await e2e.newPage();
    const template = 'Safety audit – quarterly inspection';
    try {
      const id = Number((await startInspection(page, template)).split('/').pop());

      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await page.locator('#main-content').getByRole('heading', { name: template }).first().waitFor();
      await page.getByRole('button', { name: 'Working at height' }).click();
      const card = (name: string) => page.getByRole('article', { name });
      expect(await page.locator('#main-content table').count()).toBe(0);

      const defect = async (location: string, description: string, picture: string) => {
        const form = page.getByRole('dialog');
        await form.getByRole('radio', { name: 'Yes' }).check();
        await form.getByLabel('Location').fill(location);
        await form.getByLabel('Description').fill(description);
        await form
          .locator('input[type=file]')
          .first()
          .setInputFiles({ name: picture, mimeType: 'image/png', buffer: onePixelPng() });
        await form.getByRole('button', { name: 'Save' }).click();
        await form.waitFor({ state: 'detached' });
      };

      // 'No' proposes a defect; once saved it shows on the item's card.
      await card('1.1 Playground equipment')
        .getByRole('combobox', { name: 'Checked: 1.1 Playground equipment' })
        .click();
      await page.getByRole('option', { name: 'No' }).click();
      await defect('Playground, north side', 'Loose bolt on the slide ladder', 'slide.png');
      await card('1.1 Playground equipment').getByRole('button', { name: 'Follow up' }).waitFor();

      // A second defect from the card's own button, and a remark.
      await card('1.2 Goal posts and hoops')
        .getByRole('combobox', { name: 'Checked: 1.2 Goal posts and hoops' })
        .click();
      await page.getByRole('option', { name: 'Yes' }).click();
      await card('1.2 Goal posts and hoops')
        .getByRole('button', { name: 'Add defect: 1.2 Goal posts and hoops' })
        .click();
      await defect('Field, east goal', 'Net torn at the left post', 'net.png');
      await card('1.2 Goal posts and hoops').getByRole('button', { name: 'Follow up' }).waitFor();
      const remark = card('1.2 Goal posts and hoops').getByRole('textbox', {
        name: 'Remarks: 1.2 Goal posts and hoops',
      });
      await remark.fill('Replacement net ordered');
      await remark.blur();
      await card('2.1 Railings and parapets')
        .getByRole('combobox', { name: 'Checked: 2.1 Railings and parapets' })
        .click();
      await page.getByRole('option', { name: 'Yes' }).click();
      // the spec's rule stands: a failed item is switched to Yes before submitting; its defect stays followed up
      await card('1.1 Playground equipment')
        .getByRole('combobox', { name: 'Checked: 1.1 Playground equipment' })
        .click();
      await page.getByRole('option', { name: 'Yes' }).click();
      await page.getByText('All changes saved').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await drawSignature(page, /Signature pad: Prepared by/);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Pending MA').first().waitFor();

      const defects = await e2e.db
        .selectFrom('defects')
        .select(['id', 'status', 'location'])
        .where('inspection_id', '=', id)
        .orderBy('id')
        .execute();
      expect(defects.map((d) => [d.status, d.location])).toEqual([
        ['Follow up', 'Playground, north side'],
        ['Follow up', 'Field, east goal'],
      ]);
      const pictures = await e2e.db
        .selectFrom('attachments')
        .select('owner_id')
        .where('owner_type', '=', 'defect_before')
        .where(
          'owner_id',
          'in',
          defects.map((d) => d.id),
        )
        .execute();
      expect(pictures).toHaveLength(2);
      const remarks = await e2e.db
        .selectFrom('inspection_sub_items')
        .select('remarks')
        .where('inspection_id', '=', id)
        .where('remarks', '=', 'Replacement net ordered')
        .execute();
      expect(remarks).toHaveLength(1);
      const row = await e2e.db
        .selectFrom('inspections')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('SUBMITTED');
    } finally {
      await page.close();
    }
  }, 120_000);
});
