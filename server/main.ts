import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createDb } from './db/index.js';
import { UnknownMigrations } from './db/migrationStatus.js';
import { prepareDatabase } from './db/prepare.js';
import { DEMO_PASSWORD, demoEmail } from './db/seed.js';
import { checkDataDir } from './lib/dataDir.js';
import { flushLogs, logLine } from './lib/logging.js';
import { buildApp } from './app.js';
import { ROLE_SLUGS } from '../domain/roles.js';

/** Every line this process writes to stdout is one JSON log record (README "Running in production", Logs). */
async function start(): Promise<{ app: FastifyInstance; config: Config }> {
  const config = loadConfig();
  checkDataDir(config.dataDir);
  const sqlitePath = path.join(config.dataDir, 'caretaker.sqlite');
  const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath, poolMax: config.databasePoolMax });
  const { fresh } = await prepareDatabase(db, config, sqlitePath);

  const uiDir = process.env.UI_DIR
    ? path.resolve(process.env.UI_DIR)
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  const app = await buildApp({ config, db, closeDbOnShutdown: true, uiDir, logger: true });
  await app.listen({ port: config.port, host: config.host });
  // The PDF threads load their renderers now, not while the first user waits for a report.
  app.pdf.warm().catch((err: unknown) => app.log.error({ err }, 'The PDF thread could not start: reports will fail'));

  const url = `http://localhost:${config.port}`;
  app.log.info(
    { url, apiDocs: `${url}/api/docs`, database: config.databaseUrl ? 'PostgreSQL' : sqlitePath },
    `Caretaker is running at ${url}`,
  );
  if (config.seed === 'demo')
    app.log.info(
      { demoAccounts: ROLE_SLUGS.map(demoEmail), password: DEMO_PASSWORD, seeded: fresh },
      'Demo accounts share the published demo password: change them before real use',
    );
  return { app, config };
}

// Whatever escapes a handler is still one JSON line. A rejection nobody awaited (a background task meeting a lost
// database) is logged and the server keeps serving; an exception thrown outside any request ends the process, which
// the service manager restarts.
process.on('unhandledRejection', (err) => logLine('error', 'Unhandled rejection', { err: errorFields(err) }));
process.on('uncaughtException', (err) => {
  logLine('fatal', `Uncaught exception: ${err.message}`, { err: errorFields(err) });
  void flushLogs().then(() => process.exit(1));
});

let started: Awaited<ReturnType<typeof start>>;
try {
  started = await start();
} catch (err) {
  if (err instanceof ConfigError)
    logLine('fatal', `Caretaker cannot start: ${err.message}`, { variable: err.variable });
  else if (err instanceof UnknownMigrations)
    logLine('fatal', `Caretaker cannot start: ${err.message}`, { migrations: err.names });
  else
    logLine('fatal', `Caretaker could not start: ${(err as Error).message ?? String(err)}`, { err: errorFields(err) });
  await flushLogs();
  process.exit(1);
}

// A stop signal ends the process gracefully within the deadline: new requests are refused, those in flight finish,
// jobs get time to end and hand back what they could not finish; past the deadline the process exits anyway.
const { app, config } = started;
// Every line of the shutdown goes through the app's logger: its stream is buffered, so a line written to stdout beside
// it ('Stopped') could land before one logged earlier ('Stopping') and the log would end on the wrong word.
const log = app.log as FastifyBaseLogger & { flush(cb?: (err?: Error) => void): void };
/** Ends the process once the logger's buffer and stdout have taken every line written so far. */
const exitLogged = (code: number) => log.flush(() => void flushLogs().then(() => process.exit(code)));
let stopping = false;
let ended = false;
// A shutdown step that waits on something nothing will ever settle would otherwise let the process end silently (the
// deadline timer does not hold it) with 'Stopping' as the log's last word: say so, and end with a failure.
process.on('beforeExit', () => {
  if (!stopping || ended) return;
  ended = true;
  log.error('Shutdown stalled: a step waits on work that will never finish; exiting');
  exitLogged(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, deadlineMs: config.shutdownTimeoutMs }, 'Stopping: finishing requests and jobs');
    setTimeout(() => {
      ended = true;
      log.error({ deadlineMs: config.shutdownTimeoutMs }, 'Shutdown deadline passed: exiting with work still open');
      exitLogged(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => {
        ended = true;
        log.info('Stopped');
        exitLogged(0);
      },
      (err) => {
        ended = true;
        log.error({ err: errorFields(err) }, `Shutdown failed: ${(err as Error).message}`);
        exitLogged(1);
      },
    );
  });
}

function errorFields(err: unknown) {
  return err instanceof Error ? { type: err.name, message: err.message, stack: err.stack } : { message: String(err) };
}
