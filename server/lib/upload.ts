import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Multipart, MultipartValue } from '@fastify/multipart';
import { newKey } from '../plugins/storage.js';
import { CONTROL_CHARACTERS, controlCharacterProblem } from '../../domain/text.js';
import { isStorageError } from './serverFailures.js';
import { HttpError, unprocessable } from './errors.js';
import { jsonTooDeep, JSON_TOO_DEEP_MESSAGE, valueTooDeep } from './jsonLimits.js';
import { detectUploadType, extensionFor, extensionOf } from '../../domain/fileTypes.js';
import { megabytesText, refusedTypeMessage, tooLargeMessage, type FilePolicy } from '../../domain/uploadPolicies.js';
import { emptyFieldErrors } from '../../domain/fieldErrors.js';
import { forgetThumbnails, thumbnailLater } from './thumbnails.js';

export const INVALID_FILE_TYPE = 'Something went wrong. Invalid File Type';
const HEAD_BYTES = 4096;

/** One area's upload rules: where files go, how big they may be, which types (by content) it accepts. */
export interface UploadArea {
  bucket: string;
  maxBytes: number;
  /** Mime types, as detected from the content. */
  allowed: readonly string[];
  /** When set, the client's file name must also end in one of these. */
  extensions?: readonly string[];
  maxFiles: number;
  /** The field's policy from domain/uploadPolicies.ts: refusals then name the file in the policy's words. */
  policy?: FilePolicy;
}

export interface StoredUpload {
  bucket: string;
  key: string;
  /** The client's file name (shown and offered as the download name, never used on disk). */
  name: string;
  mime: string;
  size: number;
  thumbnail: string | null;
  /** The form field it came in (without `[]`), for forms with several file inputs (before/after photos). */
  field?: string;
}

export interface ReceivedUpload {
  fields: Record<string, string | string[]>;
  files: StoredUpload[];
  /** Removes every file this request wrote (on any failure after the upload). */
  discard(): Promise<void>;
}

/** Longest wait for the rest of a refused body; a client still sending after that gets its answer anyway. */
const DRAIN_LIMIT_MS = 60_000;

/**
 * Reads and drops what is left of a request body nobody will read (the multipart parser stopped at a refused file and
 * holds the stream back): the parser is detached and the bytes flow to nowhere until the body ends.
 */
export function drainUnreadBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  // Only multipart bodies are left unread by Fastify (its other parsers read the whole body before the handler).
  if (!request.isMultipart() || raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      raw.off('end', finish);
      raw.off('close', finish);
      raw.off('error', finish);
      resolve();
    };
    const timer = setTimeout(finish, DRAIN_LIMIT_MS);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    raw.unpipe();
    raw.resume();
  });
}

/** A text field of a form: more than this is refused (busboy would silently cut it). */
const MAX_FIELD_BYTES = 1024 * 1024;
export const MALFORMED_UPLOAD_MESSAGE = 'The upload could not be read: the multipart body is malformed or incomplete.';

/**
 * A parser error (no boundary, a body cut short, a boundary that never closes, a broken part header) as a 400; the plugin's
 * own coded errors (size and count limits, bad JSON fields) keep their meaning for the caller to word.
 */
export function malformedUpload(e: unknown): unknown {
  const err = e as { code?: string; statusCode?: number };
  if (e instanceof HttpError) return e;
  if (typeof err.code === 'string' && err.code.startsWith('FST_') && err.statusCode && err.statusCode < 500) {
    return err.code === 'FST_INVALID_JSON_FIELD_ERROR'
      ? new HttpError(400, 'A form field sent as JSON is not valid JSON.')
      : e;
  }
  return new HttpError(400, MALFORMED_UPLOAD_MESSAGE);
}

