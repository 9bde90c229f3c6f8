import type { Db } from '../../db/index.js';
import { clearAttempts, reserveAttempt, waitMs, type AttemptRule } from '../../lib/rateLimit.js';

/** Wrong codes a user may enter before the second step locks for the sign-in window (docs/two-factor.md). */
export const SECOND_STEP_MAX = 5;

/**
 * The second step's own throttle: one key per user, counted before a code is checked (at sign-in and when an enrolment
 * is confirmed); a right code clears it, a new password step does not.
 */
export class CodeThrottle {
  private readonly rule: AttemptRule;
  constructor(
    private readonly db: Db,
    windowMs: number,
  ) {
    this.rule = { max: SECOND_STEP_MAX, windowMs };
  }

  private bucket = (userId: number) => `second-factor:${userId}`;

  /** null when admitted; otherwise the seconds to wait (Retry-After). */
  async admit(userId: number): Promise<number | null> {
    if (await reserveAttempt(this.db, this.bucket(userId), this.rule)) return null;
    return Math.max(1, Math.ceil((await waitMs(this.db, this.bucket(userId), this.rule)) / 1000));
  }

  succeeded(userId: number): Promise<void> {
    return clearAttempts(this.db, this.bucket(userId));
  }
}
