/**
 * Excel export of quotations (issue 12): 10,000 and 100,000 quotations exported through the real job queue — time,
 * rows/s, and the process's peak RSS over its idle RSS sampled every 20 ms while the export runs. Each size runs in a
 * fresh process so one size's heap does not colour the other. Targets: < 60 s and < 150 MB extra for 100,000 rows,
 * and memory flat between 10,000 and 100,000.
 *
 * Run by hand: `npx tsx bench/exports.ts` (SQLite in a temp file); `DATABASE_URL=postgres://… npx tsx bench/exports.ts`
 * (a schema of its own, dropped afterwards). One size: `BENCH_ROWS=100000 npx tsx bench/exports.ts --child`; sizes:
 * `BENCH_SIZES=100000,1000000`. Each size also times exceljs's streaming writer alone writing the same sheet from
 * memory (the goal of issue 37: the export within 1.3× of it, memory flat).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createDb, migrate } from '../server/db/index.js';
import { demoEmail, seedDemo } from '../server/db/seed.js';
import { cloneQuotations } from '../tests/support/bulk.js';
import { EXPORT_SOURCES } from '../server/services/exports/modules.js';
import { addSheet } from '../server/services/exports/workbook.js';
import ExcelJS from 'exceljs';

/**
 * exceljs's streaming writer alone, for the same sheet: the same columns and formats, `rows` copies of the export's
 * own first row written from memory into a file — what the export would cost with free reads (the goal: within 1.3×).
 */
/** CPU time of this process (all its threads: deflate runs on libuv's) since `from`, in seconds. */
const cpuSecondsSince = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1e6;
};

async function writerAlone(dataDir: string, sample: Record<string, unknown>, rows: number) {
  const file = path.join(dataDir, 'alone.xlsx');
  const started = performance.now();
  const cpu = process.cpuUsage();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: fs.createWriteStream(file),
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = addSheet(workbook, EXPORT_SOURCES.QUOTATION.sheet, EXPORT_SOURCES.QUOTATION.columns);
  for (let i = 0; i < rows; i++) {
    sheet.addRow(sample).commit();
    // let the file stream drain now and then, as any caller of a stream would
    if (i % 1000 === 999) await new Promise((r) => setImmediate(r));
  }
  sheet.commit();
  await workbook.commit();
  return { seconds: (performance.now() - started) / 1000, cpuSeconds: cpuSecondsSince(cpu) };
}

async function one(rows: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-export-bench-'));
  const url = process.env.DATABASE_URL;
  const schema = url ? `bench_${crypto.randomBytes(4).toString('hex')}` : undefined;
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
  }
  const db = createDb(
    url ? { databaseUrl: url, pgSchema: schema } : { sqlitePath: path.join(dataDir, 'bench.sqlite') },
  );
  await migrate(db, [], schema);
  await seedDemo(db);
  const first = await db.selectFrom('quotations').select('id').orderBy('id').executeTakeFirstOrThrow();
  await cloneQuotations(db, first.id, rows);
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error', JOB_POLL_MS: '100' });
  const app = await buildApp({ config, db });
  await app.ready();
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoEmail('ADMIN'))
    .executeTakeFirstOrThrow();

  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const idle = process.memoryUsage();
  let peak = idle.rss;
  let peakHeap = idle.heapUsed;
  let peakExternal = idle.external;
  // Live memory: what is still reachable after a full collection, sampled twice a second (peak RSS also counts
  // garbage V8 has not collected yet, which it leaves while the heap has room).
  const live = () => {
    global.gc?.();
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const idleLive = live();
  let peakLive = idleLive;
  // The samplers cost CPU (a forced collection twice a second): they run through the writer-alone run too, so both
  // figures carry them, but only the export's peaks are kept.
  let exporting = true;
  const gcSampler = setInterval(() => {
    const l = live();
    if (exporting) peakLive = Math.max(peakLive, l);
  }, 500);
  const sampler = setInterval(() => {
    if (!exporting) return;
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakExternal = Math.max(peakExternal, m.external);
  }, 20);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const job = await app.jobs.enqueue(
    'excel-export',
    { module: 'QUOTATION', properties: {} },
    { userId: admin.id, subject: 'QUOTATION' },
  );
  let row = await db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
  while (row.status !== 'SUCCESS' && row.status !== 'FAILED') {
    await new Promise((r) => setTimeout(r, 50));
    row = await db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuSecondsSince(cpu);
  exporting = false;
  const size = fs.statSync(path.join(dataDir, 'files', row.result_bucket!, row.result_key!)).size;
  const user = (await app.userForJob(admin.id))!;
  const [sample] = await EXPORT_SOURCES.QUOTATION.page(db, user, {}, 0, 1);
  const alone = await writerAlone(dataDir, sample, row.progress_total);
  clearInterval(sampler);
  clearInterval(gcSampler);
  console.log(
    JSON.stringify({
      rows: row.progress_total,
      status: row.status,
      seconds: Number(seconds.toFixed(2)),
      rowsPerSecond: Math.round(row.progress_total / seconds),
      idleRssMb: Math.round(idle.rss / 2 ** 20),
      peakExtraRssMb: Math.round((peak - idle.rss) / 2 ** 20),
      peakExtraHeapMb: Math.round((peakHeap - idle.heapUsed) / 2 ** 20),
      peakExtraExternalMb: Math.round((peakExternal - idle.external) / 2 ** 20),
      peakExtraLiveMb: Math.round((peakLive - idleLive) / 2 ** 20),
      fileMb: Number((size / 2 ** 20).toFixed(1)),
      cpuSeconds: Number(cpuSeconds.toFixed(2)),
      writerAloneSeconds: Number(alone.seconds.toFixed(2)),
      writerAloneCpuSeconds: Number(alone.cpuSeconds.toFixed(2)),
      // on a machine other processes load, CPU time is the steadier measure of the two
      ratio: `${(seconds / alone.seconds).toFixed(2)}× exceljs alone in time, ${(cpuSeconds / alone.cpuSeconds).toFixed(2)}× in CPU (goal ≤ 1.3×)`,
    }),
  );
  await app.close();
  await db.destroy();
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema ${schema} cascade`);
    await c.query(`drop schema if exists ${schema}_boss cascade`);
    await c.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv.includes('--child')) {
  await one(Number(process.env.BENCH_ROWS ?? 10_000));
} else {
  console.log(`Excel export of quotations on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`);
  const sizes = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').map(Number) : [10_000, 100_000];
  for (const rows of sizes) {
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/exports.ts', '--child'], {
      env: { ...process.env, BENCH_ROWS: String(rows) },
      encoding: 'utf8',
    });
    process.stdout.write(r.stdout);
    if (r.status !== 0) process.stderr.write(r.stderr);
  }
}
