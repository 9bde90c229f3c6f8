/** Quotation files: multipart bodies (streamed uploads via server/lib/upload.ts), signatures (data URL or the stored one), notifications. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../../domain/messages.js';
import { ROLE } from '../../../domain/roles.js';
import type { Db } from '../../db/index.js';
import { HttpError, unprocessable } from '../../lib/errors.js';
import { sniff } from '../../lib/sniff.js';
import { jsonTooDeep, JSON_TOO_DEEP_MESSAGE } from '../../lib/jsonLimits.js';
import { fieldTextErrors, receiveUpload, removeStored, type StoredUpload } from '../../lib/upload.js';
import { newKey } from '../../plugins/storage.js';

export const QUOTATION_BUCKET = 'quotations';
export const REPORT_BUCKET = 'reports';
const MAX_SIGNATURE_BYTES = 2 * 1024 * 1024;
export const QUOTATION_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'text/plain',
  'text/csv',
];

export interface Body {
  fields: Record<string, unknown>;
  files: StoredUpload[];
  discard(): Promise<void>;
}

/**
 * Reads a multipart (or JSON) body: files streamed into storage, fields as values. Fields named in `jsonFields` are parsed from
 * JSON text; a field that is not valid JSON answers 422 keyed by its name. The caller must `discard()` on any later failure.
 */
export async function readBody(
  app: FastifyInstance,
  request: FastifyRequest,
  jsonFields: readonly string[] = [],
): Promise<Body> {
  const body = request.body;
  if (
    !request.isMultipart() &&
    (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body))
  ) {
    // Plain text, a JSON array or no body at all: no fields.
    return { fields: {}, files: [], discard: async () => undefined };
  }
  const upload = request.isMultipart()
    ? await receiveUpload(app, request, {
        bucket: QUOTATION_BUCKET,
        maxBytes: 20 * 1024 * 1024,
        allowed: QUOTATION_FILE_TYPES,
        maxFiles: 20,
      })
    : { fields: { ...(body as Record<string, unknown>) }, files: [] as StoredUpload[], discard: async () => undefined };
  const fields: Record<string, unknown> = { ...upload.fields };
  const errors: Record<string, string[]> = {};
  for (const f of jsonFields) {
    const v = fields[f];
    if (typeof v !== 'string') continue;
    if (v.trim() === '') {
      fields[f] = undefined;
      continue;
    }
    if (jsonTooDeep(v)) {
      await upload.discard();
      throw new HttpError(400, JSON_TOO_DEEP_MESSAGE, { [f]: [JSON_TOO_DEEP_MESSAGE] });
    }
    try {
      fields[f] = JSON.parse(v);
    } catch {
      errors[f] = ['Must be valid JSON.'];
    }
  }
  // Texts inside JSON-valued fields ('\u0000' escapes) only show once parsed.
  Object.assign(errors, fieldTextErrors(fields), errors);
  if (Object.keys(errors).length) {
    await upload.discard();
    throw unprocessable(errors);
  }
  return { fields, files: upload.files, discard: upload.discard };
}

export const fieldString = (v: unknown): string | null => {
  if (Array.isArray(v)) return fieldString(v[0]);
  if (v === undefined || v === null) return null;
  const s = typeof v === 'string' ? v : String(v);
  return s.trim() === '' ? null : s.trim();
};

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
    options,
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
): Promise<StoredUpload> {
  const key = newKey(image.mime === 'image/png' ? 'png' : 'jpg');
  const { size } = await app.storage.put(QUOTATION_BUCKET, key, Readable.from([image.buf]));
  return {
    bucket: QUOTATION_BUCKET,
    key,
    name: `signature.${image.mime === 'image/png' ? 'png' : 'jpg'}`,
    mime: image.mime,
    size,
    thumbnail: null,
  };
}

export const discardStored = (app: FastifyInstance, files: StoredUpload[]) => removeStored(app, files);

/**
 * Who must act next (switchable in one place): the managing agents assigned to the school for QUOTATIONS (active assignments),
 * falling back to managing agents whose zones include the school's zone.
 */
export async function schoolManagingAgents(
  db: Db,
  schoolId: number,
  zone: string,
): Promise<{ id: number; role: string }[]> {
  const assigned = await db
    .selectFrom('school_assignments')
    .innerJoin('users', 'users.id', 'school_assignments.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'roles.slug', 'school_assignments.category_options'])
    .where('school_assignments.school_id', '=', schoolId)
    .where('school_assignments.is_active', '=', 1)
    .where('roles.slug', 'in', [ROLE.MANAGING_AGENT, ROLE.MA_QS])
    .orderBy('users.id')
    .execute();
  const withQuotations = assigned.filter((a) => {
    try {
      return (JSON.parse(a.category_options) as string[]).includes('QUOTATIONS');
    } catch {
      return false;
    }
  });
  if (withQuotations.length)
    return [...new Map(withQuotations.map((a) => [a.id, { id: a.id, role: a.slug }])).values()];
  const byZone = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'roles.slug'])
    .where('roles.slug', '=', ROLE.MANAGING_AGENT)
    .where('users.zone_in_charge', 'like', `%"${zone.replace(/[%_"\\]/g, '')}"%`)
    .orderBy('users.id')
    .execute();
  return byZone.map((u) => ({ id: u.id, role: u.slug }));
}

/** Sends a notification; a failure is logged and never fails the request (the transition is already committed). */
export async function notifyUsers(
  app: FastifyInstance,
  userIds: number[],
  input: { title: string; description: string; quotationId: number },
) {
  if (!userIds.length) return;
  try {
    await app.notify(userIds, {
      type: 'request',
      title: input.title,
      description: input.description,
      url: `/works-order/quotation-list/${input.quotationId}`,
      refId: `quotation:${input.quotationId}`,
    });
  } catch (e) {
    app.log.warn({ err: e }, 'quotation notification failed');
  }
}
