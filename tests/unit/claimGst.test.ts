import { describe, expect, it } from 'vitest';
import { claimGst, decodeGstSource, encodeGstSource, wsoCompletionYear } from '../../domain/claimGst.js';
import { claimQuotation, claimTotals } from '../../domain/claimMoney.js';
import { gstBasisPointsForYear } from '../../domain/gst.js';

describe('claimGst: the latest-year completed WSO, else the configured value, else 8 %', () => {
  it.each([
    ['nothing known', {}, 800, 'default'],
    ['no WSO, nothing configured', { completedWsoYears: [], configured: null }, 800, 'default'],
    ['configured 9 %', { configured: 900 }, 900, 'configured'],
    ['configured 0 %', { configured: 0 }, 0, 'configured'],
    ['configured out of range', { configured: 12000 }, 800, 'default'],
    ['WSO completed 2026', { completedWsoYears: [2026] }, 900, 'wso:2026'],
    ['WSO completed 2023', { completedWsoYears: [2023] }, 800, 'wso:2023'],
    ['WSO completed 2022', { completedWsoYears: [2022] }, 700, 'wso:2022'],
    ['latest of several years', { completedWsoYears: [2022, 2025, 2023] }, 900, 'wso:2025'],
    ['WSO wins over configured', { completedWsoYears: [2023], configured: 900 }, 800, 'wso:2023'],
    ['unknown years are ignored', { completedWsoYears: [null, 2024], configured: 700 }, 900, 'wso:2024'],
    ['only unknown years', { completedWsoYears: [null], configured: 700 }, 700, 'configured'],
  ])('%s', (_name, sources, percent, source) => {
    const gst = claimGst(sources);
    expect(gst.percent).toBe(percent);
    expect(encodeGstSource(gst.source)).toBe(source);
    expect(decodeGstSource(encodeGstSource(gst.source))).toEqual(gst.source);
  });

  it('reads old or unknown stored sources as default', () => {
    expect(decodeGstSource(null)).toEqual({ kind: 'default' });
    expect(decodeGstSource('wso:26')).toEqual({ kind: 'default' });
  });

  it('counts a WSO by its completed date, else its approval date', () => {
    expect(wsoCompletionYear({ completed_on: '2025-12-31', status_date: '2026-01-02T00:00:00Z' })).toBe(2025);
    expect(wsoCompletionYear({ completed_on: null, status_date: '2026-01-02T00:00:00Z' })).toBe(2026);
    expect(wsoCompletionYear({})).toBeNull();
  });

  it('the schedule by year: 7 before 2023, 8 in 2023, 9 from 2024', () => {
    expect([2019, 2022, 2023, 2024, 2030].map(gstBasisPointsForYear)).toEqual([700, 700, 800, 900, 900]);
  });

  it('60 % of a quotation (claimed sub total S$ 7,283.13) at the GST of the WSO year (2026) is 655.48, not 582.65 at 8 %', () => {
    const items = [{ is_star_rate: false, rate: '12138.55', quantity: '1' }];
    const rates = { less_percent: 0, star_rate_percent: 0 };
    const at = (bp: number) => claimTotals([claimQuotation(items, rates, 6000, bp)], bp).gst;
    expect(at(claimGst({ completedWsoYears: [2026] }).percent)).toBe(65548);
    expect(at(claimGst({}).percent)).toBe(58265);
  });
});
