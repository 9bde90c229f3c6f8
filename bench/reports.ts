/**
 * Quotation PDF report generation time for 50, 200 and 1,000 items through the real API (first request generates and caches,
 * the next is served from the cache), plus the preview HTML. Run by hand: `npx tsx bench/reports.ts`. Target: 200 items < 2 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createDb, migrate } from '../server/db/index.js';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../server/db/seed.js';

const SIZES = [50, 200, 1000];
const REPEAT = 3;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-reports-'));
  const config = loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const db = createDb({ sqlitePath: ':memory:' });
  await migrate(db);
  await seedDemo(db);
  const app = await buildApp({ config, db });
  await app.ready();
  const token = (
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('TERM-CONTRACTOR'), password: DEMO_PASSWORD },
    })
  ).json().data.token as string;
  const headers = { authorization: `Bearer ${token}` };
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
    .limit(1000)
    .execute();
  const sig = await sharp({
    create: { width: 400, height: 120, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="400" height="120"><path d="M10 90 C 80 10, 150 110, 220 40 S 330 100, 390 30" stroke="black" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const signature = `data:image/png;base64,${sig.toString('base64')}`;

  console.log(
    'items'.padStart(6),
    'first PDF ms'.padStart(14),
    'cached ms'.padStart(10),
    'preview ms'.padStart(11),
    'PDF KB'.padStart(8),
    'pages'.padStart(6),
  );
  for (const n of SIZES) {
    const items = Array.from({ length: n }, (_, i) => ({
      serial_no: i + 1,
      fsr_id: fsrs[i % fsrs.length].id,
      quantity: (i % 9) + 1,
      note: i % 15 === 0 ? 'To be done after school hours, coordinate with the operations manager.' : null,
      subRows: i % 25 === 0 ? [{ item_description: 'Custodial discount', quantity: 1 }] : [],
    }));
    for (let h = 0; h < n; h += 40) items.splice(h, 0, { hasHeader: true, header: `Part ${h / 40 + 1}` } as never);
    const created = await app.inject({
      method: 'POST',
      url: '/api/quotations',
      headers,
      payload: {
        school_id: om.school_id,
        date: '2026-05-04',
        job: `Bench ${n}`,
        trade: 'BLDG',
        job_type: ['corrective'],
        contacts: { attention: 'Principal', tel: '6' },
        status: 'PENDING',
        signature,
        quotation_items: items,
      },
    });
    if (created.statusCode !== 201) throw new Error(created.body.slice(0, 300));
    const id = created.json().data.id as number;
    const first: number[] = [];
    const cached: number[] = [];
    const preview: number[] = [];
    let size = 0;
    let pages = 0;
    for (let r = 0; r < REPEAT; r++) {
      let t0 = performance.now();
      const gen = await app.inject({ url: `/api/quotations/${id}/report-generation`, headers });
      first.push(performance.now() - t0);
      if (gen.statusCode !== 200) throw new Error(gen.body);
      t0 = performance.now();
      const pdf = await app.inject({ url: `/api/quotations/${id}/report`, headers });
      cached.push(performance.now() - t0);
      size = pdf.rawPayload.length;
      pages = (pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      t0 = performance.now();
      await app.inject({ url: `/api/quotations/${id}/preview`, headers });
      preview.push(performance.now() - t0);
    }
    const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)].toFixed(0);
    console.log(
      String(n).padStart(6),
      med(first).padStart(14),
      med(cached).padStart(10),
      med(preview).padStart(11),
      (size / 1024).toFixed(0).padStart(8),
      String(pages).padStart(6),
    );
  }
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
