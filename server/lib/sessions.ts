import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../db/index.js';
import type { Database } from '../db/types.js';

/**
 * Signs a user out everywhere (all sessions but `keep`, the one making the change when it is their own): after a
 * password reset or change, or when an administrator changes their password or role — whoever held a session under
 * the old password or rights loses it.
 */
export async function revokeSessions(
  db: Db | Transaction<Database> | Kysely<Database>,
  userId: number,
  opts: { keep?: number; now?: string } = {},
): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: opts.now ?? new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (opts.keep !== undefined) q = q.where('id', '!=', opts.keep);
  await q.execute();
}

/** The cluster bus topic that tells every instance a user's sessions ended (their open event streams end too). */
export const SESSIONS_ENDED = 'sessions-ended';

/** Announces, once the change has committed, that `userId`'s sessions ended: their open event streams close at once. */
export function announceSessionsEnded(app: FastifyInstance, userId: number): void {
  app.clusterBus
    .publish(SESSIONS_ENDED, { userId })
    .catch((err: unknown) => app.log.error({ err, userId }, 'ended sessions not announced'));
}
