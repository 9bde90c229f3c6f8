/**
 * What a generated list (src/generator) does for a list page like the quotation list's, on a list schema of its own:
 * an address's values that stand for several (`x-address-values`), a month for a date range (`x-address-month`), an
 * option named by its name (any case) rather than its id, a filter the form does not offer shown as a chip that
 * removes it (`x-filter-chip`), the rows of an early preview shown until the data table's own have rendered, money
 * right-aligned, and a row menu's dialog whose code loads when it first opens.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogTitle } from '@mui/material';
import type { AreaListSchema } from '../../../schemas/resource.js';
import { addressFilters, withOptionIds } from '../../../src/generator/addressPreset.js';
import { RowMenu } from '../../../src/generator/RowMenu.js';
import { SchemaList } from '../../../src/generator/SchemaList.js';
import type { ListPreviewDefinition } from '../../../src/layout/listPreviews.js';
import { memoryDataProvider, type Calls } from '../resources/harness.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';

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
    storeKey: 'jobs.address',
  },
  properties: {
    name: { type: 'string', title: 'Name', 'x-list': 1, 'x-filter': 'search' },
    school: { type: 'integer', title: 'School', 'x-filter': 'select', 'x-options-url': '/school?all=1' },
    status: {
      type: 'string',
      title: 'Status',
      enum: ['OPEN', 'WAITING_A', 'WAITING_B', 'DONE'],
      'x-list': 2,
      'x-filter': 'multiselect',
      'x-address-values': { WAITING: ['WAITING_A', 'WAITING_B'] },
    },
    date: {
      type: 'string',
      title: 'Date',
      format: 'date',
      'x-list': 3,
      'x-filter': 'daterange',
      'x-filter-range': ['start_date', 'end_date'],
      'x-address-month': ['month', 'date'],
    },
    amount: { type: 'number', title: 'Amount', 'x-widget': 'money', 'x-list': 4 },
    zone: { type: 'string', title: 'Zone', 'x-filter': 'multiselect', 'x-filter-form': false, 'x-filter-chip': true },
    // an API filter named like a month parameter: the address's month means the date range
    month: { type: 'string', title: 'Month', 'x-filter': 'select', 'x-filter-form': false },
  },
} as const satisfies AreaListSchema;

const SCHOOLS = [
  { id: 3, name: 'Admiralty Primary School' },
  { id: 9, name: 'Bedok Green Primary School' },
];
const row = { id: 1, name: 'Job 1', status: 'OPEN', date: '2026-05-04', amount: 1234.5 };

function renderList(at: string, preview?: ListPreviewDefinition, rowActions?: ReactNode) {
  const calls: Calls = { getList: [], create: [], update: [] };
  render(
    <ScreenHarness path="/jobs" at={at} identity={TC} dataProvider={memoryDataProvider({ jobs: [row] }, calls)}>
      {/* as the app's screens, which load lazily (src/lazyScreen.tsx) */}
      <Suspense fallback={<p>Loading the screen</p>}>
        <SchemaList schema={schema} preview={preview} rowActions={rowActions} />
      </Suspense>
    </ScreenHarness>,
  );
  return calls;
}

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ data: String(url).startsWith('/api/school') ? SCHOOLS : [] }));
    }),
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an address's filters", () => {
  it('expands a value that stands for several, and a month into its first and last day, leap years included', () => {
    expect(addressFilters(schema, '?status=WAITING&status=OPEN,WAITING_A&zone=EAST')).toEqual({
      status: ['WAITING_A', 'WAITING_B', 'OPEN'],
      zone: ['EAST'],
    });
    expect(addressFilters(schema, '?month=2024-02')).toEqual({ start_date: '2024-02-01', end_date: '2024-02-29' });
    expect(addressFilters(schema, '?date=2023-02')).toEqual({ start_date: '2023-02-01', end_date: '2023-02-28' });
    expect(addressFilters(schema, '?date=2026-12')).toEqual({ start_date: '2026-12-01', end_date: '2026-12-31' });
    expect(addressFilters(schema, '?month=2026-13')).toBeNull();
    expect(addressFilters(schema, '?date=May%202026')).toBeNull();
    expect(addressFilters(schema, '')).toBeNull();
  });

  it('takes an option by its name in any case, keeps ids without asking, and leaves out a name no option has', async () => {
    const options = vi.fn(async () => SCHOOLS);
    expect(await withOptionIds(schema, { school: 'bedok green primary school', zone: ['EAST'] }, options)).toEqual({
      school: '9',
      zone: ['EAST'],
    });
    expect(await withOptionIds(schema, { school: 'Unknown' }, options)).toEqual({});
    options.mockClear();
    expect(await withOptionIds(schema, { school: '3' }, options)).toEqual({ school: '3' });
    expect(options).not.toHaveBeenCalled();
  });

  it("opens the list filtered by a dashboard's link, the zone a chip that removes it on Search", async () => {
    const calls = renderList('/jobs?status=WAITING&school=Bedok%20Green%20Primary%20School&date=2026-05&zone=EAST');
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(0));
    const preset = {
      status: ['WAITING_A', 'WAITING_B'],
      school: '9',
      start_date: '2026-05-01',
      end_date: '2026-05-31',
      zone: ['EAST'],
    };
    expect(calls.getList[0].params.filter).toEqual(preset);
    const form = await screen.findByRole('search');
    expect(within(form).getByRole('textbox', { name: 'start_date' })).toHaveValue('2026-05-01');
    const chip = within(form).getByRole('button', { name: 'Zone: EAST' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(chip).getByTestId('CancelIcon'));
    expect(within(form).queryByRole('button', { name: 'Zone: EAST' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    const { zone: _zone, ...rest } = preset;
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual(rest));
  });
});

