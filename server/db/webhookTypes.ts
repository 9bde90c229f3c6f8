/** Kysely tables of webhooks (migration 0075), merged into `Database`. */
import type { Generated } from 'kysely';
import type { WebhookDeliveryStatus } from '../../domain/webhooks.js';

export interface WebhookEndpointTable {
  id: Generated<number>;
  url: string;
  description: string | null;
  /** Kept as given: it signs every delivery. Never answered after creation. */
  secret: string;
  /** JSON array of event types (domain/webhooks.ts). */
  events: string;
  active: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventTable {
  id: Generated<number>;
  type: string;
  record_type: string;
  record_id: number;
  /** JSON of the event's `data`. */
  payload: string;
  created_at: string;
}

export interface WebhookDeliveryTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: number;
  /** `record_type:record_id` of the event. */
  record_key: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  last_error: string | null;
  last_status_code: number | null;
  next_attempt_at: string;
  locked_until: string | null;
  replay_of: number | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

declare module './types.js' {
  interface Database {
    webhook_endpoints: WebhookEndpointTable;
    webhook_events: WebhookEventTable;
    webhook_deliveries: WebhookDeliveryTable;
  }
}
