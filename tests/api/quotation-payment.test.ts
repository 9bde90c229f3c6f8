/** Update payment status on the quotation side (issue 18; spec part 2 §5 "Payment status"), on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { actors, jsonPost, quotationInState, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['INVOICE_TEAM', 'TERM-CONTRACTOR', 'ADMIN']);
});
afterAll(async () => t.close());

describe('update payment status of a quotation', () => {
  it('needs every field with the spec message, is the invoice team’s, and records the payment on a completed quotation', async () => {
    const id = await quotationInState(t, a, 'COMPLETED');
    const url = `/api/quotations/${id}/update-payment-status`;
    const empty = await jsonPost(t, url, a.tokens.INVOICE_TEAM, {
      payment_received: 'YES',
      total_payment_amount: '',
      remarks: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      total_payment_amount: ['This field is required'],
      remarks: ['This field is required'],
    });
    const body = { payment_received: 'YES', total_payment_amount: '1,234.50', remarks: 'Paid by GIRO' };
    expect((await jsonPost(t, url, a.tokens['TERM-CONTRACTOR'], body)).statusCode).toBe(403);
    const paid = await jsonPost(t, url, a.tokens.INVOICE_TEAM, body);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe('Successfully created work completion');
    expect(paid.json().data).toMatchObject({ status: 'COMPLETED', payment_status: 'YES', payment_amount: 1234.5 });
    const row = await t.db
      .selectFrom('quotations')
      .select(['status', 'claim_status', 'payment_status', 'payment_amount_cents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'COMPLETED', claim_status: 'PENDING', payment_status: 'YES' });
    expect(Number(row.payment_amount_cents)).toBe(123450);
    const history = await t.db
      .selectFrom('quotation_histories')
      .select(['status', 'remarks'])
      .where('quotation_id', '=', id)
      .execute();
    expect(history).toContainEqual({ status: 'PAID', remarks: 'Paid by GIRO' });
  });

  it('is refused on a quotation that is not completed', async () => {
    const id = await quotationInState(t, a, 'APPROVED');
    const res = await jsonPost(t, `/api/quotations/${id}/update-payment-status`, a.tokens.INVOICE_TEAM, {
      payment_received: 'YES',
      total_payment_amount: '10',
      remarks: 'x',
    });
    expect(res.statusCode).toBe(409);
    const get = await t.app.inject({ url: `/api/quotations/${id}`, headers: bearer(a.tokens.INVOICE_TEAM) });
    expect(get.json().data.payment_status).toBeNull();
  });
});
