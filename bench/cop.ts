/**
 * COP over a zone of 200 schools (1,600 lines a claim) with eleven earlier months of claims, SOI, LD and KPI entries:
 * p50/p95 of every tab of a DRAFT claim (computed live), of an Update of a category's 200 rows, and the PDF (draft,
 * rendered each time; submitted, first and cached). Run by hand:
 *   npx tsx bench/cop.ts                                                   (SQLite file in a temp folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/cop.ts   (a throwaway PostgreSQL schema)
 * Targets (issue 16): each tab p95 < 150 ms; the PDF < 2 s. BENCH_RUNS (default 50).
 */
import { sql } from 'kysely';
import { COP_CATEGORIES, COP_TABS } from '../domain/cop.js';
import { buildApp } from '../server/app.js';
import { DEMO_PASSWORD, demoEmail } from '../server/db/seed.js';
import { createCop } from '../server/services/cops/generate.js';
import { openBenchDb } from './lib/benchDb.js';
import { timeCase, timingHeader } from './lib/timing.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const SCHOOLS = 200;
const ZONE = 'WEST';

async function main() {
  const { config, db, remove } = await openBenchDb();
  const started = Date.now();
  const now = new Date().toISOString();
  const types = ['Primary', 'Secondary', 'Junior college', 'Special education'];
  const ids: number[] = [];
  for (let i = 0; i < SCHOOLS; i++) {
    const row = await db
      .insertInto('schools')
      .values({
        name: `Bench School ${String(i).padStart(3, '0')}`,
        slug: `bench-school-${i}`,
        zone: ZONE,
        sub_zone: null,
        address: null,
        school_type: types[i % types.length],
        telephone: null,
        fax: null,
        less_percent_bp: null,
        star_rate_bp: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const contracts = ids.map((school_id, i) => ({
    school_id,
    contract_year: 3,
    from_date: '2027-01-01',
    to_date: '2027-12-31',
    ...Object.fromEntries(COP_CATEGORIES.map((c, k) => [c, (100_000 + i * 137 + k * 1_000) * 100])),
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < contracts.length; i += 50)
    await db
      .insertInto('school_contracts')
      .values(contracts.slice(i, i + 50) as never)
      .execute();
  // Registers: a variation per school and month, an LD for every tenth school, a KPI a month.
  for (let m = 1; m <= 12; m++) {
    const mm = String(m).padStart(2, '0');
    const sois = ids.map((school_id, i) => ({
      school_id,
      category: COP_CATEGORIES[i % COP_CATEGORIES.length],
      type: i % 3 ? 'Addition' : 'Omission',
      start_date: `2027-${mm}-${String((i % 27) + 1).padStart(2, '0')}`,
      end_date: null,
      amount: 10_000 + i,
      remarks: null,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < sois.length; i += 100)
      await db
        .insertInto('cop_sois')
        .values(sois.slice(i, i + 100))
        .execute();
    await db
      .insertInto('cop_liquidated_damages')
      .values(
        ids
          .filter((_, i) => i % 10 === 0)
          .map((school_id) => ({ school_id, mo: m, yr: 2027, amount: 25_000, created_at: now, updated_at: now })),
      )
      .execute();
    await db
      .insertInto('cop_kpis')
      .values({
        zone: ZONE,
        type: m % 2 ? 'ADDITIONAL' : 'DEDUCTION',
        month: m,
        year: 2027,
        total_percentage: 150,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const generation: number[] = [];
  let copId = 0;
  for (let m = 1; m <= 12; m++) {
    const t0 = Date.now();
    copId = await createCop(db, ZONE, 2027, m, null);
    generation.push(Date.now() - t0);
  }
  await sql.raw(config.databaseUrl ? 'vacuum analyze' : 'analyze').execute(db);
  console.log(
    `${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${SCHOOLS} schools, 12 monthly claims of ${SCHOOLS * COP_CATEGORIES.length} lines loaded in ${((Date.now() - started) / 1000).toFixed(1)} s; generating a month ${Math.max(...generation)} ms at most; ${RUNS} requests per case`,
  );

  const app = await buildApp({ config: { ...config, copAutoGenerate: false }, db });
  await app.ready();
  // as the server does once it listens (server/main.ts): a PDF thread started and warmed before the first report
  await app.pdf.warm();
  const login = async (slug: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoEmail(slug), password: DEMO_PASSWORD },
      })
    ).json().data.token as string;
  const admin = { authorization: `Bearer ${await login('ADMIN')}` };
  const time = (label: string, run: Parameters<typeof timeCase>[1], runs = RUNS) => timeCase(label, run, runs, 40);
  timingHeader('case (December, a DRAFT)', 40);
  for (const tab of COP_TABS)
    await time(`tab ${tab}`, () => app.inject({ url: `/api/cops/${copId}?category=${tab}`, headers: admin }));
  const rows = (await app.inject({ url: `/api/cops/${copId}?category=general_r_and_r`, headers: admin }))
    .json()
    .data.table.groups.flatMap((g: { rows: { id: number }[] }) => g.rows);
  let n = 0;
  await time(
    'update general R&R (200 rows)',
    () =>
      app.inject({
        method: 'POST',
        url: `/api/cops/${copId}`,
        headers: admin,
        payload: {
          category: 'general_r_and_r',
          cop_detail_school: rows.map((r: { id: number }) => ({
            id: r.id,
            grn_percentage: (++n % 50) / 10,
            deduction: 1,
          })),
        },
      }),
    20,
  );
  await time('PDF of the draft', () => app.inject({ url: `/api/cops/${copId}/report`, headers: admin }), 5);
  await db
    .updateTable('cops')
    .set({ status: 'PENDING', version: 99 })
    .where('id', '=', copId - 1)
    .execute();
  const t0 = Date.now();
  const first = await app.inject({ url: `/api/cops/${copId - 1}/report`, headers: admin });
  const firstMs = Date.now() - t0;
  await time(
    'PDF of a submitted claim (cached)',
    () => app.inject({ url: `/api/cops/${copId - 1}/report`, headers: admin }),
    10,
  );
  console.log(
    `PDF of a submitted claim, first rendering: ${firstMs} ms, ${(first.rawPayload.length / 1024).toFixed(0)} KB`,
  );
  await app.close();
  await db.destroy();
  await remove();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
