/**
 * A tree inspection kept on the device for work without signal (docs/offline-sync.md "Tree inspections"): the record as
 * GET /tree-inspection/{id} answers it (its trees carry their checklist's fields, options and labels: all the form
 * needs), the base it was prepared from (what the three-way merge compares against) and its photos' thumbnails; and the
 * record as the screen shows it offline: the kept one with the writes still waiting laid over it.
 */
import { apiUrl } from '../../src/http.js';
import type { Replay } from '../../src/offline/onlineOnce.js';
import type { StoredWrite } from '../../src/offline/outbox.js';
import { readWrites } from '../../src/offline/outbox.js';
import { hiddenPhotoIds, type PhotoDeleteBase } from '../../src/offline/photoDelete.js';
import { getFile, getRecord, putFile, putRecord } from '../../src/offline/vault.js';
import { getToken } from '../../src/session.js';
import type { TreeInspection, TreePhotos } from './api.js';
import { applyChange, type FormChange } from './offlineFields.js';

export const scopeOf = (id: number | string) => `tree-inspection:${id}`;
export const RECORD = 'tree-inspection';
export const BASE = 'tree-inspection-base';

/** The answers of the form (offlineFields.ts) and the inspection date. */
export interface FormPayload {
  inspectionId: number;
  change: FormChange;
  /** The user chose their own value in a conflict: sent on the current version without merging again. */
  force?: boolean;
}
/** One tree's evidence: defect yes/no and remarks. */
export interface EvidencePayload {
  inspectionId: number;
  itemId: number;
  change: { defect?: 'yes' | 'no'; remarks?: string | null };
  force?: boolean;
}
export type PhotoField = 'before_photos' | 'after_photos' | 'inspect_photos';
/** One photo of a tree, kept on the device (made smaller unless the user keeps originals) until it is sent as a resumable upload. */
export interface PhotoPayload {
  inspectionId: number;
  itemId: number;
  field: PhotoField;
  key: string;
  name: string;
}
/** A tree's stored photo deleted without signal (DELETE /attachments/{id} when the signal is back). */
export interface PhotoDeletePayload extends PhotoDeleteBase {
  inspectionId: number;
  itemId: number;
}
/** Save with a signature, or Submit. */
export interface StepPayload {
  inspectionId: number;
  status: 'DRAFT' | 'SUBMITTED';
  /** The signature's fields (signatureFields), when one was given. */
  signature?: Record<string, string>;
  /** The trees the user had before them: a submit covers them all. */
  trees: number[];
}

/** Where a photo field's pictures are listed in the record. */
export const PHOTO_LIST: Record<PhotoField, keyof TreePhotos> = {
  before_photos: 'before_photos',
  after_photos: 'after_photos',
  inspect_photos: 'inspect_photo',
};

export interface QueuedPhoto {
  itemId: number;
  field: PhotoField;
  key: string;
  name: string;
}

/** The record as the screen has it offline: with the photos and the step still waiting. */
export type KeptTreeInspection = TreeInspection & {
  offline?: boolean;
  queued_photos?: QueuedPhoto[];
  /** Save or Submit waits to be sent (with a signature or not). */
  step_waiting?: StepPayload;
};

/** Keeps the record and its base and its photos' thumbnails; false when the user's key is not on the device. */
export async function keepTreeInspection(record: TreeInspection, asBase = true): Promise<boolean> {
  if (!(await putRecord(RECORD, record.id, record))) return false;
  if (asBase) await putRecord(BASE, record.id, record);
  for (const photos of Object.values(record.attachments))
    for (const p of [...photos.before_photos, ...photos.after_photos, ...photos.inspect_photo])
      await keepThumbnail(p.id, p.thumbnail_url ?? p.url);
  return true;
}

