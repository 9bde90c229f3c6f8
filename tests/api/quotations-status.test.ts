/** What a quotation's list and record say after a rejection or a void (real SQLite and PostgreSQL). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { actors, jsonPost, quotationInState, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR']);
});
afterAll(async () => t.close());

describe('WSO status of a quotation that will get no WSO', () => {
  it.each(['reject', 'void'])(
    'an approved quotation that is %sed no longer shows WSO pending creation',
    async (step) => {
      const id = await quotationInState(t, a, 'APPROVED');
      await t.db.updateTable('quotations').set({ wso_status: 'WSO_PENDING_CREATION' }).where('id', '=', id).execute();
      const res = await jsonPost(t, `/api/quotations/${id}/${step}`, a.tokens['TERM-CONTRACTOR'], {
        remarks: 'Scope changed',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.wso_status).toBeNull();
      const list = await t.app.inject({
        url: '/api/quotations?per_page=100',
        headers: bearer(a.tokens['TERM-CONTRACTOR']),
      });
      expect(list.json().data.find((r: { id: number }) => r.id === id).wso_status).toBeNull();
    },
  );

  it('a WSO already created keeps its status when the quotation is rejected', async () => {
    const id = await quotationInState(t, a, 'APPROVED');
    await t.db.updateTable('quotations').set({ wso_status: 'WSO_PENDING_MA' }).where('id', '=', id).execute();
    const res = await jsonPost(t, `/api/quotations/${id}/reject`, a.tokens['TERM-CONTRACTOR'], { remarks: 'x' });
    expect(res.json().data.wso_status).toBe('WSO_PENDING_MA');
  });
});
