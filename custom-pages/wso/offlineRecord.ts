/**
 * A work service order kept on the device for work without signal (docs/architecture.md "Offline field work"): the
 * order as GET /work-service-order/{id} answers it, the base it was prepared from (what the three-way merge compares
 * against), the schools its form offers and its photos' thumbnails; and the order as the form shows it offline: the kept
 * one with the writes still waiting laid over it (the fields of the last Draft or Submit, the photos taken on site).
 */
import type { MergeValue } from '../../domain/offlineMerge.js';
import { apiUrl } from '../../src/http.js';
import { currentKey } from '../../src/offline/keyring.js';
import type { Replay } from '../../src/offline/onlineOnce.js';
import { readWrites, removeWrite, type StoredWrite } from '../../src/offline/outbox.js';
import { hiddenPhotoIds, type PhotoDeleteBase } from '../../src/offline/photoDelete.js';
import { deleteRecord, getFile, getRecord, putFile, putRecord } from '../../src/offline/vault.js';
import { getToken } from '../../src/session.js';
import type { Photo, SchoolOption, Wso } from './api.js';

export const scopeOf = (id: number | string) => `wso:${id}`;
export const RECORD = 'wso';
export const BASE = 'wso-base';
/** The schools the ad-hoc form's select offers (one list per user, whichever order kept it last). */
export const SCHOOLS = 'wso-schools';
/** Which kept order a quotation's address opens (by the quotation's id): a quotation has at most one order. */
export const BY_QUOTATION = 'wso-by-quotation';

/** The creator's fields: what the form holds and a Draft or Submit sends (domain/wso.ts). */
export const WSO_FORM_FIELDS = [
  'school_id',
  'contact_person',
  'address',
  'job_location',
  'date',
  'time_received',
  'fault_call_ref_no',
  'fault_call_location',
  'time_arrived_onsite',
  'completed_on',
  'completion_time',
  'work_description',
  'details',
  'remark',
] as const;

export type PhotoField = 'before_photos' | 'after_photos';

/** One photo taken on site: kept sealed on the device until its resumable upload is done. */
export interface PhotoPayload {
  wsoId: number;
  field: PhotoField;
  key: string;
  name: string;
}

/** A photo on the server the user deleted without signal (DELETE /attachments/{id} when the signal is back). */
export interface PhotoDeletePayload extends PhotoDeleteBase {
  wsoId: number;
  field: PhotoField;
}

/** Draft (DRAFT) or Submit (PENDING): the fields the device changed from its base, and the signature of a submission. */
export interface SavePayload {
  wsoId: number;
  status: 'DRAFT' | 'PENDING';
  change: Record<string, MergeValue>;
  signature?: Record<string, string>;
  /** The user settled a conflict: sent on the current version without merging again. */
  force?: boolean;
}

/** A field's value as the merge compares it: text, or null for empty. */
export const fieldValue = (v: unknown): MergeValue => (v === null || v === undefined || v === '' ? null : String(v));

export const fieldsOf = (record: Partial<Wso> | null | undefined, keys: readonly string[] = WSO_FORM_FIELDS) =>
  Object.fromEntries(keys.map((k) => [k, fieldValue((record as Record<string, unknown> | null)?.[k])]));

const thumbKey = (photoId: number) => `thumb:wso-${photoId}`;
export const keptThumbKey = thumbKey;

