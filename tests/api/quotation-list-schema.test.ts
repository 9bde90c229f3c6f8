/**
 * The quotation list is owned by its schema (schemas/quotation.ts quotationListSchema): a filter the schema does not
 * declare answers 422, and one more property there (added before the app is built, as an edit of the file would) makes
 * GET /quotations — and its pending variants, the same list — filter by it and GET /config/quotation list its column.
 * Sorting by the total orders by the stored cents (`x-column`), and the page read in two steps agrees with the rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotationListSchema } from '../../schemas/quotation.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

const properties = quotationListSchema.properties as Record<string, SchemaProperty>;
type Row = { id: number; source_fund: string | null; total_amount: number; status: string };

async function adminGet(t: TestApp, url: string) {
  const token = await t.loginAs('ADMIN');
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

describe('the quotation list as its schema declares it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses a filter or a sort the schema does not declare (422 with the parameter)', async () => {
    const filter = await adminGet(t, '/api/quotations?source_fund=MOE');
    expect(filter.statusCode, filter.body).toBe(422);
    expect(Object.keys(filter.json().errors)).toEqual(['filter']);
    const sort = await adminGet(t, '/api/quotations/pending-claims?sort=job');
    expect(sort.statusCode, sort.body).toBe(422);
    expect(Object.keys(sort.json().errors)).toEqual(['sort']);
  });

  it('sorts by the total in cents and pages the same rows as one query would', async () => {
    const first = await adminGet(t, '/api/quotations?sort=total_amount&order=desc&per_page=5');
    expect(first.statusCode, first.body).toBe(200);
    const second = (await adminGet(t, '/api/quotations?sort=total_amount&order=desc&per_page=5&page=2')).json();
    const expected = await t.db
      .selectFrom('quotations')
      .select(['id', 'total_cents'])
      .orderBy('total_cents', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
    const shown = [...first.json().data, ...second.data] as Row[];
    expect(shown.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(shown.map((r) => r.total_amount)).toEqual(expected.map((r) => Number(r.total_cents) / 100));
    const count = await t.db
      .selectFrom('quotations')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(first.json().meta.total).toBe(Number(count?.n));
  });

  it('answers every row at once with all=1, as the pages list them (one query with the same joins)', async () => {
    const paged = (await adminGet(t, '/api/quotations?status[]=DRAFT&per_page=500')).json();
    const all = await adminGet(t, '/api/quotations?status[]=DRAFT&all=1');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().meta).toBeUndefined();
    expect(all.json().data).toEqual(paged.data);
    expect(paged.data.length).toBeGreaterThan(0);
  });
});

describe('one more property in the quotation list schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    properties.source_fund = { type: ['string', 'null'], title: 'Source fund', 'x-list': 10, 'x-filter': 'select' };
    t = await createTestApp();
  });
  afterAll(async () => {
    delete properties.source_fund;
    await t.close();
  });

  it('is a filter the lists apply and a column of the config', async () => {
    const [one, other] = await t.db.selectFrom('quotations').select('id').orderBy('id').limit(2).execute();
    await t.db.updateTable('quotations').set({ source_fund: 'FUND-A' }).where('id', '=', one.id).execute();
    await t.db.updateTable('quotations').set({ source_fund: 'FUND-B' }).where('id', '=', other.id).execute();
    const custom = await adminGet(t, '/api/quotations?source_fund=FUND-A&per_page=100');
    expect(custom.statusCode, custom.body).toBe(200);
    expect((custom.json().data as Row[]).map((r) => r.id)).toEqual([one.id]);
    expect(custom.json().meta.total).toBe(1);
    const both = await adminGet(t, '/api/quotations?source_fund[]=FUND-A&source_fund[]=FUND-B&sort=id');
    expect((both.json().data as Row[]).map((r) => r.id)).toEqual([other.id, one.id]);
    // The pending variants are the same list: the filter is theirs too.
    await t.db
      .updateTable('quotations')
      .set({ status: 'COMPLETED', claim_status: 'PENDING' })
      .where('id', '=', one.id)
      .execute();
    const claims = await adminGet(t, '/api/quotations/pending-claims?source_fund=FUND-A');
    expect(claims.statusCode, claims.body).toBe(200);
    expect((claims.json().data as Row[]).map((r) => r.id)).toEqual([one.id]);
    expect((await adminGet(t, '/api/quotations/pending-claims?source_fund=FUND-B')).json().meta.total).toBe(0);
    const config = (await adminGet(t, '/api/config/quotation')).json().data;
    expect(config.columns.at(-1)).toMatchObject({ field: 'source_fund', label: 'Source fund', filter: 'select' });
  });
});
