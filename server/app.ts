import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ANNOTATION_KEYWORDS } from '../schemas/resource.js';
import { MSG } from '../domain/messages.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { HttpError } from './lib/errors.js';
import { fieldErrors, strictInputChecks } from './lib/validation.js';
import { jsonTooDeep, JSON_TOO_DEEP_MESSAGE } from './lib/jsonLimits.js';
import dbPlugin from './plugins/db.js';
import authPlugin from './plugins/auth.js';
import mailPlugin from './plugins/mail.js';
import openapiPlugin from './plugins/openapi.js';
import storagePlugin from './plugins/storage.js';
import notificationsPlugin from './plugins/notifications.js';
import { registerRoutes } from './routes/index.js';

export interface AppOptions {
  config: Config;
  db: Db;
  closeDbOnShutdown?: boolean;
  /** Serve the built UI from this folder (production). */
  uiDir?: string;
  logger?: boolean;
  /** Extra folders of resource schemas (tests add a resource this way). */
  schemaDirs?: string[];
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: opts.config.logLevel } : false,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    ajv: {
      customOptions: { keywords: [...ANNOTATION_KEYWORDS], allErrors: true, removeAdditional: false, coerceTypes: 'array' },
      plugins: [(await import('ajv-formats')).default as never],
    },
  });
  app.decorate('config', opts.config);

  // JSON bodies: Fastify's own parser (prototype poisoning refused), after a depth check that keeps deep nesting from
  // exhausting the stack of whatever walks the value later.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTooDeep(body as string)) return done(new HttpError(400, JSON_TOO_DEEP_MESSAGE), undefined);
    return parseJson(request, body as string, done);
  });
  // Ids that ajv's coercion would accept from booleans, and control characters, are refused on the raw body.
  const strictErrorsOf = strictInputChecks(app);

  app.setErrorHandler((error: FastifyError & { errors?: Record<string, string[]> }, request, reply) => {
    if (error.validation) {
      const errors = fieldErrors([...error.validation, ...strictErrorsOf(request)], request.url.startsWith('/api/user') ? MSG.invalidEmailUser : MSG.invalidEmail);
      return reply.code(422).send({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ message: MSG.serverError });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, multipart limits).
    const message = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413 ? 'The upload is too large.' : error.message;
    return reply.code(status).send({ message });
  });

  await app.register(dbPlugin, { db: opts.db, closeOnShutdown: opts.closeDbOnShutdown });
  await app.register(authPlugin);
  await app.register(mailPlugin, { config: opts.config });
  await app.register(storagePlugin);
  await app.register(notificationsPlugin);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 50, fieldSize: 2 * 1024 * 1024 } });
  await app.register(openapiPlugin);
  await app.register(registerRoutes, { prefix: '/api', schemaDirs: opts.schemaDirs });

  const uiDir = opts.uiDir;
  if (uiDir && fs.existsSync(path.join(uiDir, 'index.html'))) {
    // wildcard: files are looked up per request, so a rebuilt UI is served without a restart.
    await app.register(fastifyStatic, { root: uiDir, wildcard: true, maxAge: '1h', index: false });
    // The page shell is never cached and is read per request for the same reason (it names the current bundles).
    const sendIndex = async (reply: FastifyReply) =>
      reply.type('text/html').header('cache-control', 'no-cache').send(await fs.promises.readFile(path.join(uiDir, 'index.html')));
    app.get('/', (_request, reply) => sendIndex(reply));
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api')) return reply.code(404).send({ message: 'Not found.' });
      // Missing build assets are real 404s; every other page path is the single-page app.
      if (request.method !== 'GET' || request.url.startsWith('/assets/')) return reply.code(404).send({ message: 'Not found.' });
      return sendIndex(reply);
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
