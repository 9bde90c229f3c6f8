/**
 * Serves the built UI (production): content-hashed files under /assets/ are cached for a year, everything else
 * (index.html, sw.js, the manifest, icons) is revalidated on every load. Files are looked up per request, so a rebuilt
 * UI is served without a restart. The build writes `.br` and `.gz` beside each file; the one the browser accepts is sent.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Paths a load balancer or a scraper may be pointed at: never the page shell with 200, which would pass a health probe
 * while the API is down. The probes are /api/health/live and /api/health/ready; /metrics exists only with METRICS_TOKEN.
 */
const OPERATOR_PATHS = /^\/(health|healthz|ready|live|metrics)(\/|\?|$)/;

export async function serveUi(app: FastifyInstance, uiDir: string): Promise<void> {
  const assetsDir = path.join(path.resolve(uiDir), 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: uiDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      (res as unknown as FastifyReply).header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  // The page shell names the current bundles, so it is never served from a cache without asking.
  const sendIndex = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').sendFile('index.html');
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || OPERATOR_PATHS.test(request.url))
      return reply.code(404).send({ message: 'Not found.' });
    // Missing build assets are real 404s; every other page path is the single-page app.
    if (request.method !== 'GET' || request.url.startsWith('/assets/'))
      return reply.code(404).send({ message: 'Not found.' });
    return sendIndex(reply);
  });
}

export const hasBuiltUi = (uiDir: string | undefined): uiDir is string =>
  !!uiDir && fs.existsSync(path.join(uiDir, 'index.html'));
