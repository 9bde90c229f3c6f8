/**
 * PDFs under concurrency: 20 quotations of 200 items have their PDF rendered at once (`report-generation`, a new
 * render every time) while one reader keeps reading the quotation list; printed for the PDFs rendered on the request's
 * thread (PDF_WORKERS=0) and through the worker pool (the default size, or BENCH_PDF_WORKERS). Goals: the PDFs' p95
 * < 2 s, the list's p95 < 100 ms meanwhile. Run by hand: `npx tsx bench/pdf-concurrency.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createDb, migrate } from '../server/db/index.js';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../server/db/seed.js';

const PDFS = 20;
const ITEMS = 200;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
};

async function run(workers: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-pdfs-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    PDF_WORKERS: workers,
  });
  const db = createDb({ sqlitePath: ':memory:' });
  await migrate(db);
  await seedDemo(db);
  const app = await buildApp({ config, db });
  await app.ready();
  await app.pdf.warm();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: demoEmail('TERM-CONTRACTOR'), password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().data.token as string}` };
  const om = await db
    .selectFrom('users')
    .select('school_id')
    .where('email', '=', demoEmail('OPERATIONS-MANAGER'))
    .executeTakeFirstOrThrow();
  const fsrs = await db
    .selectFrom('fsrs')
    .select('id')
    .where('is_star_rate', '=', 0)
    .orderBy('id')
    .limit(500)
    .execute();
  const ids: number[] = [];
  for (let q = 0; q < PDFS; q++) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/quotations',
      headers,
      payload: {
        school_id: om.school_id,
        date: '2026-05-04',
        job: `Bench PDF ${q}`,
        trade: 'BLDG',
        job_type: ['corrective'],
        contacts: { attention: 'Principal', tel: '6' },
        status: 'DRAFT',
        quotation_items: Array.from({ length: ITEMS }, (_, i) => ({
          serial_no: i + 1,
          fsr_id: fsrs[(i + q) % fsrs.length].id,
          quantity: (i % 9) + 1,
        })),
      },
    });
    if (created.statusCode !== 201) throw new Error(created.body.slice(0, 300));
    ids.push(created.json().data.id as number);
  }
  // let the pool's thread finish loading before the burst
  await new Promise((r) => setTimeout(r, 3000));

  const reads: number[] = [];
  let bursting = true;
  const reader = (async () => {
    while (bursting) {
      const t0 = performance.now();
      const res = await app.inject({ url: '/api/quotations?page=1&per_page=25', headers });
      if (res.statusCode !== 200) throw new Error(res.body.slice(0, 200));
      reads.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t0 = performance.now();
  const pdfs = await Promise.all(
    ids.map(async (id) => {
      const s = performance.now();
      const res = await app.inject({ url: `/api/quotations/${id}/report-generation`, headers });
      if (res.statusCode !== 200) throw new Error(res.body.slice(0, 200));
      return performance.now() - s;
    }),
  );
  const wall = performance.now() - t0;
  bursting = false;
  await reader;
  console.log(
    (workers === '0' ? 'request thread' : `pool of ${config.pdfWorkers}`).padEnd(16),
    pct(pdfs, 0.5).toFixed(0).padStart(8),
    pct(pdfs, 0.95).toFixed(0).padStart(8),
    (wall / 1000).toFixed(1).padStart(7),
    String(reads.length).padStart(6),
    pct(reads, 0.5).toFixed(0).padStart(8),
    pct(reads, 0.95).toFixed(0).padStart(8),
    Math.max(...reads)
      .toFixed(0)
      .padStart(8),
  );
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  console.log(`${PDFS} PDFs of ${ITEMS}-item quotations at once, one reader of the quotation list meanwhile`);
  console.log(
    'PDFs rendered on'.padEnd(16),
    'PDF p50'.padStart(8),
    'PDF p95'.padStart(8),
    'all (s)'.padStart(7),
    'reads'.padStart(6),
    'list p50'.padStart(8),
    'list p95'.padStart(8),
    'list max'.padStart(8),
  );
  await run('0');
  await run(process.env.BENCH_PDF_WORKERS ?? '');
  console.log('goals: PDF p95 < 2,000 ms; list p95 < 100 ms during the burst');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
