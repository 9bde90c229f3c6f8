/** Waits until the job queue has made every queued thumbnail (server/lib/thumbnails.ts makes them after the answer). */
import type { FastifyInstance } from 'fastify';
import { THUMBNAIL_JOB } from '../../server/lib/thumbnails.js';

export async function thumbnailsMade(app: FastifyInstance, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await app.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', THUMBNAIL_JOB)
      .where('status', 'in', ['PENDING', 'PROCESSING'])
      .executeTakeFirst();
    if (!open) return;
    if (Date.now() > until) throw new Error('The thumbnails were not made in time.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
