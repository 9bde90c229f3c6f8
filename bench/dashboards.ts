/**
 * Dashboards over 100,000 quotations, 50,000 inspections (25,000 defects) and 20,000 claims: p50/p95 of every dashboard
 * endpoint through the real API (app.inject), then — with a built UI (`npx vite build`) — how long the quotation
 * dashboard takes in headless Chromium from its last summary answer to both charts drawn. Run by hand:
 *   npx tsx bench/dashboards.ts                                                   (SQLite file in a temp folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/dashboards.ts   (a throwaway PostgreSQL schema)
 * Targets: every endpoint p95 < 200 ms; charts < 1 s after data. BENCH_RUNS, BENCH_SCALE (1 = the sizes above).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { chromium } from 'playwright-core';
import { buildApp } from '../server/app.js';
import { DEMO_PASSWORD, demoEmail } from '../server/db/seed.js';
import { openBenchDb } from './lib/benchDb.js';
import { timeCase, timingHeader } from './lib/timing.js';
import { loadVolume } from './lib/volume.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);

async function main() {
  const { config, db, remove } = await openBenchDb();
  const sizes = { quotations: 100_000 * SCALE, inspections: 50_000 * SCALE, claims: 20_000 * SCALE };
  const started = Date.now();
  await loadVolume(db, sizes);
  const loadMs = Date.now() - started;
  await sql.raw(config.databaseUrl ? 'vacuum analyze' : 'analyze').execute(db);

  const uiDir = path.resolve('dist');
  const withUi = fs.existsSync(path.join(uiDir, 'index.html'));
  const app = await buildApp({ config, db, ...(withUi ? { uiDir } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = async (slug: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoEmail(slug), password: DEMO_PASSWORD },
      })
    ).json().data.token as string;
  const tokens: Record<string, string> = {};
  for (const r of ['SCD', 'ADMIN', 'MANAGING-AGENT', 'OPERATIONS-MANAGER']) tokens[r] = await login(r);
  const month = (i: number) => `month=${(i % 12) + 1}&year=${2023 + (i % 4)}`;
  const cases: [string, string, (i: number) => string][] = [
    ['quotation by zone (SCD)', 'SCD', () => '/api/dashboard/quotation-zone-summary'],
    ['quotation by school (SCD)', 'SCD', () => '/api/dashboard/quotation-school-summary'],
    ['quotation by month (SCD)', 'SCD', () => '/api/dashboard/quotation-month-summary'],
    ['quotation by zone (managing agent)', 'MANAGING-AGENT', () => '/api/dashboard/quotation-zone-summary'],
    ['quotation by month (operations manager)', 'OPERATIONS-MANAGER', () => '/api/dashboard/quotation-month-summary'],
    ['inspection summary, a month', 'ADMIN', (i) => `/api/dashboard/inspection-summary?${month(i)}`],
    ['inspection summary, all time', 'ADMIN', () => '/api/dashboard/inspection-summary'],
    ['defect summary, a month', 'ADMIN', (i) => `/api/dashboard/defects-summary?${month(i)}`],
    ['defect summary, all time', 'ADMIN', () => '/api/dashboard/defects-summary'],
    [
      'checklist summary, a month',
      'ADMIN',
      (i) => `/api/dashboard/checklist-summary?${month(i)}&category=BUILDING-MAINTENANCE`,
    ],
    ['checklist status, a month, page', 'ADMIN', (i) => `/api/dashboard/checklist-status?${month(i)}`],
    [
      'APV, a month',
      'ADMIN',
      (i) => {
        const m = String((i % 12) + 1).padStart(2, '0');
        const y = 2023 + (i % 4);
        return `/api/dashboard/apv-monthly?start_date=${y}-${m}-01&end_date=${y}-${m}-28`;
      },
    ],
    ['to-do inspections (managing agent)', 'MANAGING-AGENT', () => '/api/inspection-schedule/to/do'],
  ];
  console.log(
    `${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${sizes.quotations.toLocaleString('en')} quotations, ${sizes.inspections.toLocaleString('en')} inspections, ${(sizes.inspections / 2).toLocaleString('en')} defects, ${sizes.claims.toLocaleString('en')} claims loaded in ${(loadMs / 1000).toFixed(1)} s; ${RUNS} requests per case`,
  );
  timingHeader('case');
  for (const [label, who, url] of cases) {
    const headers = { authorization: `Bearer ${tokens[who]}` };
    let i = 0;
    await timeCase(label, () => app.inject({ url: url(i++), headers }), RUNS);
  }

  if (withUi) await chartTiming(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  else console.log('(no dist/: run `npx vite build` for the chart timing)');
  await app.close();
  await db.destroy();
  await remove();
}

/** From the last summary answer to both charts drawn, five loads of the quotation dashboard as SCD. */
async function chartTiming(url: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ baseURL: url, viewport: { width: 1400, height: 900 } });
  await page.goto('/auth/sign-in');
  await page.getByLabel(/e-?mail/i).fill(demoEmail('SCD'));
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto('/');
    const answers = ['zone', 'month', 'school'].map((by) =>
      page.waitForResponse((r) => r.url().includes(`/api/dashboard/quotation-${by}-summary`)),
    );
    await page.goto('/dashboard/default');
    await Promise.all(answers);
    const dataAt = Date.now();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await page.locator('.recharts-line-curve').first().waitFor();
    times.push(Date.now() - dataAt);
  }
  times.sort((a, b) => a - b);
  console.log(`quotation dashboard charts after data (Chromium, 5 loads): median ${times[2]} ms, max ${times[4]} ms`);
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
