import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { onePixelPng } from './helpers.js';
import {
  baseFields,
  formPost,
  fsrItems,
  jsonPost,
  quotationInState,
  SIGNATURE,
  type Actors,
} from './quotations.support.js';
import { workflowFixture } from './quotations-workflow.support.js';

const fx = workflowFixture();
const { tok, record, file } = fx;
let t: TestApp;
let a: Actors;
beforeAll(() => {
  ({ t, a } = fx);
});

describe('a quotation from submission to completion', () => {
  it('walks submit → verify → post approval (no completion without its WSO), with histories, approvals, notifications and to-do lists', async () => {
    const items = (await fsrItems(t, 3)).map((f, i) => ({ serial_no: i + 1, fsr_id: f.id, quantity: 2 }));
    const created = await formPost(t, '/api/quotations', tok('TERM-CONTRACTOR'), {
      ...baseFields(a.schoolId),
      status: 'PENDING',
      quotation_items: items,
      signature: SIGNATURE,
      signature_options: 'new_signature',
      name: 'Demo Term contractor',
    });
    expect(created.statusCode, created.body).toBe(201);
    const q = created.json().data;
    expect(q).toMatchObject({ status: 'PENDING', current_status: 'PENDING_MA' });
    expect(Object.keys(q.pending_approval)).toEqual([String(a.ids['MANAGING-AGENT'])]);
    const note = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', a.ids['MANAGING-AGENT'])
      .where('ref_id', '=', `quotation:${q.id}`)
      .executeTakeFirst();
    expect(note).toMatchObject({ url: `/works-order/quotation-list/${q.id}`, type: 'request' });
    const maTodo = (
      await t.app.inject({
        url: '/api/quotations/pending-approvals?per_page=100',
        headers: bearer(tok('MANAGING-AGENT')),
      })
    ).json();
    expect(maTodo.data.map((r: { id: number }) => r.id)).toContain(q.id);
    const tcTodo = (
      await t.app.inject({
        url: '/api/quotations/pending-approvals?per_page=100',
        headers: bearer(tok('TERM-CONTRACTOR')),
      })
    ).json();
    expect(tcTodo.data.map((r: { id: number }) => r.id)).not.toContain(q.id);
    expect(
      tcTodo.data.every(
        (r: { status: string; current_status: string | null }) =>
          ['DRAFT', 'REJECTED'].includes(r.status) || r.current_status === 'PENDING_TC',
      ),
    ).toBe(true);
    const maView = await record(q.id, 'MANAGING-AGENT');
    expect(maView.allowed_actions).toEqual(['ma_verify', 'ma_acknowledge', 'ma_reject']);
    expect(maView.form_mode).toBe('sign');

    const noSig = await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, tok('MANAGING-AGENT'), {
      status: 'VERIFIED',
    });
    expect(noSig.statusCode).toBe(422);
    expect(noSig.json().errors.signature).toEqual(['Please provide signature to proceed.']);
    const noRemarks = await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, tok('MANAGING-AGENT'), {
      status: 'REJECTED',
    });
    expect(noRemarks.json().errors.status_remarks).toEqual(['This field is required']);
    const verified = await formPost(
      t,
      `/api/quotations/${q.id}/ma-approval`,
      tok('MANAGING-AGENT'),
      {
        status: 'VERIFIED',
        signature: SIGNATURE,
        name: 'M. Agent',
        signature_options: 'new_signature',
        remarks: 'Checked',
      },
      [{ field: 'attachments[]', name: 'site.png', data: onePixelPng() }],
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe('Successfully verified quotation');
    const v = verified.json().data;
    expect(v).toMatchObject({ status: 'PENDING', current_status: 'PENDING_TC', version: q.version + 1 });
    expect(v.approvals.MA).toMatchObject({
      status: 'VERIFIED',
      remarks: 'Checked',
      details: { name: 'M. Agent' },
      user: { id: a.ids['MANAGING-AGENT'] },
    });
    expect(v.approvals.MA.signature).toMatch(/^\/api\/quotations\/\d+\/files\/\d+$/);
    expect(Object.values(v.pending_approval)).toEqual([expect.objectContaining({ approval_type: 'TC' })]);
    expect(v.documents.map((g: { uploader: { full_name: string } }) => g.uploader.full_name)).toContain(
      'Demo Managing agent',
    );
    expect(
      await t.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', a.ids['TERM-CONTRACTOR'])
        .where('ref_id', '=', `quotation:${q.id}`)
        .execute(),
    ).toHaveLength(1);

    const tcView = await record(q.id, 'TERM-CONTRACTOR');
    expect(tcView.allowed_actions).toEqual(
      expect.arrayContaining(['post_approval', 'moe_fund_approve', 'reject', 'void', 'clone']),
    );
    const noFile = await formPost(t, `/api/quotations/${q.id}/update-final-quotation-status`, tok('TERM-CONTRACTOR'), {
      status: 'APPROVED',
      document_type: 'EPO-EPI',
      source_fund: 'MOE',
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.supporting_documents).toEqual(['Please upload a file to proceed.']);
    const noType = await formPost(
      t,
      `/api/quotations/${q.id}/update-final-quotation-status`,
      tok('TERM-CONTRACTOR'),
      { status: 'APPROVED' },
      file(),
    );
    expect(noType.json().errors).toMatchObject({
      document_type: ['This field is required.'],
      source_fund: ['This field is required'],
    });
    const approved = await formPost(
      t,
      `/api/quotations/${q.id}/update-final-quotation-status`,
      tok('TERM-CONTRACTOR'),
      {
        status: 'APPROVED',
        document_type: 'EPO-EPI',
        source_fund: '95-5',
        epo_reference_no: 'EPO-77',
        epi_reference_no: 'EPI-88',
        remarks: 'School approved',
      },
      file(),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe('Successfully updated quotation.');
    expect(approved.json().data).toMatchObject({
      status: 'APPROVED',
      current_status: null,
      wso_status: 'WSO_PENDING_CREATION',
      document_type: 'EPO-EPI',
      source_fund: '95-5',
      epo_reference_no: 'EPO-77',
      epi_reference_no: 'EPI-88',
      pending_approval: {},
    });
    const omTodo = (
      await t.app.inject({
        url: '/api/quotations/pending-approvals?per_page=100',
        headers: bearer(tok('OPERATIONS-MANAGER')),
      })
    ).json();
    expect(omTodo.data.map((r: { id: number }) => r.id)).toContain(q.id);

    // Only the quotation-bound WSO's final approval completes it: no route completes a quotation without its WSO.
    const done = await jsonPost(t, `/api/quotations/${q.id}/complete`, tok('OPERATIONS-MANAGER'), {
      remarks: 'Works done',
    });
    expect(done.statusCode).toBe(404);
    const claims = (
      await t.app.inject({
        url: '/api/quotations/pending-claims?per_page=100',
        headers: bearer(tok('TERM-CONTRACTOR')),
      })
    ).json();
    expect(claims.data.map((r: { id: number }) => r.id)).not.toContain(q.id);
    const final = await record(q.id);
    expect(final).toMatchObject({ status: 'APPROVED', wso_status: 'WSO_PENDING_CREATION', claim_status: null });
    expect(
      final.histories.map((h: { status: string; approval_type: string }) => `${h.approval_type}:${h.status}`),
    ).toEqual(['TC:PENDING', 'MA:VERIFIED', 'TC:APPROVED']);
    expect(final.histories[1].signature).toMatch(/files/);
    expect(final.allowed_actions).toEqual(['reject']);
  });

  it('acknowledges and routes to a chosen next approver (not for MA-QS); the MOE-fund approval accepts MOE only', async () => {
    const id = await quotationInState(t, a, 'PENDING_MA', [a.ids['MANAGING-AGENT'], a.ids['MA-QS']]);
    const qs = await jsonPost(t, `/api/quotations/${id}/ma-approval`, tok('MA-QS'), {
      status: 'ACKNOWLEDGE',
      signature: SIGNATURE,
      next_approval: a.ids['MANAGING-AGENT'],
    });
    expect(qs.statusCode).toBe(403);
    const badNext = await jsonPost(t, `/api/quotations/${id}/ma-approval`, tok('MANAGING-AGENT'), {
      status: 'ACKNOWLEDGE',
      signature: SIGNATURE,
      next_approval: a.ids['TERM-CONTRACTOR'],
    });
    expect(badNext.statusCode).toBe(422);
    const ack = await jsonPost(t, `/api/quotations/${id}/ma-approval`, tok('MANAGING-AGENT'), {
      status: 'ACKNOWLEDGE',
      signature: SIGNATURE,
      next_approval: a.ids['MA-QS'],
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data).toMatchObject({ status: 'PENDING', current_status: 'PENDING_MA' });
    expect(Object.keys(ack.json().data.pending_approval)).toEqual([String(a.ids['MA-QS'])]);
    expect(ack.json().data.pending_approval[a.ids['MA-QS']]).toMatchObject({ approval_level: 2, approval_type: 'QS' });
    expect(
      (
        await jsonPost(t, `/api/quotations/${id}/ma-approval`, tok('MANAGING-AGENT'), {
          status: 'VERIFIED',
          signature: SIGNATURE,
        })
      ).statusCode,
    ).toBe(403);
    const verify = await jsonPost(t, `/api/quotations/${id}/ma-approval`, tok('MA-QS'), {
      status: 'VERIFIED',
      signature: SIGNATURE,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.approvals.QS).toMatchObject({ status: 'VERIFIED' });
    const school = await formPost(
      t,
      `/api/quotations/${id}/moe-fund-approve`,
      tok('TERM-CONTRACTOR'),
      { document_type: 'General', source_fund: 'SCHOOL' },
      file(),
    );
    expect(school.statusCode).toBe(422);
    expect(school.json().errors.source_fund).toBeDefined();
    const moe = await formPost(
      t,
      `/api/quotations/${id}/moe-fund-approve`,
      tok('TERM-CONTRACTOR'),
      { document_type: 'General', source_fund: 'MOE' },
      file('moe.pdf'),
    );
    expect(moe.statusCode, moe.body).toBe(200);
    expect(moe.json().data).toMatchObject({ status: 'APPROVED', source_fund: 'MOE' });
  });

  it('rejects back to the contractor, who edits and resubmits; void and clone', async () => {
    const id = await quotationInState(t, a, 'PENDING_MA', [a.ids['MANAGING-AGENT']]);
    const rej = await jsonPost(t, `/api/quotations/${id}/ma-approval`, tok('MANAGING-AGENT'), {
      status: 'REJECTED',
      remarks: 'Split by block',
    });
    expect(rej.json()).toMatchObject({
      message: 'Successfully rejected quotation',
      data: { status: 'REJECTED', approvals: { MA: { status: 'REJECTED', remarks: 'Split by block' } } },
    });
    const rec = await record(id, 'TERM-CONTRACTOR');
    expect(rec.editable).toBe(true);
    const edit = await jsonPost(t, `/api/quotations/${id}`, tok('TERM-CONTRACTOR'), {
      ...baseFields(a.schoolId),
      quotation_items: rec.quotation_items.slice(0, 1),
    });
    expect(edit.json().data.status).toBe('REJECTED');
    const again = await jsonPost(t, `/api/quotations/${id}`, tok('TERM-CONTRACTOR'), {
      ...baseFields(a.schoolId),
      status: 'PENDING',
      signature: SIGNATURE,
      quotation_items: rec.quotation_items,
    });
    expect(again.json().data).toMatchObject({ status: 'PENDING', current_status: 'PENDING_MA' });
    expect(again.json().data.quotation_item_versions.length).toBeGreaterThanOrEqual(2);
    const noRemarks = await jsonPost(t, `/api/quotations/${id}/void`, tok('TERM-CONTRACTOR'), { remarks: '' });
    expect(noRemarks.statusCode).toBe(422);
    const voided = await jsonPost(t, `/api/quotations/${id}/void`, tok('TERM-CONTRACTOR'), { remarks: 'Duplicate' });
    expect(voided.json()).toMatchObject({
      message: 'Successfully voided quotation',
      data: { status: 'VOID', pending_approval: {} },
    });
    const clone = await jsonPost(t, `/api/quotations/${id}/clone`, tok('TERM-CONTRACTOR'), {
      school_id: a.schoolId,
      trade: 'HORTI',
    });
    expect(clone.statusCode).toBe(201);
    expect(clone.json()).toMatchObject({
      message: 'Successfully cloned quotation',
      data: { status: 'DRAFT', trade: 'HORTI' },
    });
    expect(clone.json().data.reference_number).not.toBe(rec.reference_number);
    expect(clone.json().data.quotation_items).toHaveLength(rec.quotation_items.length);
    const badClone = await jsonPost(t, `/api/quotations/${id}/clone`, tok('TERM-CONTRACTOR'), {
      school_id: null,
      trade: null,
    });
    expect(Object.keys(badClone.json().errors).sort()).toEqual(['school_id', 'trade']);
  });
});
