/** A large draft quotation opened in the form, shared by the e2e test and bench/keystroke.ts. */
import type { Page } from 'playwright-core';
import { itemFromOption } from '../../custom-pages/quotations/items.js';

export function largeQuotationItems(count: number) {
  return Array.from({ length: count }, (_, i) =>
    itemFromOption(
      {
        value: i + 1,
        item_number: `B9.${i + 1}`,
        item_description: `Item ${i + 1}`,
        item_group_description: 'Group',
        unit: 'm2',
        rate: `${(i % 40) + 1}.50`,
        is_star_rate: i % 10 === 0,
        minimum: i % 7 === 0 ? 100 : null,
      },
      i + 1,
    ),
  );
}

/** Puts the items in the browser's working copy of a new quotation and opens the create form with them. */
export async function openDraftWithItems(page: Page, items: ReturnType<typeof largeQuotationItems>) {
  await page.goto('/works-order/quotation-list');
  await page.evaluate(
    (draft) => sessionStorage.setItem('caretaker.quotation.draft.create', draft),
    JSON.stringify({ items, version: null }),
  );
  await page.goto('/works-order/quotation-list/create');
  await page.getByRole('heading', { name: 'Create quotation' }).waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('tr[data-row="item"]').length === n, items.length);
}
