import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import { multipart, omSchoolId, onePixelPng } from './helpers.js';

let t: TestApp;
let tc: string;
let tech: string;
let om: string;
let ma: string;
let admin: string;
let schoolId: number;
const signature = () => `data:image/png;base64,${onePixelPng().toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  [tc, tech, om, ma, admin] = await Promise.all(
    ['TERM-CONTRACTOR', 'TECHNICIAN', 'OPERATIONS-MANAGER', 'MANAGING-AGENT', 'ADMIN'].map((r) => t.loginAs(r)),
  );
  schoolId = await omSchoolId(t);
});
afterAll(async () => t.close());

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

const FORM = {
  date: '2026-03-02',
  time_received: '08:15',
  fault_call_ref_no: 'FC-001',
  fault_call_location: 'Block A level 2',
  time_arrived_onsite: '09:00',
  completed_on: '2026-03-02',
  completion_time: '11:30',
  work_description: 'Replaced the leaking tap',
  details: 'work_completed',
  remark: 'Parts from stock',
};
const ADHOC = {
  ...FORM,
  category: 'AD-HOC',
  contact_person: 'Ms Tan',
  job_location: 'Toilet B2',
  address: '1 School Road',
};

async function send(
  url: string,
  token: string,
  fields: Record<string, string | number>,
  photos: { before?: number; after?: number } = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (let i = 0; i < (photos.before ?? 0); i++)
    form.append(
      'before_photos[]',
      new Blob([new Uint8Array(onePixelPng([i, 0, 0, 255]))], { type: 'image/png' }),
      `before-${i}.png`,
    );
  for (let i = 0; i < (photos.after ?? 0); i++)
    form.append(
      'after_photos[]',
      new Blob([new Uint8Array(onePixelPng([0, i, 0, 255]))], { type: 'image/png' }),
      `after-${i}.png`,
    );
  const { payload, headers } = await multipart(form);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
}

async function createAdhoc(
  token = tech,
  extra: Record<string, string | number> = {},
  photos = { before: 1, after: 1 },
) {
  const res = await send(
    '/api/work-service-order',
    token,
    { ...ADHOC, school_id: schoolId, status: 'PENDING', signature: signature(), ...extra },
    photos,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const load = async (id: number, token = tc) => {
  const res = await req('GET', `/api/work-service-order/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

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

describe('photos', () => {
  it('are deleted by the term contractor while the order is editable, never by a technician or once submitted', async () => {
    const draft = await send(
      '/api/work-service-order',
      tc,
      { ...ADHOC, school_id: schoolId, status: 'DRAFT' },
      { before: 2 },
    );
    const id = draft.json().data.id;
    await thumbnailsMade(t.app);
    const [p1, p2] = (await load(id)).attachements.before_photos;
    expect(p1.can_delete).toBe(true);
    const thumb = await req('GET', `/api/work-service-order/${id}/files/${p1.id}?thumb=1`, tech);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect((await req('DELETE', `/api/attachments/${p1.id}`, tech)).statusCode).toBe(403);
    const del = await req('DELETE', `/api/attachments/${p1.id}`, tc);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Successfully deleted file');
    await send(`/api/work-service-order/${id}`, tc, { ...ADHOC, status: 'PENDING', signature: signature() });
    expect((await req('DELETE', `/api/attachments/${p2.id}`, tc)).statusCode).toBe(409);
    expect((await load(id)).attachements.before_photos).toHaveLength(1);
  });

  it('of another zone or school are not found', async () => {
    const id = await createAdhoc(tc);
    const otherOm = await t.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select('users.email')
      .where('roles.slug', '=', 'OPERATIONS-MANAGER')
      .where('users.school_id', '!=', schoolId)
      .executeTakeFirstOrThrow();
    const stranger = await t.login(otherOm.email);
    expect((await req('GET', `/api/work-service-order/${id}`, stranger)).statusCode).toBe(404);
    const photo = (await load(id)).attachements.before_photos[0];
    expect((await req('GET', photo.url, stranger)).statusCode).toBe(404);
    const list = await req('GET', '/api/work-service-order?per_page=100', stranger);
    expect(list.json().data.map((r: { id: number }) => r.id)).not.toContain(id);
  });
});

