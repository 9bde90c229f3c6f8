/**
 * SchemaList's additions for the FSR list: the area's own toolbar buttons beside the create button (`actions`), a create
 * button leading to the schema's `create.to` instead of `<route>/create`, a column header that sorts the list when
 * its property is `x-sortable` — the others stay plain headers —, and a row click going where the area says.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AreaListSchema } from '../../../schemas/resource.js';
import { SchemaList, type SchemaListProps } from '../../../src/generator/SchemaList.js';
import { callerOf, renderAreaList } from './areaListHarness.js';

const schema = {
  $id: 'rate-list',
  type: 'object',
  'x-area-list': {
    route: '/rates',
    path: '/rates',
    resource: 'rates',
    table: 'rates',
    defaultSort: { field: 'code', order: 'ASC' },
    title: 'Rates',
    labels: { columns: 'rates.columns.', filters: 'rates.filters.' },
    permissions: { list: 'fsr.view' },
    create: { permission: 'fsr.create', label: 'ra.action.create', to: '/rates/add' },
  },
  properties: {
    code: { type: 'string', title: 'Code', 'x-list': 1, 'x-sortable': true },
    unit: { type: 'string', title: 'Unit', 'x-list': 2 },
  },
} as const satisfies AreaListSchema;

const rows = [
  { id: 1, code: 'B1', unit: 'm' },
  { id: 2, code: 'A1', unit: 'kg' },
];

const renderList = (permissions: string[], actions?: React.ReactNode, rowClick?: SchemaListProps['rowClick']) =>
  renderAreaList(<SchemaList schema={schema} actions={actions} rowClick={rowClick} />, {
    data: { rates: rows },
    caller: callerOf('ADMIN', permissions),
    at: '/rates',
  });

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

describe('SchemaList toolbar buttons, create address and sortable headers', () => {
  it("shows the area's buttons beside a create button that leads to the schema's create address", async () => {
    renderList(['fsr.view', 'fsr.create'], <button type="button">Import</button>);
    const create = await screen.findByRole('link', { name: 'Create' });
    expect(create.getAttribute('href')).toBe('/rates/add');
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
  });

  it('shows no create button without its permission, and no toolbar buttons when the area gives none', async () => {
    renderList(['fsr.view']);
    await screen.findByText('B1');
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('sorts by an x-sortable column when its header is pressed, and leaves the other header plain', async () => {
    const calls = renderList(['fsr.view']);
    await screen.findByText('B1');
    expect(calls.getList.at(-1)!.params.sort).toEqual({ field: 'code', order: 'ASC' });
    expect(screen.queryByRole('button', { name: /^Sort by unit/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Sort by code/i }));
    await waitFor(() => expect(calls.getList.at(-1)!.params.sort).toEqual({ field: 'code', order: 'DESC' }));
  });

  it("hands a row click to the area's rowClick with the row's id, resource and record", async () => {
    const rowClick = vi.fn(() => false as const);
    renderList(['fsr.view'], undefined, rowClick);
    fireEvent.click(await screen.findByText('A1'));
    await waitFor(() => expect(rowClick).toHaveBeenCalledTimes(1));
    expect(rowClick).toHaveBeenCalledWith(2, 'rates', expect.objectContaining({ id: 2, code: 'A1' }));
  });
});
