import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { NotificationTable } from '../db/types.js';
import type { Selectable } from 'kysely';
import { BUS_PAYLOAD_MAX } from './clusterBus.js';

export type NotificationType = 'important' | 'login' | 'request' | 'others';

export interface NotifyInput {
  type: NotificationType;
  title: string;
  description?: string | null;
  url?: string | null;
  /** The id of the record the notification is about (the UI opens url + refId). */
  refId?: string | number | null;
}

/** The notification as the API and the event stream carry it. */
export interface NotificationMessage {
  id: number;
  data: {
    type: string;
    title: string;
    description: string | null;
    time: string;
    url: string | null;
    id: string | null;
  };
}

export const toNotificationMessage = (n: Selectable<NotificationTable>): NotificationMessage => ({
  id: n.id,
  data: { type: n.type, title: n.title, description: n.description, time: n.created_at, url: n.url, id: n.ref_id },
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores a notification for each user, pushes it to their open event streams and e-mails those who opted in. */
    notify(userIds: number[], input: NotifyInput): Promise<NotificationMessage[]>;
    /** In-process bus of this instance: `user:<id>` events carry a NotificationMessage, `task:<id>` a job's progress. */
    notificationBus: EventEmitter;
  }
}

/** Users who asked for e-mail: listed in a school organisation with send-e-mail on. */
async function optedIn(app: FastifyInstance, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const oms = await app.db
    .selectFrom('school_operation_managers')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('send_email', '=', 1)
    .execute();
  const mas = await app.db
    .selectFrom('school_assignments')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('is_send_email', '=', 1)
    .where('is_active', '=', 1)
    .execute();
  return new Set([...oms, ...mas].map((r) => r.user_id));
}

export default fp(async function notifications(app: FastifyInstance) {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  app.decorate('notificationBus', bus);
  const pendingMail = new Set<Promise<void>>();

  // Every instance pushes the notifications raised anywhere to the streams open on it (small batches travel whole,
  // larger ones as ids read back here).
  const emitAll = (messages: (NotificationMessage & { user_id: number })[]) => {
    for (const { user_id, ...msg } of messages) bus.emit(`user:${user_id}`, msg);
  };
  app.clusterBus.subscribe('notifications', (payload) => {
    const p = payload as { messages?: (NotificationMessage & { user_id: number })[]; ids?: number[] };
    if (p.messages) return emitAll(p.messages);
    if (!p.ids?.length) return;
    void app.db
      .selectFrom('notifications')
      .selectAll()
      .where('id', 'in', p.ids)
      .orderBy('id')
      .execute()
      .then((rows) => emitAll(rows.map((r) => ({ ...toNotificationMessage(r), user_id: r.user_id }))))
      .catch((err) => app.log.error({ err }, 'notification fan-out failed'));
  });

  app.decorate('notify', async (userIds: number[], input: NotifyInput) => {
    const ids = [...new Set(userIds.filter((n) => Number.isInteger(n) && n > 0))];
    if (!ids.length) return [];
    const now = new Date().toISOString();
    const rows = await app.db
      .insertInto('notifications')
      .values(
        ids.map((user_id) => ({
          user_id,
          type: input.type,
          title: input.title.slice(0, 255),
          description: input.description ?? null,
          url: input.url ?? null,
          ref_id: input.refId === undefined || input.refId === null ? null : String(input.refId),
          read_at: null,
          created_at: now,
        })),
      )
      .returningAll()
      .execute();
    const messages = rows.map(toNotificationMessage);
    const whole = rows.map((r, i) => ({ ...messages[i], user_id: r.user_id }));
    const payload =
      JSON.stringify(whole).length <= BUS_PAYLOAD_MAX ? { messages: whole } : { ids: rows.map((r) => r.id) };
    await app.clusterBus.publish('notifications', payload);

    // E-mail in the background: a slow mail server must not hold up the workflow that raised the notification.
    const job = (async () => {
      const wanted = await optedIn(app, ids);
      if (!wanted.size) return;
      const users = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'full_name'])
        .where('id', 'in', [...wanted])
        .execute();
      const link = input.url
        ? `${app.config.publicUrl.replace(/\/$/, '')}${input.url}${input.refId !== undefined && input.refId !== null ? `/${input.refId}` : ''}`
        : null;
      for (const u of users) {
        const text = [
          `Dear ${u.full_name},`,
          '',
          input.title,
          input.description ?? '',
          link ? `\nOpen: ${link}` : '',
          '',
          app.config.companyName,
        ].join('\n');
        await app.mail.send({ to: u.email, subject: input.title, text });
      }
    })().catch((e) => app.log.error({ err: e }, 'notification e-mail failed'));
    pendingMail.add(job);
    void job.finally(() => pendingMail.delete(job));
    return messages;
  });

  app.addHook('preClose', async () => {
    bus.emit('close');
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pendingMail]);
  });

  // Keep the notifications table from growing without bound: read notifications older than 90 days go.
  const purge = () =>
    app.db
      .deleteFrom('notifications')
      .where('read_at', 'is not', null)
      .where(sql<boolean>`created_at < ${new Date(Date.now() - 90 * 86400_000).toISOString()}`)
      .execute()
      .catch(() => undefined);
  const timer = setInterval(purge, 6 * 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
