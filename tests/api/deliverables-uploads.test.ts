/** Deliverable files: resumable uploads that survive an interruption or a dropped connection, and deleting a file. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../support/testApp.js';
import { deliverablesFixture, pdf } from './deliverables.support.js';

const fx = deliverablesFixture();
const { json, open, save, tusUpload } = fx;
let t: TestApp;
let tc: string;
let ma: string;
beforeAll(() => {
  ({ t, tc, ma } = fx);
});

describe('deliverables', () => {
  it('resumes an interrupted upload from the offset the server holds, refuses a wrong offset and a wrong type', async () => {
    const id = await open(5);
    const data = pdf('resume'.repeat(2000));
    const meta = `purpose ${Buffer.from('deliverable').toString('base64')},deliverable_id ${Buffer.from(String(id)).toString('base64')},slot ${Buffer.from('bm-safety-report').toString('base64')},filename ${Buffer.from('s.pdf').toString('base64')}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(tc), 'upload-length': String(data.length), 'upload-metadata': meta },
    });
    const url = created.headers.location as string;
    const patch = (offset: number, body: Buffer) =>
      t.app.inject({
        method: 'PATCH',
        url,
        payload: body,
        headers: { ...bearer(tc), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      });
    expect((await patch(0, data.subarray(0, 6000))).statusCode).toBe(204);
    const head = await t.app.inject({ method: 'HEAD', url, headers: bearer(tc) });
    expect(head.headers['upload-offset']).toBe('6000');
    const wrong = await patch(100, data.subarray(100));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.headers['upload-offset']).toBe('6000');
    // Someone else's upload does not exist for them.
    expect((await t.app.inject({ method: 'HEAD', url, headers: bearer(ma) })).statusCode).toBe(404);
    const done = await patch(6000, data.subarray(6000));
    expect(done.statusCode).toBe(204);
    const d = (await json('GET', `/api/deliverable/${id}`, tc)).json().data;
    const file = d.slots.find((s: { key: string }) => s.key === 'bm-safety-report').attachments[0];
    expect(file.size).toBe(data.length);
    const got = await t.app.inject({ method: 'GET', url: file.url, headers: bearer(tc) });
    expect(Buffer.compare(got.rawPayload, data)).toBe(0);
    // Nothing of the upload stays behind in the partial bucket.
    expect(
      fs
        .readdirSync(path.join(t.dataDir, 'files', 'uploads'), { recursive: true })
        .filter((f) => String(f).endsWith('.part')),
    ).toEqual([]);
    const exe = await tusUpload(
      tc,
      { purpose: 'deliverable', deliverable_id: String(id), slot: 'bm-safety-report', filename: 'x.pdf' },
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000)]),
    );
    expect(exe.patches[0].statusCode).toBe(422);
    // An upload left unfinished past its day goes, partial file and all, when the next one starts.
    const half = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(tc), 'upload-length': String(data.length), 'upload-metadata': meta },
    });
    const halfUrl = half.headers.location as string;
    await t.app.inject({
      method: 'PATCH',
      url: halfUrl,
      payload: data.subarray(0, 5000),
      headers: { ...bearer(tc), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    });
    const halfId = halfUrl.split('/').pop()!;
    await t.db
      .updateTable('upload_sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', halfId)
      .execute();
    expect((await t.app.inject({ method: 'HEAD', url: halfUrl, headers: bearer(tc) })).statusCode).toBe(404);
    await tusUpload(
      tc,
      { purpose: 'deliverable', deliverable_id: String(id), slot: 'bm-safety-report', filename: 'new.pdf' },
      pdf('new'),
    );
    expect(
      await t.db.selectFrom('upload_sessions').select('id').where('id', '=', halfId).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      fs
        .readdirSync(path.join(t.dataDir, 'files', 'uploads'), { recursive: true })
        .filter((f) => String(f).endsWith('.part')),
    ).toEqual([]);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(tc), 'upload-length': String(524_288_001), 'upload-metadata': meta },
    });
    expect(tooBig.statusCode).toBe(413);
  });

  it('deletes a file while the deliverable is the preparer’s; the inspection summary counts the month', async () => {
    const id = await open(6);
    const r = await save(id, tc, { status: 'DRAFT' }, [['bm-defect-register[]', pdf(), 'd.pdf']]);
    const file = r.json().data.slots.find((s: { key: string }) => s.key === 'bm-defect-register').attachments[0];
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/attachments/${file.id}`, headers: bearer(ma) })).statusCode,
    ).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${file.id}`, headers: bearer(tc) });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe('Successfully deleted file');
    const s = await json('GET', `/api/deliverable/${id}/inspection-summary`, tc);
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().data).toMatchObject({
      category: 'BUILDING-MAINTENANCE',
      start_date: '2025-06-01',
      end_date: '2025-06-30',
    });
    const expected = await t.db
      .selectFrom('inspections')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('zone', '=', 'NORTH_EAST')
      .where('inspection_category', '=', 'BUILDING-MAINTENANCE')
      .where('status', '=', 'APPROVED')
      .where('inspected_at', '>=', '2025-06-01')
      .where('inspected_at', '<=', '2025-06-30')
      .executeTakeFirstOrThrow();
    expect(s.json().data.approved).toBe(Number(expected.n));
  });

  it('keeps what arrived when the connection drops mid-upload and takes the rest from there (a real socket)', async () => {
    const id = await open(7);
    const data = Buffer.concat([pdf('socket'), Buffer.alloc(8 * 1024 * 1024, 7)]);
    const meta = ['purpose deliverable', `deliverable_id ${id}`, 'slot bm-manpower-deployment', 'filename big.pdf']
      .map((p) => p.split(' '))
      .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
      .join(',');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(tc), 'upload-length': String(data.length), 'upload-metadata': meta },
    });
    const url = created.headers.location as string;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headOffset = async () =>
      Number((await t.app.inject({ method: 'HEAD', url, headers: bearer(tc) })).headers['upload-offset']);
    // Send 3 MB of the 8 MB, wait until the server has them on disk, then cut the connection.
    const req = http.request(`${address}${url}`, {
      method: 'PATCH',
      headers: {
        ...bearer(tc),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(data.length),
      },
    });
    req.on('error', () => undefined);
    req.write(data.subarray(0, 3 * 1024 * 1024));
    await expect.poll(headOffset, { timeout: 5000 }).toBeGreaterThanOrEqual(3 * 1024 * 1024);
    req.destroy();
    // The server lets go of the upload and answers PATCH at the offset it holds: only the rest is sent.
    let done = 0;
    await expect
      .poll(
        async () => {
          const offset = await headOffset();
          const r = await t.app.inject({
            method: 'PATCH',
            url,
            payload: data.subarray(offset),
            headers: {
              ...bearer(tc),
              'upload-offset': String(offset),
              'content-type': 'application/offset+octet-stream',
            },
          });
          done = offset;
          return r.statusCode;
        },
        { timeout: 5000 },
      )
      .toBe(204);
    expect(done).toBeGreaterThanOrEqual(3 * 1024 * 1024);
    const d = (await json('GET', `/api/deliverable/${id}`, tc)).json().data;
    const file = d.slots.find((s: { key: string }) => s.key === 'bm-manpower-deployment').attachments[0];
    const got = await t.app.inject({ method: 'GET', url: file.url, headers: bearer(tc) });
    expect(Buffer.compare(got.rawPayload, data)).toBe(0);
  });
});
