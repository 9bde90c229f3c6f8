/**
 * The device store of field work without signal (IndexedDB through Dexie). Every row names its user, and everything
 * but the key itself is sealed with that user's key (crypto.ts): another user of the device finds none of them, and
 * could not read them if they did.
 * - keys:    the signed-in user's imported CryptoKey (non-extractable), removed at sign-out and on a 401;
 * - records: prepared records (a record as its GET answers it, the base it was prepared from, look-ups, thumbnails
 *            and queued photos), by `${user}:${kind}:${key}`;
 * - outbox:  queued writes in the order they were made (`seq`), each with the idempotency key it is sent with;
 * - ids:     the server's id of a record created offline, by its temporary (negative) id.
 */
import Dexie, { type Table } from 'dexie';
import type { Sealed } from './crypto.js';

export interface KeyRow {
  userId: number;
  key: CryptoKey;
}

export interface RecordRow extends Sealed {
  id: string;
  userId: number;
  kind: string;
  bytes: number;
  storedAt: string;
}

/** waiting: to send; conflict: the user chooses; refused: reported, kept for the user to see. */
export type OutboxState = 'waiting' | 'conflict' | 'refused';

export interface OutboxRow extends Sealed {
  seq?: number;
  userId: number;
  /** The record the write belongs to (`inspection:12`): a record's writes stay in order, and its banner counts them. */
  scope: string;
  state: OutboxState;
  createdAt: string;
}

export interface IdRow {
  id: string;
  userId: number;
  serverId: number;
}

class OfflineDb extends Dexie {
  keys!: Table<KeyRow, number>;
  records!: Table<RecordRow, string>;
  outbox!: Table<OutboxRow, number>;
  ids!: Table<IdRow, string>;

  constructor() {
    super('caretaker-offline');
    this.version(1).stores({
      keys: 'userId',
      records: 'id, userId, kind',
      outbox: '++seq, userId, scope, [userId+state]',
      ids: 'id, userId',
    });
  }
}

export const offlineDb = new OfflineDb();
