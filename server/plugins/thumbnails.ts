/** Thumbnails of uploaded images, made by the job queue after the request answers (server/lib/thumbnails.ts). */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerThumbnails } from '../lib/thumbnails.js';

export default fp(async function thumbnails(app: FastifyInstance) {
  registerThumbnails(app);
});
