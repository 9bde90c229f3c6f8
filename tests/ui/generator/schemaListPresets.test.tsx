/**
 * The area list generator's presets and live filters (src/generator/{SchemaList,SearchForm,RowMenu}.tsx), on a list
 * schema of its own: an address's aliases and comma lists, a fixed filter, what a list starts on by the caller's own
 * school, a multiselect of an options URL, dates that must exist, filters applied as they change with a switch, date
 * cells, and row entries that open a dialog or ask the browser's confirm box.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog } from '@mui/material';
import type { AreaListSchema } from '../../../schemas/resource.js';
import { RowMenu, type RowMenuEntry } from '../../../src/generator/RowMenu.js';
import { SchemaList } from '../../../src/generator/SchemaList.js';
import { memoryDataProvider, type Calls } from '../resources/harness.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';

const OM: TestIdentity = { id: 2, full_name: 'Olive Manager', role: { slug: 'OPERATIONS-MANAGER' }, school_id: 3 };
const TC: TestIdentity = { id: 1, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };

const schema = {
  $id: 'job',
  type: 'object',
  'x-area-list': {
    route: '/jobs',
    path: '/jobs',
    resource: 'jobs',
    table: 'jobs',
    defaultSort: { field: 'id', order: 'DESC' },
    title: 'Jobs',
    labels: { columns: 'jobs.columns.', filters: 'jobs.filters.' },
    permissions: { list: 'claim.view' },
    storeKey: 'jobs.open',
    address: { school: 'school_id', from: 'done_from' },
    defaultFilter: { status: ['OPEN'] },
    defaultFilterWithoutOwnSchool: { mine: '1' },
  },
  properties: {
    name: { type: 'string', title: 'Name', 'x-list': 1, 'x-filter': 'search' },
    school_id: {
      type: 'integer',
      title: 'School',
      'x-filter': 'multiselect',
      'x-options-url': '/school?all=1',
      'x-own-school': true,
    },
    status: { type: 'string', title: 'Status', enum: ['OPEN', 'DONE'], 'x-filter': 'multiselect', 'x-list': 2 },
    done: {
      type: 'string',
      title: 'Done',
      format: 'date',
      'x-list': 3,
      'x-filter': 'daterange',
      'x-filter-range': ['done_from', 'done_to'],
    },
    mine: { type: 'boolean', title: 'Mine', 'x-filter': 'boolean' },
  },
} as const satisfies AreaListSchema;

const live = { ...schema, 'x-area-list': { ...schema['x-area-list'], liveFilters: true } } as AreaListSchema;
const fixed = {
  ...schema,
  'x-area-list': { ...schema['x-area-list'], filter: { kind: 'URGENT' } },
  properties: { ...schema.properties, status: { ...schema.properties.status, 'x-filter-form': false } },
} as AreaListSchema;

const row = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Job ${id}`,
  status: 'OPEN',
  school_id: '3',
  mine: '1',
  kind: 'URGENT',
  done: '2026-05-04T10:30:00Z',
  actions: ['delete'],
  ...extra,
});

function renderList(list: AreaListSchema, who: TestIdentity, at = '/jobs', rowActions?: React.ReactNode) {
  const calls: Calls = { getList: [], create: [], update: [] };
  render(
    <ScreenHarness path="/jobs" at={at} identity={who} dataProvider={memoryDataProvider({ jobs: [row(1)] }, calls)}>
      <SchemaList schema={list} rowActions={rowActions} />
    </ScreenHarness>,
  );
  return calls;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/school')
        ? new Response(
            JSON.stringify({
              data: [
                { id: 3, name: 'Admiralty' },
                { id: 4, name: 'Bedok' },
              ],
            }),
          )
        : new Response(JSON.stringify({ message: 'Done' })),
    ),
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('what an area list starts on', () => {
  it("starts an operations manager on their own school (a list of one) and the list's default filter", async () => {
    const calls = renderList(schema, OM);
    await screen.findByText('Job 1');
    expect(calls.getList[0].params.filter).toEqual({ status: ['OPEN'], school_id: ['3'] });
    // the school filter offers the options of its URL, several at once
    const user = userEvent.setup({ delay: null });
    await user.click(within(screen.getByRole('search')).getByLabelText('School'));
    await user.click(await screen.findByRole('option', { name: 'Bedok' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter.school_id).toEqual(['3', '4']));
  });

  it('starts anyone without an own school on the default filter and its own one, and shows a date cell as a day', async () => {
    const calls = renderList(schema, TC);
    await screen.findByText('Job 1');
    expect(calls.getList[0].params.filter).toEqual({ status: ['OPEN'], mine: '1' });
    expect(screen.getByText('2026-05-04')).toBeInTheDocument();
  });

  it("reads an address's aliases and comma lists, and sends a fixed filter the form does not offer", async () => {
    const calls = renderList(fixed, TC, '/jobs?school=3,4&from=2026-01-01&status=OPEN,DONE');
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(0));
    expect(calls.getList[0].params.filter).toEqual({
      school_id: ['3', '4'],
      done_from: '2026-01-01',
      status: ['OPEN', 'DONE'],
      kind: 'URGENT',
    });
    expect(within(screen.getByRole('search')).queryByLabelText('Status')).toBeNull();
  });
});

describe('dates and live filters', () => {
  it('does not search for a day that does not exist: its field takes the focus', async () => {
    const calls = renderList(schema, TC);
    await screen.findByText('Job 1');
    const user = userEvent.setup({ delay: null });
    const from = screen.getByRole('textbox', { name: 'done_from' });
    await user.type(from, '2026-04-31');
    const asked = calls.getList.length;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await new Promise((r) => setTimeout(r, 600));
    expect(calls.getList.length).toBe(asked);
    expect(from).toHaveFocus();
  });

  it('applies a live filter as it changes, a date once it exists, the switch at once; no Search button', async () => {
    const calls = renderList(live, TC);
    await screen.findByText('Job 1');
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Mine'));
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({ status: ['OPEN'] }));
    await user.type(screen.getByRole('textbox', { name: 'done_to' }), '2026-02-30');
    await new Promise((r) => setTimeout(r, 700));
    expect(calls.getList.some((c) => 'done_to' in c.params.filter)).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: 'done_to' }));
    await user.type(screen.getByRole('textbox', { name: 'done_to' }), '2026-02-28');
    await waitFor(() =>
      expect(calls.getList.at(-1)?.params.filter).toEqual({ status: ['OPEN'], done_to: '2026-02-28' }),
    );
  });
});

describe('row entries of their own', () => {
  it('opens the area dialog (the list is read again when it changed something) and asks the native confirm box', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const entries: RowMenuEntry[] = [
      {
        label: 'Details',
        dialog: (r, close) => (
          <Dialog open>
            <span>Details of {r.id}</span>
            <Button onClick={() => close(true)}>Saved</Button>
          </Dialog>
        ),
      },
      {
        label: 'Remove',
        call: (r) => ({ method: 'DELETE', path: `/jobs/${r.id}` }),
        confirm: { title: 'Remove', content: 'Really remove?', native: true },
      },
    ];
    const calls = renderList(schema, TC, '/jobs', <RowMenu entries={entries} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Details of 1')).toBeInTheDocument();
    const asked = calls.getList.length;
    await user.click(within(dialog).getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(asked));
    expect(screen.queryByRole('dialog')).toBeNull();
    const fetched = vi.mocked(fetch).mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(confirm).toHaveBeenCalledWith('Really remove?');
    // answered No: nothing is called
    expect(
      vi
        .mocked(fetch)
        .mock.calls.slice(fetched)
        .some(([u]) => String(u).includes('/jobs/1')),
    ).toBe(false);
  });
});
