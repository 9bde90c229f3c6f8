/**
 * Deactivating a user (by an administrator, or by the directory through SCIM) and reactivating them. The user's row
 * stays — quotations, inspections and audit entries name them — but, in the one transaction that marks them:
 * their sessions end, the key of what their devices keep offline is forgotten, their API tokens are revoked (a
 * reactivated user's integrations need new tokens: a credential is never revived), a sign-in waiting for its second factor and any unused reset link are spent. The auth plugin
 * also refuses a deactivated user's session, ticket and token on its own, and jobs acting for them stop.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { audit } from '../../lib/audit.js';
import { revokeSessions } from '../../lib/sessions.js';
import { clearOfflineKey } from './offlineKey.js';

type Trx = Transaction<Database> | Kysely<Database>;

/**
 * Sets the user's state; answers whether anything changed (deactivating a deactivated user is not an error, and
 * not audited twice). The caller has checked the user exists and is not the actor.
 */
export async function setUserActive(trx: Trx, request: FastifyRequest, id: number, active: boolean): Promise<boolean> {
  const now = new Date().toISOString();
  const changed = await trx
    .updateTable('users')
    .set({ deactivated_at: active ? null : now, updated_at: now })
    .where('id', '=', id)
    .where('deactivated_at', active ? 'is not' : 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!changed) return false;
  if (!active) {
    await revokeSessions(trx, id, { now });
    await clearOfflineKey(trx, id);
    await trx
      .updateTable('api_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx.deleteFrom('sign_in_challenges').where('user_id', '=', id).execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', id)
      .where('used_at', 'is', null)
      .execute();
  }
  await audit(trx, request, {
    action: active ? 'user.reactivate' : 'user.deactivate',
    entity: 'user',
    entityId: id,
    before: { active: !active },
    after: { active },
  });
  return true;
}
