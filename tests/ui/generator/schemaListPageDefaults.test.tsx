/**
 * Two SchemaList/RowMenu additions for lists whose rows are built in memory (the deliverables'): a starting filter the
 * page computes (`defaultFilter`, e.g. this year), shown on the form and sent with the first request until the user
 * searches otherwise, and row-menu entries on a row that has no id yet (a month not opened), keyed by its place.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaListSchema } from '../../../schemas/resource.js';
import { RowMenu, type RowMenuEntry } from '../../../src/generator/RowMenu.js';
import { SchemaList } from '../../../src/generator/SchemaList.js';
import { callerOf, renderAreaList } from './areaListHarness.js';

const schema = {
  $id: 'slot',
  type: 'object',
  'x-area-list': {
    route: '/slots',
    path: '/slots',
    resource: 'slots',
    table: 'slots',
    defaultSort: { field: 'name', order: 'ASC' },
    title: 'Slots',
    labels: { columns: 'slots.columns.', filters: 'slots.filters.' },
    permissions: { list: 'claim.view' },
  },
  properties: {
    name: { type: 'string', title: 'Name', 'x-list': 1, 'x-filter': 'search' },
    year: { type: 'string', title: 'Year', enum: ['2025', '2026'], 'x-filter': 'select' },
  },
} as const satisfies AreaListSchema;

type Slot = { id: number | null; name: string; year: string };
const ROWS: Slot[] = [
  { id: null, name: 'Not opened A', year: '2026' },
  { id: null, name: 'Not opened B', year: '2026' },
  { id: 5, name: 'Stored', year: '2026' },
  { id: 6, name: 'Old', year: '2025' },
];

function renderList(entries: RowMenuEntry<Slot>[], defaultFilter?: Record<string, string>) {
  return renderAreaList(
    <SchemaList schema={schema} defaultFilter={defaultFilter} rowActions={<RowMenu<Slot> entries={entries} />} />,
    { data: { slots: ROWS }, caller: callerOf('ADMIN', ['claim.view']), at: '/slots' },
  );
}

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

describe("a page's starting filter", () => {
  it('is on the form and in the first request, and gone once the user resets the filters', async () => {
    const calls = renderList([], { year: '2026' });
    await screen.findByText('Stored');
    expect(calls.getList[0].params.filter).toEqual({ year: '2026' });
    expect(screen.queryByText('Old')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('2026');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByText('Old');
    expect(calls.getList.at(-1)?.params.filter).toEqual({});
  });

  it('is nothing when the page gives none', async () => {
    const calls = renderList([]);
    await screen.findByText('Old');
    expect(calls.getList[0].params.filter).toEqual({});
  });
});

describe('row menu entries on rows without an id', () => {
  it('are drawn on each row and act on that row', async () => {
    const opened: string[] = [];
    renderList([
      { label: 'Open', name: (r, text) => `${text} ${r.name}`, open: async (r) => opened.push(`${r.name} ${r.id}`) },
    ]);
    const user = userEvent.setup({ delay: null });
    const b = await screen.findByRole('button', { name: 'Open Not opened B' });
    expect(within(b.closest('tr')!).getByText('Not opened B')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Open / })).toHaveLength(4);
    await user.click(b);
    await user.click(screen.getByRole('button', { name: 'Open Stored' }));
    await waitFor(() => expect(opened).toEqual(['Not opened B null', 'Stored 5']));
  });
});
