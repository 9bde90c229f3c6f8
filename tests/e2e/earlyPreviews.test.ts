/**
 * What the entry paints before the shell, in Chromium against the production build. The quotation list's early rows
 * (src/layout/listPreviews.ts): with the shell held back, the skeleton shows the first page of quotations as the list
 * will; released, the shell's data table takes over with every column as wide and every row as high (so nothing moves
 * and the largest text painted is the preview's), and the rows are asked for once. A dashboard's heading and its
 * paragraph (src/layout/pagePreviews.ts): painted before the shell, replaced by the page's own in the same boxes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startE2E, type E2E, visible } from './support.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const shellChunk = () =>
  JSON.parse(fs.readFileSync(path.resolve('dist', '.vite', 'manifest.json'), 'utf8'))['src/App.tsx'].file as string;

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

/** The shell's file is held back until `release()`: the skeleton is what the page shows meanwhile. */
async function holdShell(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${shellChunk()}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function signedInAt(viewport: { width: number; height: number }, email: string) {
  const context = await e2e.browser.newContext({ baseURL: e2e.url, viewport, locale: 'en-GB', deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  await signIn(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await expect.poll(() => page.getByTestId('shell-skeleton').count()).toBe(0);
  // the next visit must load the shell from the network, where the test can hold it back
  await page.evaluate(async () => {
    for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
  });
  return page;
}

describe('the quotation list’s early rows', () => {
  for (const [name, viewport, email] of [
    ['on a phone', { width: 375, height: 740 }, 'admin@caretaker.test'],
    ['on a desktop', { width: 1280, height: 900 }, 'admin@caretaker.test'],
    // the create button beside the title makes its row higher: the preview keeps that room for those who see it
    ['on a phone, with the create button', { width: 375, height: 740 }, 'term-contractor@caretaker.test'],
  ] as const) {
    it(`paints the first page before the shell and hands over without a move (${name})`, async () => {
      const page = await signedInAt(viewport, email);
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
      const page = await signedInAt(viewport, 'admin@caretaker.test');
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
      const { page, release, asked, skeleton } = await openHeld(viewport, email, address, api);
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

/**
 * Opens `address` signed in as `email` with the shell held back; `asked` collects the requests of `api` (a path), to
 * check that the page was handed the entry's answer.
 */
async function openHeld(viewport: { width: number; height: number }, email: string, address: string, api: string) {
  const page = await signedInAt(viewport, email);
  const release = await holdShell(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === api) asked.push(r.url());
  });
  await page.goto(address);
  return { page, release, asked, skeleton: page.getByTestId('shell-skeleton') };
}

/** The breadcrumbs' items and the heading, each with its text's own box (what the largest paint measures). */
const formHeadingLayout = (page: Page, root: string) =>
  page.locator(root).evaluate((r) =>
    [...r.querySelectorAll('nav li, h1')].map((e) => {
      const text = document.createRange();
      text.selectNodeContents(e);
      const b = text.getBoundingClientRect();
      return [e.textContent?.trim(), ...[b.left, b.top, b.width, b.height].map((v) => Math.round(v * 2) / 2)];
    }),
  );

describe('the quotation form’s early heading', () => {
  for (const [name, viewport, email, statuses, title] of [
    [
      'a draft, its contractor on a phone',
      { width: 375, height: 740 },
      'term-contractor@caretaker.test',
      ['DRAFT'],
      'Edit quotation',
    ],
    [
      'an approved one, the managing agent on a desktop',
      { width: 1280, height: 900 },
      'managing-agent@caretaker.test',
      ['APPROVED'],
      'View quotation',
    ],
  ] as const) {
    it(`is painted from the form's own first answer and handed over without a move (${name})`, async () => {
      const tc = await e2e.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'term-contractor@caretaker.test')
        .executeTakeFirstOrThrow();
      const { id } = await e2e.db
        .selectFrom('quotations')
        .select('id')
        .where('created_by', '=', tc.id)
        .where('status', 'in', statuses)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { page, release, asked, skeleton } = await openHeld(
        viewport,
        email,
        `/works-order/quotation-list/${id}`,
        `/api/quotations/${id}`,
      );
      await visible(skeleton.locator('h1', { hasText: title }));
      const preview = await formHeadingLayout(page, '[data-testid=shell-skeleton]');
      expect(preview.map(([text]) => text)).toEqual(['Quotation list', '/', title.split(' ')[0], title]);

      release();
      // the form itself is there: its header's section, not the route's loading state
      await visible(page.getByText('Quotation details'));
      await expect.poll(() => skeleton.count()).toBe(0);
      await expect.poll(() => page.getByTestId('heading-preview').count()).toBe(0);
      expect(await formHeadingLayout(page, '#main-content')).toEqual(preview);
      expect(asked).toHaveLength(1);
      await page.context().close();
    });
  }
});

describe('a COP claim’s early heading', () => {
  for (const [name, viewport, tab, title] of [
    ['a category on a phone', { width: 375, height: 740 }, 'general_r_and_r', 'General R&R'],
    ['the cover on a desktop', { width: 1280, height: 900 }, 'cover', 'Cover'],
  ] as const) {
    it(`is painted from the page's own first answer and handed over without a move (${name})`, async () => {
      const cop = await e2e.db
        .selectFrom('cops')
        .select(['id', 'reference_number'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { page, release, asked, skeleton } = await openHeld(
        viewport,
        'term-contractor@caretaker.test',
        `/cop/contracts/${cop.id}/${tab}`,
        `/api/cops/${cop.id}`,
      );
      const heading = `${cop.reference_number} · ${title}`;
      await visible(skeleton.locator('h1', { hasText: heading }));
      const preview = await formHeadingLayout(page, '[data-testid=shell-skeleton]');
      expect(preview.map(([text]) => text)).toEqual(['Cop list', '/', title, heading]);

      release();
      // the page itself is there: its tabs, not the route's loading state
      await visible(page.getByRole('tab', { name: title }));
      await expect.poll(() => skeleton.count()).toBe(0);
      await expect.poll(() => page.getByTestId('heading-preview').count()).toBe(0);
      expect(await formHeadingLayout(page, '#main-content')).toEqual(preview);
      expect(asked).toHaveLength(1);
      await page.context().close();
    });
  }
});

/** The checklist card's heading row and the line under it: each part's text box. */
const checklistLayout = (page: Page, root: string) =>
  page.locator(root).evaluate((r) => {
    const card = r.querySelector('h1')!.closest('.MuiPaper-root, [data-testid=checklist-preview]')!;
    const row = card.querySelector('h1')!.parentElement!;
    // the heading and the line: their text's own box (what the largest paint measures); the chip and the button: theirs
    const [heading, ...rest] = [...row.children];
    return [heading, ...rest, row.nextElementSibling!].map((e) => {
      const text = document.createRange();
      text.selectNodeContents(e);
      const b = rest.includes(e) ? e.getBoundingClientRect() : text.getBoundingClientRect();
      return [e.textContent?.trim(), ...[b.left, b.top, b.width, b.height].map((v) => Math.round(v * 2) / 2)];
    });
  });

describe('a checklist’s early card', () => {
  for (const [name, viewport, list] of [
    ['on a phone', { width: 375, height: 740 }, '/inspection-checklist/inspection-servicing'],
    [
      'on a desktop, from the pending list',
      { width: 1280, height: 900 },
      '/inspection-checklist/inspection-servicing-pending',
    ],
  ] as const) {
    it(`is painted from the page's own first answer and handed over without a move (${name})`, async () => {
      const inspection = await e2e.db
        .selectFrom('inspections')
        .select(['id', 'checklist_name'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { page, release, asked, skeleton } = await openHeld(
        viewport,
        'admin@caretaker.test',
        `${list}/${inspection.id}`,
        `/api/inspection-schedule/${inspection.id}`,
      );
      await visible(skeleton.locator('h1', { hasText: inspection.checklist_name }));
      const preview = await checklistLayout(page, '[data-testid=shell-skeleton]');
      // the name, the status, the Preview button and the school's line
      expect(preview.map(([text]) => text)).toEqual([
        inspection.checklist_name,
        expect.any(String),
        'Preview',
        expect.stringMatching(/ · /),
      ]);

      release();
      await visible(page.locator('#main-content').getByRole('link', { name: 'Preview' }));
      await expect.poll(() => skeleton.count()).toBe(0);
      await expect.poll(() => page.getByTestId('checklist-preview').count()).toBe(0);
      expect(await checklistLayout(page, '#main-content')).toEqual(preview);
      expect(asked).toHaveLength(1);
      await page.context().close();
    });
  }
});
