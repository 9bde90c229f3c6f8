/**
 * Resumable upload of one large file over tus 1.0 (the server's /api/uploads): the file goes in 32 MB PATCHes; when the
 * connection drops, tus-js-client asks the server for its offset and sends only the rest, also after a page reload
 * (the upload's URL is kept in localStorage under a fingerprint of the file and its target). `abort()` cancels and
 * removes what the server holds.
 */
import { DetailedError, Upload } from 'tus-js-client';
import { getToken } from '../../session.js';
import { UploadAbortedError } from './xhrUpload.js';

export interface ResumableUploadOptions {
  file: File;
  /** What the file is for: `purpose` and the purpose's target fields (e.g. deliverable_id, slot). */
  metadata: Record<string, string>;
  onProgress?: (sent: number, total: number) => void;
}

export interface ResumableUpload {
  promise: Promise<void>;
  abort(): Promise<void>;
}

const CHUNK_BYTES = 32 * 1024 * 1024;

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

export function resumableUpload({ file, metadata, onProgress }: ResumableUploadOptions): ResumableUpload {
  let upload: Upload;
  let fail: (e: unknown) => void = () => undefined;
  const promise = new Promise<void>((resolve, reject) => {
    fail = reject;
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
      // 4xx other than a lost race are final (wrong type, too big, not allowed): no retry.
      onShouldRetry: (err) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onProgress: (sent, total) => onProgress?.(sent, total),
      onSuccess: () => resolve(),
      onError: (err) => reject(err),
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
      await upload.abort(true).catch(() => undefined);
      fail(new UploadAbortedError());
    },
  };
}
