/**
 * Additions to the list generator, each optional: a multi-select filter of the options an API path answers
 * (`x-filter: 'multiselect'` with `x-options-url`), a row menu entry that acts in the browser (`open`) and one that
 * opens the area's dialog (`dialog`, the list read again when it says the row changed), and an entry's accessible name
 * that tells the rows apart (`name`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog, DialogTitle } from '@mui/material';
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type AuthProvider } from 'react-admin';
import type { AreaListSchema } from '../../../schemas/resource.js';
import { RowMenu, type RowMenuEntry } from '../../../src/generator/RowMenu.js';
import { SchemaList } from '../../../src/generator/SchemaList.js';
import { createQueryClient } from '../../../src/queryClient.js';
import { memoryDataProvider, type Calls } from '../resources/harness.js';
import { i18nProvider } from '../quotations/harness.js';

const schema = {
  $id: 'thing',
  type: 'object',
  'x-area-list': {
    route: '/things',
    path: '/things',
    resource: 'things',
    table: 'things',
    defaultSort: { field: 'id', order: 'DESC' },
    title: 'Things',
    labels: { columns: 'things.columns.', filters: 'things.filters.' },
    permissions: { list: 'claim.view' },
  },
  properties: {
    name: { type: 'string', title: 'Name', 'x-list': 1 },
    school: {
      type: 'integer',
      title: 'Schools',
      'x-filter': 'multiselect',
      'x-options-url': '/school?all=1',
      'x-display': ['school.name'],
      'x-list': 2,
    },
  },
} as const satisfies AreaListSchema;

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['claim.view'],
  getIdentity: async () => ({ id: 9, full_name: 'Someone', role: { slug: 'ADMIN' }, school_id: null }),
};

function renderList(entries: RowMenuEntry[] = []) {
  const calls: Calls = { getList: [], create: [], update: [] };
  const rows = [
    { id: 1, name: 'First', school: { id: 2, name: 'Bedok Primary School' }, actions: [] },
    { id: 2, name: 'Second', school: { id: 3, name: 'Admiralty Primary School' }, actions: [] },
  ];
  render(
    <TestMemoryRouter initialEntries={['/things']}>
      <AdminContext
        dataProvider={memoryDataProvider({ things: rows }, calls)}
        i18nProvider={i18nProvider}
        authProvider={auth}
        queryClient={createQueryClient()}
        store={memoryStore()}
      >
        <SchemaList schema={schema} rowActions={<RowMenu entries={entries} />} />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
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
                { id: 2, name: 'Bedok Primary School' },
                { id: 3, name: 'Admiralty Primary School' },
              ],
            }),
            { status: 200 },
          )
        : new Response(JSON.stringify({ data: {} }), { status: 200 }),
    ),
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('a multi-select filter of an API path', () => {
  it('offers the options the path answers and filters by several of them', async () => {
    const calls = renderList();
    await rowOf('First');
    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('search');
    await user.click(within(form).getByLabelText('Schools'));
    await user.click(await screen.findByRole('option', { name: 'Bedok Primary School' }));
    await user.click(screen.getByRole('option', { name: 'Admiralty Primary School' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({ school: ['2', '3'] }));
  });
});

describe('row menu entries of the area', () => {
  it('runs an action in the browser for its record and shows its failure', async () => {
    const opened: number[] = [];
    renderList([
      {
        label: 'Download',
        open: async (r) => {
          opened.push(r.id);
          if (r.id === 2) throw new Error('The file is gone');
        },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await user.click(within(await rowOf('First')).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(opened).toEqual([1]));
    await user.click(within(await rowOf('Second')).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(opened).toEqual([1, 2]));
    expect(await screen.findByText(/The file is gone/)).toBeInTheDocument();
  });

  it("opens the area's dialog for its record; closing it after a change reads the list again", async () => {
    const calls = renderList([
      {
        label: 'Edit details',
        dialog: (r, close) => (
          <Dialog open aria-labelledby="details-title">
            <DialogTitle id="details-title">{`Details of ${r.id}`}</DialogTitle>
            <Button onClick={() => close(false)}>Cancel</Button>
            <Button onClick={() => close(true)}>Save</Button>
          </Dialog>
        ),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await user.click(within(await rowOf('Second')).getByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of 2' });
    const asked = calls.getList.length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.getList.length).toBe(asked);
    await user.click(within(await rowOf('First')).getByRole('button', { name: 'Edit details' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Details of 1' })).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(asked));
  });

  it("names an entry's button after its row when asked", async () => {
    renderList([
      { label: 'Download', name: (r, text) => `${text} ${(r as { name?: string }).name}`, open: async () => undefined },
      { label: 'Preview', to: (r) => `/things/${r.id}/preview` },
    ]);
    const first = await rowOf('First');
    expect(within(first).getByRole('button', { name: 'Download First' })).toHaveTextContent('Download');
    expect(within(await rowOf('Second')).getByRole('button', { name: 'Download Second' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/things/1/preview');
  });
});
