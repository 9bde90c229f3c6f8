/**
 * Two more additions to the list generator (src/generator/SchemaList.tsx), on a list schema of their own: the create
 * button opens the area's own dialog (`createDialog`) instead of going to `<route>/create`, still only for the schema's
 * permission and roles; and a default sort on two fields (`defaultSort.then`, which the server applies) asks the data
 * provider by its first field and order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useLocation } from 'react-router-dom';
import type { AreaListSchema } from '../../../schemas/resource.js';
import { SchemaList } from '../../../src/generator/SchemaList.js';
import { callerOf, renderAreaList } from './areaListHarness.js';

const schema = {
  $id: 'month',
  type: 'object',
  'x-area-list': {
    route: '/months',
    path: '/months',
    resource: 'months',
    table: 'months',
    defaultSort: { field: 'period', order: 'DESC', then: { field: 'zone', order: 'ASC' } },
    title: 'Months',
    labels: { columns: 'months.columns.', filters: 'months.filters.' },
    permissions: { list: 'cop.view' },
    create: { permission: 'cop.edit', roles: ['TERM-CONTRACTOR'], label: 'Create month' },
  },
  properties: {
    reference_number: { type: 'string', title: 'Reference', 'x-list': 1 },
    zone: { type: 'string', title: 'Zone', 'x-list': 2 },
  },
} as const satisfies AreaListSchema;

const rows = [
  { id: 1, reference_number: 'M-NORTH-202703', zone: 'NORTH', period: '2027-03' },
  { id: 2, reference_number: 'M-EAST-202703', zone: 'EAST', period: '2027-03' },
];

function Where() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function CreateMonth({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="create-month">
      <DialogTitle id="create-month">A new month</DialogTitle>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

const page = (
  <>
    <SchemaList schema={schema} createDialog={(close) => <CreateMonth onClose={close} />} />
    <Where />
  </>
);

afterEach(cleanup);

describe('a generated list with its own create dialog and a two-field default sort', () => {
  it("opens the area's dialog from the create button and stays on the list", async () => {
    renderAreaList(page, {
      data: { months: rows },
      caller: callerOf('TERM-CONTRACTOR', ['cop.view', 'cop.edit']),
      at: '/months',
    });
    await screen.findByText('M-NORTH-202703');
    const create = await screen.findByRole('button', { name: 'Create month' });
    expect(screen.queryByRole('link', { name: 'Create month' })).toBeNull();
    await userEvent.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'A new month' });
    expect(screen.getByRole('status', { name: 'address', hidden: true }).textContent).toBe('/months');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no create button to a role the schema does not name, nor without the permission', async () => {
    renderAreaList(page, {
      data: { months: rows },
      caller: callerOf('MANAGING-AGENT', ['cop.view', 'cop.edit']),
      at: '/months',
    });
    await screen.findByText('M-NORTH-202703');
    expect(screen.queryByRole('button', { name: 'Create month' })).toBeNull();
    cleanup();
    renderAreaList(page, {
      data: { months: rows },
      caller: callerOf('TERM-CONTRACTOR', ['cop.view']),
      at: '/months',
    });
    await screen.findByText('M-NORTH-202703');
    expect(screen.queryByRole('button', { name: 'Create month' })).toBeNull();
  });

  it('asks for the rows by the first field of its default sort', async () => {
    const calls = renderAreaList(page, {
      data: { months: rows },
      caller: callerOf('TERM-CONTRACTOR', ['cop.view']),
      at: '/months',
    });
    await screen.findByText('M-NORTH-202703');
    expect(calls.getList[0].params.sort).toEqual({ field: 'period', order: 'DESC' });
  });
});
