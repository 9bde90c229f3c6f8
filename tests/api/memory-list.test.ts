/**
 * lib/memoryList.ts: a schema-owned list over rows built in memory applies the schema's filters (each widget as
 * lib/crud applies it in SQL), its default sort with the second field `then`, a requested order, `id[]`, paging and
 * `all=1`, and presents only the page with `map`.
 */
import { describe, expect, it } from 'vitest';
import type { AreaListSchema } from '../../schemas/resource.js';
import { listMemoryRows } from '../../server/lib/memoryList.js';

const schema = {
  $id: 'slot',
  type: 'object',
  'x-area-list': {
    route: '/slots',
    path: '/slots',
    resource: 'slots',
    table: 'slots',
    defaultSort: { field: 'month', order: 'DESC', then: { field: 'zone', order: 'ASC' } },
    title: 'Slots',
    labels: { columns: 'c.', filters: 'f.' },
    permissions: { list: 'deliverable.view' },
  },
  properties: {
    month: { type: 'integer', 'x-filter': 'select' },
    zone: { type: 'string', 'x-filter': 'select' },
    name: { type: 'string', 'x-filter': 'search' },
    done: { type: 'boolean', 'x-filter': 'boolean' },
    due: { type: 'string', format: 'date', 'x-filter': 'daterange', 'x-filter-range': ['due_from', 'due_to'] },
  },
} as const satisfies AreaListSchema;

// built out of order on purpose: the sort, not the building, orders them
const ROWS = [
  { id: null, month: 1, zone: 'SOUTH', name: 'Jan South', done: false, due: '2025-01-31' },
  { id: 4, month: 2, zone: 'SOUTH', name: 'Feb South', done: true, due: '2025-02-28' },
  { id: null, month: 1, zone: 'NORTH_EAST', name: 'Jan North', done: false, due: null },
  { id: 9, month: 2, zone: 'NORTH_EAST', name: 'Feb North', done: true, due: '2025-02-28' },
];
type Answer = { data: { name: string }[]; meta?: { total: number } };
const names = async (query: Record<string, unknown>) =>
  ((await listMemoryRows(schema, query, '/api/slots', ROWS)) as Answer).data.map((r) => r.name);

describe('a list of rows built in memory', () => {
  it('orders by the default sort and its second field, or by the order asked', async () => {
    expect(await names({})).toEqual(['Feb North', 'Feb South', 'Jan North', 'Jan South']);
    expect(await names({ sort: 'month', order: 'asc' })).toEqual(['Jan North', 'Jan South', 'Feb North', 'Feb South']);
  });

  it('applies each declared filter as the table list would', async () => {
    expect(await names({ month: '1' })).toEqual(['Jan North', 'Jan South']);
    expect(await names({ 'zone[]': ['SOUTH', 'WEST'] })).toEqual(['Feb South', 'Jan South']);
    expect(await names({ name: 'FEB n' })).toEqual(['Feb North']);
    expect(await names({ done: 'true' })).toEqual(['Feb North', 'Feb South']);
    expect(await names({ done: '0' })).toEqual(['Jan North', 'Jan South']);
    // a row without a date is outside any range
    expect(await names({ due_to: '2025-02-01' })).toEqual(['Jan South']);
    expect(await names({ due_from: '2025-02-01', due_to: '2025-02-28' })).toEqual(['Feb North', 'Feb South']);
    expect(await names({ 'id[]': ['4'] })).toEqual(['Feb South']);
  });

  it('pages, counts every kept row, answers every row with all=1, and presents only the page', async () => {
    const seen: number[] = [];
    const page = (await listMemoryRows(schema, { per_page: 3, page: 2 }, '/api/slots', ROWS, (rows) => {
      seen.push(rows.length);
      return rows.map((r) => ({ name: String(r.name).toUpperCase() }));
    })) as Answer;
    expect(page.data).toEqual([{ name: 'JAN SOUTH' }]);
    expect(page.meta?.total).toBe(4);
    expect(seen).toEqual([1]);
    const all = (await listMemoryRows(schema, { all: '1' }, '/api/slots', ROWS)) as Answer;
    expect(all.data).toHaveLength(4);
    expect(all.meta).toBeUndefined();
  });
});
