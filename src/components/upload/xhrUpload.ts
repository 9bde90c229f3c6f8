/**
 * Multipart upload through XMLHttpRequest, the one browser API that reports upload progress.
 * Same conventions as src/http.ts: `/api` prefix, bearer token, errors as react-admin `HttpError`s
 * with the server's message and `{ errors: { field: text } }`; `abort()` rejects with an `AbortError`.
 */
import { HttpError } from 'ra-core';
import { MSG } from '../../../domain/messages.js';
import { apiUrl, flattenErrors } from '../../http.js';
import { getToken } from '../../session.js';

export interface XhrUploadOptions {
  /** API path, e.g. '/documents' or '/api/documents/3'. */
  path: string;
  method?: string;
  /** A Blob goes as it is: its Content-Type in `headers` (a multipart body serialised with its boundary). */
  body: FormData | Blob;
  headers?: Record<string, string>;
  onProgress?: (loaded: number, total: number) => void;
}

export interface XhrUpload<T> {
  promise: Promise<T>;
  abort(): void;
}

export class UploadAbortedError extends Error {
  override name = 'AbortError';
  constructor() {
    super('Upload cancelled');
  }
}

export function isAbort(e: unknown): boolean {
  return (e as Error | undefined)?.name === 'AbortError';
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function xhrUpload<T = unknown>({
  path,
  method = 'POST',
  body,
  headers = {},
  onProgress,
}: XhrUploadOptions): XhrUpload<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    xhr.open(method, apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
    }
    xhr.onload = () => {
      const json = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(json as T);
        return;
      }
      const body = json && typeof json === 'object' ? (json as { message?: unknown; errors?: unknown }) : {};
      const message =
        (typeof body.message === 'string' && body.message) ||
        (xhr.status === 401 ? MSG.unauthorized : xhr.status === 403 ? MSG.forbidden : MSG.serverError);
      const errors = flattenErrors(body.errors);
      reject(new HttpError(message, xhr.status, errors ? { ...body, errors } : body));
    };
    xhr.onerror = () => reject(new HttpError(MSG.serverError, 0, {}));
    xhr.onabort = () => reject(new UploadAbortedError());
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}
