/**
 * Changes made without signal meet changes made elsewhere meanwhile (Chromium, 375 px, the real API):
 * - a remark both changed is shown to choose (field, theirs, mine); what only the device changed goes through on the
 *   new version, what only the other side changed stays; choosing "Use mine" sends the device's remark;
 * - the checklist was submitted and acknowledged by the operations manager meanwhile: the device's answers are refused
 *   by the workflow and reported with what the device kept — nothing is forced onto the acknowledged checklist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { onePixelPng } from '../api/helpers.js';
import { addFiftyItemTemplate, answer, card, prepareOffline, tokenOf } from './offlineSupport.js';
import { seriousAxe } from './checks.js';
import { startE2E, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await addFiftyItemTemplate(e2e);
});
afterAll(async () => {
  await e2e?.close();
});

const signature = `data:image/png;base64,${onePixelPng().toString('base64')}`;

async function subItems(id: number) {
  return e2e.db
    .selectFrom('inspection_sub_items')
    .select(['id', 'serial_no', 'status', 'remarks'])
    .where('inspection_id', '=', id)
    .execute();
}

/** Changes "elsewhere": a request of `token` on the checklist's current version. */
async function elsewhere(token: string, id: number, method: 'PATCH' | 'PUT', url: string, body: object) {
  const record = await e2e.app.inject({
    url: `/api/inspection-schedule/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const res = await e2e.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: { ...body, version: record.json().data.version },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function remark(page: Page, serial: string, text: string) {
  const box = card(page, serial).getByRole('textbox', { name: `Remarks: ${serial} Point ${serial}` });
  await box.fill(text);
  await box.blur();
}

describe('offline changes that meet changes made meanwhile', () => {
  it('merges what does not overlap and lets the user choose where both changed the same field', async () => {
    const page = await e2e.newPage();
    try {
      const id = await prepareOffline(page);
      const items = await subItems(id);
      const idOf = (serial: string) => items.find((s) => s.serial_no === serial)!.id;
      await page.context().setOffline(true);
      await answer(page, '1.1', 'Yes');
      await remark(page, '1.2', 'Mine: tile cracked');
      await page.getByText('2 changes waiting to be sent').waitFor();

      const tc = await tokenOf(e2e, 'term-contractor@caretaker.test');
      const item = (serial: string) => `/api/inspection-schedule/${id}/items/${idOf(serial)}`;
      await elsewhere(tc, id, 'PATCH', item('1.2'), { remarks: 'Theirs: tile replaced' });
      await elsewhere(tc, id, 'PATCH', item('1.3'), { status: 'n/a' });

      await page.context().setOffline(false);
      const alert = page.getByRole('alert').filter({ hasText: '1 change could not be sent as it was' });
      await alert.waitFor({ timeout: 30_000 });
      await alert.getByRole('button', { name: 'Review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Changes to check' });
      await dialog.getByRole('row', { name: /Remarks/ }).waitFor();
      expect(await seriousAxe(page)).toEqual([]);
      const row = dialog.getByRole('row', { name: /Remarks/ });
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        'Remarks',
        'Theirs: tile replaced',
        'Mine: tile cracked',
      ]);
      // merged meanwhile: the device's answer on 1.1 and their answer on 1.3 are both on the server
      const merged = await subItems(id);
      const on = (serial: string) => merged.find((s) => s.serial_no === serial)!;
      expect([on('1.1').status, on('1.2').remarks, on('1.3').status]).toEqual(['yes', 'Theirs: tile replaced', 'n/a']);

      await dialog.getByRole('button', { name: 'Use mine' }).click();
      await expect
        .poll(async () => (await subItems(id)).find((s) => s.serial_no === '1.2')!.remarks, { timeout: 30_000 })
        .toBe('Mine: tile cracked');
      await expect.poll(() => page.getByTestId('offline-status').count(), { timeout: 10_000 }).toBe(0);
    } finally {
      await page.close();
    }
  }, 240_000);

  it('reports answers the workflow refuses once the operations manager acknowledged, with what was kept', async () => {
    const page = await e2e.newPage();
    try {
      const id = await prepareOffline(page);
      await page.context().setOffline(true);
      await remark(page, '1.4', 'Stain on the ceiling');
      await page.getByText('1 change waiting to be sent').waitFor();

      // elsewhere: every item answered, submitted, then acknowledged by the school's operations manager
      const tc = await tokenOf(e2e, 'term-contractor@caretaker.test');
      for (const s of await subItems(id))
        await elsewhere(tc, id, 'PATCH', `/api/inspection-schedule/${id}/items/${s.id}`, { status: 'yes' });
      const url = `/api/inspection-schedule/${id}`;
      await elsewhere(tc, id, 'PUT', url, { status: 'SUBMITTED', signature, inspected_at: '2026-11-02' });
      const om = await tokenOf(e2e, 'operations-manager@caretaker.test');
      await elsewhere(om, id, 'PUT', url, { status: 'ACKNOWLEDGED', signature });

      await page.context().setOffline(false);
      const alert = page.getByRole('alert').filter({ hasText: '1 change could not be sent as it was' });
      await alert.waitFor({ timeout: 30_000 });
      await alert.getByRole('button', { name: 'Review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Changes to check' });
      await dialog.getByText('Not sent: 1.4 Point 1.4.').waitFor();
      await dialog.getByText('Kept on this device: Remarks: Stain on the ceiling').waitFor();
      const row = await e2e.db
        .selectFrom('inspections')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('ACKNOWLEDGED');
      expect((await subItems(id)).some((s) => s.remarks === 'Stain on the ceiling')).toBe(false);
    } finally {
      await page.close();
    }
  }, 240_000);
});
