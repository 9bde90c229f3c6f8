import crypto from 'node:crypto';
import { idParams } from '../../../schemas/common.js';
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { MSG } from '../../../domain/messages.js';
import { audit } from '../../lib/audit.js';
import { forbidden, HttpError, notFound, unprocessable } from '../../lib/errors.js';
import { sniff } from '../../../domain/fileTypes.js';
import { fileField, fileResponse, int, multipartBody, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { fieldTextErrors, fieldValueText, malformedUpload, multipartParts } from '../../lib/upload.js';

const MAX_SIGNATURE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

export default async function signatureRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const root = path.join(app.config.dataDir, 'files', 'signatures');

  app.post(
    '/user/create-signature/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        params: idParams,
        ...multipartBody(
          {
            name: str,
            signature_details: str,
            signature_options: { type: 'string', enum: ['new_signature', 'upload_signature'] },
            signature: { type: 'string', description: 'A drawn signature as a data:image/png;base64 URL' },
            file: fileField('A PNG or JPEG image of at most 2 MB'),
          },
          ['name', 'signature_details'],
        ),
        response: ok(objectOf({ data: objectOf({ message: str, id: int }) })),
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = app.requireUser(request);
      if (user.id !== id && !user.permissions.has('user.edit')) throw forbidden();
      if (!request.isMultipart()) throw new HttpError(415, 'Send the signature as multipart/form-data.');
      const fields: Record<string, string> = {};
      let image: Buffer | null = null;
      for await (const part of multipartParts(request, { fileSize: MAX_SIGNATURE_BYTES, files: 1 })) {
        if (part.type === 'file') {
          const buf = await part.toBuffer().catch((e: { code?: string }) => {
            if (e.code === 'FST_REQ_FILE_TOO_LARGE')
              throw new HttpError(413, 'The signature image may not be larger than 2 MB.');
            throw malformedUpload(e);
          });
          if (buf.length) image = buf;
        } else fields[part.fieldname] = fieldValueText(part);
      }
      const errors: Record<string, string[]> = fieldTextErrors(fields);
      if (!fields.name?.trim()) errors.name ??= [MSG.required];
      if (!fields.signature_details?.trim()) errors.signature_details ??= [MSG.required];
      if (fields.name && fields.name.length > 191) errors.name = ['May not be greater than 191 characters.'];
      const option = fields.signature_options ?? (image ? 'upload_signature' : 'new_signature');
      if (!['new_signature', 'upload_signature'].includes(option))
        errors.signature_options = ['The selected value is invalid.'];
      if (!image && fields.signature) {
        const m = /^data:image\/(png|jpeg);base64,(.+)$/.exec(fields.signature);
        if (m) image = Buffer.from(m[2], 'base64');
      }
      if (!image) errors.signature = [MSG.signatureMissing];
      if (Object.keys(errors).length) throw unprocessable(errors);
      const mime = sniff(image!);
      if (!mime || !IMAGE_TYPES.has(mime))
        throw unprocessable({ signature: ['Something went wrong. Invalid File Type'] });
      if (image!.length > MAX_SIGNATURE_BYTES)
        throw new HttpError(413, 'The signature image may not be larger than 2 MB.');

      const rel = path.join(String(id), `${crypto.randomUUID()}.${mime === 'image/png' ? 'png' : 'jpg'}`);
      await fs.mkdir(path.join(root, String(id)), { recursive: true });
      await fs.writeFile(path.join(root, rel), image!);
      const row = await app.db
        .insertInto('signatures')
        .values({
          user_id: id,
          name: fields.name.trim(),
          signature_details: fields.signature_details.trim(),
          path: rel,
          mime,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(app.db, request, {
        action: 'user.signature',
        entity: 'user',
        entityId: id,
        after: { signature_id: row.id, name: fields.name },
      });
      return { data: { message: MSG.signatureSaved, id: row.id } };
    },
  );

  app.get(
    '/user/:id/signatures/:signatureId',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1 }, signatureId: { type: 'integer', minimum: 1 } },
          required: ['id', 'signatureId'],
        },
        response: fileResponse(['image/png', 'image/jpeg'], 'The signature image.'),
      },
    },
    async (request, reply) => {
      const { id, signatureId } = request.params;
      const user = app.requireUser(request);
      // A stored signature is its owner's alone (a signed document shows its own copy): anyone else finds nothing.
      if (user.id !== id) throw notFound();
      const sig = await app.db
        .selectFrom('signatures')
        .select(['path', 'mime'])
        .where('id', '=', signatureId)
        .where('user_id', '=', id)
        .executeTakeFirst();
      if (!sig) throw notFound();
      const full = path.resolve(root, sig.path);
      if (!full.startsWith(root + path.sep)) throw notFound();
      return reply
        .type(sig.mime)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(full));
    },
  );
}
