/**
 * A kept file sent from the outbox as a tus resumable upload (the server's /api/uploads, a registered purpose such as
 * `defect-photo`, `tree-photo` or `wso-photo`). Unlike the screens' uploads (components/upload/resumableUpload.ts), it
 * never waits for the connection: a drop ends the attempt with a network error, the sync stops there and tries again
 * later — from the offset the server holds, because the upload's address is kept under a fingerprint of the write and
 * the file. The creation request carries an Idempotency-Key made of the same two, so a creation whose answer was lost
 * is answered again with the same upload instead of a second one: a photo is stored once, however often it is retried.
 */
import { DetailedError, Upload } from 'tus-js-client';
import { HttpError } from 'ra-core';
import { getToken } from '../session.js';
import { tusErrorMessage } from '../components/upload/resumableUpload.js';

const CHUNK_BYTES = 8 * 1024 * 1024;

export interface OutboxUpload {
  /** The queued write's id and the kept file's key: together they name this one upload everywhere. */
  writeId: string;
  fileKey: string;
  blob: Blob;
  /** `purpose` and the purpose's target fields (e.g. defect_id and field). */
  metadata: Record<string, string>;
  name?: string;
}

/** The server's status of a tus failure; 0 when no answer came (the network or the server is away). */
function statusOfTus(e: unknown): number {
  return e instanceof DetailedError && e.originalResponse ? e.originalResponse.getStatus() : 0;
}

export function sendKeptFile({ writeId, fileKey, blob, metadata, name }: OutboxUpload): Promise<void> {
  const id = `${writeId}.${fileKey}`;
  const filename = name ?? `${fileKey}.${blob.type.split('/')[1] ?? 'bin'}`;
  return new Promise<void>((resolve, reject) => {
    const upload = new Upload(blob, {
      endpoint: '/api/uploads',
      chunkSize: CHUNK_BYTES,
      // one quick retry for a blip; a longer outage ends this attempt and the outbox's next sync resumes it
      retryDelays: [0, 1000],
      metadata: { ...metadata, filename, filetype: blob.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: async () => `caretaker-outbox|${id}`,
      onBeforeRequest: (req) => {
        const token = getToken();
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
        if (req.getMethod() === 'POST') req.setHeader('Idempotency-Key', id);
      },
      onShouldRetry: (err) => {
        const status = statusOfTus(err);
        return status === 0 ? navigator.onLine : status === 409 || status === 423 || status >= 500;
      },
      onSuccess: () => resolve(),
      onError: (err) => {
        // tus-js-client itself starts a new upload when the kept one is gone (404/410 on resuming)
        reject(new HttpError(tusErrorMessage(err), statusOfTus(err), {}));
      },
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    }, reject);
  });
}
