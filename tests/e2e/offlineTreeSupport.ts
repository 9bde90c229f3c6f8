/** Tree inspections for the offline tests: made through the API as the arborist, opened and prepared at 375 px. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { multipart, onePixelPng } from '../api/helpers.js';
import { tokenOf } from './offlineSupport.js';
import { makeAvailableOffline, openAs, type E2E } from './support.js';

export const ARBORIST = 'arborist-north-east@caretaker.test';
export const TEMPLATE = 'Tree inspection – visual tree assessment';
export const signature = `data:image/png;base64,${onePixelPng().toString('base64')}`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A draft of the visual tree assessment at Ang Mo Kio Primary School with `trees` trees; its id and its trees' ids. */
export async function newTreeInspection(e2e: E2E, token: string, trees: number) {
  const template = await e2e.db
    .selectFrom('tree_checklists')
    .select('id')
    .where('name', '=', TEMPLATE)
    .executeTakeFirstOrThrow();
  const school = await e2e.db
    .selectFrom('schools')
    .select('id')
    .where('name', '=', 'Ang Mo Kio Primary School')
    .executeTakeFirstOrThrow();
  const res = await e2e.app.inject({
    method: 'POST',
    url: '/api/tree-inspection',
    headers: bearer(token),
    payload: { tree_checklist_id: template.id, school_id: school.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  for (let n = 1; n < trees; n++) {
    const added = await e2e.app.inject({
      method: 'POST',
      url: '/api/tree-inspection/add-tree-inspection-subitem',
      headers: bearer(token),
      payload: { inspection_id: id },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
  }
  return { id, items: await treeItems(e2e, id) };
}

export async function treeItems(e2e: E2E, id: number) {
  const rows = await e2e.db
    .selectFrom('tree_inspection_items')
    .select(['id', 'fields', 'defect', 'remarks'])
    .where('tree_inspection_id', '=', id)
    .orderBy('sequence')
    .execute();
  return rows.map((r) => ({
    ...r,
    fields: JSON.parse(r.fields) as { name: string; value?: unknown; inputs?: { name: string; value: string }[] }[],
  }));
}

/** A field's stored value (a custom input's by its input name). */
export function valueIn(item: Awaited<ReturnType<typeof treeItems>>[number], name: string, input?: string): unknown {
  const field = item.fields.find((f) => f.name === name)!;
  return input ? field.inputs!.find((i) => i.name === input)!.value : field.value;
}

/** A change "elsewhere": a JSON save of `token` on the inspection's current version. */
export async function elsewhere(e2e: E2E, token: string, id: number, body: object) {
  const record = await e2e.app.inject({ url: `/api/tree-inspection/${id}`, headers: bearer(token) });
  const res = await e2e.app.inject({
    method: 'POST',
    url: `/api/tree-inspection/update-tree-inspection/${id}`,
    headers: bearer(token),
    payload: { ...body, version: record.json().data.version },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A photo stored online before the inspection is made available offline (its thumbnail is then kept). */
export async function storedPhoto(e2e: E2E, token: string, id: number, itemId: number, png: Buffer) {
  const form = new FormData();
  form.append('tree_checklist_item_id', String(itemId));
  form.append('inspect_photos[]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'stored.png');
  const { payload, headers } = await multipart(form);
  const res = await e2e.app.inject({
    method: 'POST',
    url: `/api/tree-inspection/update-tree-inspection/${id}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export const arboristToken = (e2e: E2E) => tokenOf(e2e, ARBORIST);

/** As the arborist at 375 px: the inspection's form, made available offline once the service worker runs. */
export async function prepareTree(page: Page, id: number): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAs(page, ARBORIST, `/inspection-checklist/tree-inspections/${id}`, new RegExp(TEMPLATE));
  await page.reload();
  await page
    .locator('#main-content')
    .getByRole('heading', { name: new RegExp(TEMPLATE) })
    .first()
    .waitFor();
  // the service worker controls the page, so a reload offline finds the app
  await makeAvailableOffline(page);
}

export const trees = (page: Page) => page.locator('#main-content .MuiAccordion-root');
