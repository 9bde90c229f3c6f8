import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERABLE_SLOTS, NEVER_REQUIRED } from '../../domain/deliverables.js';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, onePixelPng } from './helpers.js';

let t: TestApp;
let tc: string;
let ma: string;
let scd: string;
let admin: string;
const signature = () => `data:image/png;base64,${onePixelPng().toString('base64')}`;
const pdf = (text = 'x') => Buffer.from(`%PDF-1.4\n% ${text}\n${'0'.repeat(5000)}\n%%EOF\n`);

beforeAll(async () => {
  t = await createTestApp();
  [tc, ma, scd, admin] = await Promise.all(
    ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'SCD', 'ADMIN'].map((r) => t.loginAs(r)),
  );
});
afterAll(async () => t.close());

const json = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

async function open(month: number, zone = 'NORTH_EAST', category = 'building-maintenance', token = tc) {
  const r = await json('POST', '/api/deliverable/open', token, { category, zone, year: 2025, month });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

async function save(id: number, token: string, fields: Record<string, string>, files: [string, Buffer, string][] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [field, buf, name] of files) form.append(field, new Blob([new Uint8Array(buf)]), name);
  const { payload, headers } = await multipart(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/deliverable/${id}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

/** A tus upload over app.inject: create, then PATCH the bytes in `chunks` pieces. */
async function tusUpload(token: string, meta: Record<string, string>, data: Buffer, chunks = 1) {
  const metadata = Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...bearer(token),
      'tus-resumable': '1.0.0',
      'upload-length': String(data.length),
      'upload-metadata': metadata,
    },
  });
  if (created.statusCode !== 201) return { created, patches: [] };
  const url = created.headers.location as string;
  const patches = [];
  const step = Math.ceil(data.length / chunks);
  for (let offset = 0; offset < data.length; offset += step)
    patches.push(
      await t.app.inject({
        method: 'PATCH',
        url,
        payload: data.subarray(offset, offset + step),
        headers: {
          ...bearer(token),
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
      }),
    );
  return { created, url, patches };
}

