/**
 * The FSR list's import runs the one import mechanism: problems by row and column first, then the corrected file
 * imported; a changed rate updates on re-import; and a file of more than 2,000 rows runs as a job whose progress the
 * dialog shows until its report.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startE2E, type E2E, visible } from './support.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

it('an administrator imports FSR items from the FSR list: checked, imported, updated, and a large file as a job', async () => {
  const page = await e2e.newPage();
  await signIn(page, 'admin@caretaker.test');
  await page.waitForURL(/\/$/);
  await page.goto('/works-order/fsr');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await visible(dialog.getByRole('button', { name: 'Excel template' }));
  await visible(dialog.getByText(/item_number, category/));

  const choose = (content: string) =>
    dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'fsr.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });
  const header = 'category,item_number,item_description,unit,rate\n';
  await choose(`${header}BLDG,E2E.1.001,Screen hoarding,m,abc\n`);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await visible(dialog.getByText('The file has 1 problem; nothing was imported.'));
  await visible(dialog.getByRole('cell', { name: 'rate', exact: true }));
  expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

  const good = `${header}BLDG,E2E.1.001,Screen hoarding,m,12.50\nPAS,E2E.1.002,Screen pipe,m,3\n`;
  await choose(good);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await visible(dialog.getByText('No problems found. 2 rows: 2 new, 0 changed, 0 unchanged.'));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await visible(dialog.getByText('Imported. 2 rows: 2 new, 0 changed, 0 unchanged.'));

  await choose(good.replace('Screen pipe,m,3', 'Screen pipe,m,3.40'));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await visible(dialog.getByText('No problems found. 2 rows: 0 new, 1 changed, 1 unchanged.'));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await visible(dialog.getByText('Imported. 2 rows: 0 new, 1 changed, 1 unchanged.'));
  const pipe = await e2e.db
    .selectFrom('fsrs')
    .select('rate_cents')
    .where('item_number', '=', 'E2E.1.002')
    .executeTakeFirstOrThrow();
  expect(Number(pipe.rate_cents)).toBe(340);

  const lines = [header.trim()];
  for (let i = 1; i <= 2100; i++) lines.push(`HORTI,E2E.9.${i},Large item ${i},no,${i}`);
  await choose(lines.join('\n'));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await visible(dialog.getByText('No problems found. 2100 rows: 2100 new, 0 changed, 0 unchanged.'));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  // The job's progress (checked, then written) shows until its report replaces it.
  await visible(dialog.getByText(/^Importing in the background: \d+%$/));
  await visible(dialog.getByText('Imported. 2100 rows: 2100 new, 0 changed, 0 unchanged.'));
  const count = await e2e.db
    .selectFrom('fsrs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('item_number', 'like', 'E2E.9.%')
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(2100);
  await page.context().close();
});
