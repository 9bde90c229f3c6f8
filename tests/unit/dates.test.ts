import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../../domain/dates.js';

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
