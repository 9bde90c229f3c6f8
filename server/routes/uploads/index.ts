import crypto from 'node:crypto';
import { finished, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { HttpError, notFound, unprocessable } from '../../lib/errors.js';
import { isStorageError } from '../../lib/serverFailures.js';
import { errorResponses, int, objectOf, str } from '../../lib/openapi/responses.js';
import { PARTIAL_BUCKET, parseMetadata, uploadPurpose, type UploadPurpose } from '../../lib/resumable/registry.js';
import { INVALID_FILE_TYPE, readHead, type StoredUpload } from '../../lib/upload.js';
import { queueThumbnails } from '../../lib/thumbnails.js';
import { detectUploadType, extensionFor } from '../../../domain/fileTypes.js';
import { newKey } from '../../plugins/storage.js';
import { CONTROL_CHARACTERS } from '../../../domain/text.js';
import type { AuthUser } from '../../plugins/auth.js';

const TUS_VERSION = '1.0.0';
const HEAD_BYTES = 4096;
const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[a-f0-9-]{36}$' } },
  required: ['id'],
} as const;
const tusHeaders = {
  'Tus-Resumable': { type: 'string', description: 'Always 1.0.0.' },
  'Upload-Offset': { type: 'integer', description: 'Bytes the server holds.' },
};
const noBody = (description: string) => ({ type: 'null', description, headers: tusHeaders });

/**
 * One PATCH at a time per upload (tus asks servers to refuse a second), whichever instance it reaches: the lock is a
 * conditional update of the upload's row, held for LOCK_MS and renewed while bytes arrive, so a server that dies
 * mid-PATCH frees the upload after that long.
 */
const LOCK_MS = 60_000;
const BUSY_MESSAGE = 'This upload is already receiving data.';

/** Counts the bytes through and fails once more than `limit` arrive, before they are written. */
function byteLimit(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (seen > limit) cb(new HttpError(413, 'The upload is longer than the length it announced.'));
      else cb(null, chunk);
    },
  });
}

/**
 * Resumable uploads over the tus 1.0 protocol (core, creation, termination): POST creates an upload for a purpose (its
 * target in Upload-Metadata), PATCH appends bytes at the offset the server holds, HEAD tells that offset after a drop,
 * DELETE cancels. The body streams to disk: server memory stays flat whatever the file's size.
 */
