/**
 * The schools list generated from its schema (schemas/school.ts schoolListSchema): columns with the people's names,
 * the school search that filters as one types (no Search button), the zone filter for administrators only, the row's
 * icon actions by permission, Delete asking first, the Create button, and 'No records found'.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchoolList } from '../../../custom-pages/schools/SchoolList.js';
import { callerOf, renderAreaList } from '../generator/areaListHarness.js';

const school = (id: number, name: string, zone: string) => ({
  id,
  name,
  zone,
  oms: [{ id: 1, full_name: 'Olivia Ong' }],
  mas: [
    { id: 2, full_name: 'Marcus Lim' },
    { id: 3, full_name: 'Mei Tan' },
  ],
});
const ROWS = [school(1, 'Bedok Green Primary School', 'EAST'), school(2, 'Woodlands Ring School', 'NORTH')];
const ALL = ['school.view', 'school.create', 'school.edit', 'school.delete', 'school-contract.view'];

const renderList = (rows = ROWS, caller = callerOf('ADMIN', ALL)) =>
  renderAreaList(<SchoolList />, { data: { 'settings/schools': rows }, caller, at: '/settings/schools' });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 200 })),
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('the schools list generated from its schema', () => {
  it('shows name, zone, operations managers, managing agents and every action to an administrator', async () => {
    const calls = renderList();
    await screen.findByText('Bedok Green Primary School');
    expect(headers()).toEqual(['Name', 'Zone', 'Operations managers', 'Managing agents', 'Actions']);
    const row = rowOf('Bedok Green Primary School');
    expect(within(row).getByText('East')).toBeInTheDocument();
    expect(within(row).getByText('Olivia Ong')).toBeInTheDocument();
    expect(within(row).getByText('Marcus Lim, Mei Tan')).toBeInTheDocument();
    const links = within(row)
      .getAllByRole('link')
      .map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')]);
    expect(links).toEqual([
      ['Edit Bedok Green Primary School', '/settings/schools/1'],
      ['Edit operations managers of Bedok Green Primary School', '/settings/schools/om/1'],
      ['Edit managing agents of Bedok Green Primary School', '/settings/schools/ma/1'],
      ['Tree inspection photo of Bedok Green Primary School', '/settings/schools/file-upload/1'],
      ['Edit school contract of Bedok Green Primary School', '/settings/schools/contract/1'],
    ]);
    expect(within(row).getByRole('button', { name: 'Delete Bedok Green Primary School' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/settings/schools/create');
    expect(calls.getList[0].params.sort).toEqual({ field: 'name', order: 'ASC' });
  });

  it('filters as one types the school, without a Search button; the zone filter is for administrators', async () => {
    const calls = renderList();
    await screen.findByText('Bedok Green Primary School');
    const form = screen.getByRole('search');
    expect(within(form).queryByRole('button', { name: 'Search' })).toBeNull();
    expect(within(form).getByLabelText('Zone')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByPlaceholderText('Search school'), 'woodlands');
    await waitFor(() => expect(calls.getList.at(-1)?.params.filter).toEqual({ school: 'woodlands' }));
    cleanup();
    renderList(ROWS, callerOf('MANAGING-AGENT', ['school.view']));
    await screen.findByText('Bedok Green Primary School');
    expect(within(screen.getByRole('search')).queryByLabelText('Zone')).toBeNull();
  });

  it('leaves out edit, contract, delete and Create without their permissions', async () => {
    renderList(ROWS, callerOf('OPERATIONS-MANAGER', ['school.view']));
    await screen.findByText('Bedok Green Primary School');
    const row = rowOf('Bedok Green Primary School');
    expect(
      within(row)
        .getAllByRole('link')
        .map((l) => l.getAttribute('aria-label')),
    ).toEqual([
      'Edit operations managers of Bedok Green Primary School',
      'Edit managing agents of Bedok Green Primary School',
      'Tree inspection photo of Bedok Green Primary School',
    ]);
    expect(within(row).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it('asks before Delete, then deletes the school and reads the list again; an empty list says so', async () => {
    const calls = renderList();
    await screen.findByText('Bedok Green Primary School');
    const user = userEvent.setup({ delay: null });
    const asked = calls.getList.length;
    await user.click(screen.getByRole('button', { name: 'Delete Woodlands Ring School' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.getList.length).toBeGreaterThan(asked));
    const [url, init] = vi.mocked(fetch).mock.calls.find(([u]) => String(u).includes('/school/2'))!;
    expect([String(url), init?.method]).toEqual(['/api/school/2', 'DELETE']);
    cleanup();
    renderList([]);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });
});
