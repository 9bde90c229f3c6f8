/**
 * Automatic preparation (src/offline/prepare.ts) on a real IndexedDB implementation (fake-indexeddb) and real Web
 * Crypto; the area's part is a preparer of this test whose records have the sizes it chooses, and the network only
 * answers the user's key. The user's open records are kept in the preparer's order until the device holds the budget;
 * what the engine kept goes again when it is no longer open or, least recently refreshed first, when the budget
 * shrinks — never a record whose writes wait, never one the user made available by hand.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchKey } from '../../../src/offline/keyring.js';
import { enqueue } from '../../../src/offline/outbox.js';
import { autoPrepare, lastPreparation } from '../../../src/offline/prepare.js';
import { registerOfflinePreparer, type OfflinePreparer } from '../../../src/offline/preparers.js';
import { setOfflineSettings } from '../../../src/offline/settings.js';
import { offlineDb } from '../../../src/offline/store.js';
import { deleteRecord, getRecord, putRecord, storedBytes } from '../../../src/offline/vault.js';
import { clearSession, saveSession } from '../../../src/session.js';

const KEY = Buffer.alloc(32, 7).toString('base64url');
let keyRequests = 0;

function serve(input: RequestInfo | URL): Promise<Response> {
  if (String(input).endsWith('/api/auth/offline-key')) {
    keyRequests++;
    return Promise.resolve(Response.json({ data: { key: KEY, user_id: 7 } }, { status: 200 }));
  }
  return Promise.reject(new TypeError('Failed to fetch'));
}

/** Each record takes about 10 kB on the device (sealed JSON); `open` lists the user's open ones, most relevant first. */
const RECORD_BYTES = 10_000;
let open: string[] = [];
let prepared: string[] = [];
const note: OfflinePreparer = {
  recordKind: 'note',
  scopeOf: (key) => `note:${key}`,
  candidates: async () => open,
  async prepare(key) {
    prepared.push(key);
    await putRecord('note', key, { key, text: 'x'.repeat(RECORD_BYTES) });
  },
  async drop(key) {
    await deleteRecord('note', key);
  },
};
registerOfflinePreparer('note', async () => ({ preparer: note }));

/** A budget that holds `n` records (and the engine's small markers), in the settings' megabytes. */
const budgetFor = (n: number) => setOfflineSettings({ budgetMb: (n * (RECORD_BYTES + 200)) / (1024 * 1024) });
const kept = async () =>
  (await offlineDb.records.where('kind').equals('note').primaryKeys()).map((id) => id.split(':')[2]).sort();

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(serve));
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
  localStorage.clear();
  saveSession({ token: 't7', uid: 7, loginId: 'l' });
  open = [];
  prepared = [];
  keyRequests = 0;
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('automatic preparation', () => {
  it("keeps the user's open records in order until the budget, then stops and says how many are left", async () => {
    open = ['5', '4', '3', '2', '1'];
    budgetFor(3);
    const report = await autoPrepare();
    // the fourth is fetched, found not to fit, and left off the device
    expect(prepared).toEqual(['5', '4', '3', '2']);
    expect(await kept()).toEqual(['3', '4', '5']);
    expect(report).toMatchObject({ prepared: ['note:5', 'note:4', 'note:3'], skipped: 2 });
    expect(report!.used).toBeLessThanOrEqual(report!.budget);
    expect(await storedBytes()).toBe(report!.used);
    expect(lastPreparation).toBe(report);
    // the next run keeps what it has, and does not fetch again the one that did not fit
    prepared = [];
    await autoPrepare();
    expect(prepared).toEqual([]);
  });

  it('with the default budget (200 MB) keeps them all', async () => {
    open = ['3', '2', '1'];
    const report = await autoPrepare();
    expect(report!.budget).toBe(200 * 1024 * 1024);
    expect(await kept()).toEqual(['1', '2', '3']);
  });

  it('asks nothing of the server, not even the key, when the user has no open records', async () => {
    expect(await autoPrepare()).toBeNull();
    expect(keyRequests).toBe(0);
  });

  it('drops what it kept, least recently refreshed first, when the budget shrinks; never a record whose writes wait', async () => {
    open = ['1', '2', '3', '4'];
    await autoPrepare();
    expect(await kept()).toEqual(['1', '2', '3', '4']);
    // record 1 was opened on the screen last (its copy refreshed), 2 is the oldest copy but has a change waiting
    const touch = async (key: string, at: string) => offlineDb.records.update(`7:note:${key}`, { storedAt: at });
    await touch('2', '2020-01-01T00:00:00.000Z');
    await touch('3', '2020-01-02T00:00:00.000Z');
    await touch('4', '2020-01-03T00:00:00.000Z');
    await touch('1', '2020-01-04T00:00:00.000Z');
    expect(await enqueue({ kind: 'note.edit', scope: 'note:2', payload: {} })).toBe(true);
    budgetFor(2);
    const report = await autoPrepare();
    expect(report!.dropped).toEqual(['note:3', 'note:4']);
    expect(await kept()).toEqual(['1', '2']);
    expect(await offlineDb.outbox.count()).toBe(1);
  });

  it('drops what it kept once it is no longer open, unless changes to it wait; a record made available by hand stays', async () => {
    await fetchKey();
    await putRecord('note', '9', { key: '9' }); // "Make available offline"
    open = ['1', '2', '9'];
    await autoPrepare();
    expect(prepared).toEqual(['1', '2']);
    await enqueue({ kind: 'note.edit', scope: 'note:2', payload: {} });
    open = [];
    const report = await autoPrepare();
    expect(report!.dropped).toEqual(['note:1']);
    expect(await kept()).toEqual(['2', '9']);
    expect(await getRecord('note', '9')).toEqual({ key: '9' });
  });

  it('leaves a record that does not fit off the device, rather than going over the budget', async () => {
    open = ['77'];
    budgetFor(0.5);
    const report = await autoPrepare();
    expect(prepared).toEqual(['77']);
    expect(await kept()).toEqual([]);
    expect(report).toMatchObject({ prepared: [], skipped: 1 });
    expect(await storedBytes()).toBeLessThanOrEqual(report!.budget);
  });

  it('keeps nothing while offline', async () => {
    open = ['1'];
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(await autoPrepare()).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
    expect(await kept()).toEqual([]);
  });
});
