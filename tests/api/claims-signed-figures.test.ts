/**
 * A claim's signatures cover the figures they were given on (signed = stored), on SQLite and PostgreSQL: a claim the
 * managing agent endorsed, then rejected and saved again with other figures, no longer shows that endorsement (detail
 * and report) — the agent checks the new figures; and every submit carries the contractor's signature of the figures
 * it sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart } from './helpers.js';
import { actors, claimFormFields, quotationInState, SIGNATURE, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR', 'MANAGING-AGENT']);
});
afterAll(async () => t.close());

const tok = (role: string) => a.tokens[role];
const get = (role: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tok(role)) });
const json = (role: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(tok(role)) });
async function form(role: string, url: string, fields: Record<string, unknown>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  const { payload, headers } = await multipart(f);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(tok(role)) } });
}
const claimFields = (quotationId: number, pct: string, status = 'PENDING') =>
  claimFormFields(a.schoolId, quotationId, pct, status);

describe('claim — an endorsement covers the figures it was given on', () => {
  it('is gone once the rejected claim is saved with other figures; a submit without a signature is refused', async () => {
    const q = await quotationInState(t, a, 'COMPLETED');
    const made = await form('TERM-CONTRACTOR', '/api/claims', claimFields(q, '40'));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const endorsed = await json('MANAGING-AGENT', `/api/claims/${id}/ma-approval`, {
      status: 'ENDORSED',
      signature: SIGNATURE,
    });
    expect(endorsed.statusCode, endorsed.body).toBe(200);
    let c = (await get('TERM-CONTRACTOR', `/api/claims/${id}`)).json().data;
    expect(c.approvals.some((x: { status: string }) => x.status === 'ENDORSED')).toBe(true);
    expect(
      (await json('TERM-CONTRACTOR', `/api/claims/${id}/reject`, { remarks: 'Wrong percentage' })).statusCode,
    ).toBe(200);
    c = (await get('TERM-CONTRACTOR', `/api/claims/${id}`)).json().data;
    const unsigned = await form('TERM-CONTRACTOR', `/api/claims/${id}`, {
      ...claimFields(q, '90', 'DRAFT'),
      status: 'PENDING',
      version: String(c.version),
    });
    expect(unsigned.statusCode, unsigned.body).toBe(422);
    const resubmitted = await form('TERM-CONTRACTOR', `/api/claims/${id}`, {
      ...claimFields(q, '90'),
      version: String(c.version),
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    c = (await get('MANAGING-AGENT', `/api/claims/${id}`)).json().data;
    expect(c.current_status).toBe('PENDING_MA');
    // The agent endorsed 40 %; the claim now asks 90 %: no endorsement may stand on it.
    expect(c.approvals.filter((x: { status: string }) => x.status === 'ENDORSED')).toEqual([]);
    expect(c.pending_approval).not.toEqual({});
  });
});
