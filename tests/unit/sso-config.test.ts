/**
 * OIDC_PROVIDERS / OIDC_PROVIDERS_FILE are checked at start (docs/single-sign-on.md): a provider the server could not
 * use is refused naming the provider and the field — never a value, since a client secret may be the one at fault.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

const SECRET = 'a-client-secret-that-must-never-be-printed';
const good = {
  id: 'entra',
  name: 'Ministry account',
  issuer: 'https://login.example.test/tenant-id/v2.0',
  client_id: 'client-id',
  client_secret: SECRET,
  mappings: [{ group: 'g-1', role: 'SCD', zones: ['NORTH'] }],
};

function refusal(providers: unknown): ConfigError {
  try {
    loadConfig({ OIDC_PROVIDERS: JSON.stringify(providers) });
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`${JSON.stringify(providers)} was accepted`);
}

describe('OIDC_PROVIDERS', () => {
  it('reads providers with their defaults; none when unset', () => {
    expect(loadConfig({}).ssoProviders).toEqual([]);
    const [p] = loadConfig({ OIDC_PROVIDERS: JSON.stringify([good]) }).ssoProviders;
    expect(p).toEqual({
      id: 'entra',
      name: 'Ministry account',
      issuer: good.issuer,
      clientId: 'client-id',
      clientSecret: SECRET,
      scopes: 'openid email profile',
      emailClaim: 'email',
      groupsClaim: 'groups',
      mappings: [{ group: 'g-1', role: 'SCD', zones: ['NORTH'], school: null }],
    });
  });

  it('reads them from OIDC_PROVIDERS_FILE', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sso-')), 'providers.json');
    fs.writeFileSync(file, JSON.stringify([good]));
    expect(loadConfig({ OIDC_PROVIDERS_FILE: file }).ssoProviders.map((p) => p.id)).toEqual(['entra']);
    expect(() => loadConfig({ OIDC_PROVIDERS_FILE: `${file}.missing` })).toThrow(ConfigError);
  });

  it('refuses what it cannot use, naming the field and never the secret', () => {
    const cases: [unknown, RegExp][] = [
      ['not json', /JSON array/],
      [{ ...good }, /JSON array/],
      [[{ ...good, client_secret: '' }], /'client_secret' is required/],
      [[{ ...good, issuer: 'http://idp.example.test' }], /'issuer' must be an https/],
      [[{ ...good, id: 'Has Spaces' }], /'id' must be lower-case/],
      [[{ ...good, scopes: 'email profile' }], /must include 'openid'/],
      [[{ ...good, mappings: [{ group: 'g', role: 'SCD', zones: ['MOON'] }] }], /'zones' must be a list of NORTH/],
      [[{ ...good, mappings: [{ group: 'g' }] }], /needs a 'role'/],
      [[good, good], /'entra' is used twice/],
    ];
    for (const [providers, message] of cases) {
      const err =
        typeof providers === 'string'
          ? (() => {
              try {
                loadConfig({ OIDC_PROVIDERS: providers });
              } catch (e) {
                return e as ConfigError;
              }
              throw new Error('accepted');
            })()
          : refusal(providers);
      expect(err.variable).toBe('OIDC_PROVIDERS');
      expect(err.message).toMatch(message);
      expect(err.message).not.toContain(SECRET);
    }
  });

  it('allows plain http only for a provider on this machine (the tests’ provider)', () => {
    const local = { ...good, issuer: 'http://127.0.0.1:4000' };
    expect(loadConfig({ OIDC_PROVIDERS: JSON.stringify([local]) }).ssoProviders[0].issuer).toBe(local.issuer);
  });
});
