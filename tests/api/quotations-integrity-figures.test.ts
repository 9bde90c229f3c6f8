/**
 * Quotation integrity, the figures: a signature covers the stored figures, quantities and totals are bounded, and a
 * priced row is never submitted at quantity 0.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp.js';
import { tableCounts } from './helpers.js';
import { baseFields, fsrItems, jsonPost, SIGNATURE, type Actors } from './quotations.support.js';
import { integrityFixture } from './quotations-integrity.support.js';

const fx = integrityFixture();
const { tc, money } = fx;
let t: TestApp;
let a: Actors;
beforeAll(() => {
  ({ t, a } = fx);
});

describe('signed figures (issue 8 §1)', () => {
  it('answers 409 with the server figures and the re-priced rows when a submission signs an old total; drafts save re-priced with a notice', async () => {
    const [fsr] = await fsrItems(t, 1, 40);
    const oldRate = money(fsr.rate_cents);
    const items = [{ serial_no: 1, fsr_id: fsr.id, rate: oldRate, quantity: '3' }];
    const created = await jsonPost(t, '/api/quotations', tc(), { ...baseFields(a.schoolId), quotation_items: items });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().rates_updated).toBeUndefined();
    const q = created.json().data;
    const shown = q.total_amount.toFixed(2);
    // The schedule's rate changes while the form still shows the old one.
    await t.db
      .updateTable('fsrs')
      .set({ rate_cents: Number(fsr.rate_cents) + 1745 })
      .where('id', '=', fsr.id)
      .execute();
    try {
      const before = await tableCounts(t);
      const refused = await jsonPost(t, `/api/quotations/${q.id}`, tc(), {
        ...baseFields(a.schoolId),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
        total_amount: shown,
        version: q.version,
      });
      expect(refused.statusCode, refused.body).toBe(409);
      const body = refused.json();
      expect(body.message).toBe('The rates of some items have changed. Review the re-priced items and sign again.');
      expect(body.data.total_amount).toBeGreaterThan(q.total_amount);
      expect(body.data.changed_items).toEqual([
        { index: 0, item_number: fsr.item_number, rate_sent: oldRate, rate: money(Number(fsr.rate_cents) + 1745) },
      ]);
      expect(body.data.quotation_items[0]).toMatchObject({
        rate: money(Number(fsr.rate_cents) + 1745),
        fsr_id: fsr.id,
      });
      expect(body.data.fsr_totals.fsr_raw_total).toBeGreaterThan(q.fsr_totals.fsr_raw_total);
      // Nothing was stored: still the draft at the old figures, no history, no signature file.
      expect(await tableCounts(t)).toEqual(before);
      const stored = await t.db
        .selectFrom('quotations')
        .select(['status', 'total_cents', 'version'])
        .where('id', '=', q.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: 'DRAFT', total_cents: Math.round(q.total_amount * 100), version: q.version });
      // A creation signed over old figures is refused the same way and creates nothing.
      const fresh = await jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
        total_amount: shown,
      });
      expect(fresh.statusCode).toBe(409);
      expect(await tableCounts(t)).toEqual(before);
      // Signed over the server's figures, the submission goes through and stores exactly what was signed.
      const signed = await jsonPost(t, `/api/quotations/${q.id}`, tc(), {
        ...baseFields(a.schoolId),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: body.data.quotation_items,
        total_amount: body.data.total_amount.toFixed(2),
        version: q.version,
      });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json().data.total_amount).toBe(body.data.total_amount);
      // A draft with the old rate saves re-priced and says so.
      const draft = await jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        quotation_items: items,
        total_amount: shown,
      });
      expect(draft.statusCode).toBe(201);
      expect(draft.json().rates_updated).toEqual([expect.objectContaining({ index: 0, rate_sent: oldRate })]);
      expect(draft.json().data.total_amount).toBe(body.data.total_amount);
    } finally {
      await t.db.updateTable('fsrs').set({ rate_cents: fsr.rate_cents }).where('id', '=', fsr.id).execute();
    }
  });

  it('refuses an approval signed over figures other than the stored ones', async () => {
    const items = (await fsrItems(t, 1)).map((f) => ({ serial_no: 1, fsr_id: f.id, quantity: 2 }));
    const q = (
      await jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        status: 'PENDING',
        signature: SIGNATURE,
        quotation_items: items,
      })
    ).json().data;
    const ma = a.tokens['MANAGING-AGENT'];
    const wrong = await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, ma, {
      status: 'VERIFIED',
      signature: SIGNATURE,
      total_amount: (q.total_amount + 1).toFixed(2),
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().data.total_amount).toBe(q.total_amount);
    const right = await jsonPost(t, `/api/quotations/${q.id}/ma-approval`, ma, {
      status: 'VERIFIED',
      signature: SIGNATURE,
      total_amount: q.total_amount.toFixed(2),
    });
    expect(right.statusCode, right.body).toBe(200);
  });
});

describe('quantity bounds and quantity 0 (issue 8 §4, §6)', () => {
  it('refuses negative and oversized quantities and totals above S$ 100 million; a submission refuses a priced row at quantity 0', async () => {
    const [fsr] = await fsrItems(t, 1);
    const post = (quantity: unknown, extra: Record<string, unknown> = {}) =>
      jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        quotation_items: [{ serial_no: 1, fsr_id: fsr.id, quantity }],
        ...extra,
      });
    const negative = await post('-2');
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors['quotation_items.0.quantity']).toEqual([
      'Quantity must be a number of at least 0 with up to 2 decimals',
    ]);
    const huge = await post('99999999999');
    expect(huge.json().errors['quotation_items.0.quantity']).toEqual(['Quantity may not be greater than 1,000,000']);
    expect((await post('1000000')).statusCode).not.toBe(422);
    const star = await jsonPost(t, '/api/quotations', tc(), {
      ...baseFields(a.schoolId),
      quotation_items: [
        {
          serial_no: 1,
          is_star_rate: true,
          item_number: 'SR',
          item_description: 'x',
          unit: 'lot',
          rate: '1,000.00',
          quantity: '1000000',
        },
      ],
    });
    expect(star.statusCode).toBe(422);
    expect(star.json().errors.total_amount).toEqual(['A quotation may not total more than S$ 100,000,000.00']);
    expect((await post('0')).statusCode).toBe(201);
    const zero = await post('0', { status: 'PENDING', signature: SIGNATURE });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors['quotation_items.0.quantity']).toEqual(['Quantity must be greater than 0 to submit']);
  });
  it('refuses custodial discount lines that are not a list with 422 (a property run found a 500)', async () => {
    const [fsr] = await fsrItems(t, 1);
    for (const subRows of [3.3e54, 'x', { quantity: 1 }]) {
      const res = await jsonPost(t, '/api/quotations', tc(), {
        ...baseFields(a.schoolId),
        quotation_items: [{ serial_no: 1, fsr_id: fsr.id, quantity: '1', subRows }],
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors['quotation_items.0.subRows']).toEqual(['Must be a list.']);
    }
  });
});
