/**
 * A write whose body the connection cut half-way (a photo upload when the field signal dies): the server refuses what
 * it got, but that refusal answers a request the client never made — the retry with the same Idempotency-Key and the
 * whole body must run, not be given the refusal again (the defect and its photos would be lost). Over a real socket:
 * app.inject cannot cut a body short.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, newInspection } from './helpers.js';

let t: TestApp;
let tc: string;
let inspectionId: number;
let subItemId: number;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  tc = await t.loginAs('TERM-CONTRACTOR');
  ({ id: inspectionId, subItemId } = await newInspection(t, tc));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

/** Sends the body whole, or its first half and then drops the connection; answers the status and replay header. */
function post(body: Buffer, headers: Record<string, string>, cut: boolean) {
  return new Promise<{ status: number; replayed?: string } | 'cut'>((resolve, reject) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: `/api/inspection-schedule/${inspectionId}/defect`,
        headers: { ...headers, 'content-length': String(body.length) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode!, replayed: res.headers['idempotent-replayed'] as string | undefined }),
        );
      },
    );
    req.on('error', (e) => (cut ? undefined : reject(e)));
    if (!cut) return void req.end(body);
    req.write(body.subarray(0, body.length >> 1), () =>
      setTimeout(() => {
        req.destroy();
        resolve('cut');
      }, 200),
    );
  });
}

describe('a write cut short on the way', () => {
  it('is run when retried whole with the same key: the defect and its photo are stored once', async () => {
    const photo = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('checklist_item_id', String(subItemId));
    form.append('defect', 'Yes');
    form.append('location', 'Plant room');
    form.append('description', 'Cut short');
    form.append('before_photos[]', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'valve.jpg');
    const { payload, headers } = await multipart(form);
    const all = { ...headers, authorization: `Bearer ${tc}`, 'idempotency-key': 'cut-short-1' };

    expect(await post(payload, all, true)).toBe('cut');
    // the server has dealt with the broken request (its key is released or answered)
    await expect
      .poll(
        async () =>
          (await t.db.selectFrom('idempotency_keys').select('completed').execute()).filter((k) => !k.completed).length,
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(await t.db.selectFrom('defects').select('id').where('description', '=', 'Cut short').execute()).toHaveLength(
      0,
    );

    expect(await post(payload, all, false)).toEqual({ status: 201, replayed: undefined });
    const defects = await t.db.selectFrom('defects').select('id').where('description', '=', 'Cut short').execute();
    expect(defects).toHaveLength(1);
    const photos = await t.db
      .selectFrom('attachments')
      .select('size')
      .where('owner_type', '=', 'defect_before')
      .where('owner_id', '=', defects[0]!.id)
      .execute();
    expect(photos.map((p) => Number(p.size))).toEqual([photo.length]);

    // the answer to the whole request is kept: a retry whose answer was lost is given it again
    expect(await post(payload, all, false)).toEqual({ status: 201, replayed: 'true' });
    expect(await t.db.selectFrom('defects').select('id').where('description', '=', 'Cut short').execute()).toHaveLength(
      1,
    );
  });
});
