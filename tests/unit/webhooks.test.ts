/** The webhook retry waits and the masked secret, written out independently of domain/webhooks.ts. */
import { describe, expect, it } from 'vitest';
import { maskSecret, webhookRetryDelayMs } from '../../domain/webhooks.js';

describe('webhook retry waits', () => {
  it.each([
    [1, 10_000, 10_000],
    [2, 10_000, 20_000],
    [3, 10_000, 40_000],
    [9, 10_000, 2_560_000],
    [10, 10_000, 3_600_000],
    [30, 10_000, 3_600_000],
    [4, 100, 800],
  ])('retry %i with base %i ms waits %i ms', (attempt, base, wait) => {
    expect(webhookRetryDelayMs(attempt, base)).toBe(wait);
  });
});

describe('masked secrets', () => {
  it.each([
    ['whsec_abcdefghijklmnopqrstuvwxyz', 'whsec_••••wxyz'],
    ['a-plain-secret-of-some-length', '••••ngth'],
    ['short', '••••'],
  ])('%s shows as %s', (secret, shown) => {
    expect(maskSecret(secret)).toBe(shown);
  });
});
