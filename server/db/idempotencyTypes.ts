/** Kysely table of idempotency keys (migration 0096), merged into `Database`. */
import type { Generated } from 'kysely';

export interface IdempotencyKeyTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  method: string;
  url: string;
  /** SHA-256 (hex) of method, URL and body (or, for a streamed body, its type and length). */
  request_hash: string;
  /** 0 while the first request runs, 1 once its answer is stored. */
  completed: Generated<number>;
  status_code: number | null;
  /** The answer's headers a replay repeats (content type, Location, tus offsets), as JSON. */
  response_headers: string | null;
  response_body: string | null;
  created_at: string;
}

declare module './types.js' {
  interface Database {
    idempotency_keys: IdempotencyKeyTable;
  }
}
