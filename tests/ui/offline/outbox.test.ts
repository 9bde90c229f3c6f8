/**
 * The outbox of field work without signal (src/offline) on a real IndexedDB implementation (fake-indexeddb) and real
 * Web Crypto; only the network is played by a fetch that answers, or fails like a dropped connection. Writes go in the
 * order they were made, each with its own idempotency key; one the network cannot carry stops the sync and nothing
 * overtakes it; a create's temporary id is mapped before a later write needs it; another user of the device sees
 * nothing, and after sign-out the same user's writes wait until they sign in again.
 */
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, readWrites } from '../../../src/offline/outbox.js';
import { fetchKey, forgetKeys } from '../../../src/offline/keyring.js';
import { registerOfflineKinds, type OfflineKind } from '../../../src/offline/registry.js';
import { offlineDb } from '../../../src/offline/store.js';
import { syncNow } from '../../../src/offline/sync.js';
import { clearSession, saveSession } from '../../../src/session.js';

const KEYS: Record<string, string> = {
  '7': Buffer.alloc(32, 7).toString('base64url'),
  '8': Buffer.alloc(32, 8).toString('base64url'),
};

interface Sent {
  path: string;
  key: string | null;
  body: unknown;
}
let sent: Sent[] = [];
/** Writes (by their `n`) the network cannot carry: the connection drops while they are sent. */
let unreachable = new Set<number>();
/** Writes (by their `n`) whose first attempts find the same request still running: 409 with Retry-After, that many times. */
let running = new Map<number, number>();
let nextId = 500;

/** The server: the user's key, and any write answered with a new id — until the connection drops. */
function serve(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const headers = new Headers(init?.headers);
  const token = headers.get('authorization')?.replace('Bearer ', '') ?? '';
  if (url.endsWith('/api/auth/offline-key'))
    return Promise.resolve(
      Response.json({ data: { key: KEYS[token.slice(1)], user_id: Number(token.slice(1)) } }, { status: 200 }),
    );
  const body = JSON.parse(String(init?.body ?? 'null')) as { n: number };
  if (unreachable.has(body.n)) return Promise.reject(new TypeError('Failed to fetch'));
  if (running.get(body.n)) {
    running.set(body.n, running.get(body.n)! - 1);
    sent.push({ path: `${url} (running)`, key: headers.get('idempotency-key'), body });
    const busy = { message: 'A request with this Idempotency-Key is still being processed; retry later.' };
    return Promise.resolve(Response.json(busy, { status: 409, headers: { 'Retry-After': '0' } }));
  }
  sent.push({ path: url, key: headers.get('idempotency-key'), body });
  return Promise.resolve(Response.json({ data: { id: nextId++ } }, { status: 200 }));
}

/** A kind that creates a record (`tempId`) or writes to one, naming it by the server's id once it has one. */
const note: OfflineKind = {
  async send(write, ctx) {
    const p = write.payload as { n: number; tempId?: number; parent?: number };
    const parent = p.parent === undefined ? undefined : await ctx.serverId('note', p.parent);
    const res = await ctx.send<{ data: { id: number } }>(`/notes${parent ? `/${parent}` : ''}`, {
      method: 'POST',
      body: { n: p.n },
    });
    if (p.tempId !== undefined) await ctx.mapId('note', p.tempId, res.data.id);
    return { sent: true };
  },
};
registerOfflineKinds('test.', async () => ({ kinds: { 'test.note': note } }));

