import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/index.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';

/**
 * One resumable upload, two server instances (as two processes: separate module state) on one database and one storage
 * folder: the upload's lock is held in the
 * database, so only one PATCH at a time is accepted whichever instance it reaches. The first PATCH below sends a few
 * bytes and holds (the server is then past its offset check, waiting for the file's first 4 KB); a second PATCH at the
 * same offset arrives at the other instance meanwhile.
 */
let t: TestApp;
let second: { app: FastifyInstance; db: Db };
let bases: [string, string];
let tc: string;
/** The second instance's lock releases and answers to PATCHes, in the order they happened. */
const events: string[] = [];
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n${'0'.repeat(20_000)}\n%%EOF\n`);

beforeAll(async () => {
  t = await createTestApp({ sqliteFile: true });
  const db = t.openDb();
  // A second process's server: its own copy of every module (nothing process-wide shared with the first), the same
  // database and storage folder.
  vi.resetModules();
  const { buildApp } = await import('../../server/app.js');
  const app = await buildApp({ config: t.config, db: db.withPlugin(releaseRecorder()) });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'PATCH' && request.url.startsWith('/api/uploads/')) events.push('answer');
    return payload;
  });
  await app.ready();
  second = { app, db };
  const listen = async (a: FastifyInstance) => {
    await a.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
  };
  bases = [await listen(t.app), await listen(app)];
  tc = await t.loginAs('TERM-CONTRACTOR');
});
/** Records each finished query that frees an upload's lock (sets `lock_owner` to null). */
function releaseRecorder(): KyselyPlugin {
  const releases = new WeakSet<object>();
  return {
    transformQuery(args) {
      const node = args.node as { kind: string; updates?: { column: { column: { name: string } }; value: unknown }[] };
      const frees = node.updates?.some(
        (u) => u.column.column.name === 'lock_owner' && (u.value as { value?: unknown }).value === null,
      );
      if (node.kind === 'UpdateQueryNode' && frees) releases.add(args.queryId);
      return args.node;
    },
    async transformResult(args) {
      if (releases.has(args.queryId)) events.push('release');
      return args.result;
    },
  };
}

afterAll(async () => {
  await second.app.close();
  await second.db.destroy();
  await t.close();
});

async function openDeliverable(month: number) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/deliverable/open',
    headers: bearer(tc),
    payload: { category: 'building-maintenance', zone: 'NORTH_EAST', year: 2025, month },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

async function createUpload(deliverableId: number, length: number) {
  const meta = Object.entries({
    purpose: 'deliverable',
    deliverable_id: String(deliverableId),
    slot: 'bm-safety-report',
    filename: 's.pdf',
  })
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...bearer(tc), 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': meta },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.headers.location as string;
}

const patchHeaders = () => ({
  ...bearer(tc),
  'tus-resumable': '1.0.0',
  'upload-offset': '0',
  'content-type': 'application/offset+octet-stream',
});

/** A PATCH over HTTP whose body goes out in two parts: `first` at once, the rest when `release` is called. */
function heldPatch(base: string, url: string, data: Buffer, first: number) {
  let release = () => {};
  const answer = new Promise<{ status: number; attachment?: string }>((resolve, reject) => {
    const req = http.request(`${base}${url}`, {
      method: 'PATCH',
      headers: { ...patchHeaders(), 'content-length': String(data.length) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, attachment: res.headers['upload-attachment-id'] as string }),
      );
    });
    req.on('error', reject);
    req.write(data.subarray(0, first));
    release = () => req.end(data.subarray(first));
  });
  return { answer, release: () => release() };
}

async function wholePatch(base: string, url: string, data: Buffer) {
  const res = await fetch(`${base}${url}`, {
    method: 'PATCH',
    headers: patchHeaders(),
    body: new Uint8Array(data),
  });
  await res.arrayBuffer();
  return { status: res.status, attachment: res.headers.get('upload-attachment-id') ?? undefined };
}

describe('one resumable upload, two instances', () => {
  it('accepts exactly one PATCH at an offset, never runs past the length, and files one attachment', async () => {
    for (let trial = 0; trial < 4; trial++) {
      const deliverableId = await openDeliverable(trial + 1);
      const data = pdf(`trial ${trial}`);
      const url = await createUpload(deliverableId, data.length);
      const held = heldPatch(bases[0], url, data, 100);
      // Let the held PATCH get past its checks on the first instance.
      await new Promise((r) => setTimeout(r, 400));
      const other = await wholePatch(bases[1], url, data);
      held.release();
      const first = await held.answer;
      const answers = [first, other];
      expect(
        answers.filter((a) => a.status === 204),
        JSON.stringify(answers),
      ).toHaveLength(1);
      expect(answers.filter((a) => a.attachment)).toHaveLength(1);
      const attachments = await t.db
        .selectFrom('attachments')
        .select(['id', 'size'])
        .where('owner_id', '=', deliverableId)
        .where('owner_type', 'like', 'deliverable%')
        .execute();
      expect(attachments).toEqual([{ id: Number(answers.find((a) => a.attachment)!.attachment), size: data.length }]);
      const head = await t.app.inject({ method: 'HEAD', url, headers: bearer(tc) });
      expect(head.headers['upload-offset']).toBe(String(data.length));
    }
  }, 60_000);

  it('has released the lock when a PATCH is answered, so the next piece is never refused as busy', async () => {
    const deliverableId = await openDeliverable(9);
    const data = pdf('pieces');
    const url = await createUpload(deliverableId, data.length);
    events.length = 0;
    const third = Math.ceil(data.length / 3);
    const statuses: number[] = [];
    for (let offset = 0; offset < data.length; offset += third) {
      const r = await second.app.inject({
        method: 'PATCH',
        url,
        payload: data.subarray(offset, offset + third),
        headers: { ...patchHeaders(), 'upload-offset': String(offset) },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([204, 204, 204]);
    expect(events).toEqual(['release', 'answer', 'release', 'answer', 'release', 'answer']);
  });
});
