/**
 * Writes under 20 users (issue 37): a 200-item quotation saved (create, then update) by 1 and by 20 users at once, and a
 * work service order with 20 photos (1600×1200 JPEGs) created by 1 and by 20 users at once, through the real API.
 * Run by hand: `npx tsx bench/writes.ts` (SQLite file) or with DATABASE_URL=… (throwaway PostgreSQL schema).
 * BENCH_USERS (20), BENCH_ITEMS (200), BENCH_PHOTOS (20), BENCH_ROUNDS (3 bursts per shape) change the sizes;
 * BENCH_VOLUME=1000000 saves into an installation of a million quotations (half a million inspections, 250,000 claimed
 * quotation rows) as the issue measured; BENCH_SHAPES=quotation or wso runs one shape.
 * Goals: quotation save p95 < 500 ms and WSO create p95 < 1.5 s under 20 users.
 */
import os from 'node:os';
import { sql } from 'kysely';
import sharp from 'sharp';
import { sampleWaits, tagged, waitLine } from './lib/pgWaits.js';
import { loadVolume } from './lib/volume.js';
import { openBenchDb } from './lib/benchDb.js';
import { buildApp } from '../server/app.js';
import { poolOf } from '../server/db/index.js';
import { DEMO_PASSWORD, demoEmail } from '../server/db/seed.js';

const USERS = Number(process.env.BENCH_USERS ?? 20);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 200);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Rows already in the tables (quotations; half as many inspections, a quarter as many claimed items). */
const VOLUME = Number(process.env.BENCH_VOLUME ?? 0);
const SHAPES = (process.env.BENCH_SHAPES ?? 'quotation,wso').split(',');

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
};

