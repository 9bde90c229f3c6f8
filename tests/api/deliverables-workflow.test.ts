/** Deliverables from the month list to approval: opened, filled slot by slot, signed, submitted, approved or rejected. */
import { beforeAll, describe, expect, it } from 'vitest';
import { DELIVERABLE_SLOTS, NEVER_REQUIRED } from '../../domain/deliverables.js';
import { bearer, type TestApp } from '../support/testApp.js';
import { deliverablesFixture, pdf, signature } from './deliverables.support.js';

const fx = deliverablesFixture();
const { json, open, save, tusUpload } = fx;
let t: TestApp;
let tc: string;
let ma: string;
let scd: string;
let admin: string;
beforeAll(() => {
  ({ t, tc, ma, scd, admin } = fx);
});

describe('deliverables', () => {
  it('lists the months of a year per zone, PENDING until opened, scoped to the MA zones', async () => {
    const r = await json('GET', '/api/deliverable/building-maintenance?year=2024&per_page=100', scd);
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json().data as { id: number | null; month: number; zone: string; status: string }[];
    expect(rows).toHaveLength(24);
    expect(rows.slice(0, 2).map((x) => [x.month, x.zone])).toEqual([
      [12, 'NORTH_EAST'],
      [12, 'SOUTH'],
    ]);
    expect(rows.every((x) => x.status === 'PENDING' && x.id === null)).toBe(true);
    const maRows = (await json('GET', '/api/deliverable/BM?year=2024&per_page=100', ma)).json().data;
    // The demo MA (and term contractor) have NORTH_EAST but not SOUTH in charge.
    expect(new Set(maRows.map((x: { zone: string }) => x.zone))).toEqual(new Set(['NORTH_EAST']));
    const south = await json('POST', '/api/deliverable/open', ma, {
      category: 'BM',
      zone: 'SOUTH',
      year: 2024,
      month: 1,
    });
    expect(south.statusCode).toBe(404);
  });

  it('opens one deliverable per category, zone and month (twice gives the same)', async () => {
    const a = await open(1);
    expect(await open(1)).toBe(a);
    expect(await open(1, 'NORTH_EAST', 'turf-and-plant')).not.toBe(a);
    const list = (
      await json('GET', '/api/deliverable/building-maintenance?year=2025&month=1&zone=NORTH_EAST', tc)
    ).json();
    expect(list.data[0]).toMatchObject({ id: a, status: 'PENDING', action: 'sign' });
    const slots = (await json('GET', '/api/deliverable/config/building-maintenance', tc)).json().data;
    expect(slots.map((s: { key: string }) => s.key)).toEqual(DELIVERABLE_SLOTS.BM.map((s) => s.key));
    expect(slots.find((s: { key: string }) => s.key === 'bm-monthly-custodial').required).toBe(false);
  });

  it('refuses a submit with empty required slots and no signature, naming each slot; a draft saves', async () => {
    const id = await open(2);
    const r = await save(id, tc, { status: 'SUBMITTED' });
    expect(r.statusCode, r.body).toBe(422);
    const errors = r.json().errors;
    expect(errors.attachments).toEqual(['Incomplete attachment']);
    expect(errors.signature).toEqual(['Signature is required']);
    for (const s of DELIVERABLE_SLOTS.BM)
      if (NEVER_REQUIRED.includes(s.key)) expect(errors[s.key]).toBeUndefined();
      else expect(errors[s.key]).toEqual(['This field is required']);
    const draft = await save(id, tc, { status: 'DRAFT' }, [['bm-monthly-report[]', pdf(), 'report.pdf']]);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().message).toBe('Deliverables has been updated');
    expect(draft.json().data.status).toBe('DRAFT');
    expect(draft.json().data.slots[0].attachments).toHaveLength(1);
  });

  it('takes every required slot (one through a resumable upload in three pieces), submits, and the MA approves', async () => {
    const id = await open(3);
    const required = DELIVERABLE_SLOTS.BM.filter((s) => s.required && !NEVER_REQUIRED.includes(s.key));
    const [first, ...rest] = required;
    const up = await tusUpload(
      tc,
      { purpose: 'deliverable', deliverable_id: String(id), slot: first.key, filename: 'big.pdf' },
      pdf('big'),
      3,
    );
    expect(up.created.statusCode, up.created.body).toBe(201);
    expect(up.patches.map((p) => p.statusCode)).toEqual([204, 204, 204]);
    expect(up.patches.at(-1)!.headers['upload-attachment-id']).toBeTruthy();
    const files = rest.map((s) => [`${s.key}[]`, pdf(s.key), `${s.key}.pdf`] as [string, Buffer, string]);
    // A custom slot needs a title: without one the submit is refused.
    const noTitle = await save(id, tc, { status: 'SUBMITTED', signature: signature() }, [
      ...files,
      ['other_documents[custom_1]', pdf('c'), 'extra.pdf'],
    ]);
    expect(noTitle.statusCode, noTitle.body).toBe(422);
    expect(noTitle.json().errors['other_remarks.custom_1']).toEqual(['This field is required']);
    const r = await save(
      id,
      tc,
      { status: 'SUBMITTED', signature: signature(), 'other_remarks[custom_1]': 'Site photos' },
      [...files, ['other_documents[custom_1]', pdf('c'), 'extra.pdf']],
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Deliverables has been submitted for approval.');
    expect(r.json().data.status).toBe('SUBMITTED');
    expect(r.json().data.custom).toEqual([expect.objectContaining({ key: 'custom_1', remarks: 'Site photos' })]);
    // Submitted: the term contractor can no longer change it, nor add files.
    expect((await save(id, tc, { status: 'DRAFT' })).statusCode).toBe(409);
    const late = await tusUpload(
      tc,
      { purpose: 'deliverable', deliverable_id: String(id), slot: first.key, filename: 'x.pdf' },
      pdf(),
    );
    expect(late.created.statusCode).toBe(409);

    const noStatus = await json('POST', `/api/deliverable/${id}/final-approvals`, ma, { signature: signature() });
    expect(noStatus.statusCode).toBe(422);
    expect(noStatus.json().errors.status).toEqual(['Approval status is required']);
    const noSig = await json('POST', `/api/deliverable/${id}/final-approvals`, ma, { status: 'APPROVED' });
    expect(noSig.json().errors.signature).toEqual(['Signature is required']);
    expect(
      (await json('POST', `/api/deliverable/${id}/final-approvals`, tc, { status: 'APPROVED', signature: signature() }))
        .statusCode,
    ).toBe(403);
    const pending = (await json('GET', '/api/deliverable/pending-approvals', ma)).json().data;
    expect(pending.map((p: { id: number }) => p.id)).toContain(id);
    const ok = await json('POST', `/api/deliverable/${id}/final-approvals`, ma, {
      status: 'APPROVED',
      signature: signature(),
      user_type: 'MA',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Deliverables has been approved.');
    expect(ok.json().data.approvals.MA.status).toBe('APPROVED');
    expect(ok.json().data.histories.map((h: { status: string }) => h.status)).toEqual(['APPROVED', 'SUBMITTED']);
    // The SCD reads it; nobody moves it further.
    expect((await json('GET', `/api/deliverable/${id}`, scd)).statusCode).toBe(200);
    expect(
      (await json('POST', `/api/deliverable/${id}/final-approvals`, ma, { status: 'REJECTED', signature: signature() }))
        .statusCode,
    ).toBe(409);
  });

  it('a rejection returns the deliverable to the term contractor with the remark, files kept', async () => {
    const id = await open(4);
    const files = DELIVERABLE_SLOTS.BM.filter((s) => s.required && !NEVER_REQUIRED.includes(s.key)).map(
      (s) => [`${s.key}[]`, pdf(s.key), `${s.key}.pdf`] as [string, Buffer, string],
    );
    expect((await save(id, tc, { status: 'SUBMITTED', signature: signature() }, files)).statusCode).toBe(200);
    const r = await json('POST', `/api/deliverable/${id}/final-approvals`, ma, {
      status: 'REJECTED',
      remarks: 'Wrong month',
      signature: signature(),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Deliverables has been rejected');
    expect(r.json().data).toMatchObject({ status: 'REJECTED', reject_remarks: 'Wrong month' });
    expect(
      (await json('GET', '/api/deliverable/pending-approvals', tc)).json().data.map((p: { id: number }) => p.id),
    ).toContain(id);
    // Back with the preparer: the stored signature and files carry a resubmission.
    const again = await save(id, tc, { status: 'SUBMITTED' });
    expect(again.statusCode, again.body).toBe(200);
    // The administrator reads but neither prepares nor approves (spec §6).
    expect((await save(id, admin, { status: 'DRAFT' })).statusCode).toBe(409);
    expect(
      (
        await json('POST', `/api/deliverable/${id}/final-approvals`, admin, {
          status: 'APPROVED',
          signature: signature(),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('the preparer signature covers the files: a file removed or added after signing clears it; none change once submitted', async () => {
    const id = await open(8);
    const files = DELIVERABLE_SLOTS.BM.filter((s) => s.required && !NEVER_REQUIRED.includes(s.key)).map(
      (s) => [`${s.key}[]`, pdf(s.key), `${s.key}.pdf`] as [string, Buffer, string],
    );
    const signed = await save(id, tc, { status: 'DRAFT', signature: signature() }, [
      ...files,
      ['bm-defect-register[]', pdf('extra'), 'extra.pdf'],
    ]);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.prepare_details).not.toBeNull();
    const extra = signed
      .json()
      .data.slots.find((s: { key: string }) => s.key === 'bm-defect-register')
      .attachments.find((a: { name: string }) => a.name === 'extra.pdf');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${extra.id}`, headers: bearer(tc) });
    expect(del.statusCode, del.body).toBe(200);
    let d = (await json('GET', `/api/deliverable/${id}`, tc)).json().data;
    expect(d.prepare_details ?? null).toBeNull();
    const unsigned = await save(id, tc, { status: 'SUBMITTED' });
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().errors.signature).toEqual(['Signature is required']);
    // Signed again, then a file added with the submit itself: the old signature does not carry it.
    expect((await save(id, tc, { status: 'DRAFT', signature: signature() })).statusCode).toBe(200);
    const added = await save(id, tc, { status: 'SUBMITTED' }, [['bm-defect-register[]', pdf('late'), 'late.pdf']]);
    expect(added.statusCode).toBe(422);
    const done = await save(id, tc, { status: 'SUBMITTED', signature: signature() });
    expect(done.statusCode, done.body).toBe(200);
    d = (await json('GET', `/api/deliverable/${id}`, tc)).json().data;
    expect(d.prepare_details).not.toBeNull();
    // Submitted: the files the signature covers stay as they are.
    const kept = d.slots.flatMap((s: { attachments: { id: number }[] }) => s.attachments)[0];
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/attachments/${kept.id}`, headers: bearer(tc) })).statusCode,
    ).toBe(409);
    expect((await save(id, tc, { status: 'DRAFT' }, [['bm-defect-register[]', pdf(), 'x.pdf']])).statusCode).toBe(409);
  });
});
