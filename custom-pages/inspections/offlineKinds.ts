/**
 * How the checklist's queued writes are sent (src/offline/sync.ts calls these in order). The record's version runs
 * through them: the first goes with the version the device's base was at, each answer gives the next. A 409 means
 * someone changed the checklist meanwhile: the current record is fetched and each write is merged three ways against
 * the base (domain/offlineMerge.ts) — what only the device changed is sent on the new version, what both changed goes
 * to the user. A step the workflow no longer offers (the OM acknowledged, the MA approved) is reported, never forced.
 */
import { mergeFields, type MergeValue } from '../../domain/offlineMerge.js';
import type { QueuedWrite } from '../../src/offline/outbox.js';
import { sendPhotoDelete } from '../../src/offline/photoDelete.js';
import type { OfflineKind, SendOutcome, SyncContext } from '../../src/offline/registry.js';
import { statusOf } from '../../src/queryClient.js';
import { getRecord } from '../../src/offline/vault.js';
import type { Inspection, SubItem } from './api.js';
import {
  advanceBase,
  BASE,
  keepInspection,
  type DefectPayload,
  type DetailsPayload,
  type PhotoDeletePayload,
  type PhotosPayload,
  type QueuedPhoto,
  type ItemPayload,
  type StepPayload,
} from './offlineRecord.js';

interface State {
  version?: number;
  /** The record on the server, once a 409 said it moved on: later writes of this sync merge against it first. */
  theirs?: Inspection;
}

const path = (id: number) => `/inspection-schedule/${id}`;
const subItemOf = (r: Inspection | null | undefined, id: number): Partial<SubItem> =>
  r?.checklist_items.flatMap((e) => e.checklist_sub_items).find((s) => s.id === id) ?? {};
const pick = (source: object, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, ((source as Record<string, unknown>)[k] ?? null) as MergeValue]));

async function versionOf(ctx: SyncContext, id: number): Promise<number> {
  const state = ctx.state as State;
  state.version ??= (await getRecord<Inspection>(BASE, id))?.version;
  return state.version ?? 0;
}

async function fetchTheirs(ctx: SyncContext, id: number): Promise<Inspection> {
  const theirs = (await ctx.send<{ data: Inspection }>(path(id))).data;
  Object.assign(ctx.state, { theirs, version: theirs.version });
  return theirs;
}

/**
 * Sends one change of fields (an item's answer and remarks, the date and check-out): merged first when the server is
 * known to have moved on, and merged after a 409.
 */
async function sendChange(
  ctx: SyncContext,
  id: number,
  mine: Record<string, MergeValue>,
  force: boolean | undefined,
  sides: (r: Inspection | null | undefined) => Record<string, MergeValue>,
  request: (change: Record<string, MergeValue>, version: number) => Promise<{ version: number }>,
): Promise<SendOutcome & { change?: Record<string, MergeValue> }> {
  const state = ctx.state as State;
  const attempt = async (): Promise<SendOutcome> => {
    let change = mine;
    if (state.theirs && !force) {
      const merged = mergeFields(sides(await getRecord<Inspection>(BASE, id)), mine, sides(state.theirs));
      if (merged.conflicts.length)
        return {
          conflicts: merged.conflicts,
          payload: Object.fromEntries(merged.conflicts.map((c) => [c.field, c.mine])),
        };
      change = merged.resend;
      if (!Object.keys(change).length) return { sent: true };
    }
    state.version = (await request(change, await versionOf(ctx, id))).version;
    return { sent: true };
  };
  try {
    return await attempt();
  } catch (e) {
    if (statusOf(e) !== 409) throw e;
    const theirs = await fetchTheirs(ctx, id);
    // not a stale version but a state that no longer takes changes (submitted, acknowledged, approved)
    if (!theirs.actions.includes('save')) return { refused: `${theirs.status_label}: ${(e as Error).message}` };
    return attempt();
  }
}

/**
 * The online save a write was made from was stored after all (its answer had been lost): the version it answered runs
 * on, and the base takes the change, as after an online save.
 */
async function replayedChange(
  ctx: SyncContext,
  id: number,
  answer: unknown,
  change: Parameters<typeof advanceBase>[2],
) {
  const version = (answer as { data?: { version?: number } } | null)?.data?.version;
  if (typeof version !== 'number') return;
  (ctx.state as State).version = version;
  await advanceBase(id, version, change);
}

const item: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as ItemPayload;
    const keys = Object.keys(p.change);
    const outcome = await sendChange(
      ctx,
      p.inspectionId,
      p.change as Record<string, MergeValue>,
      p.force,
      (r) => pick(subItemOf(r, p.subItemId), keys),
      async (change, version) =>
        (
          await ctx.send<{ data: { version: number } }>(`${path(p.inspectionId)}/items/${p.subItemId}`, {
            method: 'PATCH',
            body: { ...change, version },
          })
        ).data,
    );
    return 'conflicts' in outcome ? { ...outcome, payload: { ...p, change: outcome.payload } } : outcome;
  },
  async replayed(write, answer, ctx) {
    const p = write.payload as ItemPayload;
    await replayedChange(ctx, p.inspectionId, answer, { subItemId: p.subItemId, ...p.change });
  },
  settled,
};