async function main() {
  const url = process.env.DATABASE_URL;
  // PostgreSQL: the bench's sessions named, so the lock-wait sampler counts only them
  if (url) process.env.DATABASE_URL = tagged(url);
  const { config, db, remove } = await openBenchDb();
  if (VOLUME) await fillVolume(db);
  const app = await buildApp({ config, db });
  await app.ready();
  const login = async (role: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail(role), password: DEMO_PASSWORD },
    });
    return { authorization: `Bearer ${res.json().data.token as string}` } as Record<string, string>;
  };
  const [tc, tech] = [await login('TERM-CONTRACTOR'), await login('TECHNICIAN')];
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
  const quotation = (n: number, extra: Record<string, unknown> = {}) => ({
    school_id: om.school_id,
    date: '2026-05-04',
    job: `Bench save ${n}`,
    trade: 'BLDG',
    job_type: ['corrective'],
    contacts: { attention: 'Principal', tel: '6' },
    status: 'DRAFT',
    quotation_items: Array.from({ length: ITEMS }, (_, i) => ({
      serial_no: i + 1,
      fsr_id: fsrs[(i + n) % fsrs.length].id,
      quantity: ((i + n) % 9) + 1,
    })),
    ...extra,
  });
  let seq = 0;
  const create = async () => {
    const s = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/quotations', headers: tc, payload: quotation(++seq) });
    if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body.slice(0, 300)}`);
    // the answer (a 200-item record) parsed once: this client shares the server's process and its CPU
    const { data } = res.json() as { data: { id: number; version: number } };
    return { ms: performance.now() - s, id: data.id, version: data.version };
  };
  const update = async (id: number, version: number) => {
    const s = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/quotations/${id}`,
      headers: tc,
      payload: quotation(++seq, { version }),
    });
    if (res.statusCode !== 200) throw new Error(`update ${res.statusCode} ${res.body.slice(0, 300)}`);
    return performance.now() - s;
  };

  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 130, b: 170 } },
  })
    .jpeg()
    .toBuffer();
  const wsoBody = async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      category: 'AD-HOC',
      school_id: String(om.school_id),
      job_location: 'Hall',
      date: '2026-03-02',
      work_description: 'Bench order',
      status: 'DRAFT',
    }))
      form.append(k, v);
    for (let p = 0; p < PHOTOS; p++)
      form.append(
        p % 2 ? 'after_photos[]' : 'before_photos[]',
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        `p${p}.jpg`,
      );
    const req = new Request('http://x/', { method: 'POST', body: form });
    return { type: req.headers.get('content-type')!, payload: Buffer.from(await req.arrayBuffer()) };
  };
  const body = await wsoBody();
  const createWso = async () => {
    const s = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/work-service-order',
      headers: { ...tech, 'content-type': body.type },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`wso ${res.statusCode} ${res.body.slice(0, 300)}`);
    return performance.now() - s;
  };
  const thumbnailsPending = async () =>
    Number(
      (
        await db
          .selectFrom('attachments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('owner_type', 'in', ['wso_before', 'wso_after'])
          .where('thumbnail', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const burst = async <T>(users: number, fn: () => Promise<T>) => {
    const out: T[] = [];
    for (let r = 0; r < ROUNDS; r++) out.push(...(await Promise.all(Array.from({ length: users }, fn))));
    return out;
  };
  /**
   * A user reading the quotation list, one request after another, while a burst of saves runs (the pool's queue is
   * first come, first served: a read waits behind the saves queued before it).
   */
  const reading = () => {
    const times: number[] = [];
    let done = false;
    const loop = (async () => {
      while (!done) {
        const s = performance.now();
        const res = await app.inject({ url: '/api/quotations?page=1', headers: tc });
        if (res.statusCode !== 200) throw new Error(`list ${res.statusCode} ${res.body.slice(0, 300)}`);
        times.push(performance.now() - s);
      }
    })();
    return {
      async stop() {
        done = true;
        await loop;
        return times;
      },
    };
  };
  const waits = url ? await sampleWaits(url, poolOf(db)) : null;
  const line = (what: string, xs: number[], goal: string, withWaits = true) => {
    console.log(
      what.padEnd(44),
      pct(xs, 0.5).toFixed(0).padStart(7),
      pct(xs, 0.95).toFixed(0).padStart(7),
      `   goal ${goal}`,
    );
    if (waits && withWaits) console.log(waitLine(waits.take()));
  };
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');

  console.log(`database: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}; ${ROUNDS} bursts per shape; load ${load()}`);
  console.log('shape'.padEnd(44), 'p50 ms'.padStart(7), 'p95 ms'.padStart(7));
  if (SHAPES.includes('quotation')) await quotations();
  if (SHAPES.includes('wso')) await orders();
  console.log(`load at the end ${load()}`);
  await waits?.stop();
  await app.close();
  await db.destroy();
  await remove();

  async function quotations() {
    await create(); // warm-up (compiled schemas, prepared statements)
    waits?.take();
    const one = await burst(1, create);
    line(
      `quotation create, ${ITEMS} items, 1 user`,
      one.map((c) => c.ms),
      'p95 < 500 ms (1 user: 0.4 s before)',
    );
    waits?.take();
    const reads = reading();
    const many = await burst(USERS, create);
    const listed = await reads.stop();
    line(
      `quotation create, ${ITEMS} items, ${USERS} users`,
      many.map((c) => c.ms),
      'p95 < 500 ms',
    );
    line(`  quotation list meanwhile (${listed.length} reads)`, listed, 'p95 < 100 ms (no load: lists.ts)', false);
    waits?.take();
    const updates = await Promise.all(many.slice(0, USERS).map((c) => update(c.id, c.version)));
    line(`quotation update, ${ITEMS} items, ${USERS} users`, updates, 'p95 < 500 ms');
  }

  async function orders() {
    await createWso();
    waits?.take();
    line(`WSO create, ${PHOTOS} photos, 1 user`, await burst(1, createWso), 'p95 < 1500 ms');
    const t0 = performance.now();
    waits?.take();
    line(`WSO create, ${PHOTOS} photos, ${USERS} users`, await burst(USERS, createWso), 'p95 < 1500 ms');
    let pending = await thumbnailsPending();
    console.log(`photos without a thumbnail right after the last answer: ${pending}`);
    while (pending > 0 && performance.now() - t0 < 600_000) {
      await new Promise((r) => setTimeout(r, 500));
      pending = await thumbnailsPending();
    }
    console.log(`all thumbnails made ${((performance.now() - t0) / 1000).toFixed(1)} s after the WSO burst began`);
  }
}

/** The installation's volume, and claimed rows that point at one quotation item (the save's foreign-key checks read them). */
async function fillVolume(db: Awaited<ReturnType<typeof openBenchDb>>['db']) {
  const started = performance.now();
  await loadVolume(db, { quotations: VOLUME, inspections: VOLUME / 2, claims: VOLUME / 250 });
  const item = await db.selectFrom('quotation_items').select('id').orderBy('id').executeTakeFirstOrThrow();
  const cq = await db.selectFrom('claim_quotations').select('id').orderBy('id').executeTakeFirstOrThrow();
  const n = VOLUME / 4;
  for (let start = 0; start < n; start += 50_000)
    await sql`with recursive c(i) as (select 1 union all select i + 1 from c where i < ${Math.min(50_000, n - start)})
      insert into claim_items (claim_quotation_id, quotation_item_id, claim_percentage_bp, amount_cents, custodial_cents)
      select ${cq.id}, ${item.id}, 10000, 0, 0 from c`.execute(db);
  console.log(`volume of ${VOLUME} quotations loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

void main();
