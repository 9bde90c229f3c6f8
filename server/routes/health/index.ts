/**
 * Probes for load balancers, orchestrators and the Docker HEALTHCHECK (README "Running in production"): `live` says the
 * process answers, `ready` that this instance can serve — database reachable, data folder writable, migrations current,
 * job worker running. No sign-in, and nothing in the answer an outsider could use: each check is a word, the reason of a
 * failure goes to the log.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../../db/index.js';
import { migrationStatus } from '../../db/migrationStatus.js';
import { objectOf } from '../../lib/openapi/responses.js';

type Check = 'ok' | 'fail' | 'disabled';
const CHECK_TIMEOUT_MS = 3000;
const check = { type: 'string', enum: ['ok', 'fail', 'disabled'] };
const readiness = objectOf({
  status: { type: 'string', enum: ['ok', 'unavailable'] },
  checks: objectOf({ database: check, storage: check, migrations: check, jobs: check }),
});

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export default async function healthRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const probeFile = path.join(app.config.dataDir, `.ready-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);

  async function run(name: string, work: () => Promise<void>): Promise<Check> {
    try {
      await withTimeout(work(), name);
      return 'ok';
    } catch (err) {
      app.log.error({ err, check: name }, `readiness check failed: ${name}`);
      return 'fail';
    }
  }

  app.get(
    '/health/live',
    {
      logLevel: 'warn',
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up and answers',
        response: { 200: { ...objectOf({ status: { type: 'string', enum: ['ok'] } }), description: 'Alive.' } },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database, data folder, migrations and job worker',
        response: {
          200: { ...readiness, description: 'Every check passed: send traffic here.' },
          503: { ...readiness, description: 'A check failed (named in `checks`; the reason is logged).' },
        },
      },
    },
    async (_request, reply) => {
      const [database, storage, migrations] = await Promise.all([
        run('database', async () => {
          await sql`select 1`.execute(app.db);
        }),
        run('storage', async () => {
          await fsp.writeFile(probeFile, 'ok');
          await fsp.rm(probeFile, { force: true });
        }),
        run('migrations', async () => {
          const { pending, unknown } = await migrationStatus(app.db, [MIGRATIONS_DIR]);
          if (pending.length || unknown.length)
            throw new Error(`pending: ${pending.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'}`);
        }),
      ]);
      const worker = app.jobs.worker();
      if (worker === 'down') app.log.error({ check: 'jobs' }, 'readiness check failed: jobs');
      const checks = { database, storage, migrations, jobs: worker === 'down' ? 'fail' : worker };
      const ready = Object.values(checks).every((c) => c !== 'fail');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
    },
  );
}
