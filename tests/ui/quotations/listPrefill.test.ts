/**
 * Quotation list address prefill (spec part 2 §2), from its schema through the generator (src/generator/addressPreset.ts):
 * status PENDING → PENDING_TC + PENDING_MA, date= or month=YYYY-MM → that month, school by label, zone.
 */
import { describe, expect, it } from 'vitest';
import { quotationListSchema } from '../../../schemas/quotation.js';
import { addressFilters, withOptionIds } from '../../../src/generator/addressPreset.js';

const SCHOOLS = [
  { id: 3, name: 'Admiralty Primary School' },
  { id: 9, name: 'Bedok Green Primary School' },
];
const prefill = async (search: string) => {
  const preset = addressFilters(quotationListSchema, search);
  return preset && withOptionIds(quotationListSchema, preset, async () => SCHOOLS);
};

describe('quotation list prefill', () => {
  it('gives the first through last day of a month, leap years included', async () => {
    expect(await prefill('?month=2024-02')).toEqual({ start_date: '2024-02-01', end_date: '2024-02-29' });
    expect(await prefill('?date=2023-02')).toEqual({ start_date: '2023-02-01', end_date: '2023-02-28' });
    expect(await prefill('?date=2026-12')).toEqual({ start_date: '2026-12-01', end_date: '2026-12-31' });
    expect(await prefill('?date=2026-13')).toBeNull();
    expect(await prefill('?month=May%202026')).toBeNull();
  });

  it('expands PENDING, maps the school label to its id and keeps the zone', async () => {
    expect(await prefill('?status=PENDING&school=bedok%20green%20primary%20school&date=2026-05&zone=EAST')).toEqual({
      status: ['PENDING_TC', 'PENDING_MA'],
      school: '9',
      start_date: '2026-05-01',
      end_date: '2026-05-31',
      zone: ['EAST'],
    });
    expect(await prefill('?status=APPROVED&status=PENDING')).toEqual({
      status: ['APPROVED', 'PENDING_TC', 'PENDING_MA'],
    });
    expect(await prefill('?school=3')).toEqual({ school: '3' });
  });

  it('leaves an empty address and a school no option names alone', async () => {
    expect(await prefill('')).toBeNull();
    expect(await prefill('?school=Unknown')).toEqual({});
  });
});
