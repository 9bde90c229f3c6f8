/**
 * The BM & TP checklist list generated from its schema (schemas/checklist.ts): name, category, frequency and type
 * columns by category then name, filters category, frequency and type applied as they change, 'Create inspection' per
 * template opening the Create inspection modal with the template's name, and 'No records found' when empty.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ChecklistTemplates } from '../../../custom-pages/inspections/ChecklistTemplates.js';
import { answerRequests, renderAreaList, signedIn, stubPhone } from '../listHarness.js';

const templates = [
  {
    id: 1,
    name: 'Toilet inspection',
    category: 'BUILDING-MAINTENANCE',
    frequency: 'MONTHLY',
    type: 'REGULAR',
    status: 'ACTIVE',
  },
  {
    id: 2,
    name: 'Turfing walk',
    category: 'TURFING-AND-PLANTING-MAINTENANCE',
    frequency: 'WEEKLY',
    type: 'ADHOC',
    status: 'ACTIVE',
  },
];
const renderList = (rows: Record<string, unknown>[] = templates) =>
  renderAreaList(
    <Routes>
      <Route path="/checklist/bm-tp-checklist" element={<ChecklistTemplates />} />
    </Routes>,
    {
      rows: { checklist: rows },
      who: signedIn('TERM-CONTRACTOR', ['checklist.view', 'inspection.edit']),
      at: '/checklist/bm-tp-checklist',
    },
  );

beforeEach(() => {
  answerRequests((url) =>
    url.startsWith('/api/school')
      ? { data: [{ id: 2, name: 'Bedok Primary School' }] }
      : url.startsWith('/api/user/attendance-members')
        ? { data: [{ id: 5, full_name: 'Demo Technician' }] }
        : { data: [] },
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the BM & TP checklist list generated from its schema', () => {
  it('shows the templates with category, frequency and type, by category then name', async () => {
    const calls = renderList();
    expect(await screen.findByRole('heading', { name: 'BM & TP checklists' })).toBeInTheDocument();
    const turfing = (await screen.findByRole('button', { name: 'Create inspection — Turfing walk' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Category',
      'Frequency',
      'Type',
      'Actions',
    ]);
    expect(within(turfing).getByText('TURFING-AND-PLANTING-MAINTENANCE')).toBeInTheDocument();
    expect(within(turfing).getByText('WEEKLY')).toBeInTheDocument();
    expect(within(turfing).getByText('ADHOC')).toBeInTheDocument();
    expect(calls.getList[0].params.sort).toEqual({ field: 'category', order: 'ASC' });
  });

  it('filters by category, frequency and type as they change, without a Search button', async () => {
    const calls = renderList();
    await screen.findByRole('button', { name: 'Create inspection — Toilet inspection' });
    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('search');
    expect(within(form).queryByRole('button', { name: 'Search' })).toBeNull();
    await user.click(within(form).getByLabelText('Category'));
    await user.click(await screen.findByRole('option', { name: 'BUILDING-MAINTENANCE' }));
    await user.click(within(form).getByLabelText('Frequency'));
    await user.click(await screen.findByRole('option', { name: 'MONTHLY' }));
    await user.click(within(form).getByLabelText('Type'));
    await user.click(await screen.findByRole('option', { name: 'REGULAR' }));
    await waitFor(() =>
      expect(calls.getList.at(-1)?.params.filter).toEqual({
        category: 'BUILDING-MAINTENANCE',
        frequency: 'MONTHLY',
        type: 'REGULAR',
      }),
    );
  });

  it('opens the Create inspection modal for the template of its row', async () => {
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create inspection — Toilet inspection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create inspection: Toilet inspection' });
    expect(within(dialog).getByRole('combobox', { name: /School/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'No records found' when no template matches, on a phone too", async () => {
    stubPhone();
    renderList([]);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });
});
