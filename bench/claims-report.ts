/**
 * A claim over 20 completed quotations × 200 rows through the real API (issue 11): the multipart create (the server
 * prices every row and takes 20 percentages in one transaction), the detail GET the form opens with, and the claim PDF
 * (first render, then cached). Run by hand: `npx tsx bench/claims-report.ts` (add DATABASE_URL=... for PostgreSQL).
 * Targets: the form's data < 1 s; PDF < 2 s. The in-browser pricing of the same claim is bench/claims.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createDb, migrate } from '../server/db/index.js';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../server/db/seed.js';

const QUOTATIONS = 20;
const ITEMS = 200;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-claims-'));
  const url = process.env.DATABASE_URL ?? '';
  const config = loadConfig({ ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const db = createDb(url ? { databaseUrl: url } : { sqlitePath: ':memory:' });
  await migrate(db);
  await seedDemo(db);
  const app = await buildApp({ config, db });
  await app.ready();
  // as the server does once it listens (server/main.ts): a PDF thread started and warmed before the first report
  await app.pdf.warm();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: demoEmail('TERM-CONTRACTOR'), password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().data.token}` };

  // 20 copies of a seeded completed quotation, each with 200 priced rows copied from its first item row.
  const { id: sourceId, ...source } = await db
    .selectFrom('quotations')
    .selectAll()
    .where('status', '=', 'COMPLETED')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const {
    id: _item,
    quotation_id: _q,
    ...item
  } = await db
    .selectFrom('quotation_items')
    .selectAll()
    .where('quotation_id', '=', sourceId)
    .where('kind', '=', 'item')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let q = 0; q < QUOTATIONS; q++) {
    const { id } = await db
      .insertInto('quotations')
      .values({ ...source, reference_number: `Q-BENCH-${q}`, claimed_bp: 0, claim_status: 'PENDING' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
    await db
      .insertInto('quotation_items')
      .values(Array.from({ length: ITEMS }, (_, i) => ({ ...item, quotation_id: id, sort: i + 1, serial_no: i + 1 })))
      .execute();
  }
  const signature = `data:image/png;base64,${(
    await sharp({ create: { width: 300, height: 120, channels: 4, background: '#fff' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    source_fund: '95-5',
    trade: source.trade,
    school_id: String(source.school_id),
    contacts: JSON.stringify({ tel: '6123', attention: 'Mr Tan', location: 'Block A' }),
    date: '2026-11-20',
    job_type: JSON.stringify(['project_work']),
    job: 'Bench claim',
    date_of_site_measurement: '2026-11-18',
    claim_quotations: JSON.stringify(ids.map((id) => ({ quotation_id: id, claim_percentage: '37.5' }))),
    status: 'PENDING',
    signature,
  }))
    form.append(k, v);
  const req = new Request('http://x/', { method: 'POST', body: form });
  let t = performance.now();
  const created = await app.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { ...headers, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  const createMs = performance.now() - t;
  if (created.statusCode !== 201) throw new Error(`create ${created.statusCode} ${created.body}`);
  const id = created.json().data.id as number;
  t = performance.now();
  const detail = await app.inject({ url: `/api/claims/${id}`, headers });
  const detailMs = performance.now() - t;
  t = performance.now();
  const pdf = await app.inject({ url: `/api/claims/${id}/report`, headers });
  const pdfMs = performance.now() - t;
  t = performance.now();
  await app.inject({ url: `/api/claims/${id}/report`, headers });
  const cachedMs = performance.now() - t;

  console.log(`database: ${url ? 'PostgreSQL' : 'SQLite'}`);
  console.log(`create a claim over ${QUOTATIONS} quotations × ${ITEMS} rows: ${createMs.toFixed(0)} ms`);
  console.log(`GET /claims/{id} (${(detail.rawPayload.length / 1024).toFixed(0)} KB): ${detailMs.toFixed(0)} ms`);
  console.log(
    `claim PDF: first ${pdfMs.toFixed(0)} ms (${(pdf.rawPayload.length / 1024).toFixed(0)} KB), cached ${cachedMs.toFixed(0)} ms`,
  );
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

void main();
