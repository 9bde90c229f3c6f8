/**
 * A storage folder that fails is the server's fault, said so: a full disk answers 507 and an unwritable folder 503,
 * each with a message that says nothing was saved, logged at error level — never the 400 "malformed" or "interrupted"
 * that blames the client — and nothing half-stored is left behind (no attachment row, no file).
 *
 * The tests run as root, for whom permission bits do not stop a write (chmod 0500 would prove nothing). So the failures
 * are real ones root meets too: a full disk is `/dev/full` (every write fails with ENOSPC) in place of the upload's
 * partial file, and an unwritable folder is a bucket path that is a plain file (creating the month's folder under it
 * fails with ENOTDIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from '../../server/lib/serverFailures.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart } from './helpers.js';

let t: TestApp;
let tc: string;
let log = '';
const pdf = (text = 'x') => Buffer.from(`%PDF-1.4\n% ${text}\n${'0'.repeat(5000)}\n%%EOF\n`);

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (c: Buffer) => (log += c.toString()));
  t = await createTestApp({ logStream });
  tc = await t.loginAs('TERM-CONTRACTOR');
});
afterAll(async () => t.close());

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

const errorLines = (message: string) =>
  log
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { code?: string } })
    .filter((l) => l.level === 50 && l.msg === message);

const attachmentsOf = async (id: number) =>
  (await t.db.selectFrom('attachments').select('id').where('owner_id', '=', id).execute()).length;

describe('storage failures during uploads', () => {
  it('answers 507 when the disk is full during a resumable upload, logs it at error, and files nothing', async () => {
    const id = await openDeliverable(7);
    const meta = { purpose: 'deliverable', deliverable_id: String(id), slot: 'bm-safety-report', filename: 's.pdf' };
    const data = pdf('full');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...bearer(tc),
        'upload-length': String(data.length),
        'upload-metadata': Object.entries(meta)
          .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
          .join(','),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = created.headers.location as string;
    const session = await t.db
      .selectFrom('upload_sessions')
      .select('part_key')
      .where('id', '=', url.split('/').pop()!)
      .executeTakeFirstOrThrow();
    const partial = path.join(t.dataDir, 'files', 'uploads', session.part_key);
    fs.mkdirSync(path.dirname(partial), { recursive: true });
    fs.symlinkSync('/dev/full', partial);

    const patch = await t.app.inject({
      method: 'PATCH',
      url,
      payload: data,
      headers: { ...bearer(tc), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    });
    expect(patch.statusCode, patch.body).toBe(507);
    expect(patch.json().message).toBe(STORAGE_FULL_MESSAGE);
    expect(errorLines(STORAGE_FULL_MESSAGE).map((l) => l.err?.code)).toEqual(['ENOSPC']);
    expect(await attachmentsOf(id)).toBe(0);
  });

  it('answers 503 when the storage folder cannot be written during a form upload, logs it, and keeps nothing', async () => {
    const id = await openDeliverable(8);
    const bucket = path.join(t.dataDir, 'files', 'deliverables');
    fs.mkdirSync(path.dirname(bucket), { recursive: true });
    fs.writeFileSync(bucket, 'not a folder');
    const form = new FormData();
    form.append('status', 'DRAFT');
    form.append('bm-monthly-report[]', new Blob([new Uint8Array(pdf('ro'))]), 'report.pdf');
    const { payload, headers } = await multipart(form);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/deliverable/${id}`,
      payload,
      headers: { ...headers, ...bearer(tc) },
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
    expect(errorLines(STORAGE_UNAVAILABLE_MESSAGE).map((l) => l.err?.code)).toEqual(['ENOTDIR']);
    expect(await attachmentsOf(id)).toBe(0);
    fs.rmSync(bucket);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/deliverable/${id}`,
      payload,
      headers: { ...headers, ...bearer(tc) },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await attachmentsOf(id)).toBe(1);
  });
});
