import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { multipart, onePixelPng } from './helpers.js';

export const signature = () => `data:image/png;base64,${onePixelPng().toString('base64')}`;
export const pdf = (text = 'x') => Buffer.from(`%PDF-1.4\n% ${text}\n${'0'.repeat(5000)}\n%%EOF\n`);

/**
 * A test app with the deliverable roles signed in, for the deliverable tests' files: registers its own
 * beforeAll/afterAll (so it is ready before the file's own hooks run) and answers the helpers those files share; a
 * deliverable is opened (for 2025) as the term contractor unless told.
 */
export function deliverablesFixture() {
  const fx = { t: undefined as unknown as TestApp, tc: '', ma: '', scd: '', admin: '' };
  beforeAll(async () => {
    fx.t = await createTestApp();
    [fx.tc, fx.ma, fx.scd, fx.admin] = await Promise.all(
      ['TERM-CONTRACTOR', 'MANAGING-AGENT', 'SCD', 'ADMIN'].map((r) => fx.t.loginAs(r)),
    );
  });
  afterAll(async () => fx.t.close());

  const json = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    fx.t.app.inject({ method, url, payload, headers: bearer(token) });

  async function open(month: number, zone = 'NORTH_EAST', category = 'building-maintenance', token = fx.tc) {
    const r = await json('POST', '/api/deliverable/open', token, { category, zone, year: 2025, month });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.id as number;
  }

  async function save(
    id: number,
    token: string,
    fields: Record<string, string>,
    files: [string, Buffer, string][] = [],
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const [field, buf, name] of files) form.append(field, new Blob([new Uint8Array(buf)]), name);
    const { payload, headers } = await multipart(form);
    return fx.t.app.inject({
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
    const created = await fx.t.app.inject({
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
        await fx.t.app.inject({
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
  return Object.assign(fx, { json, open, save, tusUpload });
}