describe('deliverables', () => {
  it('lists the months of a year per zone, PENDING until opened, scoped to the MA zones', async () => {
    const r = await json('GET', '/api/deliverable/building-maintenance?year=2024&per_page=100', scd);
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json().data as { id: number | null; month: number; zone: string; status: string }[];
    expect(rows).toHaveLength(24);
    expect(rows.slice(0, 2).map((x) => [x.month, x.zone])).toEqual([
      [12, 'NORTH_EAST'],
      [12, 'SOUTH'],
    ]);
    expect(rows.every((x) => x.status === 'PENDING' && x.id === null)).toBe(true);
    const maRows = (await json('GET', '/api/deliverable/BM?year=2024&per_page=100', ma)).json().data;
    // The demo MA (and term contractor) have NORTH_EAST but not SOUTH in charge.
    expect(new Set(maRows.map((x: { zone: string }) => x.zone))).toEqual(new Set(['NORTH_EAST']));
    const south = await json('POST', '/api/deliverable/open', ma, {
      category: 'BM',
      zone: 'SOUTH',
      year: 2024,
      month: 1,
    });
    expect(south.statusCode).toBe(404);
  });

  it('opens one deliverable per category, zone and month (twice gives the same)', async () => {
    const a = await open(1);
    expect(await open(1)).toBe(a);
    expect(await open(1, 'NORTH_EAST', 'turf-and-plant')).not.toBe(a);
    const list = (
      await json('GET', '/api/deliverable/building-maintenance?year=2025&month=1&zone=NORTH_EAST', tc)
    ).json();
    expect(list.data[0]).toMatchObject({ id: a, status: 'PENDING', action: 'sign' });
    const slots = (await json('GET', '/api/deliverable/config/building-maintenance', tc)).json().data;
    expect(slots.map((s: { key: string }) => s.key)).toEqual(DELIVERABLE_SLOTS.BM.map((s) => s.key));
    expect(slots.find((s: { key: string }) => s.key === 'bm-monthly-custodial').required).toBe(false);
  });

  it('refuses a submit with empty required slots and no signature, naming each slot; a draft saves', async () => {
    const id = await open(2);
    const r = await save(id, tc, { status: 'SUBMITTED' });
    expect(r.statusCode, r.body).toBe(422);
    const errors = r.json().errors;
    expect(errors.attachments).toEqual(['Incomplete attachment']);
    expect(errors.signature).toEqual(['Signature is required']);
    for (const s of DELIVERABLE_SLOTS.BM)
      if (NEVER_REQUIRED.includes(s.key)) expect(errors[s.key]).toBeUndefined();
      else expect(errors[s.key]).toEqual(['This field is required']);
    const draft = await save(id, tc, { status: 'DRAFT' }, [['bm-monthly-report[]', pdf(), 'report.pdf']]);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().message).toBe('Deliverables has been updated');
    expect(draft.json().data.status).toBe('DRAFT');
    expect(draft.json().data.slots[0].attachments).toHaveLength(1);
  });

  it('takes every required slot (one through a resumable upload in three pieces), submits, and the MA approves', async () => {
    const id = await open(3);
    const required = DELIVERABLE_SLOTS.BM.filter((s) => s.required && !NEVER_REQUIRED.includes(s.key));
    const [first, ...rest] = required;
    const up = await tusUpload(
      tc,
      { purpose: 'deliverable', deliverable_id: String(id), slot: first.key, filename: 'big.pdf' },
      pdf('big'),
      3,
    );
    expect(up.created.statusCode, up.created.body).toBe(201);
    expect(up.patches.map((p) => p.statusCode)).toEqual([204, 204, 204]);
    expect(up.patches.at(-1)!.headers['upload-attachment-id']).toBeTruthy();
    const files = rest.map((s) => [`${s.key}[]`, pdf(s.key), `${s.key}.pdf`] as [string, Buffer, string]);
    // A custom slot needs a title: without one the submit is refused.
    const noTitle = await save(id, tc, { status: 'SUBMITTED', signature: signature() }, [
      ...files,
      ['other_documents[custom_1]', pdf('c'), 'extra.pdf'],
    ]);
    expect(noTitle.statusCode, noTitle.body).toBe(422);
    expect(noTitle.json().errors['other_remarks.custom_1']).toEqual(['This field is required']);
    const r = await save(
      id,
      tc,
      { status: 'SUBMITTED', signature: signature(), 'other_remarks[custom_1]': 'Site photos' },
      [...files, ['other_documents[custom_1]', pdf('c'), 'extra.pdf']],
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Deliverables has been submitted for approval.');
    expect(r.json().data.status).toBe('SUBMITTED');
    expect(r.json().data.custom).toEqual([expect.objectContaining({ key: 'custom_1', remarks: 'Site photos' })]);
    // Submitted: the term contractor can no longer change it, nor add files.
    expect((await save(id, tc, { status: 'DRAFT' })).statusCode).toBe(409);
    const late = await tusUpload(
      tc,
      { purpose: 'deliverable', deliverable_id: String(id), slot: first.key, filename: 'x.pdf' },
      pdf(),
    );
    expect(late.created.statusCode).toBe(409);

    const noStatus = await json('POST', `/api/deliverable/${id}/final-approvals`, ma, { signature: signature() });
    expect(noStatus.statusCode).toBe(422);
    expect(noStatus.json().errors.status).toEqual(['Approval status is required']);
    const noSig = await json('POST', `/api/deliverable/${id}/final-approvals`, ma, { status: 'APPROVED' });
    expect(noSig.json().errors.signature).toEqual(['Signature is required']);
    expect(
      (await json('POST', `/api/deliverable/${id}/final-approvals`, tc, { status: 'APPROVED', signature: signature() }))
        .statusCode,
    ).toBe(403);
    const pending = (await json('GET', '/api/deliverable/pending-approvals', ma)).json().data;
    expect(pending.map((p: { id: number }) => p.id)).toContain(id);
    const ok = await json('POST', `/api/deliverable/${id}/final-approvals`, ma, {
      status: 'APPROVED',
      signature: signature(),
      user_type: 'MA',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Deliverables has been approved.');
    expect(ok.json().data.approvals.MA.status).toBe('APPROVED');
    expect(ok.json().data.histories.map((h: { status: string }) => h.status)).toEqual(['APPROVED', 'SUBMITTED']);
    // The SCD reads it; nobody moves it further.
    expect((await json('GET', `/api/deliverable/${id}`, scd)).statusCode).toBe(200);
    expect(
      (await json('POST', `/api/deliverable/${id}/final-approvals`, ma, { status: 'REJECTED', signature: signature() }))
        .statusCode,
    ).toBe(409);
  });

  it('a rejection returns the deliverable to the term contractor with the remark, files kept', async () => {
    const id = await open(4);
    const files = DELIVERABLE_SLOTS.BM.filter((s) => s.required && !NEVER_REQUIRED.includes(s.key)).map(
      (s) => [`${s.key}[]`, pdf(s.key), `${s.key}.pdf`] as [string, Buffer, string],
    );
    expect((await save(id, tc, { status: 'SUBMITTED', signature: signature() }, files)).statusCode).toBe(200);
    const r = await json('POST', `/api/deliverable/${id}/final-approvals`, ma, {
      status: 'REJECTED',
      remarks: 'Wrong month',
      signature: signature(),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Deliverables has been rejected');
    expect(r.json().data).toMatchObject({ status: 'REJECTED', reject_remarks: 'Wrong month' });
    expect(
      (await json('GET', '/api/deliverable/pending-approvals', tc)).json().data.map((p: { id: number }) => p.id),
    ).toContain(id);
    // Back with the preparer: the stored signature and files carry a resubmission.
    const again = await save(id, tc, { status: 'SUBMITTED' });
    expect(again.statusCode, again.body).toBe(200);
    // The administrator reads but neither prepares nor approves (spec §6).
    expect((await save(id, admin, { status: 'DRAFT' })).statusCode).toBe(409);
    expect(
      (
        await json('POST', `/api/deliverable/${id}/final-approvals`, admin, {
          status: 'APPROVED',
          signature: signature(),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('the preparer signature covers the files: a file removed or added after signing clears it; none change once submitted', async () => {
    const id = await open(8);
    const files = DELIVERABLE_SLOTS.BM.filter((s) => s.required && !NEVER_REQUIRED.includes(s.key)).map(
      (s) => [`${s.key}[]`, pdf(s.key), `${s.key}.pdf`] as [string, Buffer, string],
    );
    const signed = await save(id, tc, { status: 'DRAFT', signature: signature() }, [
      ...files,
      ['bm-defect-register[]', pdf('extra'), 'extra.pdf'],
    ]);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.prepare_details).not.toBeNull();
    const extra = signed
      .json()
      .data.slots.find((s: { key: string }) => s.key === 'bm-defect-register')
      .attachments.find((a: { name: string }) => a.name === 'extra.pdf');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${extra.id}`, headers: bearer(tc) });
    expect(del.statusCode, del.body).toBe(200);
    let d = (await json('GET', `/api/deliverable/${id}`, tc)).json().data;
    expect(d.prepare_details ?? null).toBeNull();
    const unsigned = await save(id, tc, { status: 'SUBMITTED' });
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().errors.signature).toEqual(['Signature is required']);
    // Signed again, then a file added with the submit itself: the old signature does not carry it.
    expect((await save(id, tc, { status: 'DRAFT', signature: signature() })).statusCode).toBe(200);
    const added = await save(id, tc, { status: 'SUBMITTED' }, [['bm-defect-register[]', pdf('late'), 'late.pdf']]);
    expect(added.statusCode).toBe(422);
    const done = await save(id, tc, { status: 'SUBMITTED', signature: signature() });
    expect(done.statusCode, done.body).toBe(200);
    d = (await json('GET', `/api/deliverable/${id}`, tc)).json().data;
    expect(d.prepare_details).not.toBeNull();
    // Submitted: the files the signature covers stay as they are.
    const kept = d.slots.flatMap((s: { attachments: { id: number }[] }) => s.attachments)[0];
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/attachments/${kept.id}`, headers: bearer(tc) })).statusCode,
    ).toBe(409);
    expect((await save(id, tc, { status: 'DRAFT' }, [['bm-defect-register[]', pdf(), 'x.pdf']])).statusCode).toBe(409);
  });

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
