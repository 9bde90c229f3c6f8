import { afterAll, beforeAll } from 'vitest';
import type { QuotationAction } from '../../domain/quotationWorkflow.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { actors, baseFields, formPost, jsonPost, PDF_BYTES, SIGNATURE, type Actors } from './quotations.support.js';

export const ROLES = [
  'TERM-CONTRACTOR',
  'TERM-CONTRACTOR-QS',
  'MANAGING-AGENT',
  'MA-QS',
  'OPERATIONS-MANAGER',
  'ADMIN',
  'SCD',
  'INVOICE_TEAM',
] as const;

/**
 * A test app with every role of the quotation workflow signed in, for the workflow tests' files (the table, a
 * quotation's life, concurrency): registers its own beforeAll/afterAll (so it is ready before the file's own hooks
 * run) and answers the helpers those files share, among them `act`, one workflow action through its endpoint.
 */
export function workflowFixture() {
  const fx = { t: undefined as unknown as TestApp, a: undefined as unknown as Actors };
  beforeAll(async () => {
    fx.t = await createTestApp();
    fx.a = await actors(fx.t, [...ROLES]);
  });
  afterAll(async () => fx.t.close());

  const tok = (role: string) => fx.a.tokens[role];
  const record = async (id: number, role = 'ADMIN') =>
    (await fx.t.app.inject({ url: `/api/quotations/${id}`, headers: bearer(tok(role)) })).json().data;
  const file = (name = 'approval.pdf') => [{ field: 'supporting_documents[]', name, data: PDF_BYTES }];

  /** Calls the endpoint of one workflow action with a valid payload. */
  async function act(action: QuotationAction, id: number, role: string) {
    const token = tok(role);
    switch (action) {
      case 'draft':
        return jsonPost(fx.t, `/api/quotations/${id}`, token, { ...baseFields(fx.a.schoolId), status: 'DRAFT' });
      case 'submit':
        return jsonPost(fx.t, `/api/quotations/${id}`, token, {
          ...baseFields(fx.a.schoolId),
          status: 'PENDING',
          signature: SIGNATURE,
          quotation_items: (await record(id)).quotation_items,
        });
      case 'delete':
        return fx.t.app.inject({ method: 'DELETE', url: `/api/quotations/${id}`, headers: bearer(token) });
      case 'clone':
        return jsonPost(fx.t, `/api/quotations/${id}/clone`, token, { school_id: fx.a.schoolId, trade: 'PAS' });
      case 'void':
        return jsonPost(fx.t, `/api/quotations/${id}/void`, token, { remarks: 'No longer needed' });
      case 'reject':
        return jsonPost(fx.t, `/api/quotations/${id}/reject`, token, { remarks: 'Wrong scope' });
      case 'complete':
        throw new Error('complete is run by the WSO final approval, never through a route of its own');
      case 'payment':
        return jsonPost(fx.t, `/api/quotations/${id}/update-payment-status`, token, {
          payment_received: 'YES',
          total_payment_amount: '1234.50',
          remarks: 'Paid by GIRO',
        });
      case 'ma_verify':
        return jsonPost(fx.t, `/api/quotations/${id}/ma-approval`, token, { status: 'VERIFIED', signature: SIGNATURE });
      case 'ma_acknowledge':
        return jsonPost(fx.t, `/api/quotations/${id}/ma-approval`, token, {
          status: 'ACKNOWLEDGE',
          signature: SIGNATURE,
          next_approval: role === 'MA-QS' ? fx.a.ids['MANAGING-AGENT'] : fx.a.ids['MA-QS'],
        });
      case 'ma_reject':
        return jsonPost(fx.t, `/api/quotations/${id}/ma-approval`, token, {
          status: 'REJECTED',
          remarks: 'Please revise',
        });
      case 'post_approval':
        return formPost(
          fx.t,
          `/api/quotations/${id}/update-final-quotation-status`,
          token,
          { status: 'APPROVED', document_type: 'General', source_fund: 'SCHOOL' },
          file(),
        );
      case 'moe_fund_approve':
        return formPost(
          fx.t,
          `/api/quotations/${id}/moe-fund-approve`,
          token,
          { document_type: 'EPO-EPI', source_fund: 'MOE', epo_reference_no: 'EPO-1', epi_reference_no: 'EPI-1' },
          file(),
        );
    }
  }
  return Object.assign(fx, { tok, record, file, act });
}
