import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InspectionDashboard } from '../../../custom-pages/dashboards/InspectionDashboards.js';
import { ChecklistStatus, ChecklistSummary } from '../../../custom-pages/dashboards/ChecklistDashboards.js';
import { checklistStatusUrl, checklistSummaryUrl } from '../../../custom-pages/dashboards/countAddresses.js';
import { ApvDashboard } from '../../../custom-pages/dashboards/ApvDashboard.js';
import { mockFetch } from '../shell/fetchMock.js';
import { ScreenHarness as DashboardHarness, type TestIdentity } from '../screenHarness.js';

const TC: TestIdentity = { id: 1, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };
const OM: TestIdentity = { id: 2, full_name: 'Olive Manager', role: { slug: 'OPERATIONS-MANAGER' }, school_id: 7 };
const SCHOOLS = {
  body: {
    data: [
      { id: 3, name: 'Ang Mo Kio Primary' },
      { id: 7, name: 'Punggol Secondary' },
    ],
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('inspection dashboard', () => {
  it("says 'No data' when the month has no rows", async () => {
    mockFetch({ '/api/school': SCHOOLS, '/api/dashboard/inspection-summary': { body: { data: [] } } });
    render(
      <DashboardHarness path="/dashboard/inspection/:tab" at="/dashboard/inspection/building-maintenance" identity={TC}>
        <InspectionDashboard />
      </DashboardHarness>,
    );
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByText('No records found')).toBeNull();
  });

  it("asks for an operations manager's own school and shows it in the school filter", async () => {
    const { calls } = mockFetch({
      '/api/school': SCHOOLS,
      '/api/dashboard/inspection-summary': { body: { data: [] } },
    });
    render(
      <DashboardHarness path="/dashboard/inspection/:tab" at="/dashboard/inspection/building-maintenance" identity={OM}>
        <InspectionDashboard />
      </DashboardHarness>,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'School' })).toHaveValue('Punggol Secondary'));
    const asked = calls.filter((c) => c.path === '/api/dashboard/inspection-summary');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((c) => c.query.get('school_id') === '7')).toBe(true);
  });
});

describe('checklist status', () => {
  it("shows the operations manager's school, not 'ALL'", async () => {
    const { calls } = mockFetch({
      '/api/school': SCHOOLS,
      '/api/dashboard/checklist-status': (call) => ({
        body: {
          data: [
            {
              checklist_id: 11,
              checklist: 'Monthly BM checklist',
              frequency: 'MONTHLY',
              school_id: call.query.get('school_id') ? Number(call.query.get('school_id')) : null,
              month: 11,
              year: 2026,
              break_down: { PENDING_TC: 1, PENDING_MA: 2, APPROVED: 3 },
            },
          ],
          meta: { total: 1 },
        },
      }),
    });
    render(
      <DashboardHarness
        path="/dashboard/checklist-status/:tab"
        at="/dashboard/checklist-status/building-maintenance"
        identity={OM}
      >
        <ChecklistStatus />
      </DashboardHarness>,
    );
    const row = (await screen.findByText('Monthly BM checklist')).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Punggol Secondary'));
    expect(row).not.toHaveTextContent('ALL');
    expect(
      calls.filter((c) => c.path === '/api/dashboard/checklist-status').every((c) => c.query.get('school_id') === '7'),
    ).toBe(true);
  });
});

/** The APV dashboard of an empty period, with the calls it makes. */
function openApv(identity: TestIdentity) {
  const empty = { total_quotation_amount: 0, total_claim_amount: 0, total_invoice_amount: 0, data: [] };
  const fetched = mockFetch({
    '/api/school': SCHOOLS,
    '/api/dashboard/apv-monthly': { body: { data: { schools: { SCHOOL: empty, MOE: empty } } } },
  });
  render(
    <DashboardHarness path="/dashboard/apv/:tab" at="/dashboard/apv/school" identity={identity}>
      <ApvDashboard />
    </DashboardHarness>,
  );
  return fetched;
}

describe('APV dashboard', () => {
  it('starts an operations manager on their own school', async () => {
    const { calls } = openApv(OM);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'School' })).toHaveValue('Punggol Secondary'));
    const asked = calls.filter((c) => c.path === '/api/dashboard/apv-monthly');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((c) => c.query.get('school_id') === '7')).toBe(true);
  });
});

describe('APV dashboard dates', () => {
  it('does not search while a date does not exist', async () => {
    const { calls } = openApv(TC);
    const asked = () => calls.filter((c) => c.path === '/api/dashboard/apv-monthly').map((c) => c.query);
    await waitFor(() => expect(asked().length).toBeGreaterThan(0));
    const user = userEvent.setup({ delay: null });
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await user.clear(start);
    await user.type(start, '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(asked().some((q) => q.get('start_date') === '2026-02-30')).toBe(false);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveFocus();

    await user.clear(start);
    await user.type(start, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked().some((q) => q.get('start_date') === '2026-02-01')).toBe(true));
  });
});

describe('the checklist dashboards’ early answers', () => {
  // what the entry asks before the shell (countPreviews.tsx) must be what the page asks, or the page asks again
  const cases = [
    ['summary', ChecklistSummary, '/dashboard/checklist-summary', TC, ''],
    ['summary', ChecklistSummary, '/dashboard/checklist-summary', OM, '?month=3&year=2025'],
    ['status', ChecklistStatus, '/dashboard/checklist-status', TC, '?month=&year=2026'],
    ['status', ChecklistStatus, '/dashboard/checklist-status', OM, ''],
  ] as const;
  it.each(cases)('the %s page asks the address the entry asked (%#)', async (_, Screen, base, identity, search) => {
    const { calls } = mockFetch({
      '/api/school': SCHOOLS,
      [`/api${base}`]: { body: { data: [], meta: { total: 0 } } },
    });
    const at = `${base}/turfing-and-planting-maintenance${search}`;
    render(
      <DashboardHarness path={`${base}/:tab`} at={at} identity={identity}>
        <Screen />
      </DashboardHarness>,
    );
    await screen.findByText('No data');
    const asked = calls.filter((c) => c.path === `/api${base}`).map((c) => `${c.path}?${c.query}`);
    const where = { pathname: at.replace(/\?.*/, ''), search };
    const early = (base.endsWith('summary') ? checklistSummaryUrl : checklistStatusUrl)(where, identity as never);
    expect(asked).toEqual([early]);
  });
});
