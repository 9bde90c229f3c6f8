/**
 * Delivers an endpoint's due deliveries in outbox order. A record's later event waits while an earlier one to the same
 * endpoint is still PENDING or SENDING (a failure waiting for its retry holds the record's queue), so a receiver sees
 * each record's changes in order; events of other records go on. A delivery that ran out of attempts (FAILED) no longer
 * holds the record: an administrator replays it. Claims are conditional updates, so two workers on one endpoint never
 * send the same delivery, and a worker that died leaves its claim to expire (`locked_until`).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { webhookRetryDelayMs } from '../../../domain/webhooks.js';
import type { WebhooksConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { WebhookDeliveryTable } from '../../db/webhookTypes.js';
import { signPayload } from './signature.js';

export type DeliveryRow = Selectable<WebhookDeliveryTable>;

const iso = (ms: number) => new Date(ms).toISOString();
const BATCH = 50;
/** Rounds of one run before it hands back to the queue (the dispatcher enqueues the endpoint again if work remains). */
const ROUNDS = 20;

export interface SendOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

export class WebhookSender {
  constructor(
    private readonly db: Db,
    private readonly config: WebhooksConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get lockMs() {
    return this.config.timeoutMs * 2 + 5000;
  }

  /** Endpoints (active) with a delivery due now, or one whose worker's claim expired. */
  async dueEndpoints(): Promise<number[]> {
    const now = iso(Date.now());
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
      .select('webhook_deliveries.endpoint_id')
      .distinct()
      .where('webhook_endpoints.active', '=', 1)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('webhook_deliveries.status', '=', 'PENDING'),
            eb('webhook_deliveries.next_attempt_at', '<=', now),
          ]),
          eb.and([eb('webhook_deliveries.status', '=', 'SENDING'), eb('webhook_deliveries.locked_until', '<', now)]),
        ]),
      )
      .limit(100)
      .execute();
    return rows.map((r) => r.endpoint_id);
  }

  /** Due deliveries of one endpoint no earlier delivery of the same record holds back, in outbox order. */
  private due(endpointId: number) {
    const now = iso(Date.now());
    return this.db
      .selectFrom('webhook_deliveries as d')
      .selectAll('d')
      .where('d.endpoint_id', '=', endpointId)
      .where((eb) =>
        eb.or([
          eb.and([eb('d.status', '=', 'PENDING'), eb('d.next_attempt_at', '<=', now)]),
          eb.and([eb('d.status', '=', 'SENDING'), eb('d.locked_until', '<', now)]),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('webhook_deliveries as e')
              .select('e.id')
              .whereRef('e.endpoint_id', '=', 'd.endpoint_id')
              .whereRef('e.record_key', '=', 'd.record_key')
              .whereRef('e.event_id', '<', 'd.event_id')
              .where('e.status', 'in', ['PENDING', 'SENDING']),
          ),
        ),
      )
      .orderBy('d.event_id')
      .orderBy('d.id')
      .limit(BATCH)
      .execute();
  }

  /**
   * Works through the endpoint's queue until nothing is due; `beat` renews the job's lease between rounds. Answers how
   * many deliveries were attempted.
   */
  async runEndpoint(endpointId: number, beat: () => Promise<void> = async () => undefined): Promise<number> {
    let attempted = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const endpoint = await this.db
        .selectFrom('webhook_endpoints')
        .select(['id', 'url', 'secret', 'active'])
        .where('id', '=', endpointId)
        .executeTakeFirst();
      if (!endpoint?.active) return attempted;
      const rows = await this.due(endpointId);
      if (!rows.length) return attempted;
      const held = new Set<string>();
      for (const row of rows) {
        if (held.has(row.record_key)) continue;
        const outcome = await this.attempt(row, endpoint);
        if (outcome === null || !outcome.ok) held.add(row.record_key);
        if (outcome) attempted++;
      }
      await beat();
    }
    return attempted;
  }

  /** Claims and sends one delivery; null when another worker holds it. `maxAttempts` 1 makes a one-shot (the ping). */
  async attempt(
    row: DeliveryRow,
    endpoint: { url: string; secret: string },
    maxAttempts = this.config.maxAttempts,
  ): Promise<SendOutcome | null> {
    const now = Date.now();
    const claimed = await this.db
      .updateTable('webhook_deliveries')
      .set({
        status: 'SENDING',
        locked_until: iso(now + this.lockMs),
        attempts: sql`attempts + 1`,
        updated_at: iso(now),
      })
      .where('id', '=', row.id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'PENDING'),
          eb.and([eb('status', '=', 'SENDING'), eb('locked_until', '<', iso(now))]),
        ]),
      )
      .executeTakeFirst();
    if (!Number(claimed.numUpdatedRows)) return null;
    const attempts = row.attempts + 1;
    const outcome = await this.send(row, endpoint);
    const done = Date.now();
    const last = !outcome.ok && attempts >= maxAttempts;
    await this.db
      .updateTable('webhook_deliveries')
      .set({
        status: outcome.ok ? 'DELIVERED' : last ? 'FAILED' : 'PENDING',
        last_status_code: outcome.statusCode,
        last_error: outcome.error,
        locked_until: null,
        next_attempt_at:
          outcome.ok || last ? iso(done) : iso(done + webhookRetryDelayMs(attempts, this.config.retryMs)),
        delivered_at: outcome.ok ? iso(done) : null,
        updated_at: iso(done),
      })
      .where('id', '=', row.id)
      .execute();
    if (last)
      this.log.warn(
        { delivery: row.id, endpoint: row.endpoint_id, attempts, reason: outcome.error },
        'webhook delivery failed for good',
      );
    return outcome;
  }

  /** The body every receiver gets, built from the event row (the same bytes on every attempt of it). */
  async body(eventId: number): Promise<{ type: string; body: string }> {
    const e = await this.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({
      id: e.id,
      type: e.type,
      created_at: e.created_at,
      record: { type: e.record_type, id: e.record_id },
      data: JSON.parse(e.payload),
    });
    return { type: e.type, body };
  }

  /** One POST: 2xx is delivered; anything else, a redirect included (never followed), a timeout or a refused connection fails. */
  private async send(row: DeliveryRow, endpoint: { url: string; secret: string }): Promise<SendOutcome> {
    try {
      const { type, body } = await this.body(row.event_id);
      const timestamp = Math.floor(Date.now() / 1000);
      const res = await fetch(endpoint.url, {
        method: 'POST',
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Caretaker-Webhooks/1',
          'x-caretaker-event': type,
          'x-caretaker-delivery': String(row.id),
          'x-caretaker-timestamp': String(timestamp),
          'x-caretaker-signature': signPayload(endpoint.secret, timestamp, body),
        },
      });
      // the receiver's answer is not kept: only its status matters, and its body could be anything
      await res.body?.cancel().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return { ok: true, statusCode: res.status, error: null };
      return { ok: false, statusCode: res.status, error: `The receiver answered HTTP ${res.status}.` };
    } catch (err) {
      return { ok: false, statusCode: null, error: reasonOf(err, this.config.timeoutMs) };
    }
  }
}

/** A sentence for the log an administrator reads: the network's reason, never the URL's credentials or the secret. */
function reasonOf(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `No answer within ${timeoutMs} ms.`;
  const code = e?.cause?.code;
  if (code) return `Could not connect (${code}).`;
  return `Could not deliver: ${e?.cause?.message ?? e?.message ?? String(err)}`.slice(0, 500);
}
