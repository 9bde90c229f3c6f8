/**
 * Failures of the server's own parts — the database away, the disk full or unwritable — are the server's fault: they
 * answer 503/507 with a message that says so (never a 400 that blames the client, never a bare 500), and are logged
 * at error level. The error handler (server/app.ts) asks `serverFailureOf` before anything else.
 */
import { HttpError } from './errors.js';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached at the moment. Please try again in a few seconds.';
export const STORAGE_FULL_MESSAGE =
  'The server has no space left to store files. Nothing was saved; please tell your administrator.';
export const STORAGE_UNAVAILABLE_MESSAGE =
  'The server cannot store files at the moment. Nothing was saved; please tell your administrator.';

/** Node's error codes of a disk that is full, or of a folder that cannot be written (read-only, gone, not a folder). */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
const DISK_UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'EIO', 'ENOTDIR', 'EISDIR']);

/** PostgreSQL's SQLSTATEs of a connection lost or refused (class 08, admin shutdown, crash, starting, too many). */
const PG_UNAVAILABLE = /^(08...|57P0[1-3]|53300)$/;
const NET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECTION_LOST =
  /Connection terminated|connection timeout|Client has encountered a connection error|not queryable/i;

interface CodedError {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
}

/** An error of a file-system call (a write into DATA_DIR), not of a parser or the network. */
export function isStorageError(e: unknown): boolean {
  const err = e as CodedError | null;
  if (!err || typeof err.code !== 'string' || typeof err.syscall !== 'string') return false;
  return DISK_FULL.has(err.code) || DISK_UNWRITABLE.has(err.code);
}

export function isDatabaseUnavailable(e: unknown): boolean {
  const err = e as CodedError | null;
  if (!err) return false;
  const code = typeof err.code === 'string' ? err.code : '';
  if (PG_UNAVAILABLE.test(code) || (NET_UNAVAILABLE.has(code) && typeof err.syscall === 'string')) return true;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_IOERR' || code === 'SQLITE_READONLY') return true;
  return typeof err.message === 'string' && CONNECTION_LOST.test(err.message);
}

/** The answer for a failure of the server's own parts, or null for any other error. */
export function serverFailureOf(e: unknown): HttpError | null {
  const err = e as CodedError | null;
  if (err && (err.code === 'SQLITE_FULL' || (isStorageError(e) && DISK_FULL.has(err.code as string))))
    return new HttpError(507, STORAGE_FULL_MESSAGE);
  if (isStorageError(e)) return new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE);
  if (isDatabaseUnavailable(e)) return new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE);
  return null;
}
