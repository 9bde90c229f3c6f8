/**
 * How a work service order's queued writes are sent (src/offline/sync.ts calls these in order): first the photos taken
 * on site, each a resumable upload (`wso-photo`, sent once however often it is retried), then the Draft or Submit with
 * the fields the device changed. The order's version runs through them: it starts at the version of the device's base
 * and each filed photo (or stored photo deleted: src/offline/photoDelete.ts) moves it on by one. A 409 means someone
 * changed the order meanwhile: the current order is fetched and each changed field is merged three ways against the
 * base (domain/offlineMerge.ts) — what only the device changed is sent on the new version, what both changed goes to
 * the user. A step the workflow no longer offers (submitted by a
 * colleague, verified by the MA) is reported with what the device kept, never forced.
 */
import { mergeFields } from '../../domain/offlineMerge.js';
import type { QueuedWrite } from '../../src/offline/outbox.js';
import { sendPhotoDelete } from '../../src/offline/photoDelete.js';
import type { OfflineKind, SendOutcome, SyncContext } from '../../src/offline/registry.js';
import { getRecord, putRecord } from '../../src/offline/vault.js';
import { statusOf } from '../../src/queryClient.js';
import type { Wso } from './api.js';
import {
  BASE,
  fieldsOf,
  keepWso,
  keptThumbKey,
  type PhotoDeletePayload,
  type PhotoPayload,
  type SavePayload,
} from './offlineRecord.js';

interface State {
  version?: number;
  /** The order on the server, once a 409 said it moved on: later writes of this sync merge against it first. */
  theirs?: Wso;
}

const path = (id: number) => `/work-service-order/${id}`;

async function versionOf(ctx: SyncContext, id: number): Promise<number> {
  const state = ctx.state as State;
  state.version ??= (await getRecord<Wso>(BASE, id))?.version;
  return state.version ?? 0;
}

async function fetchTheirs(ctx: SyncContext, id: number): Promise<Wso> {
  const theirs = (await ctx.send<{ data: Wso }>(path(id))).data;
  Object.assign(ctx.state, { theirs, version: theirs.version });
  return theirs;
}

/** What the user reads when the workflow refused a step: the order's state now and the server's words. */
const refusal = (theirs: Wso, e: unknown) => `${theirs.display_status}: ${(e as Error).message}`;

const photo: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as PhotoPayload;
    const upload = () => ctx.upload(p.key, { purpose: 'wso-photo', wso_id: String(p.wsoId), field: p.field }, p.name);
    try {
      await upload();
    } catch (e) {
      if (statusOf(e) !== 409) throw e;
      const theirs = await fetchTheirs(ctx, p.wsoId);
      // submitted or approved meanwhile: the photo stays on the device, reported
      if (!theirs.actions.includes('upload_photo')) return { refused: refusal(theirs, e) };
      await upload();
    }
    const state = ctx.state as State;
    state.version = (await versionOf(ctx, p.wsoId)) + 1;
    return { sent: true };
  },
  settled,
};

/**
 * A stored photo deleted without signal. The server moves the order on by one for each photo it deletes; a photo
 * already gone (404) was deleted by someone else, whose change moved it on too, so the order is read for its version.
 * Refused (the order was submitted or verified meanwhile): reported, the photo stays on the server.
 */
const photoDelete: OfflineKind = {
  async send(write: QueuedWrite, ctx) {
    const p = write.payload as PhotoDeletePayload;
    const answer = await sendPhotoDelete(ctx, `/attachments/${p.photoId}`, keptThumbKey(p.photoId));
    if ('refusal' in answer) return { refused: refusal(await fetchTheirs(ctx, p.wsoId), answer.refusal) };
    if (answer.done === 'deleted') (ctx.state as State).version = (await versionOf(ctx, p.wsoId)) + 1;
    else await fetchTheirs(ctx, p.wsoId).catch(() => undefined);
    return { sent: true };
  },
  settled,
};

const STEP_ACTION: Record<SavePayload['status'], string> = { DRAFT: 'draft', PENDING: 'submit' };

/** The Draft or Submit: merged first when the server is known to have moved on, and merged after a 409. */
const save: OfflineKind = {
  async send(write: QueuedWrite, ctx): Promise<SendOutcome> {
    const p = write.payload as SavePayload;
    const state = ctx.state as State;
    const keys = Object.keys(p.change);
    const attempt = async (): Promise<SendOutcome> => {
      let change = p.change;
      if (state.theirs && !p.force) {
        const merged = mergeFields(
          fieldsOf(await getRecord<Wso>(BASE, p.wsoId), keys),
          p.change,
          fieldsOf(state.theirs, keys),
        );
        if (merged.conflicts.length) {
          const mine = Object.fromEntries(merged.conflicts.map((c) => [c.field, c.mine]));
          return { conflicts: merged.conflicts, payload: { ...p, change: { ...merged.resend, ...mine } } };
        }
        change = merged.resend;
      }
      const version = await versionOf(ctx, p.wsoId);
      await ctx.send(path(p.wsoId), {
        method: 'POST',
        body: { ...change, status: p.status, version, ...(p.status === 'PENDING' ? p.signature : {}) },
      });
      state.version = version + 1;
      return { sent: true };
    };
    try {
      return await attempt();
    } catch (e) {
      if (statusOf(e) !== 409) throw e;
      const theirs = await fetchTheirs(ctx, p.wsoId);
      // not a stale version but a state that no longer takes this step: reported with the values the device kept
      if (!theirs.actions.includes(STEP_ACTION[p.status])) return { refused: refusal(theirs, e) };
      return attempt();
    }
  },
  /**
   * Sent online with its photos and stored, the answer lost: the base takes the change, as after an online save, and
   * the order is read for the version it is at now (the photos moved it on).
   */
  async replayed(write, _answer, ctx) {
    const p = write.payload as SavePayload;
    const base = await getRecord<Wso>(BASE, p.wsoId);
    if (base) await putRecord(BASE, p.wsoId, { ...base, ...p.change });
    await fetchTheirs(ctx, p.wsoId);
  },
  settled,
};

/** After a sync: the kept order becomes the server's, and the base too once nothing of it waits any more. */
async function settled(scope: string, ctx: SyncContext): Promise<void> {
  const id = Number(scope.split(':')[1]);
  const fresh = (await ctx.send<{ data: Wso }>(path(id))).data;
  const { readWrites } = await import('../../src/offline/outbox.js');
  const waiting = await readWrites({ scope, state: 'waiting' });
  await keepWso(fresh, waiting.length === 0);
}

export const kinds: Record<string, OfflineKind> = {
  'wso.photo': photo,
  'wso.photoDelete': photoDelete,
  'wso.save': save,
};
