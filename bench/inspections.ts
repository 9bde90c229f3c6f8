/**
 * Inspections (issue 13): a 300-item checklist through the real API — each autosave round trip (p50/p95 of 300 saves, one
 * after another as the page sends them), the detail GET, and the service report PDF with 50 defect pictures (first render,
 * then the cached one). Run by hand: `npx tsx bench/inspections.ts` (add DATABASE_URL=... for PostgreSQL).
 * Targets: autosave p95 < 100 ms; PDF with 50 pictures < 2 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { nowIso } from '../server/db/columns.js';
import { createDb, migrate } from '../server/db/index.js';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../server/db/seed.js';

const ITEMS = 300;
const PICTURES = 50;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-inspections-'));
  const url = process.env.DATABASE_URL ?? '';
  const config = loadConfig({ ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const db = createDb(url ? { databaseUrl: url } : { sqlitePath: ':memory:' });
  await migrate(db);
  await seedDemo(db);
  const app = await buildApp({ config, db });
  await app.ready();
  const login = async (role: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoEmail(role), password: DEMO_PASSWORD },
      })
    ).json().data.token as string;
  const headers = { authorization: `Bearer ${await login('TERM-CONTRACTOR')}` };

  // A template of 300 items in 15 elements.
  const now = nowIso();
  const { id: templateId } = await db
    .insertInto('checklists')
    .values({
      name: 'Bench 300',
      category: 'BUILDING-MAINTENANCE',
      type: 'REGULAR',
      frequency: 'MONTHLY',
      custom_callback: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let e = 0; e < 15; e++) {
    const el = await db
      .insertInto('checklist_elements')
      .values({ checklist_id: templateId, sort: e, element: `Element ${e + 1}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('checklist_sub_items')
      .values(
        Array.from({ length: ITEMS / 15 }, (_, i) => ({
          element_id: el.id,
          sort: i,
          header: 0,
          serial_no: `${e + 1}.${i + 1}`,
          element: `Item ${i + 1}`,
          description: 'Check and record the condition',
          frequency: 'MONTHLY',
        })),
      )
      .execute();
  }
  const school = await db
    .selectFrom('users')
    .select('school_id')
    .where('email', '=', demoEmail('OPERATIONS-MANAGER'))
    .executeTakeFirstOrThrow();
  const tech = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoEmail('TECHNICIAN'))
    .executeTakeFirstOrThrow();
  const created = await app.inject({
    method: 'POST',
    url: '/api/inspection-schedule',
    headers,
    payload: {
      checklist_id: templateId,
      school_id: school.school_id,
      members: [tech.id],
      check_in: '2026-11-02 08:00',
    },
  });
  const id = created.json().data.id as number;

  let t = performance.now();
  const detail = await app.inject({ url: `/api/inspection-schedule/${id}`, headers });
  const detailMs = performance.now() - t;
  const rec = detail.json().data;
  const subs: number[] = rec.checklist_items.flatMap((e: { checklist_sub_items: { id: number }[] }) =>
    e.checklist_sub_items.map((s) => s.id),
  );
  let version = rec.version as number;
  const saves: number[] = [];
  for (const sub of subs) {
    t = performance.now();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/inspection-schedule/${id}/items/${sub}`,
      headers,
      payload: { status: 'yes', version },
    });
    saves.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`autosave ${res.statusCode} ${res.body}`);
    version = res.json().data.version;
  }

  // 50 pictures of 1600×1200 on defects of the first 10 items (thumbnails made by the upload path).
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 160, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  for (let d = 0; d < 10; d++) {
    const form = new FormData();
    form.append('defect', 'Yes');
    form.append('location', `Block ${d}`);
    form.append('description', `Defect ${d} found during the bench inspection`);
    form.append('checklist_item_id', String(subs[d]));
    for (let p = 0; p < PICTURES / 10; p++)
      form.append('before_photos[]', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${p}.jpg`);
    const req = new Request('http://x/', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: `/api/inspection-schedule/${id}/defect`,
      headers: { ...headers, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    if (res.statusCode !== 201) throw new Error(`defect ${res.statusCode} ${res.body}`);
  }
  t = performance.now();
  const first = await app.inject({ url: `/api/inspection-schedule/${id}/report`, headers });
  const pdfMs = performance.now() - t;
  t = performance.now();
  await app.inject({ url: `/api/inspection-schedule/${id}/report`, headers });
  const cachedMs = performance.now() - t;

  console.log(`database: ${url ? 'PostgreSQL' : 'SQLite'}`);
  console.log(`detail GET (${subs.length} items): ${detailMs.toFixed(0)} ms`);
  console.log(
    `autosave x${saves.length}: p50 ${pct(saves, 50).toFixed(1)} ms, p95 ${pct(saves, 95).toFixed(1)} ms, max ${Math.max(...saves).toFixed(1)} ms`,
  );
  console.log(
    `report PDF with ${PICTURES} pictures: first ${pdfMs.toFixed(0)} ms (${(first.rawPayload.length / 1024).toFixed(0)} KB), cached ${cachedMs.toFixed(0)} ms`,
  );
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
