/** A form body (multipart with streamed files, or JSON) read into fields and stored files; shared by every area with uploads. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FilePolicy } from '../../domain/uploadPolicies.js';
import { HttpError, unprocessable } from './errors.js';
import { jsonTooDeep, JSON_TOO_DEEP_MESSAGE } from './jsonLimits.js';
import { fieldTextErrors, receiveUpload, removeStored, type StoredUpload } from './upload.js';
import { emptyFieldErrors } from '../../domain/fieldErrors.js';

/** Where an area's uploads go and what they may be. */
export interface UploadPolicy {
  bucket: string;
  maxBytes: number;
  allowed: readonly string[];
  maxFiles: number;
  /** The field's policy from domain/uploadPolicies.ts (limits and types come from it; refusals name the file). */
  policy?: FilePolicy;
}

/** An area's upload policy from the field's policy in domain/uploadPolicies.ts, the one the file picker shows. */
export const uploadPolicyOf = (bucket: string, policy: FilePolicy, maxFiles: number): UploadPolicy => ({
  bucket,
  maxBytes: policy.maxBytes,
  allowed: policy.types,
  maxFiles,
  policy,
});

export interface Body {
  fields: Record<string, unknown>;
  files: StoredUpload[];
  discard(): Promise<void>;
}

/**
 * Reads a multipart (or JSON) body: files streamed into storage, fields as values. Fields named in `jsonFields` are parsed from
 * JSON text; a field that is not valid JSON answers 422 keyed by its name. The caller must `discard()` on any later failure.
 */
export async function readBody(
  app: FastifyInstance,
  request: FastifyRequest,
  uploads: UploadPolicy,
  jsonFields: readonly string[] = [],
): Promise<Body> {
  const body = request.body;
  if (
    !request.isMultipart() &&
    (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body))
  ) {
    // Plain text, a JSON array or no body at all: no fields.
    return { fields: {}, files: [], discard: async () => undefined };
  }
  const upload = request.isMultipart()
    ? await receiveUpload(app, request, {
        bucket: uploads.bucket,
        maxBytes: uploads.maxBytes,
        allowed: uploads.allowed,
        maxFiles: uploads.maxFiles,
        policy: uploads.policy,
      })
    : { fields: { ...(body as Record<string, unknown>) }, files: [] as StoredUpload[], discard: async () => undefined };
  const fields: Record<string, unknown> = { ...upload.fields };
  const errors = emptyFieldErrors();
  for (const f of jsonFields) {
    const v = fields[f];
    if (typeof v !== 'string') continue;
    if (v.trim() === '') {
      fields[f] = undefined;
      continue;
    }
    if (jsonTooDeep(v)) {
      await upload.discard();
      throw new HttpError(400, JSON_TOO_DEEP_MESSAGE, { [f]: [JSON_TOO_DEEP_MESSAGE] });
    }
    try {
      fields[f] = JSON.parse(v);
    } catch {
      errors[f] = ['Must be valid JSON.'];
    }
  }
  // Texts inside JSON-valued fields ('\u0000' escapes) only show once parsed.
  Object.assign(errors, fieldTextErrors(fields), errors);
  if (Object.keys(errors).length) {
    await upload.discard();
    throw unprocessable(errors);
  }
  return { fields, files: upload.files, discard: upload.discard };
}

export const fieldString = (v: unknown): string | null => {
  if (Array.isArray(v)) return fieldString(v[0]);
  // An object is no text (a JSON body may send one where a form sends text): read as absent, so the field's own rule
  // answers (required, invalid), never String() of a body whose toString is not a function.
  if (v === undefined || v === null || typeof v === 'object') return null;
  const s = typeof v === 'string' ? v : String(v);
  return s.trim() === '' ? null : s.trim();
};

export const discardStored = (app: FastifyInstance, files: StoredUpload[]) => removeStored(app, files);
