/**
 * Resumable upload of one large file over tus 1.0 (the server's /api/uploads): the file goes in 32 MB PATCHes; when the
 * connection drops, tus-js-client asks the server for its offset and sends only the rest, also after a page reload
 * (the upload's URL is kept in localStorage under a fingerprint of the file and its target). `abort()` cancels and
 * removes what the server holds.
 *
 * An outage never fails the upload: while the browser is offline (or the server cannot be reached) the caller hears
 * `onWaiting(true)` and the upload waits; it resumes the moment the browser says `online` — not after tus-js-client's
 * next back-off delay — from the offset the server holds, with the same file. Only the server's refusals (4xx) end it.
 */
import { DetailedError, Upload } from 'tus-js-client';
import { getToken } from '../../session.js';
import { UploadAbortedError } from './xhrUpload.js';

export interface ResumableUploadOptions {
  file: File;
  /** What the file is for: `purpose` and the purpose's target fields (e.g. deliverable_id, slot). */
  metadata: Record<string, string>;
  onProgress?: (sent: number, total: number) => void;
  /** True while the upload waits for the connection, false once bytes flow again. */
  onWaiting?: (waiting: boolean) => void;
}

export interface ResumableUpload {
  promise: Promise<void>;
  abort(): Promise<void>;
}

const CHUNK_BYTES = 32 * 1024 * 1024;
/** Without an `online` event (a server that is down while the network is up), try again this often. */
const RECHECK_MS = 5000;

/** A request that got no answer at all: the network or the server is away, not a refusal. */
const unreachable = (e: unknown) =>
  !(e instanceof DetailedError) || !e.originalResponse || e.originalResponse.getStatus() === 0;

/** The server's message ('Something went wrong. Invalid File Type', a size limit, a 409 state) from a tus error. */
export function tusErrorMessage(e: unknown): string {
  if (e instanceof DetailedError && e.originalResponse) {
    try {
      const body = JSON.parse(e.originalResponse.getBody()) as { message?: string; errors?: Record<string, string[]> };
      const first = body.errors && Object.values(body.errors)[0]?.[0];
      if (first || body.message) return (first ?? body.message)!;
    } catch {
      /* not JSON: fall through */
    }
    return `${e.originalResponse.getStatus()}`;
  }
  return e instanceof Error ? e.message : String(e);
}

export function resumableUpload({ file, metadata, onProgress, onWaiting }: ResumableUploadOptions): ResumableUpload {
  let upload: Upload;
  let fail: (e: unknown) => void = () => undefined;
  let waiting = false;
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const setWaiting = (w: boolean) => {
    if (w !== waiting) onWaiting?.(w);
    waiting = w;
  };
  /** Start again now, from the server's offset (a HEAD first): also cuts short a back-off delay under way. */
  const resumeNow = () => {
    if (done || !waiting) return;
    clearTimeout(timer);
    void upload
      .abort(false)
      .catch(() => undefined)
      .then(() => {
        if (!done) upload.start();
      });
  };
  const wentOffline = () => setWaiting(true);
  const cleanUp = () => {
    done = true;
    clearTimeout(timer);
    window.removeEventListener('online', resumeNow);
    window.removeEventListener('offline', wentOffline);
  };
  window.addEventListener('online', resumeNow);
  window.addEventListener('offline', wentOffline);
  const promise = new Promise<void>((resolve, reject) => {
    fail = (e) => {
      cleanUp();
      reject(e);
    };
    upload = new Upload(file, {
      endpoint: '/api/uploads',
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      metadata: { ...metadata, filename: file.name, filetype: file.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // The same file sent to another slot is another upload.
      fingerprint: async (f) =>
        [
          'caretaker',
          ...Object.entries(metadata).map(([k, v]) => `${k}=${v}`),
          (f as File).name,
          f.size,
          (f as File).lastModified,
        ].join('|'),
      onBeforeRequest: (req) => {
        const token = getToken();
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
      },
      // 4xx other than a lost race are final (wrong type, too big, not allowed): no retry. Offline, tus-js-client's
      // delays would only stall: the `online` event restarts instead.
      onShouldRetry: (err) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        if (status === 0) {
          setWaiting(true);
          return navigator.onLine;
        }
        return status === 409 || status === 423 || status >= 500;
      },
      onProgress: (sent, total) => {
        setWaiting(false);
        onProgress?.(sent, total);
      },
      onSuccess: () => {
        cleanUp();
        resolve();
      },
      onError: (err) => {
        if (done) return;
        if (!unreachable(err)) {
          cleanUp();
          reject(err);
          return;
        }
        // still unreachable after the retries: wait for the connection, however long the outage
        setWaiting(true);
        clearTimeout(timer);
        if (navigator.onLine)
          timer = setTimeout(() => {
            if (!done) upload.start();
          }, RECHECK_MS);
      },
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous.length) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
  return {
    promise,
    // tus-js-client stops quietly on abort: the caller still hears of it, as from xhrUpload.
    abort: async () => {
      cleanUp();
      await upload.abort(true).catch(() => undefined);
      fail(new UploadAbortedError());
    },
  };
}