const signIn = (uid: number) => saveSession({ token: `t${uid}`, uid, loginId: 'l' });
const queue = (payload: object, scope = 'note:1') => enqueue({ kind: 'test.note', scope, payload });

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(serve));
  sent = [];
  unreachable = new Set();
  running = new Map();
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
  signIn(7);
  await fetchKey(); // as a field screen does when it opens
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the outbox', () => {
  it('sends in the order the writes were made, each with its own idempotency key, and empties', async () => {
    for (let n = 1; n <= 5; n++) expect(await queue({ n })).toBe(true);
    await syncNow();
    expect(sent.map((s) => (s.body as { n: number }).n)).toEqual([1, 2, 3, 4, 5]);
    const keys = sent.map((s) => s.key);
    expect(new Set(keys).size).toBe(5);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f-]{36}(\.[0-9a-f]{16})?$/);
    expect(await readWrites()).toEqual([]);
  });

  it('stops at a write the network cannot carry; the next sync resumes from it, nothing overtaken or repeated', async () => {
    for (let n = 1; n <= 4; n++) await queue({ n }, n % 2 ? 'note:1' : 'note:2');
    unreachable = new Set([3]);
    await syncNow();
    expect(sent.map((s) => (s.body as { n: number }).n)).toEqual([1, 2]);
    expect((await readWrites()).map((w) => (w.payload as { n: number }).n)).toEqual([3, 4]);
    unreachable = new Set();
    await syncNow();
    expect(sent.map((s) => (s.body as { n: number }).n)).toEqual([1, 2, 3, 4]);
  });

  it('asks again, with the same key, while the server still runs the same request, instead of refusing the write', async () => {
    await queue({ n: 1 });
    await queue({ n: 2 });
    running = new Map([[1, 2]]);
    await syncNow();
    expect(sent.map((s) => s.path)).toEqual([
      '/api/notes (running)',
      '/api/notes (running)',
      '/api/notes',
      '/api/notes',
    ]);
    expect(new Set(sent.slice(0, 3).map((s) => s.key)).size).toBe(1);
    expect(await readWrites()).toEqual([]);
  });

  it('stops the sync, keeping the write, when the same request stays running', async () => {
    await queue({ n: 1 });
    running = new Map([[1, 99]]);
    await syncNow();
    expect(sent).toHaveLength(5);
    expect((await readWrites()).map((w) => [w.state, (w.payload as { n: number }).n])).toEqual([['waiting', 1]]);
  });

  it("maps a created record's temporary id to the server's before the write that names it", async () => {
    await queue({ n: 1, tempId: -5 });
    await queue({ n: 2, parent: -5 });
    await syncNow();
    expect(sent.map((s) => s.path)).toEqual(['/api/notes', `/api/notes/${nextId - 2}`]);
  });

  it('keeps writes from another user of the device, and from the same user until they sign in again', async () => {
    await queue({ n: 1 });
    await forgetKeys(); // signed out
    expect(await readWrites()).toEqual([]);
    signIn(8);
    await fetchKey();
    await syncNow();
    expect(sent).toEqual([]);
    expect(await readWrites()).toEqual([]);
    expect(await offlineDb.outbox.count()).toBe(1);
    // the row is sealed: user 8's key cannot open it even when it is read directly
    const row = (await offlineDb.outbox.toArray())[0];
    const key8 = (await offlineDb.keys.get(8))!.key;
    await expect(crypto.subtle.decrypt({ name: 'AES-GCM', iv: row.iv }, key8, row.data)).rejects.toThrow();
    signIn(7);
    await syncNow();
    expect(sent.map((s) => s.body)).toEqual([{ n: 1 }]);
    expect(await offlineDb.outbox.count()).toBe(0);
  });
});

describe('kept records', () => {
  it('drops records not refreshed for 30 days, never a photo still waiting to be sent', async () => {
    const { putFile, putRecord, getRecord, sweepStale } = await import('../../../src/offline/vault.js');
    await putRecord('inspection', 1, { id: 1 });
    // node's Blob: jsdom's answers arrayBuffer() from another realm, which Node's Web Crypto refuses
    await putFile(new NodeBlob(['thumb'], { type: 'image/jpeg' }) as Blob, 'thumb:9');
    const photo = (await putFile(new NodeBlob(['photo'], { type: 'image/jpeg' }) as Blob))!;
    await enqueue({ kind: 'test.note', scope: 'note:1', payload: { n: 1 }, files: [photo] });
    const later = Date.now() + 31 * 86_400_000;
    expect(await sweepStale(Date.now())).toBe(0);
    expect(await sweepStale(later)).toBe(2);
    expect(await getRecord('inspection', 1)).toBeNull();
    expect(await offlineDb.records.get(`7:file:${photo}`)).toBeTruthy();
  });

  it('drops a kept file no write names once it is an hour old (its write was never queued)', async () => {
    const { putFile, sweepStale } = await import('../../../src/offline/vault.js');
    const orphan = await putFile(new NodeBlob(['body'], { type: 'multipart/form-data' }) as Blob);
    expect(await sweepStale(Date.now() + 30 * 60_000)).toBe(0);
    expect(await offlineDb.records.get(`7:file:${orphan}`)).toBeTruthy();
    expect(await sweepStale(Date.now() + 61 * 60_000)).toBe(1);
    expect(await offlineDb.records.get(`7:file:${orphan}`)).toBeUndefined();
  });
});

describe('signing out', () => {
  it('removes the key from the device on sign-out and on a refused session; the writes stay, sealed', async () => {
    const { authProvider } = await import('../../../src/authProvider.js');
    await queue({ n: 1 });
    expect(await offlineDb.keys.count()).toBe(1);
    await authProvider.logout({});
    expect(await offlineDb.keys.count()).toBe(0);
    expect(await offlineDb.outbox.count()).toBe(1);
    signIn(7);
    await syncNow();
    expect(await offlineDb.keys.count()).toBe(1);
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeTruthy();
    expect(await offlineDb.keys.count()).toBe(0);
  });
});
