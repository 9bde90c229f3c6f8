import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.js';

export default async function notificationRoutes(app: FastifyInstance) {
  app.get('/notifications/unread/all', { config: { auth: 'user' }, schema: { tags: ['notifications'] } }, async (request) => {
    const user = app.requireUser(request);
    const rows = await app.db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).where('read_at', 'is', null).orderBy('id', 'desc').limit(100).execute();
    return {
      data: rows.map((n) => ({ id: n.id, data: { type: n.type, title: n.title, description: n.description, time: n.created_at, url: n.url, id: n.ref_id } })),
    };
  });

  app.get('/notifications/markasread/single/:id', {
    config: { auth: 'user' },
    schema: { tags: ['notifications'], params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } },
  }, async (request) => {
    const user = app.requireUser(request);
    const { id } = request.params as { id: number };
    const res = await app.db.updateTable('notifications').set({ read_at: new Date().toISOString() }).where('id', '=', id).where('user_id', '=', user.id).executeTakeFirst();
    if (!Number(res.numUpdatedRows)) throw notFound();
    return { message: 'Notification marked as read.' };
  });
}
