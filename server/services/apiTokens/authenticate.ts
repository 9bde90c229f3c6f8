/**
 * A request carrying an API token (`Authorization: Bearer ctk_…`): the token is checked against its stored hash,
 * refused when revoked or expired, and counted against its per-minute limit — in its own row, by one statement that
 * tests and counts, so every server process on the database shares the count. The sign-in throttle is not involved:
 * a token is 214 random bits, not a password someone could guess a few attempts at a time.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { lookupIdOf, matchesHash } from '../../lib/apiTokens.js';
import { MSG } from '../../../domain/messages.js';

export const API_TOKEN_MESSAGES = {
  revoked: 'This API token has been revoked.',
  expired: 'This API token has expired.',
  tooMany: 'Too many requests with this API token; try again in a minute.',
} as const;

/** The rate limit's window: a fixed minute from the first request after the previous one ended. */
export const RATE_WINDOW_MS = 60_000;

export type TokenCheck =
  | { ok: true; token: { id: number; name: string; userId: number }; firstInWindow: boolean }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

const big = (v: number) => sql<number>`cast(${Math.round(v)} as bigint)`;

export async function checkApiToken(
  db: Db,
  presented: string,
  perMinute: number,
  now = Date.now(),
): Promise<TokenCheck> {
  const refused = { ok: false, status: 401, message: MSG.unauthorized } as const;
  const lookupId = lookupIdOf(presented);
  if (!lookupId) return refused;
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'user_id', 'token_hash', 'expires_at', 'revoked_at'])
    .where('lookup_id', '=', lookupId)
    .executeTakeFirst();
  // A right lookup id with a wrong secret gets the same answer as an unknown token: it tells a guesser nothing.
  if (!row || !matchesHash(presented, row.token_hash)) return refused;
  if (row.revoked_at) return { ok: false, status: 401, message: API_TOKEN_MESSAGES.revoked };
  if (row.expires_at <= new Date(now).toISOString())
    return { ok: false, status: 401, message: API_TOKEN_MESSAGES.expired };

  // In an UPDATE's SET, the columns are the row before this statement (SQLite and PostgreSQL alike).
  const ended = sql<boolean>`window_started_ms <= ${big(now - RATE_WINDOW_MS)}`;
  const counted = await db
    .updateTable('api_tokens')
    .set({
      window_count: sql<number>`case when ${ended} then 1 else window_count + 1 end`,
      window_started_ms: sql<number>`case when ${ended} then ${big(now)} else window_started_ms end`,
      last_used_at: new Date(now).toISOString(),
    })
    .where('id', '=', row.id)
    .returning(['window_count', 'window_started_ms'])
    .executeTakeFirst();
  if (!counted) return refused; // deleted meanwhile (its user was)
  const count = Number(counted.window_count);
  if (count > perMinute) {
    const endsAt = Number(counted.window_started_ms) + RATE_WINDOW_MS;
    return {
      ok: false,
      status: 429,
      message: API_TOKEN_MESSAGES.tooMany,
      retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
    };
  }
  return { ok: true, token: { id: row.id, name: row.name, userId: row.user_id }, firstInWindow: count === 1 };
}
