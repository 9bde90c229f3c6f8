/**
 * The outbox: an area calls `recordEvent` inside the transaction of the change it reports, so the event exists exactly
 * when the change does (a rolled-back transition leaves none) and nothing is lost between commit and delivery. One
 * delivery row per active endpoint subscribed to the type is written with it; the dispatcher (server/plugins/webhooks.ts)
 * hands them to the job queue after commit. With no endpoint subscribed, nothing is written.
 */
import type { Kysely, Selectable } from 'kysely';
import type { JobTable } from '../../db/jobTypes.js';
import type { WebhookEventType } from '../../../domain/webhooks.js';
import type { Database } from '../../db/types.js';
import '../../db/webhookTypes.js';

export interface WebhookRecord {
  /** The record's kind in the API's words: quotation, claim, wso, inspection, deliverable, cop, export. */
  type: string;
  id: number;
}

/** Endpoints (active, subscribed to `type`) read per call: a handful of rows, and always the committed truth. */
async function subscribers(db: Kysely<Database>, type: string): Promise<number[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  return rows.filter((r) => (JSON.parse(r.events) as string[]).includes(type)).map((r) => r.id);
}

/** Writes the event and its deliveries in the caller's transaction; answers the event id (null when nobody listens). */
export async function recordEvent(
  trx: Kysely<Database>,
  type: WebhookEventType,
  record: WebhookRecord,
  data: Record<string, unknown>,
): Promise<number | null> {
  const endpoints = await subscribers(trx, type);
  if (!endpoints.length) return null;
  return writeEvent(trx, type, record, data, endpoints);
}

/** The event row and one PENDING delivery per endpoint, due now. */
export async function writeEvent(
  db: Kysely<Database>,
  type: string,
  record: WebhookRecord,
  data: Record<string, unknown>,
  endpoints: number[],
): Promise<number> {
  const now = new Date().toISOString();
  const event = await db
    .insertInto('webhook_events')
    .values({ type, record_type: record.type, record_id: record.id, payload: JSON.stringify(data), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webhook_deliveries')
    .values(
      endpoints.map((endpoint_id) => ({
        endpoint_id,
        event_id: event.id,
        record_key: `${record.type}:${record.id}`,
        status: 'PENDING' as const,
        last_error: null,
        last_status_code: null,
        next_attempt_at: now,
        locked_until: null,
        replay_of: null,
        created_at: now,
        updated_at: now,
        delivered_at: null,
      })),
    )
    .execute();
  return event.id;
}

/** `export.finished`, written with the export job's SUCCESS (`JobKind.succeeded`): which export, its file, its owner. */
export const exportFinished = (trx: Kysely<Database>, row: Selectable<JobTable>) =>
  recordEvent(
    trx,
    'export.finished',
    { type: 'export', id: row.id },
    { kind: row.kind, module: row.subject, file_name: row.result_name, user_id: row.user_id },
  );
