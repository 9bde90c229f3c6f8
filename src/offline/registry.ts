/**
 * What each kind of queued write is, registered by its area (from its routes module, which the shell loads at start) as
 * a loader, so the area's sending code is fetched only when its writes are sent. A kind is named `<area>.<what>`; the
 * loader of the `<area>.` prefix answers all of the area's kinds.
 */
import type { RequestOptions } from '../http.js';
import type { MergeConflict } from '../../domain/offlineMerge.js';
import type { QueuedWrite } from './outbox.js';

export interface SyncContext {
  /** Sends a request with the write's Idempotency-Key; answers the parsed body, throws the HttpError of a refusal. */
  send<T>(path: string, options?: RequestOptions): Promise<T>;
  /** What the scope's writes share during one sync (the record's running version, its state on the server after a 409). */
  state: Record<string, unknown>;
  /** The server's id of a record created offline under a temporary id (null until its create was sent). */
  serverId(kind: string, tempId: number): Promise<number | null>;
  mapId(kind: string, tempId: number, serverId: number): Promise<void>;
  file(key: string): Promise<Blob | null>;
  /**
   * Sends a kept file as a resumable upload to a purpose (`metadata.purpose` and its target fields), once however often
   * the write is retried; throws an error with the status (0: no answer) like `send`. A missing file is skipped.
   */
  upload(key: string, metadata: Record<string, string>, name?: string): Promise<void>;
}

/** Sent; or kept for the user: fields both sides changed (they choose), or a step the server refused (reported). */
export type SendOutcome =
  { sent: true } | { conflicts: MergeConflict[]; payload: unknown } | { refused: string; payload?: unknown };

export interface OfflineKind {
  send(write: QueuedWrite, ctx: SyncContext): Promise<SendOutcome>;
  /**
   * The online save the write was made from was stored after all (its replay answered 2xx, `answer` its parsed body):
   * what the kind does after its own success — map a temporary id to the server's, lay the change on the base.
   */
  replayed?(write: QueuedWrite, answer: unknown, ctx: SyncContext): Promise<void>;
  /** After a sync sent the scope's writes: e.g. refresh the prepared record from the server. */
  settled?(scope: string, ctx: SyncContext): Promise<void>;
}

export type KindsModule = { kinds: Record<string, OfflineKind> };

const loaders = new Map<string, () => Promise<KindsModule>>();

export function registerOfflineKinds(prefix: string, load: () => Promise<KindsModule>): void {
  loaders.set(prefix, load);
}

export async function kindOf(kind: string): Promise<OfflineKind | null> {
  for (const [prefix, load] of loaders) if (kind.startsWith(prefix)) return (await load()).kinds[kind] ?? null;
  return null;
}
