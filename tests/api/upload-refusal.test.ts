/**
 * A multipart body refused early (a file of the wrong type before a large photo) is answered as soon as the client has
 * sent its body, over real HTTP: the server reads (and drops) the rest instead of leaving the client blocked on a
 * connection nobody reads, which a browser saw as a 73-second stall before the 422.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/testApp.js';
import { onePixelPng } from './helpers.js';

let t: TestApp;
let tech: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  tech = await t.loginAs('TECHNICIAN');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t.close());

const BOUNDARY = '----caretaker-refusal-test';
const filePart = (field: string, name: string, type: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );

/** Sends the body as a browser does (the whole body, honouring back-pressure) and answers when both the body is sent
 * and the answer has arrived, or null after `limitMs`. */
function postStreamed(
  path: string,
  parts: Buffer[],
  limitMs: number,
): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, limitMs);
    let sent = false;
    let answer: { status: number; body: string } | null = null;
    const done = () => {
      if (!sent || !answer) return;
      clearTimeout(timer);
      resolve(answer);
    };
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { ...bearer(tech), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    req.on('error', () => undefined);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, body: text };
        done();
      });
    });
    let i = 0;
    const CHUNK = 64 * 1024;
    const body = Buffer.concat(parts);
    const write = () => {
      while (i < body.length) {
        const ok = req.write(body.subarray(i, i + CHUNK));
        i += CHUNK;
        if (!ok) return void req.once('drain', write);
      }
      req.end(() => {
        sent = true;
        done();
      });
    };
    write();
  });
}

describe('a refused upload over HTTP', () => {
  it('answers 422 naming the bad file at once, although a 15 MB photo follows it', async () => {
    // an executable renamed .jpg, then a large photo (a PNG header padded out)
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 1)]);
    const photo = Buffer.concat([onePixelPng(), Buffer.alloc(15 * 1024 * 1024, 7)]);
    const started = Date.now();
    const answer = await postStreamed(
      '/api/work-service-order',
      [
        filePart('before_photos[]', 'fake.jpg', 'image/jpeg'),
        exe,
        Buffer.from('\r\n'),
        filePart('before_photos[]', 'big.png', 'image/png'),
        photo,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ],
      15_000,
    );
    expect(answer, 'the answer never arrived').not.toBeNull();
    expect(answer!.status).toBe(422);
    expect(JSON.parse(answer!.body).errors.file).toEqual(['fake.jpg is not an image']);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('names a photo over the field policy in the refusal (413)', async () => {
    const photo = Buffer.concat([onePixelPng(), Buffer.alloc(21 * 1024 * 1024, 7)]);
    const answer = await postStreamed(
      '/api/work-service-order',
      [filePart('after_photos[]', 'huge.png', 'image/png'), photo, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)],
      30_000,
    );
    expect(answer, 'the answer never arrived').not.toBeNull();
    expect(answer!.status).toBe(413);
    expect(JSON.parse(answer!.body).errors.file).toEqual(['huge.png is larger than the maximum of 20 MB per file']);
  });
});
