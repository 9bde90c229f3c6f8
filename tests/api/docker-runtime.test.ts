/**
 * The Dockerfile's runtime stage (README "Running in production"), checked without a Docker daemon: it is the last of
 * several stages, runs as the non-root `node` user, checks health on /api/health/ready and starts `node
 * scripts/start.mjs` (so the stop signal reaches the server). The files its COPY lines take from the build context are
 * enough to run: they are copied as the image would hold them, beside this checkout's node_modules and a prebuilt dist/
 * (what the other stages provide), and started with the image's environment; the HEALTHCHECK's own command then passes,
 * and SIGTERM stops the server with exit code 0. A server file importing from a folder the image leaves out fails here.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/serverProcess.js';

const repo = process.cwd();
const dockerfile = fs.readFileSync(path.join(repo, 'Dockerfile'), 'utf8');
// Continuation lines joined, comments dropped: one instruction a line.
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const stages = instructions.filter((l) => /^FROM\s/i.test(l)).length;
const runtime = instructions.slice(instructions.findLastIndex((l) => /^FROM\s/i.test(l)));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-image-'));

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the Dockerfile', () => {
  it('builds in stages and runs as node, checking readiness, started by node itself', () => {
    expect(stages).toBeGreaterThanOrEqual(2);
    expect(runtime).toContain('USER node');
    expect(runtime.find((l) => l.startsWith('HEALTHCHECK'))).toContain('/api/health/ready');
    expect(runtime.find((l) => l.startsWith('CMD'))).toBe('CMD ["node", "scripts/start.mjs"]');
  });

  it('runs from what its runtime stage copies, passes its own HEALTHCHECK, and stops on SIGTERM', async () => {
    const app = path.join(tmp, 'app');
    fs.mkdirSync(app);
    for (const line of runtime.filter((l) => /^COPY\s/.test(l) && !/--from=/.test(l))) {
      const [, ...args] = line.split(/\s+/);
      const dest = path.join(app, args.pop()!);
      for (const source of args) {
        const target = args.length > 1 || dest.endsWith('/') ? path.join(dest, path.basename(source)) : dest;
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.cpSync(path.join(repo, source), target, { recursive: true });
      }
    }
    // What the other stages put there: the production dependencies and the built UI.
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(app, 'node_modules'));
    fs.mkdirSync(path.join(app, 'dist'));
    fs.writeFileSync(path.join(app, 'dist/index.html'), '<!doctype html><title>Caretaker</title>');

    const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
    for (const line of runtime.filter((l) => l.startsWith('ENV ')))
      for (const [, k, v] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[k] = v;
    expect(env).toMatchObject({ NODE_ENV: 'production', SEED: 'none' });
    Object.assign(env, { DATA_DIR: path.join(tmp, 'data'), PORT: String(await freePort()), HOST: '127.0.0.1' });

    const server = spawn('node', ['scripts/start.mjs'], { cwd: app, env });
    let output = '';
    server.stdout.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr.on('data', (d: Buffer) => (output += d.toString()));
    // 'close': after the last output has been read, not only after the process ended
    const exited = new Promise<number | null>((resolve) => server.on('close', resolve));
    try {
      const check = /node -e "(.*)"$/.exec(runtime.find((l) => l.startsWith('HEALTHCHECK'))!)![1];
      const healthy = () => {
        try {
          execFileSync('node', ['-e', check], { env, timeout: 5000 });
          return true;
        } catch {
          return false;
        }
      };
      const deadline = Date.now() + 90_000;
      while (!healthy() && Date.now() < deadline) {
        if (server.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(server.exitCode, output).toBeNull();
      expect(healthy(), output).toBe(true);
      expect(await (await fetch(`http://127.0.0.1:${env.PORT}/`)).text()).toContain('<title>Caretaker</title>');
      server.kill('SIGTERM');
      expect(await exited, output).toBe(0);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }, 120_000);
});
