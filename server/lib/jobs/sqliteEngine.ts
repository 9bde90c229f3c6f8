/**
 * The default engine: this process polls the `jobs` table (and is woken at once by a new job) and runs up to
 * `concurrency` jobs at a time. A run that dies with the process keeps its row PROCESSING until its lease runs out;
 * the next poll after that (in this process after a restart, or any other) takes it over. A retried job waits in the
 * table until its `run_after`.
 */
import { tickedLately, type JobEngine } from './types.js';
import type { JobStore } from './store.js';

export class PollingEngine implements JobEngine {
  readonly name = 'sqlite' as const;
  private timer: NodeJS.Timeout | null = null;
  private running = 0;
  private stopped = false;
  private polling: Promise<void> | null = null;
  private again = false;
  private run: ((id: number) => Promise<string | null>) | null = null;
  private lastTick = 0;

  constructor(
    private readonly store: JobStore,
    private readonly concurrency: number,
    private readonly pollMs: number,
  ) {}

  async start(run: (id: number) => Promise<string | null>) {
    this.run = run;
    this.lastTick = Date.now();
    this.timer = setInterval(() => {
      this.lastTick = Date.now();
      this.poke();
    }, this.pollMs);
    this.timer.unref();
    this.poke();
  }

  alive() {
    return !!this.timer && !this.stopped && tickedLately(this.lastTick, this.pollMs);
  }

  async announce() {
    this.poke();
  }

  /** One poll at a time; a poke during a poll asks for another right after it. */
  private poke() {
    if (this.stopped) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    this.polling = this.poll()
      .catch(() => undefined)
      .finally(() => {
        this.polling = null;
        if (this.again) {
          this.again = false;
          this.poke();
        }
      });
  }

  private async poll() {
    const free = this.concurrency - this.running;
    if (free <= 0 || !this.run) return;
    for (const id of await this.store.claimable(free)) {
      if (this.stopped || this.running >= this.concurrency) return;
      this.running++;
      void this.run(id).finally(() => {
        this.running--;
        this.poke();
      });
    }
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.polling;
  }
}
