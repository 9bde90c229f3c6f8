/** A 50-item checklist template and the steps that make one of its inspections available offline at 375 px. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { E2E } from './support.js';
import { DEMO_PASSWORD, makeAvailableOffline, startInspection } from './support.js';

export const TEMPLATE = 'Field audit – fifty items';
export const ELEMENTS = ['Block A', 'Block B', 'Block C', 'Block D', 'Block E'];

/** Five elements of ten monthly items each (all due, so every one must be answered before submitting). */
export async function addFiftyItemTemplate(e2e: E2E): Promise<void> {
  const now = new Date().toISOString();
  const { id } = await e2e.db
    .insertInto('checklists')
    .values({
      name: TEMPLATE,
      category: 'BUILDING-MAINTENANCE',
      type: 'REGULAR',
      frequency: 'MONTHLY',
      custom_callback: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, element] of ELEMENTS.entries()) {
    const el = await e2e.db
      .insertInto('checklist_elements')
      .values({ checklist_id: id, sort: i, element })
      .returning('id')
      .executeTakeFirstOrThrow();
    await e2e.db
      .insertInto('checklist_sub_items')
      .values(
        Array.from({ length: 10 }, (_, n) => ({
          element_id: el.id,
          sort: n,
          header: 0,
          serial_no: `${i + 1}.${n + 1}`,
          element: `Point ${i + 1}.${n + 1}`,
          description: 'Look and note',
          frequency: 'MONTHLY',
        })),
      )
      .execute();
  }
}

export const card = (page: Page, n: string) => page.getByRole('article', { name: `${n} Point ${n}` });

/** As the term contractor: a new inspection of the template, at 375 px, made available offline; its id. */
export async function prepareOffline(page: Page): Promise<number> {
  const id = Number((await startInspection(page, TEMPLATE)).split('/').pop());
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.locator('#main-content').getByRole('heading', { name: TEMPLATE }).first().waitFor();
  // the service worker controls the page, so a reload offline finds the app
  await makeAvailableOffline(page);
  return id;
}

/**
 * Chooses an item's answer on its card. A sync that brings the checklist's next version starts its editor afresh, and
 * a menu open at that moment closes: the user opens it again.
 */
export async function answer(page: Page, serial: string, value: 'Yes' | 'No' | 'N/A') {
  const field = card(page, serial).getByRole('combobox', { name: `Checked: ${serial} Point ${serial}` });
  for (let attempt = 1; ; attempt++) {
    await field.click();
    try {
      await page.getByRole('option', { name: value, exact: true }).click({ timeout: 5_000 });
      return;
    } catch (e) {
      // chosen before the menu went
      if ((await field.textContent()) === value) return;
      if (attempt === 3) throw e;
      await page.keyboard.press('Escape');
    }
  }
}

/** A session token of a demo user, for changes made "elsewhere" through the API. */
export async function tokenOf(e2e: E2E, email: string): Promise<string> {
  const res = await e2e.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}
