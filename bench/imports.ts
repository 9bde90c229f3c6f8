/**
 * Bulk import benchmark: 200 schools, their 5 contract years and N users (10,000 by default, a third of them
 * managing agents with zones, one operations manager per school), checked then imported through the real routes
 * (app.inject with a real multipart body), on the database of the environment (SQLite file, or PostgreSQL with
 * DATABASE_URL). Prints the time of each check and import, and of a second import of the same file (nothing changes).
 *
 *   npx tsx bench/imports.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/imports.ts
 *   BENCH_USERS=2000 npx tsx bench/imports.ts
 */
import { buildApp } from '../server/app.js';
import { DEMO_PASSWORD } from '../server/db/seed.js';
import { openBenchDb } from './lib/benchDb.js';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
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
  const ms = performance.now() - started;
  const data = (res.json() as { data?: { create: number; update: number; unchanged: number } }).data;
  console.log(
    `${url.padEnd(28)} ${String(res.statusCode).padEnd(4)} ${(ms / 1000).toFixed(2).padStart(7)} s  ` +
      `create ${data?.create ?? '-'}  update ${data?.update ?? '-'}  unchanged ${data?.unchanged ?? '-'}`,
  );
}

console.log(`database: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}; ${SCHOOLS} schools, ${USERS} users`);
for (const [kind, file] of [
  ['schools', schools],
  ['contracts', contracts],
  ['users', users],
] as const) {
  await send(`/api/imports/${kind}/check`, file);
  await send(`/api/imports/${kind}`, file);
  await send(`/api/imports/${kind}`, file);
}
await app.jobs.idle();
await app.close();
await db.destroy();
await remove();
