import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { inspectionsFixture, signature } from './inspections.support.js';

const fx = inspectionsFixture();
const { req, create, load, subItems } = fx;
let t: TestApp;
let tc: string;
let tech: string;
let om: string;
let ma: string;
let schoolId: number;
let templateId: number;
let memberId: number;
beforeAll(() => {
  ({ t, tc, tech, om, ma, schoolId, templateId, memberId } = fx);
});

describe('inspection checklist: the whole life', () => {
  it('is created from a template, autosaved, checked for due items, submitted, acknowledged and approved', async () => {
    const id = await create();
    let rec = await load(id);
    expect(rec).toMatchObject({ status: 'DRAFT', purpose: 'Inspection/Custodial/Project', inspected_at: '2026-03-02' });
    expect(rec.members).toEqual([expect.objectContaining({ id: memberId })]);
    expect(rec.actions).toEqual(['save', 'submit', 'update_school', 'delete']);
    const items = subItems(rec);
    expect(items.length).toBeGreaterThan(10);

    // Autosave one item; the old version is then stale.
    const first = await req('PATCH', `/api/inspection-schedule/${id}/items/${items[0].id}`, tc, {
      status: 'yes',
      version: rec.version,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(rec.version + 1);
    const stale = await req('PATCH', `/api/inspection-schedule/${id}/items/${items[1].id}`, tc, {
      status: 'yes',
      version: rec.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This checklist was changed by someone else. Reload it and try again.');
    rec = await load(id);
    expect(subItems(rec)[0].status).toBe('yes');
    expect(subItems(rec)[1].status).toBeNull();

    // Submitting with items due in March still open is refused, listing them.
    const unchecked = (await req('GET', `/api/inspection-schedule/get-unchecked-items/${id}`, tc)).json();
    expect(unchecked.status).toBe('VALIDATION');
    expect(unchecked.message).toBe('The following items need to be checked as Yes for the month of March');
    const early = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'SUBMITTED',
      version: rec.version,
      signature: signature(),
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Please complete checklist items');
    expect(early.json().errors.checklist_items).toEqual([unchecked.message]);
    // each open item under a key of its own, so the warning box shows one per line
    const listed = unchecked.data.map((i: { serial_no: string | null; element: string | null }) =>
      `${i.serial_no ?? ''} ${i.element ?? ''}`.trim(),
    );
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.map((_: string, n: number) => early.json().errors[`checklist_items.${n}`])).toEqual(
      listed.map((l: string) => [l]),
    );
    expect((await load(id)).status).toBe('DRAFT');
    expect(
      await t.db.selectFrom('attachments').select('id').where('owner_type', '=', 'inspection_signature').execute(),
    ).toEqual([]);

    // Check everything and submit in one request, signed.
    const all = subItems(rec).map((s) => ({ id: s.id, status: 'yes' }));
    const noSig = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'SUBMITTED',
      version: rec.version,
      checklist_items: all,
    });
    expect(noSig.statusCode).toBe(422);
    expect(noSig.json().errors).toEqual({ signature: ['Please provide signature to proceed.'] });
    const submitted = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'SUBMITTED',
      version: rec.version,
      checklist_items: [{ id: rec.checklist_items[0].id, checklist_sub_items: all }],
      signature: signature(),
      name: 'Pat Lee',
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'SUBMITTED', prepare_details: { name: 'Pat Lee' } });
    const sigUrl = submitted.json().data.prepare_details.signature as string;
    const img = await t.app.inject({ url: sigUrl, headers: bearer(om) });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');

    // The preparer can no longer edit; the MA may approve already, but the OM acknowledges first here.
    expect(
      (await req('PATCH', `/api/inspection-schedule/${id}/items/${items[0].id}`, tc, { status: 'no' })).statusCode,
    ).toBe(409);
    rec = await load(id, om);
    expect(rec.actions).toEqual(['acknowledge']);
    const ack = await req('PUT', `/api/inspection-schedule/${id}`, om, {
      status: 'ACKNOWLEDGED',
      signature: signature(),
    });
    expect(ack.statusCode).toBe(200);
    expect((await load(id, om)).actions).toEqual([]);

    const noRemarks = await req('PUT', `/api/inspection-schedule/${id}`, ma, { status: 'REJECTED', remarks: ' ' });
    expect(noRemarks.json().errors).toEqual({ remarks: ['Remarks is required.'] });
    const approved = await req('PUT', `/api/inspection-schedule/${id}`, ma, {
      status: 'APPROVED',
      signature: signature(),
      remarks: 'All good',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'APPROVED',
      remarks: 'All good',
      ma_details: { name: expect.any(String) },
    });
    expect(approved.json().data.histories.map((h: { status: string }) => h.status)).toEqual([
      'APPROVED',
      'ACKNOWLEDGED',
      'SUBMITTED',
      'DRAFT',
    ]);
    expect((await req('DELETE', `/api/inspection-schedule/${id}`, tc)).statusCode).toBe(409);
  });

  it('an item status that is no text (an object, a number, a list) is 422 on that item and changes nothing', async () => {
    const id = await create();
    const rec = await load(id);
    const item = subItems(rec)[0];
    for (const status of [{ toString: null }, 1, ['yes']]) {
      const saved = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
        status: 'DRAFT',
        version: rec.version,
        checklist_items: [{ id: item.id, status }],
      });
      expect(saved.statusCode, `${JSON.stringify(status)}: ${saved.body}`).toBe(422);
      expect(saved.json().errors['checklist_items.0.status']).toEqual(['The checked value must be yes, no or n/a.']);
      const one = await req('PATCH', `/api/inspection-schedule/${id}/items/${item.id}`, tc, {
        status,
        version: rec.version,
      });
      expect(one.statusCode, `${JSON.stringify(status)}: ${one.body}`).toBe(422);
    }
    const after = await load(id);
    expect(after.version).toBe(rec.version);
    expect(subItems(after)[0].status).toBe(item.status);
  });

  it('takes the detail autosave (a draft save of the inspection date or check-out) without a step or history', async () => {
    const id = await create(tc, '2026-04-13');
    const before = await load(id);
    const saved = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'DRAFT',
      version: before.version,
      inspected_at: '2026-04-14',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      status: 'DRAFT',
      inspected_at: '2026-04-14',
      version: before.version + 1,
    });
    expect(saved.json().data.histories).toEqual(before.histories);
    const out = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'DRAFT',
      version: before.version + 1,
      check_out: '17:45',
    });
    expect(out.json().data).toMatchObject({ check_out: '17:45', inspected_at: '2026-04-14' });
    // a tab that saved with the old version is told so, not overwritten
    const stale = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'DRAFT',
      version: before.version,
      inspected_at: '2026-04-20',
    });
    expect(stale.statusCode).toBe(409);
    expect((await load(id)).inspected_at).toBe('2026-04-14');
  });

  it('a rejection returns the checklist to the preparer with its remarks', async () => {
    const id = await create(tc, '2026-04-06');
    const rec = await load(id);
    const all = subItems(rec).map((s) => ({ id: s.id, status: 'n/a' }));
    await req('PUT', `/api/inspection-schedule/${id}`, tech, {
      status: 'SUBMITTED',
      checklist_items: all,
      signature: signature(),
    });
    expect(
      (await req('PUT', `/api/inspection-schedule/${id}`, om, { status: 'APPROVED', signature: signature() }))
        .statusCode,
    ).toBe(403);
    const rejected = await req('PUT', `/api/inspection-schedule/${id}`, ma, {
      status: 'REJECTED',
      remarks: 'Photos missing',
    });
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', rejection_remarks: 'Photos missing' });
    const saved = await req('PUT', `/api/inspection-schedule/${id}`, tc, {
      status: 'DRAFT',
      checklist_items: [{ id: all[0].id, remarks: 'Done' }],
    });
    expect(saved.json()).toMatchObject({ message: 'Checklist successfully updated', data: { status: 'REJECTED' } });
  });

  it('an acknowledgement covers the answers it saw: a rejected checklist changed and submitted again is acknowledged again', async () => {
    const id = await create(tc, '2026-04-13');
    const rec = await load(id);
    const all = subItems(rec).map((s) => ({ id: s.id, status: 'n/a' }));
    const put = (token: string, body: object) => req('PUT', `/api/inspection-schedule/${id}`, token, body);
    expect((await put(tc, { status: 'SUBMITTED', checklist_items: all, signature: signature() })).statusCode).toBe(200);
    expect((await put(om, { status: 'ACKNOWLEDGED', signature: signature() })).statusCode).toBe(200);
    expect((await put(ma, { status: 'REJECTED', remarks: 'Item 1 is wrong' })).statusCode).toBe(200);
    // The preparer changes an answer and submits again: the OM acknowledged other answers.
    const changed = all.map((x, i) => (i === 0 ? { ...x, status: 'yes' } : x));
    const again = await put(tc, { status: 'SUBMITTED', checklist_items: changed, signature: signature() });
    expect(again.statusCode, again.body).toBe(200);
    const fresh = await load(id, om);
    expect(fresh.om_details ?? null).toBeNull();
    expect(fresh.actions).toEqual(['acknowledge']);
    expect((await put(om, { status: 'ACKNOWLEDGED', signature: signature() })).statusCode).toBe(200);
    expect((await load(id, om)).om_details).not.toBeNull();
  });

  it('scopes by school, validates the create modal and deletes a draft with its files', async () => {
    const bad = await req('POST', '/api/inspection-schedule', tc, {
      checklist_id: templateId,
      school_id: schoolId,
      members: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ members: ['Select member(s) for this inspection'] });

    const id = await create(tc, '2026-05-04');
    const otherOm = await t.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select('users.email')
      .where('roles.slug', '=', 'OPERATIONS-MANAGER')
      .where('users.school_id', '!=', schoolId)
      .executeTakeFirstOrThrow();
    const other = await t.login(otherOm.email);
    expect((await req('GET', `/api/inspection-schedule/${id}`, other)).statusCode).toBe(404);
    const mine = (await req('GET', '/api/inspection-schedule?status[]=DRAFT', om)).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((r: { school: { id: number } }) => r.school.id === schoolId)).toBe(true);
    expect((await req('GET', '/api/inspection-schedule?status[]=DRAFT', other)).json().data).toEqual([]);

    expect((await req('DELETE', `/api/inspection-schedule/${id}`, om)).statusCode).toBe(403);
    expect((await req('DELETE', `/api/inspection-schedule/${id}`, tc)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('inspection_sub_items').select('id').where('inspection_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('an inspection made for a preparer to take on (PENDING_CONFIRMATION) waits for a preparer to confirm it', async () => {
    const id = await create(tc, '2026-06-01');
    await t.db.updateTable('inspections').set({ status: 'PENDING_CONFIRMATION' }).where('id', '=', id).execute();
    const pending = (await req('GET', '/api/inspection-schedule?status[]=PENDING_CONFIRMATION', tc)).json().data;
    expect(pending.map((r: { id: number }) => r.id)).toContain(id);
    expect((await req('DELETE', `/api/inspection-schedule/${id}`, tc)).statusCode).toBe(403);
    const confirmed = await req('PUT', `/api/inspection-schedule/${id}`, tc, { status: 'DRAFT' });
    expect(confirmed.json().data.status).toBe('DRAFT');
  });

  it('only the preparing roles create inspections: the operations manager, managing agent and SCD get 403', async () => {
    const before = await t.db.selectFrom('inspections').select('id').execute();
    for (const token of [om, ma, await t.loginAs('SCD')]) {
      const res = await req('POST', '/api/inspection-schedule', token, {
        checklist_id: templateId,
        school_id: schoolId,
        members: [memberId],
        check_in: '2026-06-02 08:00',
      });
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(await t.db.selectFrom('inspections').select('id').execute()).toEqual(before);
  });
});
