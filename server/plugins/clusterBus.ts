/**
 * Messages every server instance must hear (README "Running more than one server"): a notification raised on one
 * reaches the event streams open on another, a role's permissions changed on one are re-read by all, a job's progress
 * reaches its owner's browser wherever the job runs. On PostgreSQL through LISTEN/NOTIFY on a channel of the
 * instance's schema; on SQLite (one process) an in-process emitter. Publishers also hear their own messages.
 */
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'kysely';
import { isPostgres } from '../db/columns.js';

export type BusHandler = (payload: unknown) => void;

export interface ClusterBus {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe(topic: string, handler: BusHandler): void;
}

/** PostgreSQL caps a NOTIFY payload at 8000 bytes; publishers send less (ids instead of rows) above this. */
export const BUS_PAYLOAD_MAX = 7500;

/**
 * Heard on this instance alone when its LISTEN connection is back after a loss: what was published meanwhile never
 * arrived, so a subscriber that caches (role permissions) drops what it holds and reads afresh.
 */
export const BUS_RESUMED = 'bus-resumed';

declare module 'fastify' {
  interface FastifyInstance {
    clusterBus: ClusterBus;
  }
}

export default fp(async function clusterBus(app: FastifyInstance) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (topic: string, payload: unknown) => {
    try {
      local.emit(topic, payload);
    } catch (err) {
      app.log.error({ err, topic }, 'cluster bus handler failed');
    }
  };
  const subscribe = (topic: string, handler: BusHandler) => void local.on(topic, handler);

  if (!isPostgres(app.db) || !app.config.databaseUrl) {
    app.decorate('clusterBus', { publish: async (topic, payload) => deliver(topic, payload), subscribe });
    return;
  }

  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(app.db)).rows[0]?.s ?? 'public';
  const channel = `caretaker_${schema}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 63);
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closing = false;
  // A dropped connection (database restart, terminated backend) is re-opened, retrying with a growing pause while the
  // database is away; messages sent meanwhile are lost, which the stream's replay on reconnect (Last-Event-ID), the
  // lists' own reads and BUS_RESUMED (caches dropped) make up for.
  const reconnect = (delayMs: number) => {
    if (closing || retry) return;
    retry = setTimeout(() => {
      retry = null;
      listen().then(
        () => {
          app.log.info({ channel }, 'cluster bus listening again');
          deliver(BUS_RESUMED, null);
        },
        (err) => {
          app.log.warn({ err }, 'cluster bus: database not reachable, retrying');
          reconnect(Math.min(delayMs * 2, 10_000));
        },
      );
    }, delayMs);
    retry.unref();
  };
  const listen = async () => {
    const c = new pg.Client({ connectionString: app.config.databaseUrl });
    c.on('notification', (n) => {
      if (n.channel !== channel || !n.payload) return;
      try {
        const { topic, payload } = JSON.parse(n.payload) as { topic: string; payload: unknown };
        deliver(topic, payload);
      } catch (err) {
        app.log.error({ err }, 'cluster bus: unreadable message');
      }
    });
    c.on('error', (err) => app.log.warn({ err }, 'cluster bus connection lost'));
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      reconnect(250);
    });
    try {
      await c.connect();
      await c.query(`listen "${channel}"`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    client = c;
    if (closing) await c.end().catch(() => undefined);
  };
  await listen();

  app.decorate('clusterBus', {
    async publish(topic: string, payload: unknown) {
      const text = JSON.stringify({ topic, payload });
      await sql`select pg_notify(${channel}, ${text})`.execute(app.db);
    },
    subscribe,
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  });
});
