/**
 * Idempotency keys (docs/offline-sync.md): a write (POST, PUT, PATCH, DELETE) sent by a signed-in user or an API token
 * with an `Idempotency-Key` header runs once. Its answer is stored before it is sent, and a retry with the same key by
 * the same user gets that answer again (same status and body, `Idempotent-Replayed: true`) instead of running again —
 * so an outbox that lost the answer to "create defect" never creates a second one. The same key for another request is
 * refused (422); a retry while the first still runs answers 409 and the client tries again later. Server errors (5xx),
 * 429 and a refusal of a body cut short on the way are not kept: a retry runs again. Keys live 24 hours.
 *
 * The lock is the unique (user_id, idempotency_key) row itself: of two requests racing with one key, one inserts it and
 * runs, the other finds it. Bodies the handler streams (multipart uploads, tus appends) are never read here: their
 * fingerprint is their media type and length, so a file stays a stream.
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nowIso } from '../db/columns.js';
import { conflict, unprocessable } from '../lib/errors.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/**
 * A first request still unfinished after this long is taken as lost (its instance died mid-request): a retry runs
 * instead of waiting a day. Longer than any upload the multipart limits allow on a slow field connection.
 */
const ABANDONED_MS = 10 * 60_000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** 1–255 visible ASCII characters (what the IETF draft and the common clients send: UUIDs, ULIDs, random strings). */
const KEY_RE = /^[\x21-\x7e]{1,255}$/;
/** The answer's headers a replay repeats (a tus client reads Location and Upload-Offset). */
const KEPT_HEADERS = [
  'content-type',
  'location',
  'upload-offset',
  'upload-length',
  'upload-attachment-id',
  'tus-resumable',
];

export const KEY_MESSAGES = {
  invalid: 'The Idempotency-Key must be 1 to 255 visible ASCII characters.',
  reused: 'This Idempotency-Key was already used for a different request; send a new key for a new request.',
  running: 'A request with this Idempotency-Key is still being processed; retry later.',
};

/** Per request: the key row this request holds until its answer is stored. */
const held = new WeakMap<FastifyRequest, number>();

/**
 * What makes two requests the same: method, URL and body. A body not parsed before the handler (multipart, tus) is
 * streamed, so only its media type (without the multipart boundary, which a browser draws anew per send), length and
 * tus offset count.
 */
export function requestFingerprint(request: FastifyRequest): string {
  const h = crypto.createHash('sha256').update(`${request.method} ${request.url}\n`);
  if (request.isMultipart() || (request.body === undefined && Number(request.headers['content-length'] ?? 0) > 0)) {
    const type = String(request.headers['content-type'] ?? '').split(';')[0];
    h.update(`stream ${type} ${request.headers['content-length'] ?? ''} ${request.headers['upload-offset'] ?? ''}`);
  } else h.update(`body ${JSON.stringify(request.body ?? null)}`);
  return h.digest('hex');
}

export default fp(async function idempotency(app: FastifyInstance) {
  /** Inserts the key for this request; the row that was there instead when another request holds it. */
  async function claim(userId: number, key: string, request: FastifyRequest, hash: string) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await app.db
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          idempotency_key: key,
          method: request.method,
          url: request.url.slice(0, 2048),
          request_hash: hash,
          completed: 0,
          status_code: null,
          response_headers: null,
          response_body: null,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (res) return { taken: Number(res.id) };
      const row = await app.db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (!row) continue; // removed in between (pruned, or its first request failed): try to take it again
      const age = Date.now() - Date.parse(row.created_at);
      const stale = age > IDEMPOTENCY_TTL_MS || (row.completed === 0 && age > ABANDONED_MS);
      if (!stale) return { row };
      // Only the request that deletes the stale row takes the key over; a racing one finds the new row next round.
      await app.db
        .deleteFrom('idempotency_keys')
        .where('id', '=', row.id)
        .where('created_at', '=', row.created_at)
        .execute();
    }
    throw conflict(KEY_MESSAGES.running);
  }

  // After authentication (onRequest) and validation: a request refused before its handler runs stores nothing.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!WRITES.has(request.method) || !request.user || !request.routeOptions.url?.startsWith('/api')) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_RE.test(key))
      throw unprocessable({ [IDEMPOTENCY_HEADER]: [KEY_MESSAGES.invalid] });
    const hash = requestFingerprint(request);
    const found = await claim(request.user.id, key, request, hash);
    if (found.taken !== undefined) {
      held.set(request, found.taken);
      return;
    }
    const { row } = found;
    if (row.request_hash !== hash) throw unprocessable({ [IDEMPOTENCY_HEADER]: [KEY_MESSAGES.reused] });
    if (row.completed !== 1) {
      reply.header('retry-after', '1');
      throw conflict(KEY_MESSAGES.running);
    }
    const headers = JSON.parse(row.response_headers ?? '{}') as Record<string, string>;
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    reply.header(REPLAYED_HEADER.toLowerCase(), 'true');
    return reply.code(row.status_code ?? 200).send(row.response_body ?? undefined);
  });

  // Before compression (this plugin registers ahead of it): the payload is the serialised answer the client would read.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = held.get(request);
    if (id === undefined) return payload;
    held.delete(request);
    const status = reply.statusCode;
    const storable = payload === undefined || payload === null || typeof payload === 'string';
    // A refusal of a body that never arrived in full (the signal died half-way through an upload) answers a request
    // the client never made: kept, it would be replayed to the retry that carries the whole body, and the photo lost.
    const cutShort =
      status >= 400 && request.raw.complete === false && (request.raw.destroyed || !!request.raw.socket?.destroyed);
    if (status >= 500 || status === 429 || !storable || cutShort) {
      await app.db
        .deleteFrom('idempotency_keys')
        .where('id', '=', id)
        .execute()
        .catch((err) => request.log.error({ err }, 'idempotency key not released'));
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const v = reply.getHeader(name);
      if (v !== undefined) headers[name] = String(v);
    }
    await app.db
      .updateTable('idempotency_keys')
      .set({
        completed: 1,
        status_code: status,
        response_headers: JSON.stringify(headers),
        response_body: (payload as string | null | undefined) ?? null,
      })
      .where('id', '=', id)
      .execute();
    return payload;
  });

  // A request that ended without an answer (onSend never ran) frees its key, so the retry runs.
  app.addHook('onResponse', async (request) => {
    const id = held.get(request);
    if (id === undefined) return;
    held.delete(request);
    await app.db.deleteFrom('idempotency_keys').where('id', '=', id).where('completed', '=', 0).execute();
  });

  // Registered once every plugin is loaded: this plugin comes before retention (its onSend must precede compression).
  app.addHook('onReady', async () => {
    app.retention.register('idempotency-keys', async () => {
      const res = await app.db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString())
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    });
  });
});
