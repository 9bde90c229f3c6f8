/**
 * The COP list generated from its schema (custom-pages/cop/CopList.tsx, schemas/copClaim.ts): the columns (month as
 * yyyy-MM, the status chip, the grand total in S$, empty until computed), the view action to the cover named after its
 * claim, the zone filter of the caller's zones and the status, year and month filters, the create dialog for the
 * preparing roles, newest month first, the empty table and the phone's fewer columns.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopList } from '../../../custom-pages/cop/CopList.js';
import { callerOf, onPhone, renderAreaList } from '../generator/areaListHarness.js';

const row = (id: number, zone: string, extra: Record<string, unknown> = {}) => ({
  id,
  reference_number: `COP-${zone}-202703`,
  status: 'DRAFT',
  zone,
  year: 2027,
  month: 3,
  period: '2027-03',
  payment_claim_no: 4,
  grand_total: null,
  actions: [],
  ...extra,
});
const ROWS = [row(1, 'NORTH', { status: 'PENDING', grand_total: 1234.56 }), row(2, 'NORTH_EAST')];
const CONFIG = {
  zones: ['NORTH', 'NORTH_EAST'],
  years: [2026, 2027],
  months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  statuses: ['DRAFT', 'PENDING'],
};

const TC = callerOf('TERM-CONTRACTOR', ['cop.view', 'cop.edit']);
const show = (rows = ROWS, caller = TC) =>
  renderAreaList(<CopList />, { data: { cops: rows }, caller, at: '/cop/contracts' });
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = String(url).startsWith('/api/config/zones-in-charge') ? CONFIG.zones : CONFIG;
      return new Response(JSON.stringify({ data }), { status: 200 });
    }),
  );
});
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the COP list generated from its schema', () => {
  it('shows the columns, newest month first, with a view action to each cover', async () => {
    const calls = show();
    const view = await screen.findByRole('link', { name: 'View COP-NORTH-202703' });
    expect(view).toHaveAttribute('href', '/cop/contracts/1/cover');
    expect(headers()).toEqual(['Reference', 'Zone', 'Month', 'Claim no.', 'Status', 'Grand total', 'Actions']);
    const cells = (tr: HTMLElement) =>
      within(tr)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(view.closest('tr')!)).toEqual([
      'COP-NORTH-202703',
      'NORTH',
      '2027-03',
      '4',
      'Pending',
      'S$ 1,234.56',
      'View',
    ]);
    const second = screen.getByRole('link', { name: 'View COP-NORTH_EAST-202703' }).closest('tr')!;
    expect(cells(second).slice(4, 6)).toEqual(['Draft', '']);
    expect(calls.getList[0].params.sort).toEqual({ field: 'period', order: 'DESC' });
  });

  it("filters by the caller's zones, status, year and month on Search", async () => {
    const calls = show();
    await screen.findByRole('link', { name: 'View COP-NORTH-202703' });
    const form = screen.getByRole('search');
    const user = userEvent.setup({ delay: null });
    const options = async (label: string) => {
      await user.click(within(form).getByLabelText(label));
      return (await screen.findAllByRole('option')).map((o) => o.textContent);
    };
    await waitFor(async () => expect(await options('Zone')).toEqual(['—', 'NORTH', 'NORTH_EAST']));
    await user.click(screen.getByRole('option', { name: 'NORTH_EAST' }));
    expect(await options('Status')).toEqual(['—', 'Draft', 'Pending']);
    await user.click(screen.getByRole('option', { name: 'Draft' }));
    expect(await options('Year')).toEqual([
      '—',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
    ]);
    await user.click(screen.getByRole('option', { name: '2027' }));
    expect((await options('Month')).length).toBe(13);
    await user.click(screen.getByRole('option', { name: '3' }));
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.getList.at(-1)!.params.filter).toEqual({
        zone: 'NORTH_EAST',
        status: 'DRAFT',
        year: '2027',
        month: '3',
      }),
    );
    expect(await screen.findByRole('link', { name: 'View COP-NORTH_EAST-202703' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View COP-NORTH-202703' })).toBeNull();
  });

  it('opens the create dialog for a preparing role only', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Create claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a monthly claim' });
    expect(within(dialog).getByLabelText('Zone')).toHaveTextContent('NORTH');
    cleanup();
    show(ROWS, callerOf('MANAGING-AGENT', ['cop.view', 'cop.approve']));
    await screen.findByRole('link', { name: 'View COP-NORTH-202703' });
    expect(screen.queryByRole('button', { name: 'Create claim' })).toBeNull();
  });

  it("says 'No records found' without claims, and keeps the essential columns on a phone", async () => {
    show([]);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    cleanup();
    onPhone();
    show();
    await screen.findByRole('link', { name: 'View COP-NORTH-202703' });
    expect(headers()).toEqual(['Reference', 'Month', 'Status', 'Grand total', 'Actions']);
  });
});
