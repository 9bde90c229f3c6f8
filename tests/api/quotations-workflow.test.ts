import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUOTATION_ACTIONS,
  QUOTATION_TRANSITIONS,
  ruleFor,
  type QuotationAction,
  type QuotationState,
} from '../../domain/quotationWorkflow.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { onePixelPng } from './helpers.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import {
  actors,
  baseFields,
  formPost,
  fsrItems,
  jsonPost,
  PDF_BYTES,
  quotationInState,
  SIGNATURE,
  type Actors,
  type State,
} from './quotations.support.js';

let t: TestApp;
let a: Actors;
const ROLES = [
  'TERM-CONTRACTOR',
  'TERM-CONTRACTOR-QS',
  'MANAGING-AGENT',
  'MA-QS',
  'OPERATIONS-MANAGER',
  'ADMIN',
  'SCD',
  'INVOICE_TEAM',
] as const;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, [...ROLES]);
});
afterAll(async () => t.close());

const tok = (role: string) => a.tokens[role];
const record = async (id: number, role = 'ADMIN') =>
  (await t.app.inject({ url: `/api/quotations/${id}`, headers: bearer(tok(role)) })).json().data;
const file = (name = 'approval.pdf') => [{ field: 'supporting_documents[]', name, data: PDF_BYTES }];

/** Calls the endpoint of one workflow action with a valid payload. */
async function act(action: QuotationAction, id: number, role: string) {
  const token = tok(role);
  switch (action) {
    case 'draft':
      return jsonPost(t, `/api/quotations/${id}`, token, { ...baseFields(a.schoolId), status: 'DRAFT' });
    case 'submit':
      return jsonPost(t, `/api/quotations/${id}`, token, {
        ...baseFields(a.schoolId),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: (await record(id)).quotation_items,
      });
    case 'delete':
      return t.app.inject({ method: 'DELETE', url: `/api/quotations/${id}`, headers: bearer(token) });
    case 'clone':
      return jsonPost(t, `/api/quotations/${id}/clone`, token, { school_id: a.schoolId, trade: 'PAS' });
    case 'void':
      return jsonPost(t, `/api/quotations/${id}/void`, token, { remarks: 'No longer needed' });
    case 'reject':
      return jsonPost(t, `/api/quotations/${id}/reject`, token, { remarks: 'Wrong scope' });
    case 'complete':
      throw new Error('complete is run by the WSO final approval, never through a route of its own');
    case 'payment':
      return jsonPost(t, `/api/quotations/${id}/update-payment-status`, token, {
        payment_received: 'YES',
        total_payment_amount: '1234.50',
        remarks: 'Paid by GIRO',
      });
    case 'ma_verify':
      return jsonPost(t, `/api/quotations/${id}/ma-approval`, token, { status: 'VERIFIED', signature: SIGNATURE });
    case 'ma_acknowledge':
      return jsonPost(t, `/api/quotations/${id}/ma-approval`, token, {
        status: 'ACKNOWLEDGE',
        signature: SIGNATURE,
        next_approval: role === 'MA-QS' ? a.ids['MANAGING-AGENT'] : a.ids['MA-QS'],
      });
    case 'ma_reject':
      return jsonPost(t, `/api/quotations/${id}/ma-approval`, token, { status: 'REJECTED', remarks: 'Please revise' });
    case 'post_approval':
      return formPost(
        t,
        `/api/quotations/${id}/update-final-quotation-status`,
        token,
        { status: 'APPROVED', document_type: 'General', source_fund: 'SCHOOL' },
        file(),
      );
    case 'moe_fund_approve':
      return formPost(
        t,
        `/api/quotations/${id}/moe-fund-approve`,
        token,
        { document_type: 'EPO-EPI', source_fund: 'MOE', epo_reference_no: 'EPO-1', epi_reference_no: 'EPI-1' },
        file(),
      );
  }
}

