/**
 * What the server log may hold: method, URL with every `token`/`ticket` value (and an SSO callback's `code` and
 * `state`) replaced by `[redacted]`, host and client address. No request headers (so no Authorization), no bodies (so
 * no passwords), no password-reset token and no e-mail address (personal data: a line is redacted as a whole just
 * before it is written, whatever logged it).
 */
import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import { redactUrl } from './tickets.js';

/** A reset link's path carries its token and the account's address: `/reset-password/<token>/<email>`. */
const RESET_PATH = /\/reset-password\/[^?#"\s]+/gi;
/** An address as written, or URL-encoded once or twice (`%40`, `%2540`). */
const EMAIL = /[\w.%+-]+(?:@|%40|%2540)[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

export function redactLogLine(line: string): string {
  return line.replace(RESET_PATH, '/reset-password/[redacted]').replace(EMAIL, '[email]');
}

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
      streamWrite: redactLogLine,
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

const LEVEL_NUMBERS = { fatal: 60, error: 50, warn: 40, info: 30 } as const;

/**
 * One log record in the server log's own format (pino's JSON line), for what happens before the app and its logger
 * exist or after they are gone: a refused configuration, a failed start, the end of a shutdown.
 */
export function logLine(level: keyof typeof LEVEL_NUMBERS, msg: string, fields: Record<string, unknown> = {}): void {
  const record = {
    level: LEVEL_NUMBERS[level],
    time: Date.now(),
    pid: process.pid,
    hostname: os.hostname(),
    ...fields,
  };
  process.stdout.write(`${JSON.stringify({ ...record, msg })}\n`);
}

/**
 * Resolves once the log lines written so far have reached stdout: `process.exit` right after a write to a pipe can cut
 * its last lines (an operator's log then stops at 'Stopping…' without the 'Stopped' that follows). A stdout that never
 * drains still lets the caller go on within a second.
 */
export function flushLogs(): Promise<void> {
  return new Promise((resolve) => {
    const late = setTimeout(resolve, 1000);
    process.stdout.write('', () => {
      clearTimeout(late);
      resolve();
    });
  });
}
