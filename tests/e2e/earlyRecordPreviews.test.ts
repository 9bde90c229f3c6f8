/**
 * What the entry paints before the shell on a record page, from the page's own first answer, in Chromium against the
 * production build (src/layout/pagePreviews.ts `content`): the quotation form's and a COP claim tab's breadcrumbs and
 * heading, a checklist's card. With the shell held back the skeleton draws them; released, the page's own are in the
 * same boxes, and the answer was asked once.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHeld } from './earlyPreviewSupport.js';
import { startE2E, type E2E, visible } from './support.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

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
        e2e,
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
        e2e,
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
        e2e,
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
