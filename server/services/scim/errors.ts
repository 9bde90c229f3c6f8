/**
 * SCIM's own error answer (RFC 7644 §3.12): `{ schemas: [Error], status: "400", scimType?, detail }`. The API's
 * `message` is kept beside `detail` (the same text), so the answer is also the error envelope every route documents;
 * a directory ignores attributes it does not know.
 */
export const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue';

export class ScimError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly scimType?: ScimType,
  ) {
    super(message);
  }
}

export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');

/** `errors` (field → messages, as the API's 422 names them) when the body broke its JSON Schema. */
export function scimErrorBody(status: number, detail: string, scimType?: ScimType, errors?: Record<string, string[]>) {
  return {
    schemas: [SCIM_ERROR],
    status: String(status),
    ...(scimType && { scimType }),
    detail,
    message: detail,
    ...(errors && { errors }),
  };
}
