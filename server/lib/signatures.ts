/** Signatures on a workflow step: a data URL drawn now, or the user's stored signature ('my_signature'). */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../domain/messages.js';
import type { Db } from '../db/index.js';
import { HttpError, unprocessable } from './errors.js';
import { fieldString } from './forms.js';
import { sniff } from '../../domain/fileTypes.js';
import type { StoredUpload } from './upload.js';
import { newKey } from '../plugins/storage.js';

const MAX_SIGNATURE_BYTES = 2 * 1024 * 1024;
/** The one stored signature option of a signed workflow step (spec part 2 §9). */
export const SIGNATURE_OPTION = 'my_signature';

export interface SignatureInput {
  options: string | null;
  details: string | null;
  name: string | null;
}

/** The image of a signature: a data URL sent now, or (`my_signature`) the user's latest stored signature. Null when none. */
export async function signatureImage(
  app: FastifyInstance,
  db: Db,
  userId: number,
  fields: Record<string, unknown>,
): Promise<{ buf: Buffer; mime: string; input: SignatureInput } | null> {
  const options = fieldString(fields.signature_options);
  const input: SignatureInput = {
    // Spec part 2 §9: the signature option value is fixed at my_signature. Older forms send new_signature or
    // upload_signature for a drawn or uploaded image; they are still read, and stored as the spec's value.
    options: SIGNATURE_OPTION,
    details: fieldString(fields.signature_details),
    name: fieldString(fields.name),
  };
  const sig = fieldString(fields.signature);
  if (sig) {
    const m = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/.exec(sig);
    if (!m) {
      if (options === 'my_signature') return storedSignature(app, db, userId, input);
      throw unprocessable({ signature: ['The signature must be a PNG or JPEG image.'] });
    }
    const buf = Buffer.from(m[2], 'base64');
    if (buf.length > MAX_SIGNATURE_BYTES)
      throw new HttpError(413, 'The signature image may not be larger than 2 MB.', {
        signature: ['The signature image may not be larger than 2 MB.'],
      });
    const mime = sniff(buf.subarray(0, 16));
    if (mime !== 'image/png' && mime !== 'image/jpeg')
      throw unprocessable({ signature: ['Something went wrong. Invalid File Type'] });
    return { buf, mime, input };
  }
  if (options === 'my_signature') return storedSignature(app, db, userId, input);
  return null;
}

async function storedSignature(app: FastifyInstance, db: Db, userId: number, input: SignatureInput) {
  const row = await db
    .selectFrom('signatures')
    .select(['path', 'mime', 'name', 'signature_details'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw unprocessable({ signature: [MSG.signatureMissing] });
  const root = path.join(app.config.dataDir, 'files', 'signatures');
  const full = path.resolve(root, row.path);
  if (!full.startsWith(root + path.sep)) throw unprocessable({ signature: [MSG.signatureMissing] });
  const buf = await fs.readFile(full).catch(() => null);
  if (!buf) throw unprocessable({ signature: [MSG.signatureMissing] });
  return {
    buf,
    mime: row.mime,
    input: { ...input, name: input.name ?? row.name, details: input.details ?? row.signature_details },
  };
}

/** Writes a signature image into storage (before the transaction that records it). */
export async function storeSignature(
  app: FastifyInstance,
  image: { buf: Buffer; mime: string },
  bucket: string,
): Promise<StoredUpload> {
  const key = newKey(image.mime === 'image/png' ? 'png' : 'jpg');
  const { size } = await app.storage.put(bucket, key, Readable.from([image.buf]));
  return {
    bucket,
    key,
    name: `signature.${image.mime === 'image/png' ? 'png' : 'jpg'}`,
    mime: image.mime,
    size,
    thumbnail: null,
  };
}
