/**
 * What a PostgreSQL bench's sessions wait on, sampled from pg_stat_activity (every 25 ms by default): how many of
 * its sessions wait on a lock and behind which statement, and how many queries wait for a connection of the app's
 * pool. Less sensitive to the machine's load than times: a queue on a row lock shows whatever the CPU does.
 * The bench's sessions are those of its application_name (`tagged` puts it in the connection string).
 */
import pg from 'pg';

const APP = 'caretaker-bench';

/** The connection string with the bench's application_name, so the sampler sees only the bench's sessions. */
export function tagged(url: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', APP);
  return u.toString();
}

/** A lock-waiting statement, by what it is waiting to write. */
function statementOf(query: string): string {
  const q = query.replace(/\s+/g, ' ').toLowerCase();
  const m = /^(insert into|update|delete from|select .* from) "?([a-z_]+)"?/.exec(q);
  return m ? `${m[1].startsWith('select') ? 'select' : m[1]} ${m[2]}` : q.slice(0, 40);
}

export interface WaitSummary {
  samples: number;
  /** Sessions waiting on a lock: most at once, and the mean over the samples. */
  maxLockWaits: number;
  meanLockWaits: number;
  /** Queries waiting for a pool connection (the app's pool): most at once, mean. */
  maxPoolWaits: number;
  meanPoolWaits: number;
  /** Samples of a waiting session, by the statement that waits (a trigger's work shows as its statement). */
  byStatement: Record<string, number>;
}

export async function sampleWaits(url: string, pool: pg.Pool | undefined, everyMs = 25) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let samples = 0;
  let lockSum = 0;
  let lockMax = 0;
  let poolSum = 0;
  let poolMax = 0;
  let byStatement: Record<string, number> = {};
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ query: string }>(
        `select query from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`,
        [APP],
      );
      samples++;
      lockSum += rows.length;
      lockMax = Math.max(lockMax, rows.length);
      for (const r of rows) byStatement[statementOf(r.query)] = (byStatement[statementOf(r.query)] ?? 0) + 1;
      const waiting = pool?.waitingCount ?? 0;
      poolSum += waiting;
      poolMax = Math.max(poolMax, waiting);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    /** The waits since the last call (or the start), and a fresh count from here. */
    take(): WaitSummary {
      const out = {
        samples,
        maxLockWaits: lockMax,
        meanLockWaits: samples ? lockSum / samples : 0,
        maxPoolWaits: poolMax,
        meanPoolWaits: samples ? poolSum / samples : 0,
        byStatement,
      };
      samples = lockSum = lockMax = poolSum = poolMax = 0;
      byStatement = {};
      return out;
    },
    async stop() {
      stopped = true;
      await loop;
      await client.end();
    },
  };
}

export const waitLine = (w: WaitSummary) =>
  `  lock waits max ${w.maxLockWaits}, mean ${w.meanLockWaits.toFixed(2)}; pool waits max ${w.maxPoolWaits}, mean ` +
  `${w.meanPoolWaits.toFixed(2)} (${w.samples} samples)` +
  (Object.keys(w.byStatement).length
    ? `; waiting: ${Object.entries(w.byStatement)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`
    : '');
