/**
 * The inspection area's generated lists (schemas/inspection.ts, schemas/defect.ts through src/generator/SchemaList.tsx):
 * their columns, the row menus by the server's `actions`, the pending twin, a dashboard link's preset, the phone's
 * fewer columns, the empty table, and what the outstanding defects list starts on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { InspectionList } from '../../../custom-pages/inspections/InspectionList.js';
import { OutstandingDefects } from '../../../custom-pages/inspections/OutstandingDefects.js';
import { memoryDataProvider } from '../resources/harness.js';
import { mockFetch } from '../shell/fetchMock.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';
import { LIST_LOOKUPS } from './fixtures.js';

const TC: TestIdentity = { id: 1, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };
const OM: TestIdentity = { id: 2, full_name: 'Olive Manager', role: { slug: 'OPERATIONS-MANAGER' }, school_id: 7 };
const LIST = '/inspection-checklist/inspection-servicing';
const PENDING = '/inspection-checklist/inspection-servicing-pending';

const inspection = (id: number, status: string, actions: string[]) => ({
  id,
  status,
  checklist_name: `Checklist ${id}`,
  school: { id: 7, name: 'School 7', zone: 'NORTH_EAST' },
  inspection_category: 'BUILDING-MAINTENANCE',
  frequency: 'MONTHLY',
  inspected_at: '2026-11-02',
  actions,
});

function renderAt(element: React.ReactNode, path: string, at: string, rows: Record<string, object[]>, who = TC) {
  const dp = memoryDataProvider(rows as Record<string, Record<string, unknown>[]>);
  render(
    <ScreenHarness path={path} at={at} identity={who} dataProvider={dp}>
      {element}
    </ScreenHarness>,
  );
  return dp;
}
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const phone = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the generated inspection list', () => {
  it('shows its columns and each row the entries its status and server actions allow', async () => {
    mockFetch(LIST_LOOKUPS);
    renderAt(<InspectionList />, LIST, LIST, {
      'inspection-schedule': [
        inspection(1, 'DRAFT', ['save', 'delete', 'update_school']),
        inspection(2, 'APPROVED', ['regenerate']),
      ],
    });
    const draft = (await screen.findByRole('link', { name: 'Checklist 1' })).closest('tr')!;
    expect(headers()).toEqual([
      'Checklist name',
      'School',
      'Category',
      'Frequency',
      'Inspection date',
      'Status',
      'Actions',
    ]);
    expect(within(draft).getByText('Pending TC')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Edit checklist' })).toHaveAttribute('href', `${LIST}/1`);
    expect(within(draft).getByRole('button', { name: 'Edit details' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(draft).queryByRole('link', { name: 'Preview' })).toBeNull();
    const approved = screen.getByRole('link', { name: 'Checklist 2' }).closest('tr')!;
    expect(within(approved).getByRole('link', { name: 'View' })).toHaveAttribute('href', `${LIST}/2`);
    expect(within(approved).getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `${LIST}/2/preview`);
    expect(within(approved).getByRole('button', { name: 'Regenerate report' })).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('opens a dashboard link filtered by its names, comma lists included', async () => {
    mockFetch(LIST_LOOKUPS);
    const at = `${LIST}?status=DRAFT,SUBMITTED&school=7&category=BUILDING-MAINTENANCE&start_date=2026-01-01&checklist_name=Roof`;
    const dp = renderAt(<InspectionList />, LIST, at, { 'inspection-schedule': [] });
    await waitFor(() => expect(dp.calls.getList.length).toBeGreaterThan(0));
    expect(dp.calls.getList[0].params.filter).toEqual({
      status: ['DRAFT', 'SUBMITTED'],
      school_id: ['7'],
      inspection_category: 'BUILDING-MAINTENANCE',
      inspected_at_start: '2026-01-01',
      checklist_name: 'Roof',
    });
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it('pending twin: PENDING_CONFIRMATION only, no status filter, rows open under its own path', async () => {
    mockFetch(LIST_LOOKUPS);
    const dp = renderAt(<InspectionList pending />, PENDING, PENDING, {
      'inspection-schedule': [inspection(3, 'PENDING_CONFIRMATION', ['confirm'])],
    });
    const link = await screen.findByRole('link', { name: 'Checklist 3' });
    expect(link).toHaveAttribute('href', `${PENDING}/3`);
    expect(
      screen.getByRole('heading', { name: 'Inspection and servicing (pending confirmation)' }),
    ).toBeInTheDocument();
    expect(dp.calls.getList[0].params.filter).toEqual({ status: ['PENDING_CONFIRMATION'] });
    const form = screen.getByRole('search');
    expect(within(form).queryByLabelText('Status')).toBeNull();
    for (const label of ['School', 'Type', 'Category', 'Frequency', 'Start date', 'End date', 'Checklist name'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
  });

  it('leaves out category and frequency on a phone', async () => {
    mockFetch(LIST_LOOKUPS);
    phone(true);
    renderAt(<InspectionList />, LIST, LIST, { 'inspection-schedule': [inspection(1, 'DRAFT', [])] });
    await screen.findByRole('link', { name: 'Checklist 1' });
    expect(headers()).toEqual(['Checklist name', 'School', 'Inspection date', 'Status', 'Actions']);
  });
});

describe('the generated outstanding defects list', () => {
  const defect = {
    id: 5,
    title: 'Loose rail',
    status: 'Follow up',
    location: 'Canteen',
    school_name: 'School 7',
    school_id: '7',
    created_at: '2026-11-03T09:00:00Z',
    actions: [],
  };

  it('starts an operations manager on their school and Follow up, with its columns', async () => {
    mockFetch(LIST_LOOKUPS);
    const path = '/inspection-checklist/outstanding-defects';
    const dp = renderAt(<OutstandingDefects />, path, path, { defect: [defect] }, OM);
    await screen.findByText('Loose rail');
    expect(dp.calls.getList[0].params.filter).toEqual({ status: ['Follow up'], school_id: ['7'] });
    expect(headers()).toEqual(['Description', 'School', 'Location', 'Status', 'Created', 'Actions']);
    const row = screen.getByText('Loose rail').closest('tr')!;
    expect(within(row).getByText('2026-11-03')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByLabelText('Created by me')).not.toBeChecked();
  });
});
