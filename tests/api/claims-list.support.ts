/** Claims made over HTTP for the claim list tests: the term contractor's submitted claim on a completed quotation. */
import { bearer, type TestApp } from '../support/testApp.js';
import { multipart } from './helpers.js';
import { claimFormFields, quotationInState, type Actors } from './quotations.support.js';

/** A submitted claim taking 20 % of a fresh completed quotation; answers its id and reference. */
export async function submittedClaim(t: TestApp, a: Actors) {
  const q = await quotationInState(t, a, 'COMPLETED');
  const f = new FormData();
  for (const [k, v] of Object.entries(claimFormFields(a.schoolId, q, '20', 'PENDING')))
    f.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  const { payload, headers } = await multipart(f);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/claims',
    payload,
    headers: { ...headers, ...bearer(a.tokens['TERM-CONTRACTOR']) },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().data.id as number;
  const row = await t.db.selectFrom('claims').select('reference_number').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, reference: row.reference_number };
}
