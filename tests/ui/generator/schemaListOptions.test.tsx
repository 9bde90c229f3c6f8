/**
 * The generator's optional list annotations and row-menu entries (src/generator/{SchemaList,SearchForm,RowMenu}.tsx):
 * a filter the form offers to some roles only (`x-filter-roles`), a select offering fewer values than its enum
 * (`x-filter-options`), a chip coloured by one field and labelled by another (`x-chip-color`), and a row-menu entry that
 * opens the area's own dialog instead of calling the API.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import type { AreaListSchema } from '../../../schemas/resource.js';
import { RowMenu, type RowMenuEntry } from '../../../src/generator/RowMenu.js';
import { SchemaList } from '../../../src/generator/SchemaList.js';
import { createQueryClient } from '../../../src/queryClient.js';
import { memoryDataProvider, testI18nProvider, type Calls } from '../resources/harness.js';

const schema = {
  $id: 'order',
  type: 'object',
  'x-area-list': {
    route: '/orders',
    path: '/orders',
    resource: 'orders',
    table: 'orders',
    defaultSort: { field: 'id', order: 'DESC' },
    title: 'Orders',
    labels: { columns: 'orders.columns.', filters: 'orders.filters.' },
    permissions: { list: 'wso.view' },
  },
  properties: {
    reference_number: { type: 'string', title: 'Reference', 'x-list': 1, 'x-filter': 'search', 'x-link': true },
    status: {
      type: 'string',
      title: 'Status',
      enum: ['DRAFT', 'PENDING', 'APPROVED'],
      'x-filter': 'select',
      'x-filter-options': ['PENDING', 'APPROVED'],
      'x-list': 2,
      'x-chip': true,
      'x-display': ['display_status', 'status'],
      'x-chip-color': 'status',
    },
    zone: { type: 'string', title: 'Zone', enum: ['EAST', 'WEST'], 'x-filter': 'select', 'x-filter-roles': ['ADMIN'] },
  },
} as const satisfies AreaListSchema;

type Row = { id: number; reference_number: string; status: string; display_status: string; actions: string[] };
const rows: Row[] = [
  { id: 1, reference_number: 'WO-1', status: 'PENDING', display_status: 'Awaiting MA', actions: ['reject'] },
  { id: 2, reference_number: 'WO-2', status: 'APPROVED', display_status: 'APPROVED', actions: [] },
];

const auth = (slug: string): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['wso.view'],
  getIdentity: async () => ({ id: 9, full_name: 'Someone', role: { slug }, school_id: null }),
});

/** A dialog of the area's own: Done reports its work done, Cancel not. */
const ENTRIES: RowMenuEntry<Row>[] = [
  {
    label: 'Reject',
    when: (r) => r.actions.includes('reject'),
    refresh: true,
    dialog: (r, close) => (
      <Dialog open onClose={() => close(false)}>
        <DialogTitle>Reject {r.reference_number}</DialogTitle>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button onClick={() => close(true)}>Done</Button>
        </DialogActions>
      </Dialog>
    ),
  },
];

function renderList(role: string) {
  const calls: Calls = { getList: [], create: [], update: [] };
  render(
    <TestMemoryRouter initialEntries={['/orders']}>
      <AdminContext
        dataProvider={memoryDataProvider({ orders: rows }, calls)}
        i18nProvider={testI18nProvider}
        authProvider={auth(role)}
        queryClient={createQueryClient()}
        store={memoryStore()}
      >
        <SchemaList schema={schema} rowActions={<RowMenu<Row> entries={ENTRIES} />} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return calls;
}

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

describe('optional list annotations', () => {
  it('offers an x-filter-roles filter to those roles only', async () => {
    renderList('ADMIN');
    await screen.findByRole('link', { name: 'WO-1' });
    expect(within(screen.getByRole('search')).getByLabelText('Zone')).toBeInTheDocument();
    cleanup();
    renderList('TERM-CONTRACTOR');
    await screen.findByRole('link', { name: 'WO-1' });
    const form = screen.getByRole('search');
    expect(within(form).getByLabelText('Reference')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Zone')).toBeNull();
  });

  it('offers the x-filter-options of a select, not every value of its enum', async () => {
    const calls = renderList('ADMIN');
    await screen.findByRole('link', { name: 'WO-1' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(screen.getByRole('search')).getByLabelText('Status'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['—', 'PENDING', 'APPROVED']);
    await user.click(screen.getByRole('option', { name: 'APPROVED' }));
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({ status: 'APPROVED' }));
  });

  it('labels a chip by its x-display value and colours it by x-chip-color', async () => {
    renderList('ADMIN');
    const first = (await screen.findByRole('link', { name: 'WO-1' })).closest('tr')!;
    // 'Awaiting MA' has no colour of its own: the chip takes PENDING's
    const chip = within(first).getByText('Awaiting MA').closest('.MuiChip-root')!;
    expect(chip.className).toContain('MuiChip-colorInfo');
    const second = screen.getByRole('link', { name: 'WO-2' }).closest('tr')!;
    expect(within(second).getByText('APPROVED').closest('.MuiChip-root')!.className).toContain('MuiChip-colorSuccess');
  });
});

describe('a row-menu entry with a dialog', () => {
  it('opens the dialog instead of calling; Cancel closes it as it was, Done closes it and reads the list again', async () => {
    const calls = renderList('ADMIN');
    const first = (await screen.findByRole('link', { name: 'WO-1' })).closest('tr')!;
    const second = screen.getByRole('link', { name: 'WO-2' }).closest('tr')!;
    expect(within(second).queryByRole('button', { name: 'Reject' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject WO-1')).toBeInTheDocument();
    const asked = calls.getList.length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.getList.length).toBe(asked);
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(asked));
    expect(fetched).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
