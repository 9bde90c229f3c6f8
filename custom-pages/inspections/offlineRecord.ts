/**
 * An inspection kept on the device for work without signal (docs/architecture.md "Offline field work"): the record as
 * GET /inspection-schedule/{id} answers it, the base it was prepared from (what the three-way merge compares against),
 * its defects and their photos' thumbnails; and the record as the screen shows it offline: the kept one with the writes
 * still waiting laid over it.
 */
import type { Replay } from '../../src/offline/onlineOnce.js';
import type { StoredWrite } from '../../src/offline/outbox.js';
import { readWrites } from '../../src/offline/outbox.js';
import { hiddenPhotoIds, type PhotoDeleteBase } from '../../src/offline/photoDelete.js';
import { getRecord, putFile, putRecord } from '../../src/offline/vault.js';
// static: a chunk loaded on demand may be missing from the device's cache when the photo is taken offline
import { photoForDevice } from '../../src/offline/photos.js';
import { apiUrl } from '../../src/http.js';
import { getToken } from '../../src/session.js';
import type { Inspection } from './api.js';

export const scopeOf = (id: number | string) => `inspection:${id}`;
export const RECORD = 'inspection';
export const BASE = 'inspection-base';

export interface ItemPayload {
  inspectionId: number;
  subItemId: number;
  change: { status?: string | null; remarks?: string | null };
  /** The user chose their own value in a conflict: sent on the current version without merging again. */
  force?: boolean;
}
export interface DetailsPayload {
  inspectionId: number;
  change: { inspected_at?: string; check_out?: string | null };
  force?: boolean;
}
/** A photo kept sealed on the device until it is sent, by the defect's form field it was taken for. */
export interface QueuedPhoto {
  field: 'before_photos[]' | 'after_photos[]';
  key: string;
  name: string;
}
export interface DefectPayload {
  inspectionId: number;
  /** Negative, unique on the device; the server's id replaces it once the defect is created. */
  tempId: number;
  subItemId: number;
  fields: { defect: boolean; location: string; description: string; sendEmail: boolean };
  photos: QueuedPhoto[];
}
/** Photos added to a defect: one on the server, or one made offline (its negative temporary id). */
export interface PhotosPayload {
  inspectionId: number;
  defectId: number;
  photos: QueuedPhoto[];
}
/** A defect's stored picture deleted without signal (DELETE /defect/{id}/photos/{photoId} when the signal is back). */
export interface PhotoDeletePayload extends PhotoDeleteBase {
  inspectionId: number;
  defectId: number;
}
export interface StepPayload {
  inspectionId: number;
  /** DRAFT (Save) or SUBMITTED. */
  status: string;
  body: Record<string, unknown>;
  force?: boolean;
}

/** Keeps the record and its base, its defects and their thumbnails; false when the user's key is not on the device. */
export async function keepInspection(
  record: Inspection,
  fetchJson: <T>(path: string) => Promise<T>,
  asBase = true,
): Promise<boolean> {
  if (!(await putRecord(RECORD, record.id, record))) return false;
  if (asBase) await putRecord(BASE, record.id, record);
  const defectIds = record.checklist_items.flatMap((e) =>
    e.checklist_sub_items.flatMap((s) => s.defects.map((d) => d.id)),
  );
  for (const id of defectIds.filter((d) => d > 0)) {
    const defect = (await fetchJson<{ data: { before_photos: Photo[]; after_photos: Photo[] } }>(`/defect/${id}`)).data;
    await putRecord('defect', id, defect);
    for (const p of [...defect.before_photos, ...defect.after_photos]) await keepThumbnail(p);
  }
  return true;
}

interface Photo {
  id: number;
  url: string;
  thumbnail_url: string | null;
}

