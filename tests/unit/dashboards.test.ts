/** The dashboards' pure rules (domain/dashboards.ts): which column a quotation counts in, the Total row, the month. */
import { describe, expect, it } from 'vitest';
import {
  apvKeyOfFund,
  emptyColumns,
  isMonthKey,
  monthBounds,
  quotationColumnsOf,
  quotationTotalRow,
  seesQuotationDashboard,
  seesSchoolSummary,
} from '../../domain/dashboards.js';

describe('quotationColumnsOf', () => {
  it.each([
    [{ status: 'PENDING' }, ['PENDING']],
    [{ status: 'ACKNOWLEDGE' }, ['PENDING']],
    [{ status: 'APPROVED' }, ['APPROVED']],
    [{ status: 'COMPLETED' }, ['COMPLETED']],
    [{ status: 'COMPLETED', payment_status: null }, ['COMPLETED']],
    [{ status: 'COMPLETED', payment_status: 'YES' }, ['COMPLETED', 'PAID']],
    [{ status: 'APPROVED', payment_status: 'YES' }, ['APPROVED']],
    [{ status: 'REJECTED' }, ['REJECTED']],
    [{ status: 'DRAFT' }, []],
    [{ status: 'VOID' }, []],
    [{ status: 'DELETED' }, []],
  ])('%o counts in %o', (q, expected) => expect(quotationColumnsOf(q)).toEqual(expected));
});

describe('quotationTotalRow', () => {
  it('sums cents and counts column by column, exactly', () => {
    const row = (key: string, pending: number, paid: number) => ({
      key,
      label: key,
      cents: { ...emptyColumns(), PENDING: pending, PAID: paid },
      counts: { ...emptyColumns(), PENDING: 1, PAID: paid ? 1 : 0 },
    });
    const total = quotationTotalRow([row('A', 10, 0), row('B', 20, 1), row('C', 1, 99_999_999_99)]);
    expect(total).toEqual({
      key: 'TOTAL',
      label: 'Total',
      cents: { PENDING: 31, APPROVED: 0, COMPLETED: 0, PAID: 100_000_000_00, REJECTED: 0 },
      counts: { PENDING: 3, APPROVED: 0, COMPLETED: 0, PAID: 2, REJECTED: 0 },
    });
    expect(quotationTotalRow([]).cents).toEqual(emptyColumns());
  });
});

describe('monthBounds', () => {
  it.each([
    [2026, 1, { start_date: '2026-01-01', end_date: '2026-01-31' }],
    [2026, 2, { start_date: '2026-02-01', end_date: '2026-02-28' }],
    [2028, 2, { start_date: '2028-02-01', end_date: '2028-02-29' }],
    [2100, 2, { start_date: '2100-02-01', end_date: '2100-02-28' }],
    [2000, 2, { start_date: '2000-02-01', end_date: '2000-02-29' }],
    [2026, 4, { start_date: '2026-04-01', end_date: '2026-04-30' }],
    [2026, 12, { start_date: '2026-12-01', end_date: '2026-12-31' }],
    [2026, 0, null],
    [2026, 13, null],
    [2026, 1.5, null],
    [99, 1, null],
  ])('%i-%i is %o', (y, m, expected) => expect(monthBounds(y, m)).toEqual(expected));
});

describe('small rules', () => {
  it('month keys, APV funds and who sees the quotation dashboard', () => {
    expect(['2026-01', '2026-12'].every(isMonthKey)).toBe(true);
    expect(['2026-00', '2026-13', '2026-1', '26-01', '2026-01-01'].some(isMonthKey)).toBe(false);
    expect([apvKeyOfFund('SCHOOL'), apvKeyOfFund('MOE'), apvKeyOfFund('95-5'), apvKeyOfFund(null)]).toEqual([
      'SCHOOL',
      'MOE',
      'MOE',
      null,
    ]);
    expect(
      ['ADMIN', 'SCD', 'MANAGING-AGENT', 'OPERATIONS-MANAGER', 'TERM-CONTRACTOR'].every(seesQuotationDashboard),
    ).toBe(true);
    expect(['TECHNICIAN', 'INVOICE_TEAM', 'HORTICULTURIST', undefined].some(seesQuotationDashboard)).toBe(false);
    expect(['SCD', 'ADMIN', 'MANAGING-AGENT'].map(seesSchoolSummary)).toEqual([true, true, false]);
  });
});
