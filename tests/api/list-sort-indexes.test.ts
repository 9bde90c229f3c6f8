/**
 * Every default and offered sort of the big lists reads its page in index order, on SQLite and PostgreSQL: the plan
 * of `ORDER BY <sort> DESC, id DESC LIMIT 25` has no sort step. Without a supporting index each page sorts every row
 * the filter keeps, which is what made the inspection list take seconds at a million rows. A list whose sort gains no
 * index fails here, on the database the run uses.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimListSchema } from '../../schemas/claim.js';
import { quotationListSchema } from '../../schemas/quotation.js';
import type { SchemaProperty } from '../../schemas/resource.js';

const QUOTATION_SORTS = Object.entries(quotationListSchema.properties as Record<string, SchemaProperty>)
  .filter(([, p]) => p['x-sortable'])
  .map(([field, p]) => p['x-column'] ?? field);
import { createTestApp, dialect, type TestApp } from '../support/testApp.js';

/** The lists' sorts as their routes send them: [list, table, order columns]. Each ends in the tie-break `id`. */
const SORTS: [string, string, string[]][] = [
  ['inspection list (default)', 'inspections', ['inspected_at', 'id']],
  ['outstanding defects (default)', 'defects', ['created_at', 'id']],
  ['WSO list (default)', 'work_service_orders', ['id']],
  [
    'claim list (default)',
    claimListSchema['x-area-list'].table,
    [...new Set([claimListSchema['x-area-list'].defaultSort.field, 'id'])],
  ],
  // the quotation list's offered sorts (schemas/quotation.ts quotationListSchema), each by its column
  ...['id', ...QUOTATION_SORTS].map((c): [string, string, string[]] => [
    `quotation list by ${c}`,
    quotationListSchema['x-area-list'].table,
    [...new Set([c, 'id'])],
  ]),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The plan's steps, in the database's own words. */
async function plan(table: string, columns: string[]): Promise<string[]> {
  const order = sql.join(columns.map((c) => sql`${sql.ref(c)} desc`));
  const query = sql`select ${sql.ref('id')} from ${sql.table(table)} order by ${order} limit 25`;
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(t.db);
    return rows.map((r) => r.detail);
  }
  // The demo tables are small enough that a full sort is cheapest; with sorting priced out the planner takes an index
  // whenever one serves the order, so a remaining Sort node means none does.
  return t.db.transaction().execute(async (trx) => {
    await sql`set local enable_sort = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
    return rows.map((r) => r['QUERY PLAN']);
  });
}

const sorts = (steps: string[]) =>
  steps.filter((s) => (dialect === 'sqlite' ? /TEMP B-TREE FOR ORDER BY/i.test(s) : /^\s*(->\s*)?Sort\b/.test(s)));

describe('list sorts', () => {
  it.each(SORTS)('%s reads its page in index order', async (_list, table, columns) => {
    const steps = await plan(table, columns);
    expect(sorts(steps), steps.join('\n')).toEqual([]);
  });

  it('sees a sort step where no index serves the order (the check can fail)', async () => {
    const steps = await plan('quotations', ['job', 'id']);
    expect(sorts(steps).length, steps.join('\n')).toBeGreaterThan(0);
  });
});
