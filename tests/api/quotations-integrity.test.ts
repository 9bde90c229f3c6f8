/**
 * Quotation integrity (issue 8 §1–§4, §6, §7, §9): a signature covers the stored figures, quotations stay in the contractor's
 * zones and always reach a managing agent, clones take the new school's contacts, quantities and totals are bounded, a
 * priced row is never submitted at quantity 0, report file info downloads, and the losing approver is told why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTATION_ALREADY_ACTED } from '../../domain/messages.js';
import { ZONES } from '../../domain/constants.js';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { hashPassword } from '../../server/lib/tokens.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { tableCounts, userWithPermissions } from './helpers.js';
import { actors, baseFields, fsrItems, jsonPost, SIGNATURE, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'ADMIN']);
});
afterAll(async () => t.close());

const tc = () => a.tokens['TERM-CONTRACTOR'];
const get = (url: string, token = tc()) => t.app.inject({ url, headers: bearer(token) });
const money = (cents: unknown) => (Number(cents) / 100).toFixed(2);

async function schoolOf(zone: string) {
  return t.db.selectFrom('schools').selectAll().where('zone', '=', zone).orderBy('id').executeTakeFirstOrThrow();
}

/** A term contractor of the given zones (company SP), logged in. */
async function contractorOf(zones: readonly string[], tag: string) {
  const role = await t.db
    .selectFrom('roles')
    .select('id')
    .where('slug', '=', 'TERM-CONTRACTOR')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const email = `tc.${tag}@caretaker.test`;
  await t.db
    .insertInto('users')
    .values({
      full_name: `TC ${tag}`,
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      designation: null,
      mobile_no: null,
      role_id: role.id,
      school_id: null,
      contractor: 'SP',
      zone_in_charge: JSON.stringify(zones),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return t.login(email);
}

describe('signed figures (issue 8 §1)', () => {
  it('answers 409 with the server figures and the re-priced rows when a submission signs an old total; drafts save re-priced with a notice', async () => {
    const [fsr] = await fsrItems(t, 1, 40);
    const oldRate = money(fsr.rate_cents);
    const items = [{ serial_no: 1, fsr_id: fsr.id, rate: oldRate, quantity: '3' }];
    const created = await jsonPost(t, '/api/quotations', tc(), { ...baseFields(a.schoolId), quotation_items: items });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().rates_updated).toBeUndefined();
    const q = created.json().data;
    const shown = q.total_amount.toFixed(2);
    // The schedule's rate changes while the form still shows the old one.
    await t.db
      .updateTable('fsrs')
      .set({ rate_cents: Number(fsr.rate_cents) + 1745 })
      .where('id', '=', fsr.id)
      .execute();
    try {
      const before = await tableCounts(t);
      const refused = await jsonPost(t, `/api/quotations/${q.id}`, tc(), {
        ...baseFields(a.schoolId),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
        total_amount: shown,
        version: q.version,
      });
      expect(refused.statusCode, refused.body).toBe(409);
      const body = refused.json();
      expect(body.message).toBe('The rates of some items have changed. Review the re-priced items and sign again.');
      expect(body.data.total_amount).toBeGreaterThan(q.total_amount);
      expect(body.data.changed_items).toEqual([
        { index: 0, item_number: fsr.item_number, rate_sent: oldRate, rate: money(Number(fsr.rate_cents) + 1745) },
      ]);
      expect(body.data.quotation_items[0]).toMatchObject({
        rate: money(Number(fsr.rate_cents) + 1745),
        fsr_id: fsr.id,
      });
      expect(body.data.fsr_totals.fsr_raw_total).toBeGreaterThan(q.fsr_totals.fsr_raw_total);
      // Nothing was stored: still the draft at the old figures, no history, no signature file.
      expect(await tableCounts(t)).toEqual(before);
      const stored = await t.db
        .selectFrom('quotations')
        .select(['status', 'total_cents', 'version'])
        .where('id', '=', q.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: 'DRAFT', total_cents: Math.round(q.total_amount * 100), version: q.version });
      // A creation signed over old figures is refused the same way and creates nothing.
      const fresh = await jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
        total_amount: shown,
      });
      expect(fresh.statusCode).toBe(409);
      expect(await tableCounts(t)).toEqual(before);
      // Signed over the server's figures, the submission goes through and stores exactly what was signed.
      const signed = await jsonPost(t, `/api/quotations/${q.id}`, tc(), {
        ...baseFields(a.schoolId),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: body.data.quotation_items,
        total_amount: body.data.total_amount.toFixed(2),
        version: q.version,
      });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json().data.total_amount).toBe(body.data.total_amount);
      // A draft with the old rate saves re-priced and says so.
      const draft = await jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        quotation_items: items,
        total_amount: shown,
      });
      expect(draft.statusCode).toBe(201);
      expect(draft.json().rates_updated).toEqual([expect.objectContaining({ index: 0, rate_sent: oldRate })]);
      expect(draft.json().data.total_amount).toBe(body.data.total_amount);
    } finally {
      await t.db.updateTable('fsrs').set({ rate_cents: fsr.rate_cents }).where('id', '=', fsr.id).execute();
    }
  });

  it('refuses an approval signed over figures other than the stored ones', async () => {
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 2 }));
    const q = (
      await jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
      })
    ).json().data;
    const ma = a.tokens['MANAGING-AGENT'];
    const wrong = await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, ma, {
      status: 'VERIFIED',
      signature: SIGNATURE,
      total_amount: (q.total_amount + 1).toFixed(2),
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().data.total_amount).toBe(q.total_amount);
    const right = await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, ma, {
      status: 'VERIFIED',
      signature: SIGNATURE,
      total_amount: q.total_amount.toFixed(2),
    });
    expect(right.statusCode, right.body).toBe(200);
  });
});

