/**
 * The deliverables list page (custom-pages/deliverables/DeliverableList.tsx) generated from its schema: it starts on
 * this year, shows a row per zone and month (month name and year, zone, status chip), and its one row entry is the
 * server's action — a month not opened yet is created on the way (POST /deliverable/open), a stored one opened as it is.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { DEFAULT_TIME_ZONE, yearOf } from '../../../domain/calendar.js';
import { DeliverableList } from '../../../custom-pages/deliverables/DeliverableList.js';
import { callerOf, onPhone, renderAreaList } from '../generator/areaListHarness.js';
import { mockFetch } from '../shell/fetchMock.js';

const year = yearOf(new Date(), DEFAULT_TIME_ZONE);
const row = (over: Record<string, unknown>) => ({
  id: null,
  category: 'BM',
  year,
  month: 3,
  month_name: 'March',
  zone: 'NORTH_EAST',
  zone_name: 'North East',
  status: 'PENDING',
  reject_remarks: null,
  updated_at: null,
  action: 'sign',
  ...over,
});
const ROWS = [
  row({}),
  row({ id: 7, zone: 'SOUTH', zone_name: 'South', status: 'SUBMITTED', action: 'view' }),
  row({ month: 2, month_name: 'February', year: year - 1 }),
];

/** Where the page went, and with which mode. */
function Where() {
  const { pathname, state } = useLocation();
  return <output aria-label="where">{`${pathname} ${(state as { mode?: string } | null)?.mode ?? ''}`}</output>;
}

const renderPage = (rows = ROWS) =>
  renderAreaList(
    <>
      <DeliverableList category="BM" />
      <Where />
    </>,
    {
      data: { 'deliverable/building-maintenance': rows },
      caller: callerOf('TERM-CONTRACTOR', ['deliverable.view', 'deliverable.edit']),
      at: '/deliverables/building-maintenance',
    },
  );

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the deliverables list', () => {
  it("starts on this year's months: month and year, zone, status and the server's action per row", async () => {
    mockFetch({});
    const calls = renderPage();
    expect(await screen.findByRole('heading', { name: 'Building maintenance deliverables' })).toBeInTheDocument();
    const sign = await screen.findByRole('button', { name: `Sign March ${year} North East` });
    expect(calls.getList[0].params.filter).toEqual({ year: String(year) });
    expect(calls.getList[0].params.sort).toEqual({ field: 'month', order: 'DESC' });
    const tr = sign.closest('tr')!;
    expect(within(tr).getByText(`March ${year}`)).toBeInTheDocument();
    expect(within(tr).getByText('North East')).toBeInTheDocument();
    expect(within(tr).getByText('Pending')).toBeInTheDocument();
    const stored = screen.getByRole('button', { name: `View March ${year} South` }).closest('tr')!;
    expect(within(stored).getByText('Submitted')).toBeInTheDocument();
    // last year's row is not this year's: the starting filter kept it out
    expect(screen.queryByText(`February ${year - 1}`)).toBeNull();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Month', 'Zone', 'Status', 'Actions']);
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Month' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zone' })).toBeInTheDocument();
  });

  it('opens a month not opened yet by creating it first, in the mode of its action', async () => {
    const { calls } = mockFetch({ 'POST /api/deliverable/open': { body: { data: { id: 41 } } } });
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Sign March ${year} North East` }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
        '/deliverables/building-maintenance/41 sign',
      ),
    );
    const open = calls.filter((c) => c.path === '/api/deliverable/open');
    expect(open.map((c) => c.body)).toEqual([{ category: 'BM', zone: 'NORTH_EAST', year, month: 3 }]);
  });

  it('opens a stored month without creating one, to view when that is its action', async () => {
    const { calls } = mockFetch({});
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `View March ${year} South` }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
        '/deliverables/building-maintenance/7 view',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('keeps every column on a phone', async () => {
    onPhone();
    mockFetch({});
    renderPage();
    await screen.findByRole('button', { name: `Sign March ${year} North East` });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Month',
      'Zone',
      'Status',
      'Actions',
    ]);
  });

  it("says 'No records found' for a year without rows", async () => {
    mockFetch({});
    renderPage([]);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });
});
