import { sql } from 'kysely';
import type { Db } from '../db/index.js';

/**
 * Attempt counting in the database (table login_throttle, one row per key), shared by every server process on the
 * database and kept across restarts. An attempt is admitted by a single upsert that tests the key's rule and counts
 * the attempt in the same statement, so parallel requests cannot all pass a check made before any of them counted.
 */
export interface AttemptRule {
  /** Attempts admitted until the key has been quiet (no admitted attempt) for `windowMs`; then it starts afresh. */
  max: number;
  windowMs: number;
  /** Attempts admitted without waiting (default `max`); each further one waits twice as long as the one before. */
  free?: number;
  /** The wait after the first attempt past `free`, and the longest wait between two admitted attempts. */
  delayMs?: number;
  delayCapMs?: number;
}
/** A `max` for rules that only slow down (an integer column's range). */
export const NO_HARD_LIMIT = 2_147_483_647;

const big = (v: number) => sql`cast(${Math.round(v)} as bigint)`;

/** Admits one attempt on `bucket` and counts it, or refuses it without counting: true when admitted. */
export async function reserveAttempt(db: Db, bucket: string, rule: AttemptRule, now = Date.now()): Promise<boolean> {
  const free = rule.free ?? rule.max;
  const cap = rule.delayCapMs ?? 0;
  const first = Math.min(rule.delayMs ?? 0, cap);
  // In an upsert's SET and WHERE, login_throttle.* is the stored row before this statement (SQLite and PostgreSQL alike).
  const quiet = sql`login_throttle.last_at_ms <= ${big(now - rule.windowMs)}`;
  const attempts = sql`(case when ${quiet} then 1 else login_throttle.attempts + 1 end)`;
  const delay = sql`(case when ${attempts} <= ${free} then ${big(0)}
    when login_throttle.delay_ms = 0 then ${big(first)}
    when login_throttle.delay_ms * 2 >= ${big(cap)} then ${big(cap)}
    else login_throttle.delay_ms * 2 end)`;
  const { rows } = await sql<{ attempts: number }>`
    insert into login_throttle (bucket, attempts, last_at_ms, next_at_ms, delay_ms)
    values (${bucket}, 1, ${big(now)}, ${big(0)}, ${big(0)})
    on conflict (bucket) do update set
      attempts = ${attempts},
      last_at_ms = ${big(now)},
      delay_ms = ${delay},
      next_at_ms = (case when ${attempts} <= ${free} then ${big(0)} else ${big(now)} + ${delay} end)
    where ${quiet} or (login_throttle.attempts < ${rule.max} and login_throttle.next_at_ms <= ${big(now)})
    returning attempts`.execute(db);
  return rows.length > 0;
}

/** Gives back one admitted attempt (it turned out not to be a failure). */
export async function releaseAttempt(db: Db, bucket: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('bucket', '=', bucket)
    .where('attempts', '>', 0)
    .execute();
}

export async function clearAttempts(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('bucket', '=', bucket).execute();
}

/** How long until `bucket` admits an attempt again (0 when it would now). */
export async function waitMs(db: Db, bucket: string, rule: AttemptRule, at?: number): Promise<number> {
  const row = await db
    .selectFrom('login_throttle')
    .select(['attempts', 'last_at_ms', 'next_at_ms'])
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  // Read the clock after the row: a parallel attempt may have stamped it after this call began (the wait would overshoot).
  const now = at ?? Date.now();
  if (!row) return 0;
  const lastAt = Number(row.last_at_ms);
  if (lastAt <= now - rule.windowMs) return 0;
  const untilQuiet = row.attempts >= rule.max ? lastAt + rule.windowMs - now : 0;
  return Math.max(0, untilQuiet, Number(row.next_at_ms) - now);
}

/** Drops keys that have been quiet for a window and owe no wait: they would start afresh anyway. */
export async function purgeAttempts(db: Db, windowMs: number, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('last_at_ms', '<=', now - windowMs)
    .where('next_at_ms', '<=', now)
    .execute();
}
