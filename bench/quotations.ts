/**
 * Quotation list with 100,000 quotations: filtered by status and by school (and the scoped lists of an operations manager, a
 * term contractor and a managing agent), p50/p95 through the real API (app.inject). Run by hand:
 *   npx tsx bench/quotations.ts                      (SQLite file in a temp folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/quotations.ts   (a throwaway PostgreSQL schema)
 * Target: p95 under 50 ms. BENCH_QUOTATIONS, BENCH_RUNS change the sizes; BENCH_KEEP=1 keeps the database for EXPLAIN.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { openBenchDb } from './lib/benchDb.js';
import { buildApp } from '../server/app.js';
import { DEMO_PASSWORD, demoEmail } from '../server/db/seed.js';

const N = Number(process.env.BENCH_QUOTATIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const STATUSES: [string, string | null][] = [
  ['DRAFT', null],
  ['PENDING', 'PENDING_MA'],
  ['PENDING', 'PENDING_TC'],
  ['REJECTED', null],
  ['APPROVED', null],
  ['COMPLETED', null],
  ['VOID', null],
];
const CONTRACTORS = ['SH', 'LIKO', 'TTK', 'SP'];

async function main() {
  const { dataDir, config, db, pgSchema, remove } = await openBenchDb();
  const schools = await db.selectFrom('schools').select(['id', 'zone']).execute();
  const tc = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoEmail('TERM-CONTRACTOR'))
    .executeTakeFirstOrThrow();
  const ma = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoEmail('MANAGING-AGENT'))
    .executeTakeFirstOrThrow();

  const started = Date.now();
  const now = new Date().toISOString();
  const batch = 400;
  let seq = 100;
  for (let i = 0; i < N; i += batch) {
    const rows = [];
    for (let j = i; j < Math.min(N, i + batch); j++) {
      const school = schools[j % schools.length];
      const [status, current] = STATUSES[(j * 7919) % STATUSES.length];
      const total = 10_000 + ((j * 104729) % 5_000_000);
      const month = String((j % 12) + 1).padStart(2, '0');
      const day = String((j % 28) + 1).padStart(2, '0');
      rows.push({
        reference_number: `Q-2025-${String(++seq).padStart(6, '0')}`,
        status,
        current_status: current,
        claim_status: status === 'COMPLETED' ? 'PENDING' : null,
        wso_status: status === 'APPROVED' ? 'WSO_PENDING_CREATION' : null,
        school_id: school.id,
        zone: school.zone,
        contractor: CONTRACTORS[j % CONTRACTORS.length],
        trade: ['BLDG', 'PAS', 'HORTI'][j % 3],
        date: `${2022 + (j % 4)}-${month}-${day}`,
        job: `Job ${j}: repair works at block ${j % 9}`,
        job_type: '["corrective"]',
        contacts: '{"attention":"Principal","tel":"64001234"}',
        location: 'Block A',
        remarks: null,
        source_fund: null,
        document_type: null,
        epo_reference_no: null,
        epi_reference_no: null,
        gst_bp: 900,
        less_percent_bp: 3100,
        star_rate_bp: 500,
        fsr_raw_total_cents: total,
        custodial_total_cents: 0,
        custodial_count: 0,
        fsr_less_cents: Math.round(total * 0.31),
        fsr_sub_total_cents: total - Math.round(total * 0.31),
        star_rate_total_cents: 0,
        star_rate_add_cents: 0,
        star_rate_sub_total_cents: 0,
        sub_total_cents: total - Math.round(total * 0.31),
        gst_cents: Math.round((total - Math.round(total * 0.31)) * 0.09),
        total_cents: total,
        prepare_name: null,
        prepare_signature_id: null,
        prepare_signature_options: null,
        prepare_signature_details: null,
        report_path: null,
        report_version: null,
        report_generated_at: null,
        version: 1,
        created_by: tc.id,
        created_at: now,
        updated_at: now,
      });
    }
    const ids = await db.insertInto('quotations').values(rows).returning(['id', 'status', 'current_status']).execute();
    const pending = ids
      .filter((r) => r.current_status === 'PENDING_MA')
      .map((r) => ({
        quotation_id: r.id,
        user_id: ma.id,
        approval_level: 1,
        approval_type: 'MA',
        status: 'PENDING',
        remarks: null,
        signature_id: null,
        signature_options: null,
        signature_details: null,
        name: null,
        source_fund: null,
        created_at: now,
        updated_at: now,
      }));
    if (pending.length) await db.insertInto('quotation_approvals').values(pending).execute();
  }
  const loadMs = Date.now() - started;
  await sql.raw(config.databaseUrl ? 'vacuum analyze' : 'analyze').execute(db);

  const app = await buildApp({ config, db });
  await app.ready();
  const login = async (email: string) =>
    (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } })).json()
      .data.token as string;
  const tokens = {
    admin: await login(demoEmail('ADMIN')),
    om: await login(demoEmail('OPERATIONS-MANAGER')),
    tc: await login(demoEmail('TERM-CONTRACTOR')),
    ma: await login(demoEmail('MANAGING-AGENT')),
  };

  const cases: [string, keyof typeof tokens, (i: number) => string][] = [
    ['status APPROVED (admin)', 'admin', (i) => `/api/quotations?status[]=APPROVED&page=${(i % 20) + 1}`],
    [
      'status PENDING → PENDING_TC+PENDING_MA (admin)',
      'admin',
      (i) => `/api/quotations?status[]=PENDING&page=${(i % 20) + 1}`,
    ],
    [
      'status DRAFT+REJECTED (admin)',
      'admin',
      (i) => `/api/quotations?status[]=DRAFT&status[]=REJECTED&page=${(i % 20) + 1}`,
    ],
    ['school (admin)', 'admin', (i) => `/api/quotations?school=${schools[i % schools.length].id}&page=${(i % 10) + 1}`],
    [
      'school + status (admin)',
      'admin',
      (i) => `/api/quotations?school=${schools[i % schools.length].id}&status[]=COMPLETED`,
    ],
    ['own school (operations manager)', 'om', (i) => `/api/quotations?page=${(i % 10) + 1}`],
    ['contractor SH + status (term contractor)', 'tc', (i) => `/api/quotations?status[]=APPROVED&page=${(i % 10) + 1}`],
    ['zones + pending (managing agent)', 'ma', (i) => `/api/quotations?status[]=PENDING_MA&page=${(i % 10) + 1}`],
    [
      'job search + date range (admin)',
      'admin',
      (i) => `/api/quotations?job=block%20${i % 9}&start_date=2024-01-01&end_date=2024-06-30`,
    ],
    ['no filter (admin)', 'admin', (i) => `/api/quotations?page=${(i % 20) + 1}`],
  ];
  console.log(
    `${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${N.toLocaleString('en')} quotations loaded in ${(loadMs / 1000).toFixed(1)} s; ${RUNS} requests per case (per_page 25)`,
  );
  console.log('case'.padEnd(48), 'rows', 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
  for (const [label, who, url] of cases) {
    for (let i = 0; i < 10; i++) await app.inject({ url: url(i), headers: { authorization: `Bearer ${tokens[who]}` } });
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ url: url(i), headers: { authorization: `Bearer ${tokens[who]}` } });
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      total = res.json().meta.total;
    }
    times.sort((x, y) => x - y);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1);
    console.log(
      label.padEnd(48),
      String(total).padStart(6),
      pct(0.5).padStart(8),
      pct(0.95).padStart(8),
      times[times.length - 1].toFixed(1).padStart(8),
    );
  }
  await app.close();
  await db.destroy();
  if (process.env.BENCH_KEEP) {
    console.log(`kept: ${pgSchema ? `schema ${pgSchema}` : path.join(dataDir, 'bench.sqlite')}`);
    return;
  }
  await remove();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
