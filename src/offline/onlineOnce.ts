/**
 * An online save that may end in the outbox. A field screen first sends its save online; when the signal drops during
 * the request it keeps the change on the device instead. But the server may have stored the request and only its
 * answer was lost: sent again as a new outbox write under a new key, the defect or the photos would be stored twice.
 * So an online save carries an Idempotency-Key of its own, and a request that got no answer is kept as it was sent —
 * the key, the address, the exact bytes of its body — for the queued write to send first, exactly as it was
 * (sync.ts): the server answers it again if it stored it, or runs it once if it never arrived.
 *
 * A multipart body is serialised once into bytes with its boundary: a browser draws a new boundary for every send of a
 * FormData, which could change the body's length — and the server knows a multipart body again by its media type and
 * length (server/plugins/idempotency.ts).
 */
import { apiRequest } from '../http.js';
import { isNetworkError } from './network.js';
import { putFile } from './vault.js';

/** A write prepared to be sent once: its key and its body as it goes on the wire. */
export interface OnceRequest {
  key: string;
  method: string;
  path: string;
  /** A multipart body: its exact bytes and their Content-Type with the boundary. */
  contentType?: string;
  body?: Blob;
  /** A JSON body, sent as it is. */
  json?: unknown;
}

/** The request a queued write sends first, kept on the device (its multipart bytes sealed like a photo). */
export interface Replay {
  key: string;
  method: string;
  path: string;
  contentType?: string;
  /** The vault file holding the multipart body. */
  bodyFile?: string;
  json?: unknown;
}

export async function onceRequest(method: string, path: string, body?: FormData | object): Promise<OnceRequest> {
  const key = crypto.randomUUID();
  if (!(body instanceof FormData)) return { key, method, path, json: body };
  const serialised = new Response(body);
  const contentType = serialised.headers.get('content-type') ?? undefined;
  // a Blob of this page's realm, which the HTTP helper sends as it is
  return { key, method, path, contentType, body: new Blob([await serialised.arrayBuffer()], { type: contentType }) };
}

/** The headers and body to send, for a transport of the caller's own (an upload with progress). */
export function wireOf(request: Pick<OnceRequest, 'key' | 'contentType' | 'body' | 'json'>): {
  headers: Record<string, string>;
  body: unknown;
} {
  const headers: Record<string, string> = { 'Idempotency-Key': request.key };
  if (request.contentType) headers['Content-Type'] = request.contentType;
  return { headers, body: request.body ?? request.json };
}

const UNANSWERED = Symbol('unanswered request');

/** Marks a failure as a request that got no answer at all (status 0), so the caller can keep it for its replay. */
export function markUnanswered(e: unknown, request: OnceRequest): unknown {
  if (isNetworkError(e) && e && typeof e === 'object') Object.assign(e, { [UNANSWERED]: request });
  return e;
}

/** The request a failure left unanswered; null for any answer (a refusal) and for other errors. */
export function unansweredOf(e: unknown): OnceRequest | null {
  return (e as { [UNANSWERED]?: OnceRequest } | null)?.[UNANSWERED] ?? null;
}

/**
 * Sends a save once with a fresh key and answers its parsed body; a failure is thrown as `apiRequest` throws it, and
 * one without an answer carries the request (`unansweredOf`).
 */
export async function sendOnce<T>(method: string, path: string, body?: FormData | object): Promise<T> {
  const request = await onceRequest(method, path, body);
  const wire = wireOf(request);
  try {
    return (await apiRequest<T>(path, { method, body: wire.body, headers: wire.headers })).json;
  } catch (e) {
    throw markUnanswered(e, request);
  }
}

/**
 * Keeps an unanswered request on the device as a queued write's `replay` (its multipart body sealed in the vault);
 * undefined without one, or without the user's key.
 */
export async function keepReplay(request: OnceRequest | null | undefined): Promise<Replay | undefined> {
  if (!request) return undefined;
  const { body, ...rest } = request;
  if (!body) return rest;
  const bodyFile = await putFile(body);
  return bodyFile ? { ...rest, bodyFile } : undefined;
}