/** The parts of a multipart body, with every parser failure turned into a 400 (`malformedUpload`). */
export async function* multipartParts(
  request: FastifyRequest,
  limits: NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'],
): AsyncGenerator<Multipart> {
  let parts: AsyncIterator<Multipart>;
  try {
    parts = request.parts({ limits })[Symbol.asyncIterator]();
  } catch (e) {
    request.raw.resume();
    throw malformedUpload(e);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (e) {
      request.raw.resume();
      throw malformedUpload(e);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** A field part's value as text: cut values (over the field limit) and JSON nested too deeply are refused. */
export function fieldValueText(part: MultipartValue): string {
  const name = part.fieldname.replace(/\[\]$/, '');
  if (part.valueTruncated) {
    const msg = `A form field may not be larger than ${megabytes(MAX_FIELD_BYTES)}.`;
    throw new HttpError(413, msg, { [name]: [msg] });
  }
  // Any field may be JSON text that a route parses: the depth bound holds for all of them.
  const tooDeep = typeof part.value === 'string' ? jsonTooDeep(part.value) : valueTooDeep(part.value);
  if (tooDeep) throw new HttpError(400, JSON_TOO_DEEP_MESSAGE, { [name]: [JSON_TOO_DEEP_MESSAGE] });
  return typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
}

/** Control characters in any text of the fields (JSON values included), keyed by field; tab and line breaks are allowed. */
export function fieldTextErrors(fields: Record<string, unknown>): Record<string, string[]> {
  const errors = emptyFieldErrors();
  for (const [name, value] of Object.entries(fields)) {
    const stack: unknown[] = [value];
    while (stack.length) {
      const v = stack.pop();
      const problem = typeof v === 'string' ? controlCharacterProblem(v, true) : null;
      if (problem) {
        errors[name] = [problem];
        break;
      }
      if (v && typeof v === 'object') stack.push(...Object.values(v));
    }
  }
  return errors;
}

const megabytes = megabytesText;

/** Reads at least `n` bytes (or the whole stream when shorter) and gives back a stream that still starts at byte 0. */
export function readHead(stream: Readable, n: number): Promise<{ head: Buffer; rest: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let len = 0;
    const finish = (err: unknown, ended: boolean) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (err) return reject(err);
      const head = Buffer.concat(chunks);
      if (ended) return resolve({ head, rest: ReadableStream.from(head.length ? [head] : []) });
      stream.pause();
      if (head.length) stream.unshift(head);
      resolve({ head, rest: stream });
    };
    const onData = (c: Buffer) => {
      chunks.push(c);
      len += c.length;
      if (len >= n) finish(null, false);
    };
    const onEnd = () => finish(null, true);
    const onError = (e: unknown) => finish(e, false);
    // A part cut short (truncated body) is destroyed by the parser, possibly before we get here: it would never end.
    const onClose = () => finish(stream.errored ?? new Error('Part terminated early'), false);
    if (stream.destroyed) return reject(stream.errored ?? new Error('Part terminated early'));
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}

/** Removes stored uploads (file and thumbnail); errors are logged, not thrown. */
export async function removeStored(
  app: FastifyInstance,
  files: { bucket: string; key: string; thumbnail: string | null }[],
) {
  for (const f of files) {
    await app.storage.delete(f.bucket, f.key).catch((e) => app.log.warn({ err: e }, 'file removal failed'));
    if (f.thumbnail) await app.storage.delete(f.bucket, f.thumbnail).catch(() => undefined);
  }
}

/**
 * Streams every file of a multipart request straight into storage (never a whole file in memory), sniffing the first
 * bytes against the area's types and stopping at its size limit. Images get their thumbnail after the answer. Any failure removes every file already written by
 * the request and answers 413 (too large) or 422 (wrong type). Fields are collected as strings (`name[]` as lists).
 */
export async function receiveUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  area: UploadArea,
): Promise<ReceivedUpload> {
  const files: StoredUpload[] = [];
  const fields: Record<string, string | string[]> = {};
  const discard = () => {
    forgetThumbnails(request);
    return removeStored(app, files);
  };
  const tooLarge = (name: string) =>
    area.policy ? tooLargeMessage(area.policy, name) : `The file may not be larger than ${megabytes(area.maxBytes)}.`;
  let current = 'file';
  if (!request.isMultipart()) {
    // A plain JSON/form body carries fields only.
    for (const [k, v] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
      const name = k.replace(/\[\]$/, '');
      fields[name] = Array.isArray(v)
        ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
        : typeof v === 'string'
          ? v
          : JSON.stringify(v);
    }
    const textErrors = fieldTextErrors(fields);
    if (Object.keys(textErrors).length) throw unprocessable(textErrors);
    return { fields, files, discard };
  }
  try {
    for await (const part of multipartParts(request, {
      fileSize: area.maxBytes,
      files: area.maxFiles + 1,
      fields: 50,
      fieldSize: MAX_FIELD_BYTES,
    })) {
      if (part.type === 'field') {
        const name = part.fieldname.replace(/\[\]$/, '');
        const value = fieldValueText(part);
        const prev = fields[name];
        fields[name] =
          prev === undefined
            ? part.fieldname.endsWith('[]')
              ? [value]
              : value
            : [...(Array.isArray(prev) ? prev : [prev]), value];
        continue;
      }
      const { head, rest } = await readHead(part.file, HEAD_BYTES).catch((e: unknown) => {
        throw malformedUpload(e);
      });
      if (!part.filename && head.length === 0) {
        rest.resume(); // an empty file input
        continue;
      }
      if (files.length >= area.maxFiles) {
        rest.resume();
        throw unprocessable({
          file: [
            area.maxFiles === 1
              ? 'Please upload a single file.'
              : `At most ${area.maxFiles} files may be uploaded at once.`,
          ],
        });
      }
      // The client's name is shown and offered back: control characters go (PostgreSQL refuses NUL in text).
      const name = ((part.filename ?? '').replace(CONTROL_CHARACTERS, '') || 'file').slice(0, 191);
      current = name;
      const mime = detectUploadType(head.subarray(0, HEAD_BYTES), name);
      const extOk = !area.extensions || area.extensions.includes(extensionOf(name));
      if (!mime || !area.allowed.includes(mime) || !extOk) {
        rest.resume();
        throw unprocessable({ file: [area.policy ? refusedTypeMessage(area.policy, name) : INVALID_FILE_TYPE] });
      }
      const key = newKey(extensionFor(mime, name));
      const { size } = await app.storage.put(area.bucket, key, rest).catch((e: unknown) => {
        // The disk failed (the server's fault: 507/503 from the error handler, logged), or the body was cut inside
        // this file (a 400). The disk is asked first: its failure also destroys the part's stream.
        if (isStorageError(e)) throw e;
        throw part.file.errored || (part.file.destroyed && !part.file.readableEnded) ? malformedUpload(e) : e;
      });
      const stored: StoredUpload = {
        bucket: area.bucket,
        key,
        name,
        mime,
        size,
        thumbnail: null,
        field: part.fieldname.replace(/\[\]$/, ''),
      };
      files.push(stored);
      if (part.file.truncated) throw new HttpError(413, tooLarge(name), { file: [tooLarge(name)] });
      // Thumbnails are made after the answer (lib/thumbnails.ts): the type is checked here, the resizing waits.
      thumbnailLater(request, stored);
    }
  } catch (e) {
    await discard();
    // Let the client finish sending so it can read the answer.
    request.raw.resume();
    const err = e as { code?: string; statusCode?: number; message?: string };
    if (err.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, tooLarge(current), { file: [tooLarge(current)] });
    if (err.code === 'FST_FILES_LIMIT')
      throw unprocessable({
        file: [
          area.maxFiles === 1
            ? 'Please upload a single file.'
            : `At most ${area.maxFiles} files may be uploaded at once.`,
        ],
      });
    if (e instanceof HttpError) throw e;
    if (err.statusCode && err.statusCode < 500)
      throw new HttpError(err.statusCode === 413 ? 413 : 400, err.message ?? 'Invalid upload.');
    throw e;
  }
  const textErrors = fieldTextErrors(fields);
  if (Object.keys(textErrors).length) {
    await discard();
    throw unprocessable(textErrors);
  }
  return { fields, files, discard };
}

/** A field as one string ('' when absent; the first of a list). */
export const fieldText = (fields: Record<string, string | string[]>, name: string): string => {
  const v = fields[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};
