/**
 * The two short-lived records of an SSO sign-in (docs/single-sign-on.md), each kept only as the SHA-256 of what the
 * browser holds and spent by one conditional update, so a replayed state or handoff finds nothing.
 */
import type { Db } from '../../db/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/** How long the user may take at the provider. */
export const FLOW_TTL_MS = 10 * 60_000;
/** How long the SPA has to turn the provider's answer into a session (one redirect and one request). */
export const HANDOFF_TTL_MS = 60_000;

/**
 * Flows one client may have open (started within FLOW_TTL_MS): a person needs a few, a script starting flows to fill
 * the table is refused beyond this.
 */
export const FLOWS_PER_CLIENT = 30;

/** True when this client may start another flow. */
export async function mayStartFlow(db: Db, ip: string): Promise<boolean> {
  const open = await db
    .selectFrom('sso_flows')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('ip', '=', ip)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return Number(open?.n ?? 0) < FLOWS_PER_CLIENT;
}

export interface FlowSecrets {
  state: string;
  browser: string;
  codeVerifier: string;
  nonce: string;
}

export async function createFlow(db: Db, provider: string, ip: string, secrets: FlowSecrets): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('sso_flows')
    .values({
      state_hash: hashToken(secrets.state),
      browser_hash: hashToken(secrets.browser),
      provider,
      code_verifier: secrets.codeVerifier,
      nonce: secrets.nonce,
      ip,
      expires_at: new Date(now + FLOW_TTL_MS).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
}

/**
 * Spends the flow of this state, started by this browser for this provider: its PKCE verifier and nonce, or undefined
 * when it is unknown, expired, already used, another browser's or another provider's.
 */
export async function spendFlow(db: Db, provider: string, state: string, browser: string | undefined) {
  const now = new Date().toISOString();
  const flow = await db
    .selectFrom('sso_flows')
    .select(['id', 'browser_hash', 'code_verifier', 'nonce'])
    .where('state_hash', '=', hashToken(state))
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!flow) return undefined;
  const spent = await db
    .updateTable('sso_flows')
    .set({ used_at: now })
    .where('id', '=', flow.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  // spent even when the browser differs: a state shown to someone else is not offered a second time
  if (!spent || !browser || hashToken(browser) !== flow.browser_hash) return undefined;
  return { codeVerifier: flow.code_verifier, nonce: flow.nonce };
}

export async function createHandoff(db: Db, userId: number, provider: string): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('sso_handoffs')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      provider,
      expires_at: new Date(now + HANDOFF_TTL_MS).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

/** The user and provider of a live handoff, spent by this call; undefined when unknown, expired or spent. */
export async function spendHandoff(db: Db, token: string) {
  const now = new Date().toISOString();
  const row = await db
    .updateTable('sso_handoffs')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'provider'])
    .executeTakeFirst();
  return row;
}

/** Flows and handoffs that can no longer be used: dropped with the sign-in throttle's hourly purge. */
export async function purgeSsoFlows(db: Db): Promise<void> {
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
  await db.deleteFrom('sso_flows').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('sso_handoffs').where('expires_at', '<', dayAgo).execute();
}