async function keepThumbnail(photo: Photo): Promise<void> {
  const res = await fetch(apiUrl(photo.thumbnail_url ?? photo.url), {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (res.ok) await putFile(await res.blob(), `thumb:${photo.id}`);
}

/** After an online save: the base moves to what the server now holds, so the merge does not see our own change as theirs. */
export async function advanceBase(
  id: number,
  version: number,
  change: {
    subItemId?: number;
    status?: string | null;
    remarks?: string | null;
    inspected_at?: string;
    check_out?: string | null;
  },
): Promise<void> {
  const base = await getRecord<Inspection>(BASE, id);
  if (!base) return;
  const { subItemId, ...fields } = change;
  const next = subItemId ? withItem(base, subItemId, fields) : { ...base, ...fields };
  await putRecord(BASE, id, { ...next, version });
}

function withItem(record: Inspection, subItemId: number, change: Partial<Record<string, unknown>>): Inspection {
  return {
    ...record,
    checklist_items: record.checklist_items.map((e) => ({
      ...e,
      checklist_sub_items: e.checklist_sub_items.map((s) => (s.id === subItemId ? { ...s, ...change } : s)),
    })),
  };
}

/** The record with the user's waiting writes laid over it, as the screen shows it. */
export function withWrites(record: Inspection, writes: StoredWrite[]): Inspection {
  let out = record;
  for (const w of writes) {
    if (w.state !== 'waiting') continue;
    if (w.kind === 'inspection.item') {
      const p = w.payload as ItemPayload;
      out = withItem(out, p.subItemId, p.change);
    } else if (w.kind === 'inspection.details') out = { ...out, ...(w.payload as DetailsPayload).change };
    else if (w.kind === 'inspection.defect') {
      const p = w.payload as DefectPayload;
      const item = out.checklist_items.flatMap((e) => e.checklist_sub_items).find((s) => s.id === p.subItemId);
      if (item)
        out = withItem(out, p.subItemId, {
          defects: [...item.defects, { id: p.tempId, status: 'Follow up', defect: p.fields.defect }],
          hasDefect: item.hasDefect || p.fields.defect,
        });
    }
  }
  return out;
}

/** The record as kept on the device, with the waiting writes; null when it was never kept here. */
export async function keptInspection(id: number | string): Promise<Inspection | null> {
  const kept = await getRecord<Inspection>(RECORD, id);
  return kept && withWrites(kept, await readWrites({ scope: scopeOf(id) }));
}

/**
 * Queues a write of the checklist; the first one also keeps the record as the screen has it (with the version of the
 * last save) as the base, when it was not made available offline before. `replay`: the online save it comes from,
 * whose answer was lost (src/offline/onlineOnce.ts). False without the user's key on the device.
 */
export async function queueWrite(
  record: Inspection,
  version: number,
  kind: 'item' | 'details' | 'defect' | 'step' | 'photos' | 'photoDelete',
  payload: ItemPayload | DetailsPayload | DefectPayload | StepPayload | PhotosPayload | PhotoDeletePayload,
  files: string[] = [],
  replay?: Replay,
): Promise<boolean> {
  if (!(await getRecord<Inspection>(BASE, record.id))) {
    const kept = { ...record, version };
    if (!(await putRecord(BASE, record.id, kept)) || !(await putRecord(RECORD, record.id, kept))) return false;
  }
  const { enqueue } = await import('../../src/offline/outbox.js');
  const all = replay?.bodyFile ? [...files, replay.bodyFile] : files;
  return enqueue({ kind: `inspection.${kind}`, scope: scopeOf(record.id), payload, files: all, replay });
}

/**
 * Queues a new defect with its photos, each made smaller on the device first (src/offline/photos.ts) and kept sealed
 * until it is sent. Shown on its item at once under a temporary (negative) id.
 */
export async function queueDefect(
  record: Inspection,
  version: number,
  subItemId: number,
  fields: DefectPayload['fields'],
  pictures: { before: File[]; after: File[] },
  replay?: Replay,
): Promise<boolean> {
  const photos = await keepPhotos(pictures);
  if (!photos) return false;
  const tempId = -(Date.now() * 1000 + Math.floor(Math.random() * 1000));
  const payload: DefectPayload = { inspectionId: record.id, tempId, subItemId, fields, photos };
  return queueWrite(
    record,
    version,
    'defect',
    payload,
    photos.map((p) => p.key),
    replay,
  );
}

/**
 * Keeps pictures sealed on the device, each made smaller first unless the user keeps originals
 * (src/offline/photos.ts); null when the user's key is not on the device.
 */
async function keepPhotos(pictures: { before: File[]; after: File[] }): Promise<QueuedPhoto[] | null> {
  const photos: QueuedPhoto[] = [];
  const kinds = [
    ['before_photos[]', pictures.before],
    ['after_photos[]', pictures.after],
  ] as const;
  for (const [field, files] of kinds)
    for (const file of files) {
      const kept = await photoForDevice(file);
      const key = await putFile(kept);
      if (!key) return null;
      photos.push({ field, key, name: kept.name });
    }
  return photos;
}

/** Queues pictures for a defect (one on the server, or one made offline and not sent yet), after its create. */
export async function queuePhotos(
  record: Inspection,
  version: number,
  defectId: number,
  pictures: { before: File[]; after: File[] },
): Promise<boolean> {
  const photos = await keepPhotos(pictures);
  if (!photos) return false;
  const payload: PhotosPayload = { inspectionId: record.id, defectId, photos };
  return queueWrite(
    record,
    version,
    'photos',
    payload,
    photos.map((p) => p.key),
  );
}

/** A defect made offline as its dialog shows it, from its waiting write (null when it is no longer waiting). */
export async function queuedDefect(inspectionId: number, tempId: number) {
  const writes = await readWrites({ scope: scopeOf(inspectionId), state: 'waiting' });
  const write = writes.find((w) => w.kind === 'inspection.defect' && (w.payload as DefectPayload).tempId === tempId);
  if (!write) return null;
  const p = write.payload as DefectPayload;
  return {
    id: tempId,
    version: 0,
    inspection_status: 'DRAFT',
    defect: p.fields.defect,
    status: 'Follow up',
    location: p.fields.location,
    description: p.fields.description,
    before_photos: [],
    after_photos: [],
    supporting_photos: [],
    offline: true,
  };
}

/**
 * A defect's pictures taken on this device and not sent yet: those of a defect made offline and those added to a
 * defect afterwards (its server id, or its temporary one).
 */
export async function waitingPhotos(inspectionId: number, defectId: number): Promise<QueuedPhoto[]> {
  const writes = await readWrites({ scope: scopeOf(inspectionId), state: 'waiting' });
  return writes.flatMap((w) => {
    if (w.kind === 'inspection.defect') {
      const p = w.payload as DefectPayload;
      return p.tempId === defectId ? p.photos : [];
    }
    if (w.kind === 'inspection.photos') {
      const p = w.payload as PhotosPayload;
      return p.defectId === defectId ? p.photos : [];
    }
    return [];
  });
}

/** Queues the delete of a defect's stored picture, after the checklist's earlier writes. */
export function queuePhotoDelete(
  record: Inspection,
  version: number,
  defectId: number,
  photo: { id: number; name: string },
): Promise<boolean> {
  const payload: PhotoDeletePayload = { inspectionId: record.id, defectId, photoId: photo.id, name: photo.name };
  return queueWrite(record, version, 'photoDelete', payload);
}

interface DefectPhotos<P extends { id: number }> {
  id: number;
  before_photos: P[];
  after_photos: P[];
  supporting_photos: P[];
}

/** A defect as its dialog shows it: without the pictures whose delete waits on the device (from any checklist). */
export async function withoutDeletedPhotos<P extends { id: number }, D extends DefectPhotos<P>>(defect: D): Promise<D> {
  const deleted = hiddenPhotoIds(await readWrites({ state: 'waiting' }), 'inspection.photoDelete');
  if (!deleted.size) return defect;
  const kept = (photos: P[] = []) => photos.filter((p) => !deleted.has(p.id));
  return {
    ...defect,
    before_photos: kept(defect.before_photos),
    after_photos: kept(defect.after_photos),
    supporting_photos: kept(defect.supporting_photos),
  };
}