async function keepThumbnail(wsoId: number, photo: Photo): Promise<void> {
  // a photo's thumbnail does not change: kept once
  if (await getFile(thumbKey(photo.id))) return;
  const res = await fetch(apiUrl(`/work-service-order/${wsoId}/files/${photo.id}?thumb=1`), {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (res.ok) await putFile(await res.blob(), thumbKey(photo.id));
}

/**
 * Keeps the order (and its base) with its photos' thumbnails; false when the user's key is not on the device. The order
 * itself is kept last: once it is on the device, so is all it needs (the form reads "Available offline" from it).
 */
export async function keepWso(record: Wso, asBase = true): Promise<boolean> {
  if (!(await currentKey())) return false;
  for (const p of [...record.attachements.before_photos, ...record.attachements.after_photos])
    await keepThumbnail(record.id, p).catch(() => undefined);
  if (asBase) await putRecord(BASE, record.id, record);
  return putKept(record);
}

/** The order as kept, and for a quotation-bound one the way to it from its quotation's address. */
export async function putKept(record: Wso): Promise<boolean> {
  if (record.quotation_id && !(await putRecord(BY_QUOTATION, record.quotation_id, record.id))) return false;
  return putRecord(RECORD, record.id, record);
}

/** Forgets a kept order: the order, its base and the way to it from its quotation (not its thumbnails). */
export async function forgetKept(id: number | string): Promise<void> {
  const kept = await getRecord<Wso>(RECORD, id);
  if (kept?.quotation_id) await deleteRecord(BY_QUOTATION, kept.quotation_id);
  await deleteRecord(BASE, id);
  await deleteRecord(RECORD, id);
}

export const keepSchools = (schools: SchoolOption[]) => putRecord(SCHOOLS, 'all', schools);
export const keptSchools = () => getRecord<SchoolOption[]>(SCHOOLS, 'all');

/** The order with the user's waiting writes laid over it, as the form shows it. */
export function withWrites(record: Wso, writes: StoredWrite[]): Wso {
  let out: Wso = { ...record, queued_photos: [] };
  // a stored photo deleted without signal is gone from the form at once
  const deleted = hiddenPhotoIds(writes, 'wso.photoDelete');
  if (deleted.size) {
    const kept = (photos: Photo[]) => photos.filter((p) => !deleted.has(p.id));
    const { before_photos, after_photos } = record.attachements;
    out = { ...out, attachements: { before_photos: kept(before_photos), after_photos: kept(after_photos) } };
  }
  for (const w of writes) {
    if (w.state !== 'waiting') continue;
    if (w.kind === 'wso.photo') {
      const p = w.payload as PhotoPayload;
      out = { ...out, queued_photos: [...(out.queued_photos ?? []), { field: p.field, key: p.key, name: p.name }] };
    } else if (w.kind === 'wso.save') {
      const p = w.payload as SavePayload;
      out = { ...out, ...(p.change as Partial<Wso>) };
      // a submission waiting to be sent: the form is no longer the creator's to change
      if (p.status === 'PENDING') out = { ...out, status: 'PENDING', display_status: 'PENDING', actions: [] };
      else out = { ...out, status: 'DRAFT', display_status: 'DRAFT' };
    }
  }
  return out;
}

/** The order as kept on the device, with the waiting writes; null when it was never kept here. */
export async function keptWso(id: number | string): Promise<Wso | null> {
  const kept = await getRecord<Wso>(RECORD, id);
  return kept && withWrites(kept, await readWrites({ scope: scopeOf(id) }));
}

/** The order bound to a quotation as kept on the device, with the waiting writes; null when it is not kept here. */
export async function keptWsoOfQuotation(quotationId: number | string): Promise<Wso | null> {
  const id = await getRecord<number>(BY_QUOTATION, quotationId);
  const kept = id === null ? null : await keptWso(id);
  return kept && String(kept.quotation_id) === String(quotationId) ? kept : null;
}

/** The base a queued write is compared against: kept when the order was made available offline, else the order as shown. */
async function ensureBase(record: Wso): Promise<Wso | null> {
  const base = await getRecord<Wso>(BASE, record.id);
  if (base) return base;
  // the record as the screen has it, without what the overlay added
  const { queued_photos: _queued, offline: _offline, ...plain } = record;
  if (!(await putRecord(BASE, record.id, plain)) || !(await putKept(plain))) return null;
  return plain;
}

/**
 * Queues a Draft or Submit of the form made without signal: each new photo made smaller on the device unless the user
 * keeps originals (src/offline/photos.ts) and kept sealed as its own write (a resumable upload, sent before the save that follows), then
 * the save with the fields that differ from the base. A later save replaces one still waiting (each carries all the
 * form's changes), behind the photos taken since — not one made from an online save whose answer was lost (`replay`,
 * src/offline/onlineOnce.ts: sent first, it may have been stored). False when the user's key is not on the device.
 */
export async function queueSave(
  record: Wso,
  values: Record<string, string>,
  status: SavePayload['status'],
  signature: Record<string, string> | undefined,
  photos: { field: PhotoField; file: File }[],
  keys: readonly string[] = WSO_FORM_FIELDS,
  replay?: Replay,
): Promise<boolean> {
  const base = await ensureBase(record);
  if (!base) return false;
  const { enqueue } = await import('../../src/offline/outbox.js');
  const { photoForDevice } = await import('../../src/offline/photos.js');
  const scope = scopeOf(record.id);
  const bodyFile = replay?.bodyFile ? [replay.bodyFile] : [];
  for (const { field, file } of photos) {
    const kept = await photoForDevice(file);
    const key = await putFile(kept);
    if (!key) return false;
    const payload: PhotoPayload = { wsoId: record.id, field, key, name: kept.name };
    if (!(await enqueue({ kind: 'wso.photo', scope, payload, files: [key, ...bodyFile], replay }))) return false;
  }
  const baseFields = fieldsOf(base, keys);
  const change: Record<string, MergeValue> = {};
  for (const k of keys) {
    const v = fieldValue(values[k]);
    if (v !== baseFields[k]) change[k] = v;
  }
  const earlier = (await readWrites({ scope, state: 'waiting' })).filter((w) => w.kind === 'wso.save' && !w.replay);
  const payload: SavePayload = { wsoId: record.id, status, change, ...(signature ? { signature } : {}) };
  if (!(await enqueue({ kind: 'wso.save', scope, payload, files: bodyFile, replay }))) return false;
  for (const w of earlier) await removeWrite(w.seq);
  return true;
}

/** Queues the delete of a photo on the server, after the order's earlier writes; false without the user's key. */
export async function queuePhotoDelete(record: Wso, field: PhotoField, photo: Photo): Promise<boolean> {
  if (!(await ensureBase(record))) return false;
  const { enqueue } = await import('../../src/offline/outbox.js');
  const payload: PhotoDeletePayload = { wsoId: record.id, field, photoId: photo.id, name: photo.name };
  return enqueue({ kind: 'wso.photoDelete', scope: scopeOf(record.id), payload });
}