describe('zones (issue 8 §2)', () => {
  it("refuses a school outside the contractor's zones (create and clone) with 422", async () => {
    const south = await schoolOf('SOUTH');
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    const res = await jsonPost(t, '/api/quotations', tc(), { ...baseFields(south.id), quotation_items: items });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.school_id).toEqual(['The school must be in one of your zones']);
    const q = (await jsonPost(t, '/api/quotations', tc(), { ...baseFields(a.schoolId), quotation_items: items })).json()
      .data;
    const clone = await jsonPost(t, `/api/quotations/${q.id}/clone`, tc(), { school_id: south.id, trade: 'BLDG' });
    expect(clone.statusCode).toBe(422);
    expect(clone.json().errors.school_id).toEqual(['The school must be in one of your zones']);
  });

  it('gives every submitted quotation, in every seeded zone, exactly one pending approval that a managing agent of that zone acts on', async () => {
    const token = await contractorOf(ZONES, 'allzones');
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    for (const zone of ZONES) {
      const school = await schoolOf(zone);
      const res = await jsonPost(t, '/api/quotations', token, {
        ...baseFields(school.id),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
      });
      expect(res.statusCode, `${zone}: ${res.body}`).toBe(201);
      const q = res.json().data;
      const holders = Object.keys(q.pending_approval);
      expect(holders, zone).toHaveLength(1);
      const ma = await t.db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select(['users.email', 'users.zone_in_charge', 'roles.slug'])
        .where('users.id', '=', Number(holders[0]))
        .executeTakeFirstOrThrow();
      expect(ma.slug, zone).toBe('MANAGING-AGENT');
      expect(JSON.parse(ma.zone_in_charge), zone).toContain(zone);
      const maToken = await t.login(ma.email);
      const pending = (await get('/api/quotations/pending-approvals?per_page=100', maToken))
        .json()
        .data.map((r: { id: number }) => r.id);
      expect(pending, zone).toContain(q.id);
      const verified = await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, maToken, {
        status: 'VERIFIED',
        signature: SIGNATURE,
      });
      expect(verified.statusCode, `${zone}: ${verified.body}`).toBe(200);
    }
  });

  it('seeds a SOUTH term contractor whose quotations a SOUTH managing agent verifies (with the SOUTH confirmation in the UI)', async () => {
    const token = await t.login('term-contractor-south@caretaker.test');
    const school = await schoolOf('SOUTH');
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    const q = (
      await jsonPost(t, '/api/quotations', token, {
        ...baseFields(school.id),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
      })
    ).json().data;
    expect(q).toMatchObject({ zone: 'SOUTH', status: 'PENDING', current_status: 'PENDING_MA' });
    const ma = await t.login('managing-agent-south@caretaker.test');
    expect((await get(`/api/quotations/${q.id}`, ma)).json().data.allowed_actions).toContain('ma_verify');
  });

  it('refuses a submission nobody could verify (no managing agent for the school) and stores nothing', async () => {
    const school = await schoolOf('WEST');
    const token = await contractorOf(['WEST'], 'west');
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    const assignments = await t.db
      .selectFrom('school_assignments')
      .selectAll()
      .where('school_id', '=', school.id)
      .execute();
    const westMas = await t.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.id', 'users.zone_in_charge'])
      .where('roles.slug', '=', 'MANAGING-AGENT')
      .where('users.zone_in_charge', 'like', '%"WEST"%')
      .execute();
    await t.db.deleteFrom('school_assignments').where('school_id', '=', school.id).execute();
    for (const u of westMas)
      await t.db.updateTable('users').set({ zone_in_charge: '[]' }).where('id', '=', u.id).execute();
    try {
      const before = await tableCounts(t);
      const res = await jsonPost(t, '/api/quotations', token, {
        ...baseFields(school.id),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.school_id).toEqual([
        'No managing agent is in charge of this school; please contact the administrator',
      ]);
      expect(await tableCounts(t)).toEqual(before);
    } finally {
      if (assignments.length)
        await t.db
          .insertInto('school_assignments')
          .values(assignments.map(({ id: _id, ...r }) => r))
          .execute();
      for (const u of westMas)
        await t.db.updateTable('users').set({ zone_in_charge: u.zone_in_charge }).where('id', '=', u.id).execute();
    }
  });
});

