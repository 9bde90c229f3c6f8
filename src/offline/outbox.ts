/**
 * The outbox: writes made without a connection, kept sealed in the order they were made and sent in that order when the
 * connection is back (sync.ts). Each carries an idempotency key made when it was queued: a write sent twice — its answer
 * lost on the way back — is one write on the server.
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { MergeConflict } from '../../domain/offlineMerge.js';
import { sealJson, unsealJson } from './crypto.js';
import { currentKey, sessionUserId } from './keyring.js';
import type { Replay } from './onlineOnce.js';
import { offlineDb, type OutboxState } from './store.js';

export interface QueuedWrite<P = unknown> {
  /** The Idempotency-Key it is sent with. */
  uuid: string;
  /** Who sends it: `inspection.item`, registered by the area (registry.ts). */
  kind: string;
  /** The record it belongs to, e.g. `inspection:12`. */
  scope: string;
  payload: P;
  /** Keys of files in the device store it sends; removed once it is sent. */
  files?: string[];
  createdAt: string;
  /**
   * The online save this write was made from when its answer was lost (onlineOnce.ts): sent first, exactly as it was.
   * The writes queued from one save share it; once the server answered it, they are done (it stored the save) or go on
   * as made (it refused it, so stored nothing).
   */
  replay?: Replay;
  /** Why it waits for the user: the fields both sides changed, or the server's refusal. */
  problem?: { message?: string; conflicts?: MergeConflict[] };
}

export interface StoredWrite<P = unknown> extends QueuedWrite<P> {
  seq: number;
  state: OutboxState;
}

/** Queues a write of the signed-in user; false when their key is not on the device (never signed in online here). */
export async function enqueue<P>(write: Omit<QueuedWrite<P>, 'uuid' | 'createdAt'>): Promise<boolean> {
  const owner = await currentKey();
  if (!owner) return false;
  const full: QueuedWrite<P> = { ...write, uuid: crypto.randomUUID(), createdAt: new Date().toISOString() };
  await offlineDb.outbox.add({
    userId: owner.userId,
    scope: write.scope,
    state: 'waiting',
    createdAt: full.createdAt,
    ...(await sealJson(owner.key, full)),
  });
  return true;
}

/** The signed-in user's writes (all states, or one), in order; rows that cannot be read are left out. */
export async function readWrites(filter: { scope?: string; state?: OutboxState } = {}): Promise<StoredWrite[]> {
  const owner = await currentKey();
  if (!owner) return [];
  const rows = await offlineDb.outbox.where('userId').equals(owner.userId).sortBy('seq');
  const out: StoredWrite[] = [];
  for (const row of rows) {
    if (filter.scope && row.scope !== filter.scope) continue;
    if (filter.state && row.state !== filter.state) continue;
    try {
      out.push({ ...(await unsealJson<QueuedWrite>(owner.key, row)), seq: row.seq!, state: row.state });
    } catch {
      // sealed with a key that is gone (the user was deactivated): nothing to read
    }
  }
  return out;
}

/** Rewrites a stored write (its state, payload or problem), keeping its place in the order. */
export async function updateWrite(write: StoredWrite): Promise<void> {
  const owner = await currentKey();
  if (!owner) return;
  const { seq, state, ...rest } = write;
  await offlineDb.outbox.update(seq, { state, ...(await sealJson(owner.key, rest)) });
}

export async function removeWrite(seq: number): Promise<void> {
  await offlineDb.outbox.delete(seq);
}

export interface OutboxCounts {
  waiting: number;
  conflict: number;
  refused: number;
  /** Waiting writes per scope. */
  scopes: Record<string, number>;
}

const EMPTY: OutboxCounts = { waiting: 0, conflict: 0, refused: 0, scopes: {} };

/** The signed-in user's outbox counts, live (any tab's change shows at once). */
export function useOutboxCounts(): OutboxCounts {
  const [counts, setCounts] = useState<OutboxCounts>(EMPTY);
  const userId = sessionUserId();
  useEffect(() => {
    if (userId === null) return;
    const sub = liveQuery(() => offlineDb.outbox.where('userId').equals(userId).toArray()).subscribe({
      next: (rows) => {
        const next: OutboxCounts = { waiting: 0, conflict: 0, refused: 0, scopes: {} };
        for (const r of rows) {
          next[r.state] += 1;
          if (r.state === 'waiting') next.scopes[r.scope] = (next.scopes[r.scope] ?? 0) + 1;
        }
        setCounts(next);
      },
      error: () => setCounts(EMPTY),
    });
    return () => sub.unsubscribe();
  }, [userId]);
  return counts;
}
