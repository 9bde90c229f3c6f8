/**
 * Issue 3 end to end in Chromium against the real API: a document with two files (one of 20 MB) uploaded with
 * a visible progress bar, the image previewed, the PDF downloaded byte for byte, one file deleted; a school
 * contract edited and still there after a reload; a live notification lighting the bell without a reload.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startE2E, type E2E } from './support.js';

let e2e: E2E;
let page: Page;

const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await signIn(page, 'admin@caretaker.test');
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await page?.context().close();
  await e2e?.close();
});

async function shot(name: string) {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `${name}.png`), fullPage: true });
}

describe('document repository', () => {
  it('creates a document with two files, shows upload progress, previews, downloads and deletes', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    // a 20 MB PDF made on the fly: the PDF magic, then random bytes
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n%e2e\n'),
      crypto.randomBytes(20 * 1024 * 1024),
      Buffer.from('\n%%EOF\n'),
    ]);

    await page.goto('/document-repository/create');
    await visible(page.getByText('Document list'));
    await page.getByLabel('Name').fill('Fire safety plan');
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: 'north', exact: true }).click();
    await page.getByRole('option', { name: 'east', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Description').fill('Evacuation routes');
    // Files on disk, not buffers: the browser reads them itself instead of 27 MB of base64 crossing the protocol,
    // which on a loaded CI machine outlasted the 15 s step timeout.
    const photoPath = path.join(e2e.dataDir, 'site-photo.png');
    const pdfPath = path.join(e2e.dataDir, 'plan.pdf');
    fs.writeFileSync(photoPath, png);
    fs.writeFileSync(pdfPath, pdf);
    await page.getByTestId('file-input').setInputFiles([photoPath, pdfPath], { timeout: 60_000 });
    await visible(page.getByText('plan.pdf'));

    // slow the upload down so that the progress bar can be seen moving
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024 * 1024,
    });
    await page.getByRole('button', { name: 'Save' }).click();
    const bar = page.getByRole('progressbar', { name: 'Upload progress of plan.pdf' });
    await visible(bar);
    // the bar is seen moving: neither empty nor full
    await expect
      .poll(
        async () => {
          const v = Number(await bar.first().getAttribute('aria-valuenow'));
          return v > 0 && v < 100;
        },
        { interval: 50 },
      )
      .toBe(true);
    await shot('document-upload-progress');
    await visible(page.getByText('Successfully created document repository'));
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.waitForURL(/\/document-repository(\?|$)/);
    await visible(page.getByRole('cell', { name: 'Fire safety plan' }));
    await shot('document-list');

    await page
      .getByRole('row', { name: /Fire safety plan/ })
      .getByRole('link', { name: /edit/i })
      .click();
    await visible(page.getByText('Uploaded files'));
    await expect.poll(() => page.getByTestId('attachment').count()).toBe(2);
    await shot('document-edit');

    // preview the image inline
    await page.getByRole('button', { name: 'Preview site-photo.png' }).click();
    const preview = page.getByRole('dialog').getByRole('img', { name: 'site-photo.png' });
    await visible(preview);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await shot('document-preview');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // download the PDF and compare the bytes
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download plan.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('plan.pdf');
    const saved = path.join(e2e.dataDir, 'downloaded.pdf');
    await download.saveAs(saved);
    expect(crypto.createHash('sha256').update(fs.readFileSync(saved)).digest('hex')).toBe(
      crypto.createHash('sha256').update(pdf).digest('hex'),
    );

    // delete the image
    await page.getByRole('button', { name: 'Delete site-photo.png' }).click();
    await visible(page.getByText('Are you sure you want to delete this file?'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByText('Successfully deleted file'));
    await expect.poll(() => page.getByTestId('attachment').count()).toBe(1);
    await visible(page.getByTestId('attachment').getByText('plan.pdf'));
  });

  it("refuses to create without a file: 'File upload is required'", async () => {
    await page.goto('/document-repository/create');
    await page.getByLabel('Name').fill('No file');
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: 'west', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('File upload is required'));
    expect(page.url()).toMatch(/\/document-repository\/create$/);
  });
});

describe('school contract', () => {
  it('edits Year 1 and shows it after a reload', async () => {
    const school = await e2e.db.selectFrom('schools').select(['id', 'name']).orderBy('name').executeTakeFirstOrThrow();
    // The demo seeds contracts for every school (the COP claims from them): start this school from none.
    await e2e.db.deleteFrom('school_contracts').where('school_id', '=', school.id).execute();
    await page.goto(`/settings/schools/contract/${school.id}`);
    await visible(page.getByText(`No school contract for ${school.name}`));
    await page.getByRole('button', { name: 'Add Year 1' }).click();
    const year1 = page.getByRole('region', { name: 'Year 1' });
    await year1.getByLabel('From date').fill('2026-01-01');
    await year1.getByLabel('To date').fill('2026-12-31');
    await year1.getByLabel('Schedule maintenance').fill('12345.67');
    await year1.getByLabel('School field', { exact: true }).fill('1000');
    await year1.getByLabel('Synthetic field').fill('2500.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('School contract updated'));
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Year 1' });
    await visible(reloaded);
    await expect.poll(() => reloaded.getByLabel('Schedule maintenance').inputValue()).toBe('12,345.67');
    expect(await reloaded.getByLabel('School field', { exact: true }).inputValue()).toBe('1,000.00');
    expect(await reloaded.getByLabel('Synthetic field').inputValue()).toBe('2,500.50');
    expect(await reloaded.getByLabel('From date').inputValue()).toBe('2026-01-01');
    expect(await reloaded.getByLabel('To date').inputValue()).toBe('2026-12-31');
    await shot('school-contract');
  });
});

describe('tree inspection photo', () => {
  it('refuses a missing file and a wrong type, uploads, shows and deletes the photo', async () => {
    const school = await e2e.db
      .selectFrom('schools')
      .select(['id', 'name'])
      .orderBy('name', 'desc')
      .executeTakeFirstOrThrow();
    await page.goto(`/settings/schools/file-upload/${school.id}`);
    await visible(page.getByText('No data'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await visible(page.getByText('Please upload a file to submit.'));
    // named .png but not an image: the server sniffs the content
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await visible(page.getByText('Something went wrong. Invalid File Type'));
    const jpg = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#795548' } })
      .jpeg()
      .toBuffer();
    await page.getByTestId('file-input').setInputFiles({ name: 'tree.jpg', mimeType: 'image/jpeg', buffer: jpg });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await visible(page.getByText('Successfully uploaded tree inspection photo'));
    const img = page.getByRole('img', { name: /Tree inspection photo/ });
    await visible(img);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(240);
    await shot('tree-photo');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByText('Successfully deleted tree inspection photo'));
    await visible(page.getByText('No data'));
  });
});

describe('user organisation', () => {
  it('warns about a duplicate, re-adds a managing agent with all four categories, saves and toggles an assignment', async () => {
    const school = await e2e.db
      .selectFrom('schools')
      .select(['id', 'name'])
      .where('name', '=', 'Ang Mo Kio Primary School')
      .executeTakeFirstOrThrow();
    await page.goto(`/tools/user-organization/${school.id}`);
    const oms = page.getByRole('region', { name: 'Operations managers' });
    const mas = page.getByRole('region', { name: 'Managing agents' });
    await visible(oms.getByRole('cell', { name: 'Demo Operations manager' }));
    // The outstanding panel links the school's work service orders still waiting for the MA or the OM (demo data).
    const waiting = await e2e.db
      .selectFrom('work_service_orders')
      .select('reference_number')
      .where('school_id', '=', school.id)
      .where('status', '=', 'PENDING')
      .execute();
    expect(waiting.length).toBeGreaterThan(0);
    const outstanding = page.getByRole('region', { name: 'Outstanding items' });
    for (const w of waiting) await visible(outstanding.getByRole('link', { name: w.reference_number }));

    await oms.getByLabel('Select an operations manager').click();
    await page.getByRole('option', { name: /Demo Operations manager/ }).click();
    await oms.getByRole('button', { name: 'Add' }).click();
    await visible(page.getByText('Demo Operations manager has already been added'));

    await mas.getByRole('button', { name: 'Remove Demo Managing agent' }).click();
    await visible(mas.getByText('No managing agents assigned'));
    await mas.getByLabel('Select a managing agent').click();
    await page.getByRole('option', { name: /^Demo Managing agent \(/ }).click();
    await mas.getByRole('button', { name: 'Add' }).click();
    for (const c of ['Quotations', 'Inspections', 'Claims', 'Work service orders'])
      await visible(mas.getByText(c, { exact: true }));
    await shot('organisation');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Successfully updated user organization'));

    await page.getByRole('link', { name: 'Manage assignments' }).click();
    await page.waitForURL(/manage-assignments/);
    const active = page.getByRole('switch', { name: 'Assignment of Demo Managing agent active' });
    await visible(active);
    const was = await active.isChecked();
    await active.click();
    await visible(page.getByText('Successfully updated user school assignment'));
    await expect.poll(() => active.isChecked()).toBe(!was);
    await shot('assignments');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(new RegExp(`/tools/user-organization/${school.id}$`));
  });
});

describe('notifications', () => {
  it('lights the bell when a notification arrives, without a reload', async () => {
    await page.goto('/');
    const bell = page.getByRole('button', { name: 'Notifications' });
    await visible(bell);
    const count = async () => Number((await bell.innerText()).replace(/\D/g, '') || 0);
    await page.waitForTimeout(1000); // the event stream connects
    const before = await count();
    const admin = await e2e.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@caretaker.test')
      .executeTakeFirstOrThrow();
    await e2e.app.notify([admin.id], {
      type: 'important',
      title: 'E2E live notification',
      description: 'Pushed by the server',
      url: '/document-repository',
    });
    await expect.poll(count, { timeout: 10000 }).toBe(before + 1);
    await bell.click();
    await visible(page.getByText('E2E live notification'));
    await shot('notification');
  });
});