describe('clone (issue 8 §3)', () => {
  it("takes the new school's contacts; a clone for the same school keeps its own", async () => {
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
    const q = (await jsonPost(t, '/api/quotations', tc(), { ...baseFields(a.schoolId), quotation_items: items })).json()
      .data;
    const other = await t.db
      .selectFrom('schools')
      .selectAll()
      .where('zone', '=', 'NORTH')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const om = await t.db
      .selectFrom('school_operation_managers')
      .innerJoin('users', 'users.id', 'school_operation_managers.user_id')
      .select('users.full_name')
      .where('school_operation_managers.school_id', '=', other.id)
      .orderBy('school_operation_managers.user_id')
      .executeTakeFirstOrThrow();
    const res = await jsonPost(t, `/api/quotations/${q.id}/clone`, tc(), { school_id: other.id, trade: 'BLDG' });
    expect(res.statusCode, res.body).toBe(201);
    const clone = res.json().data;
    expect(clone.contacts).toEqual({
      attention: om.full_name,
      cc: null,
      tel: other.telephone,
      fax: other.fax,
      location: other.address,
    });
    expect(clone.location).toBe(other.address);
    const same = (
      await jsonPost(t, `/api/quotations/${q.id}/clone`, tc(), { school_id: a.schoolId, trade: 'BLDG' })
    ).json().data;
    expect(same.contacts).toEqual(q.contacts);
  });
});

describe('quantity bounds and quantity 0 (issue 8 §4, §6)', () => {
  it('refuses negative and oversized quantities and totals above S$ 100 million; a submission refuses a priced row at quantity 0', async () => {
    const [fsr] = await fsrItems(t, 1);
    const post = (quantity: unknown, extra: Record<string, unknown> = {}) =>
      jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        quotation_items: [{ serial_no: 1, fsr_id: fsr.id, quantity }],
        ...extra,
      });
    const negative = await post('-2');
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors['quotation_items.0.quantity']).toEqual([
      'Quantity must be a number of at least 0 with up to 2 decimals',
    ]);
    const huge = await post('99999999999');
    expect(huge.json().errors['quotation_items.0.quantity']).toEqual(['Quantity may not be greater than 1,000,000']);
    expect((await post('1000000')).statusCode).not.toBe(422);
    const star = await jsonPost(t, '/api/quotations', tc(), {
      ...baseFields(a.schoolId),
      quotation_items: [
        {
          serial_no: 1,
          is_star_rate: true,
          item_number: 'SR',
          item_description: 'x',
          unit: 'lot',
          rate: '1,000.00',
          quantity: '1000000',
        },
      ],
    });
    expect(star.statusCode).toBe(422);
    expect(star.json().errors.total_amount).toEqual(['A quotation may not total more than S$ 100,000,000.00']);
    expect((await post('0')).statusCode).toBe(201);
    const zero = await post('0', { status: 'PENDING', signature: SIGNATURE });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors['quotation_items.0.quantity']).toEqual(['Quantity must be greater than 0 to submit']);
  });
  it('refuses custodial discount lines that are not a list with 422 (a property run found a 500)', async () => {
    const [fsr] = await fsrItems(t, 1);
    for (const subRows of [3.3e54, 'x', { quantity: 1 }]) {
      const res = await jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        quotation_items: [{ serial_no: 1, fsr_id: fsr.id, quantity: '1', subRows }],
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors['quotation_items.0.subRows']).toEqual(['Must be a list.']);
    }
  });
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
