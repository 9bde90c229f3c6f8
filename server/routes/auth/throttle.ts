import type { LoginRateLimit } from '../../config.js';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/columns.js';
import {
  clearAttempts,
  NO_HARD_LIMIT,
  purgeAttempts,
  releaseAttempt,
  reserveAttempt,
  waitMs,
  type AttemptRule,
} from '../../lib/rateLimit.js';

/** An IP an account signed in from within this long is "known": the account-wide slow-down does not apply there. */
export const KNOWN_IP_DAYS = 30;

interface Key {
  bucket: string;
  rule: AttemptRule;
  /** The (account, IP) key starts afresh on the right password; the others only get that attempt back. */
  pair?: true;
}
export type Admission = { admitted: true; keys: Key[] } | { admitted: false; retryAfterSeconds: number };

/**
 * The sign-in policy (README, Security): an attempt must pass every key that applies to it, each counted in the
 * database before the password is checked —
 * - (account, client IP): `max` attempts, then none until the pair has been quiet for the window;
 * - from an IP the account has not signed in from recently, two keys that slow down but never lock, each admitting
 *   its free attempts and then making each further attempt wait twice as long as the one before (from `delayMs` up to
 *   `delayCapMs`):
 *   - the client IP across accounts (spraying), `ipMax` free attempts — a school behind one address is slowed down by
 *     a sprayer among it, and its users who signed in from there before are not slowed at all;
 *   - the account, `accountMax` free attempts — a stranger slows the account down but cannot lock its owner out of a
 *     known IP.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: LoginRateLimit,
  ) {}

  private keys(email: string, ip: string, knownIp: boolean): Key[] {
    const { max, windowMs, ipMax, accountMax, delayMs, delayCapMs } = this.limits;
    const pair: Key = { bucket: `signin:${email}|${ip}`, rule: { max, windowMs }, pair: true };
    if (knownIp) return [pair];
    const slowDown = (free: number) => ({ max: NO_HARD_LIMIT, free, delayMs, delayCapMs, windowMs });
    // The IP first: a sprayer it refuses leaves no row on the accounts it named.
    return [
      { bucket: `signin-ip:${ip}`, rule: slowDown(ipMax) },
      { bucket: `signin-account:${email}`, rule: slowDown(accountMax) },
      pair,
    ];
  }

  /** Reserves a sign-in attempt (or any other check of the account's password) before the password is checked. */
  admitSignIn(email: string, ip: string, knownIp: boolean): Promise<Admission> {
    return this.admit(this.keys(email, ip, knownIp));
  }

  /** Whether the account signed in from this IP within KNOWN_IP_DAYS. */
  async isKnownIp(userId: number, ip: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('login_known_ips')
      .select('ip')
      .where('user_id', '=', userId)
      .where('ip', '=', ip)
      .where('last_success_at', '>=', SignInThrottle.knownSince())
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Every reset request counts (it sends e-mail), per IP and per e-mail. */
  admitResetRequest(email: string, ip: string): Promise<Admission> {
    const rule = { max: this.limits.max, windowMs: this.limits.windowMs };
    return this.admit([
      { bucket: `reset-ip:${ip}`, rule },
      { bucket: `reset-email:${email}`, rule },
    ]);
  }

  /** Reserves on each key in turn; a refusal gives back what the earlier keys counted, so a refused attempt costs nothing. */
  private async admit(keys: Key[]): Promise<Admission> {
    const now = Date.now();
    for (let i = 0; i < keys.length; i++) {
      if (await reserveAttempt(this.db, keys[i].bucket, keys[i].rule, now)) continue;
      for (const earlier of keys.slice(0, i)) await releaseAttempt(this.db, earlier.bucket);
      // No `now`: waitMs reads the clock after the row, which a parallel attempt may just have stamped.
      const wait = await waitMs(this.db, keys[i].bucket, keys[i].rule);
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    }
    return { admitted: true, keys };
  }

  /** The right password: the (account, IP) key starts afresh, the other keys get this attempt back, and the IP becomes known. */
  async succeeded(admission: Admission & { admitted: true }, userId: number, ip: string): Promise<void> {
    for (const key of admission.keys)
      await (key.pair ? clearAttempts(this.db, key.bucket) : releaseAttempt(this.db, key.bucket));
    const now = nowIso();
    await this.db
      .insertInto('login_known_ips')
      .values({ user_id: userId, ip, last_success_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'ip']).doUpdateSet({ last_success_at: now }))
      .execute();
  }

  static knownSince(): string {
    return new Date(Date.now() - KNOWN_IP_DAYS * 86_400_000).toISOString();
  }

  async purge(): Promise<void> {
    await purgeAttempts(this.db, this.limits.windowMs);
    await this.db.deleteFrom('login_known_ips').where('last_success_at', '<', SignInThrottle.knownSince()).execute();
  }
}
