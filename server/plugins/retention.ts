/**
 * Retention (README "Running in production"): what is past its configured age goes on a schedule, on every instance (the
 * deletes are idempotent, so instances sweeping at once do no harm). Finished background jobs — exports above all — go
 * with their files after EXPORT_RETENTION_DAYS, audit entries after AUDIT_RETENTION_DAYS; an area with leftovers of its
 * own (unfinished resumable uploads) registers a sweep here.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Removes what is past its age; answers how many things it removed. */
export type Sweep = () => Promise<number>;

export interface Retention {
  register(name: string, sweep: Sweep): void;
  /** Runs every sweep now (the schedule calls it; tests too). A failing sweep is logged and the others still run. */
  sweep(): Promise<Record<string, number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    retention: Retention;
  }
}

const DAY_MS = 86_400_000;
const BATCH = 200;

export default fp(async function retention(app: FastifyInstance) {
  const sweeps = new Map<string, Sweep>();
  const { exportDays, auditDays, sweepSeconds } = app.config.retention;
  const before = (ms: number) => new Date(Date.now() - ms).toISOString();

  sweeps.set('jobs', async () => {
    let removed = 0;
    for (;;) {
      const old = await app.db
        .selectFrom('jobs')
        .select('id')
        .where('status', 'in', ['SUCCESS', 'FAILED'])
        .where('finished_at', '<', before(exportDays * DAY_MS))
        .limit(BATCH)
        .execute();
      for (const { id } of old) await app.jobs.remove(id);
      removed += old.length;
      if (old.length < BATCH) return removed;
    }
  });
  if (auditDays > 0)
    sweeps.set('audit', async () => {
      const res = await app.db
        .deleteFrom('audit_logs')
        .where('created_at', '<', before(auditDays * DAY_MS))
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    });

  async function sweep() {
    const out: Record<string, number> = {};
    for (const [name, run] of sweeps) {
      try {
        out[name] = await run();
      } catch (err) {
        app.log.error({ err, sweep: name }, 'retention sweep failed');
      }
    }
    if (Object.values(out).some(Boolean)) app.log.info({ removed: out }, 'retention sweep');
    return out;
  }
  app.decorate('retention', { register: (name: string, run: Sweep) => void sweeps.set(name, run), sweep });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), sweepSeconds * 1000);
    timer.unref();
    // Once at start too: an instance restarted more often than the period would otherwise never sweep.
    setImmediate(() => void sweep());
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