describe('quotation-bound work service order', () => {
  it('is prefilled from an approved quotation, moves its WSO status, and completes it with claim_status PENDING', async () => {
    const zone = (await t.db.selectFrom('schools').select('zone').where('id', '=', schoolId).executeTakeFirstOrThrow())
      .zone;
    const q = await t.db
      .selectFrom('quotations')
      .select('id')
      .where('status', '=', 'APPROVED')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('quotations')
      .set({ school_id: schoolId, zone, location: 'Field', wso_status: 'WSO_PENDING_CREATION' })
      .where('id', '=', q.id)
      .execute();
    const prefill = await req('GET', `/api/work-service-order/${q.id}/get`, tc);
    expect(prefill.statusCode, prefill.body).toBe(200);
    expect(prefill.json()).toMatchObject({
      data: null,
      quotation: { id: q.id, location: 'Field', school: { id: schoolId } },
    });

    const draft = await send(`/api/work-service-order/quotation/${q.id}`, tc, { ...FORM, status: 'DRAFT' });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id;
    let w = await load(id);
    expect(w).toMatchObject({
      category: 'QUOTATION',
      quotation_id: q.id,
      job_location: 'Field',
      address: null,
      status: 'DRAFT',
    });
    const submit = await send(`/api/work-service-order/quotation/${q.id}`, tc, {
      ...FORM,
      status: 'PENDING',
      signature: signature(),
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const quotation = () =>
      t.db
        .selectFrom('quotations')
        .select(['status', 'wso_status', 'claim_status'])
        .where('id', '=', q.id)
        .executeTakeFirstOrThrow();
    expect(await quotation()).toMatchObject({ status: 'APPROVED', wso_status: 'WSO_PENDING_MA' });
    await send(`/api/work-service-order/${id}/ma-approval`, ma, { status: 'VERIFIED', signature: signature() });
    expect((await quotation()).wso_status).toBe('WSO_PENDING_OM');
    const done = await send(`/api/work-service-order/${id}/final-approvals`, om, {
      user_type: 'OM',
      status: 'APPROVED',
      signature: signature(),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await quotation()).toEqual({ status: 'COMPLETED', wso_status: 'COMPLETED', claim_status: 'PENDING' });
    w = (await req('GET', `/api/work-service-order/${q.id}/get`, tc)).json();
    expect(w.data).toMatchObject({ id, status: 'APPROVED' });
    const pending = await req('GET', `/api/config/claim-quotations?school_id=${schoolId}`, tc);
    expect(pending.json().data.map((r: { id: number }) => r.id)).toContain(q.id);
  });

  it('cannot be created for a quotation that is not approved, nor posted as an ad-hoc QUOTATION', async () => {
    const draftQ = await t.db
      .selectFrom('quotations')
      .select('id')
      .where('status', '=', 'DRAFT')
      .executeTakeFirstOrThrow();
    const res = await send(`/api/work-service-order/quotation/${draftQ.id}`, tc, { ...FORM, status: 'DRAFT' });
    expect([404, 409]).toContain(res.statusCode);
    const bad = await send('/api/work-service-order', tc, {
      ...ADHOC,
      category: 'QUOTATION',
      school_id: schoolId,
      status: 'DRAFT',
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('list and config', () => {
  it('filters by reference number, status and category; the OM sees their school only', async () => {
    const id = await createAdhoc(tc);
    const ref = (await load(id)).reference_number;
    const byRef = await req('GET', `/api/work-service-order?reference_number=${ref.slice(-5)}`, tc);
    expect(byRef.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const approved = await req('GET', '/api/work-service-order?status=APPROVED&per_page=100', tc);
    expect(approved.json().data.every((r: { status: string }) => r.status === 'APPROVED')).toBe(true);
    const mine = await req('GET', '/api/work-service-order?per_page=100', om);
    expect(mine.json().data.every((r: { school: { id: number } }) => r.school.id === schoolId)).toBe(true);
    expect(mine.json().meta).toMatchObject({ current_page: 1, per_page: 100 });
    expect((await req('GET', '/api/work-service-order?status=NOPE', tc)).statusCode).toBe(422);
    const config = await req('GET', '/api/config/wso', tc);
    expect(config.json().data.details).toEqual([
      { id: 'work_completed', name: 'Work completed satisfactorily' },
      { id: 'not_complete', name: 'Not complete, require quotation' },
    ]);
  });

  it('lists the drafts a creator fills in by their status, with submit among the actions (what the device keeps)', async () => {
    const id = await createAdhoc(tc, { status: 'DRAFT' });
    const drafts = (await req('GET', '/api/work-service-order?status=DRAFT&per_page=50', tc)).json().data;
    expect(drafts.every((r: { status: string }) => r.status === 'DRAFT')).toBe(true);
    expect(drafts.find((r: { id: number }) => r.id === id)?.actions).toContain('submit');
    const rejected = await req('GET', '/api/work-service-order?status=REJECTED&per_page=50', tc);
    expect(rejected.statusCode).toBe(200);
    // an approver reads the same draft but does not fill it in
    const seen = (await req('GET', '/api/work-service-order?status=DRAFT&per_page=50', om)).json().data;
    expect(seen.find((r: { id: number }) => r.id === id)?.actions).not.toContain('submit');
  });
});

describe('a version that is not a whole number', () => {
  it('is refused as bad input (422 on version) on save and on each approval step', async () => {
    const id = await createAdhoc(tc);
    await thumbnailsMade(t.app);
    const before = await load(id, tc);
    for (const version of ['2027-03-28', '1.5', 'abc', '99999999999']) {
      const answers = [
        await send(`/api/work-service-order/${id}`, tc, { ...ADHOC, status: 'PENDING', version }),
        await send(`/api/work-service-order/${id}/ma-approval`, ma, {
          status: 'VERIFIED',
          signature: signature(),
          version,
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${version}: ${res.body}`).toBe(422);
        expect(res.json().errors.version, res.body).toEqual(['Must be of type integer.']);
      }
      // The reject step reads JSON, whose schema words it.
      const rejected = await req('POST', `/api/work-service-order/${id}/reject`, tc, { remarks: 'x', version });
      expect(rejected.statusCode).toBe(422);
      expect(rejected.json().errors.version).toBeDefined();
    }
    expect(await load(id, tc)).toEqual(before);
  });
});
