/**
 * `kill -TERM` of `npm start` stops the server (README "Running in production", Stopping): npm passes the signal to
 * `sh -c`, which ends without passing it on, so scripts/start.mjs notices it lost its parent and stops the server,
 * which shuts down gracefully. Afterwards the port is free and no process of the tree is left.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, untilServing, type ServerProcess } from '../support/serverProcess.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-stop-'));
let npm: ServerProcess | undefined;
let tree: number[] = [];

afterAll(() => {
  // Whatever the test left running (it should be nothing) is ended by its own pid.
  for (const pid of tree) if (alive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid and every descendant of it, from /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return out;
}

const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(true));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(false)));
  });

describe('stopping npm start', () => {
  it('passes SIGTERM on to the server, which stops: the port is free and the process tree is gone', async () => {
    npm = await spawnServer({ DATA_DIR: dataDir, SEED: 'none', UI_DIR: path.join(dataDir, 'no-ui') }, [
      'npm',
      'start',
      '--silent',
    ]);
    await untilServing(npm);
    tree = processTree(npm.child.pid!);
    // npm, sh, scripts/start.mjs, the server
    expect(tree.length, JSON.stringify(tree)).toBeGreaterThanOrEqual(3);
    expect(await portTaken(npm.port)).toBe(true);

    process.kill(npm.child.pid!, 'SIGTERM');
    await npm.exited;
    await expect.poll(() => tree.filter(alive), { timeout: 20_000, interval: 200 }).toEqual([]);
    expect(await portTaken(npm.port)).toBe(false);
    const records = npm
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; signal?: string });
    expect(records.find((r) => r.msg.startsWith('Stopping'))?.signal).toBe('SIGTERM');
    expect(records.at(-1)?.msg, npm.output()).toBe('Stopped');
  }, 120_000);
});
