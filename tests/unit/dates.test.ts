import { describe, expect, it } from 'vitest';
import { isClockTime, isDateTime, isIsoDate } from '../../domain/dates.js';

describe('isIsoDate (yyyy-MM-dd, a real calendar date)', () => {
  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['26-11-22', false],
    ['2026-1-5', false],
    ['22/11/2026', false],
    ['2026-11-22T00:00:00Z', false],
    ['', false],
  ])('%s -> %s', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });
});

describe('isClockTime (HH:mm or HH:mm:ss that exists)', () => {
  it.each([
    ['00:00', true],
    ['23:59', true],
    ['17:30:15', true],
    ['24:00', false],
    ['25:99', false],
    ['12:60', false],
    ['7:30', false],
    ['', false],
  ])('%s -> %s', (value, ok) => {
    expect(isClockTime(value)).toBe(ok);
  });
});

describe('isDateTime (yyyy-MM-dd HH:mm, both parts real)', () => {
  it.each([
    ['2026-03-02 08:00', true],
    ['2026-02-30 08:00', false],
    ['2026-03-02 25:99', false],
    ['2026-03-02 08:00:00', false],
    ['2026-03-02T08:00', false],
    ['2026-03-02', false],
  ])('%s -> %s', (value, ok) => {
    expect(isDateTime(value)).toBe(ok);
  });
});
