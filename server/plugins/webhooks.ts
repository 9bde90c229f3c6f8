/**
 * Webhook delivery (docs/webhooks.md): events wait in the outbox (`recordEvent`, written in the change's transaction);
 * every instance looks for due deliveries each WEBHOOK_POLL_MS and hands each endpoint with work to the job queue (kind
 * `webhook-delivery`), one job per endpoint at a time, so deliveries ride the same workers, leases and engines as every
 * other job. Retries are the deliveries' own (their `next_attempt_at`), so one endpoint's backoff never holds a worker.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { WebhookSender } from '../lib/webhooks/sender.js';

export const WEBHOOK_JOB = 'webhook-delivery';
const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: {
      sender: WebhookSender;
      /** Looks for due deliveries now and enqueues their endpoints (the timer calls it; tests and replays too). */
      dispatch(): Promise<void>;
    };
  }
}

export default fp(async function webhooks(app: FastifyInstance) {
  const config = app.config.webhooks;
  const sender = new WebhookSender(app.db, config, app.log);

  app.jobs.register<{ endpoint_id: number }>(WEBHOOK_JOB, {
    // the job only walks the queue; a delivery's failures are retried by its own row, not by re-running the job
    maxAttempts: 1,
    handler: async (ctx) => {
      let beats = 0;
      await sender.runEndpoint(ctx.payload.endpoint_id, () => ctx.report(++beats, beats + 1));
    },
  });

  let dispatching: Promise<void> | null = null;
  async function dispatchOnce() {
    for (const endpointId of await sender.dueEndpoints()) {
      const subject = `webhook:${endpointId}`;
      const queued = await app.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', WEBHOOK_JOB)
        .where('subject', '=', subject)
        .where('status', 'in', ['PENDING', 'PROCESSING'])
        .executeTakeFirst();
      if (!queued) await app.jobs.enqueue(WEBHOOK_JOB, { endpoint_id: endpointId }, { userId: null, subject });
    }
  }
  const dispatch = () => {
    // one look at a time per instance; two instances enqueueing the same endpoint at once is harmless (claims decide)
    dispatching ??= dispatchOnce()
      .catch((err) => app.log.warn({ err }, 'webhook dispatch failed'))
      .finally(() => {
        dispatching = null;
      });
    return dispatching;
  };
  app.decorate('webhooks', { sender, dispatch });

  app.retention.register('webhook-deliveries', async () => {
    const before = new Date(Date.now() - config.retentionDays * DAY_MS).toISOString();
    const res = await app.db
      .deleteFrom('webhook_deliveries')
      .where('status', 'in', ['DELIVERED', 'FAILED'])
      .where('updated_at', '<', before)
      .executeTakeFirst();
    await app.db
      .deleteFrom('webhook_events')
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('webhook_deliveries').select('id').whereRef('event_id', '=', 'webhook_events.id'))),
      )
      .execute();
    return Number(res.numDeletedRows);
  });

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (app.config.jobs.concurrency === 0) return; // an instance that only enqueues leaves delivery to the workers
    timer = setInterval(() => void dispatch(), config.pollMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await dispatching;
  });
});
