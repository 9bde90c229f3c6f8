/**
 * The relying party (openid-client, a certified implementation): one discovered configuration per provider, fetched on
 * first use and kept — a provider that cannot be reached at start does not stop the server, and is asked again on
 * the next sign-in.
 */
import * as oidc from 'openid-client';
import type { SsoProvider } from '../../ssoConfig.js';

/** The provider's discovery document could not be fetched or read: the sign-in answers "provider unavailable". */
export class SsoUnavailable extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`identity provider ${provider} unavailable: ${reason}`);
    this.name = 'SsoUnavailable';
  }
}

const DISCOVERY_TIMEOUT_SECONDS = 10;
const cache = new Map<string, Promise<oidc.Configuration>>();

const cacheKey = (p: SsoProvider) => `${p.id} ${p.issuer} ${p.clientId}`;

/** The provider's discovered configuration with our client's credentials (client_secret_basic). */
export function configurationOf(provider: SsoProvider): Promise<oidc.Configuration> {
  const key = cacheKey(provider);
  let found = cache.get(key);
  if (!found) {
    // plain http is allowed by ssoConfig.ts only for a provider on this machine (the tests' provider)
    const insecure = new URL(provider.issuer).protocol === 'http:';
    found = oidc
      .discovery(
        new URL(provider.issuer),
        provider.clientId,
        undefined,
        oidc.ClientSecretBasic(provider.clientSecret),
        { timeout: DISCOVERY_TIMEOUT_SECONDS, execute: insecure ? [oidc.allowInsecureRequests] : [] },
      )
      .catch((err: unknown) => {
        cache.delete(key);
        throw new SsoUnavailable(provider.id, err instanceof Error ? err.message : String(err));
      });
    cache.set(key, found);
  }
  return found;
}

/** Forgets every discovered configuration (tests that restart a provider). */
export function forgetConfigurations(): void {
  cache.clear();
}
