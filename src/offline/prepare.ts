/**
 * Automatic preparation: the signed-in user's own open records are kept on the device without them asking, so that the
 * signal may drop anywhere. Each area registers a preparer for its kind of record (from its routes module, like its
 * kinds of write, preparers.ts); this engine decides what is kept within the user's budget (settings.ts):
 * - a preparer names the user's open records, most relevant first; the engine keeps them in that order until the
 *   device holds the budget, and stops there;
 * - what it kept itself (never what the user made available by hand) goes again when it is no longer among them (sent,
 *   closed, reassigned), and, least recently refreshed or opened first, when the device holds more than the budget;
 * - a record with writes in the outbox (waiting, or kept for the user to check) is never dropped.
 * It runs when the app opens (after the first screen has loaded), when the connection is back and every 10 minutes.
 */
import { ensureKey, sessionUserId } from './keyring.js';
import { isOffline } from './network.js';
import { budgetBytes } from './settings.js';
import { offlineDb } from './store.js';
import { deleteRecord, putRecord, storedBytes } from './vault.js';
import { preparerLoaders, type OfflinePreparer } from './preparers.js';

export type { OfflinePreparer } from './preparers.js';

/** What a run did, for the settings screen. */
export interface PreparationReport {
  at: string;
  used: number;
  budget: number;
  prepared: string[];
  dropped: string[];
  /** Records left unprepared because the device holds the budget. */
  skipped: number;
}

export const preparationEvents = new EventTarget();
export const PREPARED = 'prepared';
export let lastPreparation: PreparationReport | null = null;

/** The marker of a record the engine kept itself (`auto` records, by `<name>:<key>`). */
const AUTO = 'offline-auto';
/** A record kept automatically is fetched again when its copy is older than this and nothing of it waits. */
const REFRESH_MS = 6 * 3_600_000;

interface Entry {
  name: string;
  key: string;
  preparer: OfflinePreparer;
}

/** What each record took when it was last fetched: one that did not fit is not fetched again while it would not. */
const measured = new Map<string, number>();

let running: Promise<PreparationReport | null> | null = null;

/** One run at a time; null when offline, signed out or nothing is registered. */
export function autoPrepare(now = Date.now()): Promise<PreparationReport | null> {
  running ??= run(now).finally(() => {
    running = null;
  });
  return running;
}

async function run(now: number): Promise<PreparationReport | null> {
  const userId = sessionUserId();
  if (isOffline() || userId === null || preparerLoaders.size === 0) return null;
  const lists: { name: string; preparer: OfflinePreparer; keys: string[] | null }[] = [];
  for (const [name, load] of preparerLoaders) {
    const { preparer } = await load();
    // a user without the permission, or a dropped connection: that kind is left as it is this time
    lists.push({ name, preparer, keys: await preparer.candidates().catch(() => null) });
  }
  const marked = await offlineDb.records
    .where('userId')
    .equals(userId)
    .filter((r) => r.kind === AUTO)
    .primaryKeys();
  if (!marked.length && lists.every((l) => !l.keys?.length)) return null;
  const owner = await ensureKey();
  if (!owner) return null;

  const rowId = (kind: string, key: string) => `${userId}:${kind}:${key}`;
  const busy = new Set(
    (
      await offlineDb.outbox
        .where('userId')
        .equals(userId)
        .toArray()
        .catch(() => [])
    ).map((r) => r.scope),
  );
  const byName = new Map(lists.map((l) => [l.name, l]));
  const report: PreparationReport = {
    at: new Date(now).toISOString(),
    used: 0,
    budget: budgetBytes(),
    prepared: [],
    dropped: [],
    skipped: 0,
  };
  const unkept = async (entries: Entry[]) => {
    let n = 0;
    for (const e of entries) if (!(await offlineDb.records.get(rowId(e.preparer.recordKind, e.key)))) n++;
    return n;
  };
  const drop = async (e: Entry) => {
    await e.preparer.drop(e.key);
    await deleteRecord(AUTO, `${e.name}:${e.key}`);
    report.dropped.push(`${e.name}:${e.key}`);
  };

  // what the engine kept: dropped when no longer the user's open work, and least recent first while over budget
  const auto: (Entry & { storedAt: string })[] = [];
  for (const id of marked) {
    const [name, ...rest] = id.slice(`${userId}:${AUTO}:`.length).split(':');
    const key = rest.join(':');
    const list = byName.get(name);
    if (!list) continue;
    const entry = { name, key, preparer: list.preparer };
    const kept = await offlineDb.records.get(rowId(list.preparer.recordKind, key));
    if (busy.has(list.preparer.scopeOf(key))) continue;
    if (!kept) await deleteRecord(AUTO, `${name}:${key}`);
    else if (list.keys && !list.keys.includes(key)) await drop(entry);
    else auto.push({ ...entry, storedAt: kept.storedAt });
  }
  let used = await storedBytes();
  auto.sort((a, b) => a.storedAt.localeCompare(b.storedAt));
  const kept = new Set(auto.map((a) => `${a.name}:${a.key}`));
  for (const e of auto) {
    if (used <= report.budget) break;
    await drop(e);
    kept.delete(`${e.name}:${e.key}`);
    used = await storedBytes();
  }

  // the open records in each kind's order, taken in turn from each kind
  const queue: Entry[] = [];
  for (let i = 0; lists.some((l) => (l.keys?.length ?? 0) > i); i++)
    for (const l of lists)
      if (l.keys && i < l.keys.length) queue.push({ name: l.name, key: l.keys[i], preparer: l.preparer });
  for (const [i, e] of queue.entries()) {
    const row = await offlineDb.records.get(rowId(e.preparer.recordKind, e.key));
    const stale = row && kept.has(`${e.name}:${e.key}`) && Date.parse(row.storedAt) < now - REFRESH_MS;
    if (row && !(stale && !busy.has(e.preparer.scopeOf(e.key)))) continue;
    const known = measured.get(`${e.name}:${e.key}`) ?? 0;
    if (!row && used + known >= report.budget) {
      report.skipped = await unkept(queue.slice(i));
      break;
    }
    try {
      await e.preparer.prepare(e.key);
    } catch {
      // this record could not be read now (the signal dropped, a permission changed): the next run tries again
      continue;
    }
    // the marker is refreshed with the record, so the 30-day sweep takes neither while it is kept
    await putRecord(AUTO, `${e.name}:${e.key}`, {});
    if (!row) report.prepared.push(`${e.name}:${e.key}`);
    const before = used;
    used = await storedBytes();
    measured.set(`${e.name}:${e.key}`, used - before);
    if (!row && used > report.budget && !busy.has(e.preparer.scopeOf(e.key))) {
      // it did not fit: the device stays within the budget, and the next run does not keep it again and again
      await drop(e);
      report.prepared.pop();
      report.dropped.pop();
      used = await storedBytes();
      report.skipped = await unkept(queue.slice(i));
      break;
    }
  }
  report.used = used;
  lastPreparation = report;
  preparationEvents.dispatchEvent(new CustomEvent(PREPARED, { detail: report }));
  return report;
}
