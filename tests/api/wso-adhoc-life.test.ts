import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { multipart } from './helpers.js';
import { ADHOC, signature, wsoFixture } from './wso.support.js';

const fx = wsoFixture();
const { req, send, createAdhoc, load } = fx;
let t: TestApp;
let tc: string;
let tech: string;
let om: string;
let ma: string;
let admin: string;
let schoolId: number;
beforeAll(() => {
  ({ t, tc, tech, om, ma, admin, schoolId } = fx);
});

describe('ad-hoc work service order: the whole life', () => {
  it('is created with photos and signed, verified by the MA, approved by the OM, and its PDF opens', async () => {
    const id = await createAdhoc();
    let w = await load(id, tech);
    expect(w).toMatchObject({
      status: 'PENDING',
      display_status: 'PENDING FOR MA APPROVAL',
      category: 'AD-HOC',
      school_id: schoolId,
      contact_person: 'Ms Tan',
      pending_approval: { approval_type: 'MA' },
      prepare_details: { name: 'Demo Technician' },
    });
    expect(w.reference_number).toMatch(/^WSO-\d{4}-\d{5}$/);
    expect(w.attachements.before_photos).toHaveLength(1);
    expect(w.attachements.after_photos).toHaveLength(1);
    expect(w.prepare_signature).toMatch(new RegExp(`^/api/work-service-order/${id}/files/\\d+$`));
    expect(w.actions).toEqual(['regenerate']);
    // Whoever acts next is told: the zone's managing agent now, the school's OM after the MA, the creator at the end.
    const told = async (email: string) =>
      (
        await t.db
          .selectFrom('notifications')
          .innerJoin('users', 'users.id', 'notifications.user_id')
          .select(['notifications.title', 'notifications.url'])
          .where('users.email', '=', email)
          .where('notifications.ref_id', '=', `wso:${id}`)
          .execute()
      ).map((n) => n.title);
    expect(await told('managing-agent@caretaker.test')).toEqual(['Work service order for verification']);

    // The OM cannot act before the MA; the MA's step fills 'Checked & certified correct by'.
    expect(
      (
        await send(`/api/work-service-order/${id}/final-approvals`, om, {
          status: 'APPROVED',
          user_type: 'OM',
          signature: signature(),
        })
      ).statusCode,
    ).toBe(409);
    const verified = await send(`/api/work-service-order/${id}/ma-approval`, ma, {
      status: 'VERIFIED',
      signature: signature(),
      signature_details: 'MA, North',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe('Successfully updated work service');
    w = await load(id, om);
    expect(w).toMatchObject({
      status: 'PENDING',
      display_status: 'PENDING FOR OM APPROVAL',
      pending_approval: { approval_type: 'OM' },
      approvals: { MA: { status: 'VERIFIED', details: { signature_details: 'MA, North' } }, OM: null },
    });
    expect(w.actions).toEqual(['om_approve', 'om_reject']);

    const approved = await send(`/api/work-service-order/${id}/final-approvals`, om, {
      user_type: 'OM',
      signature: signature(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    w = await load(id, tc);
    expect(w).toMatchObject({ status: 'APPROVED', pending_approval: null, approvals: { OM: { status: 'APPROVED' } } });
    expect(await told('operations-manager@caretaker.test')).toEqual(['Work service order for approval']);
    expect(await told('technician@caretaker.test')).toEqual(['Work service order approved']);
    expect(w.wso_histories.map((h: { status: string }) => h.status)).toEqual(['OM APPROVED', 'MA VERIFIED', 'PENDING']);

    const pdf = await req('GET', `/api/work-service-order/${id}/report`, tc);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await req('GET', `/api/work-service-order/${id}/report`, tc);
    expect(again.headers['x-report-version']).toBe(pdf.headers['x-report-version']);
    w = await load(id, tc);
    expect(w.file_info).toMatchObject({ bucket: 'reports' });
    const download = await req(
      'GET',
      `/api/download?bucket=reports&file_path=${encodeURIComponent(w.file_info.file_path)}`,
      om,
    );
    expect(download.statusCode).toBe(200);

    const preview = await req('GET', `/api/work-service-order/${id}/preview`, ma);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Checked &amp; certified correct by');
    expect(preview.body).toContain('Before photos');
    expect(preview.body.match(/<img /g)?.length).toBeGreaterThanOrEqual(5);
    // Labels, not codes; no 'Contact person:' over the address when nobody is named.
    expect(preview.body).toContain('Ad-hoc');
    expect(preview.body).not.toContain('AD-HOC');
    expect(preview.body).toContain('Contact person');
    await t.db.updateTable('work_service_orders').set({ contact_person: null }).where('id', '=', id).execute();
    const anonymous = await req('GET', `/api/work-service-order/${id}/preview`, ma);
    expect(anonymous.body).not.toContain('Contact person');
    await t.db.updateTable('work_service_orders').set({ contact_person: 'Ms Tan' }).where('id', '=', id).execute();
  });

  it('answers 422 with the spec messages for a submission missing fields or signature', async () => {
    const empty = await send('/api/work-service-order', tech, {
      category: 'AD-HOC',
      status: 'PENDING',
      signature: signature(),
    });
    expect(empty.statusCode).toBe(422);
    const errors = empty.json().errors;
    expect(errors.school_id).toEqual(['This field is required']);
    expect(errors.work_description).toEqual(['This field is required']);
    expect(errors.details).toEqual(['This field is required.']);
    const unsigned = await send('/api/work-service-order', tech, { ...ADHOC, school_id: schoolId, status: 'PENDING' });
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().errors).toEqual({ signature: ['Please provide signature to proceed.'] });
    const backwards = await send('/api/work-service-order', tech, {
      ...ADHOC,
      school_id: schoolId,
      completion_time: '08:00',
      status: 'PENDING',
      signature: signature(),
    });
    expect(backwards.json().errors.completed_on).toEqual([
      'The completion date and time cannot be before the time arrived on site.',
    ]);
    for (const school_id of ['1e308', '2147483648', '1.5', 'true']) {
      const odd = await send('/api/work-service-order', tech, { ...ADHOC, school_id, status: 'DRAFT' });
      expect(odd.statusCode, `${school_id}: ${odd.body}`).toBe(422);
      expect(odd.json().errors.school_id).toEqual(['The selected school is invalid.']);
    }
    const notImage = new FormData();
    for (const [k, v] of Object.entries({ ...ADHOC, school_id: schoolId, status: 'DRAFT' }))
      notImage.append(k, String(v));
    notImage.append('before_photos[]', new Blob(['%PDF-1.4 not an image'], { type: 'image/png' }), 'fake.png');
    const mp = await multipart(notImage);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/work-service-order',
      payload: mp.payload,
      headers: { ...mp.headers, ...bearer(tech) },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      await t.db.selectFrom('work_service_orders').select('id').where('fault_call_ref_no', '=', 'never').execute(),
    ).toHaveLength(0);
  });

  it('saves an incomplete draft, which only the term contractor or admin deletes', async () => {
    const res = await send('/api/work-service-order', tech, {
      category: 'AD-HOC',
      school_id: schoolId,
      status: 'DRAFT',
      work_description: 'Half done',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    expect((await load(id, tech)).actions).toEqual(['submit', 'draft', 'upload_photo']);
    expect((await req('DELETE', `/api/work-service-order/${id}`, tech)).statusCode).toBe(403);
    expect((await req('DELETE', `/api/work-service-order/${id}`, tc)).statusCode).toBe(200);
    expect((await req('GET', `/api/work-service-order/${id}`, tc)).statusCode).toBe(404);
    const pending = await createAdhoc(tc);
    expect((await req('DELETE', `/api/work-service-order/${pending}`, admin)).statusCode).toBe(409);
  });

  it('is rejected by the MA with remarks, returns to the creator, and is submitted again for a new round', async () => {
    const id = await createAdhoc(tc);
    const noRemarks = await send(`/api/work-service-order/${id}/ma-approval`, ma, { status: 'REJECTED' });
    expect(noRemarks.statusCode).toBe(422);
    expect(noRemarks.json().errors).toEqual({ remarks: ['This field is required'] });
    const rejected = await send(`/api/work-service-order/${id}/ma-approval`, ma, {
      status: 'REJECTED',
      remarks: 'Wrong block',
    });
    expect(rejected.json().message).toBe('Successfully rejected work serivce order');
    let w = await load(id, tc);
    expect(w).toMatchObject({
      status: 'REJECTED',
      status_remarks: 'Wrong block',
      pending_approval: { approval_type: 'TC' },
    });
    const feed = await req('GET', '/api/work-service-order/pending-approvals', tc);
    expect(feed.json().data.map((r: { id: number }) => r.id)).toContain(id);
    // A rejected order cannot go back to draft (spec: draft only with no history or while DRAFT).
    expect((await send(`/api/work-service-order/${id}`, tc, { ...ADHOC, status: 'DRAFT' })).statusCode).toBe(409);
    const resubmitted = await send(`/api/work-service-order/${id}`, tc, {
      ...ADHOC,
      fault_call_location: 'Block B',
      status: 'PENDING',
      signature: signature(),
      version: w.version,
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    w = await load(id, ma);
    expect(w).toMatchObject({ status: 'PENDING', fault_call_location: 'Block B', approvals: { MA: null, OM: null } });
    expect(w.actions).toEqual(['ma_verify', 'ma_reject']);
  });

  it('lets the creator or admin reject only while it waits for the MA', async () => {
    const id = await createAdhoc(tc);
    expect((await req('POST', `/api/work-service-order/${id}/reject`, tech, { remarks: 'x' })).statusCode).toBe(403);
    expect((await req('POST', `/api/work-service-order/${id}/reject`, tc, {})).statusCode).toBe(422);
    const ok = await req('POST', `/api/work-service-order/${id}/reject`, admin, { remarks: 'Duplicate' });
    expect(ok.statusCode).toBe(200);
    expect((await load(id)).status).toBe('REJECTED');
    const later = await createAdhoc(tc);
    await send(`/api/work-service-order/${later}/ma-approval`, ma, { status: 'VERIFIED', signature: signature() });
    expect((await req('POST', `/api/work-service-order/${later}/reject`, tc, { remarks: 'late' })).statusCode).toBe(
      409,
    );
  });

  it('two OMs approving at once: one 200 and one 409', async () => {
    const id = await createAdhoc(tc);
    await send(`/api/work-service-order/${id}/ma-approval`, ma, { status: 'VERIFIED', signature: signature() });
    const [a, b] = await Promise.all([
      send(`/api/work-service-order/${id}/final-approvals`, om, { user_type: 'OM', signature: signature() }),
      send(`/api/work-service-order/${id}/final-approvals`, om, { user_type: 'OM', status: 'REJECTED', remarks: 'no' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const approvals = await t.db.selectFrom('wso_approvals').select('type').where('wso_id', '=', id).execute();
    expect(approvals.filter((x) => x.type === 'OM')).toHaveLength(1);
  });
});
