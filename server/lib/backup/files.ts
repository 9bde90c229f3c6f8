/** The data folder's files in a backup: listed with their size and SHA-256, copied, and checked on the way back. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export interface FileEntry {
  /** Relative to the data folder, `/`-separated. */
  path: string;
  size: number;
  sha256: string;
}

/** The SQLite database and its journal travel as a snapshot, never as files. */
export const isDatabaseFile = (rel: string) => /^caretaker\.sqlite(-wal|-shm|-journal)?$/.test(rel);
/** Not data: the probes of readiness and of the start's DATA_DIR check, and the start's lock (server/db/startupLock.ts). */
export const isHousekeeping = (rel: string) =>
  /^\.(ready|write-check)-/.test(rel) || /^caretaker\.sqlite\.startup-lock(-journal)?$/.test(rel);

export async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `root` (relative paths, sorted), skipping `skip`. */
export async function listFiles(root: string, skip: (rel: string) => boolean = () => false): Promise<string[]> {
  if (!fs.existsSync(root)) return [];
  const out: string[] = [];
  for (const entry of await fsp.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!skip(rel)) out.push(rel);
  }
  return out.sort();
}

/** Copies the data folder's files (not the database) to `dest`, answering what was copied with its checksum. */
export async function copyDataFiles(dataDir: string, dest: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const rel of await listFiles(dataDir, (r) => isDatabaseFile(r) || isHousekeeping(r))) {
    const from = path.join(dataDir, rel);
    const to = path.join(dest, rel);
    await fsp.mkdir(path.dirname(to), { recursive: true });
    await fsp.copyFile(from, to);
    // The copy's checksum: a file rewritten while being copied is recorded as it was copied.
    const st = await fsp.stat(to);
    entries.push({ path: rel, size: st.size, sha256: await sha256(to) });
  }
  return entries;
}

/** Names of entries whose file is missing, of another size, or of other content. */
export async function damaged(root: string, entries: FileEntry[]): Promise<string[]> {
  const bad: string[] = [];
  for (const e of entries) {
    const file = path.join(root, e.path);
    const st = await fsp.stat(file).catch(() => null);
    if (!st || st.size !== e.size || (await sha256(file)) !== e.sha256) bad.push(e.path);
  }
  return bad;
}
