/**
 * Issue 14 end to end in Chromium against the real API: an arborist starts a tree inspection from a template, fills two
 * trees (one with a photo as evidence) and submits it signed; the term contractor uploads every required deliverable
 * slot through the resumable upload and submits; the managing agent approves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERABLE_SLOTS, NEVER_REQUIRED } from '../../domain/deliverables.js';
import { onePixelPng } from '../api/helpers.js';
import { checkScreen } from './checks.js';
import { drawSignature, openAs, openDeliverableToSign, startE2E, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n${'0'.repeat(3000)}\n%%EOF\n`);

describe('tree inspections and deliverables in the browser', () => {
  it('an arborist fills two trees, one with a photo, and submits signed', async () => {
    const page = await e2e.newPage();
    try {
      await openAs(page, 'arborist-north-east@caretaker.test', '/checklist/tree-checklists', 'Tree checklists');
      await page.getByRole('button', { name: /Create inspection — Tree inspection/ }).click();
      await page.getByRole('combobox', { name: 'Select school to inspect' }).fill('Ang Mo Kio');
      await page.getByRole('option', { name: 'Ang Mo Kio Primary School' }).click();
      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL((u) => /\/inspection-checklist\/tree-inspections\/\d+$/.test(u.pathname));
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('button', { name: 'Add tree' }).click();
      await page.getByRole('heading', { name: '2. Tree 2' }).waitFor();
      const trees = page.locator('#main-content .MuiAccordion-root');
      await trees.nth(0).getByLabel('Tree ID').fill('T-001');
      await trees.nth(0).getByLabel('Tree name').fill('Rain tree');
      await trees.nth(0).getByRole('radio', { name: 'Good' }).check();
      await trees.nth(1).getByLabel('Tree ID').fill('T-002');
      await trees.nth(1).getByRole('radio', { name: 'Poor' }).check();
      await trees.nth(1).getByRole('checkbox', { name: 'Cavity' }).check();
      await page.getByRole('button', { name: 'Check all' }).click();
      await checkScreen(page);
      // Evidence for the first tree (the form is saved as a draft on the way).
      await page.getByRole('button', { name: /^Evidence — T-001/ }).click();
      await page.getByRole('heading', { name: /Evidence — 1\. T-001/ }).waitFor();
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByLabel('Remarks').fill('Cavity at the base');
      await checkScreen(page);
      await page
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'tree.png', mimeType: 'image/png', buffer: onePixelPng([0, 120, 0, 255]) });
      await page.getByRole('button', { name: 'Save evidence' }).click();
      await page.getByText('Checklist successfully updated').first().waitFor();
      await page.getByRole('heading', { name: /1\. T-001 — Rain tree/ }).waitFor();
      // Submit without date and signature: refused in the page with the specification's words.
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Inspection date is required').first().waitFor();
      await page.getByLabel('Inspection date').fill('2026-11-20');
      await drawSignature(page, /Signature pad: Certificate by/);
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL((u) => u.pathname === '/inspection-checklist/tree-inspections');
      const row = await e2e.db
        .selectFrom('tree_inspections')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'SUBMITTED', tree_inspected_at: '2026-11-20' });
      expect(row.prepare_signature_id).not.toBeNull();
      const items = await e2e.db
        .selectFrom('tree_inspection_items')
        .selectAll()
        .where('tree_inspection_id', '=', id)
        .orderBy('sequence')
        .execute();
      expect(items).toHaveLength(2);
      const fields = items.map(
        (i) => JSON.parse(i.fields) as { name: string; value?: unknown; inputs?: { value: string }[] }[],
      );
      expect(fields[0].find((f) => f.name === 'tree_identity')!.inputs!.map((i) => i.value)).toEqual([
        'T-001',
        'Rain tree',
      ]);
      expect(fields[1].find((f) => f.name === 'defects')!.value).toEqual(['Cavity']);
      expect(fields[1].find((f) => f.name === 'crown_checked')!.value).toBe('yes');
      expect(items[0]).toMatchObject({ defect: 1, remarks: 'Cavity at the base' });
      const photos = await e2e.db
        .selectFrom('attachments')
        .select('owner_type')
        .where('owner_id', '=', items[0].id)
        .where('owner_type', '=', 'tree_inspect')
        .execute();
      expect(photos).toHaveLength(1);
      // Submitted: the form is read-only.
      await page.goto(`/inspection-checklist/tree-inspections/${id}`);
      await page.getByRole('heading', { name: /1\. T-001/ }).waitFor();
      expect(await page.getByRole('button', { name: 'Save as draft' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('the term contractor uploads every required slot and submits; the managing agent approves', async () => {
    const page = await e2e.newPage();
    try {
      const id = await openDeliverableToSign(page, 'March');
      await checkScreen(page);
      // Submitting with empty slots: 'This field is required' under each, 'Incomplete attachment' overall.
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByText('Incomplete attachment').first().waitFor();
      const required = DELIVERABLE_SLOTS.BM.filter((s) => s.required && !NEVER_REQUIRED.includes(s.key));
      expect(await page.getByText('This field is required').count()).toBe(required.length);
      for (const slot of required) {
        const section = page
          .locator('section', { has: page.getByRole('heading', { name: slot.title, exact: false }) })
          .last();
        await section
          .locator('input[type=file]')
          .setInputFiles({ name: `${slot.key}.pdf`, mimeType: 'application/pdf', buffer: pdf(slot.key) });
        await section.getByText(`${slot.key}.pdf`).first().waitFor();
      }
      await drawSignature(page, /Signature pad: Prepared by/);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByText('Deliverables has been submitted for approval.').waitFor();
      const row = await e2e.db.selectFrom('deliverables').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.status).toBe('SUBMITTED');
      const files = await e2e.db
        .selectFrom('attachments')
        .select(['additional_fields', 'size'])
        .where('owner_type', '=', 'deliverable')
        .where('owner_id', '=', id)
        .execute();
      expect(files.map((f) => JSON.parse(f.additional_fields).key).sort()).toEqual(required.map((s) => s.key).sort());

      await openAs(page, 'managing-agent@caretaker.test', `/deliverables/building-maintenance/${id}`, /March 2025/);
      await page.getByRole('button', { name: 'Submit approval' }).click();
      await page.getByText('Approval status is required').waitFor();
      await page.getByRole('radio', { name: 'Approved' }).check();
      await checkScreen(page);
      await drawSignature(page, /Signature pad: Checked by/);
      await page.getByRole('button', { name: 'Submit approval' }).click();
      await page.getByText('Deliverables has been approved.').waitFor();
      expect(
        (await e2e.db.selectFrom('deliverables').select('status').where('id', '=', id).executeTakeFirstOrThrow())
          .status,
      ).toBe('APPROVED');
      await page.getByText('No status history available').waitFor({ state: 'detached' });

      // The list (generated from schemas/deliverable.ts): the approved month is the MA's to view; axe and 375 px pass.
      await page.goto('/deliverables/building-maintenance');
      await page.getByRole('combobox', { name: 'Year' }).click();
      await page.getByRole('option', { name: '2025' }).click();
      await page.getByRole('combobox', { name: 'Month' }).click();
      await page.getByRole('option', { name: 'March' }).click();
      await page.getByRole('button', { name: 'Search' }).click();
      const view = page.getByRole('button', { name: 'View March 2025 North East' });
      await view.waitFor();
      await page.locator('tr', { has: view }).getByText('Approved').waitFor();
      await checkScreen(page);
    } finally {
      await page.close();
    }
  });
});
