/** The COP cover's claim date: a day that does not exist is not submitted; the field says so and keeps the focus. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoverTab } from '../../../custom-pages/cop/CoverTab.js';
import type { CopTabData, Signer } from '../../../custom-pages/cop/api.js';
import { stubCanvas } from '../quotations/harness.js';
import { memoryDataProvider } from '../resources/harness.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';

const TC: TestIdentity = { id: 1, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };
const signer: Signer = { name: 'Tom Contractor', signature_details: null, signed_at: '2026-11-20', signature: '' };
const data: CopTabData = {
  tab: 'cover',
  claim: {
    id: 5,
    reference_number: 'COP-NORTH-202611',
    status: 'DRAFT',
    zone: 'NORTH',
    month: 11,
    year: 2026,
    period: '2026-11',
    payment_claim_no: 1,
    claim_date: '2026-11-25',
    description: 'Progress claim',
    total_label: 'Total for the month of November 2026',
    contract_number: 'MOE/SCD/TC/2022',
    contract_term_months: 48,
    ministry_address: ['Ministry of Education'],
    attention: 'Director',
    grand_total: null,
    // signed by both: Submit needs nothing more than the claim date
    prepare_details: signer,
    check_details: { ...signer, name: 'Mae Agent' },
    version: 1,
    actions: ['update', 'submit'],
  },
  cover: {
    contract_sum: 1000,
    school_types: [],
    total_month_amount: 100,
    kpi_type: 'ADDITIONAL',
    kpi_percentage: 0,
    kpi_percentage_amount: 0,
    liquidated_damages: 0,
    sub_total: 100,
    gst: 9,
    gst_amount: 9,
    grand_total: 109,
  },
};

beforeEach(() => stubCanvas());
afterEach(() => vi.unstubAllGlobals());

describe('COP cover claim date', () => {
  it('is not submitted while it does not exist', async () => {
    const copSubmit = vi.fn(async () => ({ message: 'Successfully approved COP' }));
    const dp = { ...memoryDataProvider({}), copSubmit };
    render(
      <ScreenHarness path="/cop/contracts/:id/cover" at="/cop/contracts/5/cover" identity={TC} dataProvider={dp}>
        <CoverTab data={data} />
      </ScreenHarness>,
    );
    const user = userEvent.setup({ delay: null });
    const date = await screen.findByRole('textbox', { name: 'Claim date' });
    await user.clear(date);
    await user.type(date, '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(copSubmit).not.toHaveBeenCalled();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();

    await user.clear(date);
    await user.type(date, '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(copSubmit).toHaveBeenCalledTimes(1));
    expect(copSubmit.mock.calls[0]).toEqual([5, expect.objectContaining({ claim_date: '2026-11-30' })]);
  });
});
