/**
 * The FSR list (/works-order/fsr) generated from fsrListSchema: its columns in the schema's order with amounts in S$
 * and the star-rate check, the Import and Create buttons (to /works-order/fsr/add) only for those who may create items,
 * each row's link to its edit page for an editor and to its read-only page otherwise (a click on the row goes there
 * too), and 'No records found'.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { FsrList } from '../../../custom-pages/fsr/FsrList.js';
import { callerOf, renderAreaList } from '../generator/areaListHarness.js';

const rows = [
  {
    id: 7,
    category: 'BLDG',
    section: 'B1',
    item_number: 'B1.1.001',
    item_group_description: 'Hoarding',
    name: 'Screen hoarding',
    unit: 'm',
    rate: 1234.5,
    is_star_rate: false,
  },
];

const renderList = (permissions: string[], data = rows) =>
  renderAreaList(
    <Routes>
      <Route path="/works-order/fsr" element={<FsrList />} />
      <Route path="/works-order/fsr/:id" element={<p>edit page</p>} />
      <Route path="/works-order/fsr/:id/show" element={<p>show page</p>} />
    </Routes>,
    {
      data: { 'works-order/fsr': data },
      caller: callerOf('ADMIN', permissions),
      at: '/works-order/fsr',
    },
  );

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

describe('FSR list', () => {
  it('shows the columns in order, the rate in S$, and Import and Create for a creator; the row opens its edit page', async () => {
    const calls = renderList(['fsr.view', 'fsr.create', 'fsr.edit']);
    const edit = await screen.findByRole('link', { name: 'Edit B1.1.001' });
    expect(edit.getAttribute('href')).toBe('/works-order/fsr/7');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Category',
      'Section',
      'Item number',
      'Item group description',
      'Item description',
      'Unit',
      'Rate (S$)',
      'Is star rate',
      'Actions',
    ]);
    const row = edit.closest('tr')!;
    expect(within(row).getByText('S$ 1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe('/works-order/fsr/add');
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    expect(calls.getList[0].params.sort).toEqual({ field: 'item_number', order: 'ASC' });
    fireEvent.click(within(row).getByText('Screen hoarding'));
    expect(await screen.findByText('edit page')).toBeInTheDocument();
  });

  it('offers neither Import nor Create without fsr.create, and the row opens its read-only page without fsr.edit', async () => {
    renderList(['fsr.view']);
    const show = await screen.findByRole('link', { name: 'Show B1.1.001' });
    expect(show.getAttribute('href')).toBe('/works-order/fsr/7/show');
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    fireEvent.click(screen.getByText('Screen hoarding'));
    expect(await screen.findByText('show page')).toBeInTheDocument();
  });

  it("says 'No records found' when nothing matches", async () => {
    renderList(['fsr.view'], []);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });
});
