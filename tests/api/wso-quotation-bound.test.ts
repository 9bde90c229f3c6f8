import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import { ADHOC, FORM, signature, wsoFixture } from './wso.support.js';

const fx = wsoFixture();
const { req, send, createAdhoc, load } = fx;
let t: TestApp;
let tc: string;
let om: string;
let ma: string;
let schoolId: number;
beforeAll(() => {
  ({ t, tc, om, ma, schoolId } = fx);
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
