/**
 * The production start from a clean install without devDependencies (README "Running in production"): a copy of the
 * tree with a prebuilt dist/, `npm ci --omit=dev`, `NODE_ENV=production node scripts/start.mjs`. It serves the UI and
 * the API and never tries to build (vite is absent), and without dist/ it refuses in one line.
 *
 * The install skips package scripts: this machine cannot fetch better-sqlite3's prebuilt binary from GitHub and
 * compiling SQLite takes ten minutes on two cores, so the binary this checkout already built is copied in (same Node,
 * same machine). Every other package comes from the registry as an operator's `npm ci --omit=dev` gets it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInstallation, type Installation } from '../support/installation.js';

const repo = process.cwd();
let copy: string;
let inst: Installation;
let server: ChildProcess | undefined;
const INSTALL_MS = 240_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: copy, env: { ...env, NODE_ENV: 'production' } });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  // 'close', not 'exit': the child can exit before its last output (the 'Stopped' line) has been read from the pipe
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, exited, output: () => output };
}

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-prod-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repo })
    .toString()
    .split('\n')
    // Regular files only: a checkout whose node_modules is a symlink (a worktree sharing one install) lists that link
    // as untracked, and the copy installs its own.
    .filter((f) => f && fs.existsSync(path.join(repo, f)) && fs.lstatSync(path.join(repo, f)).isFile());
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(copy, f)), { recursive: true });
    fs.copyFileSync(path.join(repo, f), path.join(copy, f));
  }
  // What `npm run build` leaves: the page shell naming a hashed bundle.
  fs.mkdirSync(path.join(copy, 'dist/assets'), { recursive: true });
  fs.writeFileSync(path.join(copy, 'dist/index.html'), '<!doctype html><script src="/assets/app-prod1.js"></script>');
  fs.writeFileSync(path.join(copy, 'dist/assets/app-prod1.js'), 'console.log("prebuilt")');
  // A `git pull` after the build: sources newer than dist/, which the development start would rebuild.
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(copy, 'src/main.tsx'), later, later);

  execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: copy,
    stdio: 'ignore',
    timeout: INSTALL_MS,
  });
  const binary = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
  fs.mkdirSync(path.dirname(path.join(copy, binary)), { recursive: true });
  fs.copyFileSync(path.join(repo, binary), path.join(copy, binary));
  inst = await newInstallation();
}, INSTALL_MS + 30_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await inst?.remove();
  // Its node_modules takes a minute to delete on a busy machine: left to a process of its own.
  if (copy) spawn('rm', ['-rf', copy], { detached: true, stdio: 'ignore' }).unref();
});

describe('the production start', () => {
  it('installs without devDependencies', () => {
    for (const dev of ['vite', 'vitest', 'typescript', 'eslint'])
      expect(fs.existsSync(path.join(copy, 'node_modules', dev)), dev).toBe(false);
    for (const dep of ['fastify', 'tsx', 'kysely'])
      expect(fs.existsSync(path.join(copy, 'node_modules', dep)), dep).toBe(true);
  });

  it('serves the prebuilt UI and the API without building, and stops on SIGTERM', async () => {
    const port = await freePort();
    const run = start({ ...inst.env, PORT: String(port), HOST: '127.0.0.1' });
    server = run.child;
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    let ready: Response | undefined;
    while (Date.now() < deadline && server.exitCode === null) {
      ready = await fetch(`${base}/api/health/ready`).catch(() => undefined);
      if (ready?.ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready?.status, run.output()).toBe(200);
    expect(await ready!.json()).toMatchObject({ status: 'ok' });
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/assets/app-prod1.js');
    expect(await (await fetch(`${base}/assets/app-prod1.js`)).text()).toBe('console.log("prebuilt")');
    const config = await fetch(`${base}/api/config`);
    expect(config.status).toBe(200);
    expect((await config.json()).data.app_name).toBe('Caretaker');
    expect(run.output()).not.toMatch(/Building the UI/);
    server.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    // Every line the production start wrote, from the first to 'Stopped', is a JSON log record.
    const lines = run.output().split('\n').filter(Boolean);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect((JSON.parse(lines.at(-1)!) as { msg: string }).msg).toBe('Stopped');
  }, 90_000);

  it('refuses to start without dist/, in one line that says what to do', async () => {
    fs.rmSync(path.join(copy, 'dist'), { recursive: true });
    const run = start({ ...inst.env, PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    // One JSON log record (README "Logs"), like every other refusal to start.
    const lines = run.output().split('\n').filter(Boolean);
    expect(lines, run.output()).toHaveLength(1);
    const record = JSON.parse(lines[0]) as { level: number; msg: string };
    expect(record.level).toBe(60);
    expect(record.msg).toContain('dist/index.html is missing');
    expect(record.msg).toContain('npm run build');
  }, 30_000);
});
