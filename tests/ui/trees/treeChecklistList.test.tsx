/**
 * The tree checklist list generated from its schema (schemas/treeChecklist.ts): name and category columns, the filter
 * form (category, name, school), 'Create inspection' per template asking 'Select school to inspect' and opening the new
 * inspection, and 'No records found' when empty.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TreeChecklistList } from '../../../custom-pages/trees/TreeChecklistList.js';
import { answerRequests, renderAreaList, signedIn, stubPhone, type SentRequest } from '../listHarness.js';

const templates = [
  { id: 1, name: 'Tree inspection', category: 'TREE-INSPECTION', school_id: null, status: 'ACTIVE' },
  { id: 2, name: 'Palm inspection', category: 'PALM-INSPECTION', school_id: null, status: 'ACTIVE' },
];
const renderList = (rows: Record<string, unknown>[] = templates) =>
  renderAreaList(
    <Routes>
      <Route path="/checklist/tree-checklists" element={<TreeChecklistList />} />
      <Route path="/inspection-checklist/tree-inspections/:id" element={<h1>The new inspection</h1>} />
    </Routes>,
    {
      rows: { 'tree-checklist': rows },
      who: signedIn('ARBORIST-NORTH-EAST', ['checklist.view', 'tree-inspection.edit']),
      at: '/checklist/tree-checklists',
    },
  );

let requests: SentRequest[];
beforeEach(() => {
  requests = answerRequests((url) =>
    url.startsWith('/api/school')
      ? { data: [{ id: 2, name: 'Bedok Primary School' }] }
      : { message: 'Request has been processed', data: { id: 41 } },
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the tree checklist list generated from its schema', () => {
  it('shows the templates by name with their category, sorted by name', async () => {
    const calls = renderList();
    expect(await screen.findByRole('heading', { name: 'Tree checklists' })).toBeInTheDocument();
    const palm = (await screen.findByRole('button', { name: 'Create inspection — Palm inspection' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Category', 'Actions']);
    expect(within(palm).getAllByText('Palm inspection')).toHaveLength(2);
    expect(calls.getList[0].params.sort).toEqual({ field: 'name', order: 'ASC' });
  });

  it('filters by category, name and school on Search', async () => {
    const calls = renderList();
    await screen.findByRole('button', { name: 'Create inspection — Tree inspection' });
    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('search');
    await user.click(within(form).getByLabelText('Category'));
    await user.click(await screen.findByRole('option', { name: 'Tree inspection' }));
    await user.type(within(form).getByLabelText('Name'), 'tree');
    await user.click(within(form).getByLabelText('School'));
    await user.click(await screen.findByRole('option', { name: 'Bedok Primary School' }));
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.getList.at(-1)?.params.filter).toEqual({ category: 'TREE-INSPECTION', name: 'tree', school: '2' }),
    );
  });

  it('creates an inspection of a template for the school chosen and opens it', async () => {
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create inspection — Palm inspection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create inspection' });
    await user.type(within(dialog).getByRole('combobox', { name: /Select school to inspect/ }), 'Bedok');
    await user.click(await screen.findByRole('option', { name: 'Bedok Primary School' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'The new inspection' })).toBeInTheDocument();
    const sent = requests.find((r) => r.url === '/api/tree-inspection' && r.method === 'POST')!;
    expect(JSON.parse(sent.body!)).toEqual({ tree_checklist_id: 2, school_id: 2 });
  });

  it("says 'No records found' when no template matches, on a phone too", async () => {
    stubPhone();
    renderList([]);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });
});
