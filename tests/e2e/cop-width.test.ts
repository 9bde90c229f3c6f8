/**
 * The COP detail fits the window from 768 to 1919 px: no page-wide horizontal scroll on any tab, and the title row's
 * status chip and PDF button and the amounts of the cover stay on screen (a wide table scrolls inside its own box).
 * On a phone nothing of it moves once drawn (the tabs' scroll buttons are there from the first paint).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movedContent, openAs, startE2E, watchLayoutShifts, type E2E } from './support.js';

// the cover, the two summaries and the widest category table (general R&R has the two percentage columns)
const TABS = ['cover', 'overall', 'summary', 'general_r_and_r'];

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('COP detail width', () => {
  it('has no horizontal overflow at 768, 900, 1024, 1280 and 1919 px', async () => {
    const page = await e2e.newPage();
    try {
      const cop = await e2e.db.selectFrom('cops').select('id').orderBy('id').executeTakeFirstOrThrow();
      await openAs(page, 'term-contractor@caretaker.test', `/cop/contracts/${cop.id}/cover`, /COP-/);
      for (const width of [768, 900, 1024, 1280, 1919]) {
        await page.setViewportSize({ width, height: 900 });
        for (const tab of TABS) {
          await page.goto(`/cop/contracts/${cop.id}/${tab}`);
          await page.locator('#main-content h1').filter({ hasText: /COP-/ }).waitFor();
          await page.waitForLoadState('networkidle');
          await page.locator('#main-content [role="progressbar"]').waitFor({ state: 'detached' });
          const pdf = page.getByRole('link', { name: 'PDF', exact: true });
          const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(over, `${tab} at ${width} px`).toBeLessThanOrEqual(0);
          for (const target of [pdf, pdf.locator('..').locator('.MuiChip-root')]) {
            const box = await target.first().boundingBox();
            expect(box, `${tab} at ${width} px`).not.toBeNull();
            expect(box!.x + box!.width, `${tab} at ${width} px`).toBeLessThanOrEqual(width);
          }
        }
      }
    } finally {
      await page.close();
    }
  });

  it('does not move once drawn on a phone, its widest tab included', async () => {
    const page = await e2e.newPage();
    try {
      const cop = await e2e.db.selectFrom('cops').select('id').orderBy('id').executeTakeFirstOrThrow();
      await page.setViewportSize({ width: 375, height: 740 });
      await openAs(page, 'term-contractor@caretaker.test', `/cop/contracts/${cop.id}/cover`, /COP-/);
      await watchLayoutShifts(page);
      await page.goto(`/cop/contracts/${cop.id}/general_r_and_r`);
      await page.locator('#main-content tbody tr').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await movedContent(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
