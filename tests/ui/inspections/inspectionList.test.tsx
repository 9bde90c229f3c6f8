import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { InspectionList } from '../../../custom-pages/inspections/InspectionList.js';
import { memoryDataProvider } from '../resources/harness.js';
import { mockFetch } from '../shell/fetchMock.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';

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

afterEach(() => vi.unstubAllGlobals());

describe('inspection list', () => {
  it('starts an operations manager on their own school, from the first request', async () => {
    mockFetch({
      '/api/school': { body: { data: [{ id: 7, name: 'School 7' }] } },
      '/api/config/inspection-schedule': {
        body: { data: { statuses: [], categories: [], types: [], frequencies: [] } },
      },
    });
    const dp = memoryDataProvider({
      'inspection-schedule': [row(1, 7, 'Own checklist'), row(2, 3, 'Other checklist')],
    });
    render(
      <ScreenHarness
        path="/inspection-checklist/inspection-servicing"
        at="/inspection-checklist/inspection-servicing"
        identity={OM}
        dataProvider={dp}
      >
        <InspectionList />
      </ScreenHarness>,
    );
    expect(await screen.findByText('Own checklist')).toBeInTheDocument();
    await waitFor(() => expect(dp.calls.getList.length).toBeGreaterThan(0));
    for (const c of dp.calls.getList.filter((c) => c.resource === 'inspection-schedule'))
      expect(c.params.filter.school_id).toEqual(['7']);
  });
});
