/**
 * The database of a bench run: the demo seed in a SQLite file under a temp folder, or — with DATABASE_URL — in a
 * throwaway PostgreSQL schema. `config` is the app's, read from the environment with quiet logs.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config.js';
import { createDb, migrate } from '../../server/db/index.js';
import { seedDemo } from '../../server/db/seed.js';

/**
 * `keep` names a database kept between runs (a folder under the temp folder and a PostgreSQL schema of that name) so a
 * bench can reuse a million rows it loaded before; it is migrated again (new migrations apply to the loaded rows) and
 * never removed.
 */
export async function openBenchDb(opts: { keep?: string } = {}) {
  const dataDir = opts.keep
    ? path.join(os.tmpdir(), `caretaker-bench-${opts.keep}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOGIN_RATE_MAX: '1000', LOG_LEVEL: 'error' });
  let pgSchema: string | undefined;
  if (config.databaseUrl) {
    pgSchema = opts.keep ? `bench_${opts.keep}` : `bench_${crypto.randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: config.databaseUrl });
    await c.connect();
    await c.query(`create schema if not exists ${pgSchema}`);
    await c.end();
  }
  const db = createDb({
    databaseUrl: config.databaseUrl,
    sqlitePath: path.join(dataDir, 'bench.sqlite'),
    pgSchema,
    poolMax: config.databasePoolMax,
  });
  await migrate(db, [], pgSchema);
  await seedDemo(db);
  /** Removes the data folder and drops the schemas (after `app.close()` and `db.destroy()`). */
  const remove = async () => {
    if (opts.keep) return;
    if (pgSchema) {
      const c = new pg.Client({ connectionString: config.databaseUrl });
      await c.connect();
      // pg-boss keeps its queue in `<schema>_boss` beside ours
      await c.query(`drop schema ${pgSchema} cascade`);
      await c.query(`drop schema if exists ${pgSchema}_boss cascade`);
      await c.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { dataDir, config, db, pgSchema, remove };
}
