import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams, noBody } from '../../../schemas/common.js';
import { notFound } from '../../lib/errors.js';
import { SESSIONS_ENDED } from '../../lib/sessions.js';
import { STREAM_TICKET_TTL_SECONDS } from '../../lib/tickets.js';
import { toNotificationMessage, type NotificationMessage } from '../../plugins/notifications.js';
import { errorResponses, fileResponse, listOf, messageOnly, ok } from '../../lib/openapi/responses.js';
import { notificationMessage } from '../../lib/openapi/records.js';

const PING_MS = 25_000;
const RETRY_MS = 3000;
/** Open streams per user (tabs, devices); a new one beyond this closes that user's oldest. */
export const MAX_STREAMS_PER_USER = 5;

export default async function notificationRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  /** Every open stream, per user, oldest first: its close function and the session it was opened with. */
  const openStreams = new Map<number, { close: () => void; sessionId: number }[]>();
  /**
   * A stream lives only as long as its session: signed out, expired, or its user deactivated, it ends. Checked at
   * each ping, and at once for a user whose sessions were ended (`sessions-ended`, published after the change
   * committed, on every instance).
   */
  const sessionLive = async (sessionId: number) => {
    const row = await app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.revoked_at', 'sessions.expires_at', 'users.deactivated_at'])
      .where('sessions.id', '=', sessionId)
      .executeTakeFirst();
    return !!row && !row.revoked_at && !row.deactivated_at && row.expires_at > new Date().toISOString();
  };
  const recheck = (stream: { close: () => void; sessionId: number }) =>
    sessionLive(stream.sessionId)
      .then((live) => live || stream.close())
      .catch((err: unknown) => app.log.warn({ err }, 'stream session check failed'));
  app.clusterBus.subscribe(SESSIONS_ENDED, (payload) => {
    const userId = (payload as { userId?: number }).userId;
    for (const stream of (userId && openStreams.get(userId)) || []) void recheck(stream);
  });

  app.get(
    '/notifications/unread/all',
    {
      config: { auth: 'user' },
      schema: { tags: ['notifications'], summary: 'Unread notifications', response: ok(listOf(notificationMessage)) },
    },
    async (request) => {
      const user = app.requireUser(request);
      const rows = await app.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('read_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return { data: rows.map(toNotificationMessage) };
    },
  );

  app.get(
    '/notifications/markasread/single/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark a notification as read',
        params: idParams,
        response: ok(messageOnly),
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { id } = request.params;
      const res = await app.db
        .updateTable('notifications')
        .set({ read_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!Number(res.numUpdatedRows)) throw notFound();
      return { message: 'Notification marked as read.' };
    },
  );

  /** A one-time ticket for the event stream: EventSource cannot send the Authorization header, and the token stays out of URLs. */
  app.post(
    '/notifications/stream-ticket',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'A one-time ticket to open the notification stream',
        body: noBody,
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { ticket: { type: 'string' }, url: { type: 'string' }, expires_in: { type: 'integer' } },
                required: ['ticket', 'url', 'expires_in'],
              },
            },
            required: ['data'],
          },
        },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const ticket = await app.streamTickets.issue({ userId: user.id, sessionId: user.session_id });
      return {
        data: { ticket, url: `/api/notifications/stream?ticket=${ticket}`, expires_in: STREAM_TICKET_TTL_SECONDS },
      };
    },
  );

  /**
   * Server-sent events: `event: notification` with the notification for each new one of this user, a `: ping`
   * comment every 25 s, `retry: 3000`. After a reconnect (Last-Event-ID) the unread ones missed meanwhile are replayed.
   * Opened with a one-time `?ticket=` (or the bearer header); at most MAX_STREAMS_PER_USER per user.
   */
  app.get(
    '/notifications/stream',
    {
      config: { auth: 'user', ticket: 'stream' },
      schema: {
        tags: ['notifications'],
        querystring: {
          type: 'object',
          properties: { ticket: { type: 'string', maxLength: 200 }, last_event_id: { type: 'integer', minimum: 0 } },
          additionalProperties: true,
        },
        summary: 'Live notifications (server-sent events)',
        response: {
          ...fileResponse(
            ['text/event-stream'],
            'An endless event stream: `event: notification` per new notification, `event: task` per progress of a background job.',
          ),
          ...errorResponses(406),
        },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      // EventSource always asks for text/event-stream; anything else would hold a connection open it cannot read.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        return reply.code(406).send({ message: 'Open this stream with EventSource (Accept: text/event-stream).' });
      }
      const lastHeader = Number(request.headers['last-event-id']);
      const lastId =
        Number.isSafeInteger(lastHeader) && lastHeader > 0 ? lastHeader : (request.query.last_event_id ?? 0);
      const res = reply.raw;
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const send = (msg: NotificationMessage) => {
        res.write(`event: notification\nid: ${msg.id}\ndata: ${JSON.stringify(msg)}\n\n`);
      };
      // A background job's progress (issue 12): `event: task` with its id, status and counts, no id line (not replayed).
      const sendTask = (task: unknown) => {
        res.write(`event: task\ndata: ${JSON.stringify(task)}\n\n`);
      };
      const event = `user:${user.id}`;
      const taskEvent = `task:${user.id}`;
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        app.metrics.sseConnections.dec();
        clearInterval(ping);
        app.notificationBus.off(event, send);
        app.notificationBus.off(taskEvent, sendTask);
        app.notificationBus.off('close', end);
        const mine = openStreams.get(user.id)?.filter((c) => c !== stream) ?? [];
        if (mine.length) openStreams.set(user.id, mine);
        else openStreams.delete(user.id);
        res.end();
      };
      const end = () => close();
      const stream = { close, sessionId: user.session_id };
      const ping = setInterval(() => {
        res.write(': ping\n\n');
        void recheck(stream);
      }, PING_MS);
      app.metrics.sseConnections.inc();
      app.notificationBus.on(event, send);
      app.notificationBus.on(taskEvent, sendTask);
      app.notificationBus.on('close', end);
      const mine = [...(openStreams.get(user.id) ?? []), stream];
      openStreams.set(user.id, mine);
      if (mine.length > MAX_STREAMS_PER_USER) mine[0].close();
      request.raw.on('close', close);
      res.on('close', close);
      res.on('error', close);
      if (lastId > 0) {
        const missed = await app.db
          .selectFrom('notifications')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('id', '>', lastId)
          .where('read_at', 'is', null)
          .orderBy('id')
          .limit(100)
          .execute();
        if (!closed) for (const n of missed) send(toNotificationMessage(n));
      }
    },
  );
}
