/**
 * How a tree inspection's queued writes are sent (src/offline/sync.ts calls these in order). The record's version runs
 * through them: the first goes with the version of the device's base, each answer gives the next; a photo (a resumable
 * upload, which moves the version on without answering it) makes the next save read the record first. Every change the
 * server took is laid on the base too, so that changing a field again later is ours over ours, not a conflict.
 * A 409 means someone changed the inspection meanwhile: the current record is fetched and each changed value is merged
 * three ways against the base (domain/offlineMerge.ts) — what only the device changed is sent on the new version, what
 * both changed goes to the user. A step the workflow no longer allows (submitted meanwhile) is reported, never forced.
 */
import { mergeFields, type MergeValue } from '../../domain/offlineMerge.js';
import type { QueuedWrite } from '../../src/offline/outbox.js';
import { sendPhotoDelete } from '../../src/offline/photoDelete.js';
import type { OfflineKind, SendOutcome, SyncContext } from '../../src/offline/registry.js';
import { getRecord, putRecord } from '../../src/offline/vault.js';
import { statusOf } from '../../src/queryClient.js';
import type { TreeInspection } from './api.js';
import { applyChange, changedItems, DATE, pickValues, type FormChange } from './offlineFields.js';
import {
  BASE,
  keepTreeInspection,
  scopeOf,
  type EvidencePayload,
  type FormPayload,
  type PhotoDeletePayload,
  type PhotoPayload,
  type StepPayload,
} from './offlineRecord.js';

interface State {
  version?: number;
  /** The record on the server as last seen in this sync: later changes merge against it. */
  theirs?: TreeInspection;
  /** A photo moved the version on: read the record before the next save. */
  reread?: boolean;
}

const recordPath = (id: number) => `/tree-inspection/${id}`;
const updatePath = (id: number) => `/tree-inspection/update-tree-inspection/${id}`;

async function fetchTheirs(ctx: SyncContext, id: number): Promise<TreeInspection> {
  const theirs = (await ctx.send<{ data: TreeInspection }>(recordPath(id))).data;
  Object.assign(ctx.state, { theirs, version: theirs.version, reread: false });
  return theirs;
}

async function versionOf(ctx: SyncContext, id: number): Promise<number> {
  const state = ctx.state as State;
  if (state.reread) await fetchTheirs(ctx, id);
  state.version ??= (await getRecord<TreeInspection>(BASE, id))?.version;
  return state.version ?? 0;
}

/** The server took a change: its answer is the running record, and the base takes the change. */
async function accepted(
  ctx: SyncContext,
  id: number,
  answer: TreeInspection,
  lay: (r: TreeInspection) => TreeInspection,
) {
  Object.assign(ctx.state, { theirs: answer, version: answer.version });
  const base = await getRecord<TreeInspection>(BASE, id);
  if (base) await putRecord(BASE, id, lay(base));
}

/**
 * The online save a write was made from was stored after all (its answer had been lost): its answer is the running
 * record — with the photos it carried —, and the base takes the write's change, as after the write's own success.
 */
async function replayedSave(
  ctx: SyncContext,
  id: number,
  answer: unknown,
  lay?: (r: TreeInspection) => TreeInspection,
) {
  const record = (answer as { data?: TreeInspection } | null)?.data;
  if (!record || typeof record.version !== 'number') return;
  if (lay) await accepted(ctx, id, record, lay);
  else Object.assign(ctx.state, { theirs: record, version: record.version });
  (ctx.state as State).reread = false;
}

/**
 * Sends one change of values: merged first when the server is known to have moved on, and merged after a 409. Values
 * only the device changed go even when others conflict; the conflicting ones are kept for the user.
 */
async function sendChange(
  ctx: SyncContext,
  id: number,
  mine: Record<string, MergeValue>,
  force: boolean | undefined,
  sides: (r: TreeInspection | null | undefined) => Record<string, MergeValue>,
  request: (change: Record<string, MergeValue>, version: number) => Promise<void>,
): Promise<SendOutcome> {
  const state = ctx.state as State;
  const attempt = async (): Promise<SendOutcome> => {
    if (state.reread) await fetchTheirs(ctx, id);
    let change = mine;
    let conflicts: ReturnType<typeof mergeFields>['conflicts'] = [];
    if (state.theirs && !force) {
      const merged = mergeFields(sides(await getRecord<TreeInspection>(BASE, id)), mine, sides(state.theirs));
      change = merged.resend;
      conflicts = merged.conflicts;
    }
    if (Object.keys(change).length) await request(change, await versionOf(ctx, id));
    if (!conflicts.length) return { sent: true };
    return { conflicts, payload: Object.fromEntries(conflicts.map((c) => [c.field, c.mine])) };
  };
  try {
    return await attempt();
  } catch (e) {
    if (statusOf(e) !== 409) throw e;
    const theirs = await fetchTheirs(ctx, id);
    // not a stale version but a state that no longer takes changes (submitted meanwhile)
    if (!theirs.actions.includes('save')) return { refused: (e as Error).message };
    return attempt();
  }
}

