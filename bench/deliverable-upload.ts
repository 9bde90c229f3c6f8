/**
 * A 500 MB deliverable through the resumable upload (tus, /api/uploads) versus a plain file copy, the server's peak
 * memory while it arrives, and an upload cut at about 40 % that resumes from the server's offset instead of starting
 * over. Run by hand: `npx tsx bench/deliverable-upload.ts [sizeMB]`. Prints figures; not a test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { makeFile, MB, rssOf, runServer, sha256, withPeakRss } from './lib/childServer.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const b64 = (s: string) => Buffer.from(s).toString('base64');

async function api(port: number, token: string, p: string, init: RequestInit = {}) {
  const res = await fetch(`http://127.0.0.1:${port}/api${p}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers ?? {}),
    },
  });
  return {
    status: res.status,
    headers: res.headers,
    json: res.status === 204 ? null : await res.json().catch(() => null),
  };
}

/** POST /uploads: the upload's URL for this deliverable's slot. */
async function create(port: number, token: string, deliverableId: number, size: number, slot: string) {
  const r = await api(port, token, '/uploads', {
    method: 'POST',
    headers: {
      'upload-length': String(size),
      'upload-metadata': `purpose ${b64('deliverable')},deliverable_id ${b64(String(deliverableId))},slot ${b64(slot)},filename ${b64('big.pdf')}`,
    },
  });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.json)}`);
  return r.headers.get('location')!;
}

/** One PATCH streaming the file from `offset`; `cutAt` destroys the request after that many bytes (a dropped link). */
function patch(port: number, token: string, url: string, file: string, offset: number, cutAt?: number) {
  const size = fs.statSync(file).size;
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: url,
        headers: {
          authorization: `Bearer ${token}`,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': size - offset,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (e) => (cutAt ? resolve(0) : reject(e)));
    const rs = fs.createReadStream(file, { start: offset, highWaterMark: MB });
    let sent = 0;
    rs.on('data', (c) => {
      sent += c.length;
      if (cutAt && sent >= cutAt) {
        rs.destroy();
        req.destroy();
      }
    });
    rs.pipe(req);
  });
}

async function head(port: number, token: string, url: string) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${token}` },
  });
  return Number(res.headers.get('upload-offset'));
}

const rate = (bytes: number, ms: number) => `${(bytes / MB / (ms / 1000)).toFixed(0)} MB/s`;
const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;

