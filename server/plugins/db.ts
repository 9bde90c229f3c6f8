import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Hands the Kysely instance to every route; the caller owns its lifecycle unless `closeOnShutdown`. */
export default fp(async function dbPlugin(app: FastifyInstance, opts: { db: Db; closeOnShutdown?: boolean }) {
  app.decorate('db', opts.db);
  if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.db.destroy());
});
