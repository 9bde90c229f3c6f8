/**
 * Sends the outbox (outbox.ts) when the connection is back: on the browser's `online` event, when the app opens and
 * on a timer (Safari has no Background Sync, so nothing relies on it). Writes go in the order they were made; a write
 * the network could not carry stops the sync (the next one must not overtake it) until the next attempt; one the server
 * refused is kept for the user (a conflict to choose, a refused step to read) and the others go on.
 */
import { HttpError } from 'ra-core';
import { outcomeOfStatus } from '../../domain/offlineMerge.js';
import { apiRequest, type RequestOptions } from '../http.js';
import { statusOf } from '../queryClient.js';
import { ensureKey, forgetKeys, sessionUserId } from './keyring.js';
import { readWrites, removeWrite, updateWrite, type StoredWrite } from './outbox.js';
import { wireOf } from './onlineOnce.js';
import { kindOf, type SyncContext } from './registry.js';
import { offlineDb } from './store.js';
import { sendKeptFile } from './upload.js';
import { deleteFile, getFile, sweepStale } from './vault.js';

/** Fired with the scope (`detail`) whose writes a sync has sent, so its screen reloads the record. */
export const offlineEvents = new EventTarget();
export const SYNCED = 'synced';

const RETRY_MS = 15_000;
/** Automatic preparation (prepare.ts): some seconds after the app opens, so the first screen's requests go first. */
const PREPARE_DELAY_MS = 20_000;
const PREPARE_MS = 10 * 60_000;

/** How often a request the server is still running is asked again (Retry-After apart) before the sync stops. */
const STILL_RUNNING_TRIES = 5;

/** The wait (ms, at most 5 s) a 409 with Retry-After asks for; null for any other failure. */
function stillRunning(e: unknown): number | null {
  const seconds = (e as { body?: { retry_after?: unknown } }).body?.retry_after;
  if (statusOf(e) !== 409 || typeof seconds !== 'number' || !Number.isFinite(seconds)) return null;
  return Math.min(Math.max(seconds, 0), 5) * 1000;
}

/**
 * Runs a request, asking again while the server still runs the same request under the same key (its first attempt's
 * answer was lost on the way): its answer is replayed once it is done. Not a conflict of versions, so not the kind's
 * 409 to merge; after a few tries the sync stops and keeps the write.
 */
