/**
 * Work service orders (issue 10): an order with 20 photos (10 before, 10 after, 1600×1200 JPEGs) through the real API —
 * the multipart create (upload + thumbnails), MA and OM steps, the report PDF (first render, then cached) — and the list
 * with 5,000 orders (first page, a reference-number search). Run by hand: `npx tsx bench/wso.ts` (add DATABASE_URL=...
 * for PostgreSQL). Target: PDF with 20 photos < 1 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createDb, migrate } from '../server/db/index.js';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../server/db/seed.js';

const PHOTOS = 20;
const ORDERS = 5000;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-wso-'));
  const url = process.env.DATABASE_URL ?? '';
  const config = loadConfig({ ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const db = createDb(url ? { databaseUrl: url } : { sqlitePath: ':memory:' });
  await migrate(db);
  await seedDemo(db);
  const app = await buildApp({ config, db });
  await app.ready();
  const login = async (role: string) =>
    ({
      authorization: `Bearer ${
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: demoEmail(role), password: DEMO_PASSWORD },
          })
        ).json().data.token
      }`,
    }) as Record<string, string>;
  const [tech, ma, om] = [await login('TECHNICIAN'), await login('MANAGING-AGENT'), await login('OPERATIONS-MANAGER')];
  const school = await db
    .selectFrom('users')
    .select('school_id')
    .where('email', '=', 'operations-manager@caretaker.test')
    .executeTakeFirstOrThrow();
  const signature = `data:image/png;base64,${(
    await sharp({ create: { width: 300, height: 120, channels: 4, background: '#fff' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 130, b: 170 } },
  })
    .jpeg()
    .toBuffer();
  const post = async (u: string, headers: Record<string, string>, form: FormData) => {
    const req = new Request('http://x/', { method: 'POST', body: form });
    return app.inject({
      method: 'POST',
      url: u,
      headers: { ...headers, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
  };
  const form = new FormData();
  for (const [k, v] of Object.entries({
    category: 'AD-HOC',
    school_id: String(school.school_id),
    contact_person: 'Ms Tan',
    job_location: 'Hall',
    address: '1 School Road',
    date: '2026-03-02',
    time_received: '08:00',
    fault_call_ref_no: 'FC-BENCH',
    fault_call_location: 'Hall',
    time_arrived_onsite: '09:00',
    completed_on: '2026-03-02',
    completion_time: '12:00',
    work_description: 'Bench order',
    details: 'work_completed',
    status: 'PENDING',
    signature,
  }))
    form.append(k, v);
  for (let p = 0; p < PHOTOS; p++)
    form.append(
      p % 2 ? 'after_photos[]' : 'before_photos[]',
      new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
      `p${p}.jpg`,
    );
  let t = performance.now();
  const created = await post('/api/work-service-order', tech, form);
  const createMs = performance.now() - t;
  if (created.statusCode !== 201) throw new Error(`create ${created.statusCode} ${created.body}`);
  const id = created.json().data.id as number;
  const step = new FormData();
  step.append('signature', signature);
  await post(`/api/work-service-order/${id}/ma-approval`, ma, step);
  await post(`/api/work-service-order/${id}/final-approvals`, om, step);
  t = performance.now();
  const first = await app.inject({ url: `/api/work-service-order/${id}/report`, headers: tech });
  const pdfMs = performance.now() - t;
  if (first.statusCode !== 200) throw new Error(`report ${first.statusCode}`);
  t = performance.now();
  await app.inject({ url: `/api/work-service-order/${id}/report`, headers: tech });
  const cachedMs = performance.now() - t;

  const zone = (
    await db.selectFrom('schools').select('zone').where('id', '=', school.school_id!).executeTakeFirstOrThrow()
  ).zone;
  const now = new Date().toISOString();
  for (let i = 0; i < ORDERS; i += 500)
    await db
      .insertInto('work_service_orders')
      .values(
        Array.from({ length: 500 }, (_, k) => ({
          reference_number: `WSO-BENCH-${i + k}`,
          status: ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED'][(i + k) % 4],
          category: 'AD-HOC',
          quotation_id: null,
          school_id: school.school_id!,
          zone,
          contact_person: null,
          job_location: `Room ${k}`,
          address: null,
          date: '2026-03-02',
          time_received: null,
          fault_call_ref_no: null,
          fault_call_location: null,
          time_arrived_onsite: null,
          completed_on: null,
          completion_time: null,
          work_description: null,
          details: null,
          remark: null,
          prepare_signature_id: null,
          prepare_name: null,
          prepare_details: null,
          prepare_options: null,
          status_date: null,
          status_remarks: null,
          report_path: null,
          report_version: null,
          report_generated_at: null,
          created_by: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  const timed = async (u: string, headers: Record<string, string>) => {
    const runs: number[] = [];
    for (let r = 0; r < 20; r++) {
      const s = performance.now();
      const res = await app.inject({ url: u, headers });
      if (res.statusCode !== 200) throw new Error(`${u} ${res.statusCode}`);
      runs.push(performance.now() - s);
    }
    return runs.sort((a, b) => a - b)[10];
  };
  const listMs = await timed('/api/work-service-order?per_page=25', om);
  const searchMs = await timed('/api/work-service-order?per_page=25&reference_number=4242&status=APPROVED', om);

  console.log(`database: ${url ? 'PostgreSQL' : 'SQLite'}`);
  console.log(
    `create with ${PHOTOS} photos (${((photo.length * PHOTOS) / 1024 / 1024).toFixed(1)} MB): ${createMs.toFixed(0)} ms`,
  );
  console.log(
    `report PDF with ${PHOTOS} photos: first ${pdfMs.toFixed(0)} ms (${(first.rawPayload.length / 1024).toFixed(0)} KB), cached ${cachedMs.toFixed(0)} ms`,
  );
  console.log(
    `list of ${ORDERS + 5} orders, first page (median of 20): ${listMs.toFixed(1)} ms; filtered search: ${searchMs.toFixed(1)} ms`,
  );
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

void main();
