import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InspectionList } from '../../../custom-pages/inspections/InspectionList.js';
import { memoryDataProvider } from '../resources/harness.js';
import { mockFetch } from '../shell/fetchMock.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';
import { LIST_LOOKUPS } from './fixtures.js';

const OM: TestIdentity = { id: 2, full_name: 'Olive Manager', role: { slug: 'OPERATIONS-MANAGER' }, school_id: 7 };
const row = (id: number, schoolId: number, name: string) => ({
  id,
  school_id: String(schoolId),
  status: 'SUBMITTED',
  checklist_name: name,
  school: { id: schoolId, name: `School ${schoolId}`, zone: 'NORTH_EAST' },
  inspection_category: 'BUILDING-MAINTENANCE',
  frequency: 'MONTHLY',
  inspected_at: '2026-11-02',
  actions: [],
});

const TC: TestIdentity = { id: 1, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };
const renderList = (identity: TestIdentity, dataProvider: ReturnType<typeof memoryDataProvider>) =>
  render(
    <ScreenHarness
      path="/inspection-checklist/inspection-servicing"
      at="/inspection-checklist/inspection-servicing"
      identity={identity}
      dataProvider={dataProvider}
    >
      <InspectionList />
    </ScreenHarness>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('inspection list', () => {
  it('starts an operations manager on their own school, from the first request', async () => {
    mockFetch({
      '/api/school': { body: { data: [{ id: 7, name: 'School 7' }] } },
      '/api/config/inspection-schedule': LIST_LOOKUPS['/api/config/inspection-schedule'],
    });
    const dp = memoryDataProvider({
      'inspection-schedule': [row(1, 7, 'Own checklist'), row(2, 3, 'Other checklist')],
    });
    renderList(OM, dp);
    expect(await screen.findByText('Own checklist')).toBeInTheDocument();
    await waitFor(() => expect(dp.calls.getList.length).toBeGreaterThan(0));
    for (const c of dp.calls.getList.filter((c) => c.resource === 'inspection-schedule'))
      expect(c.params.filter.school_id).toEqual(['7']);
  });
});

describe('inspection list date filters', () => {
  it('does not search while a date does not exist, and searches once it does', async () => {
    mockFetch(LIST_LOOKUPS);
    const dp = memoryDataProvider({ 'inspection-schedule': [row(1, 7, 'Own checklist')] });
    renderList(TC, dp);
    await screen.findByText('Own checklist');
    const user = userEvent.setup({ delay: null });
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(start, '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await new Promise((r) => setTimeout(r, 600));
    const asked = () =>
      dp.calls.getList.filter((c) => c.resource === 'inspection-schedule').map((c) => c.params.filter);
    expect(asked().some((f) => 'inspected_at_start' in f)).toBe(false);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveFocus();

    await user.clear(start);
    await user.type(start, '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked().some((f) => f.inspected_at_start === '2026-02-28')).toBe(true));
  });
});
