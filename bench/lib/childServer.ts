/**
 * Helpers of the file benches: the server in a child process (SQLite in a temp DATA_DIR, demo data) so its resident set
 * can be sampled from /proc/<pid>/status without the bench's own buffers in the figure, and large test files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const MB = 1024 * 1024;

/** The child's side: start the app on a free port, tell the parent, stop on 'stop'. */
export async function runServer(dataDir: string) {
  const { loadConfig } = await import('../../server/config.js');
  const { createDb, migrate } = await import('../../server/db/index.js');
  const { seedDemo } = await import('../../server/db/seed.js');
  const { buildApp } = await import('../../server/app.js');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOGIN_RATE_MAX: '1000' });
  const db = createDb({ sqlitePath: path.join(dataDir, 'bench.sqlite') });
  await migrate(db);
  await seedDemo(db);
  const app = await buildApp({ config, db, closeDbOnShutdown: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ port: (app.server.address() as { port: number }).port });
  process.on('message', async (m) => {
    if (m === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
}

export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Samples the child's RSS every 10 ms while `work` runs; answers the work's result and the peak. */
export async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

export async function makeFile(file: string, bytes: number) {
  const out = fs.createWriteStream(file);
  out.write('%PDF-1.4\n');
  let left = bytes - 9;
  while (left > 0) {
    const n = Math.min(left, 4 * MB);
    if (!out.write(crypto.randomBytes(n))) await new Promise<void>((r) => out.once('drain', () => r()));
    left -= n;
  }
  await new Promise<void>((r, j) => out.end((e?: Error | null) => (e ? j(e) : r())));
}

export const sha256 = async (file: string) => {
  const h = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), h);
  return h.digest('hex');
};
