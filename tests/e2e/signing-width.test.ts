/**
 * The managing agent's and the operations manager's signing panels on a work service order stay inside their cards at a
 * desktop's 1440 px and a phone's 390 px: nothing of a panel (the pad, its Draw / Upload / stored-signature choice, the
 * name) reaches past the card's edge, and the page itself never scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs, startE2E, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** For every signing panel (a group of the page): how far its widest descendant reaches past its right edge. */
async function overflows(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#main-content [role="group"]')].map((panel) => {
      const edge = panel.getBoundingClientRect().right;
      let furthest = -Infinity;
      for (const el of panel.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0) furthest = Math.max(furthest, r.right);
      }
      return { panel: panel.getAttribute('aria-label'), past: Math.round(furthest - edge) };
    }),
  );
}

async function wsoOf(job: string) {
  return (
    await e2e.db
      .selectFrom('work_service_orders')
      .select('id')
      .where('job_location', '=', job)
      .executeTakeFirstOrThrow()
  ).id;
}

describe('WSO signing panels', () => {
  it('fit their cards at 1440 and 390 px, for the managing agent and the operations manager', async () => {
    const page = await e2e.newPage();
    try {
      const cases = [
        { who: 'managing-agent@caretaker.test', id: await wsoOf('Canteen') },
        { who: 'operations-manager@caretaker.test', id: await wsoOf('Hall stage') },
      ];
      for (const { who, id } of cases) {
        await openAs(page, who, `/works-order/wso/${id}`, 'Sign work service order');
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.reload();
          await page.getByText('Sign work service order').first().waitFor();
          await page.locator('#main-content canvas').first().waitFor();
          await page.waitForTimeout(300);
          const panels = await overflows(page);
          expect(panels.length, `${who} at ${width} px`).toBeGreaterThan(0);
          for (const p of panels) expect(p.past, `${who} at ${width} px: ${p.panel}`).toBeLessThanOrEqual(0);
          const page_over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(page_over, `${who} at ${width} px`).toBeLessThanOrEqual(0);
        }
      }
    } finally {
      await page.close();
    }
  });

  it("keeps the managing agent's quotation verification inside the window at 1440, 768 and 390 px", async () => {
    const page = await e2e.newPage();
    try {
      const q = await e2e.db
        .selectFrom('quotations')
        .select('id')
        .where('current_status', '=', 'PENDING_MA')
        .executeTakeFirstOrThrow();
      await openAs(page, 'managing-agent@caretaker.test', `/works-order/quotation-list/${q.id}`, 'Sign quotation');
      for (const width of [1440, 768, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await page.locator('#main-content canvas').first().waitFor();
        await page.waitForTimeout(300);
        for (const p of await overflows(page)) expect(p.past, `at ${width} px: ${p.panel}`).toBeLessThanOrEqual(0);
        const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(over, `quotation at ${width} px`).toBeLessThanOrEqual(0);
      }
    } finally {
      await page.close();
    }
  });
});