async function untilAnswered<T>(request: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (e) {
      const wait = stillRunning(e);
      if (wait === null) throw e;
      if (attempt >= STILL_RUNNING_TRIES) throw new HttpError((e as Error).message, 503, {});
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** Marks a kept file of a write as sent (in `ids`), until the write itself is done. */
const uploadMark = (userId: number, writeId: string, fileKey: string) => `${userId}:upload:${writeId}.${fileKey}`;

function contextFor(write: StoredWrite, userId: number, state: Record<string, unknown>): SyncContext {
  const idKey = (kind: string, tempId: number) => `${userId}:${kind}:${tempId}`;
  return {
    state,
    async send<T>(path: string, options: RequestOptions = {}) {
      // a read carries no key: the key names the one write it was made for
      const isWrite = (options.method ?? 'GET') !== 'GET';
      const headers = isWrite
        ? { ...options.headers, 'Idempotency-Key': await idempotencyKey(write.uuid, options.body) }
        : options.headers;
      return untilAnswered(async () => (await apiRequest<T>(path, { ...options, headers })).json);
    },
    async serverId(kind, tempId) {
      return (await offlineDb.ids.get(idKey(kind, tempId)))?.serverId ?? null;
    },
    async mapId(kind, tempId, serverId) {
      await offlineDb.ids.put({ id: idKey(kind, tempId), userId, serverId });
    },
    file: getFile,
    async upload(key, metadata, name) {
      // a file sent before a later step of the same write failed is not sent again when the write is retried
      const sent = uploadMark(userId, write.uuid, key);
      if (await offlineDb.ids.get(sent)) return;
      const blob = await getFile(key);
      if (blob) await sendKeptFile({ writeId: write.uuid, fileKey: key, blob, metadata, name });
      await offlineDb.ids.put({ id: sent, userId, serverId: 0 });
    },
  };
}

/**
 * The key of one request of a queued write: its id, and for a JSON body a digest of that body. A retry of the same
 * request (its answer lost) replays the server's first answer; the same write sent again after a 409 (merged onto the
 * new version, or the user's choice) is another request, so it gets another key — with the bare id the server would
 * refuse it as a key reused for another body. A multipart body (a defect with its photos) is only ever sent as made.
 */
async function idempotencyKey(uuid: string, body: unknown): Promise<string> {
  if (body === undefined || body instanceof FormData) return uuid;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body)));
  const hex = [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${uuid}.${hex}`;
}

/** A write is done: it, its kept files and the marks of the files it sent go. */
async function finish(write: StoredWrite, userId: number): Promise<void> {
  await removeWrite(write.seq);
  for (const f of write.files ?? []) await deleteFile(f);
  await offlineDb.ids
    .where('id')
    .startsWith(uploadMark(userId, write.uuid, ''))
    .delete();
}

/**
 * Sends the online save a write was made from (onlineOnce.ts) again, exactly as it was, with its key. Stored (2xx,
 * answered the first time or replayed): every write made from it is done, each kind told (`replayed`); answers their
 * seqs. Refused (any 4xx): the first request stored nothing either — a refusal is what its key replays —, so the writes
 * lose the replay and go on as made (null). No answer: thrown, and the sync stops with the writes kept as they are.
 */
async function settleReplay(
  write: StoredWrite,
  writes: StoredWrite[],
  ctx: SyncContext,
  userId: number,
): Promise<number[] | null> {
  const replay = write.replay!;
  // the writes made from the same save, wherever they stand (some may have been queued after this pass began)
  const group = (await readWrites({ scope: write.scope })).filter((w) => w.replay?.key === replay.key);
  const body = replay.bodyFile ? await getFile(replay.bodyFile) : undefined;
  let answer: unknown;
  let stored = false;
  // a body no longer on the device cannot be sent as it was: the writes go as made
  if (!replay.bodyFile || body) {
    try {
      const wire = wireOf({ ...replay, body: body ?? undefined });
      answer = await untilAnswered(
        async () =>
          (await apiRequest(replay.path, { method: replay.method, body: wire.body, headers: wire.headers })).json,
      );
      stored = true;
    } catch (e) {
      const outcome = outcomeOfStatus(statusOf(e) ?? 0);
      if (outcome === 'sign-in' || outcome === 'retry') throw e;
    }
  }
  const withoutBody = (w: StoredWrite) => ({ ...w, files: w.files?.filter((f) => f !== replay.bodyFile) });
  if (stored) {
    // every kind told before any write goes: a failure here leaves them all to be replayed again by the next sync
    for (const w of group) await (await kindOf(w.kind))?.replayed?.(w, answer, ctx);
    for (const w of group) await finish(withoutBody(w), userId);
  } else
    for (const w of group) {
      const { replay: _dropped, ...rest } = withoutBody(w);
      await updateWrite(rest);
    }
  // the body goes last: a write still holding the replay must find it
  if (replay.bodyFile) await deleteFile(replay.bodyFile);
  if (stored) return [write.seq, ...group.map((w) => w.seq)];
  for (const w of writes)
    if (w.replay?.key === replay.key) {
      delete w.replay;
      w.files = withoutBody(w).files;
    }
  return null;
}

let running: Promise<void> | null = null;

/** One sync at a time; a call during a sync waits for it. */
export function syncNow(): Promise<void> {
  running ??= drain().finally(() => {
    running = null;
  });
  return running;
}

async function drain(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  // nothing waits: no key fetched, no request made (most app starts)
  const userId = sessionUserId();
  if (
    userId === null ||
    (await offlineDb.outbox
      .where('userId')
      .equals(userId)
      .count()
      .catch(() => 0)) === 0
  )
    return;
  const owner = await ensureKey();
  if (!owner) return;
  const writes = await readWrites({ state: 'waiting' });
  const states = new Map<string, Record<string, unknown>>();
  const touched = new Map<string, SyncContext>();
  /** Writes done in this pass by the replay of the online save they were made from. */
  const replayed = new Set<number>();
  for (const write of writes) {
    if (replayed.has(write.seq)) continue;
    const kind = await kindOf(write.kind);
    if (!kind) continue;
    const state = states.get(write.scope) ?? {};
    states.set(write.scope, state);
    const ctx = contextFor(write, owner.userId, state);
    touched.set(write.scope, ctx);
    try {
      if (write.replay) {
        const done = await settleReplay(write, writes, ctx, owner.userId);
        if (done) {
          for (const seq of done) replayed.add(seq);
          continue;
        }
      }
      const outcome = await kind.send(write, ctx);
      if ('sent' in outcome) await finish(write, owner.userId);
      else if ('conflicts' in outcome) {
        await updateWrite({ ...write, state: 'conflict', payload: outcome.payload, problem: outcome });
      } else {
        const payload = outcome.payload ?? write.payload;
        await updateWrite({ ...write, state: 'refused', payload, problem: { message: outcome.refused } });
      }
    } catch (e) {
      const outcome = outcomeOfStatus(statusOf(e) ?? 0);
      if (outcome === 'sign-in') {
        await forgetKeys();
        break;
      }
      if (outcome === 'retry') break;
      await updateWrite({ ...write, state: 'refused', problem: { message: (e as Error).message } });
    }
  }
  for (const [scope, ctx] of touched) {
    const kind = await kindOf(writes.find((w) => w.scope === scope)!.kind);
    await kind?.settled?.(scope, ctx).catch(() => undefined);
    offlineEvents.dispatchEvent(new CustomEvent(SYNCED, { detail: scope }));
  }
}

let started = false;

/**
 * Starts syncing for the signed-in user: now (after dropping stale kept records), when the connection is back, and
 * every 15 s. The key is fetched only when something waits (or a field screen opens: the device is then ready before
 * the signal drops), or when the user has open records to prepare (prepare.ts).
 */
export function startOfflineSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const run = () => void syncNow().catch(() => undefined);
  void sweepStale()
    .catch(() => undefined)
    .then(run);
  window.addEventListener('online', run);
  setInterval(run, RETRY_MS);
  // the user's own open records are kept for work without signal, after what waits has been sent
  const prepare = () =>
    void syncNow()
      .then(async () => (await import('./prepare.js')).autoPrepare())
      .catch(() => undefined);
  setTimeout(prepare, PREPARE_DELAY_MS);
  window.addEventListener('online', prepare);
  setInterval(prepare, PREPARE_MS);
}
