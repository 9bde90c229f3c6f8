/** A work service order to take out into the field, and the steps that make it available offline at 375 px. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { multipart, onePixelPng } from '../api/helpers.js';
import { tokenOf } from './offlineSupport.js';
import { makeAvailableOffline, openAs, type E2E } from './support.js';

export const SCHOOL = 'Ang Mo Kio Primary School';

/** A camera-sized picture: the device must make it 1600 px wide before keeping it. */
export const bigPhoto = (shade: number) =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: shade, g: 120, b: 80 } } })
    .png()
    .toBuffer();

/** As the technician, through the API: an ad-hoc draft with before photos (one by default) already on it; its id. */
export async function draftWso(e2e: E2E, ref: string, photos = ['existing.png']): Promise<number> {
  const school = await e2e.db.selectFrom('schools').select('id').where('name', '=', SCHOOL).executeTakeFirstOrThrow();
  const form = new FormData();
  const fields = {
    category: 'AD-HOC',
    school_id: String(school.id),
    contact_person: 'Ms Tan',
    address: '1 School Road',
    job_location: 'Plant room B1',
    fault_call_ref_no: ref,
    status: 'DRAFT',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [i, name] of photos.entries())
    form.append('before_photos[]', new Blob([new Uint8Array(onePixelPng([9, 9 + i, 200, 255]))]), name);
  const { payload, headers } = await multipart(form);
  const token = await tokenOf(e2e, 'technician@caretaker.test');
  const res = await e2e.app.inject({
    method: 'POST',
    url: '/api/work-service-order',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/**
 * As the technician, through the API: the draft order of an approved quotation (moved to the school of SCHOOL, which
 * the technician's scope holds); the order's and the quotation's ids and the quotation's reference.
 */
export async function quotationDraftWso(
  e2e: E2E,
  ref: string,
): Promise<{ id: number; quotationId: number; quotationReference: string }> {
  const school = await e2e.db
    .selectFrom('schools')
    .select(['id', 'zone'])
    .where('name', '=', SCHOOL)
    .executeTakeFirstOrThrow();
  const quotation = await e2e.db
    .selectFrom('quotations')
    .select(['id', 'reference_number'])
    .where('status', '=', 'APPROVED')
    .where(
      'id',
      'not in',
      e2e.db.selectFrom('work_service_orders').select('quotation_id').where('quotation_id', 'is not', null),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await e2e.db
    .updateTable('quotations')
    .set({ school_id: school.id, zone: school.zone, location: 'Pump room', wso_status: 'WSO_PENDING_CREATION' })
    .where('id', '=', quotation.id)
    .execute();
  const form = new FormData();
  const fields = { contact_person: 'Mr Lim', fault_call_ref_no: ref, work_description: 'Pump seal', status: 'DRAFT' };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const { payload, headers } = await multipart(form);
  const token = await tokenOf(e2e, 'technician@caretaker.test');
  const res = await e2e.app.inject({
    method: 'POST',
    url: `/api/work-service-order/quotation/${quotation.id}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    id: res.json().data.id as number,
    quotationId: quotation.id,
    quotationReference: quotation.reference_number,
  };
}

/**
 * As the technician (or `as.email`) at 375 px: the order opened (by its own address, or `as.path`) and made available
 * offline.
 */
export async function prepareWso(page: Page, id: number, as: { path?: string; email?: string } = {}): Promise<void> {
  await openAs(
    page,
    as.email ?? 'technician@caretaker.test',
    as.path ?? `/works-order/wso/${id}`,
    'Edit work service order',
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.locator('#main-content').getByRole('heading', { name: 'Edit work service order' }).waitFor();
  // the service worker controls the page, so a reload offline finds the app
  await makeAvailableOffline(page);
}

/** A save made "elsewhere" through the API as `email`, on the order's current version (JSON, as the outbox sends). */
export async function saveElsewhere(e2e: E2E, email: string, id: number, path: string, body: object) {
  const token = await tokenOf(e2e, email);
  const current = await e2e.app.inject({
    url: `/api/work-service-order/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const res = await e2e.app.inject({
    method: 'POST',
    url: `/api/work-service-order/${id}${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { ...body, version: current.json().data.version },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function wsoRow(e2e: E2E, id: number) {
  return e2e.db.selectFrom('work_service_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function wsoPhotos(e2e: E2E, id: number) {
  return e2e.db
    .selectFrom('attachments')
    .select(['owner_type', 'bucket', 'full_path', 'mime', 'name'])
    .where('owner_id', '=', id)
    .where('owner_type', 'in', ['wso_before', 'wso_after'])
    .orderBy('id')
    .execute();
}
