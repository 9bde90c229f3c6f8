/**
 * The PostgreSQL engine: pg-boss (its own schema beside ours) delivers job ids to the workers of every instance, one
 * worker each; a failed run is sent again to start after its back-off. A run whose instance died is found by its expired lease in `jobs`
 * and handed to pg-boss again by a sweeper on every instance; the conditional claim in JobStore lets only one run win.
 */
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { tickedLately, type JobEngine } from './types.js';
import type { JobStore } from './store.js';

const QUEUE = 'caretaker-jobs';
/** A PENDING row older than this without a run was never handed to pg-boss (its instance died right after the insert). */
const LOST_AFTER_MS = 120_000;

export class PgBossEngine implements JobEngine {
  readonly name = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private sweeper: NodeJS.Timeout | null = null;
  private lastTick = 0;
  private stopped = false;

  constructor(
    connectionString: string,
    readonly schema: string,
    private readonly store: JobStore,
    private readonly concurrency: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({ connectionString, schema, max: concurrency + 2, maintenanceIntervalSeconds: 60 });
    this.boss.on('error', (err) => log.error({ err }, 'pg-boss'));
  }

  async start(run: (id: number) => Promise<string | null>) {
    await this.boss.start();
    if (!(await this.boss.getQueue(QUEUE)))
      await this.boss
        .createQueue(QUEUE, { name: QUEUE, retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 3600 })
        .catch(() => undefined); // another instance created it meanwhile
    for (let i = 0; i < this.concurrency; i++) {
      await this.boss.work<{ id: number }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
        // A failed run with attempts left is sent again for its back-off time (JobStore decides it, as on SQLite).
        const again = await run(job.data.id);
        if (again) await this.announce(job.data.id, again);
      });
    }
    const sweep = async () => {
      this.lastTick = Date.now();
      for (const id of await this.store.stranded(LOST_AFTER_MS)) await this.announce(id);
    };
    this.lastTick = Date.now();
    this.sweeper = setInterval(
      () => void sweep().catch((err) => this.log.warn({ err }, 'job sweep failed')),
      this.sweepMs,
    );
    this.sweeper.unref();
  }

  private get sweepMs() {
    return Math.max(1000, this.store.leaseMs / 2);
  }

  alive() {
    return !!this.sweeper && !this.stopped && tickedLately(this.lastTick, this.sweepMs);
  }

  async announce(id: number, at?: string) {
    await this.boss.send(QUEUE, { id }, at ? { startAfter: new Date(at) } : {});
  }

  async stop() {
    this.stopped = true;
    if (this.sweeper) clearInterval(this.sweeper);
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
