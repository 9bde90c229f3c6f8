import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.js';

/**
 * DATA_DIR must take files before the server accepts an upload: a probe file is created, written, flushed to disk and
 * removed (a read-only mount, a missing permission, a full disk or a path that is a file all fail here).
 */
export function checkDataDir(dir: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const fd = fs.openSync(probe, 'wx');
    try {
      fs.writeSync(fd, 'caretaker');
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.rmSync(probe);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new ConfigError('DATA_DIR', `${dir} is not a writable folder (${code})`);
  }
}
