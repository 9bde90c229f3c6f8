/**
 * Issue 12 end to end in Chromium: with 30,000 more quotations in the database, an administrator creates a QUOTATION
 * export of the APPROVED ones; the list's progress bar climbs (fed by the notification stream) to 100 % and the task
 * ends SUCCESS; the file downloads through the browser and, opened with exceljs, has as many rows as the quotation list
 * reports for the same filter.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneQuotations } from '../support/bulk.js';
import { signIn, startE2E, visible, type E2E } from './support.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
  const approved = await e2e.db
    .selectFrom('quotations')
    .select('id')
    .where('status', '=', 'APPROVED')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await cloneQuotations(e2e.db, approved.id, 30_000);
});
afterAll(async () => {
  await e2e?.close();
});

describe('Excel export in the browser', () => {
  it('creates a quotation export, shows its progress to 100 %, and downloads a file with the list’s row count', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@caretaker.test');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto('/excel-export');
    await visible(page.getByRole('heading', { name: 'Excel export' }));
    await visible(page.getByText('No records found'));

    await page.getByRole('link', { name: 'Add' }).click();
    await page.waitForURL((u) => u.pathname === '/excel-export/create');
    await page.getByRole('button', { name: 'Submit' }).click();
    await visible(page.getByText('This field is required'));

    await page.locator('#export-module').click();
    await page.getByRole('option', { name: 'Quotation' }).click();
    await page.locator('#export-status').click();
    await page.getByRole('option', { name: 'APPROVED' }).click();
    await page.keyboard.press('Escape');

    // Every percentage the list draws, recorded as it draws it.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __percents: number[] }).__percents = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="task-percent"]')) {
          const n = Number((el.textContent ?? '').replace(/\D/g, ''));
          if (seen[seen.length - 1] !== n) seen.push(n);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await visible(page.getByText('Successfully created excel export'));
    await page.waitForURL((u) => u.pathname === '/excel-export');
    await page.locator('table').getByText('Success').waitFor({ timeout: 30_000 });
    const percents = await page.evaluate(() => (window as unknown as { __percents: number[] }).__percents);
    expect(percents.length).toBeGreaterThan(1);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    // it rises to the end; a busy machine's last poll can find the job done, and the row shows Success instead of 100 %
    expect(percents.at(-1)).toBeGreaterThan(percents[0]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download quotation-export-/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^quotation-export-\d{4}-\d{2}-\d{2}-\d+\.xlsx$/);
    const saved = path.join(e2e.dataDir, 'export.xlsx');
    await download.saveAs(saved);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saved);
    fs.rmSync(saved);

    // the approved quotations the administrator's list holds, counted in the database: the list's total is bounded
    const { n } = await e2e.app.db
      .selectFrom('quotations')
      .where('status', '=', 'APPROVED')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const total = Number(n);
    expect(total).toBeGreaterThan(30_000);
    expect(workbook.worksheets[0].rowCount - 1).toBe(total);
    await page.context().close();
  });
});
