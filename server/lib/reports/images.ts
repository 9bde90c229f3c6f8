/** Reading stored files back for a report: whole buffers (reports are small) and images pdfkit can draw. */
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** An image a report embeds (pdfkit draws PNG and JPEG). */
export interface ReportImage {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

/** A stored PNG or JPEG, or null (another type, or a file gone missing: the report still renders). */
export async function readImage(
  app: FastifyInstance,
  bucket: string,
  key: string,
  mime: string,
): Promise<ReportImage | null> {
  if (mime !== 'image/png' && mime !== 'image/jpeg') return null;
  try {
    return { data: await readAll(await app.storage.get(bucket, key)), mime };
  } catch {
    return null;
  }
}

/** A thumbnail-sized JPEG of an image (used when an attachment has no stored thumbnail). */
export async function downscale(data: Buffer): Promise<ReportImage | null> {
  try {
    return {
      data: await sharp(data, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize({ width: 640, withoutEnlargement: true })
        .jpeg({ quality: 75 })
        .toBuffer(),
      mime: 'image/jpeg',
    };
  } catch {
    return null;
  }
}
