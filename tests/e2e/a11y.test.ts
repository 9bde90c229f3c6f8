/**
 * Accessibility (issue 8 item 22): axe-core over every screen of every role's menu — the lists and the
 * create/edit/show forms they lead to — with no serious or critical violation. One browser, one sign-in per role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './checks.js';
import { menuPaths, sweep, trackRequests } from './screens.js';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn, startE2E, type E2E } from './support.js';

/** One demo user per role (README). */
const ROLES = [
  'admin@caretaker.test',
  'term-contractor@caretaker.test',
  'term-contractor-qs@caretaker.test',
  'technician@caretaker.test',
  'operations-manager@caretaker.test',
  'managing-agent@caretaker.test',
  'ma-qs@caretaker.test',
  'scd@caretaker.test',
  'horticulturist@caretaker.test',
  'arborist-south@caretaker.test',
  'maintenance-team@caretaker.test',
  'invoice_team@caretaker.test',
];

let e2e: E2E;
/** Forms checked so far in this run (see sweep): the lists are swept per role, each form once. */
const formsSeen = new Set<string>();
/** Screens checked so far, each with what it showed (see viewOf): a role's list is checked when its view is new. */
const viewsSeen = new Set<string>();

/**
 * What a screen's content shows a role, without the rows' data: its headings, fields, buttons, links, tabs and column headers by
 * role and name, and the controls of its first row by role. Two roles with the same view of a screen see the same
 * components, so axe has nothing new to find in the second.
 */
function viewOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const CONTROLS =
      'h1,h2,h3,h4,h5,h6,button,a[href],input,select,textarea,th,[role="button"],[role="tab"],[role="combobox"],[role="menuitem"]';
    const describe = (el: Element, withName: boolean) =>
      [
        el.tagName,
        el.getAttribute('role') ?? '',
        withName ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60) : '',
      ].join(':');
    const content = document.querySelector('.RaLayout-content') ?? document.body;
    const outsideRows = [...content.querySelectorAll(CONTROLS)].filter((el) => !el.closest('tbody'));
    const firstRow = [...content.querySelectorAll('tbody tr:first-child')].flatMap((row) => [
      ...row.querySelectorAll(CONTROLS),
    ]);
    return [...outsideRows.map((el) => describe(el, true)), '|', ...firstRow.map((el) => describe(el, false))].join(
      '\n',
    );
  });
}

/**
 * axe-core is injected once per signed-in page (screens change in the app, not by reload) and asked for
 * violations only: @axe-core/playwright re-injects its 500 kB script and collects every pass on each call,
 * which took 13–19 s a screen on the shared 2-core CI machine.
 */
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('accessibility of every screen, per role', () => {
  it.each(process.env.A11Y_ROLES ? ROLES.filter((r) => process.env.A11Y_ROLES!.split(',').includes(r)) : ROLES)(
    '%s: no serious or critical axe violation',
    async (email) => {
      const page = await e2e.newPage();
      trackRequests(page);
      await signIn(page, email);
      await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
      const found: string[] = [];
      let screens = 0;
      const visited = await sweep(
        page,
        await menuPaths(e2e, email),
        async (screen) => {
          // a screen another role has already shown the same way (same headings, controls and columns; the rows'
          // data aside) has been checked: axe looks at the components, and those are what a view is made of
          // (the frame — the role's menu, the app bar — is checked with the role's first screen)
          const view = `${screen} ${await viewOf(page)}`;
          const first = screens++ === 0;
          if (viewsSeen.has(view) && !first) return;
          viewsSeen.add(view);
          const violations = await axeViolations(page);
          for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
            found.push(
              `${screen} ${v.impact} ${v.id}: ${v.nodes.length}× e.g. ${v.nodes[0]?.target} — ${v.nodes[0]?.summary.split('\n')[1] ?? ''}`,
            );
          }
        },
        formsSeen,
      );
      await page.context().close();
      if (found.length) console.log(email, found);
      expect(visited.length).toBeGreaterThan(0);
      expect(found).toEqual([]);
    },
    600000,
  );
});

/** Presses Tab (Shift+Tab backwards) until the element is focused; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (
      await target
        .first()
        .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
        .catch(() => false)
    )
      return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe('keyboard only', () => {
  it('a term contractor signs in, creates a quotation with an FSR item and saves it as a draft without the mouse', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth/sign-in');
    await tabTo(page, page.getByLabel(/e-?mail/i));
    await page.keyboard.type('term-contractor@caretaker.test');
    await tabTo(page, page.getByLabel(/password/i));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));

    // the sidebar: Works order > Quotations
    await tabTo(page, page.getByRole('menuitem', { name: 'Works order' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('menuitem', { name: 'Quotations' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/works-order\/quotation-list$/);
    await tabTo(page, page.getByRole('link', { name: 'Create' }), { max: 120 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Create quotation' }).waitFor();

    await tabTo(page, page.getByRole('combobox', { name: 'School' }));
    await page.keyboard.type('Admiralty');
    await page.getByRole('option', { name: 'Admiralty Primary School' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Attention'));
    await page.keyboard.type('Mr Tan');
    await tabTo(page, page.getByRole('combobox', { name: 'Job type' }));
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByRole('combobox', { name: 'Trade' }));
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Building Management' }).waitFor();
    while (
      !(await page.getByRole('option', { name: 'Building Management' }).evaluate((el) => el === document.activeElement))
    )
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Job', { exact: true }));
    await page.keyboard.type('Repair canteen drains');

    // an item from the schedule of rates
    await tabTo(page, page.getByRole('button', { name: 'Add item' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Add quotation items' }).waitFor();
    // narrow the schedule to one item by its number, so the item is the next stop after the search box
    await tabTo(page, page.getByLabel('Search FSR items'));
    await page.keyboard.type('B1.1.001');
    const list = page.getByTestId('fsr-list');
    await expect.poll(() => list.getByRole('checkbox').count()).toBe(1);
    // each FSR item is one button holding its checkbox
    await tabTo(page, list.getByRole('button').first());
    await page.keyboard.press('Space');
    await expect.poll(() => list.getByRole('checkbox').first().isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: /^Add (1 )?selected item$/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Create quotation' }).waitFor();
    await expect.poll(() => page.locator('tr[data-row="item"]').count()).toBe(1);
    await tabTo(page, page.getByLabel('Quantity 1'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2');

    await tabTo(page, page.getByRole('button', { name: 'Draft', exact: true }), { max: 120 });
    await page.keyboard.press('Enter');
    await page.getByText(/Successfully (created|updated) quotation/).waitFor();
    const row = await e2e.db.selectFrom('quotations').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.status).toBe('DRAFT');
    expect(row.job).toBe('Repair canteen drains');
    const items = await e2e.db.selectFrom('quotation_items').selectAll().where('quotation_id', '=', row.id).execute();
    expect(items.length).toBe(1);
    await page.context().close();
  }, 300000);
});
