/**
 * What the entry paints before the shell, in Chromium against the production build. The quotation list's early rows
 * (src/layout/listPreviews.ts): with the shell held back, the skeleton shows the first page of quotations as the list
 * will; released, the shell's data table takes over with every column as wide and every row as high (so nothing moves
 * and the largest text painted is the preview's), and the rows are asked for once. A dashboard's heading and its
 * paragraph (src/layout/pagePreviews.ts): painted before the shell, replaced by the page's own in the same boxes.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdShell, openHeld, signedInAt } from './earlyPreviewSupport.js';
import { startE2E, type E2E, visible } from './support.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

type Box = [number, number, number, number];
/** Each heading's box, and the first rows' cells', rounded to the half pixel. */
const layout = (page: Page, table: string) =>
  page.locator(table).evaluate((t) => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 2) / 2) as Box;
    };
    const visibleCells = (row: Element) => [...row.children].filter((c) => getComputedStyle(c).display !== 'none');
    const rows = [...t.querySelectorAll('tbody tr')].slice(0, 5);
    return {
      headings: visibleCells(t.querySelector('thead tr')!).map((c) => [c.textContent?.trim(), box(c)]),
      cells: rows.map((r) => visibleCells(r).map((c) => [c.textContent?.trim(), box(c)])),
    };
  });

describe('the quotation list’s early rows', () => {
  for (const [name, viewport, email] of [
    ['on a phone', { width: 375, height: 740 }, 'admin@caretaker.test'],
    ['on a desktop', { width: 1280, height: 900 }, 'admin@caretaker.test'],
    // the create button beside the title makes its row higher: the preview keeps that room for those who see it
    ['on a phone, with the create button', { width: 375, height: 740 }, 'term-contractor@caretaker.test'],
  ] as const) {
    it(`paints the first page before the shell and hands over without a move (${name})`, async () => {
      const page = await signedInAt(e2e, viewport, email);
      const release = await holdShell(page);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/quotations') asked.push(r.url());
      });

      await page.goto('/works-order/quotation-list');
      const skeleton = page.getByTestId('shell-skeleton');
      // (the skeleton is hidden from assistive technology: found by its text)
      await visible(skeleton.locator('h1', { hasText: 'Quotation list' }));
      await visible(skeleton.locator('td.column-reference_number').first());
      const preview = await layout(page, '[data-testid=shell-skeleton] table');
      expect(await page.getByRole('menuitem').count()).toBe(0);
      const phone = viewport.width < 768;
      expect(preview.headings.map(([text]) => text)).toEqual(
        phone
          ? ['Reference number', 'School', 'Date', 'Status', 'Total amount', 'Actions']
          : [
              'Reference number',
              'School',
              'Date',
              'Job',
              'Trade',
              'Status',
              'Claim status',
              'WSO status',
              'Total amount',
              'Actions',
            ],
      );
      expect(preview.cells.length).toBe(5);
      expect(preview.cells[0][0][0]).toMatch(/^Q-\d{4}-\d{5}/);
      expect(preview.cells[0].some(([text]) => String(text).startsWith('S$ '))).toBe(true);

      release();
      await visible(page.locator('.RaDataTable-table td.column-reference_number a').first());
      await expect.poll(() => skeleton.count()).toBe(0);
      await expect.poll(() => page.getByTestId('list-preview').count()).toBe(0);
      const table = await layout(page, '.RaDataTable-table');
      // the same texts in the same boxes: widths and heights exactly, the page's offsets too on a phone (a desktop's
      // inline filter form is as high as its fields wrap)
      const sizes = (l: typeof table) => ({
        headings: l.headings.map(([text, b]) => [text, (b as Box).slice(phone ? 0 : 2)]),
        cells: l.cells.map((row) => row.map(([text, b]) => [text, (b as Box).slice(phone ? 0 : 2)])),
      });
      expect(sizes(table)).toEqual(sizes(preview));
      expect(asked).toHaveLength(1);
      await page.context().close();
    });
  }
});

/** The heading's and the paragraph's boxes and texts (the text's own box: what the largest paint measures). */
const headingLayout = (page: Page, root: string) =>
  page.locator(root).evaluate((r) =>
    [...r.querySelectorAll('h1, h1 + p')].map((e) => {
      const text = document.createRange();
      text.selectNodeContents(e);
      return [
        e.textContent,
        ...[e.getBoundingClientRect(), text.getBoundingClientRect()].flatMap((b) =>
          [b.left, b.top, b.width, b.height].map((v) => Math.round(v * 2) / 2),
        ),
      ];
    }),
  );