export default async function uploadRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ['uploads'];
  const db = app.db;
  // The body of a PATCH is the file's next bytes: left unread here, streamed to storage by the handler.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null, undefined));

  const tus = (reply: FastifyReply) => reply.header('tus-resumable', TUS_VERSION).header('cache-control', 'no-store');

  async function sessionOf(request: FastifyRequest<{ Params: { id: string } }>, user: AuthUser) {
    const s = await db
      .selectFrom('upload_sessions')
      .selectAll()
      .where('id', '=', request.params.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!s || (s.attachment_id === null && s.expires_at < new Date().toISOString()))
      throw notFound('Upload not found.');
    const purpose = uploadPurpose(s.purpose);
    if (!purpose || !user.permissions.has(purpose.permission)) throw notFound('Upload not found.');
    return { ...s, size: Number(s.size), purpose };
  }

  const offsetOf = async (key: string) => (await app.storage.stat(PARTIAL_BUCKET, key))?.size ?? 0;

  app.options(
    '/uploads',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'What this tus server supports', response: { 204: noBody('Capabilities.') } },
    },
    async (_request, reply) =>
      tus(reply).header('tus-version', TUS_VERSION).header('tus-extension', 'creation,termination').code(204).send(),
  );

  app.post(
    '/uploads',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Start a resumable upload (tus creation): Upload-Length and Upload-Metadata (purpose, filename, target)',
        response: {
          201: { ...objectOf({ data: objectOf({ id: str, offset: int, url: str }) }), description: 'Created.' },
          ...errorResponses(400, 401, 403, 404, 409, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const length = Number(request.headers['upload-length']);
      if (!Number.isSafeInteger(length) || length < 1)
        throw new HttpError(400, 'Upload-Length must be the file size in bytes.');
      const meta = parseMetadata(request.headers['upload-metadata'] as string | undefined);
      if (!meta) throw new HttpError(400, 'Upload-Metadata is malformed.');
      const purpose: UploadPurpose | undefined = uploadPurpose(meta.purpose ?? '');
      if (!purpose) throw unprocessable({ purpose: ['The selected purpose is invalid.'] });
      if (!user.permissions.has(purpose.permission))
        throw new HttpError(403, 'You do not have permission to perform this action.');
      const area = purpose.area(app);
      if (length > area.maxBytes) {
        const msg = `The file may not be larger than ${Math.round((area.maxBytes / 1024 / 1024) * 10) / 10} MB.`;
        throw new HttpError(413, msg, { file: [msg] });
      }
      const name = ((meta.filename ?? '').replace(CONTROL_CHARACTERS, '') || 'file').slice(0, 191);
      const target = await purpose.authorize(app, user, meta);
      await sweepExpired();
      const id = crypto.randomUUID();
      const now = Date.now();
      await db
        .insertInto('upload_sessions')
        .values({
          id,
          user_id: user.id,
          purpose: meta.purpose,
          target: JSON.stringify(target),
          file_name: name,
          size: length,
          mime: null,
          part_key: `${new Date(now).getUTCFullYear()}/${id}.part`,
          attachment_id: null,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + app.config.retention.partialUploadHours * 3_600_000).toISOString(),
          lock_owner: null,
          lock_until: null,
        })
        .execute();
      const url = `/api/uploads/${id}`;
      return tus(reply)
        .code(201)
        .header('location', url)
        .header('upload-offset', '0')
        .send({ data: { id, offset: 0, url } });
    },
  );

  app.head<{ Params: { id: string } }>(
    '/uploads/:id',
    {
      config: { auth: 'user', swagger: { exposeHeadRoute: true } },
      schema: {
        tags,
        summary: 'The offset to resume from',
        params: idParams,
        response: { 200: noBody('Upload-Offset and Upload-Length.'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const s = await sessionOf(request, app.requireUser(request));
      const offset = s.attachment_id ? s.size : await offsetOf(s.part_key);
      return tus(reply).header('upload-offset', String(offset)).header('upload-length', String(s.size)).send();
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/uploads/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Append bytes at Upload-Offset (Content-Type application/offset+octet-stream)',
        params: idParams,
        response: {
          204: noBody('Bytes appended; Upload-Attachment-Id once the file is complete.'),
          ...errorResponses(400, 401, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      if (request.headers['content-type'] !== 'application/offset+octet-stream')
        throw new HttpError(415, 'A PATCH carries application/offset+octet-stream.');
      const owner = crypto.randomUUID();
      if (!(await lock((await sessionOf(request, user)).id, owner))) {
        request.raw.resume();
        throw new HttpError(409, BUSY_MESSAGE);
      }
      const renewal = setInterval(() => void lock(request.params.id, owner, true).catch(() => {}), LOCK_MS / 3);
      // The answer goes out only once the lock is released: a client sends its next piece as soon as it reads the 204,
      // and a lock still held then (a database round trip away) refused that piece as busy.
      let interrupted = false;
      try {
        // Read again under the lock: another instance may have finished the file since the first look.
        const s = await sessionOf(request, user);
        let offset = s.attachment_id ? s.size : await offsetOf(s.part_key);
        const claimed = Number(request.headers['upload-offset']);
        if (claimed !== offset) {
          request.raw.resume();
          reply.header('upload-offset', String(offset));
          throw new HttpError(409, `The upload holds ${offset} bytes; resume from there.`);
        }
        let body = request.raw as NodeJS.ReadableStream as import('node:stream').Readable;
        if (offset === 0) {
          // Refuse a file of the wrong type before its 500 MB reach the disk.
          const { head, rest } = await readHead(body, HEAD_BYTES);
          if (head.length >= Math.min(HEAD_BYTES, s.size) && !typeFits(s.purpose, head, s.file_name)) {
            rest.resume();
            await dropSession(s.id, s.part_key);
            throw unprocessable({ file: [INVALID_FILE_TYPE] });
          }
          body = rest;
        }
        let failure: unknown = null;
        // A connection cut mid-body must end the append (and free the upload), not leave it waiting; a disk that fails
        // must not close the connection, so the client still reads why (pipe + finished, not pipeline, which would
        // destroy the request with the failed file).
        const limited = byteLimit(s.size - offset);
        body.pipe(limited);
        finished(body, (err) => {
          if (err) limited.destroy(err);
        });
        try {
          offset = (await app.storage.append(PARTIAL_BUCKET, s.part_key, limited)).size;
        } catch (e) {
          failure = e;
          offset = await offsetOf(s.part_key).catch(() => offset);
        }
        // The disk failed: the server's fault (507/503 from the error handler, logged); the rest of the body is drained.
        if (isStorageError(failure)) {
          body.unpipe(limited);
          body.resume();
          throw failure;
        }
        if (failure instanceof HttpError) throw failure;
        // A dropped connection: the bytes that arrived stay; nobody is left to answer.
        if (failure) interrupted = true;
        else {
          reply.header('upload-offset', String(offset));
          if (offset === s.size && !s.attachment_id) {
            const attachmentId = await finish(s, user);
            reply.header('upload-attachment-id', String(attachmentId));
          }
        }
      } finally {
        clearInterval(renewal);
        await db
          .updateTable('upload_sessions')
          .set({ lock_owner: null, lock_until: null })
          .where('id', '=', request.params.id)
          .where('lock_owner', '=', owner)
          .execute();
      }
      if (interrupted) return reply.code(400).send({ message: 'The upload was interrupted.' });
      return tus(reply).code(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/uploads/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Cancel an upload (tus termination)',
        params: idParams,
        response: { 204: noBody('Cancelled.'), ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const s = await sessionOf(request, app.requireUser(request));
      if (isLocked(s)) throw new HttpError(409, 'This upload is receiving data; stop sending first.');
      if (s.attachment_id) await db.deleteFrom('upload_sessions').where('id', '=', s.id).execute();
      else await dropSession(s.id, s.part_key);
      return tus(reply).code(204).send();
    },
  );

  /**
   * Takes the upload's lock for `owner` (or, with `renew`, extends the one it holds): true when this owner holds it now.
   * Free means no owner, or an owner whose hold has run out.
   */
  async function lock(id: string, owner: string, renew = false): Promise<boolean> {
    const now = new Date();
    const res = await db
      .updateTable('upload_sessions')
      .set({ lock_owner: owner, lock_until: new Date(now.getTime() + LOCK_MS).toISOString() })
      .where('id', '=', id)
      .where((eb) =>
        renew
          ? eb('lock_owner', '=', owner)
          : eb.or([eb('lock_owner', 'is', null), eb('lock_until', '<', now.toISOString())]),
      )
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  const isLocked = (s: { lock_owner: string | null; lock_until: string | null }) =>
    s.lock_owner !== null && (s.lock_until ?? '') >= new Date().toISOString();

  function typeFits(purpose: UploadPurpose, head: Buffer, name: string) {
    const mime = detectUploadType(head, name);
    return !!mime && purpose.area(app).allowed.includes(mime);
  }

  /** Uploads left unfinished past their retention go, with their partial files: a few per new upload, all on schedule. */
  app.retention.register('partial-uploads', async () => {
    let removed = 0;
    for (let n = await sweepExpired(); n; n = await sweepExpired()) removed += n;
    return removed;
  });
  async function sweepExpired(): Promise<number> {
    const old = await db
      .selectFrom('upload_sessions')
      .select(['id', 'part_key', 'attachment_id', 'lock_owner', 'lock_until'])
      .where('expires_at', '<', new Date().toISOString())
      .limit(20)
      .execute();
    for (const s of old)
      if (!isLocked(s))
        if (s.attachment_id) await db.deleteFrom('upload_sessions').where('id', '=', s.id).execute();
        else await dropSession(s.id, s.part_key);
    return old.filter((s) => !isLocked(s)).length;
  }

  async function dropSession(id: string, key: string) {
    await db.deleteFrom('upload_sessions').where('id', '=', id).execute();
    await app.storage.delete(PARTIAL_BUCKET, key);
  }

  /** The last byte is in: type it by content, move it into its area's bucket and hand it to its owner. */
  async function finish(s: Awaited<ReturnType<typeof sessionOf>>, user: AuthUser): Promise<number> {
    const head = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      app.storage
        .get(PARTIAL_BUCKET, s.part_key, { start: 0, end: Math.min(HEAD_BYTES, s.size) - 1 })
        .then((st) =>
          st
            .on('data', (c: Buffer) => chunks.push(c))
            .on('end', () => resolve(Buffer.concat(chunks)))
            .on('error', reject),
        )
        .catch(reject);
    });
    const area = s.purpose.area(app);
    const mime = detectUploadType(head, s.file_name);
    if (!mime || !area.allowed.includes(mime)) {
      await dropSession(s.id, s.part_key);
      throw unprocessable({ file: [INVALID_FILE_TYPE] });
    }
    const key = newKey(extensionFor(mime, s.file_name));
    await app.storage.move({ bucket: PARTIAL_BUCKET, key: s.part_key }, { bucket: area.bucket, key });
    const file: StoredUpload = { bucket: area.bucket, key, name: s.file_name, mime, size: s.size, thumbnail: null };
    let attachmentId: number;
    try {
      attachmentId = await s.purpose.complete(app, user, JSON.parse(s.target), file);
    } catch (e) {
      // The target changed meanwhile (submitted, deleted): the file has nowhere to go.
      await app.storage.delete(area.bucket, key);
      await db.deleteFrom('upload_sessions').where('id', '=', s.id).execute();
      throw e;
    }
    await db.updateTable('upload_sessions').set({ attachment_id: attachmentId, mime }).where('id', '=', s.id).execute();
    // an image's thumbnail, made by the job queue now that its attachment is committed
    await queueThumbnails(app, [file]).catch((err: unknown) => app.log.error({ err, key }, 'thumbnails not queued'));
    return attachmentId;
  }
}