async function main() {
  const sizeMb = Number(process.argv[2] ?? 500);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-'));
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(dataDir);
  const src = path.join(work, 'source.pdf');
  let child: ChildProcess | undefined;
  try {
    console.log(`Preparing a ${sizeMb} MB file in ${work} …`);
    await makeFile(src, sizeMb * MB);
    const bytes = fs.statSync(src).size;
    const srcHash = await sha256(src);
    child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--server', dataDir], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, DELIVERABLE_MAX_BYTES: String(Math.max(bytes, 524_288_000)) },
    });
    const port = await new Promise<number>((resolve, reject) => {
      child!.once('message', (m: { port: number }) => resolve(m.port));
      child!.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const login = await api(port, '', '/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'term-contractor@caretaker.test', password: 'Caretaker#2026' }),
    });
    const token = login.json.data.token as string;
    const open = async (month: number) =>
      (
        await api(port, token, '/deliverable/open', {
          method: 'POST',
          body: JSON.stringify({ category: 'BM', zone: 'NORTH_EAST', year: 2025, month }),
        })
      ).json.data.id as number;
    await new Promise((r) => setTimeout(r, 1000));
    const idle = Math.max(...Array.from({ length: 20 }, () => rssOf(child!.pid!)));

    const rounds: { copy: number; upload: number; peak: number; same: boolean }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let t0 = performance.now();
      await pipeline(fs.createReadStream(src), fs.createWriteStream(path.join(work, 'copy.pdf')));
      const copy = performance.now() - t0;
      fs.rmSync(path.join(work, 'copy.pdf'));
      const id = await open(round + 1);
      t0 = performance.now();
      const up = await withPeakRss(child.pid!, async () => {
        const url = await create(port, token, id, bytes, 'bm-monthly-report');
        const status = await patch(port, token, url, src, 0);
        if (status !== 204) throw new Error(`patch failed: ${status}`);
      });
      const upload = performance.now() - t0;
      const d = (await api(port, token, `/deliverable/${id}`)).json.data;
      const att = d.slots[0].attachments[0] as { url: string; size: number };
      const dest = path.join(work, 'back.pdf');
      const res = await fetch(`http://127.0.0.1:${port}${att.url}`, { headers: { authorization: `Bearer ${token}` } });
      await pipeline(res.body as unknown as NodeJS.ReadableStream, fs.createWriteStream(dest));
      const same = att.size === bytes && (await sha256(dest)) === srcHash;
      fs.rmSync(dest);
      rounds.push({ copy, upload, peak: up.peak, same });
      console.log(
        `round ${round + 1}: copy ${rate(bytes, copy)}, upload ${rate(bytes, upload)}, peak +${mb(up.peak - idle)}`,
      );
    }

    // A link that drops at ~40 %: ask the offset, send only the rest.
    const id = await open(10);
    const url = await create(port, token, id, bytes, 'bm-safety-report');
    const t0 = performance.now();
    await patch(port, token, url, src, 0, Math.floor(bytes * 0.4));
    // As tus-js-client does: ask the offset, send the rest; a 409 (the server still finishing the cut request, or an
    // offset that moved meanwhile) means ask again.
    let offset = 0;
    let status = 0;
    let attempts = 0;
    while (status !== 204 && attempts++ < 10) {
      await new Promise((r) => setTimeout(r, 100 * attempts));
      offset = await head(port, token, url);
      status = await patch(port, token, url, src, offset);
    }
    const resumed = performance.now() - t0;
    const d = (await api(port, token, `/deliverable/${id}`)).json.data;
    const att = d.slots.find((s: { key: string }) => s.key === 'bm-safety-report').attachments[0] as {
      url: string;
      size: number;
    };
    const dest = path.join(work, 'resumed.pdf');
    const res = await fetch(`http://127.0.0.1:${port}${att.url}`, { headers: { authorization: `Bearer ${token}` } });
    await pipeline(res.body as unknown as NodeJS.ReadableStream, fs.createWriteStream(dest));
    const resumedSame = (await sha256(dest)) === srcHash;

    const best = (k: 'copy' | 'upload') => Math.min(...rounds.map((r) => r[k]));
    const peak = Math.max(...rounds.map((r) => r.peak));
    console.log('');
    console.log(
      `file                      ${mb(bytes)}, ${ROUNDS} rounds, best of each; load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    console.log(`plain copy (streams)      ${best('copy').toFixed(0)} ms  ${rate(bytes, best('copy'))}`);
    console.log(
      `resumable upload          ${best('upload').toFixed(0)} ms  ${rate(bytes, best('upload'))}  (${((best('copy') / best('upload')) * 100).toFixed(0)} % of the copy; target >= 50 %)`,
    );
    console.log(`bytes identical           ${rounds.every((r) => r.same) ? 'yes' : 'NO'}`);
    console.log(`server RSS idle           ${mb(idle)}`);
    console.log(
      `server RSS peak, upload   ${mb(peak)}  (+${mb(peak - idle)}; target < 150 MB: ${peak - idle < 150 * MB ? 'yes' : 'NO'})`,
    );
    console.log(
      `cut at 40 %, resumed      server held ${mb(offset)} (${((offset / bytes) * 100).toFixed(0)} %), sent the remaining ${mb(bytes - offset)}; status ${status} after ${attempts} attempt(s); ${resumed.toFixed(0)} ms in all; bytes identical: ${resumedSame ? 'yes' : 'NO'}`,
    );
  } finally {
    if (child && child.exitCode === null) {
      child.send('stop');
      await new Promise((r) => child!.once('exit', r));
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--server') await runServer(process.argv[3]);
else await main();
