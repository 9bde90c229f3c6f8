/**
 * Upload/download throughput of a 200 MB file through the API versus a plain file copy, and the server's peak memory
 * during the upload. Run by hand: `npx tsx bench/files.ts [sizeMB]`. Prints figures; not a test.
 *
 * The server runs in a child process (SQLite in a temp DATA_DIR) so its resident set can be sampled from
 * /proc/<pid>/status (VmRSS) without the bench's own buffers in the figure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { makeFile, MB, rssOf, runServer, sha256, withPeakRss } from './lib/childServer.js';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Streams a multipart body (fields, then the file) with http.request: the bench never holds the file in memory either. */
function uploadMultipart(port: number, token: string, file: string): Promise<{ status: number; body: string }> {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('name', 'Bench upload') +
      field('category', '["north"]') +
      field('bucket', 'north_east') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file[]"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(file).size;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/documents',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const rs = fs.createReadStream(file, { highWaterMark: MB });
    rs.on('error', reject);
    rs.on('end', () => req.end(tail));
    rs.pipe(req, { end: false });
  });
}

const rate = (bytes: number, ms: number) => `${(bytes / MB / (ms / 1000)).toFixed(0)} MB/s`;
const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;

async function main() {
  const sizeMb = Number(process.argv[2] ?? 200);
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
    });
    const port = await new Promise<number>((resolve, reject) => {
      child!.once('message', (m: { port: number }) => resolve(m.port));
      child!.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@caretaker.test', password: 'Caretaker#2026' }),
    });
    const token = (await login.json()).data.token as string;
    // Warm up the upload path with a small file, then measure idle.
    const small = path.join(work, 'small.pdf');
    await makeFile(small, MB);
    await uploadMultipart(port, token, small);
    await new Promise((r) => setTimeout(r, 1000));
    const idleSamples: number[] = [];
    for (let i = 0; i < 20; i++) {
      idleSamples.push(rssOf(child.pid!));
      await new Promise((r) => setTimeout(r, 25));
    }
    const idle = Math.max(...idleSamples);

    // Rounds interleave copy, upload and download so each comparison sees the same machine load; the best round counts.
    const rounds: {
      streamCopy: number;
      copyFile: number;
      upload: number;
      download: number;
      upPeak: number;
      downPeak: number;
      same: boolean;
    }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let t0 = performance.now();
      await pipeline(fs.createReadStream(src), fs.createWriteStream(path.join(work, 'copy-stream.pdf')));
      const streamCopy = performance.now() - t0;
      t0 = performance.now();
      fs.copyFileSync(src, path.join(work, 'copy-file.pdf'));
      const copyFile = performance.now() - t0;
      fs.rmSync(path.join(work, 'copy-stream.pdf'));
      fs.rmSync(path.join(work, 'copy-file.pdf'));

      t0 = performance.now();
      const up = await withPeakRss(child.pid!, () => uploadMultipart(port, token, src));
      const upload = performance.now() - t0;
      if (up.result.status !== 201)
        throw new Error(`upload failed: ${up.result.status} ${up.result.body.slice(0, 200)}`);
      const att = JSON.parse(up.result.body).data.attachments[0] as { url: string; size: number };

      const dest = path.join(work, 'downloaded.pdf');
      t0 = performance.now();
      const down = await withPeakRss(child.pid!, async () => {
        const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path: att.url, headers: { authorization: `Bearer ${token}` } }, resolve)
            .on('error', reject);
        });
        if (res.statusCode !== 200) throw new Error(`download failed: ${res.statusCode}`);
        await pipeline(res, fs.createWriteStream(dest));
      });
      const download = performance.now() - t0;
      const same = (await sha256(dest)) === srcHash && att.size === bytes;
      fs.rmSync(dest);
      rounds.push({ streamCopy, copyFile, upload, download, upPeak: up.peak, downPeak: down.peak, same });
      console.log(
        `round ${round + 1}: copy ${rate(bytes, streamCopy)} (copyFile ${rate(bytes, copyFile)}), upload ${rate(bytes, upload)}, download ${rate(bytes, download)}, upload peak +${mb(up.peak - idle)}`,
      );
    }

    const best = (k: 'streamCopy' | 'copyFile' | 'upload' | 'download') => Math.min(...rounds.map((r) => r[k]));
    const pct = (k: 'upload' | 'download') => (best('streamCopy') / best(k)) * 100;
    const upPeak = Math.max(...rounds.map((r) => r.upPeak));
    const downPeak = Math.max(...rounds.map((r) => r.downPeak));
    console.log('');
    console.log(
      `file                         ${mb(bytes)}, ${ROUNDS} rounds, best of each; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    console.log(`plain copy (streams)         ${best('streamCopy').toFixed(0)} ms  ${rate(bytes, best('streamCopy'))}`);
    console.log(`plain copy (fs.copyFile)     ${best('copyFile').toFixed(0)} ms  ${rate(bytes, best('copyFile'))}`);
    console.log(
      `upload through the API       ${best('upload').toFixed(0)} ms  ${rate(bytes, best('upload'))}  (${pct('upload').toFixed(0)} % of the streamed copy; target >= 50 %)`,
    );
    console.log(
      `download through the API     ${best('download').toFixed(0)} ms  ${rate(bytes, best('download'))}  (${pct('download').toFixed(0)} % of the streamed copy; target >= 50 %)`,
    );
    console.log(`bytes identical after every round trip: ${rounds.every((r) => r.same) ? 'yes' : 'NO'}`);
    console.log(`server RSS idle              ${mb(idle)}`);
    console.log(
      `server RSS peak, upload      ${mb(upPeak)}  (+${mb(upPeak - idle)} above idle; target < 150 MB: ${upPeak - idle < 150 * MB ? 'yes' : 'NO'})`,
    );
    console.log(`server RSS peak, download    ${mb(downPeak)}  (+${mb(downPeak - idle)} above idle)`);
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
