import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../server/lib/rateLimit.js';

describe('AttemptLimiter (sliding window)', () => {
  it('blocks a key after max failures inside the window', () => {
    const l = new AttemptLimiter(3, 1000);
    for (let i = 0; i < 2; i++) l.fail(['ip:1'], 100 + i);
    expect(l.blocked(['ip:1'], 150)).toBe(false);
    l.fail(['ip:1'], 200);
    expect(l.blocked(['ip:1'], 201)).toBe(true);
    expect(l.blocked(['ip:2'], 201)).toBe(false);
  });

  it('lets old failures slide out of the window one by one', () => {
    const l = new AttemptLimiter(3, 1000);
    l.fail(['k'], 0);
    l.fail(['k'], 500);
    l.fail(['k'], 900);
    expect(l.blocked(['k'], 999)).toBe(true);
    // At 1000 the first failure is a full window old: two remain.
    expect(l.blocked(['k'], 1000)).toBe(false);
    l.fail(['k'], 1000);
    expect(l.blocked(['k'], 1001)).toBe(true);
    expect(l.blocked(['k'], 1500)).toBe(false);
    expect(l.blocked(['k'], 2001)).toBe(false);
  });

  it('blocks when any of the keys is over the limit, and counts each key', () => {
    const l = new AttemptLimiter(2, 1000);
    l.fail(['ip:1', 'email:a'], 0);
    l.fail(['ip:2', 'email:a'], 1);
    expect(l.blocked(['ip:3', 'email:a'], 2)).toBe(true);
    expect(l.blocked(['ip:1', 'email:b'], 2)).toBe(false);
  });

  it('forgets a key on reset (a successful sign-in)', () => {
    const l = new AttemptLimiter(1, 1000);
    l.fail(['email:a', 'ip:1'], 0);
    l.reset('email:a');
    expect(l.blocked(['email:a'], 1)).toBe(false);
    expect(l.blocked(['ip:1'], 1)).toBe(true);
  });

  it('keeps memory bounded under a spray of keys', () => {
    const l = new AttemptLimiter(5, 60_000);
    for (let i = 0; i < 50_010; i++) l.fail([`ip:${i}`], 0);
    expect((l as unknown as { hits: Map<string, number[]> }).hits.size).toBeLessThanOrEqual(50_001);
  });
});
