/**
 * An administrator finds a user's failed export under Settings → Failed jobs, reads why it failed and retries it; the
 * screen passes axe and fits a phone.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations, overflow } from './checks.js';
import { openAs, startE2E, visible, type E2E } from './support.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

it('lists a failed job with its reason and retries it', async () => {
  const owner = await e2e.db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('email', '=', 'term-contractor@caretaker.test')
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const job = await e2e.db
    .insertInto('jobs')
    .values({
      kind: 'excel-export',
      subject: 'QUOTATION',
      payload: JSON.stringify({ module: 'QUOTATION', properties: {} }),
      user_id: owner.id,
      status: 'FAILED',
      attempts: 3,
      run_after: at,
      lease_owner: null,
      lease_until: null,
      result_bucket: null,
      result_key: null,
      result_name: null,
      error: 'The disk was full.',
      created_at: at,
      updated_at: at,
      finished_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const page = await e2e.newPage();
  await openAs(page, 'admin@caretaker.test', '/settings/failed-jobs', 'Failed jobs');
  const row = page.getByRole('row', { name: new RegExp(`^${job.id} `) });
  await visible(row.getByText('The disk was full.'));
  await visible(row.getByText(owner.full_name));
  await visible(row.getByText('Excel export (QUOTATION)'));
  // This screen's own findings (the app bar's are the shell's, checked by the accessibility sweep).
  const findings: string[] = [];
  for (const v of await axeViolations(page))
    if (v.impact === 'serious' || v.impact === 'critical')
      for (const n of v.nodes)
        if (await page.evaluate((sel) => !!document.querySelector(sel)?.closest('#main-content'), n.target))
          findings.push(`${v.impact} ${v.id}: ${n.target}`);
  expect(findings).toEqual([]);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => (await overflow(page)).culprits, { timeout: 5000 }).toEqual([]);
  // On a phone the table scrolls sideways inside its frame; the reason and Retry stay reachable.
  await page.reload();
  await row.getByRole('button', { name: `Retry job ${job.id}` }).scrollIntoViewIfNeeded();
  await visible(row.getByRole('button', { name: `Retry job ${job.id}` }));
  await page.setViewportSize(size);

  await row.getByRole('button', { name: `Retry job ${job.id}` }).click();
  await visible(page.getByText('The job will run again.'));
  await expect.poll(async () => page.getByRole('row', { name: new RegExp(`^${job.id} `) }).count()).toBe(0);
  const stored = await e2e.db
    .selectFrom('jobs')
    .select(['status', 'attempts'])
    .where('id', '=', job.id)
    .executeTakeFirstOrThrow();
  expect(stored.status).not.toBe('FAILED');
  await page.context().close();
});
