/**
 * The `jobs` rows both engines share. A run holds the row by its lease (owner + time); every write of a run is
 * conditional on still holding it, so a job deleted by its owner, or taken over by another instance after this one
 * was thought dead, ends the stale run at its next step instead of overwriting the live one.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Db } from '../../db/index.js';
import { retryDelaySeconds, type JobResult, type JobRow } from './types.js';

const iso = (ms: number) => new Date(ms).toISOString();

export class JobStore {
  constructor(
    private readonly db: Db,
    /** How long a run holds its job without reporting before another worker may take it over. */
    readonly leaseMs: number,
    readonly owner: string,
    private readonly retryBaseSeconds = 5,
  ) {}

  async insert(kind: string, payload: unknown, userId: number | null, subject: string | null, maxAttempts: number) {
    const now = iso(Date.now());
    return this.db
      .insertInto('jobs')
      .values({
        kind,
        subject,
        payload: JSON.stringify(payload ?? null),
        user_id: userId,
        status: 'PENDING',
        max_attempts: maxAttempts,
        run_after: now,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Takes the job for a run: a PENDING one, or a PROCESSING one whose lease ran out (its worker died). Answers the row
   * after the claim, or null when the job is gone, done, or held by a live run.
   */
  async claim(id: number): Promise<JobRow | null> {
    const now = Date.now();
    const res = await this.db
      .updateTable('jobs')
      .set({
        status: 'PROCESSING',
        attempts: sql`attempts + 1`,
        lease_owner: this.owner,
        lease_until: iso(now + this.leaseMs),
        updated_at: iso(now),
      })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'PENDING'),
          eb.and([eb('status', '=', 'PROCESSING'), eb('lease_until', '<', iso(now))]),
        ]),
      )
      .executeTakeFirst();
    if (!Number(res.numUpdatedRows)) return null;
    return (await this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  }

  /** Ids a poller may claim now: due PENDING jobs and runs whose lease expired, oldest first. */
  async claimable(limit: number): Promise<number[]> {
    const now = iso(Date.now());
    const rows = await this.db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'PENDING'), eb('run_after', '<=', now)]),
          eb.and([eb('status', '=', 'PROCESSING'), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Runs whose worker died (lease expired), and PENDING jobs nobody picked up for `lostAfterMs` (pg-boss sweeper). */
  async stranded(lostAfterMs: number): Promise<number[]> {
    const now = Date.now();
    const rows = await this.db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'PROCESSING'), eb('lease_until', '<', iso(now))]),
          eb.and([eb('status', '=', 'PENDING'), eb('updated_at', '<', iso(now - lostAfterMs))]),
        ]),
      )
      .orderBy('id')
      .limit(20)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Progress, renewing the lease; false when the run no longer holds the job. */
  async progress(id: number, done: number, total: number): Promise<boolean> {
    const now = Date.now();
    const res = await this.db
      .updateTable('jobs')
      .set({ progress_done: done, progress_total: total, lease_until: iso(now + this.leaseMs), updated_at: iso(now) })
      .where('id', '=', id)
      .where('status', '=', 'PROCESSING')
      .where('lease_owner', '=', this.owner)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** `alsoWrite` records more of the success in its transaction (a webhook's outbox event), only when the run still held it. */
  async succeed(
    id: number,
    result: JobResult | void,
    alsoWrite?: (trx: Kysely<Database>, row: JobRow) => Promise<unknown>,
  ): Promise<JobRow | null> {
    const now = iso(Date.now());
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('jobs')
        .set({
          status: 'SUCCESS',
          progress_done: sql`progress_total`,
          result_bucket: result?.bucket ?? null,
          result_key: result?.key ?? null,
          result_name: result?.name ?? null,
          error: null,
          lease_owner: null,
          lease_until: null,
          updated_at: now,
          finished_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'PROCESSING')
        .where('lease_owner', '=', this.owner)
        .executeTakeFirst();
      if (!Number(res.numUpdatedRows)) return null;
      const row = (await trx.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
      if (row && alsoWrite) await alsoWrite(trx, row);
      return row;
    });
  }

  /** A failed run: PENDING again after the back-off while attempts remain, else FAILED with the reason. */
  async fail(id: number, message: string): Promise<JobRow | null> {
    const row = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .where('lease_owner', '=', this.owner)
      .where('status', '=', 'PROCESSING')
      .executeTakeFirst();
    if (!row) return null;
    const now = Date.now();
    const last = row.attempts >= row.max_attempts;
    const runAfter = iso(now + retryDelaySeconds(row.attempts, this.retryBaseSeconds) * 1000);
    await this.db
      .updateTable('jobs')
      .set({
        status: last ? 'FAILED' : 'PENDING',
        run_after: runAfter,
        error: message.slice(0, 2000),
        lease_owner: null,
        lease_until: null,
        updated_at: iso(now),
        finished_at: last ? iso(now) : null,
      })
      .where('id', '=', id)
      .where('lease_owner', '=', this.owner)
      .execute();
    return {
      ...row,
      status: last ? 'FAILED' : 'PENDING',
      error: message,
      run_after: runAfter,
    };
  }

  /** A job whose runs kept dying (lease expired with no attempts left) is failed instead of run again. */
  async giveUp(row: JobRow): Promise<JobRow> {
    const now = iso(Date.now());
    const error = row.error ?? 'The job was interrupted too many times.';
    await this.db
      .updateTable('jobs')
      .set({ status: 'FAILED', error, lease_owner: null, lease_until: null, updated_at: now, finished_at: now })
      .where('id', '=', row.id)
      .where('lease_owner', '=', this.owner)
      .execute();
    return { ...row, status: 'FAILED', error };
  }

  /** A FAILED job PENDING again with fresh attempts (an administrator's retry); false when it is not FAILED. */
  async retry(id: number): Promise<boolean> {
    const now = iso(Date.now());
    const res = await this.db
      .updateTable('jobs')
      .set({
        status: 'PENDING',
        attempts: 0,
        error: null,
        run_after: now,
        progress_done: 0,
        finished_at: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'FAILED')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /**
   * Hands back the runs this instance still holds when it stops: their lease ends now, so another instance takes them
   * over at its next look instead of waiting for the lease to run out, and the interrupted attempt does not count.
   */
  async releaseAll(): Promise<number> {
    const res = await this.db
      .updateTable('jobs')
      .set({
        lease_owner: null,
        lease_until: iso(0),
        attempts: sql`case when attempts > 0 then attempts - 1 else 0 end`,
        updated_at: iso(Date.now()),
      })
      .where('status', '=', 'PROCESSING')
      .where('lease_owner', '=', this.owner)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  find(id: number) {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async delete(id: number) {
    await this.db.deleteFrom('jobs').where('id', '=', id).execute();
  }
}
