/**
 * The generator's optional list parts: `liveFilters` (filters apply as one types, no Search and Reset), a filter's
 * `x-placeholder` (its hint names it) and `x-filter-roles` (offered to administrators only), and RowMenu entries drawn as
 * icons, labelled with the row's values (`args`) and shown to holders of a permission only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditIcon from '@mui/icons-material/Edit';
import { claimListSchema } from '../../../schemas/claim.js';
import type { AreaListSchema } from '../../../schemas/resource.js';
import { RowMenu, type RowMenuEntry } from '../../../src/generator/RowMenu.js';
import { SchemaList } from '../../../src/generator/SchemaList.js';
import { callerOf, renderAreaList } from './areaListHarness.js';

const schema = {
  ...claimListSchema,
  'x-area-list': { ...claimListSchema['x-area-list'], liveFilters: true },
  properties: {
    ...claimListSchema.properties,
    job: {
      type: 'string',
      title: 'Job',
      'x-list': 4,
      'x-filter': 'search',
      'x-placeholder': 'caretaker.schools.search',
    },
    zone: { type: 'string', title: 'Zone', enum: ['NORTH'], 'x-filter': 'select', 'x-filter-roles': ['ADMIN'] },
  },
} as AreaListSchema;

type Row = { id: number; reference_number: string };
const MENU: RowMenuEntry<Row>[] = [
  {
    label: 'caretaker.schools.actions.edit',
    args: (r) => ({ name: r.reference_number }),
    icon: <EditIcon />,
    permission: 'claim.edit',
    to: (r) => `/works-order/claims/${r.id}`,
  },
];
const rows = [1, 2].map((id) => ({ id, reference_number: `CL-${id}`, job: `Roof ${id}`, status: 'DRAFT' }));
const renderList = (slug: string, permissions: string[]) =>
  renderAreaList(<SchemaList schema={schema} rowActions={<RowMenu<Row> entries={MENU} />} />, {
    data: { claims: rows },
    caller: callerOf(slug, permissions),
    at: '/works-order/claims',
  });

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

describe('live filters, hints, administrators’ filters and icon entries', () => {
  it('filters as one types, offers the administrator’s filter, and draws the icon entry named by the row', async () => {
    const calls = renderList('ADMIN', ['claim.view', 'claim.edit']);
    await screen.findByRole('link', { name: 'CL-1' });
    const form = screen.getByRole('search');
    expect(within(form).queryByRole('button', { name: 'Search' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(within(form).getByLabelText('Zone')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByRole('textbox', { name: 'Search school' }), 'roof 2');
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({ job: 'roof 2' }));
    const edit = await screen.findByRole('link', { name: 'Edit CL-2' });
    expect(edit).toHaveAttribute('href', '/works-order/claims/2');
    expect(screen.queryByRole('link', { name: 'Edit CL-1' })).toBeNull();
  });

  it('hides the administrator’s filter and the entry whose permission the caller lacks', async () => {
    renderList('TERM-CONTRACTOR', ['claim.view']);
    await screen.findByRole('link', { name: 'CL-1' });
    expect(within(screen.getByRole('search')).queryByLabelText('Zone')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit CL-1' })).toBeNull();
  });
});
