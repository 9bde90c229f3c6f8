/**
 * Quotation money rules on real SQLite and PostgreSQL: a custodial discount never exceeds what it discounts and no total
 * is negative (422 with the field, nothing stored, drafts too); a custodial quantity below 0 gets the quantity's range
 * message, not 'This field is required'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTATION_MSG } from '../../domain/quotationValidation.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { tableCounts } from './helpers.js';
import { actors, baseFields, fsrItems, jsonPost, SIGNATURE, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR']);
});
afterAll(async () => t.close());

const save = (status: 'DRAFT' | 'PENDING', items: unknown[]) =>
  jsonPost(t, '/api/quotations', a.tokens['TERM-CONTRACTOR'], {
    ...baseFields(a.schoolId),
    status,
    signature: SIGNATURE,
    quotation_items: items,
  });

/** An FSR row whose amount is below S$ 250 (one custodial unit), with `units` custodial discount units. */
async function smallRow(units: unknown) {
  const fsr = (await fsrItems(t, 50)).find((f) => Number(f.rate_cents) < 25000 && f.minimum_cents === null);
  if (!fsr) throw new Error('no FSR item under S$ 250');
  return { serial_no: 1, fsr_id: fsr.id, quantity: '1', subRows: [{ item_description: 'Custodial', quantity: units }] };
}

describe('custodial discounts and negative totals', () => {
  it.each(['DRAFT', 'PENDING'] as const)(
    'a discount above its item is refused with 422 on the row (%s), nothing stored',
    async (status) => {
      const before = await tableCounts(t);
      const res = await save(status, [await smallRow(10)]);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors['quotation_items.0.subRows']).toEqual([QUOTATION_MSG.custodialExceedsItem]);
      expect(await tableCounts(t)).toEqual(before);
    },
  );

  it('a discount on all items is checked on each item', async () => {
    const fsr = (await fsrItems(t, 50)).filter((f) => Number(f.rate_cents) < 25000 && f.minimum_cents === null);
    const line = { item_description: 'Custodial', quantity: 1 };
    const res = await save('DRAFT', [
      { serial_no: 1, fsr_id: fsr[0].id, quantity: '100', subRows: [line] },
      { serial_no: 2, fsr_id: fsr[1].id, quantity: '1', subRows: [line] },
    ]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['quotation_items.1.subRows']);
  });

  it('a discount up to the item is accepted and the totals are not negative', async () => {
    const row = await smallRow(0);
    const res = await save('DRAFT', [{ ...row, quantity: '100', subRows: [{ item_description: 'C', quantity: 1 }] }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.total_amount).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['-1', QUOTATION_MSG.quantityInvalid],
    ['abc', QUOTATION_MSG.quantityInvalid],
    ['', QUOTATION_MSG.required],
  ])('custodial quantity %j gets %j', async (quantity, message) => {
    const res = await save('DRAFT', [await smallRow(quantity)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['quotation_items.0.subRows.0.quantity']).toEqual([message]);
  });
});
