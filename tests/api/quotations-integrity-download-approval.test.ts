/**
 * Quotation integrity, the report and the approvers: report file info downloads, and the managing agent who acts
 * second is told someone else already has.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { QUOTATION_ALREADY_ACTED } from '../../domain/messages.js';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { hashPassword } from '../../server/lib/tokens.js';
import type { TestApp } from '../support/testApp.js';
import { userWithPermissions } from './helpers.js';
import { baseFields, fsrItems, jsonPost, SIGNATURE, type Actors } from './quotations.support.js';
import { integrityFixture } from './quotations-integrity.support.js';

const fx = integrityFixture();
const { tc, get } = fx;
let t: TestApp;
let a: Actors;
beforeAll(() => {
  ({ t, a } = fx);
});

describe('report file info (issue 8 §7)', () => {
  it('downloads a quotation report through GET /api/download with its file_info; unknown paths and users without quotation.view get 404', async () => {
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    const q = (
      await jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
      })
    ).json().data;
    const info = (await get(`/api/quotations/${q.id}/report-generation`)).json().data.file_info;
    expect(info).toMatchObject({ bucket: 'reports', file_path: expect.any(String) });
    const url = `/api/download?bucket=${info.bucket}&file_path=${encodeURIComponent(info.file_path)}`;
    const res = await get(url, a.tokens['MANAGING-AGENT']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${q.reference_number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(url)).statusCode).toBe(200);
    const stranger = await userWithPermissions(t, []);
    expect((await get(url, stranger.token)).statusCode).toBe(404);
    expect(
      (await get(`/api/download?bucket=reports&file_path=${encodeURIComponent(info.file_path.replace(/.$/, 'x'))}`))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('concurrent managing agents (issue 8 §9)', () => {
  it('tells the managing agent who acts second that someone else has already acted', async () => {
    const now = new Date().toISOString();
    const maRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('slug', '=', 'MANAGING-AGENT')
      .executeTakeFirstOrThrow();
    const second = await t.db
      .insertInto('users')
      .values({
        full_name: 'Other MA',
        email: 'other.ma@caretaker.test',
        password_hash: await hashPassword(DEMO_PASSWORD),
        designation: null,
        mobile_no: null,
        role_id: maRole.id,
        school_id: null,
        contractor: null,
        zone_in_charge: '["NORTH_EAST"]',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('school_assignments')
      .values({
        school_id: a.schoolId,
        user_id: second.id,
        category_options: '["QUOTATIONS"]',
        is_send_email: 0,
        is_active: 1,
        start_date: null,
        end_date: null,
        updated_by: null,
        updated_at: now,
      })
      .execute();
    const other = await t.login('other.ma@caretaker.test');
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    for (const status of ['VERIFIED', 'REJECTED']) {
      const q = (
        await jsonPost(t, '/api/quotations', tc(), {
          ...baseFields(a.schoolId),
          status: 'PENDING',
          signature: SIGNATURE,
          quotation_items: items,
        })
      ).json().data;
      expect(Object.keys(q.pending_approval)).toContain(String(second.id));
      const first = await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, a.tokens['MANAGING-AGENT'], {
        status: 'VERIFIED',
        signature: SIGNATURE,
        version: q.version,
      });
      expect(first.statusCode).toBe(200);
      const late = await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, other, {
        status,
        status_remarks: 'late',
        signature: SIGNATURE,
        version: q.version,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(QUOTATION_ALREADY_ACTED);
    }
    const q = (
      await jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
      })
    ).json().data;
    const both = await Promise.all([
      jsonPost(t, `/api/quotations/${q.id}/ma-approval`, a.tokens['MANAGING-AGENT'], {
        status: 'VERIFIED',
        signature: SIGNATURE,
        version: q.version,
      }),
      jsonPost(t, `/api/quotations/${q.id}/ma-approval`, other, {
        status: 'VERIFIED',
        signature: SIGNATURE,
        version: q.version,
      }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(QUOTATION_ALREADY_ACTED);
  });
});
