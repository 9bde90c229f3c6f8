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

export async function openBenchDb() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOGIN_RATE_MAX: '1000', LOG_LEVEL: 'error' });
  let pgSchema: string | undefined;
  if (config.databaseUrl) {
    pgSchema = `bench_${crypto.randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: config.databaseUrl });
    await c.connect();
    await c.query(`create schema ${pgSchema}`);
    await c.end();
  }
  const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath: path.join(dataDir, 'bench.sqlite'), pgSchema });
  await migrate(db, [], pgSchema);
  await seedDemo(db);
  /** Removes the data folder and drops the schemas (after `app.close()` and `db.destroy()`). */
  const remove = async () => {
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