describe('a dashboard’s early heading', () => {
  for (const [name, viewport, address, texts] of [
    [
      'the monthly summary on a phone',
      { width: 375, height: 740 },
      '/dashboard/monthly-summary/building-maintenance',
      ['Monthly summary report', /^Choose the month and year, then Export/],
    ],
    [
      'the defect dashboard on a desktop',
      { width: 1280, height: 900 },
      '/dashboard/defect/building-maintenance',
      ['Defect dashboard'],
    ],
  ] as const) {
    it(`is painted before the shell and stays where it is (${name})`, async () => {
      const page = await signedInAt(e2e, viewport, 'admin@caretaker.test');
      const release = await holdShell(page);
      await page.goto(address);
      const skeleton = page.getByTestId('shell-skeleton');
      await visible(skeleton.locator('h1', { hasText: texts[0] }));
      const preview = await headingLayout(page, '[data-testid=shell-skeleton]');
      expect(preview.map(([text]) => text)).toHaveLength(texts.length);
      texts.forEach((t, i) => expect(String(preview[i][0])).toMatch(t));

      release();
      // the page's own filter is there: the screen, not its loading state, has rendered
      await visible(page.getByRole('button', { name: 'Search' }));
      await expect.poll(() => skeleton.count()).toBe(0);
      expect(await headingLayout(page, '#main-content')).toEqual(preview);
      await page.context().close();
    });
  }
});

/** The boxes of the heading, the category buttons, the filter row's fields, the card and its table's first rows. */
const countLayout = (page: Page, parts: Record<string, string>) =>
  page.evaluate((parts) => {
    const out: Record<string, (string | number)[][]> = {};
    for (const [name, selector] of Object.entries(parts))
      out[name] = [...document.querySelectorAll(selector)].slice(0, 12).map((e) => {
        const r = e.getBoundingClientRect();
        const box = [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 2) / 2);
        // a text field's value is its input's, not its text
        const typed = [...e.querySelectorAll<HTMLInputElement>('input:not([aria-hidden])')].map((i) => i.value);
        return [[(e.textContent ?? '').trim(), ...typed].join('').slice(0, 40), ...box];
      });
    return out;
  }, parts);

const parts = (root: string, page: boolean) => ({
  heading: `${root} h1`,
  buttons: page ? `${root} .MuiButtonGroup-root > *` : `${root} .ct-dash-tabs > *`,
  filters: page ? `${root} form[role=search] > *` : `${root} .ct-dash-filters > *`,
  card: page ? `${root} .MuiPaper-root` : `${root} .ct-dash-card`,
  headings: `${root} th`,
  cells: `${root} tbody tr:first-child td`,
});

describe('the checklist dashboards’ early first screen', () => {
  for (const [name, viewport, email, address, api] of [
    [
      'the checklist summary on a phone',
      { width: 375, height: 740 },
      'admin@caretaker.test',
      '/dashboard/checklist-summary/building-maintenance',
      '/api/dashboard/checklist-summary',
    ],
    [
      'the checklist status on a desktop',
      { width: 1280, height: 900 },
      'admin@caretaker.test',
      '/dashboard/checklist-status/building-maintenance',
      '/api/dashboard/checklist-status',
    ],
    [
      'the checklist status of an operations manager’s school on a phone',
      { width: 375, height: 740 },
      'operations-manager@caretaker.test',
      '/dashboard/checklist-status/building-maintenance',
      '/api/dashboard/checklist-status',
    ],
  ] as const) {
    it(`is painted from the page's own first answer and handed over without a move (${name})`, async () => {
      const { page, release, asked, skeleton } = await openHeld(e2e, viewport, email, address, api);
      await visible(skeleton.getByTestId('count-preview'));
      const preview = await countLayout(page, parts('[data-testid=shell-skeleton]', false));
      // the month's rows, under the column headings, in the card
      expect(preview.cells.length).toBeGreaterThan(1);
      expect(preview.headings.length).toBe(preview.cells.length);

      release();
      await visible(page.locator('#main-content .MuiTable-root tbody td'));
      await expect.poll(() => skeleton.count()).toBe(0);
      await expect.poll(() => page.getByTestId('count-preview').count()).toBe(0);
      expect(await countLayout(page, parts('#main-content', true))).toEqual(preview);
      // the page was handed the answer the entry asked for
      expect(asked).toHaveLength(1);
      await page.context().close();
    });
  }
});
