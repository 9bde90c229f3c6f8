/**
 * Quotations created at once, on SQLite and PostgreSQL (where twenty users' creates queue on the year's reference
 * counter and the dashboards' rollup rows): references stay distinct and gap-free, every quotation gets its own items
 * and first item version, the rollups equal the rows' sums, and an item of no quotation is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearOf } from '../../domain/calendar.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { rollupsOf } from './dashboard-rollups.support.js';
import { actors, baseFields, fsrItems, jsonPost, SIGNATURE, type Actors } from './quotations.support.js';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t, ['TERM-CONTRACTOR']);
});
afterAll(async () => t.close());

const tc = () => a.tokens['TERM-CONTRACTOR'];
const year = () => yearOf(new Date(), t.config.timeZone);
const counter = async () =>
  Number(
    (await t.db.selectFrom('quotation_sequences').select('last').where('year', '=', year()).executeTakeFirst())?.last ??
      0,
  );
const numberOf = (reference: string) => Number(/^Q-\d{4}-(\d{5})$/.exec(reference)![1]);

async function body(n: number, items: number) {
  const fsrs = await fsrItems(t, 40);
  return {
    ...baseFields(a.schoolId),
    job: `Concurrent ${n}`,
    // every other one submitted: its history, approvals and notifications follow the row
    ...(n % 2 ? { status: 'PENDING', signature: SIGNATURE } : {}),
    quotation_items: Array.from({ length: items }, (_, i) => ({
      serial_no: i + 1,
      fsr_id: fsrs[(i + n) % fsrs.length].id,
      quantity: (n % 5) + 1,
    })),
  };
}

describe('concurrent creates', () => {
  it('get distinct consecutive references, their own items and item version, and rollups equal to the rows', async () => {
    const before = await counter();
    const sizes = Array.from({ length: 12 }, (_, n) => 5 + n * 3);
    const bodies = await Promise.all(sizes.map((size, n) => body(n, size)));
    const all = await Promise.all(bodies.map((b) => jsonPost(t, '/api/quotations', tc(), b)));
    expect(all.map((r) => r.statusCode)).toEqual(Array(sizes.length).fill(201));
    const created = all.map((r) => r.json().data as { id: number; reference_number: string; job: string });

    const numbers = created.map((q) => numberOf(q.reference_number)).sort((x, y) => x - y);
    expect(numbers).toEqual(sizes.map((_, i) => before + 1 + i));
    expect(await counter()).toBe(before + sizes.length);

    for (const [n, q] of created.entries()) {
      expect(q.job).toBe(`Concurrent ${n}`);
      const items = await t.db
        .selectFrom('quotation_items')
        .select(['serial_no', 'fsr_id'])
        .where('quotation_id', '=', q.id)
        .orderBy('sort')
        .execute();
      expect(items.map((i) => [i.serial_no, i.fsr_id])).toEqual(
        bodies[n].quotation_items.map((i) => [i.serial_no, i.fsr_id]),
      );
      const versions = await t.db
        .selectFrom('quotation_item_versions')
        .select('version')
        .where('quotation_id', '=', q.id)
        .execute();
      expect(versions).toEqual([{ version: 1 }]);
    }
    expect(await rollupsOf(t.db, 'stored')).toEqual(await rollupsOf(t.db, 'tables'));
  });

  it('refuse an item of no quotation (the foreign key)', async () => {
    const fsr = (await fsrItems(t, 1))[0];
    const orphan = t.db
      .insertInto('quotation_items')
      .values({
        quotation_id: 987_654_321,
        sort: 0,
        serial_no: 1,
        kind: 'item',
        fsr_id: fsr.id,
        item_number: null,
        item_group_description: null,
        item_description: null,
        note: null,
        header: null,
        unit: null,
        rate_cents: 0,
        quantity_milli: 1000,
        minimum_cents: null,
        amount_cents: 0,
        is_star_rate: 0,
        is_active: 1,
        sub_rows: '[]',
      })
      .execute();
    await expect(orphan).rejects.toThrow(/foreign key/i);
  });
});
