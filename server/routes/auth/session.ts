import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../../domain/messages.js';
import { audit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { objectOf, str, int } from '../../lib/openapi/responses.js';

export const sessionData = objectOf({ token: str, uid: int, login_id: str, expires_at: str });

/**
 * A new session for a user who passed every step of sign-in; audited as `login.success`. Refused (403) to a
 * deactivated user, whichever way they signed in: every sign-in ends here, so none can forget to ask.
 */
export async function issueSession(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: number; full_name: string },
  after?: Record<string, unknown>,
  /** The provider an SSO sign-in went through: sign-out then also offers to end the provider's session. */
  ssoProvider?: string,
) {
  const state = await app.db.selectFrom('users').select('deactivated_at').where('id', '=', user.id).executeTakeFirst();
  if (!state || state.deactivated_at) throw new HttpError(403, MSG.accountDeactivated);
  const token = newToken();
  const loginId = crypto.randomUUID();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + app.config.sessionTtlSeconds * 1000).toISOString();
  await app.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      login_id: loginId,
      user_id: user.id,
      ip: request.ip,
      user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
      sso_provider: ssoProvider ?? null,
    })
    .execute();
  await audit(app.db, request, {
    action: 'login.success',
    entity: 'auth',
    entityId: user.id,
    after,
    actor: { id: user.id, name: user.full_name },
  });
  return {
    status: 'SUCCESS',
    message: MSG.loginSuccess,
    data: { token, uid: user.id, login_id: loginId, expires_at: expiresAt },
  };
}
