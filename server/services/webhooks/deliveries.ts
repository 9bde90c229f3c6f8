/**
 * The delivery log an administrator reads (newest first, with attempts and the last error), the replay of one delivery
 * (a new delivery of the same event, so the log keeps what happened the first time) and the test ping (sent at once,
 * once, so the screen can say whether the receiver answered).
 */
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_PING, type WebhookDeliveryStatus } from '../../../domain/webhooks.js';
import type { Db } from '../../db/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { writeEvent } from '../../lib/webhooks/outbox.js';
import { findEndpoint } from './endpoints.js';

function deliveries(db: Db) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.endpoint_id',
      'd.event_id',
      'e.type as event_type',
      'e.record_type',
      'e.record_id',
      'd.status',
      'd.attempts',
      'd.last_status_code',
      'd.last_error',
      'd.next_attempt_at',
      'd.delivered_at',
      'd.replay_of',
      'd.created_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof deliveries>['execute']>>[number];

const present = ({ record_type, record_id, ...d }: Row) => ({
  ...d,
  record: { type: record_type, id: record_id },
  // only a delivery still to be tried has a next attempt
  next_attempt_at: d.status === 'PENDING' ? d.next_attempt_at : null,
});

export async function listDeliveries(
  db: Db,
  endpointId: number,
  q: { status?: WebhookDeliveryStatus; limit?: number },
) {
  await findEndpoint(db, endpointId);
  let query = deliveries(db).where('d.endpoint_id', '=', endpointId);
  if (q.status) query = query.where('d.status', '=', q.status);
  const rows = await query
    .orderBy('d.id', 'desc')
    .limit(q.limit ?? 100)
    .execute();
  return rows.map(present);
}

export async function oneDelivery(db: Db, id: number) {
  const row = await deliveries(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Webhook delivery not found.');
  return present(row);
}

/** A new PENDING delivery of the same event to the same endpoint, due now. */
export async function replayDelivery(app: FastifyInstance, id: number) {
  const original = await app.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  if (!original) throw notFound('Webhook delivery not found.');
  if (original.status === 'PENDING' || original.status === 'SENDING')
    throw conflict('This delivery is still being sent; replay it once it is delivered or failed.');
  const now = new Date().toISOString();
  const row = await app.db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: original.endpoint_id,
      event_id: original.event_id,
      record_key: original.record_key,
      status: 'PENDING',
      last_error: null,
      last_status_code: null,
      next_attempt_at: now,
      locked_until: null,
      replay_of: original.id,
      created_at: now,
      updated_at: now,
      delivered_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  void app.webhooks.dispatch();
  return oneDelivery(app.db, row.id);
}

/** A `ping` event to this endpoint only, sent now and once (no retries): the answer says what the receiver did. */
export async function pingEndpoint(app: FastifyInstance, endpointId: number, userId: number) {
  const endpoint = await findEndpoint(app.db, endpointId);
  const eventId = await writeEvent(
    app.db,
    WEBHOOK_PING,
    { type: 'webhook_endpoint', id: endpointId },
    { message: 'A test delivery from Caretaker.', sent_by: userId },
    [endpointId],
  );
  const row = await app.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  await app.webhooks.sender.attempt(row, endpoint, 1);
  return oneDelivery(app.db, row.id);
}
