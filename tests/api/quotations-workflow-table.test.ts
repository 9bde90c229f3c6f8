import { beforeAll, describe, expect, it } from 'vitest';
import {
  QUOTATION_ACTIONS,
  QUOTATION_TRANSITIONS,
  ruleFor,
  type QuotationState,
} from '../../domain/quotationWorkflow.js';
import { bearer, type TestApp } from '../support/testApp.js';
import { onePixelPng } from './helpers.js';
import { thumbnailsMade } from '../support/thumbnails.js';
import {
  baseFields,
  formPost,
  fsrItems,
  jsonPost,
  quotationInState,
  SIGNATURE,
  type Actors,
  type State,
} from './quotations.support.js';
import { ROLES, workflowFixture } from './quotations-workflow.support.js';

const fx = workflowFixture();
const { tok, record, act } = fx;
let t: TestApp;
let a: Actors;
beforeAll(() => {
  ({ t, a } = fx);
});

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
