/** Page checks shared by the sweeps and the area walks: axe-core violations, and how far a page is wider than the screen. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Evaluated through the debugging protocol, not a <script> tag: the app's CSP refuses inline scripts, rightly.
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function axeViolations(page: Page) {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<AxeResults> } }).axe;
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
    }));
  });
}

/** How far the page is wider than the viewport, and the widest elements that stick out (for the message). */
export async function overflow(page: Page) {
  return page.evaluate(() => {
    // a phone browser zooms a too-wide page out (innerWidth grows), so measure against the device width
    const width = Math.min(window.innerWidth, window.screen.width);
    const over = document.documentElement.scrollWidth - width;
    const culprits =
      over > 0
        ? [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > width + 1)
            .slice(-4)
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 2).join('.')}`)
        : [];
    return { over, culprits };
  });
}

/**
 * Waits until no finite animation runs: a snackbar or dialog still fading in has its text at partial opacity, which axe
 * reads as too little contrast. Endless ones (spinners, skeleton pulses) are left alone.
 */
async function settleAnimations(page: Page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    null,
    { timeout: 5000 },
  );
}

/** Serious and critical axe findings of the page as it is now, one line each (empty when clean). */
export async function seriousAxe(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.length}× e.g. ${v.nodes[0]?.target}`);
}

/** The screen passes axe and, at 375 px, is no wider than the phone (the sweeps see the lists; the walks the forms). */
export async function checkScreen(page: Page) {
  expect(await seriousAxe(page)).toEqual([]);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  // Polled: on a busy machine the layout after the resize can take longer than a fixed wait.
  await expect.poll(async () => (await overflow(page)).culprits, { timeout: 5000 }).toEqual([]);
  await page.setViewportSize(size);
}
