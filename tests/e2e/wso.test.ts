/**
 * Issue 10 end to end in Chromium against the real API: a technician creates an ad-hoc work service order with a before
 * and an after photo and submits it signed; the managing agent verifies; the operations manager approves; the report
 * opens with both photos. A term contractor opens the work service order of an approved quotation from the quotation page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePixelPng } from '../api/helpers.js';
import { drawSignature, openAs, signIn, startE2E, type E2E } from './support.js';

const SHOTS = path.resolve('tests/.tmp/e2e-wso');
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await e2e?.close();
});

describe('work service orders in the browser', () => {
  it('technician submits an ad-hoc WSO with photos; MA verifies; OM approves; the report shows both photos', async () => {
    const page = await e2e.newPage();
    try {
      await openAs(page, 'technician@caretaker.test', '/works-order/wso', 'Work service order');
      await page.getByRole('link', { name: 'Add' }).click();
      await page.locator('#main-content').getByRole('heading', { name: 'Add work service order' }).waitFor();
      await page.getByRole('combobox', { name: 'School' }).click();
      await page.getByRole('option', { name: 'Ang Mo Kio Primary School' }).click();
      // The school fills contact person (its first OM) and address.
      await expect.poll(() => page.getByLabel('Contact person').inputValue()).not.toBe('');
      await expect.poll(() => page.getByLabel('Address').inputValue()).not.toBe('');
      await page.getByLabel('Job location').fill('Toilet block B');
      await page.locator('#wso-date').fill('2026-11-02');
      await page.getByLabel('Time received').fill('08:15');
      await page.getByLabel('Fault call ref no').fill('FC-E2E-1');
      await page.getByLabel('Fault call location').fill('Block B level 1');
      await page.getByLabel('Time arrived on site').fill('09:00');
      await page.getByLabel('Completed date').fill('2026-11-02');
      await page.getByLabel('Completion time').fill('11:30');
      await page.getByLabel('Work description').fill('Replaced the cistern valve');
      await page.getByRole('combobox', { name: 'Details' }).click();
      await page.getByRole('option', { name: 'Work completed satisfactorily' }).click();
      const inputs = page.locator('input[type=file]');
      await inputs
        .nth(0)
        .setInputFiles({ name: 'before.png', mimeType: 'image/png', buffer: onePixelPng([200, 0, 0, 255]) });
      await inputs
        .nth(1)
        .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: onePixelPng([0, 200, 0, 255]) });
      // Submitting unsigned is refused in the page, nothing is sent.
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Please provide signature to proceed.').waitFor();
      await drawSignature(page, /Signature pad: Prepared by/);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Successfully created work service order').waitFor();
      await page.waitForURL((u) => u.pathname === '/works-order/wso');
      const wso = await e2e.db
        .selectFrom('work_service_orders')
        .selectAll()
        .where('fault_call_ref_no', '=', 'FC-E2E-1')
        .executeTakeFirstOrThrow();
      expect(wso).toMatchObject({ status: 'PENDING', category: 'AD-HOC', job_location: 'Toilet block B' });
      const photos = await e2e.db
        .selectFrom('attachments')
        .select('owner_type')
        .where('owner_id', '=', wso.id)
        .where('owner_type', 'in', ['wso_before', 'wso_after'])
        .execute();
      expect(photos.map((p) => p.owner_type).sort()).toEqual(['wso_after', 'wso_before']);
      const url = `/works-order/wso/${wso.id}`;

      await openAs(page, 'managing-agent@caretaker.test', url, 'Sign work service order');
      expect(await page.getByTestId('wso-photo').count()).toBe(2);
      await drawSignature(page, /Signature pad: Checked & certified correct by/);
      await page.getByRole('button', { name: 'MA Submit' }).click();
      await page.getByText('Successfully updated work service').waitFor();

      await openAs(page, 'operations-manager@caretaker.test', url, 'Sign work service order');
      await drawSignature(page, /Signature pad: Acknowledged or accepted by/);
      await page.getByRole('button', { name: 'OM Save' }).click();
      await page.getByText('Successfully updated work service').waitFor();
      expect(
        (
          await e2e.db
            .selectFrom('work_service_orders')
            .select('status')
            .where('id', '=', wso.id)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('APPROVED');

      await page.goto(`${url}/preview`);
      const frame = page.frameLocator('iframe[title="Work service order preview"]');
      await frame.getByText('Replaced the cistern valve').waitFor();
      expect(await frame.locator('img[alt^="Before photos"]').count()).toBe(1);
      expect(await frame.locator('img[alt^="After photos"]').count()).toBe(1);
      expect(await frame.locator('img[alt^="Signature of"]').count()).toBe(3);
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('link', { name: 'Download PDF' }).click(),
      ]);
      expect(tab.url()).toContain(`/api/work-service-order/${wso.id}/report?ticket=`);
      const response = await tab.request.get(tab.url());
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } catch (e) {
      await page.screenshot({ path: path.join(SHOTS, 'failure.png'), fullPage: true });
      throw e;
    }
  }, 120_000);

  it('a term contractor opens the work service order of an approved quotation from the quotation page', async () => {
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
      await page.getByRole('button', { name: 'Work service order' }).click();
      await page.waitForURL((u) => u.pathname === `/works-order/quotation-list/${quotation.id}/work-service-order`);
      await page.locator('#main-content').getByRole('heading', { name: 'Add work service order' }).waitFor();
      await page.getByRole('link', { name: quotation.reference_number }).waitFor();
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Quotation list' })
        .waitFor();
      // No address on the quotation-bound form; the job location comes from the quotation.
      expect(await page.getByLabel('Address').count()).toBe(0);
      await page.getByRole('button', { name: 'Draft' }).click();
      await page.getByText('Successfully created work service order').waitFor();
      const wso = await e2e.db
        .selectFrom('work_service_orders')
        .select(['status', 'category'])
        .where('quotation_id', '=', quotation.id)
        .executeTakeFirstOrThrow();
      expect(wso).toEqual({ status: 'DRAFT', category: 'QUOTATION' });
    } catch (e) {
      await page.screenshot({ path: path.join(SHOTS, 'quotation-failure.png'), fullPage: true });
      throw e;
    }
  }, 60_000);
});
