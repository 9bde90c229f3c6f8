import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { baseFields, fsrItems, jsonPost, SIGNATURE, type Actors } from './quotations.support.js';
import { workflowFixture } from './quotations-workflow.support.js';

const fx = workflowFixture();
const { tok, record } = fx;
let t: TestApp;
let a: Actors;
beforeAll(() => {
  ({ t, a } = fx);
});

describe('concurrency', () => {
  it('lets exactly one of two managing agents verifying at once win; the other gets 409', async () => {
    const now = new Date().toISOString();
    const maRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('slug', '=', 'MANAGING-AGENT')
      .executeTakeFirstOrThrow();
    const second = await t.db
      .insertInto('users')
      .values({
        full_name: 'Second MA',
        email: 'second.ma@caretaker.test',
        password_hash: (
          await t.db
            .selectFrom('users')
            .select('password_hash')
            .where('id', '=', a.ids['MANAGING-AGENT'])
            .executeTakeFirstOrThrow()
        ).password_hash,
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
    const secondToken = await t.login('second.ma@caretaker.test');
    for (let round = 0; round < 3; round++) {
      const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
      const q = (
        await jsonPost(t, '/api/quotations', tok('TERM-CONTRACTOR'), {
          ...baseFields(a.schoolId),
          status: 'PENDING',
          signature: SIGNATURE,
          quotation_items: items,
        })
      ).json().data;
      expect(Object.keys(q.pending_approval).sort()).toEqual(
        [String(a.ids['MANAGING-AGENT']), String(second.id)].sort(),
      );
      const [r1, r2] = await Promise.all([
        jsonPost(t, `/api/quotations/${q.id}/ma-approval`, tok('MANAGING-AGENT'), {
          status: 'VERIFIED',
          signature: SIGNATURE,
          version: q.version,
        }),
        jsonPost(t, `/api/quotations/${q.id}/ma-approval`, secondToken, {
          status: 'VERIFIED',
          signature: SIGNATURE,
          version: q.version,
        }),
      ]);
      expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
      const rows = await t.db
        .selectFrom('quotation_histories')
        .select('status')
        .where('quotation_id', '=', q.id)
        .where('status', '=', 'VERIFIED')
        .execute();
      expect(rows).toHaveLength(1);
      const decided = await t.db
        .selectFrom('quotation_approvals')
        .select('status')
        .where('quotation_id', '=', q.id)
        .where('status', '=', 'VERIFIED')
        .execute();
      expect(decided).toHaveLength(1);
      expect((await record(q.id)).version).toBe(q.version + 1);
    }
  });
});