const details: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as DetailsPayload;
    const keys = Object.keys(p.change);
    const outcome = await sendChange(
      ctx,
      p.inspectionId,
      p.change as Record<string, MergeValue>,
      p.force,
      (r) => pick(r ?? {}, keys),
      async (change, version) =>
        (
          await ctx.send<{ data: Inspection }>(path(p.inspectionId), {
            method: 'PUT',
            body: { status: 'DRAFT', ...change, version },
          })
        ).data,
    );
    return 'conflicts' in outcome ? { ...outcome, payload: { ...p, change: outcome.payload } } : outcome;
  },
  async replayed(write, answer, ctx) {
    const p = write.payload as DetailsPayload;
    await replayedChange(ctx, p.inspectionId, answer, p.change);
  },
  settled,
};

/**
 * A photo kept on the device goes as a resumable upload to the defect (purpose `defect-photo`): resumed from the
 * server's offset after a drop, and sent once however often the write is retried (ctx.upload).
 */
async function sendPhotos(ctx: SyncContext, defectId: number, photos: QueuedPhoto[]): Promise<void> {
  for (const photo of photos)
    await ctx.upload(
      photo.key,
      { purpose: 'defect-photo', defect_id: String(defectId), field: photo.field.replace('[]', '') },
      photo.name,
    );
}

const defect: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as DefectPayload;
    // the fields first, in one small request; then each photo on its own, resumably
    let id = await ctx.serverId('defect', p.tempId);
    if (id === null) {
      const form = new FormData();
      form.append('defect', p.fields.defect ? 'Yes' : 'No');
      form.append('location', p.fields.location);
      form.append('description', p.fields.description);
      form.append('checklist_item_id', String(p.subItemId));
      if (p.fields.sendEmail) form.append('can_single_send_email', 'true');
      const res = await ctx.send<{ data: { id: number } }>(`${path(p.inspectionId)}/defect`, {
        method: 'POST',
        body: form,
      });
      id = res.data.id;
      await ctx.mapId('defect', p.tempId, id);
    }
    await sendPhotos(ctx, id, p.photos);
    return { sent: true };
  },
  // created online with its photos, the answer lost: the photos queued for it later find it by its server id
  async replayed(write, answer, ctx) {
    const id = (answer as { data?: { id?: number } } | null)?.data?.id;
    if (typeof id === 'number') await ctx.mapId('defect', (write.payload as DefectPayload).tempId, id);
  },
  settled,
};

const photos: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as PhotosPayload;
    const id = p.defectId < 0 ? await ctx.serverId('defect', p.defectId) : p.defectId;
    // the defect made offline was refused (its write waits for the user to read): its photos have nowhere to go
    if (id === null) return { refused: '' };
    await sendPhotos(ctx, id, p.photos);
    return { sent: true };
  },
  settled,
};

/**
 * A defect's stored picture deleted without signal: done when deleted, or already gone (404). Neither the checklist's
 * version nor the defect's moves with it. Refused (the defect was repaired, the checklist approved): reported, the
 * picture stays on the server.
 */
const photoDelete: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as PhotoDeletePayload;
    const answer = await sendPhotoDelete(ctx, `/defect/${p.defectId}/photos/${p.photoId}`, `thumb:${p.photoId}`);
    return 'refusal' in answer ? { refused: answer.refusal.message } : { sent: true };
  },
  settled,
};

const STEP_ACTION: Record<string, string> = { DRAFT: 'save', SUBMITTED: 'submit' };

const step: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as StepPayload;
    const put = async () =>
      ctx.send(path(p.inspectionId), {
        method: 'PUT',
        body: { ...p.body, status: p.status, version: await versionOf(ctx, p.inspectionId) },
      });
    try {
      await put();
    } catch (e) {
      if (statusOf(e) !== 409) throw e;
      const theirs = await fetchTheirs(ctx, p.inspectionId);
      // the workflow moved on without us (acknowledged, approved): reported, the answers sent before stay sent
      if (!theirs.actions.includes(STEP_ACTION[p.status] ?? p.status))
        return { refused: `${theirs.status_label}: ${(e as Error).message}` };
      await put();
    }
    return { sent: true };
  },
  async replayed(_write, answer, ctx) {
    const version = (answer as { data?: { version?: number } } | null)?.data?.version;
    if (typeof version === 'number') (ctx.state as State).version = version;
  },
  settled,
};

/** After a sync: the kept record becomes the server's, and the base too once nothing of it waits any more. */
async function settled(scope: string, ctx: SyncContext): Promise<void> {
  const id = Number(scope.split(':')[1]);
  const fresh = (await ctx.send<{ data: Inspection }>(path(id))).data;
  const { readWrites } = await import('../../src/offline/outbox.js');
  const waiting = await readWrites({ scope, state: 'waiting' });
  await keepInspection(fresh, (p) => ctx.send(p), waiting.length === 0);
}

export const kinds: Record<string, OfflineKind> = {
  'inspection.item': item,
  'inspection.details': details,
  'inspection.defect': defect,
  'inspection.photos': photos,
  'inspection.photoDelete': photoDelete,
  'inspection.step': step,
};
