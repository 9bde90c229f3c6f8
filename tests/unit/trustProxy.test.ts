import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../server/config.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('reads true, a hop count, or a list of IPs and CIDRs', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
  });

  it('refuses what is none of these, so a typo does not silently trust everyone or no one', () => {
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/8', '::1/129'])
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
  });
});

describe('LOGIN_RATE_*', () => {
  it('defaults to 10 per (account, IP) in 15 minutes, 3x per account, 10x per IP, waits from 1 s capped at 5 minutes', () => {
    expect(loadConfig({}).loginRateLimit).toEqual({
      max: 10,
      windowMs: 900_000,
      accountMax: 30,
      delayMs: 1000,
      delayCapMs: 300_000,
      ipMax: 100,
    });
    expect(loadConfig({ LOGIN_RATE_MAX: '4' }).loginRateLimit).toMatchObject({ max: 4, accountMax: 12, ipMax: 40 });
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => loadConfig({ LOGIN_RATE_MAX: 'ten' })).toThrow(/LOGIN_RATE_MAX/);
    expect(() => loadConfig({ LOGIN_RATE_WINDOW_MS: '0' })).toThrow(/LOGIN_RATE_WINDOW_MS/);
  });
});
