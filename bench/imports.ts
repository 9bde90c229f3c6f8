/**
 * Bulk import benchmark: 200 schools, their 5 contract years and N users (10,000 by default, a third of them
 * managing agents with zones, one operations manager per school), checked then imported through the real routes
 * (app.inject with a real multipart body), on the database of the environment (SQLite file, or PostgreSQL with
 * DATABASE_URL). Prints the time of each check and import, and of a second import of the same file (nothing changes);
 * then N FSR items (5,000 by default) the same way, and once more with every tenth rate changed. A file of more than
 * 2,000 rows is imported by a job: its time is until the job's SUCCESS, followed through GET /imports/jobs/{id}.
 *
 *   npx tsx bench/imports.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/imports.ts
 *   BENCH_USERS=2000 BENCH_FSR=1000 npx tsx bench/imports.ts
 */
import { buildApp } from '../server/app.js';
import { DEMO_PASSWORD } from '../server/db/seed.js';
import { openBenchDb } from './lib/benchDb.js';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const FSR_ITEMS = Number(process.env.BENCH_FSR ?? 5_000);
const SCHOOLS = 200;
const ZONES = ['NORTH', 'NORTH_EAST', 'EAST', 'SOUTH', 'SOUTH_WEST', 'WEST'];

const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');
const schools = csv([
  ['name', 'zone'],
  ...Array.from({ length: SCHOOLS }, (_, i) => [`Bench School ${i + 1}`, ZONES[i % ZONES.length]]),
]);
const contracts = csv([
  ['school', 'contract_year', 'from_date', 'to_date', 'schedule_maintenance', 'custodial_repairs'],
  ...Array.from({ length: SCHOOLS * 5 }, (_, i) => {
    const year = (i % 5) + 1;
    return [
      `bench-school-${Math.floor(i / 5) + 1}`,
      String(year),
      `${2025 + year}-04-01`,
      `${2026 + year}-03-31`,
      '246000.00',
      '66000',
    ];
  }),
]);
const users = csv([
  ['email', 'full_name', 'role', 'school', 'zones'],
  ...Array.from({ length: USERS }, (_, i) =>
    i < SCHOOLS
      ? [`om${i + 1}@bench.example`, `Operations Manager ${i + 1}`, 'OPERATIONS-MANAGER', `bench-school-${i + 1}`, '']
      : i % 3 === 0
        ? [`ma${i}@bench.example`, `Managing Agent ${i}`, 'MANAGING-AGENT', '', ZONES[i % 6]]
        : [`tech${i}@bench.example`, `Technician ${i}`, 'TECHNICIAN', '', `${ZONES[i % 6]}; ${ZONES[(i + 1) % 6]}`],
  ),
]);
const fsr = (changedEvery: number) =>
  csv([
    ['category', 'section', 'item_number', 'item_group_description', 'item_description', 'unit', 'rate'],
    ...Array.from({ length: FSR_ITEMS }, (_, i) => [
      ['BLDG', 'PAS', 'HORTI'][i % 3],
      `Z${Math.floor(i / 100)}`,
      `Z${Math.floor(i / 100)}.1.${String(i).padStart(5, '0')}`,
      `Bench group ${Math.floor(i / 100)}`,
      `Bench item ${i}`,
      'm',
      changedEvery && i % changedEvery === 0 ? `${(i % 500) + 2}.75` : `${(i % 500) + 1}.25`,
    ]),
  ]);

const { db, config, remove } = await openBenchDb();
const app = await buildApp({ config, db });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'admin@caretaker.test', password: DEMO_PASSWORD },
});
const token = (login.json() as { data: { token: string } }).data.token;

async function send(url: string, content: string) {
  const form = new FormData();
  form.append('file', new Blob([content]), 'import.csv');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${token}` },
  });
  type Report = { create: number; update: number; unchanged: number };
  let data = (res.json() as { data?: Report & { job_id?: number } }).data;
  if (res.statusCode === 202) {
    // A job: until it ends, as the screen follows it.
    // Polled as the screen does; not app.jobs.idle(), which would also wait for the users' invitation mails.
    for (;;) {
      const job = (
        await app.inject({ url: `/api/imports/jobs/${data!.job_id}`, headers: { authorization: `Bearer ${token}` } })
      ).json() as { data: { status: string; data: Report | null } };
      if (job.data.status === 'SUCCESS' || job.data.status === 'FAILED') {
        data = job.data.data ?? undefined;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const ms = performance.now() - started;
  console.log(
    `${url.padEnd(28)} ${String(res.statusCode).padEnd(4)} ${(ms / 1000).toFixed(2).padStart(7)} s  ` +
      `create ${data?.create ?? '-'}  update ${data?.update ?? '-'}  unchanged ${data?.unchanged ?? '-'}`,
  );
}

console.log(
  `database: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}; ${SCHOOLS} schools, ${USERS} users, ${FSR_ITEMS} FSR items`,
);
for (const [kind, file] of [
  ['schools', schools],
  ['contracts', contracts],
  ['users', users],
  ['fsr', fsr(0)],
] as const) {
  await send(`/api/imports/${kind}/check`, file);
  await send(`/api/imports/${kind}`, file);
  await send(`/api/imports/${kind}`, file);
}
await send('/api/imports/fsr', fsr(10));
await app.jobs.idle();
await app.close();
await db.destroy();
await remove();
