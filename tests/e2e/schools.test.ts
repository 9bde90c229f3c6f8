/**
 * Filling a clean installation starts with schools: an administrator creates one from the schools list, edits it and
 * deletes it (a school with quotations stays, with the reason on screen), or imports many from a file: checked first,
 * problems listed by row and column, then imported.
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

it('an administrator creates, edits and deletes a school; one with quotations cannot be deleted', async () => {
  const page = await e2e.newPage();
  await signIn(page, 'admin@caretaker.test');
  await page.waitForURL(/\/$/);

  await page.goto('/settings/schools');
  await page.getByRole('link', { name: /create/i }).click();
  await page.waitForURL(/\/settings\/schools\/create$/);
  await page.getByLabel(/^Name/).fill('Marsiling Ridge Primary School');
  await page.getByLabel(/^Zone/).click();
  await page.getByRole('option', { name: 'North', exact: true }).click();
  await page.getByLabel(/^Sub-zone/).click();
  await page.getByRole('option', { name: 'N2', exact: true }).click();
  await page.getByLabel(/^Less percent/).fill('31.5');
  await page.getByRole('button', { name: /save/i }).click();
  await visible(page.getByText('Successfully created school'));
  await page.waitForURL(/\/settings\/schools(\?|$)/);
  const stored = await e2e.db
    .selectFrom('schools')
    .select(['id', 'slug', 'zone', 'sub_zone', 'less_percent_bp'])
    .where('name', '=', 'Marsiling Ridge Primary School')
    .executeTakeFirstOrThrow();
  expect(stored).toMatchObject({
    slug: 'marsiling-ridge-primary-school',
    zone: 'NORTH',
    sub_zone: 'N2',
    less_percent_bp: 3150,
  });

  // Edit from the row's action.
  await page.getByPlaceholder('Search school').fill('Marsiling Ridge');
  await page.getByRole('link', { name: 'Edit Marsiling Ridge Primary School' }).click();
  await page.getByLabel(/^Telephone/).fill('6368 1234');
  await page.getByRole('button', { name: /save/i }).click();
  await visible(page.getByText('Successfully updated school'));
  await expect
    .poll(
      async () =>
        (await e2e.db.selectFrom('schools').select('telephone').where('id', '=', stored.id).executeTakeFirst())
          ?.telephone,
    )
    .toBe('6368 1234');

  // A school with quotations is kept, and the reason is shown.
  const busy = await e2e.db
    .selectFrom('schools')
    .innerJoin('quotations', 'quotations.school_id', 'schools.id')
    .select(['schools.id', 'schools.name'])
    .executeTakeFirstOrThrow();
  await page.goto('/settings/schools');
  await page.getByPlaceholder('Search school').fill(busy.name);
  await page.getByRole('button', { name: `Delete ${busy.name}` }).click();
  await page.getByRole('button', { name: /confirm/i }).click();
  await visible(page.getByText(`${busy.name} cannot be deleted`));
  expect(await e2e.db.selectFrom('schools').select('id').where('id', '=', busy.id).executeTakeFirst()).toBeDefined();

  // The new school goes.
  await page.goto('/settings/schools');
  await page.getByPlaceholder('Search school').fill('Marsiling Ridge');
  await page.getByRole('button', { name: 'Delete Marsiling Ridge Primary School' }).click();
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect
    .poll(async () => e2e.db.selectFrom('schools').select('id').where('id', '=', stored.id).executeTakeFirst())
    .toBeUndefined();
  await page.context().close();
});

it('an administrator imports schools from a CSV file: problems first, then the corrected file', async () => {
  const page = await e2e.newPage();
  await signIn(page, 'admin@caretaker.test');
  await page.waitForURL(/\/$/);
  await page.goto('/settings/imports');
  await visible(page.getByRole('heading', { name: 'Import data' }));
  await visible(page.getByRole('button', { name: 'Excel template' }));

  const choose = (content: string) =>
    page
      .locator('input[type=file]')
      .setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });
  await choose('name,zone\nPasir Ris Crest School,MARS\n');
  await page.getByRole('button', { name: 'Check file' }).click();
  await visible(page.getByText('The file has 1 problem; nothing was imported.'));
  await visible(page.getByRole('cell', { name: 'The selected value is invalid.' }));
  expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

  await choose('name,zone\nPasir Ris Crest School,East\nPunggol Cove School,NORTH_EAST\n');
  await page.getByRole('button', { name: 'Check file' }).click();
  await visible(page.getByText('No problems found. 2 rows: 2 new, 0 changed, 0 unchanged.'));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await visible(page.getByText('Imported: 2 created, 0 updated, 0 unchanged.'));
  const stored = await e2e.db
    .selectFrom('schools')
    .select(['slug', 'zone'])
    .where('slug', 'in', ['pasir-ris-crest-school', 'punggol-cove-school'])
    .orderBy('slug')
    .execute();
  expect(stored).toEqual([
    { slug: 'pasir-ris-crest-school', zone: 'EAST' },
    { slug: 'punggol-cove-school', zone: 'NORTH_EAST' },
  ]);
  await page.context().close();
});
