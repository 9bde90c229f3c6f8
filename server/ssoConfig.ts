/**
 * OIDC_PROVIDERS / OIDC_PROVIDERS_FILE (docs/single-sign-on.md): the OpenID Connect providers users may sign in
 * through, checked at start. A refusal names the provider and the field, never a value (a client secret may be one).
 */
import fs from 'node:fs';
import { ZONES, type Zone } from '../domain/constants.js';
import { ConfigError } from './config.js';

/** Which Caretaker role (and zones, school) a value of the groups claim gives a user created at first sign-in. */
export interface SsoMapping {
  group: string;
  role: string;
  zones: Zone[];
  /** A school's slug (operations managers belong to one school). */
  school: string | null;
}

export interface SsoProvider {
  /** In the addresses (/api/auth/sso/<id>/…) and in user_identities.provider. */
  id: string;
  /** Shown on the sign-in button ("Sign in with <name>"). */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  emailClaim: string;
  groupsClaim: string;
  mappings: SsoMapping[];
}

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The providers of OIDC_PROVIDERS (JSON) or the file OIDC_PROVIDERS_FILE names; none when neither is set. */
export function ssoProviders(env: NodeJS.ProcessEnv): SsoProvider[] {
  const file = env.OIDC_PROVIDERS_FILE;
  let raw = env.OIDC_PROVIDERS;
  let variable = 'OIDC_PROVIDERS';
  if (file) {
    variable = 'OIDC_PROVIDERS_FILE';
    try {
      raw = fs.readFileSync(file, 'utf8');
    } catch {
      throw new ConfigError(variable, `cannot read the file '${file}'`);
    }
  }
  if (!raw?.trim()) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw new ConfigError(variable, 'must be a JSON array of providers (see docs/single-sign-on.md)');
  }
  if (!Array.isArray(list)) throw new ConfigError(variable, 'must be a JSON array of providers');
  const providers = list.map((entry, i) => provider(variable, entry, i));
  const ids = providers.map((p) => p.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new ConfigError(variable, `the provider id '${twice}' is used twice`);
  return providers;
}

function provider(variable: string, entry: unknown, index: number): SsoProvider {
  const where = (field: string) => `provider ${index + 1}: '${field}'`;
  if (!entry || typeof entry !== 'object' || Array.isArray(entry))
    throw new ConfigError(variable, `provider ${index + 1} must be an object`);
  const e = entry as Record<string, unknown>;
  const text = (field: string, fallback?: string): string => {
    const value = e[field] ?? fallback;
    if (typeof value !== 'string' || !value.trim()) throw new ConfigError(variable, `${where(field)} is required text`);
    return value.trim();
  };
  const id = text('id');
  if (!ID.test(id))
    throw new ConfigError(variable, `${where('id')} must be lower-case letters, digits and dashes, not '${id}'`);
  const issuer = text('issuer');
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new ConfigError(variable, `${where('issuer')} must be an https:// address`);
  }
  // plain http only on this machine (a provider run by the tests); anywhere else the tokens would cross in clear
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    throw new ConfigError(variable, `${where('issuer')} must be an https:// address`);
  const scopes = text('scopes', 'openid email profile');
  if (!scopes.split(/\s+/).includes('openid'))
    throw new ConfigError(variable, `${where('scopes')} must include 'openid'`);
  const mappings = e.mappings ?? [];
  if (!Array.isArray(mappings)) throw new ConfigError(variable, `${where('mappings')} must be a list`);
  return {
    id,
    name: text('name'),
    issuer,
    clientId: text('client_id'),
    // the secret is only checked for presence: its value is never part of a message
    clientSecret: text('client_secret'),
    scopes,
    emailClaim: text('email_claim', 'email'),
    groupsClaim: text('groups_claim', 'groups'),
    mappings: mappings.map((m, j) => mapping(variable, `${where('mappings')} ${j + 1}`, m)),
  };
}

function mapping(variable: string, where: string, m: unknown): SsoMapping {
  const e = (m && typeof m === 'object' ? m : {}) as Record<string, unknown>;
  if (typeof e.group !== 'string' || !e.group) throw new ConfigError(variable, `${where} needs a 'group'`);
  if (typeof e.role !== 'string' || !e.role) throw new ConfigError(variable, `${where} needs a 'role' (a role slug)`);
  const zones = e.zones ?? [];
  if (!Array.isArray(zones) || zones.some((z) => !(ZONES as readonly unknown[]).includes(z)))
    throw new ConfigError(variable, `${where}: 'zones' must be a list of ${ZONES.join(', ')}`);
  if (e.school !== undefined && e.school !== null && typeof e.school !== 'string')
    throw new ConfigError(variable, `${where}: 'school' must be a school's slug`);
  return { group: e.group, role: e.role, zones: zones as Zone[], school: (e.school as string) ?? null };
}
