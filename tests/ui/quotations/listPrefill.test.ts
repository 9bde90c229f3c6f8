/** Quotation list URL prefill (spec part 2 §2): status PENDING → PENDING_TC + PENDING_MA, date=YYYY-MM → that month, school by label, zone. */
import { describe, expect, it } from 'vitest';
import { monthRange, prefillFromSearch } from '../../../custom-pages/quotations/QuotationList.js';

const SCHOOLS = [
  { id: 3, name: 'Admiralty Primary School' },
  { id: 9, name: 'Bedok Green Primary School' },
];

describe('quotation list prefill', () => {
  it('gives the first through last day of a month, leap years included', () => {
    expect(monthRange('2024-02')).toEqual({ start_date: '2024-02-01', end_date: '2024-02-29' });
    expect(monthRange('2023-02')).toEqual({ start_date: '2023-02-01', end_date: '2023-02-28' });
    expect(monthRange('2026-12')).toEqual({ start_date: '2026-12-01', end_date: '2026-12-31' });
    expect(monthRange('2026-13')).toBeNull();
    expect(monthRange('May 2026')).toBeNull();
  });

  it('expands PENDING, maps the school label to its id and keeps the zone', () => {
    expect(
      prefillFromSearch('?status=PENDING&school=bedok%20green%20primary%20school&date=2026-05&zone=EAST', SCHOOLS),
    ).toEqual({
      status: ['PENDING_TC', 'PENDING_MA'],
      school: 9,
      start_date: '2026-05-01',
      end_date: '2026-05-31',
      zone: 'EAST',
    });
    expect(prefillFromSearch('?status=APPROVED&status=PENDING', SCHOOLS)).toEqual({
      status: ['APPROVED', 'PENDING_TC', 'PENDING_MA'],
    });
  });

  it("leaves react-admin's own list state and empty queries alone", () => {
    expect(prefillFromSearch('', SCHOOLS)).toBeNull();
    expect(prefillFromSearch('?filter=%7B%7D&status=PENDING', SCHOOLS)).toBeNull();
    expect(prefillFromSearch('?school=Unknown', SCHOOLS)).toBeNull();
  });
});