describe('the workflow table, walked through the API', () => {
  const states: State[] = ['DRAFT', 'PENDING_MA', 'PENDING_TC', 'REJECTED', 'APPROVED', 'COMPLETED', 'VOID'];

  it('lets every (state, role, action) of domain/quotationWorkflow.ts through and refuses the rest with 403/409', async () => {
    const failures: string[] = [];
    let allowed = 0;
    for (const state of states) {
      for (const role of ROLES) {
        // `complete` is the WSO final approval's step, run by the server (tests/api/wso.test.ts), never a route.
        for (const action of QUOTATION_ACTIONS.filter((x) => x !== 'complete')) {
          const id = await quotationInState(t, a, state, [a.ids['MANAGING-AGENT'], a.ids['MA-QS']]);
          const rule = ruleFor(state as QuotationState, role, action);
          const res = await act(action, id, role);
          const label = `${state} ${role} ${action} -> ${res.statusCode} ${res.body.slice(0, 140)}`;
          if (rule) {
            allowed++;
            if (res.statusCode !== 200 && res.statusCode !== 201) failures.push(`expected success: ${label}`);
            const outcome = 'kind' in rule.outcome ? rule.outcome : rule.outcome.APPROVED;
            if (outcome.kind === 'status' && res.statusCode === 200) {
              const q = await t.db
                .selectFrom('quotations')
                .select(['status', 'current_status', 'claim_status'])
                .where('id', '=', id)
                .executeTakeFirstOrThrow();
              if (q.status !== outcome.status || q.current_status !== outcome.current_status)
                failures.push(`wrong outcome ${JSON.stringify(q)}: ${label}`);
              if (outcome.claim_status && q.claim_status !== outcome.claim_status)
                failures.push(`claim_status: ${label}`);
              const history = await t.db
                .selectFrom('quotation_histories')
                .select('status')
                .where('quotation_id', '=', id)
                .execute();
              if (!history.length) failures.push(`no history entry: ${label}`);
            }
          } else if (res.statusCode !== 403 && res.statusCode !== 409) failures.push(`expected 403/409: ${label}`);
          else {
            const roleHasAction = QUOTATION_TRANSITIONS.some(
              (r) => r.action === action && (r.roles as readonly string[]).includes(role),
            );
            if (!roleHasAction && res.statusCode !== 403)
              failures.push(`expected 403 (role never takes ${action}): ${label}`);
          }
        }
      }
    }
    // NEW: only contractors create drafts or submit.
    for (const role of ROLES) {
      for (const status of ['DRAFT', 'PENDING']) {
        const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 1 }));
        const res = await jsonPost(t, '/api/quotations', tok(role), {
          ...baseFields(a.schoolId),
          status,
          signature: SIGNATURE,
          quotation_items: items,
        });
        const ok = !!ruleFor('NEW', role, status === 'DRAFT' ? 'draft' : 'submit');
        if (ok ? res.statusCode !== 201 : ![403, 409, 422].includes(res.statusCode))
          failures.push(`NEW ${role} ${status} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(allowed).toBeGreaterThan(20);
  }, 240_000);
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

describe('attachment edits follow the workflow table', () => {
  it("no other role renames or unflags the managing agent's approval file on an APPROVED quotation, nobody deletes it", async () => {
    const id = await quotationInState(t, a, 'PENDING_MA', [a.ids['MANAGING-AGENT']]);
    const verified = await formPost(
      t,
      `/api/quotations/${id}/ma-approval`,
      tok('MANAGING-AGENT'),
      { status: 'VERIFIED', signature: SIGNATURE },
      [{ field: 'supporting_documents[]', name: 'ma-approval.png', data: onePixelPng(), type: 'image/png' }],
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await act('post_approval', id, 'TERM-CONTRACTOR')).statusCode).toBe(200);
    expect((await record(id)).status).toBe('APPROVED');
    await thumbnailsMade(t.app); // the job fills in the file's thumbnail after the answer
    const evidence = await t.db
      .selectFrom('attachments')
      .selectAll()
      .where('owner_type', '=', 'quotation')
      .where('owner_id', '=', id)
      .where('name', '=', 'ma-approval.png')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(evidence.additional_fields!)).toMatchObject({ type: 'MA_APPROVAL', report: true });
    for (const role of ['TERM-CONTRACTOR', 'TERM-CONTRACTOR-QS', 'OPERATIONS-MANAGER', 'ADMIN', 'SCD']) {
      const res = await jsonPost(t, `/api/quotations/${id}/update-attachments`, tok(role), {
        attachments: [{ id: evidence.id, file_name: 'renamed.png', order: 1, report: false }],
      });
      expect(res.statusCode, `${role} ${res.body}`).toBe(403);
    }
    for (const role of ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'ADMIN']) {
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/quotations/${id}/files/${evidence.id}`,
        headers: bearer(tok(role)),
      });
      expect(del.statusCode, role).toBe(403);
    }
    const after = await t.db.selectFrom('attachments').selectAll().where('id', '=', evidence.id).executeTakeFirst();
    expect(after).toEqual(evidence);
  });
});