describe('the rows', () => {
  it('right-aligns money', async () => {
    renderList('/jobs');
    const cell = (await screen.findByText('S$ 1,234.50')).closest('td')!;
    expect(cell.className).toMatch(/alignRight/);
  });

  it("shows an early preview's rows until the data table's own have rendered", async () => {
    const preview: ListPreviewDefinition = {
      path: '/jobs',
      resource: 'jobs',
      apiPath: '/jobs',
      sort: { field: 'id', order: 'DESC' },
      perPage: 25,
      columns: [{ key: 'name', source: 'name', kind: 'text', value: (r) => `early ${String(r.name)}` }],
      texts: { en: { title: 'Jobs', columns: { name: 'Name' }, status: {} } },
    };
    renderList('/jobs', preview);
    // the preview's table first (hidden from assistive technology: found by its test id), then the data table's row
    await waitFor(() => expect(screen.getByTestId('list-preview')).toHaveTextContent('early Job 1'));
    expect(await screen.findByRole('cell', { name: 'Job 1' })).toBeInTheDocument();
    expect(screen.queryByTestId('list-preview')).toBeNull();
  });
});

describe('the row menu', () => {
  it('opens a dialog whose code loads when first asked for, the list staying on screen meanwhile', async () => {
    let loaded = (_: { default: () => ReactNode }) => undefined as void;
    const Details = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (loaded = resolve)));
    const menu = <RowMenu entries={[{ label: 'Details', dialog: () => <Details /> }]} />;
    renderList('/jobs', undefined, menu);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    expect(screen.getByRole('cell', { name: 'Job 1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    loaded({
      default: () => (
        <Dialog open>
          <DialogTitle>Details of the job</DialogTitle>
        </Dialog>
      ),
    });
    expect(await screen.findByRole('dialog', { name: 'Details of the job' })).toBeInTheDocument();
    // (behind the modal dialog, hidden from assistive technology)
    expect(screen.getByRole('cell', { name: 'Job 1', hidden: true })).toBeInTheDocument();
  });
});
