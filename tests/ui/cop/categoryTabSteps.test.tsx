/**
 * A 200-school category tab: a screenful of rows first, every row a moment later (for find-in-page, printing and the
 * keyboard), and typing in one row moves that row's payment and the total, sent in full on Update.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryTab } from '../../../custom-pages/cop/CategoryTab.js';
import type { CategoryRow, CopTabData, Totals } from '../../../custom-pages/cop/api.js';
import { memoryDataProvider } from '../resources/harness.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';

const TC: TestIdentity = { id: 1, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };
const zero: Totals = {
  contract_amount: 0,
  monthly_claim: 0,
  addition: 0,
  omission: 0,
  deduction: 0,
  summarypayment: 0,
  summarydeduction: 0,
  payment: 0,
};
const row = (i: number): CategoryRow => ({
  ...zero,
  id: 100 + i,
  school_id: 1 + i,
  school_name: `School ${String(i).padStart(3, '0')}`,
  contract_year: 1,
  contract_amount: 1200,
  monthly_claim: 100,
  payment: 100,
  grn_percentage: null,
  summarygrnpercentage: null,
  reference: null,
});
const rows = Array.from({ length: 200 }, (_, i) => row(i));
const data: CopTabData = {
  tab: 'schedule_maintenance',
  claim: {
    id: 5,
    reference_number: 'COP-WEST-202601',
    status: 'DRAFT',
    zone: 'WEST',
    month: 1,
    year: 2026,
    period: '2026-01',
    payment_claim_no: 1,
    claim_date: null,
    description: 'Progress claim',
    total_label: 'Total for the month of January 2026',
    contract_number: 'MOE/SCD/TC/2022',
    contract_term_months: 48,
    ministry_address: [],
    attention: '',
    grand_total: null,
    prepare_details: null,
    check_details: null,
    version: 1,
    actions: ['update'],
  },
  table: {
    category: 'schedule_maintenance',
    groups: [
      { group: 'Primary', rows: rows.slice(0, 120), sub_total: zero },
      { group: 'Secondary', rows: rows.slice(120), sub_total: zero },
    ],
    total: zero,
  },
};

describe('COP category tab with 200 schools', () => {
  it('renders a screenful first, then every row, and follows what is typed', async () => {
    const copUpdate = vi.fn(async (..._: unknown[]) => ({ message: 'Update successful' }));
    const dp = { ...memoryDataProvider({}), copUpdate };
    const screenOf = () => (
      <ScreenHarness
        path="/cop/contracts/:id/:tab"
        at="/cop/contracts/5/schedule_maintenance"
        identity={TC}
        dataProvider={dp}
      >
        <CategoryTab data={data} category="schedule_maintenance" />
      </ScreenHarness>
    );
    const view = render(screenOf());
    const table = await screen.findByRole('table', { name: 'Scheduled maintenance' });
    // plain DOM queries: role queries over 800 inputs take seconds each under jsdom
    const schools = (t = table) =>
      [...t.querySelectorAll('tbody th[scope="row"]')].filter((th) => /^School \d+$/.test(th.textContent ?? '')).length;
    const first = schools();
    expect(first).toBeLessThan(200);
    expect(table).toHaveAttribute('aria-busy', 'true');
    // the idle steps, slow on a loaded machine under jsdom
    await waitFor(() => expect(schools()).toBe(200), { timeout: 30_000 });
    expect(table).not.toHaveAttribute('aria-busy');
    expect([...table.querySelectorAll('tbody th')].filter((th) => th.textContent === 'Sub-total')).toHaveLength(2);
    expect(table.querySelectorAll('input')).toHaveLength(800);

    const user = userEvent.setup();
    const addition = screen.getByLabelText('Addition for School 199');
    await user.clear(addition);
    await user.type(addition, '50');
    expect(screen.getByTestId('payment-200')).toHaveTextContent('150.00');
    const total = [...table.querySelectorAll('tbody th')].find((th) => th.textContent === 'Total')!.closest('tr')!;
    expect([...total.querySelectorAll('td')].at(-2)).toHaveTextContent('20,050.00');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(copUpdate).toHaveBeenCalledTimes(1));
    const sent = copUpdate.mock.calls[0][2] as { id: number; addition: number }[];
    expect(sent).toHaveLength(200);
    expect(sent.find((r) => r.id === 299)?.addition).toBe(50);

    // shown again (as after an Update), the table comes whole at once: the page keeps its height under the reader
    view.unmount();
    render(screenOf());
    const again = await screen.findByRole('table', { name: 'Scheduled maintenance' });
    expect(schools(again)).toBe(200);
    expect(again).not.toHaveAttribute('aria-busy');
  }, 90_000);
});
