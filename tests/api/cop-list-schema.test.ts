/**
 * The COP list is owned by its schema (schemas/copClaim.ts copClaimListSchema), on SQLite and PostgreSQL: GET /cops
 * filters by the declared zone, status, year and month, answers 422 to an undeclared filter or sort and to a value its
 * field cannot have, orders by month (newest first) and then zone, keeps each caller to their zones, and GET /config/cop
 * lists the schema's columns. One more property in the schema (added before the app is built, as an edit of the file
 * would) is a filter the list applies and a column of the config.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copClaimListSchema } from '../../schemas/copClaim.js';
import type { SchemaProperty } from '../../schemas/resource.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { copClient } from './cop.support.js';

const properties = copClaimListSchema.properties as Record<string, SchemaProperty>;
let t: TestApp;
let tc: string;
let admin: string;
beforeAll(async () => {
  properties.claim_date = {
    type: ['string', 'null'],
    title: 'Claim date',
    format: 'date',
    'x-list': 7,
    'x-filter': 'daterange',
    'x-filter-range': ['claimed_from', 'claimed_to'],
  };
  t = await createTestApp();
  [tc, admin] = await Promise.all(['TERM-CONTRACTOR', 'ADMIN'].map((r) => t.loginAs(r)));
});
afterAll(async () => {
  delete properties.claim_date;
  await t.close();
});

const { call, generate } = copClient(() => t);
type Row = { id: number; zone: string; year: number; month: number; period: string; status: string };
const list = async (query: string, token = admin) => {
  const r = await call('GET', `/api/cops?per_page=100&${query}`, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Row[];
};

describe('the COP list from its schema', () => {
  it('filters by zone, status, year and month, and orders by month (newest first), then zone', async () => {
    const ids = {
      south: await generate(admin, 'SOUTH', 2029, 5),
      east: await generate(admin, 'EAST', 2029, 5),
      north: await generate(admin, 'NORTH', 2029, 5),
      april: await generate(admin, 'EAST', 2029, 4),
    };
    const may = await list('year=2029&month=5');
    expect(may.map((r) => r.id)).toEqual([ids.east, ids.north, ids.south]);
    expect(may[0]).toMatchObject({ zone: 'EAST', year: 2029, month: 5, period: '2029-05', status: 'DRAFT' });
    expect((await list('year=2029&zone=EAST')).map((r) => r.id)).toEqual([ids.east, ids.april]);
    expect(await list('year=2029&status=PENDING')).toEqual([]);

    const all = await list('');
    const order = all.map((r) => `${r.period} ${r.zone}`);
    const expected = [...order].sort((a, b) => b.slice(0, 7).localeCompare(a.slice(0, 7)) || a.localeCompare(b));
    expect(order).toEqual(expected);
    // react-admin's request names the first field of the default sort; the second still orders the month's zones
    expect((await list('year=2029&month=5&sort=period&order=DESC')).map((r) => r.id)).toEqual(may.map((r) => r.id));
  });

  it('answers 422 to an undeclared filter or sort and to a value a filter cannot have', async () => {
    for (const query of ['school=3', 'sort=zone', 'status=NOPE', 'zone=MARS', 'year=1999', 'month=13']) {
      const r = await call('GET', `/api/cops?${query}`, admin);
      expect(r.statusCode, query).toBe(422);
    }
  });

  it("keeps each caller to their zones, also when a filter names another's", async () => {
    await generate(admin, 'SOUTH', 2029, 6);
    const mine = await list('year=2029', tc);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => ['NORTH', 'NORTH_EAST'].includes(r.zone))).toBe(true);
    expect(await list('year=2029&zone=SOUTH', tc)).toEqual([]);
  });

  it('lists the columns of its schema in GET /config/cop, the one added last', async () => {
    const config = await call('GET', '/api/config/cop', tc);
    expect(config.statusCode, config.body).toBe(200);
    const columns = config.json().data.columns as { field: string }[];
    expect(columns.map((c) => c.field)).toEqual([
      'reference_number',
      'zone',
      'period',
      'payment_claim_no',
      'status',
      'grand_total',
      'claim_date',
    ]);
    expect(config.json().data.can_create).toBe(true);
  });

  it('applies a filter that is one more property of the schema', async () => {
    const id = await generate(admin, 'WEST', 2029, 7);
    await t.db.updateTable('cops').set({ claim_date: '2029-08-03' }).where('id', '=', id).execute();
    expect((await list('claimed_from=2029-08-01&claimed_to=2029-08-31')).map((r) => r.id)).toEqual([id]);
    expect(await list('claimed_from=2029-08-04')).toEqual([]);
  });
});
