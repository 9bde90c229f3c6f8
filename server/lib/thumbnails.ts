/**
 * Thumbnails are made after the answer, by the job queue: resizing twenty 1600×1200 photos costs seconds of CPU, and on
 * the request path twenty users sending orders at once waited for each other's photos (p95 10.8 s). The upload stores
 * and sniffs the file (a wrong type is refused at once); the attachment answers `thumbnail_url: null` until its
 * thumbnail is made, and the screens show the image itself meanwhile. A request's images become one job once the
 * request has succeeded (its transaction committed), so the job finds the attachment rows it fills in.
 * Resizing is bounded so that it never takes the machine from the requests: an instance resizes one image at a time
 * (whatever the number of thumbnail jobs running) on one libvips thread. An image that cannot be resized fails its job (logged, retried, then listed among the
 * failed jobs) and its attachment simply keeps no thumbnail.
 */
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { JobContext } from './jobs/types.js';

export const THUMBNAIL_JOB = 'thumbnails';
const THUMB_WIDTH = 320;
const THUMBNAIL_MIMES = ['image/png', 'image/jpeg'];

export interface ThumbnailPayload {
  bucket: string;
  keys: string[];
}

/** A stored file that may get a thumbnail. */
interface StoredImage {
  bucket: string;
  key: string;
  mime: string;
}

/** Per request, the images it stored: queued once it has answered with success. */
const pending = new WeakMap<FastifyRequest, StoredImage[]>();

/** Notes an image the request stored: its thumbnail is made after the answer (nothing when it is not an image). */
export function thumbnailLater(request: FastifyRequest, file: StoredImage) {
  if (!THUMBNAIL_MIMES.includes(file.mime)) return;
  const list = pending.get(request) ?? [];
  list.push(file);
  pending.set(request, list);
}

/** The request's files were removed (its upload or transaction failed): nothing to make. */
export function forgetThumbnails(request: FastifyRequest) {
  pending.delete(request);
}

/**
 * Queues the thumbnails of stored images whose attachment rows are committed (one job per bucket). For a caller that
 * files uploads outside a multipart request (a finished resumable upload): call it after the commit.
 */
export async function queueThumbnails(app: FastifyInstance, files: readonly StoredImage[]) {
  const byBucket = new Map<string, string[]>();
  for (const f of files)
    if (THUMBNAIL_MIMES.includes(f.mime)) byBucket.set(f.bucket, [...(byBucket.get(f.bucket) ?? []), f.key]);
  for (const [bucket, keys] of byBucket)
    await app.jobs.enqueue<ThumbnailPayload>(THUMBNAIL_JOB, { bucket, keys }, { userId: null, subject: bucket });
}

/** The thumbnail's key beside the image's. */
export const thumbnailKey = (key: string) => key.replace(/\.[a-z0-9]+$/, '') + '_thumb.jpg';

/** The instance's one resizing at a time: each waits for the one before. */
let resizing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = resizing.then(work, work);
  resizing = run.catch(() => undefined);
  return run;
}

/** A 320 px wide JPEG beside the image; throws when the image cannot be decoded (the partial thumbnail is removed). */
async function makeThumbnail(app: FastifyInstance, bucket: string, key: string): Promise<string> {
  const thumbKey = thumbnailKey(key);
  try {
    const src = await app.storage.get(bucket, key);
    const resize = sharp({ limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 80 });
    await Promise.all([app.storage.put(bucket, thumbKey, resize), pipeline(src, resize)]);
    return thumbKey;
  } catch (e) {
    await app.storage.delete(bucket, thumbKey).catch(() => undefined);
    throw e;
  }
}

/** Makes the thumbnails of the payload's images that still have none; the images that failed fail the job together. */
async function makeThumbnails(app: FastifyInstance, ctx: JobContext<ThumbnailPayload>) {
  const { bucket, keys } = ctx.payload;
  const failed: string[] = [];
  let reason = '';
  for (const [i, key] of keys.entries()) {
    // renews the job's lease while it waits for its turn to resize
    await ctx.report(i, keys.length);
    const waiting = await app.db
      .selectFrom('attachments')
      .select('id')
      .where('bucket', '=', bucket)
      .where('full_path', '=', key)
      .where('thumbnail', 'is', null)
      .executeTakeFirst();
    // Gone (the record was deleted) or already done (a retry): nothing to make.
    if (!waiting) continue;
    let thumb: string;
    try {
      thumb = await oneAtATime(() => makeThumbnail(app, bucket, key));
    } catch (e) {
      failed.push(key);
      reason = e instanceof Error ? e.message : String(e);
      continue;
    }
    const res = await app.db
      .updateTable('attachments')
      .set({ thumbnail: thumb })
      .where('bucket', '=', bucket)
      .where('full_path', '=', key)
      .where('thumbnail', 'is', null)
      .executeTakeFirst();
    // Deleted while it was being made: the thumbnail belongs to nobody.
    if (Number(res.numUpdatedRows) === 0) await app.storage.delete(bucket, thumb).catch(() => undefined);
  }
  if (failed.length)
    throw new Error(
      `No thumbnail for ${failed.length} of ${keys.length} images in ${bucket} (${failed.join(', ')}): ${reason}`,
    );
}

/**
 * The job kind, and the hook that queues a successful request's images as its answer leaves (the handler has
 * committed by then; a client that reads the record next finds the job already waiting).
 */
export function registerThumbnails(app: FastifyInstance) {
  // libvips' threads per image, for the whole process (its default is one per core): with one image at a time, resizing
  // keeps to one core
  sharp.concurrency(1);
  app.jobs.register<ThumbnailPayload>(THUMBNAIL_JOB, { handler: (ctx) => makeThumbnails(app, ctx) });
  app.addHook('onSend', async (request, reply, payload) => {
    const files = pending.get(request);
    if (!files) return payload;
    pending.delete(request);
    if (reply.statusCode >= 400) return payload;
    await queueThumbnails(app, files).catch((err: unknown) =>
      request.log.error({ err, files: files.map((f) => f.key) }, 'thumbnails not queued'),
    );
    return payload;
  });
}
