/**
 * Resumable uploads (tus 1.0: core, creation, termination) for files too big to send in one request (deliverables, up to
 * 500 MB). An area registers a purpose: who may start one, with which target, and what a finished file becomes. The
 * partial file lives in storage (bucket `uploads`) and grows by appends, so a dropped connection loses nothing that reached
 * the disk; the client asks for the offset (HEAD) and sends the rest.
 */
import type { FastifyInstance } from 'fastify';
import type { PermissionSlug } from '../../../domain/permissions.js';
import { unprocessable } from '../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { Db } from '../../db/index.js';
import type { StoredUpload, UploadArea } from '../upload.js';

export const PARTIAL_BUCKET = 'uploads';

export interface UploadPurpose<T = unknown> {
  /** The permission every call of this purpose needs. */
  permission: PermissionSlug;
  /** Where files go, how big, which types (by content). maxFiles is ignored (one file per upload). */
  area: (app: FastifyInstance) => UploadArea;
  /** Reads the target from the upload's metadata: throws a 4xx when it is wrong or the user may not add to it now. */
  authorize(app: FastifyInstance, user: AuthUser, metadata: Record<string, string>): Promise<T>;
  /** The file is complete, typed and in its bucket: attach it. Answers the attachment id. */
  complete(app: FastifyInstance, user: AuthUser, target: T, file: StoredUpload): Promise<number>;
}

// Each purpose has its own target type; the registry forgets it (the purpose reads back what it authorised).
const purposes = new Map<string, UploadPurpose<unknown>>();

export function registerUploadPurpose<T>(name: string, purpose: UploadPurpose<T>) {
  purposes.set(name, purpose as unknown as UploadPurpose<unknown>);
}

export const uploadPurpose = (name: string): UploadPurpose<unknown> | undefined => purposes.get(name);

/** tus Upload-Metadata: comma-separated `key base64value` pairs. Null when malformed. */
export function parseMetadata(header: string | undefined): Record<string, string> | null {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[A-Za-z0-9_.-]{1,64}$/.test(key)) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/=]*$/.test(value)) return null;
    out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

/** A positive whole id from the upload's metadata, or a 422 naming the metadata key. */
export function metadataId(meta: Record<string, string>, key: string, label: string): number {
  const id = /^\d{1,10}$/.test(meta[key] ?? '') ? Number(meta[key]) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw unprocessable({ [key]: [`The ${label} is invalid.`] });
  return id;
}

/** The attachment row a purpose's `complete` just filed for this stored file. */
export async function attachmentIdOf(db: Db, file: StoredUpload): Promise<number> {
  const row = await db
    .selectFrom('attachments')
    .select('id')
    .where('bucket', '=', file.bucket)
    .where('full_path', '=', file.key)
    .executeTakeFirstOrThrow();
  return row.id;
}
