/**
 * Issue 13 end to end in Chromium against the real API: a term contractor starts an inspection from a checklist template,
 * checks three items (each autosaved, the page says so), signs by drawing and submits; the operations manager
 * acknowledges with a signature; the managing agent approves with a signature.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { onePixelPng } from '../api/helpers.js';
import { drawSignature, signIn, startE2E, startInspection, type E2E } from './support.js';

const SHOTS = path.resolve('tests/.tmp/e2e-inspections');
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await e2e?.close();
});

async function openAs(page: Page, email: string, url: string, heading: string) {
  await page.context().clearCookies();
  await signIn(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await page.goto(url);
  await page.locator('#main-content').getByRole('heading', { name: heading }).first().waitFor();
}

describe('inspection checklist in the browser', () => {
  it('contractor creates from a template, autosaves items, signs and submits; OM acknowledges; MA approves', async () => {
    const page = await e2e.newPage();
    const template = 'Safety audit – quarterly inspection';
    try {
      const url = await startInspection(page, template);
      expect(url).toMatch(/^\/inspection-checklist\/inspection-servicing\/\d+$/);

      await page.getByRole('button', { name: 'Working at height' }).click();
      for (const item of ['1.1 Playground equipment', '1.2 Goal posts and hoops', '2.1 Railings and parapets']) {
        await page.getByRole('combobox', { name: `Checked: ${item}` }).click();
        await page.getByRole('option', { name: 'Yes' }).click();
      }
      await page.getByText('All changes saved').waitFor();
      const id = Number(url.split('/').pop());
      const saved = await e2e.db
        .selectFrom('inspection_sub_items')
        .select('status')
        .where('inspection_id', '=', id)
        .where('status', '=', 'yes')
        .execute();
      expect(saved).toHaveLength(3);

      // A defect with a before picture on the first item.
      await page.getByRole('button', { name: 'Add defect: 1.1 Playground equipment' }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('radio', { name: 'Yes' }).check();
      await form.getByLabel('Location').fill('Playground, north side');
      await form.getByLabel('Description').fill('Loose bolt on the slide ladder');
      await form
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'before.png', mimeType: 'image/png', buffer: onePixelPng() });
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'Follow up' }).first().waitFor();
      const defect = await e2e.db
        .selectFrom('defects')
        .selectAll()
        .where('inspection_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(defect).toMatchObject({ status: 'Follow up', defect: 1, location: 'Playground, north side' });
      const pictures = await e2e.db
        .selectFrom('attachments')
        .select('id')
        .where('owner_type', '=', 'defect_before')
        .where('owner_id', '=', defect.id)
        .execute();
      expect(pictures).toHaveLength(1);

      await drawSignature(page, /Signature pad: Prepared by/);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Pending MA').first().waitFor();

      await openAs(page, 'operations-manager@caretaker.test', url, template);
      await drawSignature(page, /Signature pad: Acknowledged by/);
      await page.getByRole('button', { name: 'Acknowledge' }).click();
      await page.getByText('Acknowledged', { exact: true }).first().waitFor();

      await openAs(page, 'managing-agent@caretaker.test', url, template);
      await drawSignature(page, /Signature pad: Checked & certified correct by/);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('Approved', { exact: true }).first().waitFor();
      const row = await e2e.db
        .selectFrom('inspections')
        .select(['status', 'ma_signature_id', 'om_signature_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('APPROVED');
      expect(row.om_signature_id).not.toBeNull();
      expect(row.ma_signature_id).not.toBeNull();

      // The service report preview shows the checklist, its defect and the signers.
      await page.getByRole('link', { name: 'Preview' }).click();
      const frame = page.frameLocator('iframe[title="Inspection servicing preview"]');
      await frame.getByText('Loose bolt on the slide ladder').waitFor();
      expect(await frame.locator('img[alt^="Signature of"]').count()).toBe(3);
      // …and its PDF opens in a new tab on a signed link (no token in the address).
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('link', { name: 'Service report (PDF)' }).click(),
      ]);
      expect(tab.url()).toContain(`/api/inspection-schedule/${id}/report?ticket=`);
      const response = await tab.request.get(tab.url());
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } catch (e) {
      await page.screenshot({ path: path.join(SHOTS, 'failure.png'), fullPage: true });
      throw e;
    }
  }, 120_000);

  it('maintenance calendar: add an event, edit it from the calendar, delete it', async () => {
    const page = await e2e.newPage();
    page.on('dialog', (d) => void d.accept());
    try {
      await openAs(page, 'term-contractor@caretaker.test', '/maintenance-schedules', 'Maintenance schedule');
      const month = new Date().toLocaleDateString('en-CA').slice(0, 7);
      await page.getByRole('button', { name: 'Add schedule' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Title').fill('Water pump servicing');
      await dialog.getByRole('combobox', { name: 'School' }).click();
      await page.getByRole('option', { name: 'Ang Mo Kio Primary School' }).click();
      await dialog.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'Specialist' }).click();
      await dialog.getByRole('textbox', { name: 'Date' }).fill(`${month}-15`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      const event = page.getByText('Water pump servicing · Ang Mo Kio Primary School');
      await event.waitFor();
      const row = await e2e.db.selectFrom('maintenance_schedules').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ type: 'SPECIALIST', start: `${month}-15` });

      await event.click();
      await page.getByRole('dialog').getByLabel('Title').fill('Water pump overhaul');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByText('Water pump overhaul · Ang Mo Kio Primary School').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect
        .poll(async () => (await e2e.db.selectFrom('maintenance_schedules').select('id').execute()).length)
        .toBe(0);
    } catch (e) {
      await page.screenshot({ path: path.join(SHOTS, 'calendar-failure.png'), fullPage: true });
      throw e;
    }
  }, 60_000);

  it('a term contractor creates an inspection from an approved quotation; each links to the other (issue 18)', async () => {
    const page = await e2e.newPage();
    try {
      const quotation = await e2e.db
        .selectFrom('quotations')
        .select(['id', 'reference_number'])
        .where('status', '=', 'APPROVED')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await page.context().clearCookies();
      await signIn(page, 'term-contractor@caretaker.test');
      await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
      await page.goto(`/works-order/quotation-list/${quotation.id}`);
      await page.getByRole('button', { name: 'Create inspection' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Checklist' }).fill('Safety audit');
      await page.getByRole('option', { name: /Safety audit/ }).click();
      await dialog.getByRole('combobox', { name: 'Members' }).fill('Demo Technician');
      await page.getByRole('option', { name: 'Demo Technician' }).click();
      await dialog.getByRole('button', { name: 'Create inspection' }).click();
      await page.getByRole('link', { name: quotation.reference_number }).waitFor();
      const made = await e2e.db
        .selectFrom('inspections')
        .select(['id', 'quotation_id'])
        .where('quotation_id', '=', quotation.id)
        .execute();
      expect(made).toHaveLength(1);
      await page.getByRole('link', { name: quotation.reference_number }).click();
      await page.getByRole('link', { name: /Safety audit/ }).waitFor();
    } catch (e) {
      await page.screenshot({ path: path.join(SHOTS, 'quotation-failure.png'), fullPage: true });
      throw e;
    }
  }, 60_000);
});
