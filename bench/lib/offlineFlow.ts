/**
 * The field user's steps the offline bench repeats, on the phone layout (375 px) of the built UI against the real API:
 * a checklist template of any size, an inspection of it with photos already taken, opening it on a fresh device,
 * "Make available offline", answering an item, writing a remark and recording a defect with photos.
 */
import type { Page } from 'playwright-core';
import { nowIso } from '../../server/db/columns.js';
import { DEMO_PASSWORD, signIn, type E2E } from '../../tests/e2e/support.js';
import { allowCompiledEvaluate, readQueuedPhotos } from './offlineDevice.js';

export const ANSWER_LABEL = { yes: 'Yes', 'n/a': 'N/A' } as const;
export type Answer = keyof typeof ANSWER_LABEL;

const blockName = (e: number) => `Block ${e + 1}`;

/** A monthly template of `elements` × `perElement` items named "Point e.n"; its id. */
export async function addTemplate(e2e: E2E, name: string, elements: number, perElement: number): Promise<number> {
  const now = nowIso();
  const { id } = await e2e.db
    .insertInto('checklists')
    .values({
      name,
      category: 'BUILDING-MAINTENANCE',
      type: 'REGULAR',
      frequency: 'MONTHLY',
      custom_callback: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let e = 0; e < elements; e++) {
    const el = await e2e.db
      .insertInto('checklist_elements')
      .values({ checklist_id: id, sort: e, element: blockName(e) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await e2e.db
      .insertInto('checklist_sub_items')
      .values(
        Array.from({ length: perElement }, (_, n) => ({
          element_id: el.id,
          sort: n,
          header: 0,
          serial_no: `${e + 1}.${n + 1}`,
          element: `Point ${e + 1}.${n + 1}`,
          description: 'Look and note',
          frequency: 'MONTHLY',
        })),
      )
      .execute();
  }
  return id;
}

export async function tokenOf(e2e: E2E, email = 'term-contractor@caretaker.test'): Promise<string> {
  const res = await e2e.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/** A new inspection of the template by the term contractor with the demo technician; its id. */
export async function createInspection(e2e: E2E, token: string, checklistId: number): Promise<number> {
  const school = await e2e.db
    .selectFrom('schools')
    .select('id')
    .where('name', '=', 'Ang Mo Kio Primary School')
    .executeTakeFirstOrThrow();
  const tech = await e2e.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'technician@caretaker.test')
    .executeTakeFirstOrThrow();
  const res = await e2e.app.inject({
    method: 'POST',
    url: '/api/inspection-schedule',
    headers: { authorization: `Bearer ${token}` },
    payload: { checklist_id: checklistId, school_id: school.id, members: [tech.id], check_in: '2026-11-02 08:00' },
  });
  if (res.statusCode >= 300) throw new Error(`create inspection: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}

/**
 * Photos already on the checklist before it is prepared: defects of `perDefect` photos each on its first items, made
 * through the API as an earlier visit would have; waits (up to 60 s) for their thumbnails; answers how many have one.
 */
export async function addExistingPhotos(
  e2e: E2E,
  token: string,
  inspectionId: number,
  photos: Buffer[],
  perDefect = 5,
): Promise<number> {
  const items = await e2e.db
    .selectFrom('inspection_sub_items')
    .select('id')
    .where('inspection_id', '=', inspectionId)
    .orderBy('id')
    .execute();
  const defectIds: number[] = [];
  for (let d = 0; d * perDefect < photos.length; d++) {
    const form = new FormData();
    form.append('defect', 'Yes');
    form.append('location', `Earlier visit ${d + 1}`);
    form.append('description', 'Found on an earlier visit');
    form.append('checklist_item_id', String(items[d]!.id));
    for (const [i, p] of photos.slice(d * perDefect, (d + 1) * perDefect).entries())
      form.append('before_photos[]', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `earlier-${d}-${i}.jpg`);
    const res = await fetch(`${e2e.url}/api/inspection-schedule/${inspectionId}/defect`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`existing defect: ${res.status} ${await res.text()}`);
    defectIds.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  const deadline = Date.now() + 60_000;
  let withThumb = 0;
  while (Date.now() < deadline) {
    withThumb = 0;
    for (const id of defectIds) {
      const res = await e2e.app.inject({ url: `/api/defect/${id}`, headers: { authorization: `Bearer ${token}` } });
      const d = res.json().data as { before_photos: { thumbnail_url: string | null }[] };
      withThumb += d.before_photos.filter((p) => p.thumbnail_url).length;
    }
    if (withThumb === photos.length) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return withThumb;
}

export const checklistUrl = (id: number) => `/inspection-checklist/inspection-servicing/${id}`;

/** A fresh device (browser context) of the term contractor on the checklist, at 375 px, its service worker in control. */
export async function openDevice(e2e: E2E, inspectionId: number, heading: string): Promise<Page> {
  const page = await e2e.newPage();
  page.setDefaultTimeout(30_000);
  await allowCompiledEvaluate(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'term-contractor@caretaker.test');
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await page.goto(checklistUrl(inspectionId));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.locator('#main-content').getByRole('heading', { name: heading }).first().waitFor();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60_000 });
  return page;
}

/** "Make available offline"; the milliseconds it took. */
export async function makeAvailableOffline(page: Page): Promise<number> {
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await page.getByRole('button', { name: 'Available offline' }).waitFor({ timeout: 120_000 });
  return Date.now() - t0;
}

export const card = (page: Page, serial: string) => page.getByRole('article', { name: `${serial} Point ${serial}` });

/** Opens the item's element when its card is not shown. */
async function reveal(page: Page, serial: string): Promise<void> {
  const box = card(page, serial).getByRole('combobox');
  if (await box.isVisible()) return;
  await page.getByRole('button', { name: blockName(Number(serial.split('.')[0]) - 1), exact: true }).click();
  await box.waitFor();
}

export async function answer(page: Page, serial: string, value: Answer): Promise<void> {
  await reveal(page, serial);
  await card(page, serial)
    .getByRole('combobox', { name: `Checked: ${serial} Point ${serial}` })
    .click();
  await page.getByRole('option', { name: ANSWER_LABEL[value], exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

export async function remark(page: Page, serial: string, text: string): Promise<void> {
  await reveal(page, serial);
  const box = card(page, serial).getByRole('textbox', { name: `Remarks: ${serial} Point ${serial}` });
  await box.fill(text);
  await box.blur();
}

/**
 * Records a defect with photos on the item; answers the SHA-256 of each photo as the device kept it (made smaller),
 * found as the queued files that were not there before.
 */
export async function addDefect(page: Page, serial: string, location: string, photos: Buffer[]): Promise<string[]> {
  const before = new Set((await readQueuedPhotos(page)).map((p) => p.id));
  await reveal(page, serial);
  await card(page, serial)
    .getByRole('button', { name: `Add defect: ${serial} Point ${serial}` })
    .click();
  const form = page.getByRole('dialog');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('Location').fill(location);
  await form.getByLabel('Description').fill(`Found at ${location}`);
  await form
    .locator('input[type=file]')
    .first()
    .setInputFiles(photos.map((buffer, i) => ({ name: `photo-${i}.jpg`, mimeType: 'image/jpeg', buffer })));
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'detached', timeout: 120_000 });
  const added = (await readQueuedPhotos(page)).filter((p) => !before.has(p.id));
  if (added.length !== photos.length)
    throw new Error(`${location}: ${added.length} of ${photos.length} photos kept on the device`);
  return added.map((p) => p.sha256);
}
