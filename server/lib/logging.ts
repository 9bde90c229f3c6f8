/**
 * What the server log may hold: method, URL with every `token`/`ticket` value replaced by `[redacted]`, host and
 * client address. No request headers (so no Authorization), no bodies (so no passwords).
 */
import type { FastifyRequest } from 'fastify';
import { redactUrl } from './tickets.js';

export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Belt and braces: should a header object ever be logged, its credentials are not.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
    // Messages that quote a URL themselves (Fastify's "Route GET:/… not found") get the same treatment.
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? redactUrl(a) : a)),
        );
      },
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
