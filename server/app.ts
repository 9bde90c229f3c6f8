import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { ANNOTATION_KEYWORDS } from '../schemas/resource.js';
import { MSG } from '../domain/messages.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { HttpError } from './lib/errors.js';
import { serverFailureOf } from './lib/serverFailures.js';
import { loggerOptions } from './lib/logging.js';
import { drainUnreadBody } from './lib/upload.js';
import { requestIdGenerator } from './lib/requestId.js';
import { fieldErrors, strictInputChecks } from './lib/validation.js';
import { jsonTooDeep, JSON_TOO_DEEP_MESSAGE } from './lib/jsonLimits.js';
import dbPlugin from './plugins/db.js';
import authPlugin from './plugins/auth.js';
import mailPlugin from './plugins/mail.js';
import openapiPlugin from './plugins/openapi.js';
import securityHeaders from './plugins/securityHeaders.js';
import { hasBuiltUi, serveUi } from './plugins/ui.js';
import storagePlugin from './plugins/storage.js';
import pdfPlugin from './plugins/pdf.js';
import notificationsPlugin from './plugins/notifications.js';
import clusterBusPlugin from './plugins/clusterBus.js';
import jobsPlugin from './plugins/jobs.js';
import metricsPlugin from './plugins/metrics.js';
import retentionPlugin from './plugins/retention.js';
import webhooksPlugin from './plugins/webhooks.js';
import idempotencyPlugin from './plugins/idempotency.js';
import thumbnailsPlugin from './plugins/thumbnails.js';
import { registerRoutes } from './routes/index.js';
import { guardListParameters } from './lib/listParameters.js';
import { setExactTotalBound } from './lib/paging.js';

export interface AppOptions {
  config: Config;
  db: Db;
  closeDbOnShutdown?: boolean;
  /** Serve the built UI from this folder (production). */
  uiDir?: string;
  logger?: boolean;
  /** Log to this stream instead of stdout (implies logging; the e2e run keeps its server log in a file). */
  logStream?: NodeJS.WritableStream;
  /** Extra folders of resource schemas (tests add a resource this way). */
  schemaDirs?: string[];
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger || opts.logStream ? loggerOptions(opts.config.logLevel, opts.logStream) : false,
    // Proxy headers decide request.ip (throttle keys, audit_logs.ip, sessions.ip): trusted only when configured.
    trustProxy: trustProxyOption(opts.config.trustProxy),
    // X-Request-Id: a trusted proxy's, or a new UUID; returned on every answer (onSend below) and on every log line.
    genReqId: requestIdGenerator(opts.config.trustProxy),
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    ajv: {
      customOptions: {
        keywords: [...ANNOTATION_KEYWORDS],
        allErrors: true,
        removeAdditional: false,
        coerceTypes: 'array',
        // the schemas use type unions on purpose (an amount as number or string, a flag as boolean or "true"/"false")
        allowUnionTypes: true,
      },
      plugins: [(await import('ajv-formats')).default as never],
    },
  });
  app.decorate('config', opts.config);
  setExactTotalBound(opts.config.listExactTotal);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

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
    // The database away or the disk failing: the server's fault, said so and logged, whatever the route was doing.
    const failure = serverFailureOf(error);
    if (failure) {
      request.log.error({ err: error }, failure.message);
      if (failure.statusCode === 503) reply.header('retry-after', '5');
      return reply.code(failure.statusCode).send({ message: failure.message });
    }
    if (error.validation) {
      const errors = fieldErrors(
        [...error.validation, ...strictErrorsOf(request)],
        (request.routeOptions.config as { emailMessage?: string } | undefined)?.emailMessage ?? MSG.invalidEmail,
      );
      return reply.code(422).send({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...error.extra,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ message: MSG.serverError });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, multipart limits).
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413 ? 'The upload is too large.' : error.message;
    return reply.code(status).send({ message });
  });

  await app.register(securityHeaders);
  // Idempotency keys before compression: their onSend stores the answer as the client reads it, not a gzip stream.
  await app.register(idempotencyPlugin);
  // On-the-fly compression for API JSON (and HTML) above 1 KB; built assets are compressed at build time.
  await app.register(compress, { threshold: 1024, customTypes: /^(application\/json|text\/html)/ });
  await app.register(dbPlugin, { db: opts.db, closeOnShutdown: opts.closeDbOnShutdown });
  await app.register(metricsPlugin);
  await app.register(clusterBusPlugin);
  await app.register(authPlugin);
  await app.register(mailPlugin, { config: opts.config });
  await app.register(storagePlugin);
  await app.register(pdfPlugin);
  await app.register(notificationsPlugin);
  await app.register(jobsPlugin);
  await app.register(retentionPlugin);
  await app.register(webhooksPlugin);
  await app.register(thumbnailsPlugin);
  // A multipart body refused before it was read (a wrong file type, a 403) would leave the client writing into a
  // connection nobody reads, and a browser shows the answer only once its body is sent: read and drop the rest first.
  app.addHook('onSend', async (request, _reply, payload) => {
    await drainUnreadBody(request);
    return payload;
  });
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 50, fieldSize: 2 * 1024 * 1024 },
  });
  await app.register(openapiPlugin);
  // Lists answer 422 to a filter or sort field they do not declare (server/lib/listParameters.ts).
  app.addHook('onRoute', guardListParameters);
  await app.register(registerRoutes, { prefix: '/api', schemaDirs: opts.schemaDirs });

  if (hasBuiltUi(opts.uiDir)) await serveUi(app, opts.uiDir);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));
  return app;
}

/** A hop count as the function Fastify builds from one (its types take no number). */
function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
