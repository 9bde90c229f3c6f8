import { describe, expect, it } from 'vitest';
import { dateIn, DEFAULT_TIME_ZONE, monthOf, todayIn, yearOf } from '../../domain/calendar.js';

/** 00:30 in Singapore on 1 December is 16:30 UTC on 30 November. */
const SGT_0030_1_DEC = new Date('2026-11-30T16:30:00Z');

describe('calendar in the installation time zone', () => {
  it.each([
    // instant (UTC), zone, date there, month there
    ['2026-11-30T16:30:00Z', 'Asia/Singapore', '2026-12-01', { year: 2026, month: 12 }],
    ['2026-11-30T15:59:59Z', 'Asia/Singapore', '2026-11-30', { year: 2026, month: 11 }],
    ['2026-11-30T16:00:00Z', 'Asia/Singapore', '2026-12-01', { year: 2026, month: 12 }],
    ['2026-12-31T16:00:00Z', 'Asia/Singapore', '2027-01-01', { year: 2027, month: 1 }],
    ['2026-11-30T16:30:00Z', 'UTC', '2026-11-30', { year: 2026, month: 11 }],
    ['2026-12-01T04:30:00Z', 'America/Los_Angeles', '2026-11-30', { year: 2026, month: 11 }],
    ['2028-02-28T16:00:00Z', 'Asia/Singapore', '2028-02-29', { year: 2028, month: 2 }],
    ['2026-03-29T00:30:00Z', 'Europe/Amsterdam', '2026-03-29', { year: 2026, month: 3 }],
  ])('%s in %s is %s', (instant, zone, date, month) => {
    expect(dateIn(new Date(instant), zone)).toBe(date);
    expect(monthOf(new Date(instant), zone)).toEqual(month);
    expect(yearOf(new Date(instant), zone)).toBe(month.year);
  });

  it('dates today at 00:30 SGT on 1 December as 1 December, where UTC still says 30 November', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Singapore');
    expect(todayIn(DEFAULT_TIME_ZONE, SGT_0030_1_DEC)).toBe('2026-12-01');
    expect(SGT_0030_1_DEC.toISOString().slice(0, 10)).toBe('2026-11-30');
  });
});
