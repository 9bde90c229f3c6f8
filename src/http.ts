/**
 * The one place the UI talks HTTP to the API (`/api` prefix, bearer token from the session cookie).
 * Failures become react-admin `HttpError`s carrying the server's message when there is one, otherwise
 * the specification's generic text; a 422's `errors: { field: [text] }` becomes `{ errors: { field: text } }`
 * so react-admin shows each message under its field.
 */
import { HttpError } from 'ra-core';
import { MSG } from '../domain/messages.js';
import { takeEarly } from './earlyAnswers.js';
import { getToken } from './session.js';

export const API_PREFIX = '/api';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface RequestOptions {
  method?: string;
  /** A plain object is sent as JSON; FormData as multipart; a Blob as it is (its Content-Type in `headers`). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Send the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  json: T;
  headers: Headers;
}

/** Builds `page=1&status[]=A&status[]=B`; null/undefined/'' values are left out. */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const v of value) parts.push(`${encodeURIComponent(`${key}[]`)}=${encodeURIComponent(String(v))}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  const base = p.startsWith(`${API_PREFIX}/`) ? p : `${API_PREFIX}${p}`;
  const q = buildQuery(query);
  return q ? `${base}${base.includes('?') ? '&' : '?'}${q}` : base;
}

/** Flattens Laravel-style `{ field: ['text', ...] }` into `{ field: 'text' }`. */
export function flattenErrors(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [field, v] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(v)) out[field] = v.map(String).join(' ');
    else if (v != null) out[field] = String(v);
  }
  return out;
}

type ErrorBody = { message?: unknown; error?: unknown; errors?: unknown; data?: { message?: unknown } | null };

function messageOf(json: unknown): string | undefined {
  if (json && typeof json === 'object') {
    const b = json as ErrorBody;
    if (typeof b.message === 'string' && b.message) return b.message;
    if (b.data && typeof b.data.message === 'string' && b.data.message) return b.data.message;
    if (typeof b.error === 'string' && b.error) return b.error;
  }
  return undefined;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, query, auth = true, signal } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const url = apiUrl(path, query);
  const token = auth ? getToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // what the entry asked for this address already (earlyAnswers.ts); one that never reached the server is asked again
  const early = method === 'GET' && token ? takeEarly(url, token) : null;
  let response: Response;
  try {
    response = await (early?.catch(() => fetch(url, { method, headers, signal })) ??
      fetch(url, { method, headers, body: payload, signal }));
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new HttpError(MSG.serverError, 0, {});
  }
  return readResponse<T>(response);
}

/** An answer as `apiRequest` gives it: the parsed body, or the `HttpError` a failure becomes. */
export async function readResponse<T = unknown>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
  }
  if (response.status < 200 || response.status >= 300) {
    const message =
      messageOf(json) ??
      (response.status === 401 ? MSG.unauthorized : response.status === 403 ? MSG.forbidden : MSG.serverError);
    const errors = flattenErrors((json as ErrorBody | undefined)?.errors);
    const body = errors ? { ...(json as object), errors } : ((json as Record<string, unknown> | undefined) ?? {});
    // "try again in N seconds" (a request with the same Idempotency-Key still running, a rate limit)
    const retryAfter = response.headers.get('Retry-After');
    throw new HttpError(message, response.status, retryAfter ? { ...body, retry_after: Number(retryAfter) } : body);
  }
  return { status: response.status, json: json as T, headers: response.headers };
}

/** Shorthand returning only the parsed body. */
export async function api<T = unknown>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).json;
}

/** True when a value (or a react-admin file input value `{ rawFile }`) holds a File/Blob somewhere. */
export function containsFile(value: unknown, depth = 0): boolean {
  if (depth > 5 || value == null) return false;
  if (typeof File !== 'undefined' && value instanceof File) return true;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some((v) => containsFile(v, depth + 1));
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>).some((v) => containsFile(v, depth + 1));
  return false;
}

/**
 * Multipart body: files (or `{ rawFile }`) go up as `field[]` parts, arrays of scalars as `field[]`,
 * objects as JSON strings, scalars as text.
 */
export function toFormData(data: Record<string, unknown>): FormData {
  const fd = new FormData();
  const isFile = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
  const unwrap = (v: unknown): unknown =>
    v && typeof v === 'object' && 'rawFile' in (v as object) ? (v as { rawFile: unknown }).rawFile : v;
  for (const [key, raw] of Object.entries(data)) {
    if (raw === undefined) continue;
    const value = unwrap(raw);
    if (isFile(value)) fd.append(`${key}[]`, value, (value as File).name ?? key);
    else if (Array.isArray(value)) {
      const items = value.map(unwrap);
      if (items.some(isFile)) {
        for (const item of items) if (isFile(item)) fd.append(`${key}[]`, item, (item as File).name ?? key);
      } else if (items.every((i) => i === null || typeof i !== 'object')) {
        for (const item of items) fd.append(`${key}[]`, item == null ? '' : String(item));
      } else fd.append(key, JSON.stringify(items));
    } else if (value === null) fd.append(key, '');
    else if (typeof value === 'object') fd.append(key, JSON.stringify(value));
    else fd.append(key, String(value));
  }
  return fd;
}
