/**
 * The tree inspection list generated from its schema (schemas/treeInspection.ts): the columns with the status chip, the
 * filter form (category, several schools), the row menu from the server's `actions` (edit or view, edit details in the
 * area's dialog, preview, download, regenerate, delete), 'No records found' when empty, and the phone's table.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TreeInspectionList } from '../../../custom-pages/trees/TreeInspectionList.js';
import { answerRequests, renderAreaList, signedIn, stubPhone, type SentRequest } from '../listHarness.js';

const school = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), zone: 'NORTH' });
const row = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Tree inspection ${id}`,
  status: 'DRAFT',
  inspection_category: 'TREE-INSPECTION',
  tree_inspected_at: null,
  location: null,
  school: school(3, 'Admiralty Primary School'),
  created_at: '2026-06-01',
  actions: ['save', 'submit', 'delete', 'update_school'],
  ...extra,
});

const renderList = (rows = [row(1), row(2, { status: 'SUBMITTED', tree_inspected_at: '2026-06-02', actions: [] })]) =>
  renderAreaList(<TreeInspectionList />, {
    rows: { 'tree-inspection': rows },
    who: signedIn('TERM-CONTRACTOR', ['tree-inspection.view', 'tree-inspection.edit']),
  });

let requests: SentRequest[];
beforeEach(() => {
  requests = answerRequests((url) =>
    url.startsWith('/api/school')
      ? { data: [school(2, 'Bedok Primary School'), school(3, 'Admiralty Primary School')] }
      : url.includes('update-tree-inspection-school')
        ? { message: 'Successfully updated the school' }
        : { message: 'Successfully deleted', data: {} },
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('the tree inspection list generated from its schema', () => {
  it('shows name, school, inspection date and the status chip, newest first', async () => {
    const calls = renderList();
    const first = await rowOf('Tree inspection 1');
    expect(screen.getByRole('heading', { name: 'Tree inspections' })).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'School', 'Inspection date', 'Status', 'Actions']);
    expect(within(first).getByText('Admiralty Primary School')).toBeInTheDocument();
    expect(within(first).getByText('Draft')).toBeInTheDocument();
    const second = await rowOf('Tree inspection 2');
    expect(within(second).getByText('2026-06-02')).toBeInTheDocument();
    expect(within(second).getByText('Submitted')).toBeInTheDocument();
    expect(calls.getList[0].params.sort).toEqual({ field: 'id', order: 'DESC' });
  });

  it("offers the entries the row's actions allow", async () => {
    renderList();
    const draft = await rowOf('Tree inspection 1');
    expect(within(draft).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/inspection-checklist/tree-inspections/1',
    );
    expect(within(draft).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/inspection-checklist/tree-inspections/1/preview',
    );
    for (const name of ['Edit details', 'Download', 'Delete'])
      expect(within(draft).getByRole('button', { name })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: 'Regenerate report' })).toBeNull();
    const submitted = await rowOf('Tree inspection 2');
    expect(within(submitted).getByRole('link', { name: 'View' })).toBeInTheDocument();
    expect(within(submitted).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    for (const name of ['Edit details', 'Delete', 'Regenerate report'])
      expect(within(submitted).queryByRole('button', { name })).toBeNull();
  });

  it('deletes after the question, and moves an inspection to another school in its dialog', async () => {
    const calls = renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(within(await rowOf('Tree inspection 1')).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/tree-inspection/1' && r.method === 'DELETE')).toBe(true),
    );
    expect(await screen.findByText('Successfully deleted')).toBeInTheDocument();

    const asked = calls.getList.length;
    await user.click(within(await rowOf('Tree inspection 1')).getByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit details' });
    await user.click(within(dialog).getByLabelText(/School/));
    await user.click(await screen.findByRole('option', { name: 'Bedok Primary School' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/tree-inspection/update-tree-inspection-school/1'))?.body).toBe(
        JSON.stringify({ school_id: 2 }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(asked));
  });

  it('filters by category and several schools on Search', async () => {
    const calls = renderList();
    await rowOf('Tree inspection 1');
    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('search');
    expect(within(form).queryByLabelText('Status')).toBeNull();
    await user.click(within(form).getByLabelText('Category'));
    await user.click(await screen.findByRole('option', { name: 'Palm inspection' }));
    await user.click(within(form).getByLabelText('School'));
    await user.click(await screen.findByRole('option', { name: 'Bedok Primary School' }));
    await user.click(screen.getByRole('option', { name: 'Admiralty Primary School' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.getList.at(-1)?.params.filter).toEqual({ category: 'PALM-INSPECTION', school: ['2', '3'] }),
    );
  });

  it("says 'No records found' when there is none, on a phone too", async () => {
    stubPhone();
    renderList([]);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });
});
