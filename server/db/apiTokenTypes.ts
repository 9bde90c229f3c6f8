/** Kysely table of service accounts' API tokens (migration 0070), merged into `Database`. */
import type { Generated } from 'kysely';

export interface ApiTokenTable {
  id: Generated<number>;
  /** The service account: the token acts as this user. */
  user_id: number;
  name: string;
  /** The public part of the token (`ctk_<lookup_id>_<secret>`) that finds its row. */
  lookup_id: string;
  /** SHA-256 (hex) of the whole token; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: number | null;
  created_by: number | null;
  created_at: string;
  /** The rate limit's fixed window: when the current minute began (epoch ms; bigint, read through Number()). */
  window_started_ms: Generated<number | string>;
  window_count: Generated<number>;
}

declare module './types.js' {
  interface Database {
    api_tokens: ApiTokenTable;
  }
}
