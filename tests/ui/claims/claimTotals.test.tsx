/** The claim totals say which GST the claim charges and where it comes from (spec part 2 §9). */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ClaimTotalsBox } from '../../../custom-pages/claims/PartTable.js';
import { gstOfSources } from '../../../custom-pages/claims/pricing.js';
import type { PricingSource } from '../../../custom-pages/claims/api.js';
import { QHarness } from '../quotations/harness.js';

afterEach(cleanup);

const source = (years: (number | null)[], configured: number | null = null) =>
  ({ completed_wso_years: years, configured_gst_bp: configured }) as unknown as PricingSource;

describe('claim GST and its source', () => {
  it.each([
    [[source([2025]), source([2026])], 'GST 9 % — from the WSO completed in 2026'],
    [[source([2023])], 'GST 8 % — from the WSO completed in 2023'],
    [[source([], 850)], 'GST 8.5 % — configured'],
    [[source([])], 'GST 8 % — default'],
  ])('%#: %s', (sources, text) => {
    const gst = gstOfSources(sources);
    render(
      <QHarness>
        <ClaimTotalsBox
          subTotal="S$ 1.00"
          gst="S$ 0.09"
          gstPercent={gst.percent / 100}
          gstSource={gst.source}
          total="S$ 1.09"
        />
      </QHarness>,
    );
    expect(screen.getByTestId('claim-gst-source').textContent).toBe(text);
  });
});
