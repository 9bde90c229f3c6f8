/** Kysely tables of background jobs and stream tickets (migration 0011), merged into `Database`. */
import type { Generated } from 'kysely';
import type { TaskStatus } from '../../domain/exports.js';

export interface JobTable {
  id: Generated<number>;
  kind: string;
  /** What the job is about, for filtering a user's jobs (an export's module). */
  subject: string | null;
  payload: string;
  user_id: number | null;
  status: TaskStatus;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_after: string;
  lease_owner: string | null;
  lease_until: string | null;
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  result_bucket: string | null;
  result_key: string | null;
  result_name: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface StreamTicketTable {
  ticket_hash: string;
  user_id: number;
  session_id: number;
  expires_at: string;
}

declare module './types.js' {
  interface Database {
    jobs: JobTable;
    stream_tickets: StreamTicketTable;
  }
}
