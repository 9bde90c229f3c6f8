import type { Db } from '../../db/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/** How long the step between the password and the session lasts (enrolling included). */
export const CHALLENGE_TTL_MS = 10 * 60_000;

export type ChallengePurpose = 'verify' | 'enrol';

export interface Challenge {
  id: number;
  user_id: number;
  purpose: ChallengePurpose;
}

/** A sign-in challenge after the right password: no session yet, only the token that lets the second step go on. */
export async function createChallenge(db: Db, userId: number, purpose: ChallengePurpose, ip: string) {
  const token = newToken();
  const now = Date.now();
  const expiresAt = new Date(now + CHALLENGE_TTL_MS).toISOString();
  await db
    .insertInto('sign_in_challenges')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      ip,
      expires_at: expiresAt,
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** The live challenge of this token and purpose (unused, not expired), or undefined. */
export async function findChallenge(db: Db, token: string, purpose: ChallengePurpose): Promise<Challenge | undefined> {
  return db
    .selectFrom('sign_in_challenges')
    .select(['id', 'user_id', 'purpose'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
}

/** Spends the challenge: true for the one request whose update finds it unused. */
export async function spendChallenge(db: Db, id: number): Promise<boolean> {
  const row = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Challenges that can no longer be used: dropped with the throttle's hourly purge. */
export async function purgeChallenges(db: Db): Promise<void> {
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
  await db.deleteFrom('sign_in_challenges').where('expires_at', '<', dayAgo).execute();
}
