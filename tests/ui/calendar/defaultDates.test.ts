/**
 * The browser's defaults follow the installation's zone, not the device's: at 00:30 in Singapore on 1 December
 * (16:30 UTC on 30 November, and still 30 November on a device set to UTC) a new quotation is dated 1 December and the
 * dashboards open on December. The clock is pinned to that instant; the zone comes from the public configuration.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerDefaults } from '../../../custom-pages/quotations/HeaderFields.js';
import { currentPeriod } from '../../../custom-pages/dashboards/period.js';
import type { QuotationUser } from '../../../custom-pages/quotations/useWorkflowUser.js';

const user = { role_slug: 'TERM-CONTRACTOR', school_id: null } as unknown as QuotationUser;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T16:30:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('default dates in the installation time zone', () => {
  it.each([
    ['Asia/Singapore', '2026-12-01', { month: '12', year: '2026' }],
    ['UTC', '2026-11-30', { month: '11', year: '2026' }],
  ])('in %s a new quotation is dated %s and the period opens on its month', (zone, date, period) => {
    expect(headerDefaults(undefined, user, zone).date).toBe(date);
    expect(currentPeriod(zone)).toMatchObject(period);
  });

  it("keeps a stored quotation's own date", () => {
    expect(headerDefaults({ date: '2026-10-05' } as never, user, 'Asia/Singapore').date).toBe('2026-10-05');
  });
});
