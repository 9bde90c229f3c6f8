/**
 * What each area keeps on the device without being asked (prepare.ts runs them): registered from the area's routes
 * module, which the shell loads at start, as a loader, so that neither the area's code nor the device store is fetched
 * before the first preparation. Nothing here imports the store.
 */
export interface OfflinePreparer {
  /** The device-store kind its record is kept under (vault.putRecord's `kind`, e.g. `inspection`). */
  recordKind: string;
  /** The outbox scope of a record (`inspection:12`): one whose writes wait is never dropped. */
  scopeOf(key: string): string;
  /** The signed-in user's own open records, most relevant first; throws when they cannot be read. */
  candidates(): Promise<string[]>;
  /** Keeps one record with what its form needs (look-ups, thumbnails) on the device. */
  prepare(key: string): Promise<void>;
  /** Removes one record and what was kept only for it. */
  drop(key: string): Promise<void>;
}

export type PreparerModule = { preparer: OfflinePreparer };

export const preparerLoaders = new Map<string, () => Promise<PreparerModule>>();

/** Registers the preparer of an area's records under a name without ':' (the kind of record: `inspection`, `tree-inspection`). */
export function registerOfflinePreparer(name: string, load: () => Promise<PreparerModule>): void {
  preparerLoaders.set(name, load);
}
