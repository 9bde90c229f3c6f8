/**
 * An online save whose answer was lost, sent again from the outbox (src/offline/sync.ts, onlineOnce.ts) on a real
 * IndexedDB implementation (fake-indexeddb) and real Web Crypto; only the network is played by a fetch. The writes
 * queued from that save carry it: it goes first, exactly as it was sent (its key, its bytes, its Content-Type). Stored
 * (2xx) → the writes are done and their kinds told, never sent as made; refused (4xx) → it stored nothing, so the
 * writes are sent as made in the same pass; no answer → the sync stops and everything stays for the next one.
 */
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, readWrites } from '../../../src/offline/outbox.js';
import { fetchKey } from '../../../src/offline/keyring.js';
import { keepReplay, type Replay } from '../../../src/offline/onlineOnce.js';
import { registerOfflineKinds, type OfflineKind } from '../../../src/offline/registry.js';
import { offlineDb } from '../../../src/offline/store.js';
import { syncNow } from '../../../src/offline/sync.js';
import { getFile, putFile } from '../../../src/offline/vault.js';
import { clearSession, saveSession } from '../../../src/session.js';

const KEY = Buffer.alloc(32, 7).toString('base64url');
const MULTIPART = 'multipart/form-data; boundary=----WebKitFormBoundaryAbC123';
const BYTES = `------WebKitFormBoundaryAbC123\r\nContent-Disposition: form-data; name="location"\r\n\r\nRoom 1\r\n------WebKitFormBoundaryAbC123--\r\n`;

interface Sent {
  path: string;
  key: string | null;
  contentType: string | null;
  body: string;
}
let sent: Sent[] = [];
/** How the server answers the replayed save: its status (a stored 201, a stored refusal), or no answer at all. */
let replayAnswer: number | 'none' = 201;

async function serve(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const headers = new Headers(init?.headers);
  if (url.endsWith('/api/auth/offline-key')) return Response.json({ data: { key: KEY, user_id: 7 } });
  const body = init?.body instanceof Blob ? await init.body.text() : String(init?.body ?? '');
  const online = url.startsWith('/api/online/');
  const status = online ? replayAnswer : 200;
  if (status === 'none') throw new TypeError('Failed to fetch');
  sent.push({ path: url, key: headers.get('idempotency-key'), contentType: headers.get('content-type'), body });
  if (status >= 400) return Response.json({ message: 'The given data was invalid.' }, { status });
  return Response.json({ data: { id: 900 } }, { status });
}

const replayedCalls: { n: number; answer: unknown }[] = [];
/** A kind that sends its write as made, and notes when the online save it came from was stored after all. */
const part: OfflineKind = {
  async send(write, ctx) {
    await ctx.send('/parts', { method: 'POST', body: write.payload });
    return { sent: true };
  },
  async replayed(write, answer) {
    replayedCalls.push({ n: (write.payload as { n: number }).n, answer });
  },
};
registerOfflineKinds('replay.', async () => ({ kinds: { 'replay.part': part } }));

/** A save that got no answer, kept as `onlineOnce` keeps it, and the writes queued from it (a photo kept for each). */
async function queueFromLostSave(parts: number[]): Promise<Replay> {
  const replay = (await keepReplay({
    key: 'online-key-1',
    method: 'POST',
    path: '/online/defect',
    contentType: MULTIPART,
    // node's Blob: jsdom's answers arrayBuffer() from another realm, which Node's Web Crypto refuses
    body: new NodeBlob([BYTES], { type: MULTIPART }) as Blob,
  }))!;
  for (const n of parts) {
    const photo = (await putFile(new NodeBlob([`photo ${n}`], { type: 'image/jpeg' }) as Blob))!;
    await enqueue({ kind: 'replay.part', scope: 'record:1', payload: { n }, replay, files: [photo, replay.bodyFile!] });
  }
  return replay;
}

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(serve));
  sent = [];
  replayAnswer = 201;
  replayedCalls.length = 0;
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
  saveSession({ token: 't7', uid: 7, loginId: 'l' });
  await fetchKey();
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('an online save whose answer was lost', () => {
  it('is sent again exactly as it was; stored, the writes made from it are done without being sent', async () => {
    const replay = await queueFromLostSave([1, 2]);
    await enqueue({ kind: 'replay.part', scope: 'record:1', payload: { n: 3 } });
    await syncNow();
    expect(sent.map((s) => s.path)).toEqual(['/api/online/defect', '/api/parts']);
    expect(sent[0]).toEqual({ path: '/api/online/defect', key: 'online-key-1', contentType: MULTIPART, body: BYTES });
    // the write queued later, not from the save, goes as made
    expect(JSON.parse(sent[1].body)).toEqual({ n: 3 });
    expect(replayedCalls).toEqual([
      { n: 1, answer: { data: { id: 900 } } },
      { n: 2, answer: { data: { id: 900 } } },
    ]);
    expect(await readWrites()).toEqual([]);
    expect(await getFile(replay.bodyFile!)).toBeNull();
    expect(await offlineDb.records.count()).toBe(0);
  });

  it('refused, stored nothing: the writes lose the replay and are sent as made in the same pass', async () => {
    const replay = await queueFromLostSave([1, 2]);
    replayAnswer = 422;
    await syncNow();
    expect(sent.map((s) => s.path)).toEqual(['/api/online/defect', '/api/parts', '/api/parts']);
    expect(sent.slice(1).map((s) => JSON.parse(s.body))).toEqual([{ n: 1 }, { n: 2 }]);
    // each under its own key, not the online save's
    for (const s of sent.slice(1)) expect(s.key).not.toBe('online-key-1');
    expect(replayedCalls).toEqual([]);
    expect(await readWrites()).toEqual([]);
    expect(await getFile(replay.bodyFile!)).toBeNull();
  });

  it('a version conflict of the save is a refusal too: sent as made', async () => {
    await queueFromLostSave([1]);
    replayAnswer = 409;
    await syncNow();
    expect(sent.map((s) => s.path)).toEqual(['/api/online/defect', '/api/parts']);
    expect(await readWrites()).toEqual([]);
  });

  it('no answer again: the sync stops and the writes stay with the save, which the next sync sends', async () => {
    const replay = await queueFromLostSave([1, 2]);
    replayAnswer = 'none';
    await syncNow();
    expect(sent).toEqual([]);
    const kept = await readWrites();
    expect(kept.map((w) => [(w.payload as { n: number }).n, w.replay?.key])).toEqual([
      [1, 'online-key-1'],
      [2, 'online-key-1'],
    ]);
    expect(await getFile(replay.bodyFile!)).not.toBeNull();
    replayAnswer = 201;
    await syncNow();
    expect(sent.map((s) => [s.path, s.key, s.body])).toEqual([['/api/online/defect', 'online-key-1', BYTES]]);
    expect(replayedCalls.map((c) => c.n)).toEqual([1, 2]);
    expect(await readWrites()).toEqual([]);
  });
});