const form: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as FormPayload;
    const keys = Object.keys(p.change);
    const outcome = await sendChange(
      ctx,
      p.inspectionId,
      p.change,
      p.force,
      (r) => pickValues(r, keys),
      async (change, version) => {
        const body = {
          status: 'DRAFT',
          version,
          ...(typeof change[DATE] === 'string' && change[DATE] ? { tree_inspected_at: change[DATE] } : {}),
          tree_checklist_items: changedItems(change),
        };
        const res = await ctx.send<{ data: TreeInspection }>(updatePath(p.inspectionId), { method: 'POST', body });
        await accepted(ctx, p.inspectionId, res.data, (r) => applyChange(r, change as FormChange));
      },
    );
    return 'conflicts' in outcome ? { ...outcome, payload: { ...p, change: outcome.payload } } : outcome;
  },
  async replayed(write, answer, ctx) {
    const p = write.payload as FormPayload;
    await replayedSave(ctx, p.inspectionId, answer, (r) => applyChange(r, p.change));
  },
  settled,
};

const evidence: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as EvidencePayload;
    const keys = Object.keys(p.change);
    const sides = (r: TreeInspection | null | undefined) => {
      const item = r?.tree_checklist_items.find((i) => i.id === p.itemId);
      const all = { defect: item ? (item.defect ? 'yes' : 'no') : null, remarks: item?.remarks ?? null };
      return Object.fromEntries(keys.map((k) => [k, all[k as keyof typeof all]]));
    };
    const outcome = await sendChange(ctx, p.inspectionId, p.change, p.force, sides, async (change, version) => {
      const body = { tree_checklist_item_id: p.itemId, ...change, version };
      const res = await ctx.send<{ data: TreeInspection }>(updatePath(p.inspectionId), { method: 'POST', body });
      await accepted(ctx, p.inspectionId, res.data, (r) => withEvidence(r, p.itemId, change));
    });
    return 'conflicts' in outcome ? { ...outcome, payload: { ...p, change: outcome.payload } } : outcome;
  },
  async replayed(write, answer, ctx) {
    const p = write.payload as EvidencePayload;
    await replayedSave(ctx, p.inspectionId, answer, (r) => withEvidence(r, p.itemId, p.change));
  },
  settled,
};

/** The record with one tree's defect and remarks as the evidence changed them. */
function withEvidence(r: TreeInspection, itemId: number, change: Record<string, MergeValue>): TreeInspection {
  return {
    ...r,
    tree_checklist_items: r.tree_checklist_items.map((i) =>
      i.id === itemId
        ? {
            ...i,
            ...(change.defect !== undefined ? { defect: change.defect === 'yes' } : {}),
            ...(change.remarks !== undefined ? { remarks: change.remarks as string | null } : {}),
          }
        : i,
    ),
  };
}

/**
 * A photo goes as a resumable upload (purpose `tree-photo`), stored once however often the write is retried. The server
 * asks what the evidence save asks: a submitted inspection or a tree deleted meanwhile refuses it, reported.
 */
const photo: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as PhotoPayload;
    await ctx.upload(
      p.key,
      {
        purpose: 'tree-photo',
        tree_inspection_id: String(p.inspectionId),
        tree_checklist_item_id: String(p.itemId),
        field: p.field,
      },
      p.name,
    );
    (ctx.state as State).reread = true;
    return { sent: true };
  },
  async replayed(write, answer, ctx) {
    await replayedSave(ctx, (write.payload as PhotoPayload).inspectionId, answer);
  },
  settled,
};

/**
 * A stored photo deleted without signal. Deleted, it moved the version on (as one deleted by someone else, a 404, did):
 * the next save reads the record first. Refused (submitted meanwhile): reported, the photo stays on the server.
 */
const photoDelete: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as PhotoDeletePayload;
    const answer = await sendPhotoDelete(ctx, `/attachments/${p.photoId}`, `thumb:${p.photoId}`);
    if ('refusal' in answer) return { refused: answer.refusal.message };
    (ctx.state as State).reread = true;
    return { sent: true };
  },
  settled,
};

const STEP_ACTION = { DRAFT: 'save', SUBMITTED: 'submit' } as const;

const step: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as StepPayload;
    const post = async () => {
      const body = {
        status: p.status,
        version: await versionOf(ctx, p.inspectionId),
        // a submit covers every tree the user had before them; a save with a signature changes none
        tree_checklist_items: p.status === 'SUBMITTED' ? p.trees.map((id) => ({ id })) : [],
        ...p.signature,
      };
      const res = await ctx.send<{ data: TreeInspection }>(updatePath(p.inspectionId), { method: 'POST', body });
      Object.assign(ctx.state, { theirs: res.data, version: res.data.version });
    };
    try {
      await post();
    } catch (e) {
      if (statusOf(e) !== 409) throw e;
      const theirs = await fetchTheirs(ctx, p.inspectionId);
      // the workflow moved on without us (submitted elsewhere): reported; the answers sent before stay sent
      if (!theirs.actions.includes(STEP_ACTION[p.status])) return { refused: (e as Error).message };
      await post();
    }
    return { sent: true };
  },
  async replayed(write, answer, ctx) {
    await replayedSave(ctx, (write.payload as StepPayload).inspectionId, answer);
  },
  settled,
};

/** After a sync: the kept record becomes the server's, and the base too once nothing of it waits any more. */
async function settled(scope: string, ctx: SyncContext): Promise<void> {
  const id = Number(scope.split(':')[1]);
  const fresh = (await ctx.send<{ data: TreeInspection }>(recordPath(id))).data;
  const { readWrites } = await import('../../src/offline/outbox.js');
  const waiting = await readWrites({ scope: scopeOf(id), state: 'waiting' });
  await keepTreeInspection(fresh, waiting.length === 0);
}

export const kinds: Record<string, OfflineKind> = {
  'tree.form': form,
  'tree.evidence': evidence,
  'tree.photo': photo,
  'tree.photoDelete': photoDelete,
  'tree.step': step,
};