async function keepThumbnail(id: number | string, url: string): Promise<void> {
  if (await getFile(`thumb:${id}`)) return;
  const res = await fetch(apiUrl(url), { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  if (res.ok) await putFile(await res.blob(), `thumb:${id}`);
}

/** The record with the user's waiting writes laid over it, as the screen shows it. */
export function withWrites(record: TreeInspection, writes: StoredWrite[]): KeptTreeInspection {
  let out: KeptTreeInspection = record;
  const queued: QueuedPhoto[] = [];
  for (const w of writes) {
    if (w.state !== 'waiting') continue;
    if (w.kind === 'tree.form') out = applyChange(out, (w.payload as FormPayload).change);
    else if (w.kind === 'tree.evidence') {
      const p = w.payload as EvidencePayload;
      out = {
        ...out,
        tree_checklist_items: out.tree_checklist_items.map((i) =>
          i.id === p.itemId
            ? {
                ...i,
                ...(p.change.defect !== undefined ? { defect: p.change.defect === 'yes' } : {}),
                ...(p.change.remarks !== undefined ? { remarks: p.change.remarks } : {}),
              }
            : i,
        ),
      };
    } else if (w.kind === 'tree.photo') {
      const { itemId, field, key, name } = w.payload as PhotoPayload;
      queued.push({ itemId, field, key, name });
    } else if (w.kind === 'tree.step') {
      const step = w.payload as StepPayload;
      out = { ...out, step_waiting: step };
      // a submit made offline leaves the form as a submitted one: nothing more is changed before it is sent
      if (step.status === 'SUBMITTED') out = { ...out, status: 'SUBMITTED', actions: [] };
    }
  }
  out = withoutDeletedPhotos(out, hiddenPhotoIds(writes, 'tree.photoDelete'));
  return queued.length ? { ...out, queued_photos: queued } : out;
}

/** A stored photo deleted without signal is gone from the tree's evidence at once. */
function withoutDeletedPhotos(record: KeptTreeInspection, deleted: Set<number>): KeptTreeInspection {
  if (!deleted.size) return record;
  const kept = (photos: TreePhotos[keyof TreePhotos]) => photos.filter((p) => !deleted.has(Number(p.id)));
  const attachments = Object.fromEntries(
    Object.entries(record.attachments).map(([tree, photos]) => [
      tree,
      {
        before_photos: kept(photos.before_photos),
        after_photos: kept(photos.after_photos),
        inspect_photo: kept(photos.inspect_photo),
      },
    ]),
  );
  return { ...record, attachments };
}

/** The record as kept on the device, with the waiting writes; null when it was never kept here. */
export async function keptTreeInspection(id: number | string): Promise<KeptTreeInspection | null> {
  const kept = await getRecord<TreeInspection>(RECORD, id);
  return kept && withWrites(kept, await readWrites({ scope: scopeOf(id) }));
}

type Queued =
  | { kind: 'form'; payload: FormPayload }
  | { kind: 'evidence'; payload: EvidencePayload }
  | { kind: 'photo'; payload: PhotoPayload }
  | { kind: 'photoDelete'; payload: PhotoDeletePayload }
  | { kind: 'step'; payload: StepPayload };

/**
 * Queues writes of the inspection, in order; the first also keeps the record as the screen has it as the base, when it
 * was not made available offline before (the signal dropped during a save). `replay`: the online save they come from,
 * whose answer was lost (src/offline/onlineOnce.ts), sent first. False without the user's key.
 */
export async function queueTreeWrites(record: TreeInspection, writes: Queued[], replay?: Replay): Promise<boolean> {
  if (!(await getRecord<TreeInspection>(BASE, record.id))) {
    const plain: KeptTreeInspection = { ...record };
    delete plain.offline;
    delete plain.queued_photos;
    delete plain.step_waiting;
    if (!(await putRecord(BASE, record.id, plain)) || !(await putRecord(RECORD, record.id, plain))) return false;
  }
  const { enqueue } = await import('../../src/offline/outbox.js');
  for (const w of writes) {
    const files = [...(w.kind === 'photo' ? [w.payload.key] : []), ...(replay?.bodyFile ? [replay.bodyFile] : [])];
    if (!(await enqueue({ kind: `tree.${w.kind}`, scope: scopeOf(record.id), payload: w.payload, files, replay })))
      return false;
  }
  return true;
}

/** Photos chosen for a tree, each made smaller on the device unless the user keeps originals (src/offline/photos.ts) and kept sealed until sent. */
export async function keepPhotos(
  record: TreeInspection,
  itemId: number,
  files: Record<PhotoField, File[]>,
): Promise<Queued[] | null> {
  const { photoForDevice } = await import('../../src/offline/photos.js');
  const out: Queued[] = [];
  for (const [field, list] of Object.entries(files) as [PhotoField, File[]][])
    for (const file of list) {
      const kept = await photoForDevice(file);
      const key = await putFile(kept);
      if (!key) return null;
      out.push({ kind: 'photo', payload: { inspectionId: record.id, itemId, field, key, name: kept.name } });
    }
  return out;
}
