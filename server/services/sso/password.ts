/** Where password sign-in and single sign-on meet: a role without password sign-in, and the provider's sign-out. */
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { Db } from '../../db/index.js';
import { configurationOf } from './client.js';

/** True when the user's role signs in through its organisation only (`roles.password_sign_in` = 0). */
export async function passwordSignInOff(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('roles.password_sign_in')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return Number(row?.password_sign_in ?? 1) === 0;
}

/**
 * The provider's RP-initiated logout address for a session opened through it, or undefined when the provider has no
 * end_session_endpoint (or cannot be reached: our session is ended all the same). It names our client_id and the
 * sign-in page to come back to, not the ID token (which would put a token in an address and in the provider's logs).
 */
export async function endSessionUrl(app: FastifyInstance, providerId: string): Promise<string | undefined> {
  const provider = app.config.ssoProviders.find((p) => p.id === providerId);
  if (!provider) return undefined;
  try {
    const config = await configurationOf(provider);
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    const base = app.config.publicUrl.replace(/\/+$/, '');
    return oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: `${base}/auth/sign-in` }).href;
  } catch (err) {
    app.log.warn({ provider: providerId, err }, 'identity provider sign-out address unavailable');
    return undefined;
  }
}
