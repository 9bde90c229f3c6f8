import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../db/index.js';
import type { Database } from '../db/types.js';
import type { StoredUpload } from './upload.js';

/** Owner types of the attachments table; each has its own access rule in the download and delete routes. */
export const OWNER = { DOCUMENT: 'document', SCHOOL_TREE_PHOTO: 'school_tree_photo' } as const;

export interface AttachmentRecord {
  id: number;
  file_name: string;
  name: string;
  mime: string;
  size: number;
  full_path: string;
  thumbnail: string | null;
  url: string;
  thumbnail_url: string | null;
  created_at: string;
  uploader: { id: number | null; full_name: string | null };
  additional_fields: Record<string, unknown>;
  can_delete: boolean;
  /** Quotation documents: whether the user may rename, order and flag it (update-attachments). */
  can_edit?: boolean;
}

export const downloadUrl = (bucket: string, key: string) =>
  `/api/download?bucket=${encodeURIComponent(bucket)}&file_path=${encodeURIComponent(key)}`;

/** `attachment; filename="…"; filename*=UTF-8''…` with a plain-ASCII fallback. */
export function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const parseObject = (text: string | null): Record<string, unknown> => {
  try {
    const v = JSON.parse(text ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
};

/** The attachments of many owners in one query, grouped by owner id (oldest first). */
export async function loadAttachments(
  db: Db | Kysely<Database>,
  ownerType: string,
  ownerIds: number[],
  canDelete: boolean,
): Promise<Map<number, AttachmentRecord[]>> {
  const out = new Map<number, AttachmentRecord[]>();
  if (!ownerIds.length) return out;
  const rows = await db
    .selectFrom('attachments')
    .leftJoin('users', 'users.id', 'attachments.uploader_id')
    .selectAll('attachments')
    .select('users.full_name as uploader_name')
    .where('attachments.owner_type', '=', ownerType)
    .where('attachments.owner_id', 'in', ownerIds)
    .orderBy('attachments.id')
    .execute();
  for (const r of rows) {
    const rec: AttachmentRecord = {
      id: r.id,
      file_name: r.file_name,
      name: r.name,
      mime: r.mime,
      size: Number(r.size),
      full_path: r.full_path,
      thumbnail: r.thumbnail,
      url: downloadUrl(r.bucket, r.full_path),
      thumbnail_url: r.thumbnail ? downloadUrl(r.bucket, r.thumbnail) : null,
      created_at: r.created_at,
      uploader: { id: r.uploader_id, full_name: r.uploader_name },
      additional_fields: parseObject(r.additional_fields),
      can_delete: canDelete,
    };
    const list = out.get(r.owner_id) ?? [];
    list.push(rec);
    out.set(r.owner_id, list);
  }
  return out;
}

/** Records stored uploads as attachments of one owner (inside the caller's transaction). */
export async function insertAttachments(
  trx: Transaction<Database> | Db,
  ownerType: string,
  ownerId: number,
  files: StoredUpload[],
  uploaderId: number | null,
  additional: Record<string, unknown> = {},
): Promise<void> {
  if (!files.length) return;
  const now = new Date().toISOString();
  await trx
    .insertInto('attachments')
    .values(
      files.map((f) => ({
        owner_type: ownerType,
        owner_id: ownerId,
        file_name: f.key.split('/').pop()!,
        name: f.name,
        mime: f.mime,
        size: f.size,
        bucket: f.bucket,
        full_path: f.key,
        thumbnail: f.thumbnail,
        uploader_id: uploaderId,
        additional_fields: JSON.stringify(additional),
        created_at: now,
      })),
    )
    .execute();
}

/** Stored-file references of the given owners (to remove the files after their rows are gone). */
export async function storedFilesOf(db: Db | Transaction<Database>, ownerType: string, ownerIds: number[]) {
  if (!ownerIds.length) return [];
  const rows = await db
    .selectFrom('attachments')
    .select(['bucket', 'full_path', 'thumbnail'])
    .where('owner_type', '=', ownerType)
    .where('owner_id', 'in', ownerIds)
    .execute();
  return rows.map((r) => ({ bucket: r.bucket, key: r.full_path, thumbnail: r.thumbnail }));
}
