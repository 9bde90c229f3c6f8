/**
 * The claim form's summary of a quotation follows the typed percentage with the same lines the view, preview and PDF
 * print (domain/claimBreakdown.ts): the FSR final total after the custodial discount, the claimed star-rate items beside
 * their addition, the claim sub total they add up to. A stored claim shows its record's lines in the same words, and a
 * claim the invoice team has worked on shows its invoice number, date and amount paid.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { EditablePart, StoredPart } from '../../../custom-pages/claims/PartTable.js';
import { InvoiceDetails } from '../../../custom-pages/claims/InvoiceDetails.js';
import { priceParts } from '../../../custom-pages/claims/pricing.js';
import type { Claim, ClaimPart, PricingSource } from '../../../custom-pages/claims/api.js';
import { NO_EARLIER_CLAIMS } from '../../../domain/claimMoney.js';
import { QHarness } from '../quotations/harness.js';

afterEach(cleanup);

const SOURCE = {
  id: 7,
  reference_number: 'Q-7',
  job: 'Roof',
  remaining_claim_percentage: 100,
  less_percent_bp: 3100,
  star_rate_bp: 500,
  earlier: NO_EARLIER_CLAIMS,
  completed_wso_years: [2026],
  configured_gst_bp: null,
  contacts: { attention: null, tel: null, location: null },
  items: [
    {
      id: 1,
      item_number: 'A1',
      item_description: 'Re-roofing',
      unit: 'm2',
      quantity: 1,
      rate: '7015.44',
      amount: 7015.44,
      subRows: [{ quantity: '1.2' }],
    },
    {
      id: 2,
      item_number: 'S1',
      item_description: 'Special tiles',
      unit: 'lot',
      quantity: 1,
      rate: '1234.56',
      amount: 1234.56,
      is_star_rate: true,
    },
  ],
} as unknown as PricingSource;

function Form() {
  const [percentage, setPercentage] = useState('100');
  const { parts } = priceParts([{ source: SOURCE, percentage }]);
  return (
    <QHarness>
      <EditablePart part={parts[0]} percentage={percentage} remaining={100} onPercentage={setPercentage} />
    </QHarness>
  );
}

/** The summary's lines as "label: amount". */
const summary = () =>
  within(screen.getByLabelText('Claim summary Q-7'))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('the claim form’s summary', () => {
  it('follows the typed percentage, FSR final total after the discount, star-rate items shown, lines adding up', () => {
    render(<Form />);
    expect(summary()).toEqual([
      'FSR total: S$ 7,015.44',
      'Custodial discount: (S$ 300.00)',
      'FSR final total: S$ 6,715.44',
      'Less 31 %: (S$ 2,081.79)',
      'FSR sub total: S$ 4,633.65',
      'Star rate items: S$ 1,234.56',
      'Star rate addition 5 %: S$ 61.73',
      'Claim sub total: S$ 5,929.94',
    ]);
    fireEvent.change(screen.getByLabelText('Claim percentage (%) for Q-7'), { target: { value: '60' } });
    expect(summary()).toEqual([
      'FSR total: S$ 4,209.26',
      'Custodial discount: (S$ 180.00)',
      'FSR final total: S$ 4,029.26',
      'Less 31 %: (S$ 1,249.07)',
      'FSR sub total: S$ 2,780.19',
      'Star rate items: S$ 740.74',
      'Star rate addition 5 %: S$ 37.04',
      'Claim sub total: S$ 3,557.97',
    ]);
  });

  it('a stored claim shows its record’s lines in the same words', () => {
    const line = (key: string, role: string, amount: number, percent: number | null = null) => ({
      key,
      role,
      label: '',
      amount,
      percent,
    });
    const part = {
      id: 1,
      quotation_id: 7,
      reference_number: 'Q-7',
      job: 'Roof',
      claim_percentage: 60,
      remaining_claim_percentage: 40,
      items: [],
      breakdown: [
        line('fsr_total', 'add', 4209.26),
        line('custodial', 'deduct', 180),
        line('fsr_final_total', 'sum', 4029.26),
        line('less', 'deduct', 1249.07, 31),
        line('fsr_sub_total', 'sum', 2780.19),
        line('star_rate_total', 'add', 740.74),
        line('star_rate_add', 'add', 37.04, 5),
        line('claim_sub_total', 'sum', 3557.97),
      ],
    } as unknown as ClaimPart;
    render(
      <QHarness>
        <StoredPart part={part} />
      </QHarness>,
    );
    expect(summary()).toEqual([
      'FSR total: S$ 4,209.26',
      'Custodial discount: (S$ 180.00)',
      'FSR final total: S$ 4,029.26',
      'Less 31 %: (S$ 1,249.07)',
      'FSR sub total: S$ 2,780.19',
      'Star rate items: S$ 740.74',
      'Star rate addition 5 %: S$ 37.04',
      'Claim sub total: S$ 3,557.97',
    ]);
  });
});

describe('a completed claim’s invoice details', () => {
  it('shows the invoice number, the invoice date and the amount paid', () => {
    const claim = { invoice_number: 'INV-42', invoice_date: '2026-07-01', payment_amount: 3878.19 } as Claim;
    render(
      <QHarness>
        <InvoiceDetails claim={claim} />
      </QHarness>,
    );
    const box = screen.getByLabelText('Invoice and payment');
    expect(
      within(box)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
    ).toEqual(['Invoice number: INV-42', 'Invoice date: 2026-07-01', 'Amount paid: S$ 3,878.19']);
  });
});
