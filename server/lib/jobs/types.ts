/** The background-job interface every area uses (issue 12); the engines behind it are in this folder. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/types.js';
import type { JobTable } from '../../db/jobTypes.js';

export type JobRow = Selectable<JobTable>;

/** What a handler leaves behind: a stored file the owner downloads through /api/download. */
export interface JobResult {
  bucket: string;
  key: string;
  name: string;
}

export interface JobContext<P = unknown> {
  id: number;
  userId: number | null;
  payload: P;
  attempt: number;
  /**
   * Records progress and renews the job's lease. Throws JobCancelled when the job was deleted or taken over meanwhile
   * (the owner cancelled it, or another instance retried it after this one was thought dead): stop and clean up.
   */
  report(done: number, total: number): Promise<void>;
}

export type JobHandler<P = unknown> = (ctx: JobContext<P>) => Promise<JobResult | void>;

/** The notification a job's owner gets when it ends (SUCCESS, or FAILED for good). */
export interface JobNotice {
  type: 'important' | 'others';
  title: string;
  description?: string | null;
  url?: string | null;
}

export interface JobKind<P = unknown> {
  handler: JobHandler<P>;
  notice?: (row: JobRow) => JobNotice;
  /** Attempts before the job is FAILED for good (the first run included). */
  maxAttempts?: number;
  /** More writes of the job's success, in the transaction that marks it SUCCESS (an outbox event). */
  succeeded?: (trx: Kysely<Database>, row: JobRow) => Promise<unknown>;
  /** Stored files the job keeps besides its result (an import's report): removed with the job (retention, cancel). */
  files?: (row: JobRow) => { bucket: string; key: string }[];
  /** Why a FAILED job of this kind cannot simply run again (an import's file is gone after its run); null when it can. */
  notRetryable?: (row: JobRow) => string | null;
}

export interface EnqueueOptions {
  userId: number | null;
  /** What the job is about (an export's module), for the owner's filtered list. */
  subject?: string | null;
  maxAttempts?: number;
}

export interface Jobs {
  register<P>(kind: string, def: JobKind<P>): void;
  enqueue<P>(kind: string, payload: P, opts: EnqueueOptions): Promise<JobRow>;
  /**
   * A FAILED job runs again with fresh attempts; false when it is not FAILED (gone, or already retried), the kind's
   * reason when it cannot run again.
   */
  retry(id: number): Promise<boolean | { refused: string }>;
  /** Deletes the job (a running one stops at its next progress report), its result file and its kind's other files. */
  remove(id: number): Promise<void>;
  /** Resolves when no job this instance runs is in progress (tests, shutdown). */
  idle(): Promise<void>;
}

/** The engine that delivers job ids to this instance's workers. */
export interface JobEngine {
  readonly name: 'sqlite' | 'pg-boss';
  /** `run` answers when the job is due again (a failed run with attempts left), or null when it is over. */
  start(run: (id: number) => Promise<string | null>): Promise<void>;
  /** A job is waiting (new, or retried at `at`): deliver it then (polled on SQLite; sent through pg-boss on PostgreSQL). */
  announce(id: number, at?: string): Promise<void>;
  stop(): Promise<void>;
  /** Started, not stopped, and its timer ticked lately (the readiness check's "job worker alive"). */
  alive(): boolean;
}

/** A worker whose timer has not ticked for three periods (and a few seconds of an event loop busy elsewhere) is stuck. */
export const tickedLately = (lastTick: number, periodMs: number, now = Date.now()) =>
  now - lastTick < 3 * periodMs + 5000;

export class JobCancelled extends Error {
  constructor() {
    super('The job was cancelled.');
  }
}

/** Seconds to wait before attempt n+1 (n ≥ 1): base, 4 × base, 16 × base … (5 s, 20 s, 80 s by default), at most 10 minutes. */
export const retryDelaySeconds = (attempt: number, baseSeconds = 5) =>
  Math.min(600, baseSeconds * 4 ** Math.max(0, attempt - 1));
