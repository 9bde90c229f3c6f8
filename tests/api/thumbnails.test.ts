/**
 * Photos answer before their thumbnails (server/lib/thumbnails.ts): a work service order with many photos is created
 * without waiting for sharp, the thumbnails appear afterwards through the job queue, and an image that cannot be
 * resized fails its job (logged as one JSON line, retried, then listed among the failed jobs) — never the request.
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { demoEmail } from '../../server/db/seed.js';
import { THUMBNAIL_JOB } from '../../server/lib/thumbnails.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { thumbnailsMade } from '../support/thumbnails.js';

const PHOTOS = 12;
type Photo = { id: number; thumbnail_url: string | null };
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 90, g: 130, b: 170 } } })
    .jpeg()
    .toBuffer();
});

/** A draft order by the technician with the given photos (before and after alternately). */
async function createOrder(t: TestApp, files: [string, Buffer][]) {
  const token = await t.loginAs('TECHNICIAN');
  const school = await t.db
    .selectFrom('users')
    .select('school_id')
    .where('email', '=', demoEmail('OPERATIONS-MANAGER'))
    .executeTakeFirstOrThrow();
  const form = new FormData();
  for (const [k, v] of Object.entries({
    category: 'AD-HOC',
    school_id: String(school.school_id),
    job_location: 'Hall',
    date: '2026-03-02',
    work_description: 'Photos',
    status: 'DRAFT',
  }))
    form.append(k, v);
  files.forEach(([name, bytes], i) =>
    form.append(i % 2 ? 'after_photos[]' : 'before_photos[]', new Blob([new Uint8Array(bytes)]), name),
  );
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/work-service-order',
    headers: { ...bearer(token), 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  const load = async () =>
    (await t.app.inject({ url: `/api/work-service-order/${res.json().data.id}`, headers: bearer(token) })).json()
      .data as {
      attachements: Record<'before_photos' | 'after_photos', Photo[]>;
    };
  return { res, token, load };
}

const photosOf = (o: { attachements: Record<'before_photos' | 'after_photos', Photo[]> }) => [
  ...o.attachements.before_photos,
  ...o.attachements.after_photos,
];

describe('thumbnails after the answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes the thumbnails of an order with many photos after the answer', async () => {
    const files = Array.from({ length: PHOTOS }, (_, i): [string, Buffer] => [`p${i}.jpg`, photo]);
    const { res, token, load } = await createOrder(t, files);
    expect(res.statusCode, res.body).toBe(201);
    const jobs = await t.db.selectFrom('jobs').select('payload').where('kind', '=', THUMBNAIL_JOB).execute();
    expect(jobs.map((j) => JSON.parse(j.payload).keys.length)).toEqual([PHOTOS]);
    await thumbnailsMade(t.app);
    const photos = photosOf(await load());
    expect(photos).toHaveLength(PHOTOS);
    expect(photos.every((p) => typeof p.thumbnail_url === 'string')).toBe(true);
    const thumb = await t.app.inject({ url: photos[0].thumbnail_url!, headers: bearer(token) });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
  });

  it('still refuses a file that is not an image at once (422), queuing nothing', async () => {
    const before = await t.db.selectFrom('jobs').select('id').where('kind', '=', THUMBNAIL_JOB).execute();
    const { res } = await createOrder(t, [
      ['p0.jpg', photo],
      ['notes.jpg', Buffer.from('plain text, not a photo')],
    ]);
    expect(res.statusCode).toBe(422);
    const after = await t.db.selectFrom('jobs').select('id').where('kind', '=', THUMBNAIL_JOB).execute();
    expect(after).toEqual(before);
  });
});

describe('with no job worker running', () => {
  it('answers an order with many photos without waiting for a single thumbnail', async () => {
    const t = await createTestApp({ env: { JOB_CONCURRENCY: '0' } });
    try {
      const files = Array.from({ length: PHOTOS }, (_, i): [string, Buffer] => [`p${i}.jpg`, photo]);
      const { res, token, load } = await createOrder(t, files);
      expect(res.statusCode, res.body).toBe(201);
      const photos = photosOf(await load());
      expect(photos.map((p) => p.thumbnail_url)).toEqual(Array(PHOTOS).fill(null));
      const job = await t.db.selectFrom('jobs').select('status').where('kind', '=', THUMBNAIL_JOB).execute();
      expect(job).toEqual([{ status: 'PENDING' }]);
      // meanwhile the order's thumbnail address serves the photo itself
      const shown = await t.app.inject({
        url: `/api/work-service-order/${res.json().data.id}/files/${photos[0].id}?thumb=1`,
        headers: bearer(token),
      });
      expect(shown.statusCode).toBe(200);
      expect(shown.rawPayload.equals(photo)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('an image that cannot be resized', () => {
  it('is stored and answered (201), its job logged, retried, then listed among the failed jobs', async () => {
    let log = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    const t = await createTestApp({
      logStream: stream,
      env: { LOG_LEVEL: 'warn', JOB_RETRY_SECONDS: '1', JOB_POLL_MS: '100' },
    });
    try {
      // a PNG by its first bytes (so the type check passes), nothing sharp can decode after them
      const broken = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(600, 7),
      ]);
      const { res, load } = await createOrder(t, [
        ['good.jpg', photo],
        ['broken.png', broken],
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const deadline = Date.now() + 30_000;
      let job = await t.db.selectFrom('jobs').selectAll().where('kind', '=', THUMBNAIL_JOB).executeTakeFirstOrThrow();
      while (job.status !== 'FAILED' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        job = await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
      }
      expect(job.status).toBe('FAILED');
      expect(job.attempts).toBe(3);
      expect(job.error).toMatch(/No thumbnail for 1 of 2 images/);
      // the good photo got its thumbnail on the first attempt; the broken one keeps none and shows itself
      const [good, bad] = photosOf(await load());
      expect(good.thumbnail_url).toEqual(expect.any(String));
      expect(bad.thumbnail_url).toBeNull();

      const lines = log.split('\n').filter((l) => l.includes(`"job":${job.id}`));
      expect(lines.filter((l) => l.includes('job run failed'))).toHaveLength(3);
      expect(JSON.parse(lines.find((l) => l.includes('job failed for good'))!)).toMatchObject({
        level: 50,
        kind: THUMBNAIL_JOB,
      });
      const admin = await t.loginAs('ADMIN');
      const failed = await t.app.inject({ url: '/api/jobs/failed?per_page=100', headers: bearer(admin) });
      expect(failed.statusCode).toBe(200);
      expect(failed.json().data).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: job.id, kind: THUMBNAIL_JOB, user: null })]),
      );
    } finally {
      await t.close();
    }
  }, 60_000);
});
